"""A small Python client for apps, over the service's socket (or loopback TCP with its token).

    from worker.client import Client
    with Client.for_data_dir() as memoryd:
        memoryd.submit(conversation, reason="panel_hidden")   # {"job": 3} or {"skipped": ...}
        block = memoryd.context("How do I open a channel?")["block"]

Every verb of the CLI is here too (`worker.verbs.Verbs`, as `LocalOps` has them; the CLI itself
uses this class when a service runs). Errors
come back as the same memoryd exceptions (NotFound, UsageError, Refused, PreconditionError,
QueueFull...), with the same exit codes, as in process: `config.errors.ANSWERS` maps each.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx

from config import errors
from config.settings import Settings, load_settings
from worker import instance
from worker.verbs import Conversation, Data, Progress, Verbs


ServiceUnavailable = errors.ServiceUnavailable


class Client(Verbs):
    def __init__(self, *, socket: str | None = None, tcp: str | None = None, token: str | None = None, timeout: float = 600.0):
        if socket:
            transport = httpx.HTTPTransport(uds=socket)
            base = "http://memoryd"
        elif tcp:
            transport = httpx.HTTPTransport()
            base = f"http://{tcp}"
        else:
            raise errors.UsageError("Give the client a socket path or a loopback TCP address.")
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self._http = httpx.Client(transport=transport, base_url=base, headers=headers, timeout=timeout)

    @classmethod
    def for_data_dir(cls, data_dir: str | Path | None = None, settings: Settings | None = None) -> Client:
        """Connect to the service running for a data dir (default: the user's)."""
        settings = settings or load_settings(data_dir)
        endpoint = instance.read_pointer(settings)
        if endpoint is None:
            raise ServiceUnavailable("no service pointer in the data dir")
        token = instance.api_token(settings, create=False) if endpoint.tcp else None
        return cls(socket=endpoint.socket, tcp=endpoint.tcp, token=token)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    @staticmethod
    def _body(conversation: Conversation) -> Data:
        if not isinstance(conversation, str):
            return conversation
        try:
            return json.loads(conversation)
        except json.JSONDecodeError:
            raise errors.UsageError("The conversation is not valid JSON: send one JSON object with `id` and `messages`.") from None

    def _call(self, method: str, path: str, **kwargs: Any) -> Data:
        try:
            response = self._http.request(method, f"/v1{path}", **kwargs)
        except httpx.TransportError as exc:
            raise ServiceUnavailable(type(exc).__name__) from None
        try:
            data = response.json()
        except json.JSONDecodeError:
            raise ServiceUnavailable(f"HTTP {response.status_code} without JSON") from None
        if response.is_error:
            error = data.get("error", {}) if isinstance(data, dict) else {}
            raise errors.from_wire(error if isinstance(error, dict) else {}, response.status_code)
        return data

    # the five an app needs
    def submit(self, conversation: Conversation, reason: str = "manual") -> Data:
        return self._call("POST", "/conversations", params={"reason": reason}, json=self._body(conversation))

    def update(self, conversation: Conversation, rules_only: bool = False, *, progress: Progress | None = None) -> Data:
        if progress:
            progress("The service runs the pass; waiting for it")
        return self._call("POST", "/update", params={"rules_only": rules_only}, json=self._body(conversation))

    def context(self, message: str, detail: str = "balanced") -> Data:
        return self._call("GET", "/context", params={"message": message, "detail": detail})

    def notes(self, category: str | None = None, *, search: str | None = None, limit: int | None = None) -> Data:
        params = {"category": category, "search": search, "limit": limit}
        return self._call("GET", "/notes", params={k: v for k, v in params.items() if v is not None})

    def remember(self, text: str) -> Data:
        return self._call("POST", "/remember", json={"text": text})

    # the rest of the verbs, as the CLI uses them
    def add(self, text: str, category: str) -> Data:
        return self._call("POST", "/notes", json={"text": text, "category": category})

    def edit(self, note_id: str, text: str) -> Data:
        return self._call("PATCH", f"/notes/{quote(note_id, safe='')}", json={"text": text})

    def delete(self, note_id: str) -> Data:
        return self._call("DELETE", f"/notes/{quote(note_id, safe='')}")

    def pause(self, category: str) -> Data:
        return self._call("POST", f"/categories/{quote(category, safe='')}/pause")

    def resume(self, category: str) -> Data:
        return self._call("POST", f"/categories/{quote(category, safe='')}/resume")

    def clear(self, category: str) -> Data:
        return self._call("DELETE", f"/categories/{quote(category, safe='')}/notes")

    def memory_switch(self, enabled: bool | None = None) -> Data:
        if enabled is None:
            return self._call("GET", "/memory")
        return self._call("PUT", "/memory", json={"enabled": enabled})

    def summary(self) -> Data:
        return self._call("GET", "/summary")

    def profile(self) -> Data:
        return self._call("GET", "/profile")

    def profile_forget(self, concept: str) -> Data:
        return self._call("DELETE", f"/profile/{quote(concept, safe='')}")

    def log(self, limit: int | None = None) -> Data:
        return self._call("GET", "/log", params={"limit": limit} if limit is not None else None)

    def export(self, fmt: str = "json") -> Data:
        return self._call("GET", "/export", params={"format": fmt})

    def import_(self, content: str) -> Data:
        return self._call("POST", "/import", json={"content": content})

    def forget_all(self) -> Data:
        return self._call("POST", "/forget", json={"all": True, "yes": True})

    def maintain(self) -> Data:
        return self._call("POST", "/maintain")

    def check(self, text: str) -> Data:
        return self._call("POST", "/check", json={"text": text})

    def drain(self, rules_only: bool = False, *, progress: Progress | None = None) -> Data:
        if progress:
            progress("The service runs the queued jobs; waiting for it")
        return self._call("POST", "/drain", params={"rules_only": rules_only})

    def jobs(self) -> Data:
        return self._call("GET", "/jobs")

    def clear_failed(self) -> Data:
        return self._call("DELETE", "/jobs", params={"state": "failed"})

    def status(self, extra: Data | None = None) -> Data:
        return {**self._call("GET", "/status"), **(extra or {})}
