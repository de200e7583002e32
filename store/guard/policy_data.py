"""Loads config/data/policy.toml once: the guard's word lists, name lists and patterns."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def policy_data() -> dict[str, Any]:
    """The parsed policy file. Cached: the guard reads it once per process."""
    with resources.files("config.data").joinpath("policy.toml").open("rb") as handle:
        return tomllib.load(handle)


def section(name: str) -> dict[str, Any]:
    return policy_data()[name]


def alternation(items: list[str]) -> str:
    """`(?:a|b|c)` from regex fragments, longest first so the longest alternative wins."""
    return "(?:" + "|".join(sorted(items, key=len, reverse=True)) + ")"
