"""How well the bundled model judges, on LoCoMo conversations nobody here wrote (needs
shared/eval/locomo): the candidate sentences code sends it (jobs/judge.py) over sessions 1-6, for
each speaker as the user, labelled by the harness's own lexical rule against the dataset's
observations: "durable" when the sentence alone would recall an observation labelled durable,
"junk" when it matches no observation at all (what the harness counts as a note matching nothing).

Prints the AUC (durable vs junk) of the two ways to ask the model (the bundled probe, and the
yes/no question in words), per half (conv-26 + conv-30, and conv-41 + conv-42 + conv-43), then, for
thresholds of the pass's decision score (the probe combined with code's judge, jobs/judge.combined),
the harness's figures (durable recall, loose; share of notes matching nothing) on
each half after real passes with the model (run once with every judged sentence kept and its
probability recorded; a threshold then keeps the judged notes at or above it). The shipped
threshold is chosen by tests/bench/fit_probe.py; this shows it on whole passes.

    .venv/bin/python -m tests.bench.bench_judge
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyrings.alt.file.PlaintextKeyring")
os.environ.setdefault("MEMORYD_ALLOW_PLAINTEXT_KEY", "1")  # a throwaway keyring: opted in by name
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="memoryd-bench-keyring-"))

from config import model_files  # noqa: E402
from config.settings import load_settings  # noqa: E402
from jobs import judge  # noqa: E402
from jobs.capture import rule_candidates  # noqa: E402
from jobs.conversation import parse_conversation  # noqa: E402
from jobs.llm import LocalModel, Model  # noqa: E402
from jobs.passes import open_statements, run_pass  # noqa: E402
from jobs.phrasing import note_text  # noqa: E402
from store.memory import Memory  # noqa: E402
from tests.shared import SHARED  # noqa: E402

HALVES = (("conv-26", "conv-30"), ("conv-41", "conv-42", "conv-43"))
THRESHOLDS = (0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95)
SESSIONS = 6


def harness():
    path = SHARED / "eval" / "locomo" / "locomo_eval.py"
    spec = importlib.util.spec_from_file_location("locomo_eval", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["locomo_eval"] = module
    spec.loader.exec_module(module)
    return module


def auc(positive: list[float], negative: list[float]) -> float:
    pairs = [(p > n) + 0.5 * (p == n) for p in positive for n in negative]
    return sum(pairs) / len(pairs) if pairs else float("nan")


def kit():  # type: ignore[no-untyped-def]
    """(the harness module, its hand labels, its conversations, the bundled model), or None (and
    a line saying so) when shared/eval/locomo is not here."""
    root = SHARED / "eval" / "locomo"
    if not root.is_dir():
        print(f"no LoCoMo kit at {root}: nothing to measure")
        return None
    locomo = harness()
    labels = locomo.load_labels(str(root / "locomo_dev_labels.json"))
    return locomo, labels, locomo.load_locomo(str(root / "data")), LocalModel(model_files.bundled_model(), threads=2)


def main() -> None:
    found = kit()
    if found is None:
        return
    locomo, labels, samples, model = found
    recorded: dict[str, float] = {}
    every = judge.judge

    def keep_all(m: Model, sentences: list[str], **given: object) -> judge.JudgeRun:
        run = every(m, sentences, **{**given, "threshold": 0.0})  # type: ignore[arg-type]
        recorded.update(zip(sentences, run.scores, strict=True))
        return run

    runs, candidates = [], []
    for sample in samples:
        for speaker in sample["speakers"]:
            names = {n.lower() for n in sample["speakers"]}
            gold = [o for o in sample["observations"].get(speaker, []) if o["session"] <= SESSIONS]
            gold_words = [(o, locomo.content(o["text"], names)) for o in gold]
            with tempfile.TemporaryDirectory() as folder:
                now = datetime.now(UTC)
                memory = Memory.open(load_settings(Path(folder)), now=now)
                seen = 0
                judge.judge = keep_all
                for k in range(min(SESSIONS, len(sample["sessions"]))):
                    messages = locomo.build_messages(sample, speaker, k, False)
                    rules = rule_candidates(messages, first_new_turn=seen)
                    new_user = [(i, m["content"]) for i, m in enumerate(messages) if i >= seen and m["role"] == "user"]
                    for _, sentence in open_statements(new_user, rules):
                        words = locomo.content(sentence, names)
                        label = "junk"
                        for o, ow in gold_words:
                            shared = len(ow & words)
                            if labels.get(o["key"]) == "durable" and ow and shared >= 2 and shared >= 0.34 * len(ow):
                                label = "durable"
                                break
                            if (ow and shared >= 0.5 * len(ow)) or (words and shared >= 2 and shared >= 0.5 * len(words)):
                                label = "other"
                        candidates.append({"conversation": sample["id"], "speaker": speaker, "sentence": sentence, "label": label})
                    seen = len(messages)
                    conversation = parse_conversation({"id": "c", "messages": messages}, 20_000)
                    run_pass(memory, conversation, lambda: model, now=datetime.now(UTC))
                judge.judge = every
                scores = {note_text(sentence): p for sentence, p in recorded.items()}
                notes = [{"text": n.text, "p": scores.get(n.text, 0.0) if n.source == "learned" else None} for n in memory.notes(now=datetime.now(UTC))]
                memory.close()
            other = [s for s in sample["speakers"] if s != speaker][0]
            runs.append({"conversation": sample["id"], "speaker": speaker, "other": other, "notes": notes, "gold": gold})
    probe = judge.bundled_probe()
    for c in candidates:
        c["probe"] = probe.probability(model.embed(c["sentence"])[0])
        c["yes_no"] = model.yes_no(judge.messages_for(c["sentence"])).score
    print(f"{len(candidates)} candidate sentences: " + ", ".join(f"{k} {sum(c['label'] == k for c in candidates)}" for k in ("durable", "other", "junk")))
    for method in ("probe", "yes_no"):
        line = [f"AUC durable vs junk, {method:<6}"]
        for half in HALVES:
            rows = [c for c in candidates if c["conversation"] in half]
            value = auc([c[method] for c in rows if c["label"] == "durable"], [c[method] for c in rows if c["label"] == "junk"])
            line.append(f"{'+'.join(h[-2:] for h in half)}: {value:.2f}")
        print("  ".join(line))

    def figures(half: tuple[str, ...], threshold: float | None) -> str:
        durable = hit = stored = unmatched = 0
        for run in runs:
            if run["conversation"] not in half:
                continue
            notes = [n for n in run["notes"] if n["p"] is None or (threshold is not None and n["p"] >= threshold)]
            score = locomo.score_run({**run, "notes": notes}, labels)
            for found, label in zip(score["recalled_loose"], score["durable"], strict=True):
                durable += label == "durable"
                hit += label == "durable" and found is not None
            stored += len(notes)
            unmatched += sum(m is None for m in score["note_match"])
        return f"durable {hit}/{durable} = {hit / max(1, durable):.3f}, matching nothing {unmatched}/{stored} = {unmatched / max(1, stored):.3f}"

    print("threshold       | " + " | ".join("+".join(h[-2:] for h in half) for half in HALVES))
    print("capture only    | " + " | ".join(figures(half, None) for half in HALVES))
    for threshold in THRESHOLDS:
        marker = " (shipped)" if threshold == probe.threshold else ""
        print(f"{threshold:<5}{marker:<11}| " + " | ".join(figures(half, threshold) for half in HALVES))


if __name__ == "__main__":
    main()
