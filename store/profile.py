"""The learning profile: per configured concept one state, a signal count, first/last seen days."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlmodel import delete

from config.errors import NotFound
from store import changelog
from store.tables import ProfileRow
from store.transaction import Tx

STATES = ("never seen", "introduced", "exploring", "familiar")
# Signals needed to reach a state by questions alone; a declared level overrides these.
_THRESHOLDS = ((8, "familiar"), (3, "exploring"), (1, "introduced"))


@dataclass(frozen=True)
class ConceptState:
    concept: str
    state: str
    signals: int
    declared: bool
    first_seen: date | None
    last_seen: date | None

    def to_json(self) -> dict[str, object]:
        return {
            "concept": self.concept,
            "state": self.state,
            "signals": self.signals,
            "declared": self.declared,
            "first_seen": self.first_seen.isoformat() if self.first_seen else None,
            "last_seen": self.last_seen.isoformat() if self.last_seen else None,
        }


def _state_for(signals: int) -> str:
    return next((state for needed, state in _THRESHOLDS if signals >= needed), "never seen")


def _row(tx: Tx, concept: str) -> ProfileRow | None:
    return tx.session.get(ProfileRow, tx.cipher.keyed_id("profile", concept))


def entries(tx: Tx, concepts: tuple[str, ...]) -> list[ConceptState]:
    out = []
    for concept in concepts:
        row = _row(tx, concept)
        if row is None:
            out.append(ConceptState(concept, "never seen", 0, False, None, None))
        else:
            out.append(ConceptState(concept, row.state, row.signals, row.declared, row.first_seen, row.last_seen))
    return out


def _upsert(tx: Tx, concept: str) -> ProfileRow:
    row = _row(tx, concept)
    today = tx.now.date()
    if row is None:
        row_id = tx.cipher.keyed_id("profile", concept)
        row = ProfileRow(
            id=row_id,
            concept=tx.seal("profile", "concept", row_id, concept),
            state="never seen",
            signals=0,
            first_seen=today,
            last_seen=today,
        )
    row.last_seen = today
    return row


def signal(tx: Tx, concept: str, count: int = 1) -> None:
    """A question or mention touched the concept."""
    row = _upsert(tx, concept)
    row.signals += count
    if not row.declared:
        row.state = max(row.state, _state_for(row.signals), key=STATES.index)
    tx.session.add(row)
    tx.session.flush()


def declare(tx: Tx, concept: str, state: str) -> None:
    """The user stated their level ("I am comfortable with UTXOs"): it wins over signal counts."""
    assert state in STATES[1:], state
    row = _upsert(tx, concept)
    row.state = state
    row.declared = True
    tx.session.add(row)
    tx.session.flush()
    changelog.record(tx, "profile", f"declared level {state!r} for a concept")


def restore(tx: Tx, concept: str, state: str, signals: int, first_seen: date, last_seen: date, declared: bool) -> None:
    row_id = tx.cipher.keyed_id("profile", concept)
    tx.session.merge(
        ProfileRow(
            id=row_id,
            concept=tx.seal("profile", "concept", row_id, concept),
            state=state,
            declared=declared,
            signals=signals,
            first_seen=first_seen,
            last_seen=last_seen,
        )
    )
    tx.session.flush()


def forget(tx: Tx, concept: str, concepts: tuple[str, ...]) -> bool:
    if concept not in concepts:
        raise NotFound("concept", None, "run `memoryd profile` to see the concepts")  # never echoes what was typed
    row = _row(tx, concept)
    if row is None:
        return False
    tx.session.delete(row)
    tx.session.flush()
    changelog.record(tx, "profile", "a concept's learning signals were forgotten by the user")
    return True


def erase(tx: Tx) -> None:
    tx.session.exec(delete(ProfileRow))
