"""CLI start-up: wall time of `memoryd --version` and of `notes`, `context`, `check` and `submit`
on a local store (no service): median and p99 over runs, the median as a ratio to `python -c pass`
measured in the same run (a loaded machine shows up in both), the median CPU time (user + system,
which waiting for a core hardly changes), and the load average before and after. Prints figures;
asserts nothing.

    .venv/bin/python -m tests.bench.bench_cli [--runs 7]

Goals (issue 10): --version <= 150 ms; notes/context/check <= 400 ms.
"""

from __future__ import annotations

import argparse
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GOALS_MS = {"--version": 150, "notes": 400, "context": 400, "check": 400}
NOTES = [
    "I prefer short, direct answers",
    "I run Bitcoin Core on an old laptop",
    "I am learning how Lightning channels are opened",
    "I use a hardware wallet for savings",
    "I am vegetarian",
    "I live in Lyon",
]


def timed(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one run, in ms: on a busy machine the wall time
    includes waiting for a core, the CPU time much less so."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = (time.perf_counter() - started) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def p99(values: list[float]) -> float:
    """Nearest rank: with fewer than 100 runs, the slowest."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]


def _load() -> str:
    return " ".join(f"{value:.1f}" for value in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    load_before = _load()
    memoryd = str(Path(sys.executable).with_name("memoryd"))
    with tempfile.TemporaryDirectory(prefix="memoryd-bench-cli-") as tmp:
        env = {
            **os.environ,
            "XDG_DATA_HOME": str(Path(tmp) / "keyring"),
            "PYTHON_KEYRING_BACKEND": "keyrings.alt.file.PlaintextKeyring",
            "MEMORYD_ALLOW_PLAINTEXT_KEY": "1",  # a throwaway keyring: opted in by name
            "MEMORYD_DATA_DIR": str(Path(tmp) / "data"),
            "MEMORYD_RUNTIME_DIR": str(Path(tmp) / "run"),
        }
        conversation = Path(tmp) / "conversation.json"
        conversation.write_text(
            '{"id": "c-bench", "messages": [{"role": "user", "content": "I prefer tea."}, {"role": "user", "content": "I run a node."}]}', encoding="utf-8"
        )
        for text in NOTES:
            subprocess.run([memoryd, "remember", text], env=env, stdout=subprocess.DEVNULL, check=True)
        commands = {
            "python -c pass": [sys.executable, "-c", "pass"],
            "--version": [memoryd, "--version"],
            "notes": [memoryd, "notes"],
            "context": [memoryd, "context", "How do I open a Lightning channel?"],
            "check": [memoryd, "check", "I keep my notes in a paper notebook"],
            "submit": [memoryd, "submit", str(conversation)],
        }
        samples: dict[str, list[float]] = {name: [] for name in commands}
        cpu: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(runs):  # interleaved, so load affects every command alike
            for name, args in commands.items():
                wall, used = timed(args, env)
                samples[name].append(wall)
                cpu[name].append(used)
    base = statistics.median(samples["python -c pass"])
    print(f"{runs} runs, wall time of the whole process; load average {load_before} before, {_load()} after")
    print(f"{'command':<16} {'median ms':>9} {'p99 ms':>7} {'x python -c pass':>17} {'cpu ms':>7} {'goal ms':>8}")
    for name, values in samples.items():
        median = statistics.median(values)
        goal = GOALS_MS.get(name)
        line = f"{name:<16} {median:9.0f} {p99(values):7.0f} {median / base:17.1f} {statistics.median(cpu[name]):7.0f} {goal if goal else '-':>8}"
        print(line + ("  over" if goal and median > goal else ""))


if __name__ == "__main__":
    main()
