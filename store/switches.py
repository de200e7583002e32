"""The memory switch and the paused categories, kept sealed in the settings table."""

from __future__ import annotations

import json

from store.tables import SettingRow
from store.transaction import Tx

_ENABLED = "memory_enabled"
_PAUSED = "paused_categories"


def _get(tx: Tx, key: str, default: object) -> object:
    row = tx.session.get(SettingRow, key)
    if row is None:
        return default
    return json.loads(tx.open("settings", "value", key, row.value))


def _set(tx: Tx, key: str, value: object) -> None:
    sealed = tx.seal("settings", "value", key, json.dumps(value))
    row = tx.session.get(SettingRow, key)
    if row is None:
        tx.session.add(SettingRow(key=key, value=sealed))
    else:
        row.value = sealed
        tx.session.add(row)
    tx.session.flush()


def memory_enabled(tx: Tx) -> bool:
    return bool(_get(tx, _ENABLED, True))


def set_memory_enabled(tx: Tx, enabled: bool) -> None:
    _set(tx, _ENABLED, bool(enabled))


def paused(tx: Tx) -> list[str]:
    value = _get(tx, _PAUSED, [])
    return sorted(value) if isinstance(value, list) else []


def set_paused(tx: Tx, categories: list[str]) -> None:
    _set(tx, _PAUSED, sorted(set(categories)))


def reseal_all(tx: Tx, values: dict[str, object]) -> None:
    """Write every setting again (after a key rotation the old ciphertexts no longer open)."""
    for key, value in values.items():
        _set(tx, key, value)


def snapshot(tx: Tx) -> dict[str, object]:
    return {_ENABLED: memory_enabled(tx), _PAUSED: paused(tx)}
