"""What the code-only capture of a pass proposes: a candidate note, before the guard sees it."""

from __future__ import annotations

from dataclasses import dataclass

from config.constants import CATEGORIES, CONFIDENCES

CANDIDATE_SOURCES = ("pattern", "requested", "learned")


@dataclass(frozen=True)
class Candidate:
    text: str  # the note text to store
    category: str  # one of config.constants.CATEGORIES
    confidence: str  # "low" | "medium" | "high"
    source: str  # "pattern" | "requested" | "learned"
    evidence: str  # the user's own words it rests on: an exact substring of that user message
    turn: int  # index of the message in the conversation's message list

    def __post_init__(self) -> None:
        if self.category not in CATEGORIES:
            raise ValueError(f"unknown category {self.category!r}")
        if self.confidence not in CONFIDENCES:
            raise ValueError(f"unknown confidence {self.confidence!r}")
        if self.source not in CANDIDATE_SOURCES:
            raise ValueError(f"unknown source {self.source!r}")
