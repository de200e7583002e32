"""A real `memoryd serve` on a temporary socket: the API, malformed requests, concurrency,
SIGTERM, one instance per data dir, kill -9 recovery, and the CLI talking to the service."""

from __future__ import annotations

import json
import select
import signal
import sqlite3
import stat
import threading
import time
from pathlib import Path

import pytest

from config.errors import Refused
from config.settings import load_settings
from store.clock import utcnow
from store.memory import Memory
from tests.worker.service_harness import served
from worker.pass_process import STALL_ENV
from worker.service import SHUTDOWN_GRACE_SECONDS


def conversation(cid: str, turns: int) -> dict:
    lines = ["I prefer short answers.", "I live in Lyon.", "I run a full node.", "I'm building a kayak.", "I use Sparrow on desktop."]
    messages = []
    for line in lines[:turns]:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": "Ok."}]
    return {"id": cid, "messages": messages}


def start(tmp_path: Path):
    return served(tmp_path, submit_delay_seconds="3", max_message_chars="2000").start("--rules-only")


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory):
    """One service for the module: each test counts from what it found."""
    handle = start(tmp_path_factory.mktemp("service"))
    yield handle
    handle.stop()


def counts(service) -> dict:
    with service.client() as client:
        return client.status()


def test_socket_is_private_and_the_api_answers(service) -> None:
    passes = counts(service)["passes"]
    mode = stat.S_IMODE(service.socket.stat().st_mode)
    assert mode == 0o600
    with service.raw() as http:
        spec = http.get("/v1/openapi.json").json()
    assert "/v1/conversations" in spec["paths"] and "/v1/context" in spec["paths"]
    with service.client() as client:
        status = client.status()
        assert status["service"] is True and status["socket"] == str(service.socket)
        assert client.remember("I am vegetarian")["note"]["text"] == "I am vegetarian"
        assert set(client.submit(conversation("c-1", 3), reason="panel_hidden")) == {"job"}
        assert client.submit(conversation("c-2", 1))["skipped"] == "too_few_turns"
        block = client.context("What should I cook tonight?")
        assert block["block"].startswith("<<<memoryd-memory>>>") and block["notes"]
        with pytest.raises(Refused) as refusal:
            client.remember("my password is hunter2")
        assert refusal.value.filter == "secret"
    status = service.wait_idle()
    assert status["passes"] == passes + 1


@pytest.mark.parametrize(
    ("method", "path", "body", "status", "words"),
    [
        ("POST", "/v1/conversations", "not json", 400, "not valid JSON"),
        ("POST", "/v1/conversations", '{"messages": []}', 400, "missing its 'id'"),
        ("POST", "/v1/conversations", '{"id": "x", "messages": [{"role": "bot", "content": "hi"}]}', 400, "unknown role"),
        ("POST", "/v1/conversations", json.dumps({"id": "x", "messages": [{"role": "user", "content": "a" * 2001}]}), 400, "size limit"),
        ("POST", "/v1/conversations?reason=because", json.dumps(conversation("c", 2)), 400, "reason"),
        ("GET", "/v1/context", None, 400, "message"),
        ("GET", "/v1/context?message=hi&detail=huge", None, 400, "detail"),
        ("PATCH", "/v1/notes/n_missing", '{"text": "Likes tea"}', 404, "No such note"),
        ("POST", "/v1/remember", '{"text": "I have 0.5 BTC"}', 422, "Refused (amount)"),
        ("POST", "/v1/forget", '{"all": true, "yes": false}', 400, "erases both memories"),
    ],
)
def test_malformed_requests_get_a_4xx_and_change_nothing(service, method, path, body, status, words) -> None:
    with service.raw() as http:
        before = http.get("/v1/status").json()
        response = http.request(method, path, content=body, headers={"content-type": "application/json"})
        after = http.get("/v1/status").json()
    assert response.status_code == status
    message = response.json()["error"]["message"]
    assert words in message and "\n" not in message
    assert (before["queued"], before["notes"]) == (after["queued"], after["notes"])


def test_100_submits_from_10_threads_give_one_pass_per_conversation(service) -> None:
    before = service.wait_idle()
    errors: list[BaseException] = []

    def submitter(thread: int) -> None:
        try:
            with service.client() as client:
                for cid in (f"c-{thread}-a", f"c-{thread}-b"):
                    for turns in range(1, 6):
                        client.submit(conversation(cid, turns), reason="panel_hidden")
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=submitter, args=(i,)) for i in range(10)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    status = service.wait_idle()
    assert (status["passes"] - before["passes"], status["failed"]) == (20, 0)
    with service.client() as client:
        again = [client.submit(conversation(f"c-{i}-{s}", 5)) for i in range(10) for s in "ab"]
    assert again == [{"skipped": "nothing_new"}] * 20  # each pass read its latest transcript


def test_the_cli_talks_to_the_running_service(service) -> None:
    notes = counts(service)["notes"]
    result = service.cli("remember", "I am left-handed")
    assert result.returncode == 0 and result.stdout.strip() == "Noted: I am left-handed"
    status = json.loads(service.cli("status", "--json").stdout)
    assert status["service"] is True and status["notes"] == notes + 1
    refused = service.cli("remember", "my pin is 4321")
    assert refused.returncode == 4 and refused.stderr.startswith("Refused (secret)") and "4321" not in refused.stderr
    assert service.cli("delete", "n_missing").returncode == 5


def test_one_instance_per_data_dir(service) -> None:
    second = service.cli("serve", "--rules-only")
    assert second.returncode == 1 and "already runs" in second.stderr


def test_sigterm_stops_cleanly(tmp_path: Path) -> None:
    service = start(tmp_path)
    assert service.stop(signal.SIGTERM) == 0
    assert not service.socket.exists()
    assert not (service.data_dir / "service.json").exists()


def wait_for_line(stream, words: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([stream], [], [], 0.2)
        if ready and words in stream.readline():
            return
    raise AssertionError(f"never saw {words!r}")


def wait_for_writer_gone(database: Path, timeout: float = 30) -> None:
    """Until no process holds a write transaction on the store (the orphaned pass process ended)."""
    deadline = time.monotonic() + timeout
    while True:
        conn = sqlite3.connect(database, timeout=0.1)
        try:
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("ROLLBACK")
            return
        except sqlite3.OperationalError:
            assert time.monotonic() < deadline, "the pass process outlived its service"
        finally:
            conn.close()


def test_a_job_cut_off_by_kill_9_runs_again_after_restart(tmp_path: Path) -> None:
    """Kill -9 the service while its pass is for certain inside its write transaction (the pass
    process stalls there): nothing of that pass is written, and the restarted service runs the job once."""
    handle = served(tmp_path, submit_delay_seconds="0")
    handle.env[STALL_ENV] = "before_commit"
    handle.start("--rules-only")
    said = conversation("cut", 5)
    with handle.client() as client:
        client.submit(said)
    wait_for_line(handle.process.stderr, "stalls at before_commit", 60)
    handle.process.kill()  # kill -9, mid-pass for certain
    handle.process.wait(30)
    wait_for_writer_gone(load_settings(handle.data_dir).database_path)
    memory = Memory.open(load_settings(handle.data_dir), now=utcnow())
    try:
        assert memory.notes(now=utcnow()) == [] and memory.counters(now=utcnow()).get("passes", 0) == 0
        assert [job["state"] for job in memory.jobs(now=utcnow())] == ["running"]
    finally:
        memory.close()
    restarted = served(tmp_path, submit_delay_seconds="0")
    restarted.env = {k: v for k, v in handle.env.items() if k != STALL_ENV}
    restarted.start("--rules-only")
    try:
        status = restarted.wait_idle()
        assert (status["passes"], status["failed"], status["queued"]) == (1, 0, 0)
        with restarted.client() as client:
            lyon = [n["text"] for n in client.notes()["notes"] if "Lyon" in n["text"]]
            assert len(lyon) == 1
            assert client.submit(said) == {"skipped": "nothing_new"}
    finally:
        restarted.stop()


def test_sigterm_during_a_pass_that_does_not_end_stops_in_the_grace_and_requeues_its_job(tmp_path: Path) -> None:
    handle = served(tmp_path, submit_delay_seconds="0")
    handle.env[STALL_ENV] = "after_capture"
    handle.start("--rules-only")
    with handle.client() as client:
        client.submit(conversation("stuck", 3))
    wait_for_line(handle.process.stderr, "stalls at after_capture", 60)
    started = time.monotonic()
    assert handle.stop(signal.SIGTERM) == 0
    assert time.monotonic() - started < SHUTDOWN_GRACE_SECONDS + 15
    wait_for_writer_gone(load_settings(handle.data_dir).database_path)
    memory = Memory.open(load_settings(handle.data_dir), now=utcnow())
    try:
        assert [job["state"] for job in memory.jobs(now=utcnow())] == ["queued"] and memory.notes(now=utcnow()) == []
    finally:
        memory.close()


def test_ids_are_escaped_in_urls(service) -> None:
    with service.client() as client:
        notes = len(client.notes()["notes"])
        client.add("Prefers tea in the morning", "preference")
        with pytest.raises(Exception, match="Not found") as missing:
            client.delete("../categories/preference/notes")
        assert missing.value.exit_code == 5
        assert len(client.notes()["notes"]) == notes + 1
