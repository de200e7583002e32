"""Encryption at rest, hard deletes and key rotation, checked on the raw database files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import keyring
import keyring.backends.fail
import pytest

from config.errors import KeychainError, StoreError
from store import migrations
from store import notes as notes_mod
from store.memory import Memory
from store.tables import NoteRow

FACTS = [
    ("Prefers answers with concrete examples", "preference"),
    ("Runs a node on a Raspberry Pi", "setup"),
    ("Builds a weather station in the garden", "project"),
]


def raw_files(data_dir: Path) -> bytes:
    """The database, its WAL and shared memory, byte for byte."""
    blob = b""
    for suffix in ("", "-wal", "-shm", "-journal"):
        path = data_dir / f"memoryd.sqlite3{suffix}"
        if path.exists():
            blob += path.read_bytes()
    return blob


def fragments(text: str) -> list[bytes]:
    words = text.split()
    return [" ".join(words[i : i + 2]).encode() for i in range(len(words) - 1)] + [w.encode() for w in words if len(w) > 5]


def test_no_stored_fact_in_raw_files_wal_included(memory: Memory, data_dir: Path, now) -> None:
    for text, category in FACTS:
        memory.add(text, category, now=now())
    memory.remember("I am colour-blind and use high-contrast themes", now=now())
    with memory.write(now=now()) as tx:
        from store import profile

        profile.signal(tx, "lightning")
    assert (data_dir / "memoryd.sqlite3-wal").stat().st_size > 0, "the WAL should hold the writes"
    assert memory.summary(now=now())  # the summary is stored too
    raw = raw_files(data_dir)
    for text, _ in FACTS + [("I am colour-blind and use high-contrast themes", "requested")]:
        for piece in fragments(text):
            assert piece not in raw, piece
    assert b"lightning" not in raw
    assert b"Raspberry" not in raw


def test_hard_delete_leaves_no_ciphertext_behind(memory: Memory, data_dir: Path, now) -> None:
    keep = memory.add("Works in Rust and TypeScript", "background", now=now())
    doomed = memory.add("Cycles to work every morning", "background", now=now())
    with memory.read(now=now()) as tx:
        sealed = tx.session.get(NoteRow, doomed.id).text
    assert sealed in raw_files(data_dir)
    memory.delete(doomed.id, now=now())
    raw = raw_files(data_dir)
    assert sealed not in raw
    assert sealed[13:45] not in raw  # no partial copy of the ciphertext body either
    assert [n.id for n in memory.notes(now=now())] == [keep.id]
    assert all(change.note_id != doomed.id or "Cycles" not in change.reason for change in memory.changes(now=now()))


def test_ciphertext_is_bound_to_its_row(memory: Memory, now) -> None:
    first = memory.add("Prefers metric units", "preference", now=now())
    second = memory.add("Lives near the sea", "background", now=now())
    with memory.write(now=now()) as tx:
        a = tx.session.get(NoteRow, first.id)
        b = tx.session.get(NoteRow, second.id)
        b.text = a.text
        tx.session.add(b)
    # the moved ciphertext does not open in its new row: that note is skipped (and named in a
    # warning), the other stays readable, and reading the moved one names it as damaged
    assert [note.id for note in memory.notes(now=now())] == [first.id]
    with pytest.raises(StoreError, match="damaged"):
        memory.edit(second.id, "Lives near the coast", now=now())


def test_sqlite_pragmas(memory: Memory, data_dir: Path) -> None:
    conn = sqlite3.connect(data_dir / "memoryd.sqlite3")
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()
    with memory.db._writer.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA secure_delete").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 10_000
        conn.rollback()
    assert oct((data_dir / "memoryd.sqlite3").stat().st_mode & 0o777) == "0o600"


def test_forget_all_rotates_the_key(memory: Memory, settings, data_dir: Path, now) -> None:
    memory.add("Uses Sparrow on desktop", "setup", now=now())
    memory.pause("goal", now=now())
    old_generation = memory.key_generation
    old_entry = f"{memory.store_id}/{old_generation}"
    assert keyring.get_password(settings.keyring_service, old_entry)
    memory.forget_all(now=now())
    assert keyring.get_password(settings.keyring_service, old_entry) is None
    assert memory.key_generation == old_generation + 1
    assert memory.notes(now=now()) == []
    assert memory.summary(now=now()) == ""
    assert memory.paused(now=now()) == ["goal"]  # settings survive, sealed with the new key
    memory.close()
    reopened = Memory.open(settings, now=now())
    assert reopened.key_generation == old_generation + 1
    assert [c.action for c in reopened.changes(now=now())] == ["forget"]
    reopened.close()


def test_missing_keychain_backend_names_the_fix(settings, now) -> None:
    previous = keyring.get_keyring()
    keyring.set_keyring(keyring.backends.fail.Keyring())
    try:
        with pytest.raises(KeychainError, match="PYTHON_KEYRING_BACKEND"):
            Memory.open(settings, now=now())
    finally:
        keyring.set_keyring(previous)


def test_plaintext_keyring_is_refused_without_the_opt_in(data_dir, now) -> None:
    """keyrings.alt's PlaintextKeyring (the tests' backend) writes the key in the clear: without
    allow_plaintext_key the store refuses to open, says why and names the opt-in, and writes nothing."""
    from config.settings import load_settings

    strict = load_settings(data_dir, allow_plaintext_key=False)
    with pytest.raises(KeychainError, match="MEMORYD_ALLOW_PLAINTEXT_KEY=1") as caught:
        Memory.open(strict, now=now())
    assert "PlaintextKeyring" in str(caught.value)
    assert "\n" not in str(caught.value)
    opted_in = Memory.open(load_settings(data_dir, allow_plaintext_key=True), now=now())
    opted_in.close()
    with pytest.raises(KeychainError, match="plain text"):  # an existing store is refused the same way
        Memory.open(strict, now=now())


def test_encrypted_file_keyring_is_the_headless_choice(data_dir, tmp_path, monkeypatch, now) -> None:
    """keyrings.cryptfile's CryptFileKeyring (argon2id + AES) holds the key in a file sealed with a
    passphrase that memoryd takes from KEYRING_CRYPTFILE_PASSWORD, never prompting: without it, or
    with a wrong one, one sentence; with it, the store opens with no plaintext opt-in and the
    key file does not hold the key in the clear."""
    from keyrings.cryptfile.cryptfile import CryptFileKeyring

    from config.settings import load_settings
    from store.keychain import PASSPHRASE_ENV

    def backend() -> CryptFileKeyring:
        fresh = CryptFileKeyring()
        fresh.file_path = str(tmp_path / "cryptfile_pass.cfg")
        return fresh

    strict = load_settings(data_dir, allow_plaintext_key=False)
    previous = keyring.get_keyring()
    try:
        monkeypatch.delenv(PASSPHRASE_ENV, raising=False)
        keyring.set_keyring(backend())
        with pytest.raises(KeychainError, match=PASSPHRASE_ENV):
            Memory.open(strict, now=now())
        monkeypatch.setenv(PASSPHRASE_ENV, "correct horse battery staple")
        keyring.set_keyring(backend())
        memory = Memory.open(strict, now=now())
        memory.add("Runs a node on a Raspberry Pi", "setup", now=now())
        entry = f"{memory.store_id}/{memory.key_generation}"
        key = keyring.get_password(strict.keyring_service, entry)
        memory.close()
        assert key and key not in (tmp_path / "cryptfile_pass.cfg").read_text()
        monkeypatch.setenv(PASSPHRASE_ENV, "wrong passphrase")
        keyring.set_keyring(backend())
        with pytest.raises(KeychainError, match="does not open") as caught:
            Memory.open(strict, now=now())
        assert "wrong passphrase" not in str(caught.value)
        monkeypatch.setenv(PASSPHRASE_ENV, "correct horse battery staple")
        keyring.set_keyring(backend())
        reopened = Memory.open(strict, now=now())
        assert [n.text for n in reopened.notes(now=now())] == ["Runs a node on a Raspberry Pi"]
        reopened.close()
    finally:
        keyring.set_keyring(previous)


def test_lost_key_is_a_clear_error_and_forget_recovers(memory: Memory, settings, now) -> None:
    memory.add("Prefers dark themes", "preference", now=now())
    keyring.delete_password(settings.keyring_service, f"{memory.store_id}/{memory.key_generation}")
    memory.close()
    with pytest.raises(KeychainError, match="forget --all --yes"):
        Memory.open(settings, now=now())
    recovered = Memory.open(settings, allow_missing_key=True, now=now())
    recovered.forget_all(now=now())
    assert recovered.notes(now=now()) == []
    recovered.close()


def test_schema_version_recorded_and_migrations_idempotent(memory: Memory, settings, data_dir: Path, now) -> None:
    memory.close()
    Memory.open(settings, now=now()).close()
    conn = sqlite3.connect(data_dir / "memoryd.sqlite3")
    try:
        versions = conn.execute("SELECT version FROM schema_migrations").fetchall()
        assert versions == [(version,) for version, _, _ in migrations.MIGRATIONS]
        conn.execute("INSERT INTO schema_migrations VALUES (99, 'from the future', '2030-01-01')")
        conn.commit()
    finally:
        conn.close()
    with pytest.raises(StoreError, match="newer than this memoryd"):
        Memory.open(settings, now=now())


def test_note_ids_are_opaque(memory: Memory, now) -> None:
    note = memory.add("Likes hiking in the Alps", "interest", now=now())
    assert note.id.startswith("n_") and len(note.id) == 14
    assert notes_mod.new_id() != notes_mod.new_id()
