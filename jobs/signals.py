"""Learning-profile signals: questions touching a concept, and declared levels. Code only.

A conditional sentence ("if I run a node") is neither a statement nor a declared level (rules.md).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

import regex

from store.text import normalise

_SENTENCE = regex.compile(r"(?<=[.!?;])\s+|\n+")
_CONDITIONAL = regex.compile(r"^\s*(if|when|whether|suppose|imagine|si|quand|lorsque)\b|\bif i\b|\bsi (je|j)\b")
_QUESTION_START = regex.compile(
    r"^\s*(what|how|why|when|where|which|who|can|could|should|is|are|does|do|explain|tell me|"
    r"quoi|comment|pourquoi|quand|ou|quel|quelle|quels|quelles|est ce que|peux tu|explique)\b"
)


@lru_cache(maxsize=1)
def _data() -> dict:
    return tomllib.loads(resources.files("config.data").joinpath("concepts.toml").read_text(encoding="utf-8"))


@lru_cache(maxsize=32)
def _pattern(concept: str) -> regex.Pattern:
    variants = _data()["variants"].get(concept, [normalise(concept)])
    return regex.compile(r"\b(" + "|".join(regex.escape(normalise(v)) for v in sorted(variants, key=len, reverse=True)) + r")\b")


@dataclass
class Signals:
    touched: dict[str, int] = field(default_factory=dict)
    declared: dict[str, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.touched or self.declared)


def _level(sentence: str) -> str | None:
    for state, phrases in _data()["levels"].items():
        if any(sentence.startswith(normalise(p)) or f" {normalise(p)} " in f" {sentence} " for p in phrases):
            return {"familiar": "familiar", "exploring": "exploring", "introduced": "introduced"}[state]
    return None


def collect(user_messages: list[str], concepts: tuple[str, ...]) -> Signals:
    found = Signals()
    for message in user_messages:
        for raw in _SENTENCE.split(message):
            sentence = normalise(raw)
            if not sentence:
                continue
            hits = [c for c in concepts if _pattern(c).search(sentence)]
            if not hits:
                continue
            is_question = raw.strip().endswith("?") or bool(_QUESTION_START.match(sentence))
            conditional = bool(_CONDITIONAL.search(sentence))
            level = None if (conditional or is_question) else _level(sentence)
            for concept in hits:
                if level:
                    found.declared[concept] = level
                elif is_question:
                    found.touched[concept] = found.touched.get(concept, 0) + 1
    return found
