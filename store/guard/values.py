"""Keys, addresses and tokens read from the tokens of a text.

Each token is read on its own, and runs of up to four tokens separated only by whitespace are
also read joined, so a key cut by a line break or spaces is still caught. A joined reading counts
when a checksum verifies it (base58check, bech32, IBAN), or, for the unverified shapes, when it
holds at least three digits, so ordinary words glued together do not trip a shape.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from store import lazy_re
from store.guard import reasons

from store.guard.checksums import base58check, bech32_valid, card_number, iban_number, segwit_address
from store.guard.forms import Chunk, chunks_of
from store.guard.policy_data import alternation, section

SECRET = "secret"
RAW = "raw_value"

_RV = section("raw_value")
_SE = section("secret")

# Split on whitespace and on punctuation no key format uses ("bitcoin:bc1q...?amount=").
_TOKEN = lazy_re.compile(r"[^\s,;:!?()\[\]{}<>\"'«»“”‘’|/=&#*\\]+")
_JOINABLE = lazy_re.compile(r"[A-Za-z0-9_\-+.]+")
_MAX_JOIN = 4
_MIN_SINGLE = 14
_MIN_JOINED = 20
_MAX_JOINED = 130
_JOINED_SHAPE_DIGITS = 3
_MAX_JOINED_READINGS = 4000

_BASE58 = lazy_re.compile(r"[1-9A-HJ-NP-Za-km-z]{25,112}")
_XPRV = lazy_re.compile(_RV["xprv_shape"])
_XPUB = lazy_re.compile(_RV["xpub_shape"])
_WIF = lazy_re.compile(_RV["wif_shape"])
_B58_ADDRESS = lazy_re.compile(_RV["base58_address_shape"])
_BECH32_ADDRESS = lazy_re.compile(_RV["bech32_address_shape"])
_BECH32_LOOSE = lazy_re.compile(_RV["bech32_loose_shape"])
_NOSTR_PUBLIC = lazy_re.compile(_RV["nostr_public"])
_NOSTR_SECRET = lazy_re.compile(_RV["nostr_secret"])
_LIGHTNING = lazy_re.compile(alternation(_RV["lightning"]))
_OTHER_BECH32 = lazy_re.compile(alternation(_RV["other_bech32"]))
_ETHEREUM = lazy_re.compile(_RV["ethereum"])
_HEX_RUN = lazy_re.compile(_RV["hex_run"])
_UUID = lazy_re.compile(_RV["uuid"])
_TOKENS = lazy_re.compile(alternation(_SE["token_patterns"]))
_IBAN = lazy_re.compile(r"[A-Za-z]{2}\d{2}[A-Za-z0-9]{11,30}")
_HAS_DIGIT = lazy_re.compile(r"\d").search

_AWS_ID = lazy_re.compile(_RV["aws_id_any_case"], re.IGNORECASE)
_AWS_PREFIXES = tuple(p.lower() for p in _RV["aws_id_prefixes"])

_P2PKH_P2SH_VERSIONS = frozenset((0x00, 0x05, 0x6F, 0xC4))
_WIF_VERSIONS = frozenset((0x80, 0xEF))


@dataclass(frozen=True)
class ValueHits:
    """The first secret and the first raw value read in a text (reasons, never the values)."""

    secret: str | None = None
    raw: str | None = None


NOTHING = ValueHits()


def _mixed(text: str) -> bool:
    """Digits and both cases: what a base58 key or address looks like, and a word does not."""
    return any(c.isdigit() for c in text) and any(c.isupper() for c in text) and any(c.islower() for c in text)


class Finding(NamedTuple):
    filter: str  # SECRET or RAW
    reason: str
    verified: bool  # a checksum proved it (not only a shape)


def _from_base58check(payload: bytes) -> Finding | None:
    size = len(payload)
    if size == 21:
        if payload[0] in _P2PKH_P2SH_VERSIONS:
            return Finding(RAW, reasons.RAW_BITCOIN_ADDRESS, True)
        return Finding(RAW, reasons.RAW_ENCODED, True)
    if payload[0] in _WIF_VERSIONS and (size == 33 or (size == 34 and payload[-1] == 1)):
        return Finding(SECRET, reasons.SECRET_WIF, True)
    if size == 78:
        # An extended private key holds 0x00 + 32 bytes where a public one holds 02/03 + 32.
        if payload[45] == 0:
            return Finding(SECRET, reasons.SECRET_XPRV, True)
        return Finding(RAW, reasons.RAW_XPUB, True)
    if size >= 16:
        return Finding(RAW, reasons.RAW_ENCODED, True)
    return None


def classify(text: str, joined: bool = False) -> Finding | None:
    """What one token, or a joined run of tokens, reads as; None when nothing."""
    shapes_count = not joined or sum(c.isdigit() for c in text) >= _JOINED_SHAPE_DIGITS
    if _BASE58.fullmatch(text):
        payload = base58check(text)
        if payload is not None:
            found = _from_base58check(payload)
            if found:
                return found
        if shapes_count:
            if _XPRV.fullmatch(text):
                return Finding(SECRET, reasons.SECRET_XPRV, False)
            if _XPUB.fullmatch(text):
                return Finding(RAW, reasons.RAW_XPUB, False)
            if _mixed(text):
                if _WIF.fullmatch(text):
                    return Finding(SECRET, reasons.SECRET_WIF, False)
                if _B58_ADDRESS.fullmatch(text):
                    return Finding(RAW, reasons.RAW_BITCOIN_ADDRESS, False)
    low = text.lower()
    if "1" in low:
        if _NOSTR_SECRET.fullmatch(low):
            if bech32_valid(low):
                return Finding(SECRET, reasons.SECRET_NOSTR, True)
            if shapes_count:
                return Finding(SECRET, reasons.SECRET_NOSTR, False)
        if _BECH32_ADDRESS.fullmatch(low) and segwit_address(low):
            return Finding(RAW, reasons.RAW_BITCOIN_ADDRESS, True)
        for shape, reason in ((_NOSTR_PUBLIC, reasons.RAW_NOSTR), (_OTHER_BECH32, reasons.RAW_ENCODED)):
            if shape.fullmatch(low):
                if bech32_valid(low):
                    return Finding(RAW, reason, True)
                if shapes_count:
                    return Finding(RAW, reason, False)
        if shapes_count and _BECH32_LOOSE.fullmatch(low):
            return Finding(RAW, reasons.RAW_BITCOIN_ADDRESS, False)
    if low.startswith("ln") and _LIGHTNING.fullmatch(low):
        if bech32_valid(low):
            return Finding(RAW, reasons.RAW_LIGHTNING, True)
        if shapes_count:
            return Finding(RAW, reasons.RAW_LIGHTNING, False)
    if _ETHEREUM.fullmatch(low):
        return Finding(RAW, reasons.RAW_ETHEREUM, False)
    if _HEX_RUN.fullmatch(low):
        has_digit = any(c.isdigit() for c in low)
        if len(low) >= 32 or (shapes_count and has_digit and any(c in "abcdef" for c in low)):
            return Finding(RAW, reasons.RAW_HEX, False)
    if _UUID.fullmatch(low):
        return Finding(RAW, reasons.RAW_UUID, False)
    if joined and shapes_count and _TOKENS.match(text):
        return Finding(SECRET, reasons.SECRET_TOKEN, False)
    # An AWS key id in any case: twenty characters after a prefix no word starts with.
    if len(text) == 20 and low.startswith(_AWS_PREFIXES) and _AWS_ID.fullmatch(text):
        return Finding(SECRET, reasons.SECRET_TOKEN, False)
    if _IBAN.fullmatch(text) and iban_number(text):
        return Finding(SECRET, reasons.SECRET_IBAN, True)
    return None


def scan(value: str) -> ValueHits:
    """Read every token of `value` (the case-kept folded form), alone and joined.

    A reading a checksum proves claims its tokens; a shape-only reading of a claimed token (a
    piece of a longer, verified key) does not count.
    """
    findings: list[tuple[int, int, Finding]] = []
    claimed: set[int] = set()

    def note(i: int, j: int, found: Finding | None) -> bool:
        """Record a finding; True once a verified secret is found (nothing can outrank it)."""
        if found is None:
            return False
        findings.append((i, j, found))
        if found.verified:
            claimed.update(range(i, j + 1))
            return found.filter == SECRET
        return False

    tokens: list[str] = []  # as split; the edges keep their dots and dashes for joining
    starts: list[int] = []
    ends: list[int] = []
    for match in _TOKEN.finditer(value):
        token = match.group()
        single = token.strip(".-_")
        k = len(tokens)
        if len(single) >= _MIN_SINGLE and note(k, k, classify(single)):
            return ValueHits(secret=findings[-1][2].reason)
        tokens.append(token)
        starts.append(match.start())
        ends.append(match.end())
    count = len(tokens)
    if count > 1:
        if _joins(value, tokens, starts, ends, claimed, note):
            return ValueHits(secret=findings[-1][2].reason)
    secret = raw = None
    for i, j, found in findings:
        if not found.verified and not claimed.isdisjoint(range(i, j + 1)):
            continue
        if found.filter == SECRET:
            secret = secret or found.reason
        else:
            raw = raw or found.reason
    if secret is None and raw is None:
        return NOTHING
    return ValueHits(secret, raw)


def _joins(
    value: str,
    tokens: list[str],
    starts: list[int],
    ends: list[int],
    claimed: set[int],
    note: Callable[[int, int, Finding | None], bool],
) -> bool:
    """Joined runs: up to four tokens separated by whitespace only, each made of key characters,
    holding a digit; runs through a token a checksum already proved alone are skipped. True once
    a verified secret is found."""
    count = len(tokens)
    lengths = [len(t) for t in tokens]
    usable: dict[int, bool] = {}
    seen: set[tuple[int, int]] = set()
    proved_alone = set(claimed)

    def ok(k: int, last: bool) -> bool:
        if k in proved_alone or not tokens[k] or _JOINABLE.fullmatch(tokens[k]) is None:
            return False
        if last:
            return True
        if k not in usable:
            usable[k] = k + 1 < count and value[ends[k] : starts[k + 1]].isspace()
        return usable[k]

    for d in (k for k, token in enumerate(tokens) if _HAS_DIGIT(token)):
        for i in range(max(0, d - _MAX_JOIN + 1), d + 1):
            size = 0
            for j in range(i, min(i + _MAX_JOIN, count)):
                size += lengths[j]
                if size > _MAX_JOINED:
                    break
                if j == i or j < d or size < _MIN_JOINED or (i, j) in seen:
                    continue
                seen.add((i, j))
                if len(seen) > _MAX_JOINED_READINGS:
                    return False  # bounded work on pathological input, far beyond a note's length
                if not all(ok(k, k == j) for k in range(i, j + 1)):
                    continue
                if note(i, j, classify("".join(tokens[i : j + 1]).strip(".-_"), joined=True)):
                    return True
    return False


# -- values split into pieces ---------------------------------------------------------------------
# A key, address, card or IBAN cut into any number of pieces by separators: every run of pieces
# (Forms.chunks) that starts like one of these formats and has one of its lengths is read joined,
# and counts only when its checksum verifies it (base58check, bech32, Luhn with the card's issuer
# prefix and length, IBAN mod 97 with the country's format), so ordinary numbers and words pass.
_B58_LENGTHS = {"wif": (51, 52), "xkey": (111, 112, 110), "address": tuple(range(26, 36))}
_XKEY_PREFIXES = tuple(_RV["xkey_prefixes"])
_BECH32_PREFIXES = ("bc1", "tb1", "bcrt1")
_NOSTR_PREFIXES = ("nsec1", "npub1")
_CARD_BRANDS = tuple((str(prefix), tuple(lengths)) for prefix, lengths in _SE["card_brands"])
_YEARISH = lazy_re.compile(r"(?:19|20)\d\d")


def _card_brand(digits: str) -> bool:
    """An issuer prefix (IIN) whose card numbers have this length."""
    return any(digits.startswith(prefix) and len(digits) in lengths for prefix, lengths in _CARD_BRANDS)


def _date_like(pieces: list[str]) -> bool:
    """Pieces that read as dates or years ("25/12/2019, 26/12/2019"), never a card."""
    years = sum(1 for p in pieces if _YEARISH.fullmatch(p))
    return years > 0 and all(_YEARISH.fullmatch(p) or len(p) <= 2 for p in pieces)


def _read_window(text: str, low: str, start: int, ends: tuple[int, ...], piece_ends: frozenset[int]) -> Finding | None:
    head = text[start : start + 5]
    first = head[:1]
    # base58check: WIF, extended keys, legacy addresses.
    candidates: tuple[int, ...] = ()
    if head.startswith(_XKEY_PREFIXES):
        candidates = _B58_LENGTHS["xkey"]
    elif first in "5KLc9":
        candidates = _B58_LENGTHS["wif"]
    if first in "13mn2":
        candidates = candidates + _B58_LENGTHS["address"]
    for size in candidates:
        end = start + size
        if end in piece_ends:
            payload = base58check(text[start:end])
            if payload is not None:
                found = _from_base58check(payload)
                if found:
                    return found
    lhead = low[start : start + 5]
    if lhead.startswith(_BECH32_PREFIXES):
        for end in ends:
            if end - start > 90:
                break
            if end - start >= 14 and segwit_address(low[start:end]):
                return Finding(RAW, reasons.RAW_BITCOIN_ADDRESS, True)
    if lhead.startswith(_NOSTR_PREFIXES):
        end = start + 63
        if end in piece_ends and bech32_valid(low[start:end]):
            return Finding(SECRET if lhead.startswith("nsec") else RAW, reasons.SECRET_NOSTR if lhead.startswith("nsec") else reasons.RAW_NOSTR, True)
    if lhead.startswith(_AWS_PREFIXES):
        end = start + 20
        # Split, it needs a digit: "a road trip for research" joins to twenty letters too.
        if end in piece_ends and _AWS_ID.fullmatch(text[start:end]) and _HAS_DIGIT(text, start, end):
            return Finding(SECRET, reasons.SECRET_TOKEN, False)
    if first.isdigit() and first in "23456":
        for end in ends:
            size = end - start
            if size > 19 or not text[start:end].isdigit():
                break
            if size >= 13 and _card_brand(text[start:end]) and card_number(text[start:end]):
                return Finding(SECRET, reasons.SECRET_CARD, True)
    if len(head) >= 4 and head[:2].isalpha() and head[2:4].isdigit():
        upper = text[start:].upper()
        for end in ends:
            size = end - start
            if size > 34:
                break
            if size >= 15 and iban_number(upper[:size]):
                return Finding(SECRET, reasons.SECRET_IBAN, True)
    return None


_MAX_PIECES = 120  # pieces a split value may have (an xprv cut into single characters: 111)
# Where a split value may start (tried at piece starts only, before the slower readings).
_SPLIT_START = lazy_re.compile(_RV["split_start"])


def _scan_chunk(chunk: Chunk) -> Finding | None:
    text = chunk.text
    if not _HAS_DIGIT(text):
        return None
    low = text.lower()
    piece_ends = frozenset(chunk.ends)
    for index, start in enumerate(chunk.starts):
        if index + 1 >= len(chunk.starts):
            break
        if not _SPLIT_START.match(text, start):
            continue
        ends = chunk.ends[index + 1 : index + 1 + _MAX_PIECES]  # two pieces or more: one is read alone
        found = _read_window(text, low, start, ends, piece_ends)
        if found and found.reason == reasons.SECRET_CARD:
            pieces = [text[a:b] for a, b in zip(chunk.starts, chunk.ends, strict=True) if a >= start and b <= start + 19]
            if _date_like(pieces):
                continue
        if found:
            return found
    return None


@lru_cache(maxsize=8)
def scan_split(value: str) -> ValueHits:
    """Keys, addresses, cards, IBANs and AWS key ids split into pieces in `value` (the case-kept
    folded form): the first secret and the first raw value found, by reason."""
    secret = raw = None
    for chunk in chunks_of(value):
        found = _scan_chunk(chunk)
        if found is None:
            continue
        if found.filter == SECRET:
            return ValueHits(secret=found.reason, raw=raw)
        raw = raw or found.reason
    return ValueHits(secret, raw) if raw else NOTHING
