"""The SQLite database: WAL, a busy timeout, secure_delete, short explicit write transactions.

Two engines over one file: reads begin a deferred transaction, writes `BEGIN IMMEDIATE`, so a writer
never deadlocks upgrading a read lock and a long read never blocks the reply path.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
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
        conn.exec_driver_sql(begin)

    return engine


def _create_private(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.chmod(path.parent, 0o700)
    if not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))


class Database:
    def __init__(self, path: Path, now: datetime):
        self.path = path
        try:
            _create_private(path)
        except OSError as exc:
            raise StoreError(f"Cannot create the database at {path} ({exc.strerror}): check --data-dir.") from None
        self._local = threading.local()
        self._write_lock = threading.RLock()
        self._probes: list[sqlite3.Connection] = []
        self._writer = _engine(path, "BEGIN IMMEDIATE")
        self._reader = _engine(path, "BEGIN")
        try:
            with self._writer.begin() as conn:
                self.schema_version = migrations.migrate(conn, now)
        except OperationalError as exc:
            raise StoreError(f"Cannot open the database at {path} ({exc.orig}): is it a memoryd database?") from None

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
            cause = type(getattr(exc, "orig", None) or exc).__name__
            raise StoreError(f"The database write failed ({cause}): retry; if it persists, check the disk.") from None

    @contextmanager
    def read(self) -> Iterator[Session]:
        try:
            with Session(self._reader, expire_on_commit=False) as session, session.begin():
                yield session
        except _SAError as exc:
            raise StoreError(f"The database read failed ({type(exc).__name__}): retry.") from None

    def generation(self) -> int:
        """A number that changes with every committed write, from any process. Read on a plain
        per-thread sqlite3 connection: the reply path asks for it on every call."""
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=True)
            self._local.conn = conn
            self._probes.append(conn)
        row = conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
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
