"""Word-level text helpers shared by ranking, grounding and consolidation (no guard, no database)."""

from __future__ import annotations

import unicodedata
from importlib import resources

import regex

_WORD = regex.compile(r"[\p{L}\p{N}]+")
_NON_WORD = regex.compile(r"[^\p{L}\p{N}]+")
# Control characters, the line/paragraph separators, lone surrogates (which cannot be encoded) and
# invisible format characters (bidi overrides, zero-width spaces, soft hyphens...), except the
# zero-width joiner that holds emoji sequences together.
_CONTROL = regex.compile(r"[\p{Cc}\p{Cs}\u2028\u2029[\p{Cf}--\u200d]]", regex.V1)


def strip_controls(text: str, *, keep: str = "") -> str:
    """Control characters (Unicode Cc, the line/paragraph separators, lone surrogates and invisible
    format characters but the zero-width joiner) out of a text before it is stored: a
    whitespace-like one ("\\r", form feed, ...) becomes a space, any other (NUL, escape, bidi
    override, zero-width space, ...) is removed; the characters in `keep` (e.g. "\\n\\t" for a message) stay as they are, and where
    "\\n" is kept a carriage return ends a line like it."""
    if "\n" in keep and "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")

    def swap(match: regex.Match[str]) -> str:
        char = match.group()
        if char in keep:
            return char
        return " " if char.isspace() else ""

    return _CONTROL.sub(swap, text)


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
