"""The command line, run in process through its entry point: exit codes, --json, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def test_remember_then_notes_json(cli) -> None:
    code, out, _ = cli("remember", "I am vegetarian")
    assert (code, out.strip()) == (0, "Noted: I am vegetarian")
    code, out, _ = cli("notes", "--json")
    data = json.loads(out)
    assert code == 0
    note = data["notes"][0]
    assert note["text"] == "I am vegetarian" and note["category"] == "requested" and note["source"] == "requested"
    assert set(note) == {"id", "text", "category", "confidence", "source", "created_at", "updated_at", "confirmed_at"}


def test_refusal_exit_4_names_filter_never_echoes(cli) -> None:
    secret = "my password is Tr0ub4dor&3"
    code, out, err = cli("remember", secret)
    assert code == 4 and out == ""
    assert err.startswith("Refused (secret): ") and "Tr0ub4dor" not in err and len(err.strip().splitlines()) == 1


def test_exit_codes(cli) -> None:
    assert cli("delete", "n_nothere")[0] == 5
    assert cli("edit", "n_nothere", "Likes tea")[0] == 5
    assert cli("pause", "nonsense")[0] == 2
    assert cli("frobnicate")[0] == 2
    assert cli("forget", "--all")[0] == 2
    # an unknown category is a usage error (exit 2) everywhere: add, pause, resume, clear, notes
    assert cli("add", "Likes tea", "--category", "drinks")[0] == 2
    assert cli("memory", "off")[0] == 0
    code, _, err = cli("remember", "I like tea")
    assert code == 3 and "memory on" in err
    code, out, _ = cli("context", "tea", "--json")
    assert (code, json.loads(out)) == (0, {"block": "", "notes": [], "tokens": 0})


def test_check_single_and_batch(cli) -> None:
    code, out, _ = cli("check", "I run a full node", "--json")
    assert code == 0 and json.loads(out) == {"allowed": True, "filter": None, "reason": None}
    code, out, _ = cli("check", "I have 0.5 BTC", "--json")
    assert code == 4 and json.loads(out)["filter"] == "amount"
    code, out, _ = cli("check", "-", stdin="I like hiking\nI use Kraken\nok\n")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [r["filter"] for r in rows] == [None, "exchange", "length"]


def test_export_import_and_log(cli, tmp_path: Path) -> None:
    cli("add", "Prefers short answers", "--category", "preference")
    cli("add", "Runs a full node", "--category", "setup")
    target = tmp_path / "out.json"
    assert cli("export", "-o", str(target))[0] == 0
    assert oct(target.stat().st_mode & 0o777) == "0o600"
    code, out, _ = cli("export", "--format", "md")
    assert "## setup" in out and "- Runs a full node [" in out
    assert cli("forget", "--all", "--yes")[0] == 0
    assert json.loads(cli("notes", "--json")[1]) == {"notes": []}
    code, out, _ = cli("import", str(target), "--yes", "--json")
    assert (code, json.loads(out)) == (0, {"imported": 2, "refused": {}})
    code, out, _ = cli("log", "--json")
    actions = [change["action"] for change in json.loads(out)["changes"]]
    assert actions == ["forget", "import", "import", "import"]
    assert cli("import", str(tmp_path / "missing.json"))[0] == 2


def test_summary_profile_status_maintain(cli) -> None:
    cli("add", "Prefers short answers", "--category", "preference")
    assert json.loads(cli("summary", "--json")[1]) == {"summary": "Prefers short answers."}
    profile = json.loads(cli("profile", "--json")[1])["profile"]
    assert len(profile) == 14 and all(p["state"] == "never seen" for p in profile)
    assert cli("profile", "forget", "lightning")[0] == 0
    assert cli("profile", "forget", "astrology")[0] == 5
    status = json.loads(cli("status", "--json")[1])
    assert {"queued", "running", "failed", "passes", "skipped", "model_calls", "notes", "model"} <= set(status)
    assert status["notes"] == 1
    assert json.loads(cli("maintain", "--json")[1]) == {"decayed": 0, "capped": 0}


def test_console_script_runs_without_traceback(tmp_path: Path) -> None:
    """The installed `memoryd` entry point, as a user runs it."""
    exe = Path(sys.executable).with_name("memoryd")
    result = subprocess.run([str(exe), "--data-dir", str(tmp_path / "d"), "edit", "n_x", "Likes tea"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 5
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_export_json_flag_and_empty_import(cli, tmp_path: Path) -> None:
    cli("add", "Runs a full node", "--category", "setup")
    code, out, _ = cli("export", "--json")
    assert code == 0 and json.loads(out)["format"] == "memoryd-export"
    code, out, _ = cli("export", "--format", "md", "--json")
    assert code == 0 and "## setup" in json.loads(out)["markdown"]
    empty = tmp_path / "empty.md"
    empty.write_text("", encoding="utf-8")
    code, _, err = cli("import", str(empty), "--yes")
    assert code == 2 and "empty" in err
    assert len(json.loads(cli("notes", "--json")[1])["notes"]) == 1  # nothing was changed
    assert cli("import", str(tmp_path))[0] == 2  # a directory
