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
