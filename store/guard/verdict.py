"""The guard's answer (Verdict) and the user's subject policy (Policy)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from config.constants import FILTERS
from config.errors import UsageError


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    filter: str | None  # one of config.constants.FILTERS, None when allowed
    reason: str | None  # one short sentence naming what kind of thing was caught, never the value

    def __post_init__(self) -> None:
        if self.allowed != (self.filter is None) or (self.filter is not None and self.filter not in FILTERS):
            raise ValueError("a Verdict is allowed with no filter, or refused with a known filter")


ALLOWED = Verdict(True, None, None)


def refuse(filter_name: str, reason: str) -> Verdict:
    return Verdict(False, filter_name, reason)


@dataclass(frozen=True)
class Policy:
    """Subject groups the user's config turns on. Strict by default: nothing allowed."""

    allowed_subjects: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        groups = frozenset(self.allowed_subjects)
        object.__setattr__(self, "allowed_subjects", groups)
        if not groups:  # nothing to look up: the subject tables load when a text is checked
            return
        from store.guard.subjects import SUBJECT_GROUPS

        unknown = sorted(groups - frozenset(SUBJECT_GROUPS))
        if unknown:
            raise UsageError(f"Unknown subject group(s) {', '.join(unknown)}: known groups are {', '.join(SUBJECT_GROUPS)}.")

    @classmethod
    def allowing(cls, groups: Iterable[str]) -> Policy:
        return cls(frozenset(groups))


STRICT = Policy()
