"""Deleted stays deleted (rules.md, Consolidation): a note the user deleted, cleared or edited away
leaves keyed digests of its folded text and of the user's words it was learned from, never the
text, and no later pass learns it again, from any conversation, old copies included.

A digest is an HMAC-SHA256 under a key derived from the store key (`Cipher.keyed_id`), so it says
nothing without that key, and `forget --all`, which erases the digests, also rotates the key.
Only the user's own decisions leave digests: decay and the cap do not. The user may add such a
note back by hand (`add`, `remember`, `edit`, `import`), which removes its digests.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from sqlmodel import delete, select

from store.tables import ForgottenRow, NoteEvidenceRow
from store.text import fold_for_dedupe, strip_controls
from store.transaction import Tx

RULE = "forgotten"  # how a pass reports a candidate it dropped for this (never with its text)


class Candidate(Protocol):
    text: str
    evidence: str
    turn: int


C = TypeVar("C", bound=Candidate)


class Written(Protocol):
    id: str
    text: str


def _digest(tx: Tx, purpose: str, text: str) -> str | None:
    folded = fold_for_dedupe(strip_controls(text))
    return tx.cipher.keyed_id(purpose, folded) if folded else None


def text_digest(tx: Tx, text: str) -> str | None:
    return _digest(tx, "forgotten/text", text)


def evidence_digest(tx: Tx, evidence: str) -> str | None:
    return _digest(tx, "forgotten/evidence", evidence)


# ---- the evidence of learned notes ------------------------------------------------------------


def link_evidence(tx: Tx, note_id: str, evidence: str) -> None:
    digest = evidence_digest(tx, evidence)
    if digest and tx.session.get(NoteEvidenceRow, (note_id, digest)) is None:
        tx.session.add(NoteEvidenceRow(note_id=note_id, digest=digest))
        tx.session.flush()


def link_pass(tx: Tx, items: Iterable[Candidate], written: Iterable[Written]) -> None:
    """After a pass: each note it added, replaced or re-confirmed keeps the digest of the words
    of the candidate it came from (matched by folded text)."""
    by_text: dict[str, list[str]] = {}
    for item in items:
        by_text.setdefault(fold_for_dedupe(item.text), []).append(item.evidence)
    for note in written:
        for evidence in by_text.get(fold_for_dedupe(note.text), []):
            link_evidence(tx, note.id, evidence)


def _evidence_of(tx: Tx, note_id: str) -> list[str]:
    return list(tx.session.exec(select(NoteEvidenceRow.digest).where(NoteEvidenceRow.note_id == note_id)).all())


def _unlink(tx: Tx, note_id: str) -> None:
    tx.session.exec(delete(NoteEvidenceRow).where(NoteEvidenceRow.note_id == note_id))


# ---- what the user removed --------------------------------------------------------------------


def _record(tx: Tx, note_id: str, text: str) -> None:
    digest = text_digest(tx, text)
    if digest is None:
        return
    known = set(tx.session.exec(select(ForgottenRow.evidence).where(ForgottenRow.text == digest)).all())
    for evidence in _evidence_of(tx, note_id) or [None]:
        if evidence not in known:
            tx.session.add(ForgottenRow(text=digest, evidence=evidence))
    tx.session.flush()


def note_removed(tx: Tx, note_id: str, text: str, *, by_user: bool) -> None:
    """A note left the store: by the user's decision (delete, clear) it leaves its digests; by
    decay, the cap or a wholesale erase it does not. Its evidence links go either way."""
    if by_user:
        _record(tx, note_id, text)
    _unlink(tx, note_id)


def note_edited(tx: Tx, note_id: str, old_text: str, new_text: str) -> None:
    """The user rewrote a note: the old wording is one they removed, so it is not learned again
    (unless they only re-punctuated it); the new one is theirs, written by hand."""
    if text_digest(tx, old_text) != text_digest(tx, new_text):
        _record(tx, note_id, old_text)
    _unlink(tx, note_id)
    unforget(tx, new_text)


def unforget(tx: Tx, text: str) -> int:
    """The user added this text back by hand: it may be learned and re-confirmed again."""
    digest = text_digest(tx, text)
    if digest is None:
        return 0
    rows = tx.session.exec(select(ForgottenRow).where(ForgottenRow.text == digest)).all()
    for row in rows:
        tx.session.delete(row)
    tx.session.flush()
    return len(rows)


@dataclass(frozen=True)
class Forgotten:
    texts: frozenset[str]
    evidence: frozenset[str]

    def __bool__(self) -> bool:
        return bool(self.texts)

    def holds(self, tx: Tx, text: str, evidence: str) -> bool:
        return text_digest(tx, text) in self.texts or evidence_digest(tx, evidence) in self.evidence


def load(tx: Tx) -> Forgotten:
    rows = tx.session.exec(select(ForgottenRow.text, ForgottenRow.evidence)).all()
    return Forgotten(frozenset(text for text, _ in rows), frozenset(evidence for _, evidence in rows if evidence))


def sift(tx: Tx, items: Sequence[C], dropped: list[tuple[int, str]]) -> list[C]:
    """A pass's candidates less those the user removed: each one dropped is reported as
    (turn, "forgotten") in `dropped`, never with its text."""
    forgotten = load(tx)
    if not forgotten:
        return list(items)
    kept = []
    for item in items:
        if forgotten.holds(tx, item.text, item.evidence):
            dropped.append((item.turn, RULE))
        else:
            kept.append(item)
    return kept


def erase_evidence(tx: Tx) -> None:
    tx.session.exec(delete(NoteEvidenceRow))


def erase(tx: Tx) -> None:
    """`forget --all`: every digest goes (the key they were keyed with is rotated as well)."""
    tx.session.exec(delete(ForgottenRow))
    erase_evidence(tx)
