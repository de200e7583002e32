"""The `amount` filter: a number or number word followed by a bitcoin or currency unit
("0.5 BTC", "20k sats", "150 €", "two bitcoins", "deux bitcoins"), or a currency sign or code
followed by a number ("$300", "€ 40", "USD 300"). Bare numbers pass ("since 2021")."""

from __future__ import annotations

import re

from store.guard import reasons
from store.guard.normalize import Forms
from store.guard.policy_data import alternation, any_in, section

_AM = section("amount")

_NUMBER = _AM["number"] + _AM["number_suffix"]
_NUMBER_WORD = alternation([re.escape(w) for w in _AM["number_words"]])
_NUMBER_WORDS = _NUMBER_WORD + r"(?:[\s\-]+(?:(?:and|et)\s+)?" + _NUMBER_WORD + r")*"
_NOT_AFTER = r"(?!\s+" + alternation([re.escape(w) for w in _AM["nouns_not_amount"]]) + r"(?![\w]))"


def _unit(unit: str) -> str:
    guard = _NOT_AFTER if unit in _AM["noun_after_units"] else ""
    return unit + r"(?![\w])" + guard


_UNITS = alternation([_unit(u) for u in _AM["units"]])

_NUMBER_THEN_UNIT = re.compile(
    r"(?<![\w.,])(?!" + _AM["year_before_word_units"] + ")"
    r"(?:" + _NUMBER + "|" + _NUMBER_WORDS + ")" + _AM["filler"] + r"\s*" + _UNITS
)
_SIGN_THEN_NUMBER = re.compile(_AM["sign_then_number"])
_UNIT_NEEDS = tuple(_AM["unit_needs"])

# What follows a number when it is an amount; raw_value uses it to leave amounts alone.
UNIT_AFTER = re.compile(_AM["number_suffix"] + r"\s*" + _UNITS, re.IGNORECASE)


def check(forms: Forms) -> str | None:
    words = forms.words
    if not any_in(words, _UNIT_NEEDS):
        return None
    if _SIGN_THEN_NUMBER.search(words) or _NUMBER_THEN_UNIT.search(words):
        return reasons.AMOUNT
    return None
