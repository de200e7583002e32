"""Could the bundled model filter what the rules keep? On LoCoMo (needs shared/eval/locomo), every
rule candidate of sessions 1-6, for each speaker as the user, is labelled by the harness's own rule
("matched" when it would match an observation, "durable" when that observation is labelled durable,
"junk" when it matches none), then scored by the bundled probe on its evidence sentence. Prints the
AUC matched vs junk per half (conv-26/30/41, which the capture was tuned on, and conv-42/43), and
how many of each a threshold would drop: a filter earns its place only if it drops junk and keeps
what matches.

    .venv/bin/python -m tests.bench.bench_judge_filter
"""

from __future__ import annotations

from jobs import judge
from jobs.capture import rule_candidates
from tests.bench.bench_judge import SESSIONS, auc, kit

HALVES = (("tuned", ("conv-26", "conv-30", "conv-41")), ("unseen", ("conv-42", "conv-43")))
THRESHOLDS = (0.05, 0.1, 0.2, 0.3)


def main() -> None:
    found = kit()
    if found is None:
        return
    locomo, labels, samples, model = found
    probe = judge.bundled_probe()
    rows = []
    for sample in samples:
        names = {n.lower() for n in sample["speakers"]}
        for speaker in sample["speakers"]:
            gold = [(o, locomo.content(o["text"], names)) for o in sample["observations"].get(speaker, []) if o["session"] <= SESSIONS]
            seen = 0
            for k in range(min(SESSIONS, len(sample["sessions"]))):
                messages = locomo.build_messages(sample, speaker, k, False)
                for c in rule_candidates(messages, first_new_turn=seen):
                    if c.source == "requested":
                        continue
                    words, label = locomo.content(c.text, names), "junk"
                    for o, ow in gold:
                        shared = len(ow & words)
                        if (ow and shared >= 0.5 * len(ow)) or (words and shared >= 2 and shared >= 0.5 * len(words)):
                            label = "durable" if labels.get(o["key"]) == "durable" else "matched"
                            if label == "durable":
                                break
                    rows.append((sample["id"], label, probe.probability(model.embed(c.evidence)[0])))
                seen = len(messages)
    for name, convs in HALVES:
        half = [r for r in rows if r[0] in convs]
        kept = [p for _, label, p in half if label != "junk"]
        durable = [p for _, label, p in half if label == "durable"]
        junk = [p for _, label, p in half if label == "junk"]
        print(f"{name}: {len(half)} rule candidates, {len(kept)} matched ({len(durable)} durable), {len(junk)} junk; "
              f"AUC matched vs junk {auc(kept, junk):.2f}, durable vs junk {auc(durable, junk):.2f}")
        for t in THRESHOLDS:
            print(f"  drop below {t:.2f}: matched {sum(p < t for p in kept)}/{len(kept)}, durable {sum(p < t for p in durable)}/{len(durable)}, junk {sum(p < t for p in junk)}/{len(junk)}")


if __name__ == "__main__":
    main()
