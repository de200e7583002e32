"""Scoring of conversation cases (the format of shared/eval/conversations_public.jsonl): each
conversation is run through one real pass in an empty memory of its own, then
- leaks: stored notes or the summary containing a `forbid` substring (must be 0);
- recall: `expect` items matched by a stored note (a note matches if it contains any alternative);
- junk: stored notes matching no `expect` item, over all stored notes;
- pass: whether a pass ran when the case says it should (and not when it should not)."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from config.settings import load_settings
from jobs.conversation import parse_conversation
from jobs.llm import Model
from jobs.passes import run_pass
from store.memory import Memory


@dataclass
class Score:
    cases: int = 0
    leaks: list[str] = field(default_factory=list)
    expected: int = 0
    found: int = 0
    stored: int = 0
    junk: list[str] = field(default_factory=list)
    wrong_pass: list[str] = field(default_factory=list)
    model_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0

    @property
    def recall(self) -> float:
        return self.found / self.expected if self.expected else 1.0

    @property
    def junk_rate(self) -> float:
        return len(self.junk) / self.stored if self.stored else 0.0

    def line(self, label: str) -> str:
        return (
            f"{label:<18} cases {self.cases:3d}  leaks {len(self.leaks)}  recall {self.recall:.2f} ({self.found}/{self.expected})  "
            f"junk {self.junk_rate:.2f} ({len(self.junk)}/{self.stored})  pass decisions wrong {len(self.wrong_pass)}  "
            f"model calls {self.model_calls}, tokens {self.tokens_in} in / {self.tokens_out} out"
        )


def score_cases(cases: list[dict], model: Callable[[], Model] | None, workdir: Path | None = None) -> Score:
    score = Score()
    now = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)
    with tempfile.TemporaryDirectory(dir=workdir) as folder:
        for case in cases:
            score.cases += 1
            memory = Memory.open(load_settings(Path(folder) / case["id"]), now=now)
            try:
                conversation = parse_conversation(
                    {"id": case["id"], "incognito": case.get("incognito", False), "messages": case["messages"]}, 20_000
                )
                report = run_pass(memory, conversation, model, now=now)
                if report.ran != case.get("pass", True):
                    score.wrong_pass.append(case["id"])
                score.model_calls += report.model_calls
                score.tokens_in += report.tokens_in
                score.tokens_out += report.tokens_out
                texts = [n.text for n in memory.notes(now=now)]
                summary = memory.summary(now=now)
            finally:
                memory.close()
            for needle in case.get("forbid", []):
                if any(needle.casefold() in t.casefold() for t in texts + [summary]):
                    score.leaks.append(f"{case['id']}: {needle}")
            for alternatives in case.get("expect", []):
                score.expected += 1
                if any(alt.casefold() in t.casefold() for alt in alternatives for t in texts):
                    score.found += 1
            for text in texts:
                score.stored += 1
                if not any(alt.casefold() in text.casefold() for alts in case.get("expect", []) for alt in alts):
                    score.junk.append(f"{case['id']}: {text}")
    return score
