"""Every verb of the CLI and the API as one method returning JSON-ready data.

`LocalOps` implements `worker.verbs.Verbs` on the store in this process; the HTTP API serves the
same methods, and `worker.client.Client` calls them over the socket, so the CLI prints the same
thing whether or not a service is running.
"""

from __future__ import annotations

import json
import unicodedata
from typing import TYPE_CHECKING

from config import model_files
from config.errors import UsageError
from store.clock import utcnow
from worker.verbs import Conversation, Data, Progress, Verbs

if TYPE_CHECKING:
    from store.guard import Policy
    from store.memory import Memory
    from worker.runner import Runner


def fold(text: str) -> str:
    """Text for matching a search: case folded, accents dropped."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def verdict_json(text: str, policy: Policy) -> Data:
    from store.guard import check_content  # noqa: PLC0415 - the guard's tables load when a text is checked

    verdict = check_content(text, policy)
    return {"allowed": verdict.allowed, "filter": verdict.filter, "reason": verdict.reason}


class LocalOps(Verbs):
    def __init__(self, memory: Memory, runner: Runner | None = None):
        self.memory = memory
        self._runner = runner

    @property
    def runner(self) -> Runner:
        """The passes' runner, made on first use: reading verbs never import the jobs or the model."""
        if self._runner is None:
            from worker.runner import Runner  # noqa: PLC0415

            self._runner = Runner(self.memory)
        return self._runner

    def close(self) -> None:
        if self._runner is not None:
            self._runner.close()

    # notes
    def notes(self, category: str | None = None, *, search: str | None = None, limit: int | None = None) -> Data:
        """The notes, oldest first; with `search`, those whose text holds it (case and accents
        aside); with `limit`, the newest `limit` of them (still oldest first)."""
        if limit is not None and limit < 1:
            raise UsageError("--limit must be 1 or more.")
        found = [n.to_json() for n in self.memory.notes(category, now=utcnow())]
        if search:
            wanted = fold(search)
            found = [n for n in found if wanted in fold(n["text"])]
        return {"notes": found[-limit:] if limit is not None else found}

    def remember(self, text: str) -> Data:
        return {"note": self.memory.remember(text, now=utcnow()).to_json()}

    def add(self, text: str, category: str) -> Data:
        return {"note": self.memory.add(text, category, now=utcnow()).to_json()}

    def edit(self, note_id: str, text: str) -> Data:
        return {"note": self.memory.edit(note_id, text, now=utcnow()).to_json()}

    def delete(self, note_id: str) -> Data:
        return {"deleted": self.memory.delete(note_id, now=utcnow()).id}

    def pause(self, category: str) -> Data:
        return {"paused": self.memory.pause(category, paused=True, now=utcnow())}

    def resume(self, category: str) -> Data:
        return {"paused": self.memory.pause(category, paused=False, now=utcnow())}

    def clear(self, category: str) -> Data:
        return {"deleted": self.memory.clear(category, now=utcnow()), "category": category}

    def memory_switch(self, enabled: bool | None = None) -> Data:
        if enabled is not None:
            self.memory.set_enabled(enabled, now=utcnow())
        return {"memory_enabled": self.memory.enabled(now=utcnow())}

    # the rest of the memory
    def summary(self) -> Data:
        return {"summary": self.memory.summary(now=utcnow())}

    def profile(self) -> Data:
        return {"profile": [entry.to_json() for entry in self.memory.profile(now=utcnow())]}

    def profile_forget(self, concept: str) -> Data:
        return {"forgotten": concept, "had_signals": self.memory.profile_forget(concept, now=utcnow())}

    def log(self, limit: int | None = None) -> Data:
        if limit is not None and limit < 1:
            raise UsageError("--limit must be 1 or more.")
        return {"changes": [change.to_json() for change in self.memory.changes(limit, now=utcnow())]}

    def export(self, fmt: str = "json") -> Data:
        if fmt == "json":
            return self.memory.export_json(now=utcnow())
        if fmt == "md":
            return {"format": "md", "markdown": self.memory.export_md(now=utcnow())}
        raise UsageError(f"Unknown export format {fmt!r}: use json or md.")

    def import_(self, content: str) -> Data:
        imported, refused = self.memory.import_(content, now=utcnow())
        return {"imported": imported, "refused": refused}

    def forget_all(self) -> Data:
        with self.runner.exclusive():  # a pass in progress finishes first, then everything goes
            self.memory.forget_all(now=utcnow())
        return {"forgotten": True}

    def maintain(self) -> Data:
        return self.memory.maintain(now=utcnow())

    # the reply path and the guard
    def context(self, message: str, detail: str = "balanced") -> Data:
        return self.memory.context(message, detail).to_json()

    def check(self, text: str) -> Data:
        return verdict_json(text, self.memory.policy)

    # passes
    def submit(self, conversation: Conversation, reason: str = "manual") -> Data:
        return self.runner.submit(self.runner.parse(conversation), reason)

    def update(self, conversation: Conversation, rules_only: bool = False, *, progress: Progress | None = None) -> Data:
        from jobs.passes import require_ran  # noqa: PLC0415

        parsed = self.runner.parse(conversation)
        with_model = self.runner.use_model and not rules_only
        if progress:
            what = f"with {model_files.describe(self.memory.settings.model_path)}" if with_model else "with the rules only"
            progress(f"Running the pass {what} ({len(parsed.user_turns)} user turns)")
        return require_ran(self.runner.run(parsed, use_model=with_model)).to_json()

    def drain(self, rules_only: bool = False, *, progress: Progress | None = None) -> Data:
        """Run every due job; a job that cannot run is parked and reported with why, and the rest run."""
        results = self.runner.drain(use_model=self.runner.use_model and not rules_only, progress=progress)
        why = {job["id"]: job["why"] for job in self.memory.jobs(now=utcnow())} if any(state != "done" for _, _, state in results) else {}
        return {
            "jobs": [
                {"job": job, "state": state, "report": report.to_json() if report else None, **({"why": why.get(job)} if state != "done" else {})}
                for job, report, state in results
            ]
        }

    def jobs(self) -> Data:
        return {"jobs": self.memory.jobs(now=utcnow())}

    def clear_failed(self) -> Data:
        return {"removed": self.memory.clear_failed(now=utcnow())}

    def status(self, extra: Data | None = None) -> Data:
        counts = self.memory.counters(now=utcnow())
        settings = self.memory.settings
        data = {
            "queued": counts.get("queued", 0),
            "running": counts.get("running", 0),
            "failed": counts.get("failed", 0),
            "passes": counts.get("passes", 0),
            "skipped": counts.get("skipped", 0),
            "skipped_by_reason": {k.split(":", 1)[1]: v for k, v in counts.items() if k.startswith("skipped:")},
            "model_calls": counts.get("model_calls", 0),
            "tokens_in": counts.get("tokens_in", 0),
            "tokens_out": counts.get("tokens_out", 0),
            "notes": counts["notes"],
            "memory_enabled": self.memory.enabled(now=utcnow()),
            "model": model_files.describe(settings.model_path),
            "model_loaded": self._runner is not None and self._runner.model_loaded,
            "data_dir": str(settings.data_dir),
            "schema_version": self.memory.db.schema_version,
            "service": False,
            "socket": None,
        }
        data.update(extra or {})
        return data


def dumps(data: Data) -> str:
    return json.dumps(data, ensure_ascii=False)
