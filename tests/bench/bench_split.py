"""Sentence splitting cost by message length: the split must stay linear, so a 20,000-character
message (the default `max_message_chars`) takes milliseconds, and a conversation of many of them
is bounded by its length. Prints figures; asserts nothing.

    .venv/bin/python -m tests.bench.bench_split
"""

from __future__ import annotations

import random
import statistics
import time

from jobs.capture import rule_candidates
from jobs.never_stored import _never_stored_cached
from jobs.sentences import clauses, sentences

WORDS = "I really like hiking and my dog is named Rex but the weather was bad so we stayed home Mr. Smith".split()


def _text(rng: random.Random, size: int) -> str:
    return ". ".join(" ".join(rng.choice(WORDS) for _ in range(8)) for _ in range(size // 40))[:size]


def main() -> None:
    rng = random.Random(7)
    print(f"{'characters':>10} {'sentences':>9} {'split ms (median of 5)':>23} {'rules over the message ms':>26}")
    for size in (2_000, 20_000, 200_000):
        text = _text(rng, size)
        split, rules = [], []
        for _ in range(5):
            started = time.perf_counter()
            spans = sentences(text)
            for span in spans:
                clauses(text, span)
            split.append((time.perf_counter() - started) * 1000)
            if size <= 20_000:
                messages = [{"role": "user", "content": text}, {"role": "assistant", "content": "ok"}, {"role": "user", "content": "I like tea."}]
                _never_stored_cached.cache_clear()  # each run reads the message as new: no sentence judged before
                started = time.perf_counter()
                rule_candidates(messages, first_new_turn=0)
                rules.append((time.perf_counter() - started) * 1000)
        rules_ms = f"{statistics.median(rules):.0f}" if rules else "-"
        print(f"{size:>10} {len(spans):>9} {statistics.median(split):>23.1f} {rules_ms:>26}")


if __name__ == "__main__":
    main()
