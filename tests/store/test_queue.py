"""The durable queue: replacement of a queued transcript, leases, crash recovery, backoff."""

from __future__ import annotations

from datetime import timedelta

from store import queue
from store.memory import Memory
from store.tables import JobRow


def test_newer_transcript_replaces_the_queued_one(memory: Memory, now) -> None:
    first = memory.enqueue("c-1", '{"v": 1}', "panel_hidden", now())
    second = memory.enqueue("c-1", '{"v": 2}', "conversation_cleared", now())
    other = memory.enqueue("c-2", '{"v": 9}', "manual", now())
    assert first == second != other
    job = memory.claim(now())
    assert (job.id, job.transcript, job.reason) == (first, '{"v": 2}', "conversation_cleared")
    assert memory.counters(now())["queued"] == 1 and memory.counters(now())["running"] == 1


def test_a_running_conversation_is_not_claimed_twice(memory: Memory, now) -> None:
    memory.enqueue("c-1", "a", "manual", now())
    running = memory.claim(now())
    newer = memory.enqueue("c-1", "b", "manual", now())  # arrives while its pass runs
    assert newer != running.id
    assert memory.claim(now()) is None  # the newer one waits for the running pass
    memory.finish(running.id, now())
    assert memory.claim(now()).transcript == "b"


def test_a_job_cut_off_by_a_crash_runs_again_after_its_lease(memory: Memory, now) -> None:
    memory.enqueue("c-1", "t", "manual", now())
    claimed = memory.claim(now())
    assert memory.claim(now()) is None
    now.tick(queue.LEASE + timedelta(seconds=1))  # the worker died: its lease ran out
    again = memory.claim(now())
    assert again.id == claimed.id and again.attempts == 2


def test_failure_backs_off_then_parks(memory: Memory, now) -> None:
    job_id = memory.enqueue("c-1", "t", "manual", now())
    for attempt in range(1, queue.MAX_ATTEMPTS + 1):
        job = memory.claim(now())
        assert job is not None and job.attempts == attempt
        state = memory.fail(job.id, "model error", now())
        if attempt < queue.MAX_ATTEMPTS:
            assert state == "queued" and memory.claim(now()) is None
            now.tick(queue.BACKOFF_MAX)
    assert state == "failed" and memory.counters(now())["failed"] == 1
    with memory.read(now()) as tx:
        assert tx.session.get(JobRow, job_id).last_error == "model error"


def test_finish_erases_the_transcript(memory: Memory, now, data_dir) -> None:
    memory.enqueue("c-1", "I live in a lighthouse near Brest", "manual", now())
    with memory.read(now()) as tx:
        sealed = tx.session.get(JobRow, 1).transcript
    job = memory.claim(now())
    memory.finish(job.id, now())
    memory.checkpoint()  # the service runs it every few seconds; drain when it ends
    raw = b"".join((data_dir / f"memoryd.sqlite3{s}").read_bytes() for s in ("", "-wal") if (data_dir / f"memoryd.sqlite3{s}").exists())
    assert sealed not in raw and b"lighthouse" not in raw
    assert memory.counters(now())["queued"] == 0


def test_a_submit_delay_coalesces_a_burst_and_drain_does_not_wait(memory: Memory, now) -> None:
    delay = timedelta(seconds=2)
    memory.enqueue("c-1", "v1", "panel_hidden", now(), delay)
    now.tick(timedelta(seconds=1))
    memory.enqueue("c-1", "v2", "panel_hidden", now(), delay)  # replaces v1 and restarts the wait
    now.tick(timedelta(seconds=1.5))
    assert memory.claim(now()) is None
    assert memory.claim(now(), include_held=True).transcript == "v2"


def test_drain_does_not_skip_a_failure_backoff(memory: Memory, now) -> None:
    memory.enqueue("c-1", "t", "manual", now())
    job = memory.claim(now())
    memory.fail(job.id, "model error", now())
    assert memory.claim(now(), include_held=True) is None


def test_job_ids_are_never_reused_and_parked_jobs_lose_their_transcript(memory: Memory, now) -> None:
    first = memory.enqueue("c-1", "t1", "manual", now())
    memory.finish(memory.claim(now()).id, now())
    second = memory.enqueue("c-2", "t2", "manual", now())
    assert second > first
    job = memory.claim(now())
    assert memory.fail(job.id, "invalid transcript", now(), retry=False) == "failed"
    with memory.read(now()) as tx:
        assert tx.session.get(JobRow, job.id).transcript == b""
