"""How well "substantially overlaps" separates restatements from different facts.

Prints precision, recall and accuracy of `overlap(a, b) >= t` on tests/data/overlap_pairs.jsonl
for several thresholds, marking the one consolidation uses; then the same figures for the
replacement decision (a restatement, a stated change or a new value for the same slot replaces
the older note: jobs/consolidate.decide) on tests/data/replace_pairs.jsonl.

    .venv/bin/python -m tests.bench.bench_overlap
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from jobs.candidates import Candidate
from jobs.consolidate import OVERLAP_THRESHOLD, decide, overlap
from store.notes import Note

PAIRS = Path(__file__).resolve().parents[1] / "data" / "overlap_pairs.jsonl"
REPLACE_PAIRS = Path(__file__).resolve().parents[1] / "data" / "replace_pairs.jsonl"
# Written by a helper before any scoring, to check the threshold chosen on the pairs above (and to
# compare a packaged embedding, WordLlama, which scored worse: README, "How it learns").
HELDOUT_PAIRS = Path(__file__).resolve().parents[1] / "data" / "overlap_pairs_heldout.jsonl"
HELDOUT_REPLACE_PAIRS = Path(__file__).resolve().parents[1] / "data" / "replace_pairs_heldout.jsonl"


def score(threshold: float, pairs: list[dict]) -> tuple[float, float, float]:
    tp = fp = fn = tn = 0
    for pair in pairs:
        said = overlap(pair["a"], pair["b"]) >= threshold
        tp += said and pair["same"]
        fp += said and not pair["same"]
        fn += (not said) and pair["same"]
        tn += (not said) and not pair["same"]
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return precision, recall, (tp + tn) / len(pairs)


def replaces(pair: dict) -> bool:
    """Whether consolidation replaces the older note `old` with the fact `new` the user said in `said`."""
    at = datetime(2026, 1, 1, tzinfo=UTC)
    old = Note("n_000000000001", pair["old"], pair["category"], "medium", "pattern", at, at, at)
    item = Candidate(pair["new"], pair["category"], "medium", "pattern", pair["said"], 1, None, pair["said"])
    decision = decide(item, [old], set())
    return decision.target is not None and not decision.confirm


def replacement_score(pairs: list[dict]) -> tuple[float, float, float]:
    tp = fp = fn = tn = 0
    for pair in pairs:
        said = replaces(pair)
        tp += said and pair["replaces"]
        fp += said and not pair["replaces"]
        fn += (not said) and pair["replaces"]
        tn += (not said) and not pair["replaces"]
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return precision, recall, (tp + tn) / len(pairs)


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def main() -> None:
    for name, path in (("labelled", PAIRS), ("held-out", HELDOUT_PAIRS)):
        pairs = _rows(path)
        print(f"{len(pairs)} {name} pairs ({sum(p['same'] for p in pairs)} restatements)")
        print("threshold  precision  recall  accuracy")
        for threshold in (0.34, 0.5, 0.6, 0.67, 0.75, 1.0):
            p, r, a = score(threshold, pairs)
            mark = "  <- used" if abs(threshold - OVERLAP_THRESHOLD) < 1e-9 else ""
            print(f"{threshold:9.2f}  {p:9.2f}  {r:6.2f}  {a:8.2f}{mark}")
        print()
    for name, path in (("labelled", REPLACE_PAIRS), ("held-out", HELDOUT_REPLACE_PAIRS)):
        swaps = _rows(path)
        p, r, a = replacement_score(swaps)
        print(f"{len(swaps)} {name} replacement pairs ({sum(p['replaces'] for p in swaps)} replace the older note)")
        print(f"replacement  precision {p:.2f}  recall {r:.2f}  accuracy {a:.2f}")


if __name__ == "__main__":
    main()
