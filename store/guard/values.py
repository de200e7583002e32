"""Keys, addresses and tokens read from the tokens of a text.

Each token is read on its own, and runs of up to four tokens separated only by whitespace are
also read joined, so a key cut by a line break or spaces is still caught. A joined reading counts
when a checksum verifies it (base58check, bech32, IBAN), or, for the unverified shapes, when it
holds at least three digits, so ordinary words glued together do not trip a shape.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from store.guard import reasons
from store.guard.checksums import base58check, bech32_valid, iban_number, segwit_address
from store.guard.policy_data import alternation, section

SECRET = "secret"
RAW = "raw_value"

_RV = section("raw_value")
_SE = section("secret")

# Split on whitespace and on punctuation no key format uses ("bitcoin:bc1q...?amount=").
_TOKEN = re.compile(r"[^\s,;:!?()\[\]{}<>\"'«»“”‘’|/=&#*\\]+")
_JOINABLE = re.compile(r"[A-Za-z0-9_\-+.]+")
_MAX_JOIN = 4
_MIN_SINGLE = 14
_MIN_JOINED = 20
_MAX_JOINED = 130
_JOINED_SHAPE_DIGITS = 3

_BASE58 = re.compile(r"[1-9A-HJ-NP-Za-km-z]{25,112}")
_XPRV = re.compile(_RV["xprv_shape"])
_XPUB = re.compile(_RV["xpub_shape"])
_WIF = re.compile(_RV["wif_shape"])
_B58_ADDRESS = re.compile(_RV["base58_address_shape"])
_BECH32_ADDRESS = re.compile(_RV["bech32_address_shape"])
_BECH32_LOOSE = re.compile(_RV["bech32_loose_shape"])
_NOSTR_PUBLIC = re.compile(_RV["nostr_public"])
_NOSTR_SECRET = re.compile(_RV["nostr_secret"])
_LIGHTNING = re.compile(alternation(_RV["lightning"]))
_OTHER_BECH32 = re.compile(alternation(_RV["other_bech32"]))
_ETHEREUM = re.compile(_RV["ethereum"])
_HEX_RUN = re.compile(_RV["hex_run"])
_UUID = re.compile(_RV["uuid"])
_TOKENS = re.compile(alternation(_SE["token_patterns"]))
_IBAN = re.compile(r"[A-Za-z]{2}\d{2}[A-Za-z0-9]{11,30}")

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


def _from_base58check(payload: bytes) -> tuple[str, str] | None:
    size = len(payload)
    if size == 21:
        if payload[0] in _P2PKH_P2SH_VERSIONS:
            return RAW, reasons.RAW_BITCOIN_ADDRESS
        return RAW, reasons.RAW_ENCODED
    if payload[0] in _WIF_VERSIONS and (size == 33 or (size == 34 and payload[-1] == 1)):
        return SECRET, reasons.SECRET_WIF
    if size == 78:
        # An extended private key holds 0x00 + 32 bytes where a public one holds 02/03 + 32.
        return (SECRET, reasons.SECRET_XPRV) if payload[45] == 0 else (RAW, reasons.RAW_XPUB)
    if size >= 16:
        return RAW, reasons.RAW_ENCODED
    return None


def classify(text: str, joined: bool = False) -> tuple[str, str] | None:
    """(filter, reason) for one token or joined run of tokens, or None."""
    shapes_count = not joined or sum(c.isdigit() for c in text) >= _JOINED_SHAPE_DIGITS
    if _BASE58.fullmatch(text):
        payload = base58check(text)
        if payload is not None:
            found = _from_base58check(payload)
            if found:
                return found
        if shapes_count:
            if _XPRV.fullmatch(text):
                return SECRET, reasons.SECRET_XPRV
            if _XPUB.fullmatch(text):
                return RAW, reasons.RAW_XPUB
            if _mixed(text):
                if _WIF.fullmatch(text):
                    return SECRET, reasons.SECRET_WIF
                if _B58_ADDRESS.fullmatch(text):
                    return RAW, reasons.RAW_BITCOIN_ADDRESS
    low = text.lower()
    if "1" in low:
        if _NOSTR_SECRET.fullmatch(low) and (shapes_count or bech32_valid(low)):
            return SECRET, reasons.SECRET_NOSTR
        if _BECH32_ADDRESS.fullmatch(low) and segwit_address(low):
            return RAW, reasons.RAW_BITCOIN_ADDRESS
        if _NOSTR_PUBLIC.fullmatch(low) and (shapes_count or bech32_valid(low)):
            return RAW, reasons.RAW_NOSTR
        if _OTHER_BECH32.fullmatch(low) and (shapes_count or bech32_valid(low)):
            return RAW, reasons.RAW_ENCODED
        if shapes_count and _BECH32_LOOSE.fullmatch(low):
            return RAW, reasons.RAW_BITCOIN_ADDRESS
    if low.startswith("ln") and _LIGHTNING.fullmatch(low) and (shapes_count or bech32_valid(low)):
        return RAW, reasons.RAW_LIGHTNING
    if _ETHEREUM.fullmatch(low):
        return RAW, reasons.RAW_ETHEREUM
    if _HEX_RUN.fullmatch(low):
        has_digit = any(c.isdigit() for c in low)
        if (has_digit and any(c in "abcdef" for c in low)) or len(low) >= 32:
            if shapes_count or len(low) >= 32:
                return RAW, reasons.RAW_HEX
    if _UUID.fullmatch(low):
        return RAW, reasons.RAW_UUID
    if joined and shapes_count and _TOKENS.match(text):
        return SECRET, reasons.SECRET_TOKEN
    if _IBAN.fullmatch(text) and iban_number(text):
        return SECRET, reasons.SECRET_IBAN
    return None


def scan(value: str) -> ValueHits:
    """Read every token of `value` (the case-kept folded form), alone and joined."""
    spans = [(m.start(), m.end(), m.group().strip(".-_")) for m in _TOKEN.finditer(value)]
    secret = raw = None

    def note(found: tuple[str, str] | None) -> None:
        nonlocal secret, raw
        if found is None:
            return
        if found[0] == SECRET:
            secret = secret or found[1]
        else:
            raw = raw or found[1]

    for _, _, token in spans:
        if len(token) >= _MIN_SINGLE:
            note(classify(token))
            if secret:
                return ValueHits(secret, raw)
    # Joined runs: tokens separated by whitespace only, each made of key characters.
    count = len(spans)
    for i in range(count - 1):
        first = spans[i][2]
        if not first or not _JOINABLE.fullmatch(first):
            continue
        joined = first
        for j in range(i + 1, min(i + _MAX_JOIN, count)):
            piece = spans[j][2]
            if not piece or not value[spans[j - 1][1] : spans[j][0]].isspace() or not _JOINABLE.fullmatch(piece):
                break
            joined += piece
            if len(joined) > _MAX_JOINED:
                break
            if len(joined) >= _MIN_JOINED and any(c.isdigit() for c in joined):
                note(classify(joined, joined=True))
                if secret:
                    return ValueHits(secret, raw)
    if secret is None and raw is None:
        return NOTHING
    return ValueHits(secret, raw)
