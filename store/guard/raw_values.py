"""The `raw_value` filter: addresses, xpub-family keys, Nostr keys, Lightning invoices, long hex
strings, emails, phone numbers, `#` identifiers, UUIDs, IP addresses. Returns a reason, or None.

Addresses and keys split into pieces are read joined (Forms.chunks, proved by checksum); emails
with spaces around "@", "(a)" or "at ... dot", cut over lines or spaced out; phone numbers with
wide spacing, slashes or spelled out (Forms.spelled), phonenumbers deciding."""

from __future__ import annotations

import re

from store import lazy_re
from store.guard import reasons
from store.guard.amounts import UNIT_AFTER
from store.guard.checksums import ip_v6, phone_number
from store.guard.forms import Forms
from store.guard.policy_data import alternation, rules, section
from store.guard.secret_shapes import extra_data
from store.guard.values import ValueHits, scan_split

_RV = section("raw_value")

_HEX_SPACED = lazy_re.compile(_RV["hex_spaced"])
_HEX_SPACED_MIN = int(_RV["hex_spaced_min_digits"])
_EMAIL = lazy_re.compile(_RV["email"])
_EMAIL_SPELLED = rules(_RV["email_spelled"])
_UUID = lazy_re.compile(_RV["uuid_search"])
_IPV4 = lazy_re.compile(_RV["ipv4"])
_IPV6 = lazy_re.compile(_RV["ipv6_candidate"])
_MAC = lazy_re.compile(_RV["mac"])
_HASH_ID = lazy_re.compile(_RV["hash_identifier"])
_PHONE = lazy_re.compile(_RV["phone_candidate"])
_PHONE_NOT = lazy_re.compile(alternation(_RV["phone_not"]))
_PHONE_MIN = int(_RV["phone_min_digits"])
_PHONE_REGIONS = tuple(_RV["phone_regions"])
_PHONE_MAX_CANDIDATES = 24
_DIGIT_RUN = lazy_re.compile(r"\d(?:[\s().\-/]{0,4}\d){" + str(_PHONE_MIN - 1) + ",}")
_CURRENCY_SIGNS = frozenset("$€£¥₿")
_LINE_BREAK = lazy_re.compile(r"[ \t]*\r?\n[ \t]*")  # removed to read an email cut by a line break
_HEX_DIGITS = frozenset("0123456789abcdef")
_SPACES = lazy_re.compile(r"\s+")
_NUMBER = lazy_re.compile(r"\d+")
_COUNT_RUN = 5
_DOT_WORD = lazy_re.compile(r"\s*[\[({]\s*(?:\.|dot|point)\s*[\])}]\s*|\s+(?:dot|point)\s+", flags=re.IGNORECASE)
_DIGIT_GAP = lazy_re.compile(r"(?<=\d)\s+(?=\d)")
_EMAIL_TLD = lazy_re.compile(_RV["email_known_tld"])
_PROVIDER_HANDLE = lazy_re.compile(extra_data()["contact"]["provider_handle"])
_AT_DOT = lazy_re.compile(extra_data()["contact"]["at_dot"])
_ON_PROVIDER = lazy_re.compile(extra_data()["contact"]["on_provider"])
_AT_PROVIDER = lazy_re.compile(extra_data()["contact"]["at_provider"])
_AT_PROVIDER_BARE = lazy_re.compile(extra_data()["contact"]["at_provider_bare"])
_DOTTED_PHONE = lazy_re.compile(extra_data()["contact"]["dotted_phone"])
_LETTER_O = lazy_re.compile(r"(?<=[\d\-. ])[oO](?=\d)|(?<=\d)[oO](?=[\d\-. ])")
_HANDLE = lazy_re.compile(extra_data()["contact"]["handle"])
_HANDLE_NEEDS = ("by", "known", "handle", "user", "tag", "pseudo", "insta", "twitter", "x ", "tiktok", "snap", "reddit", "discord",
                 "telegram", "skype", "steam", "xbox", "psn", "github", "gitlab", "twitch", "youtube", "facebook", "fb",
                 "threads", "bluesky", "mastodon", "signal", "whatsapp", "linkedin")  # fmt: skip


def _handle_like(value: str) -> bool:
    """An account name rather than a word: "@name", or letters with a digit, ".", "_" or "#"."""
    if len(value) < 4 or not any(c.isalpha() for c in value):
        return False
    return value.startswith("@") or any(c.isdigit() or c in "._#" for c in value)


def _handle(words: str) -> bool:
    if not any(need in words for need in _HANDLE_NEEDS):
        return False
    return any(_handle_like(m.group("v")) for m in _HANDLE.finditer(words))
_PROVIDERS = ("mail", "skype", "discord", "telegram", "signal", "whatsapp", "hotmail", "yahoo", "outlook", "proton", "icloud", "gmx", "aol",
              "tutanota", "yandex", "zoho", "posteo", "wanadoo", "orange", "free", "sfr", "live", "msn")  # fmt: skip


def _provider_handle(words: str) -> bool:
    """A handle given after a mail provider's name ("my gmail is john.smith1987"): it holds a
    letter and a digit, dot, underscore or plus."""
    if not any(p in words for p in _PROVIDERS):
        return False
    for match in (*_PROVIDER_HANDLE.finditer(words), *_ON_PROVIDER.finditer(words), *_AT_PROVIDER.finditer(words)):
        value = match.group("v")
        if len(value) >= 4 and any(c.isalpha() for c in value) and (any(c.isdigit() or c in "._+" for c in value) or " dot " in value or " point " in value):
            return True
    return False


def _hex_spaced(lower: str) -> bool:
    for match in _HEX_SPACED.finditer(lower):
        text = match.group()
        hex_digits = [c for c in text if c in _HEX_DIGITS]
        if len(hex_digits) >= _HEX_SPACED_MIN and any(c.isdigit() for c in hex_digits) and any(c.isalpha() for c in hex_digits):
            return True
    return False


def _ipv6(lower: str) -> bool:
    for match in _IPV6.finditer(lower):
        text = match.group()
        if text.count(":") >= 2 and sum(c in _HEX_DIGITS for c in text) >= 3 and ip_v6(text):
            return True
    return False


def _phone(value: str) -> bool:
    for index, match in enumerate(_PHONE.finditer(value)):
        if index >= _PHONE_MAX_CANDIDATES:
            break  # phonenumbers is slow; a text with this many digit runs is refused anyway
        text = match.group()
        if sum(c.isdigit() for c in text) < _PHONE_MIN:
            continue
        core = text.lstrip("+(")
        if _PHONE_NOT.fullmatch(core.strip()) and not _DOTTED_PHONE.fullmatch(core.strip()):
            continue
        start = match.start()
        if start and value[start - 1].isalpha() and value[start - 1] in "xX":
            continue  # a hex literal ("0x80070005")
        if (start and value[start - 1] in _CURRENCY_SIGNS) or UNIT_AFTER.match(value, match.end()):
            continue  # an amount ("1 000 000 sats"), left to the amount filter
        if phone_number(_SPACES.sub(" ", text) if "\n" in text else text, _PHONE_REGIONS):  # cut over lines
            return True
    return False


def _counting(spelled: str) -> bool:
    """Numbers spelled in counting order from the first ("one two three four five..."): a
    count, not a phone number (which may hold a run, "zero six one two three four...")."""
    numbers = [int(n) for n in _NUMBER.findall(spelled)[:_COUNT_RUN]]
    steps = {after - before for before, after in zip(numbers, numbers[1:])}
    return len(numbers) == _COUNT_RUN and (steps == {1} or steps == {-1})


def check(forms: Forms, hits: ValueHits) -> str | None:
    """The reason `forms` holds a raw value, or None."""
    if hits.raw:
        return hits.raw
    value = forms.value
    if "%40" in value:
        value = value.replace("%40", "@")  # URL-encoded "@"
    split = scan_split(value)
    if split.raw:
        return split.raw
    for other in forms.value_readings():  # "bc1q8h then aatf8e then ...", "line 1: ...\nline 2: ..."
        split = scan_split(other)
        if split.raw:
            return split.raw
    lower = forms.lower
    digits = forms.digits
    if "@" in value and (_EMAIL.search(value) or ("\n" in value and _EMAIL.search(_LINE_BREAK.sub("", value)))):
        return reasons.RAW_EMAIL
    if "@" in value and " " in value and _EMAIL_TLD.search(_SPACES.sub("", value)):
        return reasons.RAW_EMAIL  # spaced out: "b o b @ g m a i l . c o m"
    words = forms.words
    if any(rule.search(words) for rule in _EMAIL_SPELLED):
        return reasons.RAW_EMAIL
    if "\n" in words and any(rule.search(_LINE_BREAK.sub(" ", words)) for rule in _EMAIL_SPELLED):
        return reasons.RAW_EMAIL
    if "@" in words and (_AT_DOT.search(words) or _AT_PROVIDER_BARE.search(words)):
        return reasons.RAW_EMAIL  # "jdoe @ gmail dot com"
    if _provider_handle(words):
        return reasons.RAW_EMAIL
    if _handle(words):
        return reasons.RAW_HANDLE  # "I go by kitty42", "insta: @jane.doe.92"
    if digits >= 4 and "-" in lower and _UUID.search(lower):
        return reasons.RAW_UUID
    if digits >= 4 and _hex_spaced(lower):
        return reasons.RAW_HEX
    if "#" in value and _HASH_ID.search(value):
        return reasons.RAW_HASH_ID
    if digits >= 4 and "." in value and _IPV4.search(value):
        return reasons.RAW_IP
    if digits >= 4 or forms.spelled is not words:
        dotted, dots = _DOT_WORD.subn(".", forms.spelled if forms.spelled is not words else value)
        if dots >= 3 and _IPV4.search(_DIGIT_GAP.sub("", dotted)):
            return reasons.RAW_IP  # "192[.]168[.]0[.]100", "one nine two dot one six eight dot ..."
    if digits and (":" in value or "-" in value):
        if _MAC.search(lower):
            return reasons.RAW_MAC
        if ":" in value and _ipv6(lower):
            return reasons.RAW_IP
    if digits >= _PHONE_MIN and _DIGIT_RUN.search(value) and _phone(value):
        return reasons.RAW_PHONE
    if digits >= 6 and _LETTER_O.search(value):
        lettered = _LETTER_O.sub("0", value)  # "212-555-o147"
        if _DIGIT_RUN.search(lettered) and _phone(lettered):
            return reasons.RAW_PHONE
    spelled = forms.spelled
    if spelled is not words and not _counting(spelled) and _DIGIT_RUN.search(spelled := spelled.replace(",", " ")) and _phone(spelled):
        return reasons.RAW_PHONE  # spelled out: "zero six one two ..."
    return None
