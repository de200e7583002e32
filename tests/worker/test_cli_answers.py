"""One answer per situation: the error table, one JSON document per --json command (skips and errors
included), confirmations for wholesale changes, search and limit, `config show`, readable status."""

from __future__ import annotations

import json
from pathlib import Path

from config import errors

TWO_TURNS = json.dumps(
    {
        "id": "c-answers",
        "messages": [
            {"role": "user", "content": "I prefer short answers."},
            {"role": "assistant", "content": "Noted."},
            {"role": "user", "content": "I run a Bitcoin node at home."},
        ],
    }
)


def test_one_table_gives_exit_code_http_status_and_wire_code() -> None:
    samples = [
        errors.UsageError("bad"),
        errors.PreconditionError("memory_off", "off"),
        errors.QueueFull(3),
        errors.Refused("secret", "a password"),
        errors.NotFound("note", "n_1"),
        errors.ModelError("no model"),
        errors.ServiceUnavailable("ConnectError"),
    ]
    exits = [exc.exit_code for exc in samples]
    assert exits == [2, 3, 3, 4, 5, 1, 1]
    for exc in samples:
        exit_code, status, wire = next(errors.ANSWERS[c] for c in type(exc).__mro__ if c in errors.ANSWERS)
        assert (exc.exit_code, exc.http_status, errors.error_code(exc)) == (exit_code, status, wire)
        back = errors.from_wire(errors.error_body(exc)["error"], exc.http_status)
        assert type(back) is type(exc) and back.message == exc.message and back.exit_code == exc.exit_code


def test_every_json_error_is_one_document(cli) -> None:
    for args, code in [
        (("edit", "n_nothere", "Likes tea", "--json"), 5),
        (("remember", "my password is Tr0ub4dor&3", "--json"), 4),
        (("add", "Likes tea", "--category", "drinks", "--json"), 2),
        (("--json", "pause", "drinks"), 2),
    ]:
        got, out, err = cli(*args)
        document = json.loads(out)  # exactly one document: json.loads refuses trailing data
        assert got == code and document["error"]["code"] == code and err.strip()
        assert "Tr0ub4dor" not in out + err


def test_unknown_category_same_answer_for_pause_and_add(cli) -> None:
    pause = cli("pause", "drinks")
    add = cli("add", "Likes tea", "--category", "drinks")
    assert pause[0] == add[0] == 2
    for _, _, err in (pause, add):
        assert "'drinks' is not one of" in err and "preference" in err


def test_update_skip_prints_skipped_and_exits_3(cli, tmp_path: Path) -> None:
    one_turn = tmp_path / "one.json"
    one_turn.write_text(json.dumps({"id": "c1", "messages": [{"role": "user", "content": "hi"}]}), encoding="utf-8")
    code, out, err = cli("update", str(one_turn), "--rules-only", "--json")
    assert (code, json.loads(out)) == (3, {"skipped": "too_few_turns"}) and err.strip()


def test_submit_with_memory_off_is_skipped_not_queued(cli) -> None:
    assert cli("memory", "off")[0] == 0
    code, out, _ = cli("submit", "-", "--json", stdin=TWO_TURNS)
    assert (code, json.loads(out)) == (0, {"skipped": "memory_off"})
    assert json.loads(cli("jobs", "--json")[1]) == {"jobs": []}
    assert cli("memory", "on")[0] == 0
    code, out, _ = cli("submit", "-", "--json", stdin=TWO_TURNS)
    assert code == 0 and "job" in json.loads(out) or json.loads(out) == {"skipped": "nothing_new"}


def test_clear_and_import_want_yes(cli, tmp_path: Path) -> None:
    cli("add", "Runs a full node", "--category", "setup")
    backup = tmp_path / "backup.json"
    assert cli("export", "-o", str(backup))[0] == 0
    code, _, err = cli("clear", "setup")
    assert code == 2 and "--yes" in err
    code, _, err = cli("import", str(backup))
    assert code == 2 and "--yes" in err
    assert len(json.loads(cli("notes", "--json")[1])["notes"]) == 1  # nothing changed
    assert json.loads(cli("clear", "setup", "--yes", "--json")[1]) == {"deleted": 1, "category": "setup"}
    assert json.loads(cli("import", str(backup), "--yes", "--json")[1])["imported"] == 1


def test_notes_search_and_limit(cli, now) -> None:
    for text in ("Runs a full node", "Uses a hardware wallet", "Prefers a Trezor wallet", "Prefers short answers"):
        assert cli("remember", text)[0] == 0
        now.tick(60)
    found = json.loads(cli("notes", "--search", "WALLET", "--json")[1])["notes"]
    assert [n["text"] for n in found] == ["Uses a hardware wallet", "Prefers a Trezor wallet"]
    newest = json.loads(cli("notes", "--limit", "1", "--json")[1])["notes"]
    assert [n["text"] for n in newest] == ["Prefers short answers"]
    assert cli("notes", "--limit", "0")[0] == 2


def test_config_show_names_each_source(cli, data_dir: Path, monkeypatch) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "config.toml").write_text("max_queued_jobs = 7\n", encoding="utf-8")
    monkeypatch.setenv("MEMORYD_LOG_LEVEL", "INFO")
    code, out, _ = cli("config", "show", "--json")
    shown = json.loads(out)["settings"]
    assert code == 0
    assert shown["data_dir"]["source"] == "flag"
    assert shown["log_level"] == {"value": "INFO", "source": "environment"}
    assert shown["max_queued_jobs"] == {"value": 7, "source": "file"}
    assert shown["submit_delay_seconds"]["source"] == "default"
    code, out, _ = cli("config", "show")
    assert code == 0 and "max_queued_jobs" in out and "(file)" in out


def test_human_status_is_text_and_log_json_one_document(cli) -> None:
    cli("remember", "I am vegetarian")
    code, out, _ = cli("status")
    assert code == 0 and "{" not in out and "Memory:   on, 1 note(s)" in out and "Queue:" in out
    code, out, _ = cli("log", "--json", "--limit", "5")
    assert code == 0 and [c["action"] for c in json.loads(out)["changes"]] == ["add"]


def test_every_command_help_has_an_example_and_submit_shows_the_format(cli) -> None:
    from worker.cli.main import COMMANDS

    for name in COMMANDS:
        code, out, _ = cli(name, "--help")
        assert code == 0 and "Example" in out, name
    out = cli("submit", "--help")[1]
    assert '"role": "user"' in out and "two user turns" in out
