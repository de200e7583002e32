"""The local llama.cpp model: loaded lazily, one at a time (jobs/model_process.py runs it in a
child process and stops that child after an idle time).

Uses the GGUF's own chat template and JSON-schema constrained output with a bounded token budget.
`llama_cpp` is imported only here and only when a pass needs the model, so commands that do not
(the reply path included) never import it.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from config.errors import ModelError

log = logging.getLogger("memoryd.model")


@dataclass(frozen=True)
class Reply:
    data: dict[str, Any]
    tokens_in: int
    tokens_out: int
    # Prompt tokens llama.cpp did not evaluate again because its KV cache already held them.
    tokens_reused: int = 0


def parse_answer(content: str, *, truncated: bool) -> dict[str, Any]:
    """The model's JSON object. An answer cut off by the token budget keeps the complete items of
    its first array (a bounded budget is not a failed pass); anything else unparseable is an error."""
    try:
        data = json.loads(content)
    except json.JSONDecodeError:
        if not truncated:
            raise ModelError("The model's answer was not valid JSON.") from None
        return _salvage(content)
    if not isinstance(data, dict):
        raise ModelError("The model's answer was not a JSON object.")
    return data


def _salvage(content: str) -> dict[str, Any]:
    opening = content.find("[")
    quote = content.find('"')
    if opening < 0 or quote < 0 or quote > opening:
        return {}
    key = content[quote + 1 : content.find('"', quote + 1)]
    decoder = json.JSONDecoder()
    items: list[Any] = []
    position = opening + 1
    while True:
        while position < len(content) and content[position] in " \n\r\t,":
            position += 1
        try:
            item, position = decoder.raw_decode(content, position)
        except json.JSONDecodeError:
            break
        items.append(item)
    log.info("model answer hit its token budget: kept %d complete item(s)", len(items))
    return {key: items}


class Model(Protocol):
    """What a pass needs from a model; tests use a scripted fake with the same shape."""

    context_tokens: int

    def count_tokens(self, text: str) -> int: ...

    def complete_json(self, system: str, user: str, schema: dict[str, Any], max_tokens: int) -> Reply: ...


class LocalModel:
    def __init__(self, path: Path, *, context_tokens: int = 2048, threads: int | None = None):
        self.path = path
        self.context_tokens = context_tokens
        self.threads = threads or max(1, min(4, os.cpu_count() or 1))
        self._llama: Any = None
        self._lock = threading.RLock()
        self._last_used = 0.0

    @property
    def loaded(self) -> bool:
        return self._llama is not None

    def _load(self) -> Any:
        if self._llama is None:
            started = time.monotonic()
            try:
                from llama_cpp import Llama  # noqa: PLC0415 - imported only when a pass needs it
            except ImportError as exc:
                raise ModelError(f"llama-cpp-python is not installed ({exc.name}): run .ci/setup.") from None
            try:
                self._llama = Llama(
                    model_path=str(self.path),
                    n_ctx=self.context_tokens,
                    n_threads=self.threads,
                    verbose=False,
                )
            except (ValueError, RuntimeError) as exc:
                raise ModelError(f"The model {self.path.name} could not be loaded ({type(exc).__name__}): check model_path.") from None
            log.info("model loaded in %.2fs", time.monotonic() - started)
        self._last_used = time.monotonic()
        return self._llama

    def count_tokens(self, text: str) -> int:
        with self._lock:
            return len(self._load().tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def complete_json(self, system: str, user: str, schema: dict[str, Any], max_tokens: int) -> Reply:
        with self._lock:
            llama = self._load()
            cached = list(llama.input_ids[: llama.n_tokens])
            try:
                result = llama.create_chat_completion(
                    messages=[{"role": "system", "content": system}, {"role": "user", "content": user}],
                    response_format={"type": "json_object", "schema": schema},
                    max_tokens=max_tokens,
                    temperature=0.0,
                    seed=7,
                )
            except (ValueError, RuntimeError) as exc:
                raise ModelError(f"The model failed during a pass ({type(exc).__name__}).") from None
            finally:
                self._last_used = time.monotonic()
            usage = result.get("usage", {})
            prompt = list(llama.input_ids[: int(usage.get("prompt_tokens", 0))])
            reused = min(llama.longest_token_prefix(cached, prompt), max(0, len(prompt) - 1))
        choice = result["choices"][0]
        data = parse_answer(choice["message"].get("content") or "", truncated=choice.get("finish_reason") == "length")
        return Reply(data, int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0)), reused)

    def unload(self) -> None:
        with self._lock:
            if self._llama is not None:
                self._llama.close()
                self._llama = None
                log.info("model unloaded")
