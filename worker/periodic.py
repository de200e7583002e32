"""The scheduler's jobs, referenced by `module:function` names (APScheduler 3's textual references)
so no lambda or bound method is handed to it. Each acts on the running service."""

from __future__ import annotations

import logging

from store.clock import utcnow

log = logging.getLogger("memoryd.periodic")

# The running service registers itself here when it starts (one per process).
SERVICE = None


def daily_maintenance() -> None:
    """Decay and the cap, once a day."""
    if SERVICE is not None:
        result = SERVICE.memory.maintain(now=utcnow())
        log.info("maintenance: %s decayed, %s over the cap", result["decayed"], result["capped"])


def wake_consumer() -> None:
    """Let the consumer look for jobs whose retry time has come."""
    if SERVICE is not None:
        SERVICE.wake.set()


def unload_idle_model() -> None:
    if SERVICE is not None and SERVICE.runner.unload_idle():
        log.info("model unloaded after %s s idle", SERVICE.settings.model_idle_seconds)


def checkpoint() -> None:
    """Fold the WAL into the database and truncate it, so erased transcripts leave no copy."""
    if SERVICE is not None:
        SERVICE.memory.checkpoint()
