"""Upkeep: the two rules that remove notes nobody asked to remove (rules.md).

- The cap: at most `NOTE_CAP` (80) notes; past it the weakest go (lowest confidence, notes the
  user added or requested counting as high, then the oldest confirmation). Every write
  transaction holds it when it ends (`Memory.write`), and the daily upkeep holds it again.
- The decay: a learned note at low confidence not re-confirmed within `DECAY_DAYS` (45) days goes.
  Notes the user added or requested never decay.

Each removal is logged (action `cap` or `decay`) and leaves no forgotten digest: it was not the
user's decision, so the note may be learned again.
"""

from __future__ import annotations

from datetime import timedelta

from config.constants import DECAY_DAYS, NOTE_CAP
from store.clock import iso
from store.notes import USER_SOURCES, Note, all_notes, count, delete
from store.transaction import Tx


def enforce_cap(tx: Tx, cap: int = NOTE_CAP) -> list[Note]:
    """Drop the weakest notes until at most `cap` remain; each drop is logged."""
    if count(tx) <= cap:
        return []  # the usual case: no need to decrypt every note
    notes = all_notes(tx)
    excess = len(notes) - cap
    if excess <= 0:
        return []
    dropped = sorted(notes, key=lambda note: note.strength)[:excess]
    for note in dropped:
        delete(
            tx,
            note.id,
            reason=f"over the {cap}-note cap: weakest ({note.confidence} confidence, confirmed {iso(note.confirmed_at)[:10]})",
            action="cap",
        )
    return dropped


def decay(tx: Tx, days: int = DECAY_DAYS) -> list[Note]:
    """Delete learned low-confidence notes not re-confirmed within `days`. User notes never decay."""
    limit = tx.now - timedelta(days=days)
    doomed = [
        note
        for note in all_notes(tx)
        if note.confidence == "low" and note.source not in USER_SOURCES and note.confirmed_at < limit
    ]
    for note in doomed:
        delete(tx, note.id, reason=f"low confidence and not re-confirmed in {days} days", action="decay")
    return doomed
