"""A rehearsal of a write, outside SQLite's one write lock.

A pass's write reads every kept note for each guard check (the cross-note check reads them all
together) and composes the summary; done inside the write transaction, that work held the lock
that `submit` waits for. So a pass first runs the same code on a private in-memory copy of what it
reads (the notes, the switches, the summary and the forgotten digests), then throws the copy away:
the guard's answers it computed, keyed by their exact inputs (`Tx.verdicts`), let the real write
find each check already made. Nothing the rehearsal does is kept. Whatever changed in between
(another write, a note added by this pass with another id) only means a key is not found and that
check runs inside the write, as before: the rehearsal makes a write shorter, never different.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from sqlalchemy import Table, create_engine
from sqlalchemy.pool import StaticPool
from sqlmodel import Session

from store import migrations
from store.tables import ForgottenRow, NoteRow, SettingRow, SummaryRow

# What a pass's consolidation reads; the rest (queue, counters, change log...) it only writes.
TABLES: tuple[Table, ...] = tuple(row.__table__ for row in (NoteRow, SettingRow, SummaryRow, ForgottenRow))  # type: ignore[attr-defined]

Snapshot = list[tuple[Table, list[dict[str, Any]]]]


def snapshot(session: Session) -> Snapshot:
    """The rows a rehearsal needs, read in the caller's (read) transaction."""
    connection = session.connection()
    return [(table, [dict(row) for row in connection.execute(table.select()).mappings()]) for table in TABLES]


class Stage:
    """A private in-memory database with the store's schema, empty between rehearsals."""

    def __init__(self, *, now: datetime):
        self._engine = create_engine("sqlite://", poolclass=StaticPool, connect_args={"check_same_thread": False})
        with self._engine.begin() as conn:
            migrations.migrate(conn, now=now)

    @contextmanager
    def session(self, rows: Snapshot) -> Iterator[Session]:
        """A session over a copy of `rows`; everything done in it is rolled back at the end."""
        with Session(self._engine, expire_on_commit=False) as session:
            session.begin()
            try:
                connection = session.connection()
                for table, values in rows:
                    if values:
                        connection.execute(table.insert(), values)
                yield session
            finally:
                session.rollback()

    def close(self) -> None:
        self._engine.dispose()
