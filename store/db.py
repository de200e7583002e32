"""The SQLite database: WAL, a busy timeout, secure_delete, short explicit write transactions.

Two engines over one file: reads begin a deferred transaction, writes `BEGIN IMMEDIATE`, so a writer
never deadlocks upgrading a read lock and a long read never blocks the reply path.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.exc import OperationalError
from sqlalchemy.exc import SQLAlchemyError as _SAError
from sqlmodel import Session

from config.errors import StoreError
from store import migrations
from store.paths import private_dir

log = logging.getLogger("memoryd.store")

BUSY_TIMEOUT_MS = 10_000


def _engine(path: Path, begin: str) -> Engine:
    engine = create_engine(
        f"sqlite:///{path}",
        connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT_MS / 1000},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):  # type: ignore[no-untyped-def]
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.execute("PRAGMA secure_delete = ON")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn):  # type: ignore[no-untyped-def]
        if begin == "BEGIN IMMEDIATE":
            _begin_immediate(conn)
        else:
            conn.exec_driver_sql(begin)

    return engine


# How often a writer tries again for the write lock another process holds.
WRITE_POLL_SECONDS = 0.001


def _busy(exc: OperationalError) -> bool:
    orig = exc.orig
    return getattr(orig, "sqlite_errorcode", None) == sqlite3.SQLITE_BUSY or "locked" in str(orig).lower()


def _begin_immediate(conn) -> None:  # type: ignore[no-untyped-def]
    """`BEGIN IMMEDIATE`, tried again every millisecond while another process (the pass process)
    holds the write lock, up to the busy timeout. SQLite's own busy handler sleeps 1, 2, 5, 10,
    15, 20… ms between its tries, so a `submit` behind a 10 ms transaction would wait 18 ms."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    conn.exec_driver_sql("PRAGMA busy_timeout = 0")
    try:
        while True:
            try:
                conn.exec_driver_sql("BEGIN IMMEDIATE")
                return
            except OperationalError as exc:
                if not _busy(exc) or time.monotonic() >= deadline:
                    raise
            time.sleep(WRITE_POLL_SECONDS)
    finally:
        conn.exec_driver_sql(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")


def _create_private(path: Path) -> bool:
    """Make the database file (0600) if there is none; True when this call made it."""
    private_dir(path.parent, "data dir")
    if path.exists():
        return False
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o600))
    return True


# ---- faults, each as one sentence naming the file and the fix ----------------------------------


def damaged(path: Path, detail: str) -> StoreError:
    return StoreError(
        f"The database file {path} is damaged ({detail}): memoryd changed nothing. Restore it from a backup, "
        "or move it aside to start over with an empty memory (`memoryd doctor` checks it)."
    )


def unwritable(directory: Path, detail: str) -> StoreError:
    return StoreError(
        f"Cannot write in the data dir {directory} ({detail}): it must be writable by you "
        "(check its permissions, its mount and the free space), or choose another --data-dir."
    )


def emptied(path: Path) -> StoreError:
    return StoreError(
        f"The database file {path} is empty (0 bytes) but is not new: it was probably truncated, and memoryd will "
        "not start an empty store in its place. Restore it from a backup, or delete it to start over with an empty memory."
    )


def _disk_full(path: Path) -> bool:
    try:
        found = os.statvfs(path.parent)
    except (OSError, AttributeError):  # no statvfs on Windows
        return False
    return found.f_bavail * found.f_frsize < 256 * 1024


def translate(exc: BaseException, path: Path, doing: str) -> StoreError:
    """A SQLite error as one sentence: damaged file, full disk, read-only place, or busy."""
    orig = getattr(exc, "orig", None) or exc
    message = str(orig).lower()
    if isinstance(orig, sqlite3.DatabaseError) and not isinstance(orig, sqlite3.OperationalError):
        return damaged(path, str(orig))
    if "full" in message or ("i/o" in message and _disk_full(path)):
        return StoreError(f"The disk holding {path} is full: free some space and retry; the {doing} changed nothing.")
    if "readonly" in message or "read-only" in message or "unable to open" in message:
        return unwritable(path.parent, str(orig))
    if "malformed" in message or "not a database" in message:
        return damaged(path, str(orig))
    log.debug("database %s failed: %s", doing, orig)
    return StoreError(f"The database {doing} failed ({type(orig).__name__}): retry; if it persists, run `memoryd doctor`.")


def quick_check(path: Path) -> None:
    """SQLite's structural check, before memoryd touches the file: a damaged one is refused as is."""
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as exc:
        raise translate(exc, path, "open") from None
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.Error as exc:
        raise translate(exc, path, "check") from None
    finally:
        conn.close()
    if rows != [("ok",)]:
        raise damaged(path, f"the integrity check found {len(rows)} problem(s)")


class Database:
    def __init__(self, path: Path, *, now: datetime):
        self.path = path
        if path.parent.is_dir() and not os.access(path.parent, os.W_OK):
            raise unwritable(path.parent, "read-only")
        try:
            created = _create_private(path)
        except OSError as exc:
            raise unwritable(path.parent, exc.strerror or type(exc).__name__) from None
        if not created:
            wal = path.with_name(path.name + "-wal")
            if path.stat().st_size == 0 and not (wal.exists() and wal.stat().st_size > 0):
                raise emptied(path)
            quick_check(path)
        self._local = threading.local()
        self._write_lock = threading.RLock()
        self._probes: list[sqlite3.Connection] = []
        self._writer = _engine(path, "BEGIN IMMEDIATE")
        self._reader = _engine(path, "BEGIN")
        try:
            with self._writer.begin() as conn:
                self.schema_version = migrations.migrate(conn, now=now)
        except _SAError as exc:
            raise translate(exc, path, "open") from None

    @contextmanager
    def write(self, *, bump: bool = True) -> Iterator[Session]:
        """One short write transaction. With `bump`, it also moves the generation the reply
        path's cache watches (queue and counter writes leave the memory as it was, and do not).

        Writers of this process queue on a lock rather than in SQLite's busy handler, whose
        growing sleeps (up to 100 ms each) would show as latency spikes on `submit`."""
        try:
            with self._write_lock, Session(self._writer, expire_on_commit=False) as session, session.begin():
                yield session
                if bump:
                    session.execute(
                        text("UPDATE meta SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT) WHERE key = 'generation'")
                    )
        except _SAError as exc:
            log.debug("write failed", exc_info=True)
            raise translate(exc, self.path, "write") from None

    @contextmanager
    def read(self) -> Iterator[Session]:
        try:
            with Session(self._reader, expire_on_commit=False) as session, session.begin():
                yield session
        except _SAError as exc:
            raise translate(exc, self.path, "read") from None

    def generation(self) -> int:
        """A number that changes with every committed write, from any process. Read on a plain
        per-thread sqlite3 connection: the reply path asks for it on every call."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=True)
            self._local.conn = conn
            self._probes.append(conn)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
        except sqlite3.Error as exc:
            raise translate(exc, self.path, "read") from None
        return int(row[0]) if row else 0

    def checkpoint(self) -> None:
        """Fold the WAL into the database and truncate it, so deleted rows leave no copy behind."""
        with self._write_lock:
            raw = self._writer.raw_connection()
            try:
                raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            finally:
                raw.close()

    def vacuum(self) -> None:
        """Rewrite the file without free pages, then truncate the WAL."""
        with self._write_lock:
            raw = self._writer.raw_connection()
            try:
                raw.execute("VACUUM")
                raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error as exc:
                raise StoreError(f"The database could not be compacted ({type(exc).__name__}): run `memoryd maintain` later.") from None
            finally:
                raw.close()

    def close(self) -> None:
        for conn in self._probes:
            try:
                conn.close()
            except sqlite3.ProgrammingError:
                pass  # opened by another thread: it goes with that thread
        self._writer.dispose()
        self._reader.dispose()
