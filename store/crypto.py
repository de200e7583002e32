"""AES-256-GCM for every text field, each value bound to its table, column and row."""

from __future__ import annotations

import hashlib
import hmac
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from config.errors import StoreError

_VERSION = b"\x01"
_NONCE_BYTES = 12
KEY_BYTES = 32


def new_key() -> bytes:
    return AESGCM.generate_key(bit_length=256)


class Cipher:
    """Seals and opens field values. The associated data is `memoryd/v1/<table>/<column>/<row id>`,
    so a ciphertext copied into another row or column no longer opens."""

    def __init__(self, key: bytes):
        if len(key) != KEY_BYTES:
            raise StoreError("The encryption key has the wrong length: the keychain entry is damaged.")
        self._aead = AESGCM(key)
        self._mac_key = hashlib.sha256(b"memoryd/v1/ids" + key).digest()

    @staticmethod
    def _aad(table: str, column: str, row_id: object) -> bytes:
        return f"memoryd/v1/{table}/{column}/{row_id}".encode()

    def seal(self, table: str, column: str, row_id: object, plaintext: str) -> bytes:
        nonce = os.urandom(_NONCE_BYTES)
        return _VERSION + nonce + self._aead.encrypt(nonce, plaintext.encode("utf-8"), self._aad(table, column, row_id))

    def open(self, table: str, column: str, row_id: object, blob: bytes) -> str:
        if not blob or blob[:1] != _VERSION:
            raise StoreError(f"A stored value in {table}.{column} has an unknown format: the database is damaged.")
        nonce, body = blob[1 : 1 + _NONCE_BYTES], blob[1 + _NONCE_BYTES :]
        try:
            return self._aead.decrypt(nonce, body, self._aad(table, column, row_id)).decode("utf-8")
        except InvalidTag:
            raise StoreError(
                f"A stored value in {table}.{column} does not decrypt with the keychain's key: "
                "the key was replaced or the database was altered. `memoryd forget --all --yes` starts over."
            ) from None

    def keyed_id(self, purpose: str, value: str) -> str:
        """A stable row id derived from a value without revealing it (used for profile concepts)."""
        return hmac.new(self._mac_key, f"{purpose}:{value}".encode(), hashlib.sha256).hexdigest()[:24]
