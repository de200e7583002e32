"""`memoryd demo`: a real pass with the bundled model over a built-in conversation, in a
temporary data dir whose key lives only in memory, then the context block a reply would get."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import keyring

from config import model_files
from config.settings import Settings
from store.clock import utcnow
from store.keychain import EphemeralKeyring
from store.memory import Memory
from worker.cli.reports import describe_report
from worker.runner import Runner

QUESTION = "How do I open a Lightning channel from my node?"


def run_demo(base: Settings, progress: Callable[[str], None] | None = None) -> tuple[dict[str, object], str]:
    step = progress or (lambda _text: None)
    step("Opening a temporary data dir (its key lives in memory only)")
    sample = resources.files("config.data").joinpath("demo_conversation.json").read_text(encoding="utf-8")
    previous = keyring.get_keyring()
    keyring.set_keyring(EphemeralKeyring())
    try:
        with tempfile.TemporaryDirectory(prefix="memoryd-demo-") as folder:
            settings = base.model_copy(update={"data_dir": Path(folder)})
            memory = Memory.open(settings, now=utcnow())
            runner = Runner(memory)
            try:
                conversation = runner.parse(sample)
                step(f"Running one pass with {model_files.describe(base.model_path)} (the model loads first; about 25 s on two cores)")
                started = time.monotonic()
                report = runner.run(conversation).to_json()
                seconds = time.monotonic() - started
                step("Building the context block")
                notes = memory.notes(now=utcnow())
                block = memory.context(QUESTION, "balanced")
                summary = memory.summary(now=utcnow())
            finally:
                runner.close()
                memory.close()
    finally:
        keyring.set_keyring(previous)
    model = model_files.describe(base.model_path)
    data = {
        "model": model,
        "seconds": round(seconds, 2),
        "pass": report,
        "notes": [n.to_json() for n in notes],
        "summary": summary,
        "question": QUESTION,
        "context": block.to_json(),
    }
    user_turns = len(conversation.user_turns)
    human = "\n".join(
        [
            f"memoryd demo: one pass with {model} over a built-in conversation ({user_turns} user turns), in a temporary data dir.",
            "",
            "What the pass did (refused text is never shown):",
            describe_report(report),
            f"pass time: {seconds:.1f} s",
            "",
            "Remembered now:",
            *[f"  {n.id}  {n.category:<10}  {n.text}" for n in notes],
            "",
            f"About you: {summary or '(empty)'}",
            "",
            f"Context block for a reply to {QUESTION!r} ({block.tokens} tokens, counted pessimistically):",
            block.text,
        ]
    )
    return data, human
