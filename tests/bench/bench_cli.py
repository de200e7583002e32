"""CLI start-up: wall time of `memoryd --version` and of `notes`, `context`, `check` and `submit`
on a local store (no service), as a median over runs and as a ratio to `python -c pass` measured in the same
run, so a loaded machine shows up in both. Prints figures; asserts nothing.

    .venv/bin/python -m tests.bench.bench_cli [--runs 7]

Goals (issue 10): --version <= 150 ms; notes/context/check <= 400 ms.
"""

from __future__ import annotations

import argparse
import os
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


def timed(args: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
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
        for _ in range(runs):  # interleaved, so load affects every command alike
            for name, args in commands.items():
                samples[name].append(timed(args, env))
    base = statistics.median(samples["python -c pass"])
    print(f"median of {runs} runs, wall time of the whole process")
    print(f"{'command':<16} {'ms':>7} {'x python -c pass':>17} {'goal ms':>8}")
    for name, values in samples.items():
        median = statistics.median(values)
        goal = GOALS_MS.get(name)
        print(f"{name:<16} {median:7.0f} {median / base:17.1f} {goal if goal else '-':>8}" + ("  over" if goal and median > goal else ""))


if __name__ == "__main__":
    main()
