"""The one errors module: a root exception and small subclasses that build their message from data.

Library errors are translated into these at the edge (store, jobs); `worker/` alone turns them into
exit codes and HTTP statuses. Messages never carry a note's text, a transcript or a refused value.
"""

from __future__ import annotations


class MemorydError(Exception):
    """Root of every error memoryd raises on purpose. `exit_code` follows interface.md."""

    exit_code = 1
    http_status = 500

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class UsageError(MemorydError):
    """Bad input from the caller: a malformed file, an unknown category, a bad flag value."""

    exit_code = 2
    http_status = 400


class PreconditionError(MemorydError):
    """A pass or write that the rules forbid right now (memory off, incognito, nothing new)."""

    exit_code = 3
    http_status = 409

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason


class Refused(MemorydError):
    """The guard refused a text. Names the filter and never the value."""

    exit_code = 4
    http_status = 422

    def __init__(self, filter_name: str, reason: str):
        super().__init__(f"Refused ({filter_name}): {reason}")
        self.filter = filter_name
        self.reason = reason


class NotFound(MemorydError):
    exit_code = 5
    http_status = 404

    def __init__(self, what: str, ident: str | None, hint: str = "run `memoryd notes` to see the ids"):
        # `ident` None: the caller's value is not shown (it may be text typed in the wrong place).
        super().__init__(f"No {what} {ident!r}: {hint}." if ident is not None else f"No such {what}: {hint}.")
        self.what = what
        self.ident = ident


class KeychainError(MemorydError):
    """No usable keyring backend, or the key cannot be read or written."""

    exit_code = 1
    http_status = 500


class StoreError(MemorydError):
    """The database could not be opened, migrated or written."""

    exit_code = 1
    http_status = 500


class ModelError(MemorydError):
    """The local model could not be loaded or gave no usable answer."""

    exit_code = 1
    http_status = 503


class QueueFull(PreconditionError):
    """The durable queue holds `max_queued_jobs` jobs already: a submit is refused, not dropped."""

    http_status = 429

    def __init__(self, limit: int | None = None, *, message: str | None = None):
        super().__init__(
            "queue_full",
            message
            or f"The queue is full ({limit} conversations wait for a pass): submit again after `memoryd drain` or once "
            "the service has caught up (the limit is the setting max_queued_jobs).",
        )
