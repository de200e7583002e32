"""Learning-profile signals from the user's turns: concepts they mention, and levels they declare.
Code only.

A user turn that mentions a concept (its words, plurals, close variants, English and French:
config/data/concepts.toml), in a question or a statement, is one signal for it. A statement about
the user's own level ("I am comfortable with UTXOs", "je débute avec Lightning") sets a declared
level. A conditional ("if I run a node") or a question is never a declared level (rules.md).
The profile is a memory of its own: signals count whether or not the guard keeps a note.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

import regex

from store.text import normalise

# Sentences, and clauses after ", but": "I know UTXOs, but what is a UTXO set?" states one thing, asks another.
_SENTENCE = regex.compile(r"(?<=[.!?;])\s+|\n+|,\s+(?=(?:but|mais|though|however|cependant)\b)")
_CONDITIONAL = regex.compile(r"^\s*(if|when|whether|suppose|imagine|si|quand|lorsque)\b|\bif i\b|\bsi (je|j)\b")
_QUESTION_START = regex.compile(
    r"^\s*(what|how|why|when|where|which|who|can|could|should|is|are|does|do|explain|tell me|"
    r"quoi|comment|pourquoi|quand|ou|quel|quelle|quels|quelles|est ce que|peux tu|explique)\b"
)
_PLURAL = r"(?:s|es|x)?"
LEVEL_REACH_WORDS = 6  # a declared level names its concept within this many words of the phrase
LEVEL_ORDER = ("introduced", "exploring", "familiar")  # "not comfortable with" before "comfortable with"


def fold(text: str) -> str:
    """The form every variant and message is matched in: normalised, ligatures spelled out."""
    return normalise(text).replace("œ", "oe").replace("æ", "ae")


@lru_cache(maxsize=1)
def _data() -> dict:
    return tomllib.loads(resources.files("config.data").joinpath("concepts.toml").read_text(encoding="utf-8"))


def _variant(text: str) -> set[str]:
    words = fold(text)
    forms = {words, words.replace(" ", "")} if words else set()
    return {regex.escape(form) + _PLURAL for form in forms}


def _words(variants: list[str], patterns: list[str] = ()) -> regex.Pattern | None:
    alternatives: set[str] = set()
    for variant in variants:
        alternatives |= _variant(variant)
    parts = []
    if alternatives:
        parts.append(r"\b(?:" + "|".join(sorted(alternatives, key=len, reverse=True)) + r")\b")
    parts += [f"(?:{pattern})" for pattern in patterns]
    return regex.compile("|".join(parts)) if parts else None


@lru_cache(maxsize=64)
def _specific(concept: str) -> regex.Pattern | None:
    """The forms that name the concept anywhere: its variants and patterns (its name by default)."""
    data = _data()
    variants = data["variants"].get(concept, [] if concept in data.get("everyday", {}) else [concept])
    return _words(variants, data.get("patterns", {}).get(concept, []))


@lru_cache(maxsize=64)
def _everyday(concept: str) -> regex.Pattern | None:
    """Everyday words that name the concept only in a conversation about Bitcoin."""
    return _words(_data().get("everyday", {}).get(concept, []))


@lru_cache(maxsize=1)
def _context() -> regex.Pattern | None:
    return _words(_data().get("context", {}).get("words", []))


@lru_cache(maxsize=1)
def _levels() -> tuple[tuple[str, regex.Pattern], ...]:
    levels = _data()["levels"]
    out = []
    for state in LEVEL_ORDER:
        phrases = sorted({fold(p) for p in levels.get(state, []) if fold(p)}, key=len, reverse=True)
        if phrases:
            out.append((state, regex.compile(r"\b(?:" + "|".join(regex.escape(p) for p in phrases) + r")\b")))
    return tuple(out)


@dataclass
class Signals:
    touched: dict[str, int] = field(default_factory=dict)
    declared: dict[str, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.touched or self.declared)


def mentions(sentence: str, concepts: tuple[str, ...], *, about_bitcoin: bool) -> dict[str, int]:
    """Each concept the folded sentence mentions, with where its first mention starts. Everyday
    words ("block", "address", "node") count only when the conversation is `about_bitcoin`."""
    found = {}
    for concept in concepts:
        for pattern in (_specific(concept), _everyday(concept) if about_bitcoin else None):
            match = pattern.search(sentence) if pattern is not None else None
            if match and (concept not in found or match.start() < found[concept]):
                found[concept] = match.start()
    return found


def about_bitcoin(folded_messages: list[str], concepts: tuple[str, ...]) -> bool:
    """The user's turns name a concept by one of its specific forms, or a word of [context]."""
    context = _context()
    for text in folded_messages:
        if context is not None and context.search(text):
            return True
        if any((pattern := _specific(concept)) is not None and pattern.search(text) for concept in concepts):
            return True
    return False


def _declared(sentence: str, hits: dict[str, int]) -> dict[str, str]:
    """Concepts whose level the sentence states: a level phrase with the concept just after it."""
    out: dict[str, str] = {}
    for state, pattern in _levels():
        for phrase in pattern.finditer(sentence):
            for concept, start in hits.items():
                between = sentence[phrase.end() : start]
                if concept not in out and start >= phrase.end() and len(between.split()) <= LEVEL_REACH_WORDS:
                    out[concept] = state
    return out


def collect(user_messages: list[str], concepts: tuple[str, ...]) -> Signals:
    """One signal per concept per user turn that mentions it; declared levels from statements."""
    found = Signals()
    split = [[(raw, fold(raw)) for raw in _SENTENCE.split(message)] for message in user_messages]
    bitcoin = about_bitcoin([sentence for message in split for _, sentence in message], concepts)
    for message in split:
        touched: set[str] = set()
        for raw, sentence in message:
            if not sentence:
                continue
            hits = mentions(sentence, concepts, about_bitcoin=bitcoin)
            if not hits:
                continue
            touched |= hits.keys()
            is_question = raw.strip().endswith("?") or bool(_QUESTION_START.match(sentence))
            if is_question or _CONDITIONAL.search(sentence):
                continue
            found.declared.update(_declared(sentence, hits))
        for concept in touched:
            found.touched[concept] = found.touched.get(concept, 0) + 1
    return found
