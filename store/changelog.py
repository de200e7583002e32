"""The change log: every add, confirm, replace, decay, cap drop, edit, delete, with when and why.

Entries name the note by id and category, never by its text, so a hard delete leaves nothing to read.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func
from sqlmodel import delete, select

from store.clock import from_db, iso, to_db
from store.tables import ChangeRow
from store.transaction import Tx

ACTIONS = (
    "add",
    "confirm",
    "replace",
    "decay",
    "cap",
    "edit",
    "delete",
    "clear",
    "import",
    "forget",
    "pause",
    "resume",
    "memory",
    "profile",
)


@dataclass(frozen=True)
class Change:
    id: int
    at: datetime
    action: str
    note_id: str | None
    category: str | None
    reason: str

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "at": iso(self.at),
            "action": self.action,
            "note": self.note_id,
            "category": self.category,
            "reason": self.reason,
        }


def record(tx: Tx, action: str, reason: str, *, note_id: str | None = None, category: str | None = None) -> None:
    assert action in ACTIONS, action
    next_id = (tx.session.exec(select(func.max(ChangeRow.id))).one() or 0) + 1
    tx.session.add(
        ChangeRow(
            id=next_id,
            at=to_db(tx.now),
            action=action,
            note_id=note_id,
            category=category,
            reason=tx.seal("change_log", "reason", next_id, reason),
        )
    )
    tx.session.flush()


def entries(tx: Tx, limit: int | None = None) -> list[Change]:
    query = select(ChangeRow).order_by(ChangeRow.id.desc())
    if limit:
        query = query.limit(limit)
    rows = tx.session.exec(query).all()
    return [
        Change(row.id, from_db(row.at), row.action, row.note_id, row.category, tx.open("change_log", "reason", row.id, row.reason))
        for row in reversed(rows)
    ]


def erase(tx: Tx) -> None:
    tx.session.exec(delete(ChangeRow))
