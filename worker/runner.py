"""Runs passes for the process: holds the one local model (loaded lazily, unloaded when idle),
turns queued jobs into passes, and maps failures onto retries."""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from config import model_files
from config.errors import MemorydError, ModelError, UsageError
from jobs.conversation import Conversation, parse_conversation
from store.clock import utcnow
from store.memory import Memory
from store.queue import Job

if TYPE_CHECKING:  # the passes, their patterns and the model load with the first pass, not with `submit`
    from jobs.llm import Model
    from jobs.passes import PassReport

log = logging.getLogger("memoryd.runner")


class Runner:
    def __init__(self, memory: Memory, *, use_model: bool = True, model_factory: Callable[[], Model] | None = None):
        self.memory = memory
        self.settings = memory.settings
        self.use_model = use_model
        self._model: Model | None = None
        self._factory = model_factory
        self._lock = threading.Lock()  # one pass at a time: one consumer for model work

    def model(self) -> Model:
        if self._model is None:
            if self._factory is not None:
                self._model = self._factory()
            else:
                from jobs.model_process import ModelProcess  # noqa: PLC0415

                self._model = ModelProcess(
                    model_files.model_file(self.settings.model_path),
                    context_tokens=self.settings.model_context_tokens,
                    threads=self.settings.model_threads,
                    idle_seconds=self.settings.model_idle_seconds,
                )
        return self._model

    @property
    def model_loaded(self) -> bool:
        return bool(getattr(self._model, "loaded", False))

    def unload_idle(self) -> bool:
        unload = getattr(self._model, "unload_if_idle", None)
        return bool(unload and unload())

    def close(self) -> None:
        unload = getattr(self._model, "unload", None)
        if unload is not None:
            unload()

    def exclusive(self) -> threading.Lock:
        """Held while no pass may run (forgetting everything)."""
        return self._lock

    def parse(self, raw: str | bytes | dict) -> Conversation:
        return parse_conversation(raw, self.settings.max_message_chars)

    def run(self, conversation: Conversation, *, use_model: bool | None = None, now: datetime | None = None) -> PassReport:
        from jobs.passes import run_pass  # noqa: PLC0415

        with_model = self.use_model if use_model is None else use_model
        with self._lock:
            return run_pass(
                self.memory,
                conversation,
                self.model if with_model else None,
                now=now or utcnow(),
            )

    def submit(self, conversation: Conversation, reason: str, *, now: datetime | None = None) -> dict[str, object]:
        """Queue a pass, or say at once why none is needed. Never runs the model."""
        now = now or utcnow()
        if conversation.unfit:
            return {"skipped": conversation.unfit}
        user_texts = [m.content for _, m in conversation.user_turns]
        if not self.memory.enabled(now=now):
            # Nothing is captured while memory is off, so no job: the pass of the rules runs here at
            # once without the model (it keeps the learning signals, which the switch does not stop).
            from jobs.passes import run_pass  # noqa: PLC0415

            report = run_pass(self.memory, conversation, None, now=now)
            if not report.ran:
                return {"skipped": report.skipped or "memory_off"}
        transcript = json.dumps(conversation.model_dump(mode="json"), ensure_ascii=False)
        delay = timedelta(seconds=self.settings.submit_delay_seconds)
        job = self.memory.enqueue_if_new(conversation.id, user_texts, transcript, reason, delay, now=now)
        return {"skipped": "nothing_new"} if job is None else {"job": job}

    def run_next(
        self, *, use_model: bool | None = None, include_held: bool = False, now: datetime | None = None
    ) -> tuple[int, PassReport | None, str] | None:
        """Claim and run one due job. Returns (job id, report or None, state) or None when idle."""
        job = self.memory.claim(include_held=include_held, now=now or utcnow())
        if job is None:
            return None
        return self.run_job(job, use_model=use_model, now=now)

    def run_job(
        self,
        job: Job,
        *,
        use_model: bool | None = None,
        before_finish: Callable[[], None] | None = None,
        now: datetime | None = None,
    ) -> tuple[int, PassReport | None, str]:
        """Run a claimed job's pass and mark the job done, or fail it (retried, then parked).
        `before_finish` runs between the pass's commit and the job's finish (a crash point).
        `now` (None: the clock at each step) is the time of the pass and of the job's end."""

        def clock() -> datetime:
            return now or utcnow()

        if job.problem is not None:  # parked by the queue: it cannot run, the next one will
            log.warning("job %s parked as failed: %s", job.id, job.problem)
            return job.id, None, "failed"
        try:
            conversation = self.parse(job.transcript)
            report = self.run(conversation, use_model=use_model, now=clock())
        except UsageError:
            return job.id, None, self.memory.fail(job.id, "invalid transcript", retry=False, now=clock())
        except ModelError as exc:
            log.warning("pass for job %s failed: %s", job.id, exc.message)
            return job.id, None, self.memory.fail(job.id, "model error", now=clock())
        except MemorydError as exc:
            log.warning("pass for job %s failed: %s", job.id, type(exc).__name__)
            return job.id, None, self.memory.fail(job.id, type(exc).__name__, now=clock())
        except Exception as exc:  # noqa: BLE001 - a bug in a pass must not wedge the queue: retried, then parked
            log.warning("pass for job %s broke: %s", job.id, type(exc).__name__)
            log.debug("pass for job %s broke", job.id, exc_info=True)
            return job.id, None, self.memory.fail(job.id, f"internal error ({type(exc).__name__})", now=clock())
        if before_finish is not None:
            before_finish()
        self.memory.finish(job.id, now=clock())
        return job.id, report, "done"

    def drain(
        self, *, use_model: bool | None = None, progress: Callable[[str], None] | None = None
    ) -> list[tuple[int, PassReport | None, str]]:
        """Run every job that is due now, then return. `progress` hears a step per job."""
        done = []
        total = self.memory.counters(now=utcnow()).get("queued", 0) if progress else 0
        while True:
            if progress:
                progress(f"Job {len(done) + 1} of {max(total, len(done) + 1)}: running its pass")
            result = self.run_next(use_model=use_model, include_held=True)
            if result is None:
                break
            done.append(result)
        if done:
            self.memory.checkpoint()
        return done
