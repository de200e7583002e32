"""kill -9 of the pass process at each step of a pass (worker/pass_process.py's crash points): no
duplicate note, no lost job, the job runs again, and the watermark never moves without the notes.
The real child process, the real store; the rules only (no model file needed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from config.settings import load_settings
from store import queue, watermarks
from store.clock import utcnow
from store.memory import Memory
from worker.pass_process import CRASH_ENV, CRASH_POINTS, PassProcess

CITIES = dict(zip(CRASH_POINTS, ("Lyon", "Nantes", "Lille"), strict=True))


def lines(city: str) -> tuple[str, ...]:
    return ("I prefer short answers.", f"I live in {city}.", f"I'm building a kayak in my garage in {city}.")


def conversation(cid: str, *lines: str) -> str:
    messages = []
    for line in lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": "Ok."}]
    return json.dumps({"id": cid, "messages": messages})


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory):
    """One store and one pass process for the module (real time: the child reads the clock too)."""
    memory = Memory.open(load_settings(Path(tmp_path_factory.mktemp("crash")) / "data"), now=utcnow())
    runner = PassProcess(memory, use_model=False)
    yield memory, runner
    runner.close()
    memory.close()


def texts(memory: Memory) -> list[str]:
    return sorted(n.text for n in memory.notes(now=utcnow()))


def unseen_from(memory: Memory, cid: str, said: tuple[str, ...]) -> int | None:
    """The first user turn the watermark has not seen (None: all of them)."""
    with memory.read(now=utcnow()) as tx:
        return watermarks.first_new_user_turn(tx, cid, list(said))


def fresh_child(runner: PassProcess) -> None:
    """The next pass starts a new child, which reads the crash point from its environment."""
    runner.close()


@pytest.mark.parametrize("point", CRASH_POINTS)
def test_kill_9_at_each_step_of_a_pass(store, point: str, monkeypatch: pytest.MonkeyPatch) -> None:
    memory, runner = store
    cid, said = f"c-{point}", lines(CITIES[point])
    before = texts(memory)
    monkeypatch.setenv(CRASH_ENV, point)
    fresh_child(runner)
    assert set(runner.submit(runner.parse(conversation(cid, *said)), "manual")) == {"job"}
    job_id, report, state = runner.run_next(include_held=True)
    assert (report, state) == (None, "queued") and not runner.alive  # the child died there; this process did not
    committed = point == "after_commit"
    after_crash = texts(memory)
    assert (after_crash != before) == committed  # nothing half-written before the commit
    assert (unseen_from(memory, cid, said) is None) == committed  # the watermark moves with the notes only
    (job,) = memory.jobs(now=utcnow())
    assert (job["id"], job["state"], job["attempts"]) == (job_id, "queued", 1)  # not lost, due now

    monkeypatch.delenv(CRASH_ENV)
    again_id, again, state = runner.run_next(include_held=True)
    assert (again_id, state) == (job_id, "done")
    after = texts(memory)
    assert after != before and len(after) == len(set(after))  # captured, and once
    if committed:
        assert after == after_crash and again.skipped == "nothing_new"
    assert unseen_from(memory, cid, said) is None
    assert memory.jobs(now=utcnow()) == [] and runner.run_next(include_held=True) is None
    # the service's own store sees what the child wrote (the reply path's cache follows the generation)
    assert CITIES[point] in memory.context("Where do I live?").to_json()["block"]


def test_a_job_that_kills_its_process_every_time_is_parked_and_the_next_runs(store, monkeypatch: pytest.MonkeyPatch) -> None:
    memory, runner = store
    monkeypatch.setenv(CRASH_ENV, "before_commit")
    fresh_child(runner)
    runner.submit(runner.parse(conversation("c-deadly", "I prefer tea.", "I live in Porto.")), "manual")
    states = [runner.run_next(include_held=True)[2] for _ in range(queue.MAX_ATTEMPTS)]
    assert states == ["queued"] * queue.MAX_ATTEMPTS
    monkeypatch.delenv(CRASH_ENV)
    runner.submit(runner.parse(conversation("c-next", "I prefer tea.", "I live in Oslo.")), "manual")
    results = [runner.run_next(include_held=True) for _ in range(2)]
    assert sorted(state for _, _, state in results) == ["done", "failed"]
    (parked,) = memory.jobs(now=utcnow())
    assert parked["state"] == "failed" and "cut off" in parked["why"]
    assert any("Oslo" in text for text in texts(memory)) and not any("Porto" in text for text in texts(memory))


def test_after_forget_all_the_next_pass_seals_with_the_new_key(store) -> None:
    memory, runner = store
    runner.submit(runner.parse(conversation("c-before", "I prefer tea.", "I live in Bergen.")), "manual")
    assert runner.run_next(include_held=True)[2] == "done"
    with runner.exclusive():
        memory.forget_all(now=utcnow())
    runner.submit(runner.parse(conversation("c-after", "I prefer tea.", "I live in Turku.")), "manual")
    assert runner.run_next(include_held=True)[2] == "done"
    assert any("Turku" in text for text in texts(memory)) and not any("Bergen" in text for text in texts(memory))
