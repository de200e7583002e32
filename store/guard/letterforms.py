"""Letter forms NFKC leaves alone, read as the plain letter by the amount, exchange and
instruction filters: small capitals ("0.1 ʙᴛᴄ", "ᴋʀᴀᴋᴇɴ"), negative circled and squared letters
("🅱🆃🅲") and regional indicator letters ("🇧🇹🇨"). The table is built from the Unicode names,
so every letter of each of these families is in it, not a chosen few.
"""

from __future__ import annotations

import re
import unicodedata

from store.guard.normalize import Forms

_FAMILIES = re.compile(
    r"(?:LATIN LETTER SMALL CAPITAL|NEGATIVE CIRCLED LATIN CAPITAL LETTER|NEGATIVE SQUARED LATIN CAPITAL LETTER"
    r"|REGIONAL INDICATOR SYMBOL LETTER) ([A-Z])"
)
_RANGES = ((0x0250, 0x02B0), (0x1D00, 0x1DC0), (0xA720, 0xA800), (0x1F100, 0x1F200))


def _table() -> dict[int, str]:
    table: dict[int, str] = {}
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
