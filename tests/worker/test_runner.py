"""The runner: submit never runs the model, drain runs each due job once, failures are retried."""

from __future__ import annotations

import json
from datetime import timedelta

from store import queue
from store.crypto import Cipher, new_key
from store.memory import Memory
from tests.conftest import NOW
from tests.jobs.fakes import ScriptedModel
from worker.runner import Runner


def conversation(cid: str, *lines: str) -> str:
    messages = []
    for line in lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": "Ok."}]
    return json.dumps({"id": cid, "messages": messages})


def test_submit_skips_or_queues_without_the_model(memory: Memory, now) -> None:
    model = ScriptedModel()
    runner = Runner(memory, model_factory=lambda: model)
    assert runner.submit(runner.parse(conversation("c", "I prefer tea.")), "panel_hidden") == {"skipped": "too_few_turns"}
    queued = runner.submit(runner.parse(conversation("c", "I prefer tea.", "I like chess.")), "panel_hidden")
    assert set(queued) == {"job"} and model.prompts == []


def test_drain_runs_the_latest_transcript_once(memory: Memory, now) -> None:
    model = ScriptedModel()
    runner = Runner(memory, model_factory=lambda: model)
    runner.submit(runner.parse(conversation("c", "I prefer tea.", "I like chess.")), "panel_hidden")
    runner.submit(runner.parse(conversation("c", "I prefer tea.", "I like chess.", "I live in Lyon.")), "conversation_cleared")
    results = runner.drain()
    assert [state for _, _, state in results] == ["done"]
    assert "Lyon" in " ".join(n.text for n in memory.notes(now=now()))
    assert runner.submit(runner.parse(conversation("c", "I prefer tea.", "I like chess.", "I live in Lyon.")), "manual") == {"skipped": "nothing_new"}
    assert runner.drain() == []


def test_a_failing_pass_is_retried_later_and_keeps_its_transcript(memory: Memory, now) -> None:
    runner = Runner(memory, model_factory=lambda: ScriptedModel(fail=True))
    runner.submit(runner.parse(conversation("c", "I prefer tea.", "Old maps cover every wall of my flat.")), "manual")
    assert [state for _, _, state in runner.drain()] == ["queued"]
    counts = memory.counters(now=now())
    assert counts["queued"] == 1 and counts.get("passes", 0) == 0
    assert memory.notes(now=now()) == []


def test_drain_parks_a_job_that_does_not_open_and_runs_the_next(memory: Memory, now) -> None:
    with memory.write(memory_changes=False, now=now()) as tx:
        tx.cipher = Cipher(new_key())  # submitted while the keychain held another key
        queue.enqueue(tx, "c-old", conversation("c-old", "I prefer tea.", "I like chess."), "manual")
    runner = Runner(memory, model_factory=ScriptedModel)
    runner.submit(runner.parse(conversation("c", "I prefer tea.", "I live in Lyon.")), "manual")
    assert [state for _, _, state in runner.drain()] == ["failed", "done"]
    assert memory.counters(now=now())["failed"] == 1 and runner.drain() == []


def test_a_pass_that_breaks_unexpectedly_does_not_wedge_the_queue(memory: Memory, now) -> None:
    runner = Runner(memory, model_factory=ScriptedModel)
    runner.submit(runner.parse(conversation("c", "I prefer tea.", "Old maps cover every wall of my flat.")), "manual")
    runner.run = lambda *_a, **_k: (_ for _ in ()).throw(RuntimeError("bug"))  # type: ignore[method-assign]
    assert [state for _, _, state in runner.drain()] == ["queued"]  # retried later, with backoff
    (job,) = memory.jobs(now=now())
    assert job["why"] == "internal error (RuntimeError)"


def test_run_next_keeps_the_time_it_is_given(memory: Memory, now) -> None:
    """The time given to `run_next` is the pass's time too (its notes), not the clock's."""
    runner = Runner(memory, model_factory=ScriptedModel)
    runner.submit(runner.parse(conversation("c", "I prefer tea.", "I live in Lyon.")), "manual", now=NOW)
    later = NOW + timedelta(days=3)
    _, report, state = runner.run_next(now=later)
    assert state == "done" and report is not None and report.ran
    learned = memory.notes(now=later)
    assert learned and {n.created_at for n in learned} == {later}
    assert memory.jobs(now=later) == []
