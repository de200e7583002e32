"""Files (issue 9): memoryd tightens only what it created, warns about a too-open dir it did not,
and `export -o` never writes through a symlink and always leaves a 0600 file, written atomically."""

from __future__ import annotations

import logging
import stat
from pathlib import Path

from config.settings import load_settings
from worker import instance


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_data_dir_memoryd_makes_is_0700(cli, data_dir: Path) -> None:
    assert cli("notes")[0] == 0
    assert mode(data_dir) == 0o700 and mode(data_dir / "memoryd.sqlite3") == 0o600


def test_an_existing_open_data_dir_is_warned_about_not_chmodded(cli, data_dir: Path, caplog) -> None:
    data_dir.mkdir(mode=0o755)
    data_dir.chmod(0o755)
    with caplog.at_level(logging.WARNING):
        assert cli("notes")[0] == 0
    assert mode(data_dir) == 0o755
    assert str(data_dir) in caplog.text and f"chmod 700 {data_dir}" in caplog.text


def test_a_shared_runtime_dir_is_never_chmodded(tmp_path: Path, monkeypatch, caplog) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    monkeypatch.setenv("MEMORYD_RUNTIME_DIR", str(shared))
    with caplog.at_level(logging.WARNING):
        assert instance.runtime_dir() == shared
        socket = instance.socket_path(load_settings(tmp_path / "data"))
    assert mode(shared) == 0o1777 and "shared" in caplog.text
    assert socket.parent.parent == shared and mode(socket.parent) == 0o700  # its own folder, made by memoryd


def test_a_runtime_dir_memoryd_makes_is_0700(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("MEMORYD_RUNTIME_DIR", str(tmp_path / "run" / "memoryd"))
    assert mode(instance.runtime_dir()) == 0o700


def test_export_refuses_a_symlink_and_leaves_its_target_alone(cli, tmp_path: Path) -> None:
    cli("add", "Prefers short answers", "--category", "preference")
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    link = tmp_path / "export.json"
    link.symlink_to(victim)
    code, out, err = cli("export", "-o", str(link))
    assert code == 2 and out == "" and "symbolic link" in err and len(err.strip().splitlines()) == 1
    assert victim.read_text(encoding="utf-8") == "keep me" and link.is_symlink()


def test_export_replaces_an_open_file_with_a_0600_one_atomically(cli, tmp_path: Path) -> None:
    cli("add", "Prefers short answers", "--category", "preference")
    target = tmp_path / "out" / "memory.md"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    target.chmod(0o666)
    assert cli("export", "--format", "md", "-o", str(target))[0] == 0
    assert mode(target) == 0o600 and "Prefers short answers" in target.read_text(encoding="utf-8")
    assert [p.name for p in target.parent.iterdir()] == ["memory.md"]  # no temp file left behind
    assert cli("export", "-o", str(tmp_path / "missing-dir" / "x.json"))[0] == 2
    assert cli("export", "-o", str(tmp_path))[0] == 2  # a directory
