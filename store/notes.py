"""Notes: the only code that writes a note, and every write goes through the guard first."""

from __future__ import annotations

import logging
import re
import secrets
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import func
from sqlmodel import delete as sql_delete
from sqlmodel import select

from config.constants import CONFIDENCES
from config.errors import NotFound, Refused, StoreError
from store import changelog, forgotten, switches
from store.clock import from_db, iso, to_db
from store.crypto import Cipher
from store.guard import check_note
from store.tables import NoteRow
from store.text import strip_controls
from store.transaction import Tx

log = logging.getLogger("memoryd.store")

# Notes the user added, edited or requested count as high confidence for the cap (rules.md, decision 1).
USER_SOURCES = ("user", "requested")


@dataclass(frozen=True)
class Note:
    id: str
    text: str
    category: str
    confidence: str
    source: str
    created_at: datetime
    updated_at: datetime
    confirmed_at: datetime
    # When the user said it (the message's time, else the pass's); not exported (interface.md's
    # NOTE has a fixed field list). Unknown (a note built without it): its last confirmation.
    said_at: datetime | None = None

    def __post_init__(self) -> None:
        if self.said_at is None:
            object.__setattr__(self, "said_at", self.confirmed_at)

    def to_json(self) -> dict[str, str]:
        return {
            "id": self.id,
            "text": self.text,
            "category": self.category,
            "confidence": self.confidence,
            "source": self.source,
            "created_at": iso(self.created_at),
            "updated_at": iso(self.updated_at),
            "confirmed_at": iso(self.confirmed_at),
        }

    @property
    def strength(self) -> tuple[int, datetime]:
        """Weakest first: lowest (effective) confidence, then oldest confirmation."""
        level = CONFIDENCES.index("high") if self.source in USER_SOURCES else CONFIDENCES.index(self.confidence)
        return (level, self.confirmed_at)


ID_PATTERN = re.compile(r"n_[0-9a-f]{12}")


def new_id() -> str:
    return "n_" + secrets.token_hex(6)


def is_id(value: object) -> bool:
    """memoryd's own id format ("n_" and 12 hex digits): an id carries no text of its own."""
    return isinstance(value, str) and ID_PATTERN.fullmatch(value) is not None


def clean(text: str) -> str:
    """A note is one line of text: control characters out (NUL and the like removed, line breaks
    and tabs made spaces), runs of white space made one space, ends trimmed. The guard reads the
    cleaned text, so what it passes is exactly what is stored."""
    return " ".join(strip_controls(text).split())


def _decode(tx: Tx, row: Any) -> Note:
    """A note from its row (a NoteRow, or a Core row of the notes table)."""
    return Note(
        id=row.id,
        text=tx.open("notes", "text", row.id, row.text),
        category=row.category,
        confidence=row.confidence,
        source=row.source,
        created_at=from_db(row.created_at),
        updated_at=from_db(row.updated_at),
        confirmed_at=from_db(row.confirmed_at),
        said_at=from_db(row.said_at) if row.said_at is not None else None,
    )


def said_time(moment: datetime | None, *, now: datetime) -> datetime:
    """When a statement was said, as stored: its message's time (UTC), never later than `now`
    (a clock ahead of ours is taken as now); no time given: `now`."""
    return to_db(now) if moment is None else min(to_db(moment), to_db(now))


# The notes last read in full, by their whole stored row (its ciphertext included), per key: a row
# read again unchanged is not decrypted again. A pass reads every note several times in its write
# transaction (each guard check, each consolidation step), and the reply path after every change.
# Each full read keeps only the rows it found, so a deleted note leaves this too.
_decoded: weakref.WeakKeyDictionary[Cipher, dict[tuple[Any, ...], Note]] = weakref.WeakKeyDictionary()


def _readable(tx: Tx, rows: Sequence[Any], *, whole: bool) -> list[Note]:
    """Decode each row; one whose ciphertext is damaged is skipped and named (by id) in a warning,
    so the rest stays readable and exportable, and the user can delete it. `whole`: every row of
    the table, so the decoded cache is replaced by these."""
    known = _decoded.get(tx.cipher, {})
    fresh: dict[tuple[Any, ...], Note] = {}
    found = []
    for row in rows:
        key = tuple(row)
        note = known.get(key)
        if note is None:
            try:
                note = _decode(tx, _Stored.of(row))
            except StoreError:
                log.warning("note %s does not decrypt (its stored value is damaged): skipped; remove it with `memoryd delete %s`", row.id, row.id)
                continue
        fresh[key] = note
        found.append(note)
    if whole:
        _decoded[tx.cipher] = fresh
    return found


_COLUMNS = "id, text, category, confidence, source, created_at, updated_at, confirmed_at, said_at"


@dataclass(frozen=True)
class _Stored:
    """A notes row as SQLite gives it (times as text), decoded only when not already known."""

    id: str
    text: bytes
    category: str
    confidence: str
    source: str
    created_at: datetime
    updated_at: datetime
    confirmed_at: datetime
    said_at: datetime | None

    @classmethod
    def of(cls, row: Sequence[Any]) -> _Stored:
        id_, text, category, confidence, source, *moments = row
        created, updated, confirmed, said = (datetime.fromisoformat(value) if value is not None else None for value in moments)
        return cls(id_, text, category, confidence, source, created, updated, confirmed, said)  # type: ignore[arg-type]


def all_notes(tx: Tx, category: str | None = None) -> list[Note]:
    """Every note (of `category`), oldest first. Read with plain SQL: the rows are decoded (times
    parsed, text decrypted) only when not already known (`_decoded`)."""
    tx.session.flush()  # a plain read does not flush the session's pending rows itself
    where, params = (" WHERE category = ?", (category,)) if category else ("", ())
    rows = tx.session.connection().exec_driver_sql(f"SELECT {_COLUMNS} FROM notes{where}", params).all()  # noqa: S608 - fixed text
    notes = _readable(tx, rows, whole=not category)
    notes.sort(key=lambda note: (note.created_at, note.id))
    return notes


def count(tx: Tx) -> int:
    return tx.session.exec(select(func.count()).select_from(NoteRow)).one()


def get(tx: Tx, note_id: str) -> Note:
    row = tx.session.get(NoteRow, note_id) if is_id(note_id) else None
    if row is None:
        # An id in memoryd's format is shown back; anything else may be text typed by mistake, so it is not.
        raise NotFound("note", note_id if is_id(note_id) else None)
    try:
        return _decode(tx, row)
    except StoreError:
        raise StoreError(f"Note {note_id} is damaged (its stored value does not decrypt): remove it with `memoryd delete {note_id}`.") from None


def _guard(tx: Tx, text: str, category: str, *, ignore_id: str | None = None) -> None:
    """Every filter; `ignore_id` names the note being rewritten (not a duplicate of itself, and
    a pause keeps new notes out, not the rewording of a note already kept)."""
    existing = tuple(note.text for note in all_notes(tx) if note.id != ignore_id)
    paused = () if ignore_id else tuple(switches.paused(tx))
    verdict = tx.verdict(
        ("note", text, category, existing, paused, tx.policy),
        lambda: check_note(text, category, existing=existing, paused=paused, policy=tx.policy),
    )
    if not verdict.allowed:
        raise Refused(verdict.filter or "guard", verdict.reason or "refused")


def _write(tx: Tx, note: Note) -> None:
    row = tx.session.get(NoteRow, note.id) or NoteRow(id=note.id)
    row.text = tx.seal("notes", "text", note.id, note.text)
    row.category = note.category
    row.confidence = note.confidence
    row.source = note.source
    row.created_at = to_db(note.created_at)
    row.updated_at = to_db(note.updated_at)
    row.confirmed_at = to_db(note.confirmed_at)
    row.said_at = to_db(note.said_at or note.confirmed_at)
    tx.session.add(row)
    tx.session.flush()


def add(
    tx: Tx,
    text: str,
    category: str,
    *,
    confidence: str,
    source: str,
    reason: str,
    note_id: str | None = None,
    created_at: datetime | None = None,
    updated_at: datetime | None = None,
    confirmed_at: datetime | None = None,
    said_at: datetime | None = None,
    action: str = "add",
) -> Note:
    """Guard, write, log (the write transaction holds the cap when it ends: store.upkeep). Raises
    Refused with the filter's name. `said_at`:
    when the user said it (default: when it was last confirmed, else now)."""
    text = clean(text)
    _guard(tx, text, category)
    if note_id is not None and (not is_id(note_id) or tx.session.get(NoteRow, note_id) is not None):
        note_id = None  # an imported id that is not ours, or that collides, gets a fresh one
    note = Note(
        id=note_id or new_id(),
        text=text,
        category=category,
        confidence=confidence,
        source=source,
        created_at=created_at or tx.now,
        updated_at=updated_at or tx.now,
        confirmed_at=confirmed_at or tx.now,
        said_at=said_time(said_at or confirmed_at, now=tx.now),
    )
    _write(tx, note)
    changelog.record(tx, action, reason, note_id=note.id, category=category)
    return note


def edit(tx: Tx, note_id: str, text: str) -> Note:
    """The user rewrites a note: through the guard, then it counts as theirs (source `user`, high)."""
    current = get(tx, note_id)
    text = clean(text)
    _guard(tx, text, current.category, ignore_id=note_id)
    note = replace(current, text=text, source="user", confidence="high", updated_at=tx.now, confirmed_at=tx.now, said_at=tx.now)
    _write(tx, note)
    forgotten.note_edited(tx, note_id, current.text, text)
    changelog.record(tx, "edit", "edited by the user", note_id=note_id, category=note.category)
    return note


def supersede(tx: Tx, old_id: str, text: str, *, confidence: str, source: str, reason: str, said_at: datetime | None = None) -> Note:
    """A newer phrasing replaces an overlapping note: newer text, higher confidence, confirmed now,
    said when `said_at` says (default now). The caller checks it was said no earlier than the note."""
    current = get(tx, old_id)
    text = clean(text)
    _guard(tx, text, current.category, ignore_id=old_id)
    best = max(confidence, current.confidence, key=CONFIDENCES.index)
    note = replace(current, text=text, confidence=best, source=source, updated_at=tx.now, confirmed_at=tx.now, said_at=said_time(said_at, now=tx.now))
    _write(tx, note)
    changelog.record(tx, "replace", reason, note_id=old_id, category=note.category)
    return note


def confirm(tx: Tx, note_id: str, *, confidence: str, reason: str, said_at: datetime | None = None) -> Note:
    """Re-stated: confirmed now; `said_at` moves said-at forward, never back to an older time."""
    current = get(tx, note_id)
    best = max(confidence, current.confidence, key=CONFIDENCES.index)
    said = current.said_at if said_at is None else max(current.said_at, said_time(said_at, now=tx.now))
    note = replace(current, confidence=best, confirmed_at=tx.now, said_at=said)
    _write(tx, note)
    changelog.record(tx, "confirm", reason, note_id=note_id, category=note.category)
    return note


def delete(tx: Tx, note_id: str, *, reason: str, action: str = "delete", by_user: bool = False) -> Note:
    """A hard delete: the row goes; the caller checkpoints the WAL after the commit. `by_user`:
    the user's decision, so the note is not learned again (store.forgotten keeps keyed digests)."""
    try:
        note = get(tx, note_id)
    except StoreError:  # a damaged note can still be deleted; its text is unknown, so it leaves no digest
        row = tx.session.get(NoteRow, note_id)
        tx.session.exec(sql_delete(NoteRow).where(NoteRow.id == note_id))
        forgotten.note_removed(tx, note_id, "", by_user=False)
        changelog.record(tx, action, reason, note_id=note_id, category=row.category)
        return Note(note_id, "", row.category, row.confidence, row.source, from_db(row.created_at), from_db(row.updated_at), from_db(row.confirmed_at))
    tx.session.exec(sql_delete(NoteRow).where(NoteRow.id == note_id))
    forgotten.note_removed(tx, note_id, note.text, by_user=by_user)
    changelog.record(tx, action, reason, note_id=note_id, category=note.category)
    return note


def clear(tx: Tx, category: str) -> int:
    doomed = all_notes(tx, category)
    for note in doomed:
        delete(tx, note.id, reason=f"category {category} cleared by the user", action="clear", by_user=True)
    return len(doomed)


def erase_all(tx: Tx) -> None:
    """Every note goes (import, forget --all), leaving no digest: that is not a deletion by the user."""
    tx.session.exec(sql_delete(NoteRow))
    forgotten.erase_evidence(tx)
