"""The model in a child process of its own.

The service never imports llama.cpp itself: a spawned child loads the GGUF on first use, answers
over a pipe, and is stopped after the idle time, which gives its memory back to the system (an
unloaded model inside the service would leave the allocator's pages resident). The child runs at a
lower CPU priority, so the reply path stays responsive while a pass computes, and a crash in
native code ends the child, not the service: the pass fails and its job is retried.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from pathlib import Path
from typing import Any

from config.errors import MemorydError, ModelError
from jobs.llm import LocalModel, Verdict

log = logging.getLogger("memoryd.model")
CHILD_NICE = 10
ANSWER_TIMEOUT_SECONDS = 600


def _lower_priority() -> None:
    """Run only on CPU time nothing else wants (Linux SCHED_IDLE; elsewhere a high nice value).
    Set before llama.cpp starts its threads, which inherit it."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
        return
    except (AttributeError, OSError):
        pass
    try:
        os.nice(CHILD_NICE)
    except (AttributeError, OSError):
        pass


def _child(conn: Any, path: str, context_tokens: int, threads: int | None) -> None:  # pragma: no cover - runs in the child
    _lower_priority()
    model = LocalModel(Path(path), context_tokens=context_tokens, threads=threads)
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        kind = request[0]
        try:
            if kind == "stop":
                return
            if kind == "count":
                conn.send(("ok", model.count_tokens(request[1])))
            elif kind == "embed":
                conn.send(("ok", model.embed(request[1])))
            elif kind == "yes_no":
                verdict = model.yes_no(request[1])
                conn.send(("ok", (verdict.score, verdict.tokens_in, verdict.tokens_reused)))
        except MemorydError as exc:
            conn.send(("error", exc.message))
        except Exception as exc:  # noqa: BLE001 - reported to the parent as a model error
            conn.send(("error", f"The model failed ({type(exc).__name__})."))


class ModelProcess:
    """A `Model` whose llama.cpp lives in a child process, started on first use."""

    def __init__(self, path: Path, *, context_tokens: int = 2048, threads: int | None = None, idle_seconds: int = 300):
        self.path = path
        self.context_tokens = context_tokens
        self.threads = threads
        self.idle_seconds = idle_seconds
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Any = None
        self._lock = threading.RLock()
        self._last_used = 0.0

    @property
    def loaded(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def _ensure(self) -> None:
        if self.loaded:
            return
        self.unload()
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self._process = context.Process(
            target=_child, args=(child, str(self.path), self.context_tokens, self.threads), name="memoryd-model", daemon=True
        )
        self._process.start()
        child.close()
        self._conn = parent

    def _ask(self, *request: Any) -> Any:
        with self._lock:
            self._ensure()
            try:
                self._conn.send(request)
                if not self._conn.poll(ANSWER_TIMEOUT_SECONDS):
                    self.unload()
                    raise ModelError(f"The model gave no answer in {ANSWER_TIMEOUT_SECONDS} s and was stopped: the job will be retried.")
                status, payload = self._conn.recv()
            except (EOFError, BrokenPipeError, ConnectionResetError, OSError):
                code = self._process.exitcode if self._process else None
                self.unload()
                raise ModelError(f"The model process stopped during a pass (exit {code}): the job will be retried.") from None
            finally:
                self._last_used = time.monotonic()
        if status == "error":
            raise ModelError(payload)
        return payload

    def count_tokens(self, text: str) -> int:
        return int(self._ask("count", text))

    def yes_no(self, messages: list[dict[str, str]]) -> Verdict:
        score, tokens_in, reused = self._ask("yes_no", messages)
        return Verdict(score, tokens_in, reused)

    def embed(self, text: str) -> tuple[list[float], int]:
        vector, count = self._ask("embed", text)
        return vector, count

    def unload_if_idle(self, *, now: float | None = None) -> bool:
        with self._lock:
            if not self.loaded or (now if now is not None else time.monotonic()) - self._last_used < self.idle_seconds:
                return False
            self.unload()
            return True

    def unload(self) -> None:
        with self._lock:
            process, conn = self._process, self._conn
            self._process = self._conn = None
            if conn is not None:
                try:
                    conn.send(("stop",))
                except (BrokenPipeError, OSError):
                    pass
                conn.close()
            if process is not None:
                process.join(5)
                if process.is_alive():
                    process.kill()
                    process.join(5)
                log.info("model process stopped")
