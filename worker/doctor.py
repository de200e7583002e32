"""`memoryd doctor`: checks what memoryd needs, writing nothing: the keyring backend and the key,
the database's integrity, permissions, the service's socket, the model file and the queue. Each
problem comes back as one line with its fix; `ok` only when every check holds."""

from __future__ import annotations

import os
import sqlite3
import stat
from dataclasses import asdict, dataclass
from pathlib import Path

import keyring
import keyring.backends.fail
from sqlalchemy import create_engine
from sqlmodel import Session

from config import model_files
from config.errors import MemorydError
from config.settings import Settings
from store import keychain, keycheck
from store.crypto import Cipher
from worker import instance


@dataclass(frozen=True)
class Finding:
    check: str
    ok: bool
    detail: str
    fix: str | None = None

    def line(self) -> str:
        return f"{self.check}: {self.detail}" + (f" Fix: {self.fix}" if self.fix else "")


def _ok(check: str, detail: str) -> Finding:
    return Finding(check, True, detail)


def _problem(check: str, detail: str, fix: str) -> Finding:
    return Finding(check, False, detail, fix)


def keyring_backend(settings: Settings) -> Finding:
    try:
        backend = keyring.get_keyring()
    except Exception as exc:  # noqa: BLE001 - a broken keyring configuration is a finding, not a crash
        return _problem("keyring", f"the keyring backend could not be loaded ({type(exc).__name__}).", "check PYTHON_KEYRING_BACKEND and the keyring configuration.")
    name = f"{type(backend).__module__}.{type(backend).__qualname__}"
    if isinstance(backend, keyring.backends.fail.Keyring):
        return _problem("keyring", "no keychain is available to hold the encryption key.", "install and unlock a system keychain (Secret Service, macOS Keychain, Windows Credential Manager).")
    if keychain.plaintext_backends(backend):
        if settings.allow_plaintext_key:
            return _ok("keyring", f"{name} keeps the key in plain text (accepted by allow_plaintext_key: tests and throwaway boxes only).")
        return _problem("keyring", f"{name} keeps the encryption key in plain text.", "use a system keychain, or accept it knowingly with MEMORYD_ALLOW_PLAINTEXT_KEY=1.")
    return _ok("keyring", f"{name}.")


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)


def database(settings: Settings) -> tuple[Finding, dict[str, str] | None]:
    path = settings.database_path
    if not path.exists():
        return _ok("database", f"none yet at {path} (made at first use)."), None
    if path.stat().st_size == 0:
        return _problem("database", f"{path} is empty (0 bytes): it was truncated.", "restore it from a backup, or delete it to start over with an empty memory."), None
    try:
        conn = _read_only(path)
        try:
            rows = conn.execute("PRAGMA integrity_check").fetchall()
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall()) if rows == [("ok",)] else None
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return _problem("database", f"{path} cannot be read ({exc}).", "restore it from a backup, or move it aside to start over with an empty memory."), None
    if rows != [("ok",)]:
        return _problem("database", f"{path} failed PRAGMA integrity_check ({len(rows)} problem(s)).", "restore it from a backup, or move it aside to start over with an empty memory."), None
    return _ok("database", f"{path} passes PRAGMA integrity_check."), meta


def key(settings: Settings, meta: dict[str, str] | None) -> Finding:
    if not meta or "store_id" not in meta:
        return _ok("key", "no store yet: a key is made with it.")
    try:
        value = keychain.read_key(settings.keyring_service, meta["store_id"], int(meta["key_generation"]), allow_plaintext=settings.allow_plaintext_key)
    except MemorydError as exc:
        return _problem("key", exc.message.split(":")[0] + ".", "see above; `memoryd forget --all --yes` erases the memory and starts over with a new key.")
    if value is None:
        return _problem("key", "the encryption key of this data dir is not in the keychain.", "restore the keychain entry, or erase the memory with `memoryd forget --all --yes`.")
    engine = create_engine(f"sqlite:///file:{settings.database_path}?mode=ro&uri=true")
    try:
        with Session(engine) as session:
            opens = keycheck.key_opens(session, Cipher(value))
    finally:
        engine.dispose()
    if not opens:
        return _problem("key", "the key in the keychain does not open this database (the entry was replaced).", "restore the entry from a keychain backup, or erase the memory with `memoryd forget --all --yes`.")
    return _ok("key", "present in the keychain, and it opens the database.")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def permissions(settings: Settings) -> list[Finding]:
    found = []
    data_dir = settings.data_dir
    if not data_dir.exists():
        return [_ok("permissions", f"{data_dir} does not exist yet (made 0700 at first use).")]
    if _mode(data_dir) & 0o077:
        found.append(_problem("permissions", f"the data dir {data_dir} is open to others (mode {_mode(data_dir):04o}).", f"chmod 700 {data_dir}"))
    if hasattr(os, "getuid") and data_dir.stat().st_uid != os.getuid():
        found.append(_problem("permissions", f"the data dir {data_dir} belongs to another user.", f"chown it to yourself, or choose another --data-dir."))
    if not os.access(data_dir, os.W_OK):
        found.append(_problem("permissions", f"the data dir {data_dir} is not writable.", f"chmod u+w {data_dir}, or check its mount."))
    names = (settings.database_path.name, settings.database_path.name + "-wal", settings.database_path.name + "-shm", instance.TOKEN_NAME, instance.POINTER_NAME)
    for name in names:
        path = data_dir / name
        if path.is_file() and _mode(path) & 0o077:
            found.append(_problem("permissions", f"{path} is readable by others (mode {_mode(path):04o}).", f"chmod 600 {path}"))
    return found or [_ok("permissions", f"{data_dir} and its files are private to you.")]


def service_socket(settings: Settings) -> Finding:
    endpoint = instance.read_pointer(settings)
    if endpoint is None:
        return _ok("socket", "no service runs for this data dir (the CLI works on the store directly).")
    if not instance.alive(endpoint.pid):
        return _problem("socket", f"the service pointer names process {endpoint.pid}, which is gone.", "start the service (`memoryd serve` or `memoryd service install`); it replaces the stale pointer.")
    if endpoint.tcp:
        token = instance.api_token(settings, create=False)
        if not instance.strong_token(token):
            return _problem("socket", "the loopback TCP service has no strong api-token.", "restart the service: it makes a new token at start.")
        return _ok("socket", f"the service listens on {endpoint.tcp} with a bearer token.")
    path = Path(endpoint.socket or "")
    if not path.is_socket():
        return _problem("socket", f"the service runs (pid {endpoint.pid}) but {path} is not a socket.", "restart the service (`memoryd service` or `memoryd serve`).")
    if _mode(path) & 0o077:
        return _problem("socket", f"{path} is open to others (mode {_mode(path):04o}).", f"chmod 600 {path}, and restart the service.")
    return _ok("socket", f"{path} (mode 0600), pid {endpoint.pid}.")


def model(settings: Settings) -> Finding:
    try:
        path = model_files.model_file(settings.model_path)
    except MemorydError as exc:
        return _problem("model", exc.message.split(":")[0] + ".", exc.message.split(":", 1)[1].strip() if ":" in exc.message else "set model_path.")
    return _ok("model", f"{path}.")


def queue_health(settings: Settings) -> Finding:
    path = settings.database_path
    if not path.exists() or path.stat().st_size == 0:
        return _ok("queue", "empty.")
    try:
        conn = _read_only(path)
        try:
            counts = dict(conn.execute("SELECT state, count(*) FROM jobs GROUP BY state").fetchall())
        finally:
            conn.close()
    except sqlite3.Error:
        return _ok("queue", "not readable (see the database check).")
    failed = counts.get("failed", 0)
    if failed:
        return _problem("queue", f"{failed} job(s) failed.", "`memoryd jobs` shows why; submit those conversations again, or remove them with `memoryd jobs --clear-failed`.")
    return _ok("queue", f"{counts.get('queued', 0)} queued, {counts.get('running', 0)} running, none failed.")


def run(settings: Settings) -> list[Finding]:
    db_finding, meta = database(settings)
    return [
        keyring_backend(settings),
        key(settings, meta) if db_finding.ok else _ok("key", "not checked (see the database check)."),
        db_finding,
        *permissions(settings),
        service_socket(settings),
        model(settings),
        queue_health(settings),
    ]


def report(findings: list[Finding]) -> dict[str, object]:
    return {"ok": all(f.ok for f in findings), "checks": [asdict(f) for f in findings]}
