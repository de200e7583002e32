"""The HTTP API in process (no `serve`): a full queue, the jobs listing, the bearer token."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from config.errors import QueueFull
from config.settings import load_settings
from store.memory import Memory
from tests.conftest import NOW
from worker.api import create_app
from worker.client import Client
from worker.ops import LocalOps
from worker.runner import Runner


def conversation(cid: str) -> dict:
    return {"id": cid, "messages": [{"role": "user", "content": "I prefer tea."}, {"role": "user", "content": "I live in Lyon."}]}


@pytest.fixture
def small_queue(data_dir: Path):
    memory = Memory.open(load_settings(data_dir, max_queued_jobs=2), NOW)
    yield LocalOps(memory, Runner(memory, use_model=False))
    memory.close()


def test_a_full_queue_answers_429_with_one_sentence(small_queue) -> None:
    with TestClient(create_app(small_queue), base_url="http://memoryd") as http:
        assert [http.post("/v1/conversations", json=conversation(f"c-{i}")).status_code for i in range(2)] == [202, 202]
        refused = http.post("/v1/conversations", json=conversation("c-9"))
        assert refused.status_code == 429
        error = refused.json()["error"]
        assert error["code"] == 3 and error["reason"] == "queue_full" and "max_queued_jobs" in error["message"]
        assert http.post("/v1/conversations", json=conversation("c-0")).status_code == 202  # a newer transcript still fits
        jobs = http.get("/v1/jobs").json()["jobs"]
        assert [(job["conversation"], job["state"]) for job in jobs] == [("c-0", "queued"), ("c-1", "queued")]


def test_the_client_raises_queue_full_like_in_process(small_queue) -> None:
    client = Client.__new__(Client)
    client._http = TestClient(create_app(small_queue), base_url="http://memoryd")
    with client:
        client.submit(conversation("c-1"))
        client.submit(json.dumps(conversation("c-2")))
        with pytest.raises(QueueFull) as full:
            client.submit(conversation("c-3"))
        assert full.value.exit_code == 3 and len(client.jobs()["jobs"]) == 2

