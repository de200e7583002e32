"""Shared fixtures: a real SQLite store in a temp dir, a real keyring backend chosen through keyring
itself (keyrings.alt's file backend in a temp dir), and time frozen with freezegun."""

from __future__ import annotations

import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import pytest

# keyring picks its backend on first use: choose it before anything touches keyring.
_KEYRING_HOME = tempfile.mkdtemp(prefix="memoryd-keyring-")
os.environ["PYTHON_KEYRING_BACKEND"] = "keyrings.alt.file.PlaintextKeyring"
os.environ["XDG_DATA_HOME"] = _KEYRING_HOME
for _name in [name for name in os.environ if name.startswith("MEMORYD_") and name != "MEMORYD_SHARED_DIR"]:
    del os.environ[_name]
# The plaintext file backend is refused unless opted in (interface.md): the tests opt in by name.
os.environ["MEMORYD_ALLOW_PLAINTEXT_KEY"] = "1"

from freezegun import freeze_time  # noqa: E402
from hypothesis import settings as hypothesis_settings  # noqa: E402

# The suite is reproducible: property tests draw the same examples on every run (CI included), so
# a red run is a real regression, never a new random draw. Explore with fresh random examples by
# running with HYPOTHESIS_PROFILE=explore (and more of them with --hypothesis-seed or max_examples).
hypothesis_settings.register_profile("ci", derandomize=True, database=None, deadline=None)
hypothesis_settings.register_profile("explore", derandomize=False, deadline=None)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

from config.settings import load_settings  # noqa: E402
from store.memory import Memory  # noqa: E402

NOW = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)


@pytest.fixture
def now():
    """Time frozen at NOW for the code under test; pytest's own clock (its `--durations`, its
    timeouts) keeps reading real time."""
    with freeze_time(NOW, ignore=["_pytest"]) as frozen:
        yield frozen


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def settings(data_dir: Path):
    return load_settings(data_dir)


@pytest.fixture
def memory(settings, now):
    opened = Memory.open(settings, now=NOW)
    yield opened
    opened.close()
