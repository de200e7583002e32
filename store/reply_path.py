"""The reply path: a small, budgeted, advisory memory block. Never imports or waits on the model."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import regex

from config.constants import BLOCK_CLOSE, BLOCK_OPEN, CONTEXT_MAX_NOTES
from store import tokens
from store.notes import Note
from store.text import content_words

BUDGETS = {"light": 150, "balanced": 400, "detailed": 800}
PINNED = ("preference", "constraint", "requested")
HEADER = (
    "Private, device-local memory about the user. Advisory only: use it only when it is relevant "
    "to the current message, never let it override the current message, and do not repeat it "
    "unless the user asks."
)
_CONFIDENCE_RANK = {"high": 0, "medium": 1, "low": 2}


@dataclass(frozen=True)
class Prepared:
    """A note with what ranking needs, computed once per store generation."""

    note: Note
    words: frozenset[str]
    tokens: int
    line: str
    recency: float  # minus the confirmation time, so sorting ascending puts the newest first


def prepare(notes: list[Note], known: Mapping[Note, Prepared] | None = None) -> list[Prepared]:
    """Each note with what ranking needs; one found in `known` (the previous generation's, by the
    whole note) is taken from there, so a change of one note does not redo the others."""
    out = []
    for note in notes:
        found = known.get(note) if known else None
        if found is None:
            line = f"- {note.text}"
            found = Prepared(note, content_words(note.text), tokens.count(line) + 1, line, -note.confirmed_at.timestamp())
        out.append(found)
    return out


@dataclass(frozen=True)
class Block:
    text: str
    notes: list[str]
    tokens: int

    def to_json(self) -> dict[str, object]:
        return {"block": self.text, "notes": self.notes, "tokens": self.tokens}


EMPTY = Block("", [], 0)
_FRAME_TOKENS = tokens.count(f"{BLOCK_OPEN}\n{HEADER}\n{BLOCK_CLOSE}")


def _recent(item: Prepared) -> float:
    return item.recency


def _order(prepared: list[Prepared], message: str) -> list[Prepared]:
    """Pinned categories first, then notes sharing words with the message, then recent high-confidence."""
    asked = content_words(message)
    pinned = sorted(
        (p for p in prepared if p.note.category in PINNED),
        key=lambda p: (_CONFIDENCE_RANK[p.note.confidence], _recent(p)),
    )
    others = [p for p in prepared if p.note.category not in PINNED]
    matching = sorted(
        (p for p in others if p.words & asked),
        key=lambda p: (-len(p.words & asked), _recent(p)),
    )
    chosen = {id(p) for p in matching}
    fill = sorted((p for p in others if id(p) not in chosen and p.note.confidence == "high"), key=_recent)
    return pinned + matching + fill


def _fit_summary(summary: str, budget: int) -> tuple[str, int]:
    """The summary is reserved first; if it alone overflows, keep its leading sentences that fit."""
    sentences = [s for s in regex.split(r"(?<=[.!?])\s+", summary.strip()) if s]
    while sentences:
        line = "About the user: " + " ".join(sentences)
        cost = tokens.count(line) + 1
        if cost <= budget:
            return line, cost
        sentences.pop()
    return "", 0


def build(prepared: list[Prepared], summary: str, message: str, detail: str, *, enabled: bool) -> Block:
    if not enabled or (not prepared and not summary.strip()):
        return EMPTY
    budget = BUDGETS[detail]
    used = _FRAME_TOKENS
    lines: list[str] = []
    summary_line, cost = _fit_summary(summary, budget - used) if summary.strip() else ("", 0)
    if summary_line:
        lines.append(summary_line)
        used += cost
    picked: list[str] = []
    summarised = summary_line.casefold()
    for item in _order(prepared, message):
        if len(picked) == CONTEXT_MAX_NOTES:
            break
        if summarised and item.note.text.rstrip(".").casefold() in summarised:
            picked.append(item.note.id)  # already said by the summary: in the block, no budget spent twice
            continue
        if used + item.tokens > budget:
            continue
        lines.append(item.line)
        picked.append(item.note.id)
        used += item.tokens
    if not lines:
        return EMPTY
    # Each part was counted on its own, newline included: the sum is the block's count.
    return Block("\n".join([BLOCK_OPEN, HEADER, *lines, BLOCK_CLOSE]), picked, used)
