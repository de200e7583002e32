"""Fast start (issue 10 item 1): what `memoryd notes` and `context` load. Timings are measured by
tests/bench/bench_cli.py; this holds the reason they are fast."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from store.memory import Memory
from tests.conftest import NOW

READ = """
import json, sys
from worker.cli.main import main
assert main(["--data-dir", sys.argv[1], "notes"]) == 0
assert main(["--data-dir", sys.argv[1], "context", "Where do I live?"]) == 0
print(json.dumps(sorted(m for m in sys.modules if m.startswith("store.guard."))))
"""


def test_reading_notes_and_a_context_block_loads_none_of_the_guards_filters(settings, data_dir: Path) -> None:
    memory = Memory.open(settings, now=NOW)  # not the `memory` fixture: its frozen clock would stop the timeout
    memory.remember("I live in Lyon", now=NOW)
    memory.close()
    ran = subprocess.run([sys.executable, "-c", READ, str(data_dir)], capture_output=True, text=True, timeout=120, cwd=Path(__file__).parents[2])
    assert ran.returncode == 0, ran.stderr
    assert "I live in Lyon" in ran.stdout
    loaded = set(json.loads(ran.stdout.strip().splitlines()[-1]))
    assert loaded <= {"store.guard.reasons", "store.guard.verdict"}, loaded
