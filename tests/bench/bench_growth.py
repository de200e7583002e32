"""Model tokens spent on one conversation submitted as it grows in five steps, against the same
conversation submitted once whole, with the bundled model (goal: 1.3x or less).

Counts, per mode: tokens sent, tokens llama.cpp actually evaluated (a fixed prompt prefix is reused
from its KV cache while the model stays loaded), and generated tokens (none: the judge reads one
forward pass per candidate sentence, jobs/judge.py). Each sentence is judged once, when it is new.

    .venv/bin/python -m tests.bench.bench_growth
"""

from __future__ import annotations

import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyrings.alt.file.PlaintextKeyring")
os.environ.setdefault("MEMORYD_ALLOW_PLAINTEXT_KEY", "1")  # a throwaway keyring: opted in by name
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="memoryd-bench-keyring-"))

from config import model_files  # noqa: E402
from config.settings import load_settings  # noqa: E402
from jobs import judge  # noqa: E402
from jobs.conversation import parse_conversation  # noqa: E402
from jobs.llm import LocalModel  # noqa: E402
from jobs.passes import run_pass  # noqa: E402
from store.memory import Memory  # noqa: E402

# A mix the rules capture ("I prefer…", "I run…") and statements only the model can keep.
TURNS = [
    ("I prefer short answers with one example.", "Sure."),
    ("Sourdough is my specialty, I bake every morning at five.", "Early days!"),
    ("What does the mempool do when fees spike?", "Transactions wait and the cheapest ones are dropped first."),
    ("I'm building a point-of-sale app for my bakery.", "Fun project."),
    ("Lightning payments at the counter by March, that is the plan.", "Doable."),
    ("How do I back up channel state safely?", "Use static channel backups and keep them off the node."),
    ("Evenings are for coding once the shop closes.", "Busy days!"),
    ("A Jade hardware wallet holds the shop's savings.", "Good choice."),
    ("Can you explain what a UTXO is in two lines?", "An unspent output: coins you can spend as inputs later."),
    ("Routing fees still confuse me a lot.", "Each node sets a base fee and a rate."),
    ("Python is the only language I really know.", "It is a good start."),
    ("Which library should I use for invoices?", "Look at the ones your node software ships with."),
    ("My oven broke twice this winter, so mornings are chaos.", "That sounds stressful."),
    ("The shop is in a small village near Annecy.", "Lovely area."),
    ("Customers mostly pay by card today.", "That may change slowly."),
    ("Two apprentices work with me on weekdays.", "Nice team."),
    ("Can a channel be closed without the other side?", "Yes, with a force close, after a delay."),
    ("Spreadsheets are how I keep the accounts.", "Many small shops do."),
    ("Open source tools are what I trust most.", "Good principle."),
    ("Summer is the busiest season for the bakery.", "Tourists!"),
]


def conversation(turns: int) -> dict:
    messages = []
    for user, assistant in TURNS[:turns]:
        messages += [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]
    return {"id": "growing", "messages": messages}


def spend(model: LocalModel, steps: list[int]) -> tuple[int, int, int, int]:
    """(calls, prompt tokens, evaluated prompt tokens, generated tokens) over the given steps."""
    now = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)
    calls = sent = evaluated = generated = 0
    with tempfile.TemporaryDirectory() as folder:
        memory = Memory.open(load_settings(Path(folder)), now=now)
        for turns in steps:
            report = run_pass(memory, parse_conversation(conversation(turns), 20_000), lambda: model, now=now)
            calls += report.model_calls
            sent += report.tokens_in
            evaluated += report.tokens_in - report.tokens_reused
            generated += report.tokens_out
        memory.close()
    return calls, sent, evaluated, generated


def main() -> None:
    model = LocalModel(model_files.bundled_model(), context_tokens=2048)
    # Load once (and, for a GGUF asked in words, cache the fixed prompt prefix), outside the figures.
    judge.judge(model, ["I am here."])
    whole = spend(model, [len(TURNS)])
    grown = spend(model, [4, 8, 12, 16, 20])
    print("mode                  calls  prompt sent  prompt evaluated  generated  total evaluated+generated")
    for label, (calls, sent, evaluated, generated) in (("once whole", whole), ("grown in five steps", grown)):
        print(f"{label:<20}  {calls:5d}  {sent:11d}  {evaluated:16d}  {generated:9d}  {evaluated + generated:9d}")
    if not whole[0]:
        print("the rules captured everything: no model call in either mode")
        return
    ratio_sent = (grown[1] + grown[3]) / (whole[1] + whole[3])
    ratio_eval = (grown[2] + grown[3]) / (whole[2] + whole[3])
    print(f"ratio five steps / once whole: {ratio_eval:.2f}x counting KV-cache reuse, {ratio_sent:.2f}x counting every prompt token sent (goal 1.3x)")


if __name__ == "__main__":
    main()
