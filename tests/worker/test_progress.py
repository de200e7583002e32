"""Progress where people wait: steps on stderr only when it is a terminal, never under --json or
--quiet; and start-up that loads no more than the command needs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

CONVERSATION = json.dumps(
    {
        "id": "c-progress",
        "messages": [
            {"role": "user", "content": "I prefer short answers."},
            {"role": "assistant", "content": "Noted."},
            {"role": "user", "content": "I run a Bitcoin node at home."},
        ],
    }
)


@pytest.fixture
def cli(cli):
    """The shared `cli`, reading CONVERSATION and told whether stderr is a terminal."""
    return lambda *args, terminal: cli(*args, stdin=CONVERSATION, terminal=terminal)


def test_update_shows_steps_on_a_terminal_only(cli) -> None:
    code, out, err = cli("update", "-", "--rules-only", terminal=True)
    assert code == 0 and "Running the pass with the rules only (2 user turns)" in err and "I prefer" not in err
    assert "Prefers short answers" in out


@pytest.mark.parametrize("flags", [("--json",), ("--quiet",), ()])
def test_no_steps_under_json_quiet_or_without_a_terminal(cli, flags) -> None:
    terminal = bool(flags)
    args = ("--quiet", "drain", "--rules-only") if flags == ("--quiet",) else ("drain", "--rules-only", *flags)
    assert cli("submit", "-", terminal=False)[0] == 0
    code, out, err = cli(*args, terminal=terminal)
    assert code == 0 and err == ""
    if flags == ("--json",):
        assert [job["state"] for job in json.loads(out)["jobs"]] == ["done"]


def test_drain_counts_jobs_on_a_terminal(cli) -> None:
    assert cli("submit", "-", terminal=False)[0] == 0
    code, _, err = cli("drain", "--rules-only", terminal=True)
    assert code == 0 and "Job 1 of 1: running its pass" in err


def test_version_and_help_load_no_store_code() -> None:
    probe = "import sys; from worker.cli.main import main; main(['--version']); print(sorted(m for m in sys.modules if m.split('.')[0] in {'store', 'jobs', 'sqlalchemy', 'fastapi', 'httpx'}))"
    ran = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=Path(__file__).parents[2])
    assert ran.returncode == 0 and ran.stdout.strip().splitlines()[-1] == "[]"


def test_detail_choices_match_the_budgets() -> None:
    from store.reply_path import BUDGETS
    from worker.cli.store_cmds import DETAILS

    assert tuple(BUDGETS) == DETAILS


def test_the_scheduler_does_not_repeat_the_still_running_warning() -> None:
    import logging

    from worker.service import _still_running_is_fine

    skipped = logging.LogRecord("apscheduler.scheduler", logging.WARNING, __file__, 1, 'Execution of job "%s" skipped: maximum number of running instances reached (%d)', ("checkpoint", 1), None)
    other = logging.LogRecord("apscheduler.scheduler", logging.WARNING, __file__, 1, "Run time of job %s was missed", ("checkpoint",), None)
    assert not _still_running_is_fine(skipped) and _still_running_is_fine(other)
