"""Per conversation, how far passes have read it: a user-turn count and a keyed digest of those
turns, so an unchanged conversation is recognised without keeping its text."""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import delete

from store.clock import to_db
from store.tables import WatermarkRow
from store.transaction import Tx


@dataclass(frozen=True)
class Watermark:
    user_turns: int
    digest: str


def conversation_key(tx: Tx, conversation_id: str) -> str:
    return tx.cipher.keyed_id("conversation", conversation_id)


def digest(tx: Tx, user_texts: list[str]) -> str:
    return tx.cipher.keyed_id("turns", "\x1e".join(user_texts))


def get(tx: Tx, conversation_id: str) -> Watermark | None:
    row = tx.session.get(WatermarkRow, conversation_key(tx, conversation_id))
    return Watermark(row.user_turns, row.digest) if row else None


def advance(tx: Tx, conversation_id: str, user_texts: list[str]) -> None:
    key = conversation_key(tx, conversation_id)
    row = tx.session.get(WatermarkRow, key) or WatermarkRow(id=key, user_turns=0, digest="", updated_at=to_db(tx.now))
    row.user_turns = len(user_texts)
    row.digest = digest(tx, user_texts)
    row.updated_at = to_db(tx.now)
    tx.session.add(row)
    tx.session.flush()


def first_new_user_turn(tx: Tx, conversation_id: str, user_texts: list[str]) -> int | None:
    """How many user turns were already processed (0 if the history changed), or None if nothing is new."""
    mark = get(tx, conversation_id)
    if mark is None:
        return 0
    seen = min(mark.user_turns, len(user_texts))
    if seen == mark.user_turns and digest(tx, user_texts[:seen]) == mark.digest:
        return None if len(user_texts) == seen else seen
    return 0  # the processed part was edited: read it all again


def erase(tx: Tx) -> None:
    tx.session.exec(delete(WatermarkRow))
