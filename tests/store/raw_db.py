"""The store's database file opened directly, for tests that look under memoryd (or rewind it to
how an older schema looked)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path


@contextmanager
def raw_db(data_dir: Path) -> Iterator[sqlite3.Connection]:
    with closing(sqlite3.connect(data_dir / "memoryd.sqlite3")) as conn:
        yield conn
