"""A writer waiting for the write lock another process holds gets it within a few milliseconds of
its release (store.db polls `BEGIN IMMEDIATE`; SQLite's own busy handler sleeps up to 100 ms
between tries), and still gives up with one sentence after the busy timeout."""

from __future__ import annotations

import sqlite3
import threading
import time

import pytest
from sqlalchemy import text

from config.errors import StoreError
from store import db as store_db
from store.db import Database
from tests.conftest import NOW

HOLD_SECONDS = 0.33  # SQLite's busy handler would try at 0.328 s, then only at 0.428 s


def hold_write_lock(path, seconds: float, held: threading.Event) -> threading.Thread:
    """Another connection (as the pass process would) holds the write lock for `seconds`."""

    def run() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        held.set()
        time.sleep(seconds)
        conn.execute("COMMIT")
        conn.close()

    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_a_writer_gets_the_lock_soon_after_it_is_released(tmp_path) -> None:
    database = Database(tmp_path / "memoryd.sqlite3", now=NOW)
    late = []
    for _ in range(3):  # the best of three: a loaded machine may delay any one wake-up
        held = threading.Event()
        holder = hold_write_lock(database.path, HOLD_SECONDS, held)
        held.wait(5)
        started = time.monotonic()
        with database.write(bump=False) as session:
            session.execute(text("UPDATE meta SET value = value WHERE key = 'generation'"))  # begins here
            late.append(time.monotonic() - started - HOLD_SECONDS)
        holder.join()
    assert -0.01 < min(late) < 0.05, late
    busy = database._writer.raw_connection()
    try:
        assert busy.execute("PRAGMA busy_timeout").fetchone()[0] == store_db.BUSY_TIMEOUT_MS  # restored for the rest
    finally:
        busy.close()
    database.close()


def test_a_writer_gives_up_after_the_busy_timeout(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = Database(tmp_path / "memoryd.sqlite3", now=NOW)
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 200)
    held = threading.Event()
    holder = hold_write_lock(database.path, 1.0, held)
    held.wait(5)
    started = time.monotonic()
    with pytest.raises(StoreError, match="retry"), database.write(bump=False) as session:
        session.execute(text("UPDATE meta SET value = value WHERE key = 'generation'"))
    assert 0.2 <= time.monotonic() - started < 0.9
    holder.join()
    with database.write(bump=False) as session:  # free again: the next write goes through
        session.execute(text("UPDATE meta SET value = value WHERE key = 'generation'"))
    database.close()
