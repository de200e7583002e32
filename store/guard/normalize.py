"""Normalisation against evasion: the forms of one text that the filters read.

- `value`: invisible characters removed, NFKC (full-width digits become ASCII), homoglyphs folded
  to ASCII; case kept. Keys, addresses and checksums are read here.
- `lower`: `value` casefolded, with a few letters folded (œ -> oe, typographic apostrophes -> ').
- `words`: `lower` with accents stripped. Word lists are matched here ("santé" -> "sante").
- `leet`: `words` with leetspeak folded in tokens that also hold letters ("h34lth" -> "health").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property

import regex
from confusable_homoglyphs import confusables

from store.guard.policy_data import section

_NORM = section("normalize")

# Unicode format characters (zero-width space and joiners, BOM, soft hyphen, bidi controls...)
# plus the few invisible characters that sit in other categories.
_INVISIBLE = regex.compile("[\\p{Cf}" + "".join(regex.escape(c) for c in _NORM["extra_invisible"]) + "]+")


def _homoglyph_table() -> dict[int, str]:
    """Non-ASCII characters whose confusable is one ASCII letter or digit, mapped to it."""
    single: dict[str, str] = {}

    def ascii_alnum(char: str) -> bool:
        return len(char) == 1 and char.isascii() and char.isalnum()

    for key, entries in confusables.confusables_data.items():
        for entry in entries:
            other = entry["c"]
            if len(key) == 1 and not key.isascii() and ascii_alnum(other):
                single.setdefault(key, other)
            elif ascii_alnum(key) and len(other) == 1 and not other.isascii():
                single.setdefault(other, key)
    table: dict[int, str] = {}
    for char, target in single.items():
        # Keep the case of the original when the data loses it: Cyrillic "І" folds to "I" (as
        # its lowercase "і" folds to "i"), not to the "l" the confusables data lists for it.
        lower, upper = char.lower(), char.upper()
        if char != lower and not target.isupper() and single.get(lower, "").isalpha():
            target = single[lower].upper()
        elif char != upper and not target.islower() and single.get(upper, "").isalpha():
            target = single[upper].lower()
        table[ord(char)] = target
    return table


_HOMOGLYPHS = _homoglyph_table()
_LETTER_FOLDS = str.maketrans(_NORM["letter_folds"])
_LEET = str.maketrans(_NORM["leet"])
_LEET_CHARS = frozenset(_NORM["leet"])
_SPACE_SPLIT = re.compile(r"(\s+)")
_ASCII_LETTERS = regex.compile(r"[a-z]")
_NOT_WORD = regex.compile(r"[\W_]+")


def strip_invisible(text: str) -> str:
    return text if text.isascii() else _INVISIBLE.sub("", text)


def fold_value(text: str) -> str:
    """Invisible characters removed, NFKC, homoglyphs folded; case kept."""
    text = strip_invisible(text)
    if not text.isascii():
        text = strip_invisible(unicodedata.normalize("NFKC", text)).translate(_HOMOGLYPHS)
    return text


_COMBINING = regex.compile(r"\p{Mn}+")


def strip_accents(text: str) -> str:
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", _COMBINING.sub("", unicodedata.normalize("NFD", text)))


def _leet(words: str) -> str:
    """Leetspeak folded in the whitespace-separated tokens that hold two letters or more."""
    parts = _SPACE_SPLIT.split(words)
    for index, token in enumerate(parts):
        if not _LEET_CHARS.isdisjoint(token) and len(_ASCII_LETTERS.findall(token)) >= 2:
            parts[index] = token.translate(_LEET)
    return "".join(parts)


@dataclass
class Forms:
    """The forms of one text, computed once per check (the derived ones on first use)."""

    raw: str

    @cached_property
    def value(self) -> str:
        return fold_value(self.raw)

    @cached_property
    def digits(self) -> int:
        """How many ASCII digits `value` holds (a cheap gate for the number-shaped checks)."""
        return sum(map(self.value.count, "0123456789"))

    @cached_property
    def lower(self) -> str:
        return self.value.casefold().translate(_LETTER_FOLDS)

    @cached_property
    def words(self) -> str:
        words = strip_accents(self.lower)
        if not words.isascii():
            # A lookalike under an accent ("е" + grave) is only a plain lookalike once stripped.
            words = words.translate(_HOMOGLYPHS).lower()
        return words

    @cached_property
    def leet(self) -> str:
        words = self.words
        if _LEET_CHARS.isdisjoint(words):
            return words
        return _leet(words)

    def word_forms(self) -> tuple[str, ...]:
        """`words`, and `leet` when it differs."""
        return (self.words,) if self.leet == self.words else (self.words, self.leet)


def fold_for_dedupe(text: str) -> str:
    """Normalised key for duplicate detection: NFKC, zero-width removed, homoglyphs folded,
    casefolded, accents stripped, punctuation dropped, whitespace collapsed."""
    return _NOT_WORD.sub(" ", Forms(text).words).strip()
