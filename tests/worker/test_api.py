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
    memory = Memory.open(load_settings(data_dir, max_queued_jobs=2), now=NOW)
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


# ---- TCP auth that cannot be turned off (issue 9) ---------------------------------------------------


@pytest.mark.parametrize("content", [None, "", "\n", "short-token", "x" * 42])
def test_a_missing_empty_or_short_token_is_replaced_at_start(settings, content: str | None) -> None:
    from worker import instance  # noqa: PLC0415

    path = settings.data_dir / instance.TOKEN_NAME
    settings.data_dir.mkdir(parents=True)
    if content is not None:
        path.write_text(content, encoding="utf-8")
        path.chmod(0o644)
    token = instance.api_token(settings, create=True)
    assert token and len(token) >= 43 and token != (content or "").strip()
    assert path.read_text(encoding="utf-8").strip() == token and oct(path.stat().st_mode & 0o777) == "0o600"
    assert instance.api_token(settings, create=True) == token  # a good token is kept


def test_a_token_readable_by_others_is_replaced(settings) -> None:
    from worker import instance  # noqa: PLC0415

    settings.data_dir.mkdir(parents=True)
    first = instance.api_token(settings, create=True)
    (settings.data_dir / instance.TOKEN_NAME).chmod(0o644)
    assert instance.api_token(settings, create=True) != first


@pytest.mark.parametrize("weak", ["", "   ", "abc"])
def test_the_app_refuses_a_weak_token(small_queue, weak: str) -> None:
    with pytest.raises(ValueError, match="token"):
        create_app(small_queue, token=weak)


def test_only_bearer_with_the_token_is_accepted_and_openapi_is_behind_it(small_queue) -> None:
    token = "t" * 43
    with TestClient(create_app(small_queue, token=token), base_url="http://127.0.0.1") as http:
        for headers in ({}, {"Authorization": token}, {"Authorization": f"Basic {token}"}, {"Authorization": "Bearer "}, {"Authorization": f"Bearer {token}x"}):
            for path in ("/v1/status", "/v1/openapi.json"):
                response = http.get(path, headers=headers)
                assert response.status_code == 401, (headers, path)
                assert "bearer token" in response.json()["error"]["message"]
        assert http.get("/v1/status", headers={"Authorization": f"Bearer {token}"}).status_code == 200
        assert http.get("/v1/status", headers={"Authorization": f"bearer {token}"}).status_code == 200  # the scheme is case-insensitive
        spec = http.get("/v1/openapi.json", headers={"Authorization": f"Bearer {token}"}).json()
        assert "/v1/conversations" in spec["paths"] and "/v1/jobs" in spec["paths"]
        assert http.get("/docs").status_code == 404 and http.get("/openapi.json").status_code == 404


def test_a_json_body_is_read_whatever_its_content_type(small_queue) -> None:
    """curl's `-d` sends application/x-www-form-urlencoded; the README's curl works as written."""
    with TestClient(create_app(small_queue), base_url="http://memoryd") as http:
        body = json.dumps(conversation("c-form"))
        for content_type in ("application/x-www-form-urlencoded", "text/plain"):
            answer = http.post("/v1/conversations", content=body, headers={"Content-Type": content_type})
            assert answer.status_code == 202 and set(answer.json()) <= {"job", "skipped"}
        remembered = http.post("/v1/remember", content=json.dumps({"text": "I am vegetarian"}), headers={"Content-Type": "text/plain"})
        assert remembered.status_code == 201


def test_the_client_raises_the_same_exceptions_as_local_calls(small_queue) -> None:
    from config import errors

    with TestClient(create_app(small_queue), base_url="http://memoryd") as http:
        client = Client(socket="/nonexistent.sock")
        client._http = http  # the app in process, through the client's own error mapping
        with pytest.raises(errors.NotFound) as missing:
            client.delete("n_missing")
        assert missing.value.exit_code == 5 and missing.value.http_status == 404
        with pytest.raises(errors.Refused) as refused:
            client.remember("my password is Tr0ub4dor&3")
        assert refused.value.filter == "secret" and "Tr0ub4dor" not in refused.value.message
        with pytest.raises(errors.UsageError):
            client.notes(limit=0)
        body = http.delete("/v1/notes/n_missing").json()["error"]
        assert (body["code"], body["type"]) == (5, "not_found")
