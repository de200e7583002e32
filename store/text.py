"""Word-level text helpers shared by ranking, grounding and consolidation (no guard, no database)."""

from __future__ import annotations

import unicodedata
from importlib import resources

import regex

_WORD = regex.compile(r"[\p{L}\p{N}]+")
_NON_WORD = regex.compile(r"[^\p{L}\p{N}]+")


def _load_stopwords() -> frozenset[str]:
    text = resources.files("config.data").joinpath("stopwords.txt").read_text(encoding="utf-8")
    return frozenset(word for line in text.splitlines() if not line.startswith("#") for word in line.split())


STOPWORDS = _load_stopwords()


def fold(text: str) -> str:
    """Compatibility forms, case and accents folded."""
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def normalise(text: str) -> str:
    """Folded, with punctuation turned into single spaces."""
    return " ".join(_NON_WORD.split(fold(text))).strip()


def content_words(text: str) -> frozenset[str]:
    """Folded words that carry meaning, with a plural `s`/`x` dropped so "wallets" meets "wallet"."""
    words = set()
    for word in _WORD.findall(fold(text)):
        if word in STOPWORDS or len(word) < 2:
            continue
        if len(word) > 3 and word[-1] in "sx":
            word = word[:-1]
        words.add(word)
    return frozenset(words)
