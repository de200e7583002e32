"""Running counters for `status`: passes, skips by reason, model calls, tokens in and out."""

from __future__ import annotations

from sqlmodel import select

from store.tables import CounterRow
from store.transaction import Tx


def bump(tx: Tx, name: str, amount: int = 1) -> None:
    row = tx.session.get(CounterRow, name) or CounterRow(name=name, value=0)
    row.value += amount
    tx.session.add(row)
    tx.session.flush()


def read_all(tx: Tx) -> dict[str, int]:
    return {row.name: row.value for row in tx.session.exec(select(CounterRow)).all()}
