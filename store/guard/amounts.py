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

from store import lazy_re
from store.guard import letterforms, reasons
from store.guard.forms import Forms
from store.guard.policy_data import alternation, rules, section

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

_NUMBER_THEN_UNIT = lazy_re.compile(
    r"(?<![\w.,])(?!" + _AM["year_before_word_units"] + ")"
    r"(?:" + _NUMBER + "|" + _NUMBER_WORDS + ")" + _AM["filler"] + r"\s*" + _UNITS
)
_SIGN_THEN_NUMBER = lazy_re.compile(_AM["sign_then_number"])
_SIZED_THEN_CODE = lazy_re.compile(_AM["sized_then_code"])
_SLANG = lazy_re.compile(_AM["slang_units"])
_SLANG_EN = lazy_re.compile(_AM["slang_units_en"])
_SLANG_EN_NEEDS = tuple(_AM["slang_en_needs"])
_SLANG_BIG = lazy_re.compile(_AM["slang_big_number"])
_SLANG_CONTEXT = frozenset(_AM["slang_context"]) | frozenset(_AM["money_context"])
_SLANG_NEEDS = ("balles", "patates", "briques", "plaques", "batons", "sacs", "boules")
_NUMBER_WORD_SET = frozenset(_AM["number_words"])
_WEALTH_OF = lazy_re.compile(_AM["wealth_of"])
_NOUN_AFTER = lazy_re.compile(r"[^\S\n]+(?!" + _words("word_after_amount") + r"(?![\w]))[a-z]")
_UNIT_NEEDS = tuple(_AM["unit_needs"])

_COIN_FRACTION = lazy_re.compile(_AM["coin_fraction"])
_COIN_WHOLE = lazy_re.compile(_AM["coin_whole"])
_COIN_NUMBER = lazy_re.compile(_AM["coin_number"])
_COIN_CONTEXT = tuple(_AM["coin_context"])

_BY_SIZE = rules(_AM["money_by_size"])
_BY_SIZE_NEEDS = tuple(sorted({need for rule in _BY_SIZE for need in rule.needs}))

def _first_words(alternation: str) -> frozenset[str]:
    """The longest word of each branch of an alternation ("(?:earn|on\\s+a\\s+salary|revenus?)"
    -> earn, salary, revenu, revenus): a text without one of them cannot match it."""
    words: set[str] = set()
    for branch in alternation.removeprefix("(?:").removesuffix(")").split("|"):
        parts = re.findall(r"([a-z]+)(\?)?", branch)
        if parts:
            word, optional = max(parts, key=lambda part: len(part[0]))  # the longest word of the branch
            words.add(word)
            if optional:
                words.add(word[:-1])
    return frozenset(words)


def _fast_any(text: str, needles: tuple[str, ...]) -> bool:
    return any(map(text.__contains__, needles))


# A bare number is money only when no word follows it but one of `word_after_amount` ("my stack is
# 2.5 now", not "my tech stack is 3 services").
_NO_NOUN_AFTER = r"(?![\w])(?![^\S\n]+(?!" + _words("word_after_amount") + r"(?![\w]))[a-z])"
_MONEY_NUMBER = r"(?P<number>" + _AM["money_number"] + r")" + _NO_NOUN_AFTER
_DECIMAL_VERBS = lazy_re.compile(_AM["decimal_verbs"] + _NO_NOUN_AFTER)
_MONEY = lazy_re.compile(r"\b" + _AM["money_verbs"] + r"\b" + _AM["money_filler"] + _MONEY_NUMBER)
_MAKE = lazy_re.compile(r"\b" + _AM["money_make"] + r"\b" + _AM["money_filler"] + _MONEY_NUMBER)
_PERIOD = lazy_re.compile(_AM["money_period"])
_SIZE = lazy_re.compile(r"\d" + _AM["money_size"])
_HOLDING = lazy_re.compile(
    r"\b" + _AM["holding_owner"] + r"\s+(?:[a-z']+\s+){0,2}?" + _AM["holding_nouns"] + r"\b(?:\s+(?:de|d'|of|for)\s*[a-z]+)?" + _AM["holding_link"] + _AM["holding_number"] + _NO_NOUN_AFTER
)
_HELD_FRACTION = lazy_re.compile(_AM["held_fraction"])
_MONEY_NOUNS = _AM["money_nouns"]
_NOUNS_AFTER = lazy_re.compile(_AM["money_nouns_after"].replace("{money_nouns}", _words("money_nouns")))
_SET_ASIDE = lazy_re.compile(_AM["money_set_aside"])
_MONEY_CONTEXT = frozenset(_AM["money_context"])
_SIZED = lazy_re.compile(_AM["money_sized"] + r"(?![\w])(?![^\S\n]+(?!" + _words("word_after_amount") + r"(?![\w]))[a-z])")
_SIZED_NOT_AFTER = frozenset(_AM["money_sized_not_after"])
_SET_ASIDE_WORDS = frozenset(("aside", "away", "cote"))
_WORDS_NOUNS_AFTER = lazy_re.compile(_AM["money_words_nouns_after"].replace("{money_nouns}", _words("money_nouns")))
_SIZE_PERIOD = lazy_re.compile(_AM["money_size_period"])
_SIZE_NOUN = lazy_re.compile(_AM["money_size_noun"])
_DIGIT = lazy_re.compile(r"\d")
_YEAR = lazy_re.compile(r"\s*(?:19|20)\d\d")


def _spaced_units() -> re.Pattern[str]:
    """Unit names of three letters or more written letter by letter ("B T C", "e.u.r.o.s")."""
    plain = [u.rstrip("?").rstrip("s") for u in _AM["units"] if re.fullmatch(r"[a-z]+s?\??", u) and len(u.rstrip("?")) >= 3]
    spelled = [r"[\s.\-_*/|]{1,3}".join(unit) + r"(?:[\s.\-_*/|]{1,3}s)?" for unit in sorted(set(plain), key=len, reverse=True)]
    return lazy_re.compile(r"(?<![\w])(?:" + "|".join(spelled) + r")(?![\w])")


_SPACED_UNIT = _spaced_units()
_SINGLE_LETTERS = lazy_re.compile(r"(?<![a-z])[a-z][\s.\-_*/|]{1,3}[a-z][\s.\-_*/|]{1,3}[a-z](?![a-z])")
_WORD = lazy_re.compile(r"[a-z0-9]+")
_DECIMAL = lazy_re.compile(r"[.,]\d")
_MONEY_GATE = _first_words(_AM["money_verbs"])
_MAKE_GATE = _first_words(_AM["money_make"])
_HOLDING_GATE = _first_words(_AM["holding_nouns"])
_NOUNS_GATE = frozenset(word.split()[0] for word in _MONEY_NOUNS)
_SIZE_WORDS = frozenset(("mille", "thousand", "thousands", "grand", "million", "millions", "milliard", "milliards", "billion", "billions", "k", "mil"))
_PERIOD_WORDS = frozenset(("year", "yr", "month", "mo", "week", "wk", "an", "annee", "mois", "semaine"))
_SPACE_ONLY = lazy_re.compile(r"[\s.\-_*/|]+")

# What follows a number when it is an amount; raw_value uses it to leave amounts alone.
UNIT_AFTER = lazy_re.compile(_AM["number_suffix"] + r"\s*" + _UNITS, re.IGNORECASE)


def _money(text: str, words: frozenset[str]) -> bool:
    """Earnings or rent with a bare number: 3 digits or more, a size ("85k") or a period ("a year")."""
    for pattern, needs_size, gate in ((_MONEY, False, _MONEY_GATE), (_MAKE, True, _MAKE_GATE)):
        if gate.isdisjoint(words):
            continue
        for match in pattern.finditer(text):
            number = match.group("number")
            if _YEAR.fullmatch(number):
                continue
            sized = bool(_SIZE.search(number)) or bool(_PERIOD.match(text, match.end()))
            if sized or (not needs_size and len(_DIGIT.findall(number)) >= 3):
                return True
    return False


def _sized_money(text: str) -> bool:
    """A sized number ("10k", "3 grand", "twelve hundred") with no measure word just before it."""
    for match in _SIZED.finditer(text):
        before = _WORD.findall(text, max(0, match.start() - 24), match.start())[-2:]
        if _SIZED_NOT_AFTER.isdisjoint(before):
            return True
    return False


def _has_unit_amount(text: str) -> bool:
    return _fast_any(text, _UNIT_NEEDS) and bool(
        _SIGN_THEN_NUMBER.search(text) or _NUMBER_THEN_UNIT.search(text) or _SIZED_THEN_CODE.search(text)
    )


def _slang(text: str, words: frozenset[str], pattern: re.Pattern[str] = _SLANG) -> bool:
    """Slang units (French: balles, patates...; English: bands, racks, large...): any number
    where the text speaks of money; a large number of "balles" (one each) anywhere. An English
    unit followed by a noun is no money ("2 large pizzas")."""
    context = not _SLANG_CONTEXT.isdisjoint(words)
    for match in pattern.finditer(text):
        number = match.group("number")
        if number[0].isalpha() and not set(number.replace("-", " ").split()[-1:]) <= _NUMBER_WORD_SET:
            continue  # "de grosses briques": no number
        if number[0].isalpha():
            number = " ".join(w for w in number.replace("-", " ").split() if w in _NUMBER_WORD_SET)
        if pattern is _SLANG_EN and _NOUN_AFTER.match(text, match.end()):
            continue
        if context or (match.group("unit") == "balles" and _SLANG_BIG.search(number)):
            return True
    return False


def _has_amount(text: str, digits: bool) -> bool:
    if _has_unit_amount(text):
        return True
    if "coin" in text:
        if _COIN_FRACTION.search(text) or _COIN_WHOLE.search(text):
            return True
        if _fast_any(text, _COIN_CONTEXT) and _COIN_NUMBER.search(text):
            return True
    if _fast_any(text, _BY_SIZE_NEEDS) and any(rule.search(text) for rule in _BY_SIZE):
        return True
    words = frozenset(_WORD.findall(text))
    if _fast_any(text, _SLANG_NEEDS) and _slang(text, words):
        return True
    if _fast_any(text, _SLANG_EN_NEEDS) and _slang(text, words, _SLANG_EN):
        return True
    if digits and any(m.group("strong") or not _NOUN_AFTER.match(text, m.end()) for m in _WEALTH_OF.finditer(text)):
        return True
    if (digits or not _SIZE_WORDS.isdisjoint(words)) and not _PERIOD_WORDS.isdisjoint(words) and _SIZE_PERIOD.search(text):
        return True
    if not _SIZE_WORDS.isdisjoint(words) and not _NOUNS_GATE.isdisjoint(words) and _WORDS_NOUNS_AFTER.search(text):
        return True
    if not _MONEY_CONTEXT.isdisjoint(words) and _sized_money(text):
        return True
    if not digits:
        return False
    if _SIZE_NOUN.search(text) or _money(text, words):
        return True
    if not _HOLDING_GATE.isdisjoint(words) and _HOLDING.search(text):
        return True
    if _DECIMAL.search(text) and (_HELD_FRACTION.search(text) or _DECIMAL_VERBS.search(text)):
        return True
    if not _SET_ASIDE_WORDS.isdisjoint(words) and _SET_ASIDE.search(text):
        return True
    return not _NOUNS_GATE.isdisjoint(words) and bool(_NOUNS_AFTER.search(text))


def check(forms: Forms) -> str | None:
    forms = letterforms.plain(forms)
    digits = forms.digits > 0
    words = forms.words
    if forms.leet != words and _has_unit_amount(forms.leet):  # "2.5 bitc0in" (units only: "2-of-3" is no "2-of-e")
        return reasons.AMOUNT
    texts = [words]
    despaced = getattr(forms, "despaced", None)
    if despaced and despaced != words:
        texts.append(despaced)
    if (despaced is None or despaced != words) and _SINGLE_LETTERS.search(words):
        joined = _SPACED_UNIT.sub(lambda m: _SPACE_ONLY.sub("", m.group()), words)
        if joined != words:
            texts.append(joined)
    if any(_has_amount(text, digits) for text in texts):
        return reasons.AMOUNT
    return None
