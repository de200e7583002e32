"""The `exchange` filter: exchange names refused on sight; names that are also ordinary words
(Strike, River, Revolut...) refused only near a word like account, wallet, KYC or buy."""

from __future__ import annotations

import re

from store.guard import reasons
from store.guard.normalize import Forms
from store.guard.policy_data import alternation, any_in, section

_EX = section("exchange")

_ON_SIGHT = re.compile(r"(?<![\w])" + alternation(_EX["on_sight"]) + r"(?![\w])")
_ORDINARY = re.compile(r"(?<![\w])" + alternation(_EX["ordinary"]) + r"(?![\w])")
_NEAR = frozenset(_EX["near_words"])
_ALNUM = re.compile(r"[a-z0-9]+")


def _needs(names: list[str]) -> tuple[str, ...]:
    """A plain run of each name (the longest, "bitcoin" last): no name matches without it."""
    needs = set()
    for name in names:
        runs = sorted(_ALNUM.findall(name.replace("\\s", " ")), key=lambda r: (r != "bitcoin", len(r)), reverse=True)
        needs.add(runs[0])
    return tuple(sorted(needs))


_ON_SIGHT_NEEDS = _needs(_EX["on_sight"])
_ORDINARY_NEEDS = _needs(_EX["ordinary"])
_WINDOW = int(_EX["near_window"])
_WORD = re.compile(r"\w+")


def _near(text: str, start: int, end: int) -> bool:
    before = _WORD.findall(text, max(0, start - 80), start)[-_WINDOW:]
    after = _WORD.findall(text, end, end + 80)[:_WINDOW]
    return not _NEAR.isdisjoint(before) or not _NEAR.isdisjoint(after)


def check(forms: Forms) -> str | None:
    for text in forms.word_forms():
        if any_in(text, _ON_SIGHT_NEEDS) and _ON_SIGHT.search(text):
            return reasons.EXCHANGE
        if not any_in(text, _ORDINARY_NEEDS):
            continue
        for match in _ORDINARY.finditer(text):
            if _near(text, match.start(), match.end()):
                return reasons.EXCHANGE
    return None
