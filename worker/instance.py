"""One instance per data dir: the lock file, and the pointer that tells the CLI where a running
service listens (socket path, or loopback TCP address with its bearer token kept in the data dir)."""

from __future__ import annotations

import hashlib
import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from filelock import FileLock, Timeout

from config.errors import MemorydError
from config.settings import APP_NAME, Settings

LOCK_NAME = "memoryd.lock"
POINTER_NAME = "service.json"
TOKEN_NAME = "api-token"


class AlreadyRunning(MemorydError):
    exit_code = 1

    def __init__(self, data_dir: Path):
        super().__init__(f"A memoryd service already runs for {data_dir}: stop it first, or use another --data-dir.")


def lock_for(settings: Settings) -> FileLock:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    os.chmod(settings.data_dir, 0o700)
    return FileLock(str(settings.data_dir / LOCK_NAME), thread_local=False)


def try_lock(lock: FileLock, timeout: float = 0) -> bool:
    try:
        lock.acquire(timeout=timeout)
    except Timeout:
        return False
    return True


def runtime_dir() -> Path:
    """Where the socket lives: MEMORYD_RUNTIME_DIR, else the user runtime dir (mode 0700)."""
    raw = os.environ.get("MEMORYD_RUNTIME_DIR") or platformdirs.user_runtime_dir(APP_NAME, appauthor=False)
    path = Path(raw)
    path.mkdir(parents=True, exist_ok=True)
    os.chmod(path, 0o700)
    return path


def socket_path(settings: Settings) -> Path:
    """`<runtime dir>/memoryd.sock`. Another data dir than the user's default gets a runtime
    folder of its own (`<runtime dir>/<hash>/memoryd.sock`, mode 0700), so two never collide."""
    default = platformdirs.user_data_dir(APP_NAME, appauthor=False)
    folder = runtime_dir()
    if Path(default).resolve() != settings.data_dir:
        folder = folder / hashlib.sha256(str(settings.data_dir).encode()).hexdigest()[:10]
        folder.mkdir(exist_ok=True)
        os.chmod(folder, 0o700)
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


def api_token(settings: Settings, *, create: bool) -> str | None:
    path = settings.data_dir / TOKEN_NAME
    if path.is_file():
        return path.read_text(encoding="utf-8").strip()
    if not create:
        return None
    token = secrets.token_urlsafe(32)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(token)
    return token
