"""`update`, `submit`, `drain` and `demo` from the command line, with their exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


CONVERSATION = {
    "id": "c-7",
    "messages": [
        {"role": "user", "content": "I prefer short, direct answers."},
        {"role": "assistant", "content": "Sure."},
        {"role": "user", "content": "I run a full node on a Raspberry Pi."},
    ],
}


def write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "conversation.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def test_update_runs_a_pass_then_exits_3_when_nothing_is_new(cli, tmp_path: Path) -> None:
    source = write(tmp_path, CONVERSATION)
    code, out, _ = cli("update", source, "--rules-only", "--json")
    report = json.loads(out)
    assert code == 0 and report["ran"] and {n["text"] for n in report["added"]} == {"Prefers short, direct answers", "Runs a full node on a Raspberry Pi"}
    code, out, err = cli("update", source, "--rules-only")
    assert (code, out) == (3, "") and "not grown" in err


def test_update_preconditions_exit_3(cli, tmp_path: Path) -> None:
    incognito = dict(CONVERSATION, incognito=True)
    code, _, err = cli("update", write(tmp_path, incognito), "--rules-only")
    assert code == 3 and "incognito" in err
    code, _, err = cli("update", write(tmp_path, dict(CONVERSATION, messages=CONVERSATION["messages"][:2])), "--rules-only")
    assert code == 3 and "fewer than two user turns" in err
    cli("memory", "off")
    code, _, err = cli("update", write(tmp_path, CONVERSATION), "--rules-only")
    assert code == 3 and "Memory is off" in err


def test_bad_conversations_exit_2_with_one_sentence(cli, tmp_path: Path) -> None:
    for content, words in (
        ("{not json", "not valid JSON"),
        (json.dumps({"messages": []}), "'id'"),
        (json.dumps({"id": "x", "messages": [{"role": "robot", "content": "hi"}]}), "unknown role"),
    ):
        code, out, err = cli("submit", write(tmp_path, content))
        assert code == 2 and out == "" and words in err and len(err.strip().splitlines()) == 1


def test_submit_then_drain(cli, tmp_path: Path) -> None:
    source = write(tmp_path, CONVERSATION)
    code, out, _ = cli("submit", source, "--reason", "panel_hidden", "--json")
    assert code == 0 and set(json.loads(out)) == {"job"}
    status = json.loads(cli("status", "--json")[1])
    assert status["queued"] == 1 and status["passes"] == 0
    code, out, _ = cli("drain", "--rules-only", "--json")
    assert code == 0 and [job["state"] for job in json.loads(out)["jobs"]] == ["done"]
    status = json.loads(cli("status", "--json")[1])
    assert (status["queued"], status["passes"], status["notes"]) == (0, 1, 2)
    assert json.loads(cli("submit", source, "--json")[1]) == {"skipped": "nothing_new"}


def test_status_counts_skips_by_reason(cli, tmp_path: Path) -> None:
    cli("update", write(tmp_path, dict(CONVERSATION, incognito=True)), "--rules-only")
    status = json.loads(cli("status", "--json")[1])
    assert status["skipped"] == 1 and status["skipped_by_reason"] == {"incognito": 1}
    assert {"model_calls", "tokens_in", "tokens_out", "model"} <= set(status)


def test_demo_runs_a_real_pass_with_the_bundled_model(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("memoryd")
    result = subprocess.run([str(exe), "--data-dir", str(tmp_path / "untouched"), "demo", "--json"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert "SmolLM2" in data["model"]
    texts = [n["text"] for n in data["notes"]]
    assert "Prefers short, direct answers" in texts
    assert any(item["filter"] == "secret" for item in data["pass"]["refused"])
    assert "hunter2" not in result.stdout and "Kraken" not in " ".join(texts)
    assert data["context"]["block"].startswith("<<<memoryd-memory>>>")
    assert not (tmp_path / "untouched").exists()  # the demo works in a temporary data dir


def test_drain_parks_an_unopenable_job_exits_0_and_jobs_lists_it(cli, tmp_path: Path, data_dir: Path) -> None:
    from config.settings import load_settings  # noqa: PLC0415
    from store import queue  # noqa: PLC0415
    from store.crypto import Cipher, new_key  # noqa: PLC0415
    from store.memory import Memory  # noqa: PLC0415
    from tests.conftest import NOW  # noqa: PLC0415

    assert cli("submit", write(tmp_path, CONVERSATION), "--reason", "panel_hidden")[0] == 0
    memory = Memory.open(load_settings(data_dir), now=NOW)
    with memory.write(memory_changes=False, now=NOW) as tx:
        tx.cipher = Cipher(new_key())  # a submit made while the keychain held another key
        queue.enqueue(tx, "c-old", json.dumps(CONVERSATION), "manual")
    memory.close()
    code, out, err = cli("drain", "--rules-only")
    assert code == 0 and "failed" in out and "another key" in out and "Traceback" not in err
    status = json.loads(cli("status", "--json")[1])
    assert (status["failed"], status["queued"], status["passes"]) == (1, 0, 1)
    code, out, _ = cli("jobs", "--json")
    (job,) = json.loads(out)["jobs"]
    assert code == 0 and job["state"] == "failed" and "another key" in job["why"]
    code, out, _ = cli("jobs")
    assert code == 0 and "failed" in out
