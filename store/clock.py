"""Time helpers. Logic takes `now` as an argument; only the edges call `utcnow()`."""

from __future__ import annotations

from datetime import UTC, datetime


def utcnow() -> datetime:
    return datetime.now(UTC)


def to_db(moment: datetime) -> datetime:
    """Timestamps are stored as UTC (a naive value is taken to be UTC already)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def from_db(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def iso(moment: datetime) -> str:
    return from_db(moment).isoformat().replace("+00:00", "Z")


def parse_iso(value: str) -> datetime:
    """Parse an ISO-8601 timestamp (a trailing Z allowed, a bare date allowed); naive means UTC.
    A time outside the years 1900-9000 is a ValueError (as a malformed one is)."""
    value = value.strip()
    if value.endswith("Z"):
        value = value[:-1] + "+00:00"
    return in_range(datetime.fromisoformat(value))


EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)


def in_range(moment: datetime) -> datetime:
    """`moment` in UTC, or ValueError when it is outside the years 1900-9000 (times near the ends
    of the calendar cannot even be moved to UTC)."""
    try:
        moment = from_db(moment)
    except OverflowError:
        raise ValueError("the time is out of range") from None
    if not EARLIEST <= moment < LATEST:
        raise ValueError("the time is out of range (years 1900 to 9000)")
    return moment
