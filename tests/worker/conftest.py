"""Fixtures the worker tests share."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from worker.cli import progress
from worker.cli.main import main


@pytest.fixture
def cli(data_dir: Path, capsys, monkeypatch, now) -> Callable[..., tuple[int, str, str]]:
    """Run `memoryd --data-dir DATA_DIR ARGS...` in process: (exit code, stdout, stderr). `stdin`:
    what the command reads (default: nothing, so a confirmation prompt reads an end of input);
    `terminal`: whether stderr counts as a terminal (default: as it is)."""

    def run(*args: str, stdin: str | None = None, terminal: bool | None = None) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin or ""))
        if terminal is not None:
            monkeypatch.setattr(progress, "stderr_is_terminal", lambda: terminal)
        code = main(["--data-dir", str(data_dir), *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run
