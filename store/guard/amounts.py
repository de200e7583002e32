"""The `amount` filter: an amount of money or bitcoin, however it is written.

- A number (digits or words, EN/FR) then a unit: "0.5 BTC", "2.5 in BTC", "fifty k sat", "deux
  bitcoins", "cinquante mille euros", "two hundred grand"; units that are also ordinary words
  ("deux cents habitants", "trois balles de golf", "two grand pianos") only when no other word
  follows. A currency sign or code then a number: "$300", "USD 300". Spaced-out units ("B T C")
  are joined first.
- Coins: "2.5 coins", "one whole coin", "half a coin"; "3 coins" only where the text speaks of
  bitcoin ("three coins from Rome" passes).
- Money by size: "six figures", "un salaire a six chiffres".
- Earnings, rent and holdings with a bare number: "I earn 85k a year", "my rent is 900", "my
  stack is 2.5", "I have 0.3 in cold storage".

Bare numbers pass ("since 2021", "a 2-of-3 multisig", "3 kids", "room 404").
"""

from __future__ import annotations

import re

from store.guard import reasons
from store.guard.normalize import Forms
from store.guard.policy_data import alternation, any_in, rules, section

_AM = section("amount")


def _words(key: str) -> str:
    return alternation([re.escape(w).replace(r"\ ", r"\s+") for w in _AM[key]])


_NUMBER = _AM["number"] + _AM["number_suffix"]
_NUMBER_WORD = _words("number_words")
_NUMBER_WORDS = _NUMBER_WORD + r"(?:[\s\-]+(?:(?:and|et)\s+)?" + _NUMBER_WORD + r")*" + _AM["number_suffix"]
_NOT_AFTER = r"(?!\s+" + alternation([re.escape(w) for w in _AM["nouns_not_amount"]]) + r"(?![\w]))"
# A unit that is also an ordinary word is money only when nothing but one of these follows.
_WORD_GUARD = (
    r"(?!\s+(?:de|d')\s*" + _words("word_after_de_not_amount") + r"(?![\w]))"
    r"(?![^\S\n]+(?!" + _words("word_after_amount") + r"(?![\w]))[a-z])"
)


def _unit(unit: str) -> str:
    guard = ""
    if unit in _AM["noun_after_units"]:
        guard = _NOT_AFTER
    elif unit in _AM["units_word_guarded"]:
        guard = _WORD_GUARD
    return unit + r"(?![\w])" + guard


_UNITS = alternation([_unit(u) for u in _AM["units"]])

_NUMBER_THEN_UNIT = re.compile(
    r"(?<![\w.,])(?!" + _AM["year_before_word_units"] + ")"
    r"(?:" + _NUMBER + "|" + _NUMBER_WORDS + ")" + _AM["filler"] + r"\s*" + _UNITS
)
_SIGN_THEN_NUMBER = re.compile(_AM["sign_then_number"])
_UNIT_NEEDS = tuple(_AM["unit_needs"])

_COIN_FRACTION = re.compile(_AM["coin_fraction"])
_COIN_WHOLE = re.compile(_AM["coin_whole"])
_COIN_NUMBER = re.compile(_AM["coin_number"])
_COIN_CONTEXT = tuple(_AM["coin_context"])

_BY_SIZE = rules(_AM["money_by_size"])
_BY_SIZE_NEEDS = tuple(sorted({need for rule in _BY_SIZE for need in rule.needs}))

_MONEY_NUMBER = r"(?P<number>" + _AM["money_number"] + r")"
_MONEY = re.compile(r"\b" + _AM["money_verbs"] + r"\b" + _AM["money_filler"] + _MONEY_NUMBER)
_MAKE = re.compile(r"\b" + _AM["money_make"] + r"\b" + _AM["money_filler"] + _MONEY_NUMBER)
_PERIOD = re.compile(_AM["money_period"])
_SIZE = re.compile(r"\d" + _AM["money_size"])
_HOLDING = re.compile(
    r"\b" + _AM["holding_owner"] + r"\s+(?:[a-z']+\s+){0,2}?" + _AM["holding_nouns"] + r"\b" + _AM["holding_link"] + _AM["holding_number"]
)
_HELD_FRACTION = re.compile(_AM["held_fraction"])
_NOUNS_AFTER = re.compile(_AM["money_nouns_after"])
_SIZE_PERIOD = re.compile(_AM["money_size_period"])
_DIGIT = re.compile(r"\d")
_YEAR = re.compile(r"\s*(?:19|20)\d\d")


def _spaced_units() -> re.Pattern[str]:
    """Unit names of three letters or more written letter by letter ("B T C", "e.u.r.o.s")."""
    plain = [u.rstrip("?").rstrip("s") for u in _AM["units"] if re.fullmatch(r"[a-z]+s?\??", u) and len(u.rstrip("?")) >= 3]
    spelled = [r"[\s.\-_*/|]{1,3}".join(unit) + r"(?:[\s.\-_*/|]{1,3}s)?" for unit in sorted(set(plain), key=len, reverse=True)]
    return re.compile(r"(?<![\w])(?:" + "|".join(spelled) + r")(?![\w])")


_SPACED_UNIT = _spaced_units()
_SPACE_ONLY = re.compile(r"[\s.\-_*/|]+")

# What follows a number when it is an amount; raw_value uses it to leave amounts alone.
UNIT_AFTER = re.compile(_AM["number_suffix"] + r"\s*" + _UNITS, re.IGNORECASE)


def _money(text: str) -> bool:
    """Earnings or rent with a bare number: 3 digits or more, a size ("85k") or a period ("a year")."""
    for pattern, needs_size in ((_MONEY, False), (_MAKE, True)):
        for match in pattern.finditer(text):
            number = match.group("number")
            if _YEAR.fullmatch(number):
                continue
            sized = bool(_SIZE.search(number)) or bool(_PERIOD.match(text, match.end()))
            if sized or (not needs_size and len(_DIGIT.findall(number)) >= 3):
                return True
    return False


def _has_amount(text: str, digits: bool) -> bool:
    if any_in(text, _UNIT_NEEDS) and (_SIGN_THEN_NUMBER.search(text) or _NUMBER_THEN_UNIT.search(text)):
        return True
    if "coin" in text:
        if _COIN_FRACTION.search(text) or _COIN_WHOLE.search(text):
            return True
        if any_in(text, _COIN_CONTEXT) and _COIN_NUMBER.search(text):
            return True
    if any_in(text, _BY_SIZE_NEEDS) and any(rule.search(text) for rule in _BY_SIZE):
        return True
    if _SIZE_PERIOD.search(text):
        return True
    if digits and (_money(text) or _HOLDING.search(text) or _HELD_FRACTION.search(text) or _NOUNS_AFTER.search(text)):
        return True
    return False


def check(forms: Forms) -> str | None:
    digits = forms.digits > 0
    texts = [forms.words]
    despaced = getattr(forms, "despaced", None)
    if despaced and despaced != forms.words:
        texts.append(despaced)
    joined = _SPACED_UNIT.sub(lambda m: _SPACE_ONLY.sub("", m.group()), forms.words)
    if joined != forms.words:
        texts.append(joined)
    if any(_has_amount(text, digits) for text in texts):
        return reasons.AMOUNT
    return None
