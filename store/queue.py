"""The durable job queue, in the store: one queued job per conversation, claimed with a lease,
finished (its transcript erased with the row) or failed and retried with backoff.

It cannot wedge: a job whose transcript does not open (sealed with another key, or damaged), or
that was cut off mid-pass too often, is parked as failed with the reason, and the next job runs.
A bounded queue refuses a new conversation (QueueFull) rather than growing without end."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import func, or_
from sqlmodel import delete, select

from config.errors import QueueFull, StoreError
from store.clock import from_db, iso, to_db
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
    # Set when the job was parked instead of handed out: why it cannot run (never its text).
    problem: str | None = None


UNOPENABLE = "undecryptable: sealed with another key or damaged; submit the conversation again"
CUT_OFF = "cut off mid-pass {n} times (the process stopped each time); submit the conversation again"


def enqueue(
    tx: Tx, conversation_id: str, transcript: str, reason: str, delay: timedelta = timedelta(0), *, max_queued: int | None = None
) -> int:
    """Queue a pass; a newer transcript of a conversation replaces its queued (or failed) one.
    `delay` holds a fresh job back a moment, so a burst of submits of a growing conversation
    becomes one pass. With `max_queued`, a new conversation finds no room once that many wait."""
    key = conversation_key(tx, conversation_id)
    row = tx.session.exec(select(JobRow).where(JobRow.conversation == key, JobRow.state != "running")).first()
    if row is None or row.state == "failed":
        waiting = tx.session.exec(select(func.count()).select_from(JobRow).where(JobRow.state == "queued")).one()
        if max_queued is not None and waiting >= max_queued:
            raise QueueFull(max_queued)
    if row is None:
        next_id = _next_id(tx)
        row = JobRow(id=next_id, conversation=key, created_at=to_db(tx.now), transcript=b"", reason=reason, state="queued", available_at=to_db(tx.now), updated_at=to_db(tx.now))
    row.transcript = tx.seal("jobs", "transcript", row.id, transcript)
    row.conversation_id = tx.seal("jobs", "conversation_id", row.id, conversation_id)
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


def claim(tx: Tx, lease: timedelta = LEASE, *, include_held: bool = False, max_attempts: int = MAX_ATTEMPTS) -> Job | None:
    """Take the oldest job that is due, or whose worker died (its lease ran out). A conversation
    with a live lease is never claimed twice. `include_held` also takes fresh jobs still held back
    by the submit delay (not those backing off after a failure): `drain` runs everything now.

    A job that cannot run is parked as failed, in this transaction, and returned with its
    `problem` set, so the caller reports it and goes on to the next."""
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
    if row.attempts >= max_attempts:  # claimed that often without a finish or a fail: it kills its worker
        return _park(tx, row, CUT_OFF.format(n=row.attempts))
    try:
        transcript = tx.open("jobs", "transcript", row.id, row.transcript)
    except StoreError:
        return _park(tx, row, UNOPENABLE)
    row.state = "running"
    row.attempts += 1
    row.lease_until = to_db(tx.now + lease)
    row.updated_at = now
    tx.session.add(row)
    tx.session.flush()
    return Job(row.id, transcript, row.reason, row.attempts)


def _park(tx: Tx, row: JobRow, why: str) -> Job:
    row.state = "failed"
    row.transcript = b""  # parked for good: the transcript is not kept
    row.last_error = why[:120]
    row.lease_until = None
    row.updated_at = to_db(tx.now)
    tx.session.add(row)
    tx.session.flush()
    return Job(row.id, "", row.reason, row.attempts, problem=row.last_error)


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


# What the guard refuses in a conversation id is not shown back; an identifier (a UUID, "c-42",
# "#thread-9") is what ids are made of, so the raw_value filter alone does not withhold one.
WITHHELD = "(withheld: the id looks like private text)"


def _shown(conversation_id: str) -> str:
    from store.guard import check_content  # noqa: PLC0415  (the guard's tables load only when ids are listed)

    verdict = check_content(conversation_id, max_chars=200)
    return WITHHELD if verdict.filter not in (None, "raw_value", "length") else conversation_id


def listing(tx: Tx) -> list[dict[str, object]]:
    """Every job, oldest first: id, conversation id (None when it no longer opens), state, reason,
    attempts, and for a failed or retried job why (a fixed phrase, never text of the conversation)."""
    jobs = []
    for row in tx.session.exec(select(JobRow).order_by(JobRow.id)).all():
        conversation = None
        if row.conversation_id:
            try:
                conversation = _shown(tx.open("jobs", "conversation_id", row.id, row.conversation_id))
            except StoreError:
                conversation = None
        jobs.append(
            {
                "id": row.id,
                "conversation": conversation,
                "state": row.state,
                "reason": row.reason,
                "attempts": row.attempts,
                "why": row.last_error,
                "created_at": iso(from_db(row.created_at)),
                "updated_at": iso(from_db(row.updated_at)),
            }
        )
    return jobs


def clear_failed(tx: Tx) -> int:
    """Remove the parked jobs (their transcripts are already gone); returns how many."""
    return tx.session.exec(delete(JobRow).where(JobRow.state == "failed")).rowcount


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
