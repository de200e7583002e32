"""One instance per data dir: the lock file, and the pointer that tells the CLI where a running
service listens (socket path, or loopback TCP address with its bearer token kept in the data dir)."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import secrets
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from filelock import FileLock, Timeout

from config.errors import MemorydError
from config.settings import APP_NAME, Settings
from store.db import unwritable
from store.paths import private_dir, write_private_file

log = logging.getLogger("memoryd.instance")

LOCK_NAME = "memoryd.lock"
POINTER_NAME = "service.json"
TOKEN_NAME = "api-token"


class AlreadyRunning(MemorydError):
    exit_code = 1

    def __init__(self, data_dir: Path):
        super().__init__(f"A memoryd service already runs for {data_dir}: stop it first, or use another --data-dir.")


def lock_for(settings: Settings) -> FileLock:
    try:
        private_dir(settings.data_dir, "data dir")
    except OSError as exc:
        raise unwritable(settings.data_dir, exc.strerror or type(exc).__name__) from None
    if not os.access(settings.data_dir, os.W_OK):
        raise unwritable(settings.data_dir, "read-only")
    return FileLock(str(settings.data_dir / LOCK_NAME), thread_local=False)


def try_lock(lock: FileLock, timeout: float = 0) -> bool:
    try:
        lock.acquire(timeout=timeout)
    except Timeout:
        return False
    except OSError as exc:
        raise unwritable(Path(lock.lock_file).parent, exc.strerror or type(exc).__name__) from None
    return True


def runtime_dir() -> Path:
    """Where the socket lives: MEMORYD_RUNTIME_DIR, else the user runtime dir (made 0700; one that
    exists is left as it is, with a warning when it is open to others)."""
    raw = os.environ.get("MEMORYD_RUNTIME_DIR") or platformdirs.user_runtime_dir(APP_NAME, appauthor=False)
    return private_dir(Path(raw), "runtime dir")


def socket_path(settings: Settings) -> Path:
    """`<runtime dir>/memoryd.sock`. Another data dir than the user's default gets a runtime
    folder of its own (`<runtime dir>/<hash>/memoryd.sock`, mode 0700), so two never collide."""
    default = platformdirs.user_data_dir(APP_NAME, appauthor=False)
    folder = runtime_dir()
    if Path(default).resolve() != settings.data_dir:
        folder = private_dir(folder / hashlib.sha256(str(settings.data_dir).encode()).hexdigest()[:10], "socket folder")
    return folder / "memoryd.sock"


@dataclass(frozen=True)
class Endpoint:
    socket: str | None
    tcp: str | None
    pid: int

    def to_json(self) -> dict[str, object]:
        return {"socket": self.socket, "tcp": self.tcp, "pid": self.pid}


def write_pointer(settings: Settings, endpoint: Endpoint) -> None:
    path = settings.data_dir / POINTER_NAME
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(endpoint.to_json(), handle)


def read_pointer(settings: Settings) -> Endpoint | None:
    path = settings.data_dir / POINTER_NAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Endpoint(data.get("socket"), data.get("tcp"), int(data.get("pid", 0)))
    except (OSError, ValueError):
        return None


def alive(pid: int) -> bool:
    """Whether a process with this id exists (a pointer left by a killed service does not count)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_pointer(settings: Settings) -> None:
    (settings.data_dir / POINTER_NAME).unlink(missing_ok=True)


TOKEN_BYTES = 32
MIN_TOKEN_CHARS = 43  # 32 random bytes in base64url
_TOKEN_SHAPE = re.compile(r"[A-Za-z0-9_-]{%d,}" % MIN_TOKEN_CHARS)


def strong_token(token: str | None) -> bool:
    """At least 32 random bytes' worth of base64url: an empty or short token never guards the API."""
    return bool(token) and _TOKEN_SHAPE.fullmatch(token) is not None


def api_token(settings: Settings, *, create: bool) -> str | None:
    """The bearer token of loopback TCP. With `create` (the service starting), a missing, empty,
    short or malformed token, or one others can read, is replaced by a fresh one (mode 0600)."""
    path = settings.data_dir / TOKEN_NAME
    token = None
    try:
        if path.is_file() and not path.is_symlink():
            token = path.read_text(encoding="utf-8").strip()
            private = path.stat().st_mode & 0o077 == 0
            if create and not (strong_token(token) and private):
                log.warning("the API token in %s was missing, short or readable by others: replaced", path)
                token = None
    except (OSError, UnicodeDecodeError):
        token = None
    if token is not None or not create:
        return token
    token = secrets.token_urlsafe(TOKEN_BYTES)
    write_private_file(path, token)
    return token
