"""The one errors module: a root exception and small subclasses that build their message from data.

Library errors are translated into these at the edge (store, jobs). `ANSWERS`, at the end, is the
one table that gives each class its exit code, HTTP status and wire code: the CLI exits with the
first, the API answers with the second and names the third in its error body, and the client turns
the wire code back into the same class, so a caller sees the same exception in process or over the
socket. Messages never carry a note's text, a transcript or a refused value.
"""

from __future__ import annotations

from typing import Any


class MemorydError(Exception):
    """Root of every error memoryd raises on purpose. `exit_code`, `http_status` and `wire_code`
    come from `ANSWERS` below."""

    exit_code: int
    http_status: int
    wire_code: str

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class UsageError(MemorydError):
    """Bad input from the caller: a malformed file, an unknown category, a bad flag value."""


class PreconditionError(MemorydError):
    """A pass or write that the rules forbid right now (memory off, incognito, nothing new)."""

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


class Refused(MemorydError):
    """The guard refused a text. Names the filter and never the value."""

    def __init__(self, filter_name: str, reason: str):
        super().__init__(f"Refused ({filter_name}): {reason}")
        self.filter = filter_name
        self.reason = reason


class NotFound(MemorydError):
    def __init__(self, what: str, ident: str | None, hint: str = "run `memoryd notes` to see the ids"):
        # `ident` None: the caller's value is not shown (it may be text typed in the wrong place).
        super().__init__(f"No {what} {ident!r}: {hint}." if ident is not None else f"No such {what}: {hint}.")
        self.what = what
        self.ident = ident


class KeychainError(MemorydError):
    """No usable keyring backend, or the key cannot be read or written."""


class StoreError(MemorydError):
    """The database could not be opened, migrated or written."""


class ModelError(MemorydError):
    """The local model could not be loaded or gave no usable answer."""


class QueueFull(PreconditionError):
    """The durable queue holds `max_queued_jobs` jobs already: a submit is refused, not dropped."""

    def __init__(self, limit: int | None = None, *, message: str | None = None):
        super().__init__(
            "queue_full",
            message
            or f"The queue is full ({limit} conversations wait for a pass): submit again after `memoryd drain` or once "
            "the service has caught up (the limit is the setting max_queued_jobs).",
        )


class ServiceUnavailable(MemorydError):
    """The service pointed to by the data dir did not answer."""

    def __init__(self, detail: str):
        super().__init__(f"The memoryd service did not answer ({detail}): is `memoryd serve` running?")


class DataDirBusy(MemorydError):
    """Another memoryd process holds the data dir's lock for too long."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or "Another memoryd command is using this data dir and did not finish within 30 s: retry when it is done.")


class Unauthorised(MemorydError):
    """A TCP request without the right bearer token."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or "Missing or wrong bearer token: read it from <data-dir>/api-token.")


# The one table: class -> (exit code, HTTP status, wire code). A subclass not listed answers as its
# nearest listed ancestor; exit codes follow interface.md (0 ok, 1 internal, 2 usage, 3 precondition,
# 4 refused, 5 not found).
ANSWERS: dict[type[MemorydError], tuple[int, int, str]] = {
    MemorydError: (1, 500, "internal"),
    UsageError: (2, 400, "usage"),
    Unauthorised: (2, 401, "unauthorised"),
    PreconditionError: (3, 409, "precondition"),
    QueueFull: (3, 429, "queue_full"),
    Refused: (4, 422, "refused"),
    NotFound: (5, 404, "not_found"),
    KeychainError: (1, 500, "keychain"),
    StoreError: (1, 500, "store"),
    ModelError: (1, 503, "model"),
    ServiceUnavailable: (1, 503, "unavailable"),
    DataDirBusy: (1, 503, "busy"),
}

for _cls, (_exit, _status, _wire) in ANSWERS.items():
    _cls.exit_code, _cls.http_status, _cls.wire_code = _exit, _status, _wire
MemorydError.wire_code = "internal"


def error_code(exc: MemorydError) -> str:
    """The wire code of an error (its class's, or its nearest listed ancestor's)."""
    for cls in type(exc).__mro__:
        if cls in ANSWERS:
            return ANSWERS[cls][2]
    return "internal"


def error_body(exc: MemorydError) -> dict[str, Any]:
    """The JSON the API answers with: the sentence, the exit code, the wire code, and for a refusal
    or a precondition the filter or reason (never the refused text)."""
    extra = {"filter": getattr(exc, "filter", None), "reason": getattr(exc, "reason", None)}
    return {"error": {"message": exc.message, "code": exc.exit_code, "type": error_code(exc), **{k: v for k, v in extra.items() if v is not None}}}


def from_wire(error: dict[str, Any], http_status: int) -> MemorydError:
    """The exception an API error body stands for: the same class as in process."""
    message = str(error.get("message") or f"HTTP {http_status}")
    wire = error.get("type")
    reason = error.get("reason")
    if wire == "refused" and error.get("filter"):
        return Refused(str(error["filter"]), str(reason or "refused"))
    if wire == "queue_full":
        return QueueFull(message=message)
    if wire == "precondition":
        return PreconditionError(str(reason or "precondition"), message)
    if wire == "not_found":
        exc: MemorydError = NotFound("note", None)
    else:
        cls = next((c for c, (_, _, w) in ANSWERS.items() if w == wire), None)
        if cls is None or cls in (Refused, QueueFull, PreconditionError, NotFound):
            exc = MemorydError(message)
            exc.exit_code = int(error.get("code") or 1)
            exc.http_status = http_status
            return exc
        exc = cls.__new__(cls)
    MemorydError.__init__(exc, message)
    return exc
