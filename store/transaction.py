"""A unit of work over the store: one session, the cipher, the policy and the time of the change."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlmodel import Session

from store.crypto import Cipher
from store.guard import Policy


@dataclass
class Tx:
    session: Session
    cipher: Cipher
    now: datetime
    policy: Policy
    writable: bool = True

    def seal(self, table: str, column: str, row_id: object, value: str) -> bytes:
        return self.cipher.seal(table, column, row_id, value)

    def open(self, table: str, column: str, row_id: object, blob: bytes) -> str:
        return self.cipher.open(table, column, row_id, blob)
