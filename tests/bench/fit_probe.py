"""Fit the bundled model's durable-fact probe (jobs/judge.py) on the project's own labelled
sentences, tests/data/durable_sentences.jsonl (EN + FR, written here), and write it to
config/data/durable_probe.json. Deterministic: the same GGUF and sentences give the same file.

The threshold is not fitted here: it was chosen on LoCoMo conversations conv-26 and conv-30 and
checked on conv-41, conv-42 and conv-43 (README, "How it learns"); pass it with --threshold.

    .venv/bin/python -m tests.bench.fit_probe [--threshold 0.5]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from config import model_files
from jobs.judge import PROBE_FILE, Probe, bundled_probe
from jobs.llm import LocalModel

ROOT = Path(__file__).resolve().parents[2]
SENTENCES = ROOT / "tests" / "data" / "durable_sentences.jsonl"
OUT = ROOT / "config" / "data" / PROBE_FILE
L2 = 0.1
STEPS = 400
RATE = 0.2


def labelled() -> list[tuple[str, bool]]:
    rows = [json.loads(line) for line in SENTENCES.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(row["text"], bool(row["durable"])) for row in rows]


def fit(vectors: np.ndarray, labels: np.ndarray, *, l2: float = L2) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """L2-regularised logistic regression on standardised features, by plain gradient descent."""
    mean = vectors.mean(axis=0)
    scale = vectors.std(axis=0) + 1e-6
    x = (vectors - mean) / scale
    weights = np.zeros(x.shape[1])
    bias = 0.0
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-(x @ weights + bias)))
        weights -= RATE * (x.T @ (p - labels) / len(labels) + l2 * weights)
        bias -= RATE * float((p - labels).mean())
    return mean, scale, weights, bias


def main() -> None:
    parser = argparse.ArgumentParser()
    current = bundled_probe()
    parser.add_argument("--threshold", type=float, default=current.threshold if current else 0.5)
    args = parser.parse_args()
    path = model_files.bundled_model()
    model = LocalModel(path, threads=2)
    rows = labelled()
    vectors = np.array([model.embed(text)[0] for text, _ in rows], dtype=np.float64)
    labels = np.array([1.0 if durable else 0.0 for _, durable in rows])
    mean, scale, weights, bias = fit(vectors, labels)
    probe = Probe(path.name, path.stat().st_size, [round(float(v), 6) for v in mean], [round(float(v), 6) for v in scale],
                  [round(float(v), 6) for v in weights], round(bias, 6), args.threshold)
    OUT.write_text(json.dumps(probe.to_json()) + "\n", encoding="utf-8")
    train = [probe.probability(list(v)) >= probe.threshold for v in vectors]
    right = sum(kept == bool(label) for kept, label in zip(train, labels, strict=True))
    print(f"fitted on {len(rows)} sentences ({int(labels.sum())} durable); training accuracy {right}/{len(rows)}; wrote {OUT}")


if __name__ == "__main__":
    main()
