"""The durable job queue, in the store: one queued job per conversation, claimed with a lease,
finished (its transcript erased with the row) or failed and retried with backoff."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import func, or_
from sqlmodel import delete, select

from store.clock import to_db
from store.tables import CounterRow, JobRow
from store.transaction import Tx
from store.watermarks import conversation_key

LEASE = timedelta(minutes=10)
MAX_ATTEMPTS = 5
BACKOFF_BASE = timedelta(seconds=30)
BACKOFF_MAX = timedelta(hours=1)


@dataclass(frozen=True)
class Job:
    id: int
    transcript: str
    reason: str
    attempts: int


def enqueue(tx: Tx, conversation_id: str, transcript: str, reason: str, delay: timedelta = timedelta(0)) -> int:
    """Queue a pass; a newer transcript of a conversation replaces its queued one. `delay` holds a
    fresh job back a moment, so a burst of submits of a growing conversation becomes one pass."""
    key = conversation_key(tx, conversation_id)
    row = tx.session.exec(select(JobRow).where(JobRow.conversation == key, JobRow.state != "running")).first()
    if row is None:
        next_id = _next_id(tx)
        row = JobRow(id=next_id, conversation=key, created_at=to_db(tx.now), transcript=b"", reason=reason, state="queued", available_at=to_db(tx.now), updated_at=to_db(tx.now))
    row.transcript = tx.seal("jobs", "transcript", row.id, transcript)
    row.reason = reason
    row.state = "queued"
    row.attempts = 0
    row.available_at = to_db(tx.now + delay)
    row.lease_until = None
    row.last_error = None
    row.updated_at = to_db(tx.now)
    tx.session.add(row)
    tx.session.flush()
    return row.id


def _next_id(tx: Tx) -> int:
    """Job ids are never reused, even after the newest job is finished and deleted."""
    row = tx.session.get(CounterRow, "job_ids") or CounterRow(name="job_ids", value=0)
    row.value = max(row.value, tx.session.exec(select(func.max(JobRow.id))).one() or 0) + 1
    tx.session.add(row)
    tx.session.flush()
    return row.value


def claim(tx: Tx, lease: timedelta = LEASE, *, include_held: bool = False) -> Job | None:
    """Take the oldest job that is due, or whose worker died (its lease ran out). A conversation
    with a live lease is never claimed twice. `include_held` also takes fresh jobs still held back
    by the submit delay (not those backing off after a failure): `drain` runs everything now."""
    now = to_db(tx.now)
    due = JobRow.available_at <= now
    if include_held:
        due = due | (JobRow.attempts == 0)
    busy = select(JobRow.conversation).where(JobRow.state == "running", JobRow.lease_until > now)
    row = tx.session.exec(
        select(JobRow)
        .where(
            or_(
                (JobRow.state == "queued") & due,
                (JobRow.state == "running") & (JobRow.lease_until <= now),
            ),
            JobRow.conversation.not_in(busy),
        )
        .order_by(JobRow.available_at, JobRow.id)
    ).first()
    if row is None:
        return None
    row.state = "running"
    row.attempts += 1
    row.lease_until = to_db(tx.now + lease)
    row.updated_at = now
    tx.session.add(row)
    tx.session.flush()
    return Job(row.id, tx.open("jobs", "transcript", row.id, row.transcript), row.reason, row.attempts)


def finish(tx: Tx, job_id: int) -> None:
    """The pass succeeded: the row and its transcript go for good."""
    tx.session.exec(delete(JobRow).where(JobRow.id == job_id))


def fail(tx: Tx, job_id: int, error: str, max_attempts: int = MAX_ATTEMPTS) -> str:
    """Back off and retry, or park the job as failed (its transcript erased) after
    `max_attempts`. `error` is a short code, never text from the conversation."""
    row = tx.session.get(JobRow, job_id)
    if row is None:
        return "gone"
    row.last_error = error[:120]
    row.lease_until = None
    row.updated_at = to_db(tx.now)
    if row.attempts >= max_attempts:
        row.state = "failed"
        row.transcript = b""  # parked for good: the transcript is not kept
    else:
        row.state = "queued"
        row.available_at = to_db(tx.now + min(BACKOFF_BASE * (2 ** (row.attempts - 1)), BACKOFF_MAX))
    tx.session.add(row)
    tx.session.flush()
    return row.state


def counts(tx: Tx) -> dict[str, int]:
    found = {"queued": 0, "running": 0, "failed": 0}
    for state, number in tx.session.exec(select(JobRow.state, func.count()).group_by(JobRow.state)).all():
        found[state] = number
    return found


def erase(tx: Tx) -> None:
    tx.session.exec(delete(JobRow))


def recover(tx: Tx) -> int:
    """At service start, with the instance lock held: jobs left `running` go back to the queue."""
    rows = tx.session.exec(select(JobRow).where(JobRow.state == "running")).all()
    for row in rows:
        row.state = "queued"
        row.lease_until = None
        row.available_at = to_db(tx.now)
        tx.session.add(row)
    tx.session.flush()
    return len(rows)
