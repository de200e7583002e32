"""The `secret` filter: recovery phrases, private keys, passwords and PINs, API keys and tokens,
card numbers, ID numbers and IBANs. Returns a reason, or None."""

from __future__ import annotations

import re

from mnemonic import Mnemonic

from store.guard import reasons
from store.guard.checksums import card_number, iban_number, nir_number
from store.guard.normalize import Forms, strip_accents
from store.guard.policy_data import alternation, any_in, section
from store.guard.values import ValueHits

_SE = section("secret")


# -- recovery phrases -------------------------------------------------------------------------
def _wordlists() -> list[tuple[frozenset[str], frozenset[str]]]:
    """(words, unique four-letter prefixes) per language, accents stripped."""
    lists = []
    for language in _SE["bip39_languages"]:
        words = frozenset(strip_accents(w) for w in Mnemonic(language).wordlist)
        prefixes: frozenset[str] = frozenset()
        if language in _SE["bip39_prefix4_languages"]:
            prefixes = frozenset(w[:4] for w in words if len(w) > 4) - words
        lists.append((words, prefixes))
    return lists


_WORDLISTS = _wordlists()
_MIN_RUN = int(_SE["bip39_min_run"])
_MAX_REPEATS = int(_SE["bip39_max_repeats"])
_LETTERS = re.compile(r"[a-z]+")


_CHECKERS = [Mnemonic("english")]


def _checksummed(run: list[str]) -> bool:
    """The last 12, 15, 18, 21 or 24 words of the run form a mnemonic with a valid checksum."""
    for size in (12, 15, 18, 21, 24):
        if len(run) >= size and any(checker.check(" ".join(run[-size:])) for checker in _CHECKERS):
            return True
    return False


def recovery_phrase(words: str) -> bool:
    """12+ BIP39 words in a row; numbering, punctuation and line breaks between them do not
    break the run, and a word cut in two by a space or line break is read whole."""
    tokens = _LETTERS.findall(words)
    if len(tokens) < _MIN_RUN:
        return False
    spans: list[tuple[int, int]] | None = None
    for wordset, prefixes in _WORDLISTS:
        if sum(1 for t in tokens if t in wordset or t in prefixes) < _MIN_RUN - 2:
            continue
        run: list[str] = []
        i = 0
        while i < len(tokens):
            word, step = tokens[i], 1
            if word not in wordset:
                merged = word + tokens[i + 1] if i + 1 < len(tokens) else ""
                if merged in wordset:
                    if spans is None:
                        spans = [m.span() for m in _LETTERS.finditer(words)]
                    if words[spans[i][1] : spans[i + 1][0]].isspace():
                        word, step = merged, 2
            i += step
            if word in wordset or word in prefixes:
                run.append(word)
                # Twelve in a row, nearly all different ("very very very..." is not a phrase),
                # or any run that carries a valid BIP39 checksum (test vectors repeat words).
                distinct = len(set(run[-_MIN_RUN:])) if len(run) >= _MIN_RUN else 0
                if distinct >= _MIN_RUN - _MAX_REPEATS or (distinct >= 4 and _checksummed(run)):
                    return True
            else:
                run = []
    return False


# -- keyword-led values -----------------------------------------------------------------------
def _keywords(items: list[str]) -> str:
    return r"(?<![\w])" + alternation(items) + r"(?![\w])"


_HEX_KEY = re.compile(
    _keywords(_SE["hex_key_keywords"])
    + _SE["hex_key_filler"]
    + r"(?:0x)?(?P<hex>[0-9a-f](?:(?:\s{1,3}|[:\-])?[0-9a-f]){"
    + str(int(_SE["hex_key_min_digits"]) - 1)
    + ",})"
)
_PEM = re.compile(_SE["pem"])
_PASSWORD = re.compile(
    _keywords(_SE["password_keywords"]) + _SE["password_between"] + "(?:" + _SE["password_separator"] + r"[^\s.,;!?]" + "|" + _SE["password_value_token"] + ")"
)
_PIN = re.compile(_keywords(_SE["pin_keywords"]) + _SE["pin_value"])
_TOKEN_PREFIXES = tuple(_SE["token_prefixes"])
_TOKEN_KEYWORD_NEEDS = tuple(_SE["token_keyword_needs"])
_PASSWORD_NEEDS = tuple(_SE["password_needs"])
_TOKEN_ON_SIGHT = re.compile(r"(?<![A-Za-z0-9_\-])" + alternation(_SE["token_patterns"]))
_TOKEN_AFTER_KEYWORD = re.compile(_keywords(_SE["token_keywords"]) + _SE["token_between"] + _SE["token_separator"] + "(?P<value>" + _SE["token_value"] + ")")
_ID_KEYWORD = re.compile(_keywords(_SE["id_keywords"]) + _SE["id_filler"])
_ID_MIN_DIGITS = int(_SE["id_min_digits"])
_SSN = re.compile(_SE["ssn_shape"])
_NIR = re.compile(_SE["nir_shape"])
_CARD = re.compile(_SE["card_shape"])
_CARD_SEPARATOR = re.compile(r"[\s.\-]")
_YEAR = re.compile(r"(?:19|20)\d\d")
_IBAN = re.compile(_SE["iban_shape"])
_IBAN_SEPARATOR = re.compile(r"[\s\-]+")
_MAX_CANDIDATES = 64  # checksum candidates tried per kind and text


def _token_value(value: str) -> bool:
    """A token-looking value: letters and at least two digits, or long and mixed-case."""
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return (digits >= 2 and letters >= 2) or (len(value) >= 24 and letters >= 8 and digits >= 1)


def _id_value(rest: str) -> bool:
    digits = 0
    for raw in rest.split()[:5]:
        token = raw.strip(".,;:()[]\"'")
        count = sum(c.isdigit() for c in token)
        if count:
            digits += count
        elif not digits and 0 < len(token) <= 3 and token.isalnum():
            continue  # a letter prefix: "AB 1234567"
        else:
            break
    return digits >= _ID_MIN_DIGITS


def _card(value: str) -> bool:
    for count, match in enumerate(_CARD.finditer(value)):
        if count >= _MAX_CANDIDATES:
            break  # bounded work on pathological input (thousands of digit runs)
        groups = [g for g in _CARD_SEPARATOR.split(match.group()) if g]
        for i in range(len(groups)):
            total = 0
            for j in range(i, len(groups)):
                total += len(groups[j])
                if total > 19:
                    break
                if total >= 13:
                    window = groups[i : j + 1]
                    if all(_YEAR.fullmatch(g) for g in window):
                        continue
                    if card_number("".join(window)):
                        return True
    return False


def _iban(value: str) -> bool:
    for count, match in enumerate(_IBAN.finditer(value.upper())):
        if count >= _MAX_CANDIDATES:
            break
        pieces = [p for p in _IBAN_SEPARATOR.split(match.group()) if p]
        while pieces:
            candidate = "".join(pieces)
            if len(candidate) < 15:
                break
            if iban_number(candidate):
                return True
            pieces.pop()
    return False


def check(forms: Forms, hits: ValueHits) -> str | None:
    """The reason `forms` holds a secret, or None."""
    words = forms.words
    if recovery_phrase(words):
        return reasons.SECRET_PHRASE
    if hits.secret:
        return hits.secret
    value = forms.value
    lower = forms.lower
    digits = forms.digits
    if "begin" in lower and _PEM.search(lower):
        return reasons.SECRET_PEM
    if digits >= 4:
        for match in _HEX_KEY.finditer(words):
            if any(c.isdigit() for c in match.group("hex")):
                return reasons.SECRET_HEX_KEY
    if any_in(words, _PASSWORD_NEEDS) and _PASSWORD.search(words):
        return reasons.SECRET_PASSWORD
    if digits >= 3 and _PIN.search(words):
        return reasons.SECRET_PIN
    if any_in(value, _TOKEN_PREFIXES) and _TOKEN_ON_SIGHT.search(value):
        return reasons.SECRET_TOKEN
    if digits and any_in(words, _TOKEN_KEYWORD_NEEDS):
        for match in _TOKEN_AFTER_KEYWORD.finditer(words):
            if _token_value(match.group("value")):
                return reasons.SECRET_TOKEN
    if digits >= 9 and "-" in value and _SSN.search(value):
        return reasons.SECRET_SSN
    if digits >= 13:
        for count, match in enumerate(_NIR.finditer(lower)):
            if count >= _MAX_CANDIDATES:
                break
            if nir_number(match.group()):
                return reasons.SECRET_NIR
        if _card(value):
            return reasons.SECRET_CARD
    if digits >= 2 and _iban(value):
        return reasons.SECRET_IBAN
    if digits >= _ID_MIN_DIGITS:
        for match in _ID_KEYWORD.finditer(words):
            if _id_value(words[match.end() : match.end() + 60]):
                return reasons.SECRET_ID
    return None
