"""The encryption key, kept in the system keychain through `keyring`.

Each data dir has its own entry (`<store id>/<generation>`), so rotating the key writes a new entry
before the database switches to it and removes the old one after: a crash in between loses nothing.
"""

from __future__ import annotations

import base64
import binascii
import os

import keyring
import keyring.backends.fail
import keyring.errors
from keyring.backend import KeyringBackend

from config.errors import KeychainError
from store.crypto import KEY_BYTES, new_key

_FIX = (
    "install and unlock a system keychain (Secret Service such as gnome-keyring or KeePassXC, macOS Keychain, "
    "Windows Credential Manager), or on a headless box use the encrypted file keyring: "
    "PYTHON_KEYRING_BACKEND=keyrings.cryptfile.cryptfile.CryptFileKeyring with its passphrase in KEYRING_CRYPTFILE_PASSWORD"
)
_PLAINTEXT_FIX = (
    "The keyring backend {name} keeps the encryption key in plain text, so encryption at rest would protect nothing: "
    f"{_FIX}; for tests or a throwaway box only, accept it with MEMORYD_ALLOW_PLAINTEXT_KEY=1 (config key allow_plaintext_key)."
)
# Backends known to write secrets in the clear, by class (module and name).
_PLAINTEXT_BACKENDS = frozenset(("keyrings.alt.file.PlaintextKeyring", "keyring_insecure_backend.InsecureKeyring"))


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


def _class_name(backend: KeyringBackend) -> str:
    return f"{type(backend).__module__}.{type(backend).__qualname__}"


def plaintext_backends(backend: KeyringBackend) -> list[str]:
    """The backends among `backend` (and those a chainer backend wraps) that store secrets in plain text."""
    inner = getattr(backend, "backends", None)
    candidates = [backend, *inner] if isinstance(inner, (list, tuple)) else [backend]
    return [_class_name(b) for b in candidates if _class_name(b) in _PLAINTEXT_BACKENDS or "plaintext" in type(b).__name__.lower()]


PASSPHRASE_ENV = "KEYRING_CRYPTFILE_PASSWORD"


def _unlock_file_keyring(backend: KeyringBackend) -> None:
    """An encrypted file keyring (keyrings.cryptfile's CryptFileKeyring, the headless choice) asks
    for its passphrase on a terminal; a service has none, so memoryd gives it the passphrase from
    the environment and never prompts."""
    if not hasattr(type(backend), "keyring_key") or getattr(backend, "_keyring_key", None) is not None:
        return
    passphrase = os.environ.get(PASSPHRASE_ENV, "")
    if not passphrase.strip():
        raise KeychainError(
            f"The encrypted file keyring {_class_name(backend)} needs its passphrase and memoryd never prompts for it: "
            f"set {PASSPHRASE_ENV} in memoryd's environment (for the service, from a file only you can read)."
        )
    try:
        backend.keyring_key = passphrase  # type: ignore[attr-defined]
    except ValueError:
        raise KeychainError(f"The passphrase in {PASSPHRASE_ENV} does not open the encrypted file keyring: set the right one.") from None


def _backend(*, allow_plaintext: bool) -> KeyringBackend:
    backend = keyring.get_keyring()
    if isinstance(backend, keyring.backends.fail.Keyring):
        raise KeychainError(f"No keychain is available to hold the encryption key: {_FIX}.")
    plain = plaintext_backends(backend)
    if plain and not allow_plaintext:
        raise KeychainError(_PLAINTEXT_FIX.format(name=plain[0]))
    _unlock_file_keyring(backend)
    return backend


def _entry(store_id: str, generation: int) -> str:
    return f"{store_id}/{generation}"


def read_key(service: str, store_id: str, generation: int, *, allow_plaintext: bool = False) -> bytes | None:
    try:
        raw = _backend(allow_plaintext=allow_plaintext).get_password(service, _entry(store_id, generation))
    except keyring.errors.KeyringError as exc:
        raise KeychainError(f"The keychain could not be read ({type(exc).__name__}): unlock it, or {_FIX}.") from None
    if raw is None:
        return None
    try:
        key = base64.b64decode(raw, validate=True)
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != KEY_BYTES:
        raise KeychainError("The keychain entry for this data dir is damaged: `memoryd forget --all --yes` starts over.")
    return key


def write_new_key(service: str, store_id: str, generation: int, *, allow_plaintext: bool = False) -> bytes:
    key = new_key()
    try:
        _backend(allow_plaintext=allow_plaintext).set_password(service, _entry(store_id, generation), base64.b64encode(key).decode("ascii"))
    except keyring.errors.KeyringError as exc:
        raise KeychainError(f"The keychain refused to store the key ({type(exc).__name__}): unlock it, or {_FIX}.") from None
    return key


def delete_key(service: str, store_id: str, generation: int, *, allow_plaintext: bool = False) -> None:
    try:
        _backend(allow_plaintext=allow_plaintext).delete_password(service, _entry(store_id, generation))
    except keyring.errors.PasswordDeleteError:
        pass
    except keyring.errors.KeyringError as exc:
        raise KeychainError(f"The keychain could not remove an old key ({type(exc).__name__}): unlock it and retry.") from None
