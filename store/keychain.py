"""The encryption key, kept in the system keychain through `keyring`.

Each data dir has its own entry (`<store id>/<generation>`), so rotating the key writes a new entry
before the database switches to it and removes the old one after: a crash in between loses nothing.
"""

from __future__ import annotations

import base64

import keyring
import keyring.backends.fail
import keyring.errors
from keyring.backend import KeyringBackend

from config.errors import KeychainError
from store.crypto import KEY_BYTES, new_key

_FIX = (
    "choose a keyring backend with PYTHON_KEYRING_BACKEND "
    "(for a headless box: pip install keyrings.alt and set PYTHON_KEYRING_BACKEND=keyrings.alt.file.EncryptedKeyring), "
    "or install and unlock a system keychain (Secret Service, macOS Keychain, Windows Credential Manager)"
)


class EphemeralKeyring(KeyringBackend):
    """A keyring that lives in process memory only; `memoryd demo` uses it for its throwaway data dir."""

    priority = 0  # never chosen automatically

    def __init__(self) -> None:
        super().__init__()
        self._items: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self._items.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self._items[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self._items.pop((service, username), None) is None:
            raise keyring.errors.PasswordDeleteError(username)


def _backend() -> KeyringBackend:
    backend = keyring.get_keyring()
    if isinstance(backend, keyring.backends.fail.Keyring):
        raise KeychainError(f"No keychain is available to hold the encryption key: {_FIX}.")
    return backend


def _entry(store_id: str, generation: int) -> str:
    return f"{store_id}/{generation}"


def read_key(service: str, store_id: str, generation: int) -> bytes | None:
    try:
        raw = _backend().get_password(service, _entry(store_id, generation))
    except keyring.errors.KeyringError as exc:
        raise KeychainError(f"The keychain could not be read ({type(exc).__name__}): unlock it, or {_FIX}.") from None
    if raw is None:
        return None
    key = base64.b64decode(raw)
    if len(key) != KEY_BYTES:
        raise KeychainError("The keychain entry for this data dir is damaged: `memoryd forget --all --yes` starts over.")
    return key


def write_new_key(service: str, store_id: str, generation: int) -> bytes:
    key = new_key()
    try:
        _backend().set_password(service, _entry(store_id, generation), base64.b64encode(key).decode("ascii"))
    except keyring.errors.KeyringError as exc:
        raise KeychainError(f"The keychain refused to store the key ({type(exc).__name__}): unlock it, or {_FIX}.") from None
    return key


def delete_key(service: str, store_id: str, generation: int) -> None:
    try:
        _backend().delete_password(service, _entry(store_id, generation))
    except keyring.errors.PasswordDeleteError:
        pass
    except keyring.errors.KeyringError as exc:
        raise KeychainError(f"The keychain could not remove an old key ({type(exc).__name__}): unlock it and retry.") from None
