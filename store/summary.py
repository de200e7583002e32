"""The "About you" summary: a few sentences composed from the notes, through the guard."""

from __future__ import annotations

import logging

from config.errors import StoreError
from store.clock import to_db
from store.guard import ALLOWED, Verdict, check_content
from store.notes import Note
from store.tables import SummaryRow
from store.transaction import Tx

log = logging.getLogger("memoryd.store")

MAX_CHARS = 320
MAX_SENTENCES = 4
# Durable, general facts first; requested notes are first-person sentences and stay out of it.
_ORDER = ("preference", "constraint", "background", "project", "setup", "experience", "goal", "interest")
_RANK = {"high": 0, "medium": 1, "low": 2}


def compose(notes: list[Note]) -> str:
    """Pick the strongest notes of the most telling categories, one sentence each, within MAX_CHARS."""
    candidates = sorted(
        (note for note in notes if note.category in _ORDER),
        key=lambda note: (_ORDER.index(note.category), _RANK[note.confidence], -note.confirmed_at.timestamp()),
    )
    sentences: list[str] = []
    used = 0
    for note in candidates:
        sentence = note.text.strip().rstrip(".") + "."
        sentence = sentence[0].upper() + sentence[1:]
        if used + len(sentence) + 1 > MAX_CHARS:
            continue
        sentences.append(sentence)
        used += len(sentence) + 1
        if len(sentences) == MAX_SENTENCES:
            break
    return " ".join(sentences)


def read(tx: Tx) -> str:
    row = tx.session.get(SummaryRow, 1)
    if row is None:
        return ""
    try:
        return tx.open("summary", "text", 1, row.text)
    except StoreError:  # damaged: it is composed from the notes, so it is rebuilt at the next change
        log.warning("the summary does not decrypt (its stored value is damaged): shown empty until the next change rebuilds it")
        return ""


def write(tx: Tx, text: str) -> Verdict:
    """Store a summary if the guard allows it (content filters, up to MAX_CHARS)."""
    text = text.strip()
    verdict = tx.verdict(("content", text, MAX_CHARS, tx.policy), lambda: check_content(text, tx.policy, max_chars=MAX_CHARS)) if text else ALLOWED
    if not verdict.allowed:
        return verdict
    row = tx.session.get(SummaryRow, 1) or SummaryRow(id=1)
    row.text = tx.seal("summary", "text", 1, text)
    row.updated_at = to_db(tx.now)
    tx.session.add(row)
    tx.session.flush()
    return verdict


def refresh(tx: Tx, notes: list[Note]) -> str:
    text = compose(notes)
    if text != read(tx):
        if not write(tx, text).allowed:
            write(tx, "")
            return ""
    return text


def erase(tx: Tx) -> None:
    row = tx.session.get(SummaryRow, 1)
    if row is not None:
        tx.session.delete(row)
        tx.session.flush()
