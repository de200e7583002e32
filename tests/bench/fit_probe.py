"""Fit the bundled model's probe (jobs/judge.py) and print how the model and code's judge hold
together on sets they were not fitted on.

The probe is a logistic regression over the bundled GGUF's mean last-layer token states of a
sentence. It is fitted on the same sentences and the same target as code's own judge
(tests/bench/fit_lasting.py: what a pass shows a judge, on the conversations read while building
memoryd, labelled "recalls a durable observation" by the LoCoMo harness's own rule). In a pass the
two are combined (jobs/judge.combined: the mean of their log-odds) and a sentence is kept when
that clears the probe's threshold, chosen by the same rule as code's: leave one set out, each fold
refitting both, the lowest threshold at which every left-out set keeping at least
fit_lasting.MIN_KEPT sentences has fit_lasting.TARGET_PRECISION of its kept notes matching an
observation. The held-out sets (fit_lasting.HELD_OUT) are never fitted on and never choose.
Deterministic for one GGUF and one llama.cpp build. Writes config/data/durable_probe.json.

    .venv/bin/python -m tests.bench.fit_probe                      # fit, print, write
    .venv/bin/python -m tests.bench.fit_probe --check --held-out   # the shipped probe's figures
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from config import model_files
from jobs import judge
from jobs.llm import LocalModel
from tests.bench import fit_lasting

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "config" / "data" / judge.PROBE_FILE
L2 = 0.2  # chosen by leave one set out among 0.01, 0.05, 0.2, 0.5 and 1.0 (AUC and kept facts at the chosen threshold)
STEPS = 600
RATE = 0.2


def fit(vectors: np.ndarray, labels: np.ndarray, model_file: str, model_bytes: int, threshold: float = 0.5) -> judge.Probe:
    """L2-regularised logistic regression on standardised features, by plain gradient descent."""
    mean = vectors.mean(axis=0)
    scale = vectors.std(axis=0) + 1e-6
    x = (vectors - mean) / scale
    weights = np.zeros(x.shape[1])
    bias = 0.0
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-(x @ weights + bias)))
        weights -= RATE * (x.T @ (p - labels) / len(labels) + L2 * weights)
        bias -= RATE * float((p - labels).mean())
    return judge.Probe(
        model_file, model_bytes, [round(float(v), 6) for v in mean], [round(float(v), 6) for v in scale], [round(float(v), 6) for v in weights], round(bias, 6), threshold,
        code_weights=fit_lasting.lasting.weights_digest(),
    )


def together(weights, probe: judge.Probe, rows: list[dict], vectors: dict[str, list[float]]) -> np.ndarray:  # type: ignore[no-untyped-def]
    """The pass's decision score for each row: code's judge and the probe combined."""
    return np.array([judge.combined(weights.probability(r["x"]), probe.probability(vectors[r["sentence"]])) for r in rows])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="print the shipped probe's figures, fit nothing")
    ap.add_argument("--held-out", action="store_true", help="also print the figures on the held-out sets (never used to choose)")
    args = ap.parse_args(argv)
    locomo = fit_lasting.harness()
    if locomo is None:
        print(f"no LoCoMo harness at {fit_lasting.LOCOMO}: nothing to fit")
        return 0
    path = model_files.bundled_model()
    model = LocalModel(path, threads=2)
    train = {name: fit_lasting.rows_of(locomo, data, labels, only) for name, data, labels, only in fit_lasting.TRAIN}
    train = {name: rows for name, rows in train.items() if rows}
    held = {name: fit_lasting.rows_of(locomo, data, labels, only) for name, data, labels, only in fit_lasting.HELD_OUT} if args.held_out else {}
    vectors: dict[str, list[float]] = {}
    for rows in [*train.values(), *held.values()]:
        for r in rows:
            if r["sentence"] not in vectors:
                vectors[r["sentence"]] = model.embed(r["sentence"])[0]

    def probe_of(rows: list[dict], threshold: float = 0.5) -> judge.Probe:
        x = np.array([vectors[r["sentence"]] for r in rows], dtype=np.float64)
        return fit(x, np.array([r["durable"] for r in rows]), path.name, path.stat().st_size, threshold)

    if args.check:
        probe = judge.bundled_probe()
        if probe is None or not probe.fits(path) or probe.code_weights != fit_lasting.lasting.weights_digest():
            print("no shipped probe for the bundled GGUF and the shipped code weights")
            return 1
    else:
        print(f"leave one set out, code's judge and the probe together (threshold columns: kept, share matching, durable kept (share)), L2 {L2}:")
        pooled = {}
        for name, rows in train.items():
            rest = [r for other, rs in train.items() if other != name for r in rs]
            pooled[name] = together(fit_lasting.fit(rest), probe_of(rest), rows, vectors)
            print(fit_lasting.line(name, pooled[name], rows))
        print(fit_lasting.line("pooled", np.concatenate(list(pooled.values())), [r for rows in train.values() for r in rows]))
        threshold = next(
            (
                t
                for t in fit_lasting.THRESHOLDS
                if all((p >= t).sum() < fit_lasting.MIN_KEPT or fit_lasting.matrix(train[name])[1][p >= t].mean() >= fit_lasting.TARGET_PRECISION for name, p in pooled.items())
            ),
            None,
        )
        if threshold is None:
            print("no threshold holds on every left-out set: nothing written")
            return 1
        probe = probe_of([r for rows in train.values() for r in rows], threshold)
        OUT.write_text(json.dumps(probe.to_json()) + "\n", encoding="utf-8")
        print(f"threshold {threshold}; wrote {OUT.relative_to(ROOT)}")
    weights = fit_lasting.lasting.bundled()
    print(f"shipped code judge (threshold {weights.threshold}) alone, then with the probe (threshold {probe.threshold}):")
    for name, rows in [*train.items(), *((n + " (held out)", rs) for n, rs in held.items() if rs)]:
        print("  code   " + fit_lasting.line(name, fit_lasting.scores(weights, rows), rows))
        print("  +model " + fit_lasting.line(name, together(weights, probe, rows, vectors), rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
