"""Secrets given without the usual words, read from the canonical view (config/data/secrets_extra.toml):

- a value typed to get in somewhere ("to get into my mac I type X", "ssh into my pi with pi/X");
- credential words beyond the usual ones (a manager's master, a sign-in phrase, "p-word", a hint);
- a code named by what it opens, with words between ("the code on my debit card is 7 3 1 5"),
  or the value first ("use 492018 as the one time code");
- an authenticator secret or backup codes in groups of letters and digits, base32 or not;
- a recovery phrase cut by a few words ("... and the rest ...", "line 2:", "the w the w ...").

Each function takes a folded form (`Forms.words`, or `Forms.spelled` for digits) and returns a bool.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any


@cache
def extra_data() -> dict[str, Any]:
    with resources.files("config.data").joinpath("secrets_extra.toml").open("rb") as handle:
        return tomllib.load(handle)


_D = extra_data()
_VALUE_TRIM = ".,;:!?)]}\"'»”’"

# -- getting in -----------------------------------------------------------------------------------
_GETTING_IN = re.compile(_D["access"]["getting_in"])
_WINDOW = int(_D["access"]["getting_in_window"])
_TYPED = re.compile(_D["access"]["typed"])
_VIA = re.compile(_D["access"]["via"])
_PIN_ALONE = re.compile(r"\d{4,16}")
_ACCESS_NEEDS = ("get", "got", "log", "sign", "ssh", "unlock", "access", "boot", "wake", "decrypt", "disarm", "open",
                 "entrer", "acce", "deverrouill", "connect", "ouvrir", "rdp", "vnc", "telnet", "remote")  # fmt: skip


def typed_to_get_in(words: str, opaque: Callable[[str], bool]) -> bool:
    """A value typed (or used) near a verb of getting in, or given after "ssh into ... with"."""
    if not any(need in words for need in _ACCESS_NEEDS):
        return False
    for match in _VIA.finditer(words):
        value = match.group("v").strip(_VALUE_TRIM)
        if opaque(value) or _PIN_ALONE.fullmatch(value):
            return True
    for match in _TYPED.finditer(words):
        value = match.group("v").strip(_VALUE_TRIM)
        if not (opaque(value) or _PIN_ALONE.fullmatch(value)):
            continue
        if _PIN_ALONE.fullmatch(value) and re.match(r"\s+[a-z]{3,}", words[match.end() :]) and not re.match(
            r"\s+(?:to|and|then|when|every|each|or|on|at|first|twice|et|pour|quand)\b", words[match.end() :]
        ):
            continue  # "I type 2000 words", a count
        start = max(0, match.start() - _WINDOW)
        if _GETTING_IN.search(words, start, match.end() + _WINDOW):
            return True
    return False


# -- more credential words --------------------------------------------------------------------------
def credential_pattern(between: str, separator: str) -> re.Pattern[str]:
    items = sorted(_D["credential"]["strong"], key=len, reverse=True)
    return re.compile(r"(?<![\w])(?:" + "|".join(items) + r")(?![\w])" + between + separator + _D["credential"]["lead"] + r"(?P<v>[^\s,;]+)")


# -- codes named by what they open ----------------------------------------------------------------
_CODE = re.compile(_D["code"]["keyword"] + _D["code"]["between"] + _D["code"]["separator"] + _D["code"]["value"])
_CODE_FIRST = re.compile(_D["code"]["value_first"])
_NOT_BEFORE = frozenset(_D["code"]["not_before"])
_CODE_NEEDS = ("code", "pin", "combin", "combo", "keypad", "atm", "card", "cash")
_WORD_BEFORE = re.compile(r"([a-z0-9]+)[\s\-]+$")


def named_code(text: str) -> bool:
    """4 to 8 digits given as a code, PIN or combination named by what it opens."""
    if not any(need in text for need in _CODE_NEEDS):
        return False
    for match in _CODE.finditer(text):
        if (match.group("pre") or "") not in _NOT_BEFORE:
            return True
    for match in _CODE_FIRST.finditer(text):
        before = _WORD_BEFORE.search(text, 0, match.start("kw"))
        if not before or before.group(1) not in _NOT_BEFORE:
            return True
    return False


# -- secrets in groups -----------------------------------------------------------------------------
_GROUPED_LEAD = re.compile(
    r"(?<![\w])(?:" + "|".join(_D["grouped"]["lead"]) + r")(?![\w])\s*[:=\-]?\s*(?:(?:is|are|was|est|sont|c\x27est)\b\s*)?[:=]?\s*"
)
_GROUP = re.compile(r"[a-z0-9]{3,8}")
_GROUP_GAP = re.compile(r"[\s\-,/.]{1,3}")
_MIN_GROUPS = int(_D["grouped"]["min_groups"])
_MIN_CHARS = int(_D["grouped"]["min_chars"])


def grouped_secret(words: str, not_values: frozenset[str]) -> bool:
    """Groups of letters and digits after a 2FA or backup word: 3+ groups, 12+ characters, half
    of the groups (at least two) holding a digit and a letter or only digits, none a plain word."""
    for match in _GROUPED_LEAD.finditer(words):
        position = match.end()
        groups: list[str] = []
        while len(groups) < 24:
            group = _GROUP.match(words, position)
            if not group or (group.end() < len(words) and words[group.end()].isalnum()):
                break
            text = group.group()
            if text.isalpha() and (text in not_values or len(groups) == 0):
                break
            groups.append(text)
            gap = _GROUP_GAP.match(words, group.end())
            if not gap:
                break
            position = gap.end()
        with_digit = sum(1 for g in groups if any(c.isdigit() for c in g))
        if len(groups) >= _MIN_GROUPS and sum(map(len, groups)) >= _MIN_CHARS and with_digit >= max(2, (len(groups) + 1) // 2):
            if not all(g.isdigit() and len(g) <= 4 and g.startswith(("19", "20")) for g in groups):  # years
                return True
    return False


# -- recovery phrases cut by a few words -----------------------------------------------------------
_MAX_GAP = int(_D["phrase"]["max_gap"])
_MAX_SKIPPED = int(_D["phrase"]["max_skipped"])
_FILLER_REPEATS = int(_D["phrase"]["filler_repeats"])
_ALPHA = re.compile(r"[a-z]+")


def bridged_run(words: str, units: frozenset[str], min_run: int, max_repeats: int, checksummed: Callable[[list[str]], bool]) -> bool:
    """`min_run` list words (or prefixes) with at most `max_gap` other words between two of them
    and `max_skipped` in all, a filler repeated through the text read past for free; nearly all
    of them different, or carrying a valid checksum (test vectors repeat words)."""
    tokens = _ALPHA.findall(words)
    if len(tokens) < min_run:
        return False
    counts = Counter(tokens)
    fillers = {t for t, n in counts.items() if n >= _FILLER_REPEATS and t not in units}
    run: list[str] = []
    gap = skipped = 0
    for token in tokens:
        if token in units:
            run.append(token)
            gap = 0
            if len(run) >= min_run and len(set(run[-min_run:])) >= min_run - max_repeats:
                return True
            continue
        if token in fillers:
            continue
        gap += 1
        skipped += 1
        if gap > _MAX_GAP or skipped > _MAX_SKIPPED:
            if len(run) >= min_run and checksummed(run):
                return True
            run, gap, skipped = [], 0, 0
    return len(run) >= min_run and checksummed(run)
