"""Passes in a worker child process: the service process only serves requests.

A pass is Python work (the rules, the guard, consolidation) and, with the model, waits on llama.cpp;
run on a thread of the service it would hold the interpreter that `context` and `submit` need. So
the service hands each claimed job (its id and transcript) to a spawned child that runs at the
lowest CPU priority (SCHED_IDLE, else nice), opens its own `Memory` on the same data dir (SQLite WAL:
readers never wait on it, and a write waits only for the other's short transaction) and answers
with the job's state. The child needs no instance lock: it is part of the instance whose service
holds the lock, started by it, and it ends when the service does (it watches its parent).

A crash of the child (kill -9, a native crash in the model) never takes the service down: the job it
held goes back to the queue at once and runs again in a fresh child; a job that cuts its worker off
`queue.MAX_ATTEMPTS` times is parked as failed by the queue. Nothing is half-written: the notes and
the conversation's watermark move in one transaction, and the job is marked done after it, so a job
cut off after the commit runs again and finds nothing new.

Crash points, for tests only: with `MEMORYD_TEST_CRASH_AT=<point>` in its environment the child
kills itself with SIGKILL at that point of a pass; with `MEMORYD_TEST_STALL_AT=<point>` it stops
there (until its parent ends), saying so
on stderr. Points: `after_capture` (candidates found, nothing written yet),
`before_commit` (inside the pass's write transaction, its rows flushed, not committed),
`after_commit` (the pass committed, the job not yet marked done). Unset, they cost nothing.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import TYPE_CHECKING, Any

from config.errors import MemorydError, ModelError, StoreError, UsageError
from store import queue
from store.clock import utcnow
from store.memory import Memory
from worker.runner import Runner

if TYPE_CHECKING:
    from config.settings import Settings
    from jobs.conversation import Conversation
    from jobs.passes import PassReport

log = logging.getLogger("memoryd.passes")

CRASH_ENV = "MEMORYD_TEST_CRASH_AT"
STALL_ENV = "MEMORYD_TEST_STALL_AT"
CRASH_POINTS = ("after_capture", "before_commit", "after_commit")
PARENT_POLL_SECONDS = 0.5
STOP_SECONDS = 10


class PassProcessStopped(StoreError):
    def __init__(self, code: int | None):
        super().__init__(f"The pass process stopped during a pass (exit {code}): its job runs again.")
        self.code = code


# ---- the child -----------------------------------------------------------------------------------


def crash_point(name: str) -> None:
    """A named point of a pass where a test may kill (or stall) the child. Ignored unless set."""
    if os.environ.get(CRASH_ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)
    if os.environ.get(STALL_ENV) == name:
        print(f"memoryd test: the pass process stalls at {name}", file=sys.stderr, flush=True)
        while True:  # the parent-watch thread ends the process when the service goes
            time.sleep(3600)


def _install_crash_points(memory: Memory) -> None:
    """Wrap the store's write transactions so that the pass's own write (the one that changes the
    memory) passes through `after_capture` before it starts and `before_commit` before it commits."""
    points = {os.environ.get(CRASH_ENV), os.environ.get(STALL_ENV)}
    if not points & {"after_capture", "before_commit"}:
        return
    original = memory.write

    @contextmanager
    def write(*, memory_changes: bool = True, now: datetime) -> Iterator[Any]:
        if memory_changes:
            crash_point("after_capture")
        with original(memory_changes=memory_changes, now=now) as tx:
            yield tx
            if memory_changes:
                tx.session.flush()
                crash_point("before_commit")

    memory.write = write  # type: ignore[method-assign]


def _watch_parent(parent: int) -> None:
    """End the child when the service is gone (kill -9 included): an orphan never goes on writing."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="memoryd-parent-watch", daemon=True).start()


def _portable(exc: BaseException) -> BaseException:
    """The exception itself when it crosses the pipe intact, else one of the same family."""
    try:
        pickle.loads(pickle.dumps(exc))
        return exc
    except Exception:  # noqa: BLE001 - an exception whose constructor takes other arguments
        message = getattr(exc, "message", None) or f"The pass failed ({type(exc).__name__})."
        for kind in (UsageError, ModelError, StoreError):
            if isinstance(exc, kind):
                return kind(message)
        return MemorydError(message) if isinstance(exc, MemorydError) else RuntimeError(type(exc).__name__)


def _child(conn: Any, settings: Settings, use_model: bool, parent: int) -> None:  # pragma: no cover - runs in the child
    from jobs.model_process import _lower_priority  # noqa: PLC0415

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group: the service decides
    _lower_priority()
    _watch_parent(parent)
    try:
        memory = Memory.open(settings, now=utcnow())
    except Exception as exc:  # noqa: BLE001 - no key, a damaged store: each request hears why
        while True:
            try:
                request = conn.recv()
            except EOFError:
                return
            if request[0] == "stop":
                return
            conn.send(("error", _portable(exc), False))
    _install_crash_points(memory)
    runner = Runner(memory, use_model=use_model)
    try:
        while True:
            try:
                request = conn.recv()
            except EOFError:
                return
            kind = request[0]
            if kind == "stop":
                return
            try:
                if kind == "job":
                    answer: Any = runner.run_job(request[1], use_model=request[2], before_finish=lambda: crash_point("after_commit"), now=request[3])
                elif kind == "run":
                    answer = runner.run(request[1], use_model=request[3], now=request[2])
                else:  # "unload_idle"
                    answer = runner.unload_idle()
                conn.send(("ok", answer, runner.model_loaded))
            except Exception as exc:  # noqa: BLE001 - raised again in the parent
                conn.send(("error", _portable(exc), runner.model_loaded))
    finally:
        runner.close()
        memory.close()


# ---- the service's side ----------------------------------------------------------------------------


class PassProcess(Runner):
    """A `Runner` whose passes run in the child; `submit` and `parse` stay here (no pass work)."""

    def __init__(self, memory: Memory, *, use_model: bool = True):
        super().__init__(memory, use_model=use_model)
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Any = None
        self._child_model_loaded = False
        self._exit_hook = False
        self._key: tuple[str, int] | None = None

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        return self._process.pid if self.alive else None

    @property
    def model_loaded(self) -> bool:
        return self.alive and self._child_model_loaded

    def _ensure(self) -> None:
        key = (self.memory.store_id, self.memory.key_generation)
        if self.alive and self._key == key:
            return
        self._reap()  # gone, or its key is stale (`forget --all` made a new one): a fresh child
        self._key = key
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        # Not a daemon: the child starts the model's own process when a pass needs it.
        self._process = context.Process(
            target=_child, args=(child, self.settings, self.use_model, os.getpid()), name="memoryd-passes", daemon=False
        )
        self._process.start()
        child.close()
        self._conn = parent
        if not self._exit_hook:  # multiprocessing joins a non-daemon child at exit: it must be gone
            atexit.register(self._reap)
            self._exit_hook = True

    def _reap(self) -> int | None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        self._child_model_loaded = False
        code = None
        if process is not None:
            if process.is_alive():
                process.kill()
            process.join(STOP_SECONDS)
            code = process.exitcode
        if conn is not None:
            conn.close()
        return code

    def _ask(self, *request: Any) -> Any:
        """Send a request and wait for its answer; the caller holds the pass lock."""
        self._ensure()
        try:
            self._conn.send(request)
            status, payload, loaded = self._conn.recv()
        except (EOFError, BrokenPipeError, ConnectionResetError, OSError):
            raise PassProcessStopped(self._reap()) from None
        self._child_model_loaded = loaded
        if status == "error":
            raise payload
        return payload

    def run(self, conversation: Conversation, *, use_model: bool | None = None, now: datetime | None = None) -> PassReport:
        with_model = self.use_model if use_model is None else use_model
        with self._lock:
            return self._ask("run", conversation, now or utcnow(), with_model)

    def run_next(
        self, *, use_model: bool | None = None, include_held: bool = False, now: datetime | None = None
    ) -> tuple[int, PassReport | None, str] | None:
        with self._lock:  # claimed and run under the pass lock: `forget --all` waits for both
            job = self.memory.claim(include_held=include_held, now=now or utcnow())
            if job is None:
                return None
            if job.problem is not None:
                log.warning("job %s parked as failed: %s", job.id, job.problem)
                return job.id, None, "failed"
            try:
                return self._ask("job", job, use_model, now)
            except PassProcessStopped as stopped:
                log.warning("the pass process stopped during job %s (exit %s): the job runs again", job.id, stopped.code)
                return job.id, None, self.requeue_cut_off()
            except MemorydError as exc:  # the child could not open the store: retried later, in a fresh child
                log.warning("the pass process could not run job %s: %s", job.id, type(exc).__name__)
                self._reap()
                return job.id, None, self.memory.fail(job.id, type(exc).__name__, now=now or utcnow())

    def requeue_cut_off(self) -> str:
        """Jobs left `running` by the child go back to the queue now: only the child runs passes
        for this instance. The queue parks a job cut off too often (its claims count)."""
        with self.memory.write(memory_changes=False, now=utcnow()) as tx:
            count = queue.recover(tx)
        return "queued" if count else "done"

    def unload_idle(self) -> bool:
        if not self._lock.acquire(blocking=False):  # a pass is running: the model is not idle
            return False
        try:
            return bool(self.alive and self._ask("unload_idle"))
        except PassProcessStopped:
            return False
        finally:
            self._lock.release()

    def close(self, grace: float = STOP_SECONDS) -> None:
        """Stop the child: asked when idle; killed when a pass still runs (its job runs again)."""
        if self._process is None:
            return
        if self._lock.acquire(timeout=0):
            try:
                try:
                    self._conn.send(("stop",))
                except (BrokenPipeError, OSError):
                    pass
                self._process.join(grace)
                self._reap()
            finally:
                self._lock.release()
        else:
            process = self._process
            if process is not None and process.is_alive():
                process.kill()


__all__ = ["CRASH_ENV", "CRASH_POINTS", "STALL_ENV", "PassProcess", "PassProcessStopped", "crash_point"]
