"""The TOML files packaged in config/data, each read and parsed once per process (the guard's
policy and the text folding in store.text share one parse of policy.toml)."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def toml(name: str) -> dict[str, Any]:
    with resources.files("config.data").joinpath(name).open("rb") as handle:
        return tomllib.load(handle)
