"""The verbs of memoryd, declared once: what the CLI, the MCP server and apps may call.

`worker.ops.LocalOps` implements them on the store in this process; `worker.api` serves each one
as a route named for the verb; `worker.client.Client` calls those routes over the socket. Every verb
returns JSON-ready data and raises the same memoryd errors (NotFound, Refused, UsageError,
PreconditionError, QueueFull...) on either side. `tests/worker/test_contract.py` fails when the two
sides or the routes disagree with this list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

Data = dict[str, Any]
Progress = Callable[[str], None]
Conversation = Data | str  # {"id", "messages"}, or the same as JSON text


class Verbs(Protocol):
    # notes
    def notes(self, category: str | None = None, *, search: str | None = None, limit: int | None = None) -> Data:
        """{"notes": [...]}, oldest first; one category, those whose text holds SEARCH, the newest LIMIT."""
        ...

    def remember(self, text: str) -> Data:
        """{"note"}: TEXT kept verbatim as a note the user asked for (after the guard)."""
        ...

    def add(self, text: str, category: str) -> Data:
        """{"note"}: a note of the user's own in CATEGORY."""
        ...

    def edit(self, note_id: str, text: str) -> Data:
        """{"note"}: the note rewritten."""
        ...

    def delete(self, note_id: str) -> Data:
        """{"deleted": ID}."""
        ...

    def pause(self, category: str) -> Data:
        """{"paused": ...}: passes stop writing to CATEGORY."""
        ...

    def resume(self, category: str) -> Data:
        """{"paused": ...}: passes write to CATEGORY again."""
        ...

    def clear(self, category: str) -> Data:
        """{"deleted": N, "category"}."""
        ...

    def memory_switch(self, enabled: bool | None = None) -> Data:
        """{"memory_enabled"}: turned on or off, or only read with None."""
        ...

    # the rest of the memory
    def summary(self) -> Data: ...

    def profile(self) -> Data: ...

    def profile_forget(self, concept: str) -> Data: ...

    def log(self, limit: int | None = None) -> Data:
        """{"changes": [...]}; the newest LIMIT (1 or more) of them."""
        ...

    def export(self, fmt: str = "json") -> Data:
        """The JSON export, or {"format": "md", "markdown"}."""
        ...

    def import_(self, content: str) -> Data:
        """{"imported", "refused"}."""
        ...

    def forget_all(self) -> Data: ...

    def maintain(self) -> Data: ...

    # the reply path and the guard
    def context(self, message: str, detail: str = "balanced") -> Data:
        """{"block", "notes", "tokens"}."""
        ...

    def check(self, text: str) -> Data:
        """{"allowed", "filter", "reason"}: the guard's verdict, nothing stored."""
        ...

    # passes
    def submit(self, conversation: Conversation, reason: str = "manual") -> Data:
        """{"job": ID} or {"skipped": REASON}."""
        ...

    def update(self, conversation: Conversation, rules_only: bool = False, *, progress: Progress | None = None) -> Data:
        """The pass's report, once it ran."""
        ...

    def drain(self, rules_only: bool = False, *, progress: Progress | None = None) -> Data:
        """{"jobs": [...]}: every due job run, each with its state."""
        ...

    def jobs(self) -> Data: ...

    def clear_failed(self) -> Data: ...

    def status(self, extra: Data | None = None) -> Data:
        """Counters, the queue, the model, the service; EXTRA merged over them."""
        ...

    def close(self) -> None:
        """Release what the verbs hold (not a verb: no route)."""
        ...


NOT_ROUTED = frozenset({"close"})


def verb_names() -> list[str]:
    """Every verb the Protocol declares, in its order (`close` aside)."""
    return [name for name in Verbs.__dict__ if not name.startswith("_") and callable(Verbs.__dict__[name]) and name not in NOT_ROUTED]
