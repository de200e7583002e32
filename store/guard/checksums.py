"""Checksum validators (embit, python-stdnum, phonenumbers), wrapped to answer yes or no.

Checksums are what keep the guard free of false positives when it tries several ways of
reading a value (joined across line breaks, case changed).
"""

from __future__ import annotations

import ipaddress

import phonenumbers
from embit import base58, bech32
from stdnum import iban, luhn
from stdnum.fr import nir

BASE58_ALPHABET = frozenset("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
BECH32_HRPS = ("bcrt", "bc", "tb")


def base58check(text: str) -> bytes | None:
    """The payload of a valid base58check string, or None."""
    if not BASE58_ALPHABET.issuperset(text):
        return None
    try:
        return base58.decode_check(text)
    except (ValueError, IndexError):
        return None


def segwit_address(text: str) -> bool:
    """A valid bech32 / bech32m segwit address (any case), mainnet, testnet or regtest."""
    text = text.lower()
    for hrp in BECH32_HRPS:
        if text.startswith(hrp + "1"):
            try:
                version, program = bech32.decode(hrp, text)
            except (ValueError, TypeError, IndexError):
                return False
            return version is not None and program is not None
    return False


def bech32_valid(text: str) -> bool:
    """Any valid bech32 / bech32m string (nostr keys, lightning invoices...), no length limit."""
    text = text.lower()
    pos = text.rfind("1")
    if pos < 1 or pos + 7 > len(text) or not text.isascii():
        return False
    data = [bech32.CHARSET.find(c) for c in text[pos + 1 :]]
    if -1 in data:
        return False
    return bech32.bech32_verify_checksum(text[:pos], data) is not None


def card_number(digits: str) -> bool:
    return 13 <= len(digits) <= 19 and luhn.is_valid(digits)


def iban_number(text: str) -> bool:
    return iban.is_valid(text)


def nir_number(text: str) -> bool:
    return nir.is_valid(text)


def ip_v6(text: str) -> bool:
    try:
        ipaddress.IPv6Address(text)
    except ValueError:
        return False
    return True


def phone_number(candidate: str, regions: tuple[str, ...]) -> bool:
    """An international number that is possible, or a national one valid in one of `regions`."""
    stripped = candidate.strip()
    international = stripped.startswith("+") or stripped.startswith("00")
    if international:
        text = "+" + stripped[2:] if stripped.startswith("00") else stripped
        try:
            return phonenumbers.is_possible_number(phonenumbers.parse(text, None))
        except phonenumbers.NumberParseException:
            return False
    for region in regions:
        try:
            number = phonenumbers.parse(stripped, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return True
    return False
