"""Folders and files memoryd makes are private from their first instant (0700 / 0600). A folder it
did not make is left as it is: memoryd never loosens or tightens what belongs to someone else (a
shared 1777 folder least of all), and warns, once, when it is open to others."""

from __future__ import annotations

import logging
import os
import stat
import tempfile
from pathlib import Path

log = logging.getLogger("memoryd.files")
_warned: set[Path] = set()


def private_dir(path: Path, what: str) -> Path:
    """Make `path` (0700) if it does not exist; otherwise leave its mode alone, with a warning when
    others may read it. Raises OSError when it cannot be made."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.mkdir(mode=0o700)
    except OSError:
        if not path.is_dir():  # a read-only place answers EROFS even for a folder that exists
            raise
        _warn_if_open(path, what)
        return path
    os.chmod(path, 0o700)  # made just now by memoryd: whatever the umask, it is private
    return path


def _warn_if_open(path: Path, what: str) -> None:
    if not hasattr(os, "getuid") or path in _warned:
        return
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return
    if not mode & 0o077:
        return
    _warned.add(path)
    if mode & stat.S_ISVTX:
        log.warning(
            "the %s %s is a shared folder (mode %04o): memoryd leaves it as it is and keeps its own files private, "
            "but a folder of your own is safer (set MEMORYD_RUNTIME_DIR or --data-dir to one)", what, path, mode
        )
    else:
        log.warning("the %s %s is open to others (mode %04o): memoryd leaves it as it is; run `chmod 700 %s`", what, path, mode, path)


def write_private_file(target: Path, content: str) -> None:
    """Write a 0600 file atomically: a temp file in the same folder, fsync, rename over `target`.
    The rename replaces a directory entry, so it never writes through a link that appears meanwhile."""
    fd, temp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    try:
        folder = os.open(target.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(folder)  # the rename itself survives a crash
    except OSError:
        pass
    finally:
        os.close(folder)
