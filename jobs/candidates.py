"""A candidate note: what a pass proposes (code-only capture or the model), from capture through
the guard to consolidation. One type on every step: capture fills the first six fields; the pass
adds the whole message (`said`) and when it was sent (`at`); the model may point at a note it
`replaces`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from config.constants import CATEGORIES, CONFIDENCES
from jobs.sentences import sentences

CANDIDATE_SOURCES = ("pattern", "requested", "learned")


@dataclass(frozen=True)
class Candidate:
    text: str  # the note text to store
    category: str  # one of config.constants.CATEGORIES
    confidence: str  # "low" | "medium" | "high"
    source: str  # "pattern" | "requested" | "learned"
    evidence: str  # the user's own words it rests on: an exact substring of that user message
    turn: int  # index of the message in the conversation's message list
    replaces: str | None = None  # the note the model points at (it stands only when code agrees)
    said: str = ""  # the user's whole message the evidence comes from: a change may be said around it
    at: datetime | None = None  # when that message was sent (the app's `at`); None: the pass's time

    def __post_init__(self) -> None:
        if self.category not in CATEGORIES:
            raise ValueError(f"unknown category {self.category!r}")
        if self.confidence not in CONFIDENCES:
            raise ValueError(f"unknown confidence {self.confidence!r}")
        if self.source not in CANDIDATE_SOURCES:
            raise ValueError(f"unknown source {self.source!r}")

    @property
    def position(self) -> tuple[int, int]:
        """Where it was said: its turn, then its offset in the message."""
        return (self.turn, max(self.said.find(self.evidence), 0) if self.evidence else 0)

    @property
    def sentence(self) -> str:
        """The sentence of `said` holding the evidence ("Now I prefer…" where capture kept "I prefer…")."""
        at = self.said.find(self.evidence) if self.evidence else -1
        if at < 0:
            return self.evidence
        stop = at + len(self.evidence)
        for span in sentences(self.said):
            if span.start <= at < span.end:
                return self.said[span.start:max(span.end, stop)]
        return self.evidence
