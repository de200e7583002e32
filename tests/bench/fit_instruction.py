"""Fit the learned reader of instruction-shaped text (store/guard/learned.py) and print how it holds
on each outside attacker's set left out of the fit.

Positives: the instructions of the guard rounds' attackers (tests/data/redteam_rounds.jsonl, sets A
to F; their secrets are left out: other filters read those), and tests/data/instruction_languages.jsonl
(instructions and ordinary notes in 30 languages, written by helpers for this fit). Negatives:
ordinary notes and user sentences: the attackers' ordinary notes, tests/data's ordinary facts,
guard allow cases, durable sentences, the user sentences of the everyday sets and of the read
parts of the LoCoMo-style stress sets, and of shared/eval's read LoCoMo conversations when present,
with the notes the capture writes from them.

Leave one set out: each attacker's set (its instructions and its ordinary notes) is left out in
turn, the other negatives split into the same number of folds by a stable hash. For each fold it
prints, at each threshold, how many of the left-out instructions the rules let pass this reader
catches, and how many left-out ordinary texts the rules allow it refuses. The threshold written is
the lowest at which no fold refuses more than MAX_FALSE of its ordinary texts the rules allow.

    .venv/bin/python -m tests.bench.fit_instruction            # fit, print, write
    .venv/bin/python -m tests.bench.fit_instruction --check    # print the folds only
"""

from __future__ import annotations

import argparse
import gzip
import json
import zlib
from pathlib import Path

import numpy as np

from jobs.capture import rule_candidates
from jobs.sentences import split_sentences
from store.guard import check_content, learned
from store.guard.learned import WEIGHTS_FILE, features
from tests.shared import SHARED

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
OUT = ROOT / "config" / "data" / WEIGHTS_FILE
BUCKETS = 1 << 18
L2 = 1e-4  # chosen among 1e-3, 1e-4 and 1e-5 by the folds below (`--l2`)
MAX_FALSE = 0.004  # ordinary texts the rules allow that the reader may refuse, per fold
THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99)
SETS = ("A", "B", "C", "D", "E", "F")
READ_LOCOMO = ("26", "30", "41")
READ_STRESS = tuple(f"locomo_style{d}/{n}.json" for d, n in (("", 901), ("", 902), ("", 903), ("", 904), ("2", 905), ("2", 906), ("3", 911), ("4", 921), ("4", 922)))


def _is_instruction(row: dict) -> bool:
    cls = row.get("class", "")
    if row["set"] == "S":
        return "injection" in cls
    return not cls.startswith(("sec", "s_", "secret"))


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()] if path.exists() else []


def _user_sentences(messages: list[dict]) -> list[str]:
    """Each user sentence, and each note the capture writes from the user's messages."""
    out = []
    for m in messages:
        if m.get("role") == "user" and isinstance(m.get("content"), str):
            out += [s for s in split_sentences(m["content"]) if len(s) >= 3] + _notes_of(m["content"])
    return out


def _notes_of(message: str) -> list[str]:
    """The notes memoryd's capture writes from one user message (what the guard sees most)."""
    said = [{"role": "assistant", "content": "How are you?"}, {"role": "user", "content": message}]
    return [c.text for c in rule_candidates(said, first_new_turn=1)]


def dataset() -> tuple[list[str], np.ndarray, list[str]]:
    """(texts, labels, group of each): the group is the attacker's set, or a fold by hash."""
    texts, labels, groups = [], [], []

    def add(text: str, label: int, group: str | None = None) -> None:
        if group is None:
            group = SETS[zlib.crc32(text.encode()) % len(SETS)]
        texts.append(text)
        labels.append(label)
        groups.append(group)

    for row in _jsonl(DATA / "redteam_rounds.jsonl"):
        group = row["set"] if row["set"] in SETS else None
        if row["kind"] == "attack" and _is_instruction(row):
            add(row["text"], 1, group)
        elif row["kind"] == "ordinary":
            add(row["text"], 0, group)
    for name in ("ordinary_facts.jsonl", "guard_heldout_allow.jsonl", "durable_sentences.jsonl"):
        for row in _jsonl(DATA / name):
            add(row["text"], 0)
    for row in _jsonl(DATA / "instruction_languages.jsonl"):  # instructions and ordinary notes in 30 languages
        add(row["text"], 1 if row["label"] == "inj" else 0)
    for row in _jsonl(DATA / "guard_heldout_refuse.jsonl"):
        if row.get("class") == "injection":
            add(row["text"], 1)
    conversations = [DATA / n for n in ("conversations_sample.jsonl", "conversations_heldout.jsonl", "conversations_heldout2.jsonl", "conversations_beyond_rules.jsonl")]
    for path in conversations:
        for row in _jsonl(path):
            for sentence in _user_sentences(row.get("messages", [])):
                add(sentence, 0)
    for name in READ_STRESS:  # the stress sets' read parts only: the unread ones stay a measure
        for sentence in _locomo_sentences(json.loads((DATA / name).read_text(encoding="utf-8"))):
            add(sentence, 0)
    locomo = SHARED / "eval" / "locomo" / "data"
    for number in READ_LOCOMO:  # the conversations read while building memoryd; 42 and 43 stay unread
        path = locomo / f"{number}.json.gz"
        if path.exists():
            for sentence in _locomo_sentences(json.loads(gzip.decompress(path.read_bytes()))):
                add(sentence, 0)
    public = SHARED / "eval" / "filters_public.jsonl"
    for row in _jsonl(public):
        if row.get("filter") == "instruction" and row.get("expect") == "refuse":
            add(row["text"], 1)
    seen: dict[str, int] = {}
    keep = []
    for i, text in enumerate(texts):  # one copy of each text; a text labelled both ways is dropped
        if text in seen:
            if labels[seen[text]] != labels[i]:
                keep[seen[text]] = False
            keep.append(False)
            continue
        seen[text] = i
        keep.append(True)
    idx = [i for i, k in enumerate(keep) if k]
    return [texts[i] for i in idx], np.array([labels[i] for i in idx], dtype=np.float64), [groups[i] for i in idx]


def _locomo_sentences(conv: dict) -> list[str]:
    """Every speaker's sentences of a LoCoMo-format conversation."""
    out = []
    if isinstance(conv, dict):
        for key, turns in conv.items():
            if key.startswith("session_") and isinstance(turns, list):
                for turn in turns:
                    if isinstance(turn, dict) and isinstance(turn.get("text"), str):
                        out += [s for s in split_sentences(turn["text"]) if len(s) >= 3] + _notes_of(turn["text"])
    return out


def matrix(texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """(bucket indexes, row starts) of the texts' features, CSR-like."""
    cols, starts = [], [0]
    for text in texts:
        f = features(text, BUCKETS)
        cols.extend(f)
        starts.append(len(cols))
    return np.array(cols, dtype=np.int64), np.array(starts, dtype=np.int64)


def _scores(w: np.ndarray, b: float, cols: np.ndarray, starts: np.ndarray) -> np.ndarray:
    sums = np.add.reduceat(w[cols], starts[:-1]) if len(cols) else np.zeros(len(starts) - 1)
    empty = starts[1:] == starts[:-1]
    sums[empty] = 0.0
    return 1.0 / (1.0 + np.exp(-np.clip(sums + b, -40, 40)))


def fit(cols: np.ndarray, starts: np.ndarray, y: np.ndarray, l2: float = L2, steps: int = 400) -> tuple[np.ndarray, float]:
    """Logistic regression, L2, classes weighted to balance, by Adam on the full batch."""
    n = len(y)
    rows = np.repeat(np.arange(n), np.diff(starts))
    pos = y.sum()
    weight = np.where(y == 1, 0.5 * n / max(pos, 1), 0.5 * n / max(n - pos, 1))
    w, b = np.zeros(BUCKETS), 0.0
    m, v, mb, vb = np.zeros(BUCKETS), np.zeros(BUCKETS), 0.0, 0.0
    lr, beta1, beta2, eps = 0.05, 0.9, 0.999, 1e-8
    for t in range(1, steps + 1):
        p = _scores(w, b, cols, starts)
        g_rows = weight * (p - y) / n
        gw = np.bincount(cols, weights=g_rows[rows], minlength=BUCKETS) + l2 * w
        gb = g_rows.sum()
        m = beta1 * m + (1 - beta1) * gw
        v = beta2 * v + (1 - beta2) * gw * gw
        mb = beta1 * mb + (1 - beta1) * gb
        vb = beta2 * vb + (1 - beta2) * gb * gb
        w -= lr * (m / (1 - beta1**t)) / (np.sqrt(v / (1 - beta2**t)) + eps)
        b -= lr * (mb / (1 - beta1**t)) / (np.sqrt(vb / (1 - beta2**t)) + eps)
    return w, b


def _subset(cols: np.ndarray, starts: np.ndarray, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    parts = [cols[starts[i]:starts[i + 1]] for i in idx]
    lengths = np.array([len(p) for p in parts], dtype=np.int64)
    return (np.concatenate(parts) if parts else np.array([], dtype=np.int64)), np.concatenate([[0], np.cumsum(lengths)])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="print the folds, write nothing")
    parser.add_argument("--l2", type=float, default=L2, help="the L2 penalty (default %(default)s)")
    parser.add_argument("--show", action="store_true", help="list the ordinary texts each fold refuses at the second-highest threshold")
    args = parser.parse_args()
    texts, y, groups = dataset()
    print(f"{len(texts)} texts: {int(y.sum())} instructions, {int(len(y) - y.sum())} ordinary")
    shipped = learned.refuses
    learned.refuses = lambda text: False  # what the rules alone refuse
    try:
        ruled = np.array([not check_content(t).allowed for t in texts])
    finally:
        learned.refuses = shipped
    cols, starts = matrix(texts)
    g = np.array(groups)
    worst_false = {t: 0.0 for t in THRESHOLDS}
    caught_total = {t: 0 for t in THRESHOLDS}
    passing_total = 0
    for name in SETS:
        test = np.flatnonzero(g == name)
        train = np.flatnonzero(g != name)
        w, b = fit(*_subset(cols, starts, train), y[train], args.l2)
        p = _scores(w, b, *_subset(cols, starts, test))
        yt, rt = y[test], ruled[test]
        passing = (yt == 1) & ~rt
        allowed = (yt == 0) & ~rt
        passing_total += int(passing.sum())
        line = []
        for t in THRESHOLDS:
            caught = int((passing & (p >= t)).sum())
            false = int((allowed & (p >= t)).sum())
            caught_total[t] += caught
            worst_false[t] = max(worst_false[t], false / max(int(allowed.sum()), 1))
            line.append(f"{t}: {caught}/{int(passing.sum())} caught, {false}/{int(allowed.sum())} ordinary")
        print(f"left out {name}: " + "; ".join(line))
        if args.show:
            for i in np.flatnonzero(allowed & (p >= THRESHOLDS[-2])):
                print(f"   refused ordinary ({p[i]:.3f}): {texts[test[i]]!r}")
    chosen = next((t for t in THRESHOLDS if worst_false[t] <= MAX_FALSE), THRESHOLDS[-1])
    for t in THRESHOLDS:
        print(f"threshold {t}: caught {caught_total[t]}/{passing_total} of the instructions the rules let pass; worst fold's ordinary refused {worst_false[t]:.4f}")
    print(f"chosen threshold {chosen} (worst fold's ordinary refusals at most {MAX_FALSE})")
    if args.check:
        return
    w, b = fit(cols, starts, y, args.l2)
    scale = 10000.0
    touched = np.flatnonzero(np.abs(w) * scale >= 1)
    OUT.write_text(json.dumps({
        "buckets": BUCKETS, "threshold": chosen, "bias": round(b, 6), "scale": scale,
        "weights": {str(int(i)): int(round(w[i] * scale)) for i in touched},
    }, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(touched)} weights")


if __name__ == "__main__":
    main()
