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

from store import lazy_re


@cache
def extra_data() -> dict[str, Any]:
    with resources.files("config.data").joinpath("secrets_extra.toml").open("rb") as handle:
        return tomllib.load(handle)


_D = extra_data()
_VALUE_TRIM = ".,;:!?)]}\"'»”’"

# -- getting in -----------------------------------------------------------------------------------
_GETTING_IN = lazy_re.compile(_D["access"]["getting_in"])
_WINDOW = int(_D["access"]["getting_in_window"])
_TYPED = lazy_re.compile(_D["access"]["typed"])
_VIA = lazy_re.compile(_D["access"]["via"])
_TYPED_THEN = lazy_re.compile(_D["access"]["typed_then"])
_BY_TYPING = lazy_re.compile(_D["access"]["by_typing"])
_IMPERATIVE = lazy_re.compile(_D["access"]["imperative"], re.MULTILINE)
_PAIR_SPLIT = lazy_re.compile(r"\s*[/:|]\s*")
_PIN_ALONE = lazy_re.compile(r"\d{4,16}")
_ACCESS_NEEDS = ("get", "got", "log", "sign", "ssh", "lock", "access", "boot", "wake", "decrypt", "disarm", "open", "protect",
                 "secur", "entrer", "acce", "verrouill", "protege", "connect", "ouvrir", "rdp", "vnc", "telnet", "remote")  # fmt: skip
_WORD_AFTER = lazy_re.compile(r"\s+[a-z]{3,}")
_CLAUSE_GOES_ON = lazy_re.compile(r"\s+(?:to|and|then|when|every|each|or|on|at|first|twice|et|pour|quand)\b")


def _value(value: str, opaque: Callable[[str], bool]) -> bool:
    value = value.strip(_VALUE_TRIM)
    return opaque(value) or _PIN_ALONE.fullmatch(value.replace(" ", "")) is not None


def _near_getting_in(words: str, match: re.Match[str]) -> bool:
    return _GETTING_IN.search(words, max(0, match.start() - _WINDOW), match.end() + _WINDOW) is not None


def typed_to_get_in(words: str, opaque: Callable[[str], bool]) -> bool:
    """A value typed (or used) near a verb of getting in, given after "ssh into ... with",
    "by typing", "locked with", or typed at the start of a sentence ("enter 907 331 ...")."""
    if _IMPERATIVE.search(words):
        return True
    if not any(need in words for need in _ACCESS_NEEDS):
        return False
    for match in _VIA.finditer(words):
        value = match.group("v")
        parts = _PAIR_SPLIT.split(value) if " " in value else [value]  # "admin / X": the parts
        if any(_value(part, opaque) for part in parts):
            return True
    for match in _BY_TYPING.finditer(words):
        if match.group("w") is not None:
            if _value(match.group("w"), opaque):
                return True  # "locked with 0420"
        elif _value(match.group("v"), opaque) and _near_getting_in(words, match):
            return True
    for pattern in (_TYPED, _TYPED_THEN):
        for match in pattern.finditer(words):
            value = match.group("v").strip(_VALUE_TRIM)
            if not _value(value, opaque):
                continue
            end = match.end()
            if _PIN_ALONE.fullmatch(value) and _WORD_AFTER.match(words, end) and not _CLAUSE_GOES_ON.match(words, end):
                continue  # "I type 2000 words", a count
            if _near_getting_in(words, match):
                return True
    return False


_MANAGERS = lazy_re.compile(_D["credential"]["managers"])
_SHAPED_SYMBOLS = frozenset(_D["credential"]["shaped_symbols"])
_SHAPED_MIN = int(_D["credential"]["shaped_min"])
_LETTER_RUN = lazy_re.compile(r"[^\W\d_]{3}")
_EMAILISH = lazy_re.compile(r"[\w.+\-]+@[\w\-]+\.[\w.\-]+")


def password_shaped(value: str) -> bool:
    """A token only a password looks like: 8+ characters, 4+ letters (three in a row), a digit and a symbol
    (! $ % ^ & * ~ = @) inside it; not an e-mail address or a URL."""
    if _SHAPED_SYMBOLS.isdisjoint(value):
        return False
    for token in value.split():
        token = token.strip(_VALUE_TRIM + "(\"'«“[{")
        if len(token) < _SHAPED_MIN or "://" in token or _EMAILISH.fullmatch(token):
            continue
        domain = token.split("@", 1)[1] if "@" in token else ""
        if "@" in token and _SHAPED_SYMBOLS.isdisjoint(token.replace("@", "")) and ("." in domain or "[" in token or not any(c.isdigit() for c in domain)):
            continue  # an e-mail address in disguise: the raw_value filter's

        inner = token[1:-1]
        if (
            sum(c.isalpha() for c in token) >= 4
            and _LETTER_RUN.search(token)
            and any(c.isdigit() for c in token)
            and not _SHAPED_SYMBOLS.isdisjoint(inner)
        ):
            return True
    return False


_REUSED = lazy_re.compile(_D["credential"]["reused"])
_REUSED_NEEDS = ("use", "recycl", "same", "usual", "go-to")


def manager_value(words: str, opaque: Callable[[str], bool]) -> bool:
    """A manager's name then ":" and an opaque value; or one opaque value for every account."""
    if any(opaque(m.group("v").strip(_VALUE_TRIM)) for m in _MANAGERS.finditer(words)):
        return True
    if any(need in words for need in _REUSED_NEEDS):
        for match in _REUSED.finditer(words):
            value = (match.group("v") or match.group("w") or match.group("x")).strip(_VALUE_TRIM)
            if opaque(value) or _PIN_ALONE.fullmatch(value):
                return True
    return False


def colon_later(keywords: str) -> tuple[re.Pattern[str], ...]:
    return tuple(lazy_re.compile(keywords + tail) for tail in _D["credential"]["colon_later"])


_VALUE_FIRST = lazy_re.compile(_D["credential"]["value_first"])
_QUOTED = lazy_re.compile(_D["credential"]["quoted"])
_LOGIN_SLASH = lazy_re.compile(_D["credential"]["login_slash"])


def value_then_access(words: str, opaque: Callable[[str], bool]) -> bool:
    """The value before what it opens ("Rocket88 gets me into my laptop", "use X to log in"), a
    quoted value after a network word, a login word with "user / value"."""
    for match in _VALUE_FIRST.finditer(words):
        value = (match.group("v") or match.group("w")).strip(_VALUE_TRIM)
        if opaque(value) or _PIN_ALONE.fullmatch(value):
            return True
    if any(q in words for q in "\"'«“‘") and _QUOTED.search(words):
        return True
    if "/" in words:
        return any(opaque(m.group("v").strip(_VALUE_TRIM)) for m in _LOGIN_SLASH.finditer(words))
    return False


# -- more credential words --------------------------------------------------------------------------
def credential_pattern(between: str, separator: str) -> re.Pattern[str]:
    items = sorted(_D["credential"]["strong"], key=len, reverse=True)
    return lazy_re.compile(r"(?<![\w])(?:" + "|".join(items) + r")(?![\w])" + between + separator + _D["credential"]["lead"] + r"(?P<v>[^\s,;]+)")


# -- codes named by what they open ----------------------------------------------------------------
_CODE = lazy_re.compile(_D["code"]["keyword"] + _D["code"]["between"] + _D["code"]["separator"] + _D["code"]["value"])
_CODE_FIRST = lazy_re.compile(_D["code"]["value_first"])
_CODE_BARE = lazy_re.compile(_D["code"]["keyword"] + _D["code"]["thing"] + r"\s*[:#]?\s*" + _D["code"]["value"])
_YEAR = lazy_re.compile(r"(?:19|20)\d\d")
_PIN_LATER = lazy_re.compile(_D["code"]["pin_later"] + _D["code"]["value"])
_SPACED_AFTER = lazy_re.compile(_D["code"]["spaced_after"])
_DIGITS_FOR = lazy_re.compile(_D["code"]["digits_for"] + _D["code"]["value"])
_NOT_BEFORE = frozenset(_D["code"]["not_before"])
_CODE_NEEDS = ("code", "pin", "alarm", "door", "porte", "gate", "portail", "digits", "chiffres", "combin", "combo", "keypad", "atm",
               "card", "cash", "lock", "safe", "casier", "cadenas", "coffre", "garage", "shed", "suitcase", "valise", "building",
               "immeuble", "storage", "press", "appuie", "disarm", "tape", "punch")  # fmt: skip
_WORD_BEFORE = lazy_re.compile(r"([a-z0-9]+)[\s\-]+$")


def not_a_secret_code(text: str, start: int) -> bool:
    """The word just before `start` makes a code something other than a secret ("area code",
    "promo code", "error code")."""
    before = _WORD_BEFORE.search(text, 0, start)
    return before is not None and before.group(1) in _NOT_BEFORE and text.startswith("code", start)


def _counting(value: str) -> bool:
    """Digits in counting order ("1 2 3 4", "4 3 2 1"): a count, not a code."""
    numbers = [int(c) for c in value if c.isdigit()]
    steps = {b - a for a, b in zip(numbers, numbers[1:])}
    return steps == {1} or steps == {-1}


_GROUP_SPLIT = lazy_re.compile(r"[\s.,\-/]+")


def _code_shaped(value: str) -> bool:
    """How a code is written: in one or two pieces ("551 902"), digit by digit, or in groups of
    one size ("44 19 02"); not three numbers or more of mixed sizes ("4 8 15 16", a list)."""
    groups = [g for g in _GROUP_SPLIT.split(value) if g]
    return len(groups) <= 2 or len({len(g) for g in groups}) == 1


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


def named_code(text: str) -> bool:
    """4 to 8 digits given as a code, PIN or combination named by what it opens (or a PIN with
    one letter, "45A12")."""
    if not any(need in text for need in _CODE_NEEDS):
        return False
    for match in _CODE.finditer(text):
        if (match.group("pre") or "") not in _NOT_BEFORE and _digits(match.group("v")) >= 4 and _code_shaped(match.group("v")):
            return True
    for match in _CODE_BARE.finditer(text):  # "phone code 9 4 1 7", "code porte 45a12"
        value = match.group("v")
        if (match.group("pre") or "") not in _NOT_BEFORE and _digits(value) >= 4 and not _YEAR.fullmatch(value) and _code_shaped(value):
            return True
    if _DIGITS_FOR.search(text) or any(not _counting(m.group("v")) for m in _SPACED_AFTER.finditer(text)):
        return True
    for match in _PIN_LATER.finditer(text):
        if _digits(match.group("v")) >= 4 and _code_shaped(match.group("v")):
            return True
    for match in _CODE_FIRST.finditer(text):
        before = _WORD_BEFORE.search(text, 0, match.start("kw"))
        if not before or before.group(1) not in _NOT_BEFORE:
            return True
    return False


# -- secrets in groups -----------------------------------------------------------------------------
_GROUPED_LEAD = lazy_re.compile(
    r"(?<![\w])(?:" + "|".join(_D["grouped"]["lead"]) + r")(?![\w])\s*[:=\-]?\s*(?:(?:is|are|was|est|sont|c\x27est)\b\s*)?[:=]?\s*"
)
_GROUP = lazy_re.compile(r"[a-z0-9]{3,8}")
_GROUP_GAP = lazy_re.compile(r"[\s\-,/.]{1,3}")
_MIN_GROUPS = int(_D["grouped"]["min_groups"])
_GROUPED_NEEDS = ("auth", "2fa", "mfa", "otp", "factor", "step", "backup", "recovery", "scratch", "emergency", "rescue",
                  "setup", "secours", "recuperation", "sauvegarde", "urgence")  # fmt: skip
_HYPHEN_GROUPS = lazy_re.compile(_D["grouped"]["hyphen_groups"])
_MIN_CHARS = int(_D["grouped"]["min_chars"])


def hyphen_groups(words: str) -> bool:
    """4+ hyphen-joined groups of letters and digits, 3+ of them mixing both: a product key or
    a backup code, whatever word comes before."""
    for match in _HYPHEN_GROUPS.finditer(words):
        groups = match.group().split("-")
        if sum(1 for g in groups if not g.isalpha() and not g.isdigit()) >= 3:
            return True
    return False


def grouped_secret(words: str, not_values: frozenset[str]) -> bool:
    """Groups of letters and digits after a 2FA or backup word: 3+ groups, 12+ characters, half
    of the groups (at least two) holding a digit and a letter or only digits, none a plain word."""
    if not any(need in words for need in _GROUPED_NEEDS):
        return False
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
_MAX_GAPS = int(_D["phrase"]["max_gaps"])
_MIN_SEGMENT = int(_D["phrase"]["min_segment"])
_FILLER_REPEATS = int(_D["phrase"]["filler_repeats"])
_ALPHA = lazy_re.compile(r"[a-z]+")


def bridged_run(words: str, units: frozenset[str], min_run: int, max_repeats: int, checksummed: Callable[[list[str]], bool]) -> bool:
    """`min_run` list words in pieces of `min_segment` or more, at most `max_gaps` gaps of at most
    `max_gap` other words between the pieces, a filler repeated through the text read past for
    free; nearly all of them different, or carrying a valid checksum (test vectors repeat words).
    Words written backwards are read too. (Chat is dense in list words: "you have that make you
    feel" is six in a row; stray list words between other words never count.)"""
    tokens = _ALPHA.findall(words)
    if len(tokens) < min_run:
        return False
    if sum(1 for t in tokens if t in units) < min_run:
        tokens = [t[::-1] for t in tokens]  # written backwards ("yppah hsiw ...")
        if sum(1 for t in tokens if t in units) < min_run:
            return False
    # The filler: the one word off the lists that comes most often, and about once every four
    # list words or more ("the w the w ...", "line 1: w w w w line 2: ...").
    listed = sum(1 for t in tokens if t in units)
    others = Counter(t for t in tokens if t not in units).most_common(1)
    fillers = {t for t, n in others if n >= max(_FILLER_REPEATS, listed // 4)}
    run: list[str] = []  # the phrase so far, in pieces of `_MIN_SEGMENT` words or more
    pending: list[str] = []  # list words after a gap, kept once they make a piece
    gap = gaps = 0

    def found(words: list[str]) -> bool:
        window = words[-min_run:]
        return len(window) == min_run and len(set(window)) >= min_run - max_repeats

    for token in tokens:
        if token in fillers:
            continue
        if token in units:
            if gap == 0:  # no gap open
                run.append(token)
                if found(run):
                    return True
                continue
            pending.append(token)
            if len(pending) >= _MIN_SEGMENT:  # a new piece: the gap closes
                run += pending
                pending, gap = [], 0
                if found(run):
                    return True
            continue
        # A word off the lists: a gap opens or goes on; a short run of list words inside it
        # ("and then the rest", "then" is a list word) is part of the gap.
        if len(run) >= min_run and checksummed(run):
            return True
        if gap == 0:  # a gap opens
            if len(run) < _MIN_SEGMENT:
                run, pending, gap = [], [], 0
                continue
            gaps += 1
        gap += 1 + len(pending)
        pending = []
        if gap > _MAX_GAP or gaps > _MAX_GAPS:
            run, pending, gap, gaps = [], [], 0, 0
    run += pending if len(pending) >= _MIN_SEGMENT else []
    return len(run) >= min_run and checksummed(run)


# -- a secret in parts, or defined by a personal fact ---------------------------------------------
_P = _D["partial"]
_PART_CREDENTIAL = lazy_re.compile(_P["credential"])
_PART_NOT_AFTER = lazy_re.compile(_P["not_after"])
_PIECE = lazy_re.compile(_P["piece"])
_POSITION = lazy_re.compile(_P["position"])
_PART_WINDOW = int(_P["window"])
_PART_VALUE = lazy_re.compile(_P["value"])
_PART_NOT_VALUES = frozenset(_P["not_values"])
_REFERENCE = lazy_re.compile(_P["reference"])
_EDGE_WORDS = ("with", "in", "on", "par")
# "le mot 5 de ma phrase est X", "words three and four: X": a few words, then a separator, then the word.
_POSITION_VALUE = lazy_re.compile(
    r"(?:(?:\s+(?!(?:is|are|was|est|sont)\b)[\w\x27-]+){0,5}?\s*(?:\bis\b|\bare\b|\bwas\b|\best\b|\bsont\b|c\x27est|:|=|-)|\s)\s*[\"\x27«“]?(?P<v>[a-z]+)"
)
_NUMBERED_POSITION = lazy_re.compile(r"^(?:words?|mots?)\s|^\d")
_FOLLOWING_WORD = lazy_re.compile(r"[\s,]+([a-z]+)")
_ANOTHER_POSITION = lazy_re.compile(r"[,;&]\s*(?:and\s+|et\s+)?(?:words?\s+|mots?\s+)?(?:#\s*)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze)\s*(?:is|est|:|=|-)\s*[a-z]+")
_CLAUSE = lazy_re.compile(r"[.!?;\n]+(?=\s|$)|\n")
_PART_NEEDS = ("pin", "pass", "pw", "mdp", "mot", "code", "combin", "combo", "seed", "recover", "wallet", "mnemonic", "word",
               "phrase", "exchange", "broker", "platform", "plateforme")  # fmt: skip


_ACCOUNT = ("exchange", "broker", "brokerage", "platform", "plateforme")
_ACCOUNT_PIECE = lazy_re.compile(r"[a-z]{2,5}")
_BARE_CODE = lazy_re.compile(r"codes?")
_PHRASE_NEAR = lazy_re.compile(r"(?<![\w])(?:phrase|seed|wallet|mnemonic|recovery|backup|recuperation|sauvegarde|portefeuille)(?![\w])")


def _credentials(clause: str) -> list[re.Match[str]]:
    return [m for m in _PART_CREDENTIAL.finditer(clause) if not _PART_NOT_AFTER.match(clause, m.end())]


def _piece_value(value: str, not_values: frozenset[str]) -> bool:
    """A value given for a piece: digits, or a word that does not only describe the piece."""
    value = value.strip(_VALUE_TRIM)
    if any(c.isdigit() for c in value):
        return True
    return len(value) >= 2 and value not in not_values and value not in _PART_NOT_VALUES


def _near(a: re.Match[str], b: re.Match[str]) -> bool:
    return max(a.start(), b.start()) - min(a.end(), b.end()) <= _PART_WINDOW


def secret_in_parts(words: str, not_values: frozenset[str], phrase_words: frozenset[str]) -> bool:
    """A piece of a code, password or account name with the piece named ("the first half of my
    garage code is 44", "my alarm code ends in 21", "les deux premiers chiffres de mon code sont
    44"), or recovery words by position ("word one is abandon", "le mot 5 de ma phrase est X")."""
    if not any(need in words for need in _PART_NEEDS):
        return False
    for clause in _CLAUSE.split(words):
        credentials = _credentials(clause)
        if credentials:
            for piece in _PIECE.finditer(clause):
                edge = piece.group().endswith(_EDGE_WORDS)
                for cred in credentials:
                    if not _near(piece, cred) or (edge and cred.end() > piece.start()):
                        continue  # "starts with" is said of the thing named before it
                    value = _PART_VALUE.match(clause, max(piece.end(), cred.end()))
                    if not value or not _piece_value(value.group("v"), not_values):
                        continue
                    given = value.group("v").strip(_VALUE_TRIM)
                    if cred.group().startswith(_ACCOUNT):
                        # An account's name in letters: "the exchange I use starts with Bin" (not
                        # "ended in 2019", not "starts with excellent support").
                        if piece.group().endswith(("with", "par")) and _ACCOUNT_PIECE.fullmatch(given):
                            return True
                        continue
                    if _BARE_CODE.fullmatch(cred.group()) and not any(c.isdigit() for c in given):
                        continue  # "my code starts with imports": a program, unless digits are given
                    return True
        for position in _POSITION.finditer(clause):
            value = _POSITION_VALUE.match(clause, position.end())
            if not value:
                continue
            word = value.group("v")
            if word not in phrase_words:
                continue
            if any(_near(position, c) for c in credentials) or _PHRASE_NEAR.search(clause):
                return True
            # No phrase named: two list words in a row, or another word by position ("Words
            # three and four: able about", "word one is abandon, two is ability").
            following = _FOLLOWING_WORD.match(clause, value.end())
            if _NUMBERED_POSITION.match(position.group()) and (
                (following and following.group(1) in phrase_words) or _ANOTHER_POSITION.search(clause, value.end())
            ):
                return True
    return False


def defined_by_reference(words: str) -> bool:
    """A credential defined by a personal fact: "my PIN is my dad's birth year", "mon code c'est
    la date de naissance de ma fille": whoever knows the family knows the secret."""
    if not any(need in words for need in _PART_NEEDS):
        return False
    for clause in _CLAUSE.split(words):
        for cred in _credentials(clause):
            reference = _REFERENCE.search(clause, cred.end(), cred.end() + 60)
            if reference and reference.start() - cred.end() <= 30:
                return True
    return False
