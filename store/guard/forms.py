"""The forms of one text that the guard's filters read, against evasion (the folding itself,
case, accents, lookalikes and invisible characters, is store.text's):

- `value`: invisible characters removed, NFKC (full-width digits become ASCII), homoglyphs folded
  to ASCII; case kept. Keys, addresses and checksums are read here.
- `lower`: `value` casefolded, with a few letters folded (œ -> oe, typographic apostrophes -> ').
- `words`: `lower` with accents stripped. Word lists are matched here ("santé" -> "sante").
- `leet`: `words` with leetspeak folded in tokens that also hold letters ("h34lth" -> "health").

And the candidate runs the checksum and word-list detectors test (computed on first use):

- `chunks`: the letter-and-digit pieces of `value`, grouped where only separators (spaces, runs
  of spaces, dots, slashes, underscores, commas, hyphens, line breaks...) lie between them, each
  group joined: a key, card or IBAN cut into any number of pieces is one string again there.
- `stream`: the letters of `words`, for the word-list detectors, with where a word may not be
  cut across (hard boundaries) and where it may (soft: whitespace, line breaks, hyphens).
- `spelled`: `words` with spelled-out numbers written as digits ("four eight two one" -> "4 8 2 1",
  "zéro six" -> "0 6"), or `words` itself when it spells none.
- `despaced`: `words` with spaced-out letters joined ("l e g a l" -> "legal", "B.T.C" -> "btc").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from store import lazy_re
from store.guard.policy_data import section
from store.guard.secret_shapes import extra_data
from store.text import fold_lower, fold_value, fold_words

_NORM = section("normalize")
_LEET = str.maketrans(_NORM["leet"])
_LEET_CHARS = frozenset(_NORM["leet"])
_SPACE_SPLIT = lazy_re.compile(r"(\s+)")
_ASCII_LETTERS = lazy_re.compile_regex(r"[a-z]")


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
        return fold_lower(self.value)

    @cached_property
    def words(self) -> str:
        return fold_words(self.lower)

    @cached_property
    def leet(self) -> str:
        words = self.words
        if _LEET_CHARS.isdisjoint(words):
            return words
        return _leet(words)

    @cached_property
    def chunks(self) -> tuple[Chunk, ...]:
        return chunks_of(self.value)

    @cached_property
    def spelled(self) -> str:
        words = self.words
        spelled = sum(1 for token in _WORD_TOKEN.findall(words) if token in _NUMBER_FIRST)
        if spelled < _MIN_SPELLED and not (spelled and self.digits >= 4):  # "06 twelve 34 56 78"
            return words
        return spell_digits(words)

    @cached_property
    def despaced(self) -> str:
        words = self.words
        return _SPACED_LETTERS.sub(lambda m: _SPACED_SEPARATORS.sub("", m.group()), words)

    def value_readings(self) -> tuple[str, ...]:
        """Other readings of `value` for the split-value detectors: with spelled-out numbers as
        digits ("four one one one, ..."), and with filler words between groups of digits taken
        out ("4111 then 1111 then ..."), or the same few characters between every group of
        a card-sized number ("4161 xx 4336 xx ..."). Empty when there are none."""
        out = []
        if self.spelled is not self.words:
            out.append(self.spelled)
        if self.digits:
            for text in (self.value, *out):
                if _GROUP_FILLER.search(text):
                    out.append(_GROUP_FILLER.sub(" ", text))
            if len(_LINE_LABEL.findall(self.value)) >= 2:  # "part 1: xprv9s21...\npart 2: ..."
                out.append(_LINE_LABEL.sub(" ", self.value))
            if self.digits >= 13 and _SAME_GAP.search(self.value):  # "4161 xx 4336 xx 1436 xx 4503"
                out.append(_SAME_GAP.sub(lambda m: " ".join(g for g in m.group(1, 3, 4, 5) if g), self.value))
        return tuple(dict.fromkeys(text for text in out if text != self.value))

    def word_forms(self) -> tuple[str, ...]:
        """`words`, and `leet` when it differs."""
        return (self.words,) if self.leet == self.words else (self.words, self.leet)


class Chunk(NamedTuple):
    """Pieces of `value` with only separators between them, joined; `ends[i]` is where piece i
    ends in `text` (so every piece boundary is a place a split value may start or end)."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]


class Stream(NamedTuple):
    """The letters of a text, run together, for the word-list detectors.

    `hard`: offsets a word may not cross (punctuation, digits, a skipped filler between);
    `soft`: offsets between letters that whitespace or a hyphen separated (a word broken across
    lines or spaced out may cross them). Every boundary is a place a word may start."""

    text: str
    hard: frozenset[int]
    soft: frozenset[int]


_PIECE = lazy_re.compile(r"[A-Za-z0-9]+")
# What may lie between the pieces of a split value.
_CHUNK = lazy_re.compile(r"[A-Za-z0-9]+(?:" + _NORM["piece_gap"] + r"[A-Za-z0-9]+)+")
_FILLERS = frozenset(_NORM["stream_fillers"])
_NUMBERING = frozenset(_NORM["stream_numbering"])
_TOKEN_AND_GAP = lazy_re.compile(r"([a-z0-9]+)([^a-z0-9]*)")
_SOFT_CHARS = " \t\n\r\f\v-\u00a0"
_DIGIT_ONLY = lazy_re.compile(r"\d+")
_ORDINAL_SUFFIX = lazy_re.compile(r"(\d+)(" + "|".join(_NORM["ordinal_suffixes"]) + r")?")
_NUMBERING_LETTER = lazy_re.compile(r"[a-z]{1,2}\d+")
_LEET_FULL = str.maketrans(_NORM["leet_letters"])
_LEET_ONE_L = str.maketrans({"1": "l"})
_LEET_DIGITS = frozenset(c for c in _NORM["leet_letters"] if c.isdigit())
_SPACED_LETTERS = lazy_re.compile(r"(?<![\w])[a-z0-9](?P<sep>[ .\-_/|*]{1,3})(?:[a-z0-9](?P=sep)){1,}[a-z0-9](?![\w])")
_GROUP_FILLER = lazy_re.compile(
    r"(?<=[A-Za-z0-9])\s*[,;]?\s*(?<![A-Za-z0-9])(?:" + "|".join(extra_data()["normalize"]["group_fillers"]) + r")(?![A-Za-z0-9])\s*[,:;]?\s*(?=[A-Za-z0-9])",
    re.IGNORECASE,
)
_LINE_LABEL = lazy_re.compile(
    r"(?:^|(?<=\n)|(?<=: ))[ \t]*(?:part|line|row|ligne|partie|chunk|piece|bit|group|groupe|block|bloc|#)?[ \t]*\d{1,2}[ \t]*[:.)\-=][ \t]*",
    re.IGNORECASE,
)
_SAME_GAP = lazy_re.compile(r"(?<!\d)(\d{4})(\D{1,12}?)(\d{4,6})\2(\d{4,6})(?:\2(\d{1,4}))?(?!\d)")
_SPACED_SEPARATORS = lazy_re.compile(r"[ .\-_/|*]+")


def _number_words() -> dict[str, str]:
    """Spelled numbers 0-99, English and French (and the Swiss / Belgian tens), accents stripped,
    words separated by one space -> digits."""
    table: dict[str, str] = {}
    en_units, en_tens = _NORM["numbers_en_units"], _NORM["numbers_en_tens"]
    fr_units, fr_tens = _NORM["numbers_fr_units"], _NORM["numbers_fr_tens"]
    for units, tens, joiner_one in ((en_units, en_tens, None), (fr_units, fr_tens, "et")):
        for word, value in units.items():
            table[word] = str(value)
        for word, value in tens.items():
            table[word] = str(value)
            for unit, unit_value in units.items():
                if 1 <= unit_value <= 9:
                    table[f"{word} {unit}"] = str(value + unit_value)
                    if joiner_one and unit_value == 1:
                        table[f"{word} {joiner_one} {unit}"] = str(value + 1)
    # French 70-99: soixante-dix..., quatre-vingt(s)...
    teens = {w: v for w, v in fr_units.items() if 10 <= v <= 19}
    for base, value in (("soixante", 60), ("quatre vingt", 80)):
        for teen, teen_value in teens.items():
            table[f"{base} {teen}"] = str(value + teen_value)
        table[f"{base} et onze"] = str(value + 11)
    table["quatre vingts"] = table["quatre vingt"] = "80"
    for unit, unit_value in fr_units.items():
        if 1 <= unit_value <= 9:
            table[f"quatre vingt {unit}"] = str(80 + unit_value)
    return table


_NUMBER_WORDS = _number_words()
_NUMBER_WORD = lazy_re.compile(
    r"(?<![\w])(?:" + "|".join(sorted((re.escape(w).replace(r"\ ", r"[\s\-]+") for w in _NUMBER_WORDS), key=len, reverse=True)) + r")(?![\w])"
)
_NUMBER_FIRST = frozenset(w.split()[0] for w in _NUMBER_WORDS)
_WORD_TOKEN = lazy_re.compile(r"[a-z]+")
_REPEATED_DIGIT = lazy_re.compile(r"(?<![\w])(double|triple)\s+(\d)(?!\d)")
_MIN_SPELLED = 3  # a PIN or a phone number spells three numbers or more


def chunks_of(value: str) -> tuple[Chunk, ...]:
    """The `Chunk`s of `value`: two pieces or more with only separators between them."""
    chunks = []
    for match in _CHUNK.finditer(value):
        starts: list[int] = []
        ends: list[int] = []
        size = 0
        parts = _PIECE.findall(match.group())
        for piece in parts:
            starts.append(size)
            size += len(piece)
            ends.append(size)
        chunks.append(Chunk("".join(parts), tuple(starts), tuple(ends)))
    return tuple(chunks)


def _stream_letters(token: str, vocabulary: frozenset[str]) -> list[str] | None:
    """The letter pieces of one [a-z0-9] token: digits read as letters when that gives a word
    of `vocabulary` ("l3g4l"), else split out as numbering ("1st", "w1"); None: skip it all."""
    if token.isalpha():
        return [token]
    if _DIGIT_ONLY.fullmatch(token):
        folded = token.translate(_LEET_FULL)  # "455157" is "assist" in digits
        return [folded] if len(token) >= 4 and folded.isalpha() and folded in vocabulary else None
    for table in (_LEET_FULL, _LEET_ONE_L):
        folded = token.translate(table)
        if folded.isalpha() and folded in vocabulary:
            return [folded]
    if _ORDINAL_SUFFIX.fullmatch(token) or _NUMBERING_LETTER.fullmatch(token):
        return None
    return [part for part in re.split(r"\d+", token) if part]


def _between_letters(pairs: list[tuple[str, str]], index: int) -> bool:
    """A token next to `index`, across blanks only, is a single character (a word spelled out)."""
    before = index > 0 and len(pairs[index - 1][0]) == 1 and not pairs[index - 1][1].strip()
    after = index + 1 < len(pairs) and len(pairs[index + 1][0]) == 1 and not pairs[index][1].strip()
    return before or after


def letter_stream(words: str, vocabulary: frozenset[str] = frozenset()) -> Stream:
    """The `Stream` of a `words` form. Fillers ("and", "then" between words, ordinal suffixes,
    numbering such as "w1=") are skipped and leave a hard boundary."""
    pairs = _TOKEN_AND_GAP.findall(words)
    present = {token for token, _ in pairs if token in _FILLERS}
    repeated = {f for f in present if sum(1 for token, _ in pairs if token == f) >= 3}
    parts: list[str] = []
    hard: set[int] = {0}
    soft: set[int] = set()
    size = 0
    soft_before = False  # the gap before this token is whitespace or one hyphen
    joined_before = False  # ... and holds a hyphen or a line break
    for index, (token, gap) in enumerate(pairs):
        if token.isalpha() and token not in _FILLERS and token not in _NUMBERING:
            letters: list[str] | None = [token]
        elif (
            (token in repeated or (token in _FILLERS and token not in vocabulary))
            and not joined_before
            and not (index and len(pairs[index - 1][0]) == 1 and pairs[index - 1][0].isalpha() and not pairs[index - 1][1].strip())
            and not (index + 1 < len(pairs) and not gap.strip() and token + pairs[index + 1][0] in vocabulary)
        ):  # ... nor a piece of a cut word ("h and" is "hand", "et onnant" is "etonnant")
            letters = None  # a filler, unless a hyphen or line break ties it to a fragment ("ups-\net")
        elif len(token) == 1 and token in _LEET_DIGITS and _between_letters(pairs, index):
            letters = [token.translate(_LEET_FULL)]  # "l 3 g 4 l": a digit spelled among letters
        elif (
            token in _NUMBERING
            and token not in vocabulary
            and len(gap) <= 3
            and index + 1 < len(pairs)
            and pairs[index + 1][0][0].isdigit()
            and not (index and len(pairs[index - 1][0]) == 1)  # "a n s w 3 r" spells a word
        ):
            letters = None
        else:
            letters = _stream_letters(token, vocabulary)
        if letters is None:
            hard.add(size)
            soft_before = joined_before = False
            continue
        if size:
            (soft if soft_before else hard).add(size)
        for number, piece in enumerate(letters):
            if number:
                hard.add(size)
            parts.append(piece)
            size += len(piece)
        soft_before = gap.count("-") <= 1 and not gap.strip(_SOFT_CHARS)
        joined_before = soft_before and ("-" in gap or "\n" in gap)
        if not soft_before and len(token) == 1 and len(gap) <= 2 and index + 1 < len(pairs) and len(pairs[index + 1][0]) == 1:
            soft_before = True  # letters spelled out with dots or underscores: "l.e.g.a.l"
    hard.add(size)
    return Stream("".join(parts), frozenset(hard - soft), frozenset(soft))


def without_fillers(text: str) -> str:
    """`text` with filler words between digits taken out ("4 and then 7" -> "4 7"), or `text`
    itself when it has none."""
    if not _GROUP_FILLER.search(text):
        return text
    return _GROUP_FILLER.sub(" ", text)


def spell_digits(words: str) -> str:
    """Spelled-out numbers (0-99, English and French) written as digits, space-separated."""
    out = _NUMBER_WORD.sub(lambda m: " " + _NUMBER_WORDS[re.sub(r"[\s\-]+", " ", m.group())] + " ", words)
    if "double" in out or "triple" in out:  # "double oh" -> "0 0"
        out = _REPEATED_DIGIT.sub(lambda m: " ".join([m.group(2)] * (2 if m.group(1) == "double" else 3)), out)
    return out
