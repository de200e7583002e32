"""Relative dates in a user sentence, resolved from the message's time (seed 002: "one atomic dated
fact per entry"): "Lost my job as a banker yesterday", said on 2023-01-20 -> "(2023-01-19)".

`dated(text, at)` finds one relative-date phrase (EN or FR), returns the text without it and the
date it stands for, at the precision the phrase has: a day ("yesterday", "hier", "today"), a week
("last week" -> the Monday of that week), a month ("last month", "ce mois-ci") or a year
("last year", "l'année dernière"); a rough count gives a rough label ("a few years ago" -> "around
2021", "il y a quelques ans" -> "vers 2021") and "over five years ago" a bound ("2019 or earlier"). No `at`, no phrase: the text comes back unchanged, with no date.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

import regex

_I = regex.IGNORECASE
AP = "['’]"

_NUM = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "couple": 2, "few": 3, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4,
    "cinq": 5, "dix": 10, "quelques": 3, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30,
    "forty": 40, "fifty": 50, "vingt": 20, "trente": 30, "sept": 7, "huit": 8, "neuf": 9, "onze": 11, "douze": 12, "quinze": 15,
}


def word_number(word: str) -> int:
    """The number a word or numeral says ("two", "deux", "twenty-five", "3"); 1 for an unknown word."""
    word = word.lower()
    if "-" in word:  # "twenty-five"
        tens, _, ones = word.partition("-")
        return _NUM.get(tens, 0) + _NUM.get(ones, 0)
    return int(word) if word.isdigit() else _NUM.get(word, 1)


def _monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _month_back(day: date, months: int) -> tuple[int, int]:
    index = day.year * 12 + day.month - 1 - months
    return index // 12, index % 12 + 1


# The English names of the days and the months, as regex alternatives (lower case; match with IGNORECASE).
WEEKDAY_NAMES = r"monday|tuesday|wednesday|thursday|friday|saturday|sunday"
MONTH_NAMES = r"january|february|march|april|may|june|july|august|september|october|november|december"

_WEEKDAYS = {
    "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6,
    "lundi": 0, "mardi": 1, "mercredi": 2, "jeudi": 3, "vendredi": 4, "samedi": 5, "dimanche": 6,
}


def _last_weekday(m: regex.Match, d: date) -> str:
    """"last Saturday", "this past Tuesday", "samedi dernier": the latest such day before `d`."""
    back = (d.weekday() - _WEEKDAYS[m.group("day").lower()] - 1) % 7 + 1
    return (d - timedelta(days=back)).isoformat()


# A count that is the tail of a bigger one ("1.5", "2-3", "two or three", "twenty-five") or of a
# range is no count of its own: such a phrase is left as said.
_WHOLE_COUNT = r"(?<![\d.,/–-])(?<![\d–-]\s)(?<!\b(?:or|to)\s)"
_ONES = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_COUNT = rf"(?:(?:twenty|thirty|forty|fifty)-{_ONES}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|\d{{1,2}}|a\s+couple\s+of|a\s+few)"
_COUNT_FR = r"(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|\d{1,2}|quelques)"
# "last year" as a time, never a part of a noun phrase ("the last year of my PhD", "last year's market").
_NOT_IN_PHRASE = r"(?<!\b(?:the|my|your|his|her|their|our|its|this|that|a|every|each)\s)"
_NOT_OWNED = r"(?!['’]s\b|\s+of\b)"

# (regex, how to turn the match and the message day into a date label)
_RULES: list[tuple[regex.Pattern, object]] = [
    (regex.compile(r"\b(?:yesterday|hier|last\s+night|hier\s+soir)\b", _I), lambda m, d: (d - timedelta(days=1)).isoformat()),
    (regex.compile(rf"\b(?:today|this\s+morning|this\s+afternoon|this\s+evening|tonight|aujourd{AP}hui|ce\s+matin|ce\s+soir|cet\s+apr[èe]s-midi)\b", _I),
     lambda m, d: d.isoformat()),
    (regex.compile(r"\b(?:the\s+day\s+before\s+yesterday|avant-hier)\b", _I), lambda m, d: (d - timedelta(days=2)).isoformat()),
    (regex.compile(_NOT_IN_PHRASE + r"\b(?:last\s+week(?:end)?|la\s+semaine\s+derni[èe]re|la\s+semaine\s+pass[ée]e|le\s+week-?end\s+dernier)\b" + _NOT_OWNED, _I),
     lambda m, d: "week of " + _monday(d - timedelta(days=7)).isoformat()),
    (regex.compile(_NOT_IN_PHRASE + r"\b(?:this\s+week|cette\s+semaine)\b" + _NOT_OWNED, _I), lambda m, d: "week of " + _monday(d).isoformat()),
    (regex.compile(_NOT_IN_PHRASE + r"\b(?:last\s+month|le\s+mois\s+dernier|le\s+mois\s+pass[ée])\b" + _NOT_OWNED, _I),
     lambda m, d: "%04d-%02d" % _month_back(d, 1)),
    (regex.compile(_NOT_IN_PHRASE + r"\b(?:this\s+month|ce\s+mois-ci|ce\s+mois)\b" + _NOT_OWNED, _I), lambda m, d: "%04d-%02d" % (d.year, d.month)),
    (regex.compile(_NOT_IN_PHRASE + rf"\b(?:last\s+year|l{AP}ann[ée]e\s+derni[èe]re|l{AP}an\s+dernier|l{AP}ann[ée]e\s+pass[ée]e)\b" + _NOT_OWNED, _I),
     lambda m, d: str(d.year - 1)),
    (regex.compile(_NOT_IN_PHRASE + r"\b(?:this\s+year|cette\s+ann[ée]e)\b" + _NOT_OWNED, _I), lambda m, d: str(d.year)),
    # "on Saturday" is not one: it says a plan as well as a past day ("I'm getting married on Saturday").
    (regex.compile(r"\b(?:last|this\s+past)\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|night|evening|afternoon))?\b"
                   r"|\b(?P<day>lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+dernier\b", _I), _last_weekday),
    (regex.compile(_WHOLE_COUNT + rf"\b(?:(?:just\s+)?(?:about|around|almost|nearly|roughly|over|more\s+than|like|just|some)\s+)?({_COUNT})\s+(days?|weeks?|months?|years?)\s+ago\b", _I),
     lambda m, d: _ago(m, d)),
    (regex.compile(rf"\bil\s+y\s+a\s+(?:(?:environ|presque|plus\s+de)\s+)?({_COUNT_FR})\s+(jours?|semaines?|mois|ans?|ann[ée]es?)\b", _I),
     lambda m, d: _ago(m, d, french=True)),
]
# A count said roughly ("a few", "about three", "quelques") gives a rough date, and "over five
# years ago" a bound: the label says so ("around 2021", "2021 or earlier"), never a precision the user
# did not give. A rough count of weeks is dated by its month.
ROUGH = regex.compile(r"\b(?:about|around|almost|nearly|roughly|like|some|few|couple|environ|presque|quelques)\b", _I)
_BOUND = regex.compile(r"\b(?:over|more\s+than|plus\s+de)\b", _I)
_ROUGH_WORD = {False: "around", True: "vers"}
_BOUND_WORD = {False: "or earlier", True: "ou avant"}  # "over five years ago" on 2024-05-20: 2019 itself is possible


def in_brackets(before: str, when: str) -> str:
    """The date as a note writes it after `before`: "(2026-11)", or "(in 2026-11)" right after a
    number ("Turned 40 (in 2026-11)"), where digits, brackets and digits together read as a phone
    number to the guard."""
    return f"(in {when})" if _ENDS_ON_NUMBER.search(before) and regex.match(r"\d", when) else f"({when})"


# A number the guard reads as digits: "40", "forty", "twenty-one", "quarante".
_ENDS_ON_NUMBER = regex.compile(
    r"(?:\b\d+|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred"
    r"|un|une|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent)(?:-\w+)*)\s*,?\s*$",
    regex.IGNORECASE,
)


def said_bare(when: str) -> str:
    """A date label as said after "since"/"depuis": "depuis environ 2021", not "depuis vers 2021"."""
    return regex.sub(r"^vers\b", "environ", when)


def _ago(m: regex.Match, d: date, french: bool = False, *, ahead: bool = False) -> str:
    """"two years ago", "il y a trois mois" (or, `ahead`, "in two weeks"): the day, week, month or year
    it falls in, said roughly or as a bound when the words are."""
    words = m.group(1).split()  # "two", "a couple of", "a few", "quelques"
    count = word_number(words[1] if len(words) > 1 else words[0]) * (-1 if ahead else 1)
    unit = m.group(2).lower()
    rough = bool(ROUGH.search(m.group()))
    if unit.startswith(("day", "jour")):
        label = (d - timedelta(days=count)).isoformat()
    elif unit.startswith(("week", "semaine")):
        back = d - timedelta(days=7 * count)
        label = "%04d-%02d" % (back.year, back.month) if rough else "week of " + _monday(back).isoformat()
    elif unit.startswith("mo"):
        label = "%04d-%02d" % _month_back(d, count)
    else:
        label = str(d.year - count)
    if _BOUND.search(m.group()):
        return f"{label} {_BOUND_WORD[french]}"
    return f"{_ROUGH_WORD[french]} {label}" if rough else label


_LONG_AGO = regex.compile(
    _NOT_IN_PHRASE + rf"\b(?:last\s+year(?!['’]s\b|\s+of\b)|l{AP}ann[ée]e\s+derni[èe]re|l{AP}an\s+dernier|l{AP}ann[ée]e\s+pass[ée]e"
    rf"|(?:{_COUNT}|several|many)\s+years?\s+ago"
    rf"|il\s+y\s+a\s+(?:(?:environ|presque|plus\s+de)\s+)?{_COUNT_FR}\s+(?:ans?|ann[ée]es?))\b",
    _I,
)


def is_long_ago(text: str) -> bool:
    """A relative date a year or more back ("last year", "ten years ago", "il y a deux ans"): what
    happened then is part of the user's story, not a passing outing."""
    return bool(_LONG_AGO.search(text))


def message_day(at: object) -> date | None:
    """The calendar day of a message's `at` (a datetime, or an ISO 8601 string), or None."""
    if isinstance(at, datetime):
        return at.date()
    if isinstance(at, date):
        return at
    if isinstance(at, str) and at.strip():
        try:
            return datetime.fromisoformat(at.strip().replace("Z", "+00:00")).date()
        except ValueError:
            return None
    return None


def _earliest(text: str, pos: int = 0, rules: list[tuple[regex.Pattern, object]] = _RULES, *, names: bool = True) -> tuple[regex.Match, object] | None:
    """The relative-date phrase of `rules` that comes first in `text` from `pos`, with its label
    function, or None. `names=False` passes over a capitalised phrase inside the text (a name or a
    title: "a dog named Tonight")."""
    found = [(m, label) for rx, label in rules if (m := rx.search(text, pos))]
    if not names:
        found = [(m, label) for m, label in found if not (m.start() > 0 and text[m.start()].isupper())]
    return min(found, key=lambda f: f[0].start()) if found else None


def relative_date(text: str) -> regex.Match | None:
    """The first relative-date phrase in `text`, or None."""
    first = _earliest(text)
    return first[0] if first else None


def dated(text: str, at: object) -> tuple[str, str | None]:
    """(`text` without its relative-date phrase, the date label) or (`text`, None)."""
    day = message_day(at)
    first = _earliest(text) if day is not None else None
    if first is None:
        return text, None
    m, label = first
    when = label(m, day)  # type: ignore[operator]
    rest = (text[: m.start()] + text[m.end():]).strip()
    rest = regex.sub(r"\s+([,.;:!?])", r"\1", regex.sub(r"\s{2,}", " ", rest))
    rest = regex.sub(r"(?:\s*,)?\s*$", "", rest)
    return rest, when


# What is ahead, in a note about a plan ("Is getting married next year"): resolved in notes only
# (the capture reads these words as a plan, not as a date).
_AHEAD: list[tuple[regex.Pattern, object]] = [
    (regex.compile(_NOT_IN_PHRASE + rf"\b(?:next\s+year|l{AP}ann[ée]e\s+prochaine|l{AP}an\s+prochain)\b" + _NOT_OWNED, _I), lambda m, d: str(d.year + 1)),
    (regex.compile(_NOT_IN_PHRASE + r"\b(?:next\s+month|le\s+mois\s+prochain)\b" + _NOT_OWNED, _I), lambda m, d: "%04d-%02d" % _month_back(d, -1)),
    # A life event in the days ahead ("Is moving to Leeds next week", "Is starting at Arup tomorrow").
    (regex.compile(r"\b(?:tomorrow|demain)\b(?!['’]s)", _I), lambda m, d: (d + timedelta(days=1)).isoformat()),
    (regex.compile(_NOT_IN_PHRASE + r"\b(?:next\s+week|la\s+semaine\s+prochaine)\b" + _NOT_OWNED, _I),
     lambda m, d: "week of " + _monday(d + timedelta(days=7)).isoformat()),
    (regex.compile(r"\bnext\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?P<day>lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+prochain\b", _I),
     lambda m, d: _next_weekday(m, d)),
]


def _next_weekday(m: regex.Match, d: date) -> str:
    """"next Monday", "on Monday" said of what is ahead, "lundi prochain": the first such day after `d`."""
    ahead = (_WEEKDAYS[m.group("day").lower()] - d.weekday() - 1) % 7 + 1
    return (d + timedelta(days=ahead)).isoformat()


# In a note about a life event still ahead only ("Starts their new job on Monday", "Is moving to
# Leeds in two weeks"): "on Monday" is the next Monday; "in two weeks" is no duration ("Lost 10 kg in
# three months").
_ON_DAY_AHEAD = [
    (regex.compile(r"\bon\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|night|evening|afternoon))?\b(?!['’]s)", _I),
     _next_weekday),
    (regex.compile(_WHOLE_COUNT + rf"\bin\s+(?:(?:about|around|roughly|like|just)\s+)?({_COUNT})\s+(days?|weeks?|months?)(?:['’]\s+time)?\b", _I), lambda m, d: _ago(m, d, ahead=True)),
]
# Words after which a date is said bare: "since 2023", "depuis 2023", not "since (2023)"; a month
# takes its year ("16 September next year" -> "16 September 2024", "en mars l'an dernier" -> "en mars 2023").
_BARE_AFTER = regex.compile(r"\b(?:since|from|until|as\s+of|depuis|jusqu['’]en)\s*$", _I)
_MONTH_BEFORE = regex.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
    r"|janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)\.?,?\s*$",
    _I,
)


# "on Sunday" in a note told in the past ("Ran their first half marathon on Sunday"): the latest
# such day before the message. Said of a plan it is ahead, so only a past note reads it (`past`).
_ON_DAY_PAST = (
    regex.compile(r"\bon\s+(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|night|evening|afternoon))?\b(?!['’]s)", _I),
    _last_weekday,
)


# A year said short ("married him in '94", "back in '08", "the '90s"): the apostrophe and two digits,
# never inside a word or a quote's closing ("rock 'n' roll", "'94 Bulls'" keeps no letter after).
_SHORT_YEAR = regex.compile(r"(?<![\w'’])['’](?P<yy>\d{2})(?P<s>s)?\b(?!['’]\w)")


def full_years(note: str, year: int) -> str:
    """`note` with each year said short written whole: the latest such year not after `year` ("in '94"
    said in 2023 -> "in 1994", "in '08" -> "in 2008")."""
    def whole(m: regex.Match) -> str:
        yy = int(m.group("yy"))
        return f"{(2000 if yy <= year % 100 else 1900) + yy}{m.group('s') or ''}"
    return _SHORT_YEAR.sub(whole, note)


def resolve_in_note(note: str, at: object, *, past: bool = False, ahead: bool = False) -> str:
    """A stored note never keeps a relative date, which goes wrong as time passes: "Moved to Berlin
    two years ago", said on 2024-05-10, becomes "Moved to Berlin (2022)", whichever path wrote it.
    Every such phrase is resolved where it stands ("Moved to Berlin (2022) and to Paris (2023)";
    "Has had a cat since 2023"), and a plan's "next year" too. A capitalised phrase inside the note
    is a name or a title ("Has a dog named Tonight", "Favourite song: Yesterday") and stays. With
    `past` (a note told in the past), "on Sunday" is the last Sunday; with `ahead` (a life event still
    ahead), the next one. Unchanged when `at` is no time."""
    day = message_day(at)
    if day is None:
        return note
    note = full_years(note, day.year)
    out, pos, first_when = [], 0, ""
    rules = _RULES + _AHEAD + ([_ON_DAY_PAST] if past else _ON_DAY_AHEAD if ahead else [])
    while (first := _earliest(note, pos, rules, names=False)) is not None:
        m, label = first
        when = label(m, day)  # type: ignore[operator]
        before = note[pos:m.start()]
        if m.start() == 0:  # "Yesterday, …": the date goes last, as in every dated note
            first_when, pos = when, m.end() + len(regex.match(r"[\s,]*", note[m.end():]).group())
            continue
        if _MONTH_BEFORE.search(before) and regex.fullmatch(r"\d{4}", when):
            out.append(f"{before.rstrip().rstrip(',')} {when}")
        else:
            out.append(f"{before}{said_bare(when)}" if _BARE_AFTER.search(before) else f"{before.rstrip().rstrip(',')} {in_brackets(before, when)}")
        pos = m.end()
    if not out and not first_when:
        return note
    rest = note[pos:]
    tail = f" {in_brackets(''.join(out) + rest, first_when)}" if first_when else ""
    text = "".join(out) + rest + tail
    text = text[:1].upper() + text[1:]
    return regex.sub(r"\s+([,.;:!?])", r"\1", regex.sub(r"\s{2,}", " ", text)).strip()
