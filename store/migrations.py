"""Schema versions, recorded in `schema_migrations` and applied forward when the store opens.

Each step is a function over an open connection inside the migration transaction. Steps are only
ever appended: a database created by an older memoryd is brought up to date on open, and one from
a newer memoryd is refused rather than damaged.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from sqlalchemy import Connection, text

from config.errors import StoreError
from store import tables


def _v1_memory(conn: Connection) -> None:
    for table in (
        tables.Meta,
        tables.NoteRow,
        tables.SummaryRow,
        tables.SettingRow,
        tables.ProfileRow,
        tables.ChangeRow,
        tables.CounterRow,
    ):
        table.__table__.create(conn, checkfirst=True)


def _v2_queue(conn: Connection) -> None:
    for table in (tables.WatermarkRow, tables.JobRow):
        table.__table__.create(conn, checkfirst=True)


def _v3_forgotten(conn: Connection) -> None:
    for table in (tables.NoteEvidenceRow, tables.ForgottenRow):
        table.__table__.create(conn, checkfirst=True)


def _v4_job_conversation_ids(conn: Connection) -> None:
    columns = {row[1] for row in conn.execute(text("PRAGMA table_info(jobs)"))}
    if "conversation_id" not in columns:  # a database made at v2 or v3 (a new one has it already)
        conn.execute(text("ALTER TABLE jobs ADD COLUMN conversation_id BLOB"))


def _v5_note_said_at(conn: Connection) -> None:
    columns = {row[1] for row in conn.execute(text("PRAGMA table_info(notes)"))}
    if "said_at" not in columns:  # a database made before v5 (a new one has it already)
        conn.execute(text("ALTER TABLE notes ADD COLUMN said_at DATETIME"))
    # The last time a note was known to hold: the best an older store can say of when it was said.
    conn.execute(text("UPDATE notes SET said_at = confirmed_at WHERE said_at IS NULL"))


MIGRATIONS: list[tuple[int, str, Callable[[Connection], None]]] = [
    (1, "memory: notes, summary, settings, profile, change log, counters", _v1_memory),
    (2, "passes: conversation watermarks and the durable job queue", _v2_queue),
    (3, "deleted stays deleted: keyed digests of forgotten notes and of learned notes' evidence", _v3_forgotten),
    (4, "jobs keep their conversation id (sealed), so `memoryd jobs` can name a parked job", _v4_job_conversation_ids),
    (5, "notes keep when the user said them, so an older statement never replaces a newer one", _v5_note_said_at),
]

LATEST = MIGRATIONS[-1][0]


def migrate(conn: Connection, *, now: datetime) -> int:
    """Apply every missing step; returns the version the database is at afterwards."""
    tables.SchemaMigration.__table__.create(conn, checkfirst=True)
    applied = {row[0] for row in conn.execute(text("SELECT version FROM schema_migrations"))}
    newest = max(applied, default=0)
    if newest > LATEST:
        raise StoreError(
            f"This database has schema version {newest}, newer than this memoryd knows ({LATEST}): upgrade memoryd."
        )
    for version, name, step in MIGRATIONS:
        if version in applied:
            continue
        step(conn)
        conn.execute(
            text("INSERT INTO schema_migrations (version, name, applied_at) VALUES (:v, :n, :t)"),
            {"v": version, "n": name, "t": now},
        )
    return LATEST
