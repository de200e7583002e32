"""A unit of work over the store: one session, the cipher, the policy and the time of the change."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlmodel import Session

from store.crypto import Cipher
from store.guard import Policy, Verdict


@dataclass
class Tx:
    session: Session
    cipher: Cipher
    now: datetime
    policy: Policy
    writable: bool = True
    # The guard's answers by their exact inputs, shared by a rehearsal of a write (Memory.rehearse)
    # and the write itself, which then finds them computed. None: every check runs.
    verdicts: dict[tuple[Any, ...], Verdict] | None = None

    def seal(self, table: str, column: str, row_id: object, value: str) -> bytes:
        return self.cipher.seal(table, column, row_id, value)

    def open(self, table: str, column: str, row_id: object, blob: bytes) -> str:
        return self.cipher.open(table, column, row_id, blob)

    def verdict(self, key: tuple[Any, ...], check: Callable[[], Verdict]) -> Verdict:
        """`check()`, a pure function of `key` (the guard's inputs, all of them), computed once per
        `verdicts`: an answer found there was computed from these very inputs."""
        if self.verdicts is None:
            return check()
        found = self.verdicts.get(key)
        if found is None:
            found = self.verdicts[key] = check()
        return found
