"""Loads config/data/policy.toml once: the guard's word lists, name lists and patterns."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from config import data_files
from store import lazy_re


def policy_data() -> dict[str, Any]:
    """The parsed policy file, parsed once per process (config.data_files)."""
    return data_files.toml("policy.toml")


def section(name: str) -> dict[str, Any]:
    return policy_data()[name]


def alternation(items: list[str]) -> str:
    """`(?:a|b|c)` from regex fragments, longest first so the longest alternative wins."""
    return "(?:" + "|".join(sorted(items, key=len, reverse=True)) + ")"


_DIGITS = tuple("0123456789")


def expand_needs(needs: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Plain substrings; "<digit>" stands for any digit."""
    out: list[str] = []
    for need in needs:
        out.extend(_DIGITS if need == "<digit>" else (need,))
    return tuple(out)


@dataclass(frozen=True)
class Rule:
    """A regex that runs only when one of its `needs` (plain substrings) is in the text."""

    needs: frozenset[str]
    pattern: re.Pattern[str]
    anchored: bool = False  # the pattern starts with "^": tried at the start only

    def search(self, text: str, present: frozenset[str] | set[str] | None = None) -> re.Match[str] | None:
        """`present`: the needs already found in `text` (see `present_needs`), if known."""
        if self.needs:
            if present is None:
                if not any_in(text, tuple(self.needs)):
                    return None
            elif self.needs.isdisjoint(present):
                return None
        return self.pattern.match(text) if self.anchored else self.pattern.search(text)


def rules(entries: list[Any], expand: Callable[[str], str] = lambda p: p) -> tuple[Rule, ...]:
    """Rules from policy entries: a plain pattern string, or {needs = [...], pattern = '...'}."""
    out = []
    for entry in entries:
        if isinstance(entry, str):
            entry = {"pattern": entry}
        pattern = expand(entry["pattern"])
        needs = frozenset(expand_needs(entry.get("needs", ())))
        out.append(Rule(needs, lazy_re.compile(pattern), anchored=pattern.startswith("^")))
    return tuple(out)


def all_needs(items: Iterable[Any]) -> tuple[str, ...]:
    """Every need of these rules (or groups), for `present_needs`."""
    return tuple(sorted({need for item in items for need in item.needs}))


def present_needs(text: str, needles: tuple[str, ...]) -> set[str]:
    """Which of `needles` occur in `text` (one fast pass instead of one per rule)."""
    return {needle for needle in needles if needle in text}


def any_in(text: str, needles: tuple[str, ...]) -> bool:
    return any(needle in text for needle in needles)
