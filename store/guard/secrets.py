"""The `secret` filter: recovery phrases, private keys, passwords and PINs, API keys and tokens,
card numbers, ID numbers and IBANs. Returns a reason, or None.

Everything is read from the canonical view (`Forms`): recovery phrases from its letter stream
(however the words are joined, cut, numbered, spaced out or shortened to four letters), values
split into pieces from its chunks (and counted only when a checksum proves them), spelled-out
numbers from `spelled`. Credentials are caught by shape as well as by word: a credential word
(or close variant) then a value, a value then a credential word, "unlocks with" a value, a login
and a value; an opaque value (letters and digits mixed) is enough after the weaker words."""

from __future__ import annotations

import re
import unicodedata
from functools import cache

import regex
from mnemonic import Mnemonic

from store import lazy_re
from store.guard import reasons, secret_shapes
from store.guard.checksums import card_number, iban_number, nir_number
from store.guard.forms import Forms, Stream, letter_stream, without_fillers
from store.guard.policy_data import alternation, any_in, section
from store.guard.values import ValueHits, scan_split
from store.text import STOPWORDS, fold_lower, fold_words

_SE = section("secret")


# -- recovery phrases -------------------------------------------------------------------------
class _Wordlist:
    """One BIP39 list, accents stripped: its words, their unique four-letter prefixes (metal
    backups keep only those) mapped to the word, and a checker for the checksum."""

    def __init__(self, language: str, prefix4: bool) -> None:
        mnemonic = Mnemonic(language)
        self.words = tuple(fold_words(fold_lower(w)) for w in mnemonic.wordlist)  # as the text is folded (Turkish "ı" -> "i")
        self.original = dict(zip(self.words, mnemonic.wordlist, strict=True))
        self.word_set = frozenset(self.words)
        self.prefixes: dict[str, str] = {}
        if prefix4:
            self.prefixes = {w[:4]: w for w in self.words if len(w) > 4 and w[:4] not in self.word_set}
        self.prefix_set = frozenset(self.prefixes)
        self.units = self.word_set | self.prefix_set
        self.checker = mnemonic

    def checksummed(self, run: list[str]) -> bool:
        """12, 15, 18, 21 or 24 words in a row of the run form a mnemonic with a valid checksum."""
        return valid_window(self.checker, [self.original[self.prefixes.get(w, w)] for w in run])


def valid_window(checker: Mnemonic, words: list[str]) -> bool:
    """12, 15, 18, 21 or 24 of `words` in a row (two different at least) form a mnemonic of
    `checker`'s list with a valid checksum."""
    for size in (12, 15, 18, 21, 24):
        for start in range(0, len(words) - size + 1):
            window = words[start : start + size]
            if len(set(window)) >= 2 and checker.check(" ".join(window)):
                return True
    return False


_WORDLISTS = [_Wordlist(language, language in _SE["bip39_prefix4_languages"]) for language in _SE["bip39_languages"]]
_VOCABULARY = frozenset().union(*(w.units for w in _WORDLISTS))
_VOCABULARY_WORDS = frozenset().union(*(w.words for w in _WORDLISTS))
_ALL_WORDS = frozenset().union(*(w.word_set for w in _WORDLISTS))
_ALL_PREFIXES = frozenset().union(*(w.prefix_set for w in _WORDLISTS)) - _ALL_WORDS
_MIN_RUN = int(_SE["bip39_min_run"])
_MAX_REPEATS = int(_SE["bip39_max_repeats"])
_UNIT_SIZES = tuple(range(3, 9))


def _longest_run(stream: Stream, words: frozenset[str], prefixes: frozenset[str], prefixes_inside: bool = False) -> list[str]:
    """The longest chain of list words (or their prefixes) that tiles the letters from a
    boundary: a word may span soft boundaries (a word cut by a line break or spaced out) and lie
    inside a token (words run together), never across a hard one; a four-letter prefix stands
    between boundaries only. Returns the chain's words."""
    text, hard, soft = stream
    bounds = hard | soft
    size = len(text)
    chain = [-1] * (size + 1)
    back = [-1] * (size + 1)
    best_end, best = -1, 0
    stops = sorted(hard)
    stop_index = 0
    for position in range(size):
        count = chain[position]
        if count < 0:
            if position not in bounds:
                continue
            count = chain[position] = 0
        while stops[stop_index] <= position:
            stop_index += 1
        limit = stops[stop_index]
        at_bound = position in bounds
        for length in _UNIT_SIZES:
            end = position + length
            if end > limit:
                break
            if chain[end] > count:
                continue
            unit = text[position:end]
            if unit in words or (length == 4 and unit in prefixes and (prefixes_inside or (at_bound and end in bounds))):
                chain[end] = count + 1
                back[end] = position
                if count + 1 > best and end in bounds:  # a chain ends where a token does
                    best, best_end = count + 1, end
    if best < _MIN_RUN:
        return []
    found: list[str] = []
    end = best_end
    while end > 0 and back[end] >= 0 and len(found) < best:
        start = back[end]
        found.append(text[start:end])
        end = start
    found.reverse()
    return found


_LONG_TOKEN = lazy_re.compile(r"[a-z]{36}")


def _prefixes_run_together(stream: Stream) -> bool:
    """Four-letter prefixes written without separators ("legawinnthan..."): read anywhere in a
    token, so only a run that carries a valid BIP39 checksum counts."""
    for wordlist in _WORDLISTS:
        run = _longest_run(stream, wordlist.word_set, wordlist.prefix_set, prefixes_inside=True)
        if run and wordlist.checksummed(run):
            return True
    return False


_LETTER_TOKENS = lazy_re.compile(r"[a-z]+")
_PHRASE_PART_NAMED = lazy_re.compile(
    r"\b(?:seed|phrase|mnemonic|recovery|backup|bip39|slip39|graine|sauvegarde)\b"
    r"|\b(?:first|second|last|other|remaining|premiere|deuxieme|seconde|derniere)\s+(?:half|part|moitie|partie|(?:\w+\s+)?words|(?:\w+\s+)?mots)\b"
    r"|\b(?:wallet|seed)\s+words\b|\bwords?\s+\d|\bmots?\s+\d|\b(?:half|part|moitie|partie)\s*(?:\d|one|two|un|deux|:)"
)
_PART_MIN = 6


def phrase_part(words: str) -> bool:
    """Part of a recovery phrase, named as one: six list words or more in a row (only numbering
    and marks between them), four of them different, in a text that names a phrase, a backup or a
    part ("Second half: problem brisk deposit voice endless", "words 1-4 ostrich until glimpse
    tone"). Notes are shown together, so the halves add up; a note that names no phrase or part
    ("Favourite words: legal winner thank year wave sausage") is left to the check across notes."""
    if not _PHRASE_PART_NAMED.search(words):
        return False
    tokens = _LETTER_TOKENS.findall(words)
    for wordlist in _WORDLISTS:
        run: list[str] = []
        for token in (*tokens, ""):
            if token in wordlist.word_set or token in wordlist.prefix_set:
                run.append(token)
                continue
            if len(run) >= _PART_MIN and len(set(run)) >= _PART_MIN - 1:
                return True
            run = []
    return False


def recovery_phrase(words: str) -> bool:
    """12+ BIP39 words (English or French list, or their four-letter prefixes) in a row, however
    they are joined: spaces, punctuation, numbering ("1st", "w1="), "and" / "then", run together
    or camelCased, cut across lines, spaced out, digits for letters."""
    if len(words) < _MIN_RUN * 3:
        return False
    stream = letter_stream(words, _VOCABULARY)
    if len(stream.text) < _MIN_RUN * 3:
        return False
    if _LONG_TOKEN.search(words) and _prefixes_run_together(stream):
        return True
    # One pass with every list first: most texts stop here.
    if not _longest_run(stream, _ALL_WORDS, _ALL_PREFIXES):
        # Cut by a few words ("... and the rest ...", "line 2:") or a filler between every word.
        return any(secret_shapes.bridged_run(words, w.word_set, _MIN_RUN, _MAX_REPEATS, w.checksummed) for w in _WORDLISTS)
    for wordlist in _WORDLISTS:
        run = _longest_run(stream, wordlist.word_set, wordlist.prefix_set)
        if not run:
            continue
        # Twelve in a row, nearly all different ("very very very..." is not a phrase), or any
        # run that carries a valid BIP39 checksum (test vectors repeat words).
        for end in range(len(run), _MIN_RUN - 1, -1):
            window = run[end - _MIN_RUN : end]
            if len(set(window)) >= _MIN_RUN - _MAX_REPEATS:
                return True
        if wordlist.checksummed(run):
            return True
    return any(secret_shapes.bridged_run(words, w.word_set, _MIN_RUN, _MAX_REPEATS, w.checksummed) for w in _WORDLISTS)


# -- keyword-led values -----------------------------------------------------------------------
def _keywords(items: list[str]) -> str:
    return r"(?<![\w])" + alternation(items) + r"(?![\w])"


_HEX_KEY = lazy_re.compile(
    _keywords(_SE["hex_key_keywords"])
    + _SE["hex_key_filler"]
    + r"(?:0x)?(?P<hex>[0-9a-f](?:[\s.,/_:|\-]{0,3}[0-9a-f]){"
    + str(int(_SE["hex_key_min_digits"]) - 1)
    + ",})"
)
_PEM = lazy_re.compile(_SE["pem"])
_PASSWORD = lazy_re.compile(
    _keywords(_SE["password_keywords"]) + _SE["password_between"] + "(?:" + _SE["password_separator"] + r"[^\s.,;!?]" + "|" + _SE["password_value_token"] + ")"
)
_PIN = lazy_re.compile(_keywords(_SE["pin_keywords"]) + _SE["credential_between"] + _SE["pin_value"])
_TOKEN_PREFIXES = tuple(_SE["token_prefixes"])
_TOKEN_KEYWORD_NEEDS = tuple(_SE["token_keyword_needs"])
_PASSWORD_NEEDS = tuple(_SE["password_needs"])
_TOKEN_ON_SIGHT = lazy_re.compile(r"(?<![A-Za-z0-9_\-])" + alternation(_SE["token_patterns"]))
_TOKEN_AFTER_KEYWORD = lazy_re.compile(_keywords(_SE["token_keywords"]) + _SE["token_between"] + _SE["token_separator"] + "(?P<value>" + _SE["token_value"] + ")")
_ID_KEYWORD = lazy_re.compile(_keywords(_SE["id_keywords"]) + _SE["id_filler"])
_ID_MIN_DIGITS = int(_SE["id_min_digits"])
_ID_MIXED = lazy_re.compile(_keywords(_SE["id_mixed_keywords"]), re.IGNORECASE)  # on the case-kept text: casefolding moves offsets ("ß" -> "ss")
_ID_BARE = lazy_re.compile(_keywords(_SE["id_bare_keywords"]) + _SE["id_filler"])
_BARE_REACH = 25  # characters after a bare keyword where its number may stand ("account at Chase is ...")
_BARE_VALUE_FIRST = lazy_re.compile(
    r"\d(?:[\s.\-]?\d){4,}\s+(?:is|are|=|:|-)\s+(?:my|his|her|their|the|our|son|sa|leur)\s+(?:[a-z]+\s+)?" + _keywords(_SE["id_bare_keywords"])
)
_ID_PARTIAL = lazy_re.compile(_SE["id_partial"])
_LOCK_CODE = lazy_re.compile(_SE["lock_code"])
_LOCK_CODE_FIRST = lazy_re.compile(_SE["lock_code_first"])
_LOCK_CODE_SHORT = lazy_re.compile(_SE["lock_code_short"])
_LOCK_CODE_SHORT_FIRST = lazy_re.compile(_SE["lock_code_short_first"])
_TOTP_ANY = lazy_re.compile(_SE["totp_anywhere"])
_TOTP_DISTINCT = 6  # a base32 secret, not a word in capitals
_DIGIT_GAPS = lazy_re.compile(r"(?<=(?<!\d)\d)[\s\-.]{1,3}(?=\d(?!\d))")  # only single digits: "3 3 8 1", not "4 8 15 16"
_SECURITY_ANSWER = lazy_re.compile(_SE["security_answer"])
_SSN = lazy_re.compile(_SE["ssn_shape"])
_NIR = lazy_re.compile(_SE["nir_shape"])
_CARD = lazy_re.compile(_SE["card_shape"])
_CARD_SEPARATOR = lazy_re.compile(r"[\s.\-]")
_YEAR = lazy_re.compile(r"(?:19|20)\d\d")
_IBAN = lazy_re.compile(_SE["iban_shape"])
_IBAN_SEPARATOR = lazy_re.compile(r"[\s\-]+")
_MAX_CANDIDATES = 64  # checksum candidates tried per kind and text


# -- credentials by shape ---------------------------------------------------------------------
_CRED_TAIL = _SE["credential_between"] + _SE["credential_separator"] + r"(?P<v>[^\s,;]+)"
_CRED_STRONG = lazy_re.compile(_keywords(_SE["credential_strong"]) + _CRED_TAIL)
_CRED_WEAK = lazy_re.compile(_keywords(_SE["credential_weak"]) + _CRED_TAIL)
_CRED_DEVICE = lazy_re.compile(_keywords(_SE["credential_device"]) + _SE["credential_between"] + r"\s*+[:=]\s*+[\"\x27]?(?P<v>[^\s,;]+)")
_CRED_VERB = lazy_re.compile(_SE["credential_verbs"] + r"(?P<v>\d(?:[\s.,\-]{0,4}\d){3,11}(?![\s.,\-]{0,4}\d)|[^\s,;]+)")
_LOGIN_PAIR = lazy_re.compile(_SE["login_pair"] + r"(?P<v>[^\s,;]+)")
_CRED_NEEDS = tuple(_SE["credential_needs"])
_CRED_REVERSE = lazy_re.compile(
    _SE["credential_reverse"] + alternation(_SE["credential_strong"] + ["pins?", "pin\\s?codes?", "passcodes?"]) + r"(?![\w])"
)
_CRED_MORE = secret_shapes.credential_pattern(_SE["credential_between"], _SE["credential_separator"])
_CRED_COLON_LATER = secret_shapes.colon_later(
    _keywords(_SE["credential_strong"] + _SE["credential_weak"] + secret_shapes.extra_data()["credential"]["strong"])
)
_PIN_OPAQUE = lazy_re.compile(_keywords(_SE["pin_keywords"]) + _CRED_TAIL)
_NOT_VALUES = frozenset(_SE["credential_not_values"]) | STOPWORDS
_VALUE_TRIM = ".,;:!?)]}\"'»”’"
_NOT_GROUPS = _NOT_VALUES | _VOCABULARY_WORDS
_WEAK_MIN_DIGITS = 6
_PIN_WORDS = ("pin", "pins", "code", "codes", "passcode", "passcodes")
_PIN_DIGITS = lazy_re.compile(r"\d(?:[\s.,\-]{0,4}\d){3,11}")
_TOTP = lazy_re.compile(
    "(?:" + _keywords(_SE["totp_keywords"]) + _SE["totp_tail"] + "|" + _keywords(_SE["totp_lead"]) + ")"
    + _SE["credential_between"] + _SE["credential_separator"]
)
_TOTP_NEEDS = ("2fa", "mfa", "otp", "auth", "factor", "step", "setup", "secret", "a2f")
_BASE32_GROUP = lazy_re.compile(r"[a-z2-7]+")
_TOTP_MIN = int(_SE["totp_min_chars"])
_BACKUP = lazy_re.compile(_keywords(_SE["backup_keywords"]) + _SE["credential_between"] + _SE["credential_separator"] + _SE["backup_value"])


def _opaque(value: str) -> bool:
    """A value nobody writes as a word: letters and digits mixed ("hunter2"), or letters with a
    symbol inside ("p@ss!word"), four characters or more."""
    value = value.strip(_VALUE_TRIM)
    if len(value) < 4:
        return False
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    if letters and digits:
        return True
    inner = value[1:-1]
    return letters >= 2 and any(not c.isalnum() and c not in "-'." for c in inner)


def _long_number(value: str) -> bool:
    value = value.strip(_VALUE_TRIM)
    return value.isdigit() and len(value) >= _WEAK_MIN_DIGITS


def _given_value(value: str) -> bool:
    """After a password word and an explicit separator: anything but a word that describes it."""
    value = value.strip(_VALUE_TRIM)
    return len(value) >= 3 and value not in _NOT_VALUES


def credential(words: str) -> bool:
    """"<credential word> [is|:|=|/] <value>", "unlocks with <value>", "login bob / <value>"."""
    if not any_in(words, _CRED_NEEDS):
        return False
    for match in _CRED_STRONG.finditer(words):
        explicit = (match.group("sep") or "").strip()
        value = match.group("v")
        if _opaque(value) or (explicit and _given_value(value)) or _long_number(value):
            return True
    for match in _CRED_DEVICE.finditer(words):
        if _opaque(match.group("v")) or _long_number(match.group("v")):
            return True
    for match in _CRED_REVERSE.finditer(words):
        value = match.group("v").strip(_VALUE_TRIM)
        if _opaque(value) or (value.isdigit() and 4 <= len(value) <= 8 and match.group().endswith(_PIN_WORDS)):
            return True
    for pattern in (_CRED_WEAK, _CRED_VERB, _LOGIN_PAIR):
        for match in pattern.finditer(words):
            value = match.group("v")
            if pattern is _CRED_WEAK and secret_shapes.not_a_secret_code(words, match.start()):
                continue  # "the promo code is SAVE20", "error code 0x80070005"
            if _opaque(value):
                return True
            digits = value.strip(_VALUE_TRIM)
            if pattern is not _CRED_WEAK and _PIN_DIGITS.fullmatch(digits):
                return True
            # "the wifi is 00000007": a long number given after a separator.
            if pattern is _CRED_WEAK and (match.group("sep") or "").strip() and _long_number(digits):
                return True
    return False


_MORE_NEEDS = ("sign", "log", "unlock", "word", "master", "hint", "remind", "clue", "indice", "pw", "pass", "mdp", "cred",
               "wifi", "wi-fi", "wpa", "network", "code", "secret", "mot", "security", "question", "reponse", "identifiant")  # fmt: skip


def more_credential(words: str) -> bool:
    """A manager's master, a sign-in phrase, "p-word", a password hint, then a value (read as
    after a strong credential word)."""
    if not any_in(words, _MORE_NEEDS):
        return False
    if any(
        _opaque(m.group("v")) and not secret_shapes.not_a_secret_code(words, m.start())
        for pattern in _CRED_COLON_LATER
        for m in pattern.finditer(words)
    ):
        return True  # "the netflix pw is in my notes: X"
    for match in _CRED_MORE.finditer(words):
        explicit = (match.group("sep") or "").strip()
        value = match.group("v")
        if _opaque(value) or (explicit and _given_value(value)) or _long_number(value):
            return True
    return False


def totp_secret(words: str) -> bool:
    """A base32 secret after a 2FA word: groups of [a-z2-7], joined 16 characters or more, none
    of them an ordinary word."""
    for match in _TOTP.finditer(words):
        size = 0
        position = match.end()
        for group in _BASE32_GROUP.finditer(words, position, position + 160):
            gap = words[position : group.start()]
            text = group.group()
            # A word breaks the run, unless it is one of the 4-character groups a secret is shown in ("RUDE AAAA").
            if gap.strip(" -") or len(gap) > 3 or text in _NOT_VALUES or (text in _VOCABULARY_WORDS and len(text) != 4):
                break
            size += len(group.group())
            position = group.end()
            if size >= _TOTP_MIN:
                return True
    return False


def backup_codes(words: str) -> bool:
    """Backup or recovery codes: a code holding a digit after their word."""
    for match in _BACKUP.finditer(words):
        if any(c.isdigit() for c in match.group("v")):
            return True
    return False


def _token_value(value: str) -> bool:
    """A token-looking value: letters and at least two digits, or long and mixed-case."""
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return (digits >= 2 and letters >= 2) or (len(value) >= 24 and letters >= 8 and digits >= 1)


# A date in the usual shapes (ISO, day/month/year with / . or -): never a document number.
_DATE_TOKEN = lazy_re.compile(r"(?:19|20)\d\d[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\d|3[01]))?|(?:0?[1-9]|[12]\d|3[01])[-/.](?:0?[1-9]|1[0-2])[-/.](?:19|20)?\d\d")


def _id_value(rest: str) -> bool:
    digits = 0
    for raw in rest.split()[:5]:
        token = raw.strip(".,;:()[]\"'")
        if _DATE_TOKEN.fullmatch(token):
            continue  # "Got their passport (2024-05-09)", "on 09/05/2024": a date is no document number; what follows is still read
        count = sum(c.isdigit() for c in token)
        if count:
            digits += count
        elif not digits and 0 < len(token) <= 3 and token.isalnum():
            continue  # a letter prefix: "AB 1234567"
        else:
            break
    return digits >= _ID_MIN_DIGITS


_SENTENCE_END = lazy_re.compile(r"[.!?;](?=\s|$)|\n")
_TOKEN_EDGE = ".,;:()[]{}\"'!?#"
_MONEY_TOKEN = lazy_re.compile(r"[$€£¥₿]|^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?[km]$")


def _sentence_around(text: str, start: int, end: int) -> str:
    begin = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    stop = _SENTENCE_END.search(text, end)
    return text[begin : stop.start() if stop else len(text)]


def _number_in_sentence(words: str, start: int, end: int) -> bool:
    """A number of _ID_MIN_DIGITS digits or more anywhere in the sentence around words[start:end]
    (an ID keyword), whatever stands between them: "account number at Chase is 31926819",
    "31926819 is my account number". A date is no such number, and ends a run of groups."""
    sentence = _sentence_around(words, start, end)
    digits = 0
    for raw in sentence.split():
        token = raw.strip(_TOKEN_EDGE)
        if _DATE_TOKEN.fullmatch(token) or _MONEY_TOKEN.search(token):
            digits = 0  # a date or a sum ("savings of about £40,000") is no document number
            continue
        count = sum(c.isdigit() for c in token)
        if count:
            digits += count
            if digits >= _ID_MIN_DIGITS:
                return True
        elif any(c.isalnum() for c in token):
            digits = 0  # a word ends a run: "3 kids and 12 cats" is no number
    return False


_MIXED_GROUP = lazy_re.compile(r"(?<![\w-])[A-Z0-9]{1,17}(?:[ -][A-Z0-9]{1,8}){0,4}(?![\w-])")
_PARTIAL_REACH = 40  # characters after the keyword where its part is given
_PARTIAL_NUMBER = lazy_re.compile(r"(?<![\d])(?!(?:19|20)\d\d\b)\d{3,}")


def _mixed_in_sentence(value: str, start: int, end: int) -> bool:
    """A group of capitals and digits (case kept) in the sentence around value[start:end] (a plate,
    VIN, tax code or permit keyword), with letters and two digits or more, five characters or
    more: "Their car reg is LK69 XYZ", "PAN card ABCDE1234F"."""
    for match in _MIXED_GROUP.finditer(_sentence_around(value, start, end)):
        group = match.group().replace(" ", "").replace("-", "")
        if len(group) >= 5 and any(c.isalpha() for c in group) and sum(c.isdigit() for c in group) >= 2:
            return True
    return False


def _partial(words: str, start: int, end: int) -> bool:
    """A part of an identifier given as a part: "SSN ends in 1120", "the last four of their card
    are 4242" (a year is no part: "Their account ends in 2026")."""
    begin = max(0, start - _PARTIAL_REACH)
    near = words[begin : end + _PARTIAL_REACH]  # "the last four of their SSN are 1120", "SSN ends in 1120"
    ends = [m.start() for m in _SENTENCE_END.finditer(near)]
    keyword_at = start - begin
    near = near[max((e + 1 for e in ends if e < keyword_at), default=0) : min((e for e in ends if e >= keyword_at), default=len(near))]
    return bool(_ID_PARTIAL.search(near)) and bool(_PARTIAL_NUMBER.search(near))


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


_OTHER_SCRIPTS = tuple(_SE["bip39_token_languages"])
_TOKEN_SPLIT = regex.compile(r"[^\p{L}\p{M}]+")  # any mark, digit, space or separator ("・", "•", "→", a zero-width space)
_CHINESE = ("chinese_simplified", "chinese_traditional")


@cache
def _token_lists() -> tuple[tuple[str, frozenset[str], Mnemonic], ...]:
    out = []
    for language in _OTHER_SCRIPTS:
        checker = Mnemonic(language)
        out.append((language, frozenset(unicodedata.normalize("NFKC", w) for w in checker.wordlist), checker))
    return tuple(out)


def recovery_phrase_by_token(raw: str) -> bool:
    """12+ words in a row of a BIP39 list in another script (Japanese, Korean, Chinese, Russian),
    read as written, by token: separated by spaces or marks, never folded (folding changes kana).
    Twelve different list words in a row, or, for Chinese, whose words are single common
    characters, a window that carries a valid checksum."""
    if len(raw) < _MIN_RUN * 2 - 1 or raw.isascii():
        return False
    tokens = [t.lower() for t in _TOKEN_SPLIT.split(unicodedata.normalize("NFKC", raw)) if t]  # "Сбоку" as typed
    if len(tokens) < _MIN_RUN:
        return False  # Chinese run together is not read: its words are single common characters
    for language, words, checker in _token_lists():
        run: list[str] = []
        for token in (*tokens, None):
            if token is not None and token in words:
                run.append(token)
                continue
            if len(run) >= _MIN_RUN:
                if language not in _CHINESE and any(len(set(run[i:i + _MIN_RUN])) >= _MIN_RUN - _MAX_REPEATS for i in range(len(run) - _MIN_RUN + 1)):
                    return True
                if valid_window(checker, run):
                    return True
            run = []
    return False


def check(forms: Forms, hits: ValueHits) -> str | None:
    """The reason `forms` holds a secret, or None."""
    words = forms.words
    if recovery_phrase(words) or recovery_phrase_by_token(forms.raw):
        return reasons.SECRET_PHRASE
    if hits.secret:
        return hits.secret
    value = forms.value
    split = scan_split(value)
    if split.secret:
        return split.secret
    for other in forms.value_readings():  # spelled out, or words between the groups
        split = scan_split(other)
        if split.secret:
            return split.secret
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
    if credential(words):
        return reasons.SECRET_PASSWORD
    despaced = forms.despaced
    if despaced != words and credential(despaced):
        return reasons.SECRET_PASSWORD  # "P A S S W O R D: hunter2"
    if (
        more_credential(words)
        or secret_shapes.typed_to_get_in(words, _opaque)
        or secret_shapes.manager_value(words, _opaque)
        or secret_shapes.value_then_access(words, _opaque)
    ):
        return reasons.SECRET_PASSWORD  # "to get into my mac I type X"
    spelled = forms.spelled
    if digits >= 3 or spelled is not words:
        for text in (words, spelled) if spelled is not words else (words,):
            if _PIN.search(text) or (text is spelled and credential(text)):
                return reasons.SECRET_PIN
    if digits >= 3 or spelled is not words:
        texts = (words, spelled) if spelled is not words else (words,)
        texts += tuple(defilled for text in texts if (defilled := without_fillers(text)) is not text)  # "4 and then 7 and then 1..."
        if any(secret_shapes.named_code(text) for text in texts) or any(_PIN.search(text) for text in texts[1:]):
            return reasons.SECRET_PIN  # "the code for the garage keypad is 7391"
    if digits:
        for match in _PIN_OPAQUE.finditer(words):  # "le digicode est 12A34"
            if _opaque(match.group("v")):
                return reasons.SECRET_PIN
    if any_in(words, _TOTP_NEEDS):
        if totp_secret(words):
            return reasons.SECRET_TOTP
    if digits and backup_codes(words):
        return reasons.SECRET_BACKUP_CODES
    if digits >= 2 and secret_shapes.grouped_secret(words, _NOT_GROUPS):
        return reasons.SECRET_TOTP  # "Authy backup: 7KQ2 M4XZ ..."
    if digits >= 3 and "-" in words and secret_shapes.hyphen_groups(words):
        return reasons.SECRET_BACKUP_CODES  # "A7K2-M9X4-P3L8-Q6R1"
    if digits and secret_shapes.password_shaped(value):
        return reasons.SECRET_PASSWORD  # "Tr0ub4dor&3", "Winter!2024" wherever they stand
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
    if digits >= 3:
        for match in _ID_KEYWORD.finditer(words):
            if digits >= _ID_MIN_DIGITS and (_id_value(words[match.end() : match.end() + 60]) or _number_in_sentence(words, match.start(), match.end())):
                return reasons.SECRET_ID
            if _partial(words, match.start(), match.end()):
                return reasons.SECRET_ID
        for match in _ID_BARE.finditer(words):
            after = words[match.end() : match.end() + _BARE_REACH]
            if digits >= _ID_MIN_DIGITS and (_id_value(after) or _number_in_sentence(after, 0, 0)):
                return reasons.SECRET_ID  # "acct A1234567", "Their account at Chase is 000123456789"
            if _ID_PARTIAL.match(after.lstrip()) and _PARTIAL_NUMBER.search(after):
                return reasons.SECRET_ID  # "Their checking account ends in 6789"
        if digits >= _ID_MIN_DIGITS and _BARE_VALUE_FIRST.search(words):
            return reasons.SECRET_ID  # "0093 8812 4471 is their acct"
    if digits >= 2:
        for match in _ID_MIXED.finditer(value):
            if _mixed_in_sentence(value, match.start(), match.end()):
                return reasons.SECRET_ID
    # Notes are shown together: pieces of a secret add up ("the first half of my garage code is
    # 44", "word one is abandon"), and a personal fact gives it away ("my PIN is my dad's birth year").
    if digits >= 4 and (_LOCK_CODE.search(words) or _LOCK_CODE_FIRST.search(words)):
        return reasons.SECRET_PIN
    if digits >= 3 and (_LOCK_CODE_SHORT.search(words) or _LOCK_CODE_SHORT_FIRST.search(words)):
        return reasons.SECRET_PIN  # "Sam's locker code is 965"
    if digits >= 4 or spelled is not words:
        joined = _DIGIT_GAPS.sub("", forms.leet if spelled is words else spelled)  # "four-seven-two-nine", "3 3 8 1", "d00r"
        if joined != words and _LOCK_CODE.search(joined):
            return reasons.SECRET_PIN
    if any_in(words, _TOTP_NEEDS) and any(len(set(m.group())) >= _TOTP_DISTINCT for m in _TOTP_ANY.finditer(value)):
        return reasons.SECRET_TOTP  # "uses HJWMPRWVH2N5N6DN as 2FA secret", "2FA secret → QZIJ..."
    if _SECURITY_ANSWER.search(words):
        return reasons.SECRET_PASSWORD
    if phrase_part(words):
        return reasons.SECRET_PARTIAL
    if secret_shapes.secret_in_parts(words, _NOT_VALUES, _VOCABULARY_WORDS):
        return reasons.SECRET_PARTIAL
    if secret_shapes.defined_by_reference(words):
        return reasons.SECRET_REFERENCED
    return None
