"""How well "substantially overlaps" separates restatements from different facts.

Prints precision, recall and accuracy of `overlap(a, b) >= t` on tests/data/overlap_pairs.jsonl
for several thresholds, marking the one consolidation uses.

    .venv/bin/python -m tests.bench.bench_overlap
"""

from __future__ import annotations

import json
from pathlib import Path

from jobs.consolidate import OVERLAP_THRESHOLD, overlap

PAIRS = Path(__file__).resolve().parents[1] / "data" / "overlap_pairs.jsonl"


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


def main() -> None:
    pairs = [json.loads(line) for line in PAIRS.read_text(encoding="utf-8").splitlines() if line.strip()]
    print(f"{len(pairs)} labelled pairs ({sum(p['same'] for p in pairs)} restatements)")
    print("threshold  precision  recall  accuracy")
    for threshold in (0.34, 0.5, 0.6, 0.67, 0.75, 1.0):
        p, r, a = score(threshold, pairs)
        mark = "  <- used" if abs(threshold - OVERLAP_THRESHOLD) < 1e-9 else ""
        print(f"{threshold:9.2f}  {p:9.2f}  {r:6.2f}  {a:8.2f}{mark}")


if __name__ == "__main__":
    main()
