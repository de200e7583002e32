"""One sentence and nothing lost, for every fault (issue 9): a damaged, truncated or emptied
database, a read-only data dir, a bad key in the keychain, one note whose ciphertext is damaged;
and `memoryd doctor`, which names each problem with its fix."""

from __future__ import annotations

import base64
import json
import logging
import os
import shutil
import sqlite3
import subprocess
import uuid
from contextlib import contextmanager
from pathlib import Path

import keyring
import pytest

from config.settings import load_settings
from store import queue
from store.crypto import Cipher, new_key
from store.memory import Memory
from tests.conftest import NOW
from worker.cli.main import main

WORDS = "apple river stone cloud piano garden violin tiger forest candle mirror rocket silver harbor meadow lantern".split()


def populate(cli, count: int = 40) -> None:
    for i in range(count):
        code, _, err = cli("add", f"Enjoys the {WORDS[i % 16]} club and the {WORDS[(i * 7) % 16]} society {i}", "--category", "interest")
        assert code == 0, err


def db_file(data_dir: Path) -> Path:
    return data_dir / "memoryd.sqlite3"


def one_sentence(err: str) -> str:
    assert "Traceback" not in err and "Internal error" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("damage", ["garbage", "truncated", "flipped"])
def test_a_damaged_database_gets_one_sentence_and_is_not_touched(cli, data_dir: Path, damage: str) -> None:
    populate(cli)
    path = db_file(data_dir)
    good = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"not a database at all " * 500)
    elif damage == "truncated":
        path.write_bytes(good[: len(good) // 2])
    else:  # a run of bytes flipped in the middle of the file, where the notes' pages are
        page = len(good) // 2 // 4096 * 4096  # a page header and its first cells
        path.write_bytes(good[:page] + bytes(b ^ 0xFF for b in good[page : page + 600]) + good[page + 600 :])
    before = path.read_bytes()
    for command in (("notes",), ("export",), ("add", "Likes tea", "--category", "preference")):
        code, out, err = cli(*command)
        sentence = one_sentence(err)
        assert code == 1 and out == "" and str(path) in sentence and "damaged" in sentence and "backup" in sentence
    assert path.read_bytes() == before  # nothing written, nothing replaced


def test_a_database_emptied_to_0_bytes_is_not_silently_a_new_store(cli, data_dir: Path) -> None:
    populate(cli, 3)
    path = db_file(data_dir)
    path.write_bytes(b"")
    code, out, err = cli("notes", "--json")
    sentence = one_sentence(err)
    assert code == 1 and str(path) in sentence and "0 bytes" in sentence
    assert json.loads(out)["error"] == {"message": sentence, "code": 1, "type": "store"}  # --json: one document, errors too
    assert path.stat().st_size == 0
    assert cli("add", "Likes tea", "--category", "preference")[0] == 1 and path.stat().st_size == 0


def test_a_fresh_data_dir_still_starts_an_empty_store(cli, data_dir: Path) -> None:
    assert cli("notes")[0] == 0 and db_file(data_dir).stat().st_size > 0
    assert cli("notes")[0] == 0


def _store_entry(data_dir: Path) -> tuple[str, str]:
    with sqlite3.connect(db_file(data_dir)) as conn:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    return "memoryd", f"{meta['store_id']}/{meta['key_generation']}"


@pytest.mark.parametrize("value", ["not base64 at all!", base64.b64encode(b"short").decode(), base64.b64encode(os.urandom(32)).decode()])
def test_a_bad_key_in_the_keychain_gets_one_sentence(cli, data_dir: Path, value: str) -> None:
    populate(cli, 3)
    service, entry = _store_entry(data_dir)
    keyring.set_password(service, entry, value)
    before = db_file(data_dir).read_bytes()
    code, out, err = cli("notes")
    sentence = one_sentence(err)
    assert code == 1 and out == "" and "keychain" in sentence and "forget --all --yes" in sentence
    assert db_file(data_dir).read_bytes() == before
    assert cli("forget", "--all", "--yes")[0] == 0  # the way out named in the sentence works
    assert cli("notes", "--json")[1].strip() == '{"notes": []}'


def test_one_damaged_note_is_skipped_and_named_the_rest_readable_and_exportable(cli, data_dir: Path, caplog) -> None:
    populate(cli, 5)
    notes = json.loads(cli("notes", "--json")[1])["notes"]
    victim = notes[2]["id"]
    with sqlite3.connect(db_file(data_dir)) as conn:
        (blob,) = conn.execute("SELECT text FROM notes WHERE id = ?", (victim,)).fetchone()
        conn.execute("UPDATE notes SET text = ? WHERE id = ?", (blob[:-1] + bytes([blob[-1] ^ 1]), victim))
    with caplog.at_level(logging.WARNING):
        code, out, _ = cli("notes", "--json")
        assert code == 0 and [n["id"] for n in json.loads(out)["notes"]] == [n["id"] for n in notes if n["id"] != victim]
        code, out, _ = cli("export", "--json")
        assert code == 0 and len(json.loads(out)["notes"]) == 4
        assert cli("context", "Which clubs do I enjoy?")[0] == 0
        assert cli("add", "Likes green tea", "--category", "preference")[0] == 0
    assert victim in caplog.text and "delete" in caplog.text
    assert cli("delete", victim)[0] == 0  # the way out named in the warning
    assert len(json.loads(cli("notes", "--json")[1])["notes"]) == 5


@contextmanager
def read_only(data_dir: Path, tmp_path: Path):
    """The data dir, made read-only: by its mode, or (root ignores modes) as a read-only tmpfs."""
    if os.geteuid() != 0:
        data_dir.chmod(0o500)
        try:
            yield data_dir
        finally:
            data_dir.chmod(0o700)
        return
    mount = tmp_path / f"ro-{uuid.uuid4().hex[:6]}"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m,mode=0700", "tmpfs", str(mount)], capture_output=True).returncode:
        pytest.skip("running as root without the right to mount a read-only file system")
    try:
        for item in data_dir.iterdir():
            shutil.copy2(item, mount / item.name)
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True, capture_output=True)
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], capture_output=True)


def test_a_read_only_data_dir_gets_one_sentence(data_dir: Path, tmp_path: Path, capsys, now) -> None:
    assert main(["--data-dir", str(data_dir), "add", "Likes tea", "--category", "preference"]) == 0
    with read_only(data_dir, tmp_path) as frozen:
        capsys.readouterr()
        for command in (("add", "Likes coffee", "--category", "preference"), ("notes",)):
            code = main(["--data-dir", str(frozen), *command])
            out, err = capsys.readouterr()
            sentence = one_sentence(err)
            assert code == 1 and out == "" and str(frozen) in sentence and "writable" in sentence


@pytest.fixture
def model_file(tmp_path: Path, monkeypatch) -> Path:
    path = tmp_path / "model.gguf"
    path.write_bytes(b"GGUF")
    monkeypatch.setenv("MEMORYD_MODEL_PATH", str(path))
    return path


def test_doctor_passes_on_a_healthy_store_and_names_each_problem_with_its_fix(cli, data_dir: Path, model_file: Path) -> None:
    populate(cli, 3)
    code, out, _ = cli("doctor", "--json")
    report = json.loads(out)
    assert code == 0 and report["ok"] and {c["check"] for c in report["checks"]} == {"keyring", "key", "database", "permissions", "socket", "model", "queue"}
    assert cli("doctor")[1].startswith("All ")

    memory = Memory.open(load_settings(data_dir), now=NOW)
    with memory.write(memory_changes=False, now=NOW) as tx:
        tx.cipher = Cipher(new_key())
        queue.enqueue(tx, "c-old", "{}", "manual")
    memory.close()
    cli("drain", "--rules-only")  # parks it
    data_dir.chmod(0o755)
    db_file(data_dir).chmod(0o644)
    model_file.unlink()
    code, out, _ = cli("doctor")
    lines = out.strip().splitlines()
    assert code == 1 and all("Fix: " in line for line in lines)
    assert any(f"chmod 700 {data_dir}" in line for line in lines) and any(f"chmod 600 {db_file(data_dir)}" in line for line in lines)
    assert any(line.startswith("model:") for line in lines) and any(line.startswith("queue: 1 job(s) failed") for line in lines), lines


@pytest.mark.parametrize("fault", ["damaged", "emptied", "key"])
def test_doctor_finds_a_damaged_database_or_a_wrong_key_and_writes_nothing(cli, data_dir: Path, model_file: Path, fault: str) -> None:
    populate(cli, 3)
    path = db_file(data_dir)
    if fault == "damaged":
        good = path.read_bytes()
        page = len(good) // 2 // 4096 * 4096
        path.write_bytes(good[:page] + b"\xff" * 200 + good[page + 200 :])
    elif fault == "emptied":
        path.write_bytes(b"")
    else:
        service, entry = _store_entry(data_dir)
        keyring.set_password(service, entry, base64.b64encode(os.urandom(32)).decode())
    before = path.read_bytes()
    code, out, _ = cli("doctor")
    assert code == 1 and path.read_bytes() == before
    (line,) = out.strip().splitlines()
    assert line.startswith("key:" if fault == "key" else "database:") and "Fix: " in line


@contextmanager
def tiny_disk(tmp_path: Path):
    """A 2 MB tmpfs (root only; skipped elsewhere)."""
    mount = tmp_path / f"tiny-{uuid.uuid4().hex[:6]}"
    mount.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", str(mount)], capture_output=True).returncode:
        pytest.skip("needs the right to mount a small tmpfs")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], capture_output=True)


def test_a_full_disk_gets_one_sentence_and_loses_nothing(tmp_path: Path, capsys, now) -> None:
    with tiny_disk(tmp_path) as disk:
        data_dir = disk / "data"
        assert main(["--data-dir", str(data_dir), "add", "Likes tea", "--category", "preference"]) == 0
        filler = disk / "filler"
        with filler.open("wb", buffering=0) as handle:  # fill the disk to the last block
            try:
                while True:
                    handle.write(b"\0" * 65536)
            except OSError:
                pass
            try:
                while True:
                    handle.write(b"\0" * 512)
            except OSError:
                pass
        capsys.readouterr()
        codes = []
        for i in range(30):  # until a write no longer fits in the WAL's free pages
            codes.append(main(["--data-dir", str(data_dir), "add", f"Enjoys the {WORDS[i % 16]} club and the {WORDS[(i * 7) % 16]} society {i}", "--category", "interest"]))
            if codes[-1]:
                break
        out, err = capsys.readouterr()
        assert codes[-1] == 1, "the disk never filled up"
        sentence = one_sentence(err)
        assert "full" in sentence and str(data_dir) in sentence
        filler.unlink()
        assert main(["--data-dir", str(data_dir), "notes", "--json"]) == 0
        kept = json.loads(capsys.readouterr().out)["notes"]
        assert len(kept) == len(codes)  # every add that said ok is there, the refused one is not
