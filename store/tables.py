"""The SQLModel tables. Free text lives only in `bytes` columns sealed by store.crypto; ids,
timestamps, counters and the fixed enums (category, confidence, source, action) are plain."""

from __future__ import annotations

from datetime import date, datetime

from sqlmodel import Field, SQLModel


class Meta(SQLModel, table=True):
    """Store identity, key generation, schema version and the write generation (no user data)."""

    __tablename__ = "meta"
    key: str = Field(primary_key=True)
    value: str


class SchemaMigration(SQLModel, table=True):
    __tablename__ = "schema_migrations"
    version: int = Field(primary_key=True)
    name: str
    applied_at: datetime


class NoteRow(SQLModel, table=True):
    __tablename__ = "notes"
    id: str = Field(primary_key=True)
    text: bytes
    category: str = Field(index=True)
    confidence: str
    source: str
    created_at: datetime
    updated_at: datetime
    confirmed_at: datetime
    # When the user said the fact (the message's time, else the pass's): what they said earlier
    # never replaces it. NULL only in a row older than schema 5, read as its confirmed_at.
    said_at: datetime | None = None


class SummaryRow(SQLModel, table=True):
    __tablename__ = "summary"
    id: int = Field(default=1, primary_key=True)
    text: bytes
    updated_at: datetime


class SettingRow(SQLModel, table=True):
    """The memory switch and paused categories, as sealed JSON values."""

    __tablename__ = "settings"
    key: str = Field(primary_key=True)
    value: bytes


class ProfileRow(SQLModel, table=True):
    """One concept of the learning profile. The id is a keyed hash of the concept."""

    __tablename__ = "profile"
    id: str = Field(primary_key=True)
    concept: bytes
    state: str
    declared: bool = False
    signals: int = 0
    first_seen: date
    last_seen: date


class ChangeRow(SQLModel, table=True):
    """The change log. Never holds a note's text: a hard delete must leave nothing readable."""

    __tablename__ = "change_log"
    id: int = Field(primary_key=True)
    at: datetime = Field(index=True)
    action: str
    note_id: str | None = None
    category: str | None = None
    reason: bytes


class CounterRow(SQLModel, table=True):
    """Running counters shown by `status` (passes, skips, model calls, tokens)."""

    __tablename__ = "counters"
    name: str = Field(primary_key=True)
    value: int = 0


class WatermarkRow(SQLModel, table=True):
    """How far a conversation has been processed: a user-turn count and a keyed digest of those
    turns. Never the text. The id is a keyed hash of the conversation id."""

    __tablename__ = "watermarks"
    id: str = Field(primary_key=True)
    user_turns: int
    digest: str
    updated_at: datetime


class JobRow(SQLModel, table=True):
    """The durable queue: one job per conversation, its transcript sealed until its pass succeeds."""

    __tablename__ = "jobs"
    id: int = Field(primary_key=True)
    conversation: str = Field(index=True)  # keyed hash of the conversation id
    transcript: bytes
    conversation_id: bytes | None = None  # the app's conversation id, sealed; kept when a job is parked
    reason: str
    state: str = Field(index=True)  # queued | running | failed
    attempts: int = 0
    available_at: datetime
    lease_until: datetime | None = None
    last_error: str | None = None
    created_at: datetime
    updated_at: datetime


class NoteEvidenceRow(SQLModel, table=True):
    """A keyed digest of the user's words a learned note rests on (never the words), one row per
    conversation sentence that taught or re-confirmed it: kept so that a note the user deletes
    can leave the digest of its evidence too. Goes with its note."""

    __tablename__ = "note_evidence"
    note_id: str = Field(primary_key=True)
    digest: str = Field(primary_key=True)


class ForgottenRow(SQLModel, table=True):
    """Deleted stays deleted: a keyed digest of the folded text of a note the user deleted,
    cleared or edited away, with one of its evidence digests (or none). Never text. `forget --all`
    erases them, and the key they are keyed with rotates."""

    __tablename__ = "forgotten"
    id: int | None = Field(default=None, primary_key=True)
    text: str = Field(index=True)
    evidence: str | None = Field(default=None, index=True)
