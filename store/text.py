"""Text folding, the one place memoryd folds text (no guard, no database): control characters
out before storing (`strip_controls`); case, accents and compatibility forms for matching words
(`fold`, `normalise`, `content_words`, used by ranking, grounding and consolidation); and the
stricter folding the guard reads and duplicates are found on, against evasion (`strip_invisible`,
`fold_value`, `fold_lower`, `fold_words`, `strip_accents`, `fold_for_dedupe`; the guard's forms
of a text, store.guard.forms, are built from these).

The evasion tables (invisible characters, lookalike letters from the Unicode confusables data,
letter folds from config/data/policy.toml [normalize]) are built on first use: reading notes or a
context block never pays for them."""

from __future__ import annotations

import unicodedata
from functools import cache
from importlib import resources
from typing import NamedTuple

import regex

from config import data_files

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


# ---- folding against evasion (the guard, duplicates) -----------------------------------------------


class _Tables(NamedTuple):
    invisible: regex.Pattern[str]
    homoglyphs: dict[int, str]
    letter_folds: dict[int, str]


def _homoglyph_table() -> dict[int, str]:
    """Non-ASCII characters whose confusable is one ASCII letter or digit, mapped to it."""
    from confusable_homoglyphs import confusables  # noqa: PLC0415 - loaded with the first text folded

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


@cache
def _tables() -> _Tables:
    folding = data_files.toml("policy.toml")["normalize"]
    # Unicode format characters (zero-width space and joiners, BOM, soft hyphen, bidi controls...)
    # plus the few invisible characters that sit in other categories.
    invisible = regex.compile("[\\p{Cf}" + "".join(regex.escape(c) for c in folding["extra_invisible"]) + "]+")
    return _Tables(invisible, _homoglyph_table(), str.maketrans(folding["letter_folds"]))


def strip_invisible(text: str) -> str:
    return text if text.isascii() else _tables().invisible.sub("", text)


def fold_value(text: str) -> str:
    """Invisible characters removed, NFKC (full-width digits become ASCII), homoglyphs folded to
    ASCII; case kept."""
    text = strip_invisible(text)
    if not text.isascii():
        text = strip_invisible(unicodedata.normalize("NFKC", text)).translate(_tables().homoglyphs)
    return text


def fold_lower(value: str) -> str:
    """A `fold_value` text casefolded, with a few letters folded (œ -> oe, typographic
    apostrophes -> ')."""
    return value.casefold().translate(_tables().letter_folds)


_COMBINING = regex.compile(r"\p{Mn}+")


def strip_accents(text: str) -> str:
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", _COMBINING.sub("", unicodedata.normalize("NFD", text)))


def fold_words(lower: str) -> str:
    """A `fold_lower` text with accents stripped: where word lists are matched ("santé" -> "sante")."""
    words = strip_accents(lower)
    if not words.isascii():
        # A lookalike under an accent ("е" + grave) is only a plain lookalike once stripped.
        words = words.translate(_tables().homoglyphs).lower()
    return words


_NOT_WORD = regex.compile(r"[\W_]+")


def fold_for_dedupe(text: str) -> str:
    """Normalised key for duplicate detection: NFKC, zero-width removed, homoglyphs folded,
    casefolded, accents stripped, punctuation dropped, whitespace collapsed."""
    return _NOT_WORD.sub(" ", fold_words(fold_lower(fold_value(text)))).strip()
