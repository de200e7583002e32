"""Letter forms NFKC leaves alone (or turns into more than a letter), read as the plain letter
by the amount, exchange and instruction filters: small capitals ("0.1 ʙᴛᴄ", "ᴋʀᴀᴋᴇɴ"), negative
circled and squared letters ("🅱🆃🅲"), regional indicator letters ("🇧🇹🇨"), parenthesized
letters ("⒝⒯⒞", which NFKC makes "(b)(t)(c)"), the Canadian-syllabics letters of "fancy text"
generators ("ᗷTᑕ"); enclosing marks ("B⃝T⃝C⃝") are dropped. The families are built from the
Unicode names, so every letter of each is in it, not a chosen few.
"""

from __future__ import annotations

import unicodedata

from store import lazy_re
from store.guard.forms import Forms

_FAMILIES = lazy_re.compile(
    r"(?:LATIN LETTER SMALL CAPITAL|NEGATIVE CIRCLED LATIN CAPITAL LETTER|NEGATIVE SQUARED LATIN CAPITAL LETTER"
    r"|REGIONAL INDICATOR SYMBOL LETTER|PARENTHESIZED LATIN (?:CAPITAL|SMALL) LETTER) ([A-Z])"
)
_RANGES = ((0x0250, 0x02B0), (0x1D00, 0x1DC0), (0x2490, 0x24B6), (0xA720, 0xA800), (0x1F100, 0x1F200))
# Canadian syllabics used as Latin letters by "fancy text" generators (no Unicode name says so).
_SYLLABICS = {"ᗩ": "a", "ᗷ": "b", "ᑕ": "c", "ᗪ": "d", "ᕮ": "e", "ᖴ": "f", "ᕼ": "h", "ᒍ": "j", "ᒪ": "l", "ᗰ": "m",
              "ᑎ": "n", "ᑭ": "p", "ᑫ": "q", "ᖇ": "r", "ᔕ": "s", "ᑌ": "u", "ᐯ": "v", "ᗯ": "w", "ᘔ": "z"}  # fmt: skip
_ENCLOSING = range(0x20DD, 0x20E5)  # combining enclosing circle, square, diamond, keycap...


def _table() -> dict[int, str | None]:
    table: dict[int, str | None] = {ord(char): letter for char, letter in _SYLLABICS.items()}
    table.update(dict.fromkeys(_ENCLOSING))
    for first, end in _RANGES:
        for code in range(first, end):
            match = _FAMILIES.fullmatch(unicodedata.name(chr(code), ""))
            if match:
                table[code] = match.group(1).lower()
    return table


_TABLE = _table()
_CHARS = frozenset(map(chr, _TABLE))


def plain(forms: Forms) -> Forms:
    """`forms`, or the forms of its text with these letters made plain when it holds any."""
    raw = forms.raw
    if raw.isascii() or _CHARS.isdisjoint(raw):
        return forms
    return Forms(raw.translate(_TABLE))
