"""The durable queue: replacement of a queued transcript, leases, crash recovery, backoff."""

from __future__ import annotations

from datetime import timedelta

import pytest

from config.errors import QueueFull
from config.settings import load_settings
from store import queue
from store.crypto import Cipher, new_key
from store.memory import Memory
from store.tables import JobRow


def test_newer_transcript_replaces_the_queued_one(memory: Memory, now) -> None:
    first = memory.enqueue("c-1", '{"v": 1}', "panel_hidden", now=now())
    second = memory.enqueue("c-1", '{"v": 2}', "conversation_cleared", now=now())
    other = memory.enqueue("c-2", '{"v": 9}', "manual", now=now())
    assert first == second != other
    job = memory.claim(now=now())
    assert (job.id, job.transcript, job.reason) == (first, '{"v": 2}', "conversation_cleared")
    assert memory.counters(now=now())["queued"] == 1 and memory.counters(now=now())["running"] == 1


def test_a_running_conversation_is_not_claimed_twice(memory: Memory, now) -> None:
    memory.enqueue("c-1", "a", "manual", now=now())
    running = memory.claim(now=now())
    newer = memory.enqueue("c-1", "b", "manual", now=now())  # arrives while its pass runs
    assert newer != running.id
    assert memory.claim(now=now()) is None  # the newer one waits for the running pass
    memory.finish(running.id, now=now())
    assert memory.claim(now=now()).transcript == "b"


def test_a_job_cut_off_by_a_crash_runs_again_after_its_lease(memory: Memory, now) -> None:
    memory.enqueue("c-1", "t", "manual", now=now())
    claimed = memory.claim(now=now())
    assert memory.claim(now=now()) is None
    now.tick(queue.LEASE + timedelta(seconds=1))  # the worker died: its lease ran out
    again = memory.claim(now=now())
    assert again.id == claimed.id and again.attempts == 2


def test_failure_backs_off_then_parks(memory: Memory, now) -> None:
    job_id = memory.enqueue("c-1", "t", "manual", now=now())
    for attempt in range(1, queue.MAX_ATTEMPTS + 1):
        job = memory.claim(now=now())
        assert job is not None and job.attempts == attempt
        state = memory.fail(job.id, "model error", now=now())
        if attempt < queue.MAX_ATTEMPTS:
            assert state == "queued" and memory.claim(now=now()) is None
            now.tick(queue.BACKOFF_MAX)
    assert state == "failed" and memory.counters(now=now())["failed"] == 1
    with memory.read(now=now()) as tx:
        assert tx.session.get(JobRow, job_id).last_error == "model error"


def test_finish_erases_the_transcript(memory: Memory, now, data_dir) -> None:
    memory.enqueue("c-1", "I live in a lighthouse near Brest", "manual", now=now())
    with memory.read(now=now()) as tx:
        sealed = tx.session.get(JobRow, 1).transcript
    job = memory.claim(now=now())
    memory.finish(job.id, now=now())
    memory.checkpoint()  # the service runs it every few seconds; drain when it ends
    raw = b"".join((data_dir / f"memoryd.sqlite3{s}").read_bytes() for s in ("", "-wal") if (data_dir / f"memoryd.sqlite3{s}").exists())
    assert sealed not in raw and b"lighthouse" not in raw
    assert memory.counters(now=now())["queued"] == 0


def test_a_submit_delay_coalesces_a_burst_and_drain_does_not_wait(memory: Memory, now) -> None:
    delay = timedelta(seconds=2)
    memory.enqueue("c-1", "v1", "panel_hidden", delay, now=now())
    now.tick(timedelta(seconds=1))
    memory.enqueue("c-1", "v2", "panel_hidden", delay, now=now())  # replaces v1 and restarts the wait
    now.tick(timedelta(seconds=1.5))
    assert memory.claim(now=now()) is None
    assert memory.claim(include_held=True, now=now()).transcript == "v2"


def test_drain_does_not_skip_a_failure_backoff(memory: Memory, now) -> None:
    memory.enqueue("c-1", "t", "manual", now=now())
    job = memory.claim(now=now())
    memory.fail(job.id, "model error", now=now())
    assert memory.claim(include_held=True, now=now()) is None


def test_job_ids_are_never_reused_and_parked_jobs_lose_their_transcript(memory: Memory, now) -> None:
    first = memory.enqueue("c-1", "t1", "manual", now=now())
    memory.finish(memory.claim(now=now()).id, now=now())
    second = memory.enqueue("c-2", "t2", "manual", now=now())
    assert second > first
    job = memory.claim(now=now())
    assert memory.fail(job.id, "invalid transcript", retry=False, now=now()) == "failed"
    with memory.read(now=now()) as tx:
        assert tx.session.get(JobRow, job.id).transcript == b""


# ---- a queue that cannot wedge (issue 9) ----------------------------------------------------------


def _enqueue_sealed_with_another_key(memory: Memory, now, conversation_id: str) -> int:
    """A job submitted while the keychain held another key: its transcript no longer opens."""
    with memory.write(memory_changes=False, now=now()) as tx:
        tx.cipher = Cipher(new_key())
        return queue.enqueue(tx, conversation_id, "I keep bees on my roof", "manual")


def test_a_job_that_does_not_open_is_parked_and_the_next_one_runs(memory: Memory, now) -> None:
    bad = _enqueue_sealed_with_another_key(memory, now, "c-old")
    good = memory.enqueue("c-new", "t", "manual", now=now())
    parked = memory.claim(now=now())
    assert parked.id == bad and parked.problem and "another key" in parked.problem
    assert memory.claim(now=now()).id == good
    assert memory.counters(now=now())["failed"] == 1
    with memory.read(now=now()) as tx:
        row = tx.session.get(JobRow, bad)
        assert (row.state, row.transcript) == ("failed", b"")
        assert "bees" not in row.last_error


def test_jobs_lists_conversation_reason_and_why(memory: Memory, now) -> None:
    _enqueue_sealed_with_another_key(memory, now, "c-old")
    memory.enqueue("c-2", "t2", "panel_hidden", now=now())
    memory.claim(now=now())  # parks c-old
    listed = {job["id"]: job for job in memory.jobs(now=now())}
    assert [job["state"] for job in listed.values()] == ["failed", "queued"]
    failed, queued = listed.values()
    assert failed["conversation"] is None and "another key" in failed["why"]  # its id was sealed too
    assert (queued["conversation"], queued["reason"], queued["why"]) == ("c-2", "panel_hidden", None)
    assert memory.claim(now=now()).id == queued["id"] and memory.jobs(now=now())[1]["state"] == "running"
    assert memory.clear_failed(now=now()) == 1 and [j["state"] for j in memory.jobs(now=now())] == ["running"]


def test_a_parked_job_keeps_its_conversation_id_but_not_its_transcript(memory: Memory, now) -> None:
    memory.enqueue("c-9", "I keep bees", "manual", now=now())
    job = memory.claim(now=now())
    memory.fail(job.id, "invalid transcript", retry=False, now=now())
    (listed,) = memory.jobs(now=now())
    assert (listed["conversation"], listed["state"], listed["why"]) == ("c-9", "failed", "invalid transcript")


def test_a_job_cut_off_again_and_again_is_parked(memory: Memory, now) -> None:
    memory.enqueue("c-1", "t", "manual", now=now())
    for _ in range(queue.MAX_ATTEMPTS):
        assert memory.claim(now=now()).problem is None
        now.tick(queue.LEASE + timedelta(seconds=1))  # the process died mid-pass each time
    parked = memory.claim(now=now())
    assert parked.problem and memory.counters(now=now())["failed"] == 1


def test_a_full_queue_refuses_new_conversations_but_takes_newer_transcripts(data_dir, now) -> None:
    small = Memory.open(load_settings(data_dir, max_queued_jobs=2), now=now())
    try:
        small.enqueue("c-1", "a", "manual", now=now())
        small.enqueue("c-2", "b", "manual", now=now())
        with pytest.raises(QueueFull) as full:
            small.enqueue("c-3", "c", "manual", now=now())
        assert full.value.exit_code == 3 and full.value.http_status == 429 and "max_queued_jobs" in full.value.message
        small.enqueue("c-1", "a2", "manual", now=now())  # replaces its queued job: no new room needed
        small.claim(now=now())
        small.enqueue("c-3", "c", "manual", now=now())  # a running job does not hold a place in the queue
        assert small.counters(now=now())["queued"] == 2
    finally:
        small.close()


def test_a_conversation_id_the_guard_refuses_is_never_shown_back(memory: Memory, now) -> None:
    """An app may use anything as a conversation id; `jobs` shows ids, but not one that holds a
    password or an amount. Identifiers (UUIDs, 'c-42', '#thread-9') are shown as they are."""
    for cid in ("My password is Zq9!trombone77", "I have 2.5 BTC", "2f1c0a4e-9b7d-4c3e-8a61-5d2f0e9c7b13", "c-42", "#thread-9"):
        memory.enqueue(cid, "I keep bees", "manual", now=now())
    shown = [job["conversation"] for job in memory.jobs(now=now())]
    assert shown == [queue.WITHHELD, queue.WITHHELD, "2f1c0a4e-9b7d-4c3e-8a61-5d2f0e9c7b13", "c-42", "#thread-9"]
