"""Single sentences through a whole rules-only pass: how many durable self-disclosures become a note
holding their key words, and how many traps (greetings, moods, jokes, third parties, injections)
become any note. Each sentence is the second user turn of a short conversation, in an empty memory.

The sets were written blind by a helper (stop 24, 200 sentences each, EN/FR, 35% traps):
tests/data/clean_sentences_a.jsonl was read and fixed by class; tests/data/unread/clean_sentences_b.jsonl
is never read (`--unread`, counts only). Other blind sets are read with `--file`, each row with an
"asked" field where the turn answers the other party: chat turns in LoCoMo's voice (stop 39,
tests/data/chat_turns_a.jsonl read, tests/data/unread/chat_turns_b.jsonl never read) and answers
to everyday questions (stop 40, tests/data/chat_answers_a.jsonl read,
tests/data/unread/chat_answers_b.jsonl never read).

    .venv/bin/python -m tests.bench.bench_sentences [--unread] [--show] [--file FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyrings.alt.file.PlaintextKeyring")
os.environ.setdefault("MEMORYD_ALLOW_PLAINTEXT_KEY", "1")  # a throwaway keyring: opted in by name
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="memoryd-bench-keyring-"))

from config.settings import load_settings  # noqa: E402
from jobs.conversation import parse_conversation  # noqa: E402
from jobs.passes import run_pass  # noqa: E402
from store.memory import Memory  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data"
NOW = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)


def score(rows: list[dict], show: bool) -> tuple[int, int, int, int]:
    """(durable kept with a key word, durable, traps given a note, traps)."""
    kept = durable = false = traps = 0
    with tempfile.TemporaryDirectory() as folder:
        for i, row in enumerate(rows):
            fr = row.get("lang") == "fr"
            asked = row.get("asked") or ("Bien sûr." if fr else "Sure.")  # the other party's question, where the turn answers one
            messages = [{"role": "user", "content": "Salut, une petite question." if fr else "Hi, quick question."},
                        {"role": "assistant", "content": asked},
                        {"role": "user", "content": row["text"]}, {"role": "assistant", "content": "D'accord." if fr else "Noted."}]
            memory = Memory.open(load_settings(Path(folder) / str(i)), now=NOW)
            try:
                run_pass(memory, parse_conversation({"id": f"s{i}", "messages": messages}, 20_000), None, now=NOW)
                notes = [n.text for n in memory.notes(now=NOW)]
            finally:
                memory.close()
            if row.get("durable", True):
                durable += 1
                hit = any(k.casefold() in n.casefold() for k in row.get("key") or [] for n in notes)
                kept += hit
                if show and not hit:
                    print(f"   missed: {row['text']} -> {notes}")
            else:
                traps += 1
                false += bool(notes)
                if show and notes:
                    print(f"   trap kept: {row['text']} -> {notes}")
    return kept, durable, false, traps


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--unread", action="store_true", help="The set never read (counts only).")
    parser.add_argument("--show", action="store_true", help="List misses and traps kept (never with --unread).")
    parser.add_argument("--file", type=Path, help="Another set of the same format (an optional \"asked\" is the other party's turn before).")
    args = parser.parse_args()
    if args.unread and args.show:
        parser.error("--show would read the unread set: measure it only")
    path = args.file or (DATA / "unread" / "clean_sentences_b.jsonl" if args.unread else DATA / "clean_sentences_a.jsonl")
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    kept, durable, false, traps = score(rows, args.show)
    print(f"{path.name}: durable kept {kept}/{durable} = {kept / durable:.2f}; traps given a note {false}/{traps}")


if __name__ == "__main__":
    main()
