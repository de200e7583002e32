"""Does the keychain's key open this database? Checked when the store opens, so a replaced key is
one clear sentence, not every note skipped as damaged or every command failing on its own."""

from __future__ import annotations

from collections.abc import Iterator

from sqlmodel import Session, select

from config.errors import StoreError
from store.crypto import Cipher
from store.tables import ChangeRow, NoteRow, SettingRow, SummaryRow

SAMPLE = 3  # rows tried per table: one damaged row must not pass for a wrong key


def _sealed(session: Session) -> Iterator[tuple[str, str, object, bytes]]:
    for row in session.exec(select(SettingRow).limit(SAMPLE)).all():
        yield "settings", "value", row.key, row.value
    for row in session.exec(select(SummaryRow).limit(1)).all():
        yield "summary", "text", row.id, row.text
    for row in session.exec(select(ChangeRow).order_by(ChangeRow.id.desc()).limit(SAMPLE)).all():
        yield "change_log", "reason", row.id, row.reason
    for row in session.exec(select(NoteRow).limit(SAMPLE)).all():
        yield "notes", "text", row.id, row.text


def key_opens(session: Session, cipher: Cipher) -> bool:
    """True when any sampled sealed value opens (or there is none yet); False when none does."""
    tried = False
    for table, column, row_id, blob in _sealed(session):
        tried = True
        try:
            cipher.open(table, column, row_id, blob)
        except StoreError:
            continue
        return True
    return not tried
