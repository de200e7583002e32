"""Where LoCoMo's missed durable facts stop, by stage: what a change could still win and what no
single note can. Reads a run of the harness (`locomo_eval.py … --out RUN_DIR`), scores it with the
harness's own rule and, for each durable observation no note recalls, finds the best single
sentence of the user's turn it cites and follows it through the pass's code:

- no single sentence: no sentence of the turn alone could recall it by the harness's rule (an
  adjacent pair / the whole turn / not even the whole turn: the matcher's ceiling);
- never stored: the sentence meets one of the never-stored rules (third party, hypothetical, …);
- captured: a capture shape made a note from it (refused by the guard, or too far from the
  observation's words);
- not shown: no judge is shown it, and why (no first person, points back, a question, …);
- shown: a judge is shown it (no note a judge may keep, below the threshold, kept but too far).

Counts only, per conversation group; `--show` prints the sentences too: use it on text you have
read (the tuned LoCoMo half, the read stress sets), never on a held-out set you mean to keep
unread.

    python3 ../shared/eval/locomo/locomo_eval.py --memoryd .venv/bin/memoryd --sessions 6 --mode rules --out RUN_DIR
    .venv/bin/python -m tests.bench.bench_stages RUN_DIR/results.json [--labels FILE] [--group conv-26,conv-30,conv-41] [--show]
"""

from __future__ import annotations

import argparse
import collections
import json

from jobs import judge, lasting, passes
from jobs.capture import rule_candidates
from jobs.never_stored import never_stored
from jobs.sentences import sentences
from store.guard import check_content
from tests.bench.bench_judge import harness
from tests.shared import SHARED

GROUPS = (("tuned", ("conv-26", "conv-30", "conv-41")), ("unseen", ("conv-42", "conv-43")))


def _not_shown(sentence: str) -> str:
    """Why judge.is_candidate turns a sentence away, in its own order."""
    said = judge.as_writer(sentence)
    if "?" in said:
        return "not shown: a question"
    if not judge._FIRST_PERSON.search(said):
        return "not shown: no first person"
    if judge._DANGLING_OPENER.match(judge.regex.sub(judge._LEAD, "", said, count=1, flags=judge.regex.IGNORECASE)):
        return "not shown: points back"
    if judge._THIRD_PERSON.search(said):
        return "not shown: someone else by pronoun"
    if judge._FEELING.match(said):
        return "not shown: a feeling"
    return "not shown: no note code can write"


def stage(observation: set[str], turn: str, question: str, content, show: list[str]) -> str:  # type: ignore[no-untyped-def]
    """The stage one missed observation stops at (`content` turns text into the harness's words)."""
    parts = [s.text for s in sentences(turn)]

    def recalls(text: str) -> bool:
        shared = len(observation & content(text))
        return shared >= 2 and shared >= 0.34 * len(observation)

    matching = [p for p in parts if recalls(p)]
    if not matching:
        if any(recalls(a + " " + b) for a, b in zip(parts, parts[1:])):
            return "no single sentence: an adjacent pair would"
        return "no single sentence: the whole turn would" if recalls(turn) else "no single sentence: not even the whole turn"
    sentence = max(matching, key=lambda p: len(observation & content(p)))
    show.append(sentence)
    rule = never_stored(sentence)
    if rule is not None:
        return f"never stored: {rule}"
    messages = [{"role": "assistant", "content": question or "Hi"}, {"role": "user", "content": turn}]
    mine = [c for c in rule_candidates(messages, first_new_turn=1) if sentence in c.evidence or c.evidence in sentence]
    if mine:
        show.append("  notes: " + " | ".join(c.text for c in mine))
        return "captured: refused by the guard" if all(not check_content(c.text).allowed for c in mine) else "captured: note too far from its words"
    shown = [s for _, s in passes.open_statements([(1, turn)], []) if s in sentence or sentence in s]
    if not shown:
        return _not_shown(sentence)
    note = passes.judged_note(shown[0])
    if note is None:
        return "shown: no note a judge may keep"
    weights = lasting.bundled()
    score = lasting.score(shown[0], note, question)
    show.append(f"  judged: {note} ({score:.2f})")
    return "shown: below code's threshold" if weights is None or score < weights.threshold else "shown: kept, note too far from its words"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", help="RUN_DIR/results.json written by locomo_eval.py --out RUN_DIR")
    parser.add_argument("--labels", default=str(SHARED / "eval" / "locomo" / "locomo_dev_labels.json"))
    parser.add_argument("--group", action="append", default=[], help="conversation ids, comma-separated (default: LoCoMo's two halves, or all)")
    parser.add_argument("--show", action="store_true", help="print each sentence (only on text you have read)")
    args = parser.parse_args()
    if not (SHARED / "eval" / "locomo" / "locomo_eval.py").is_file():
        print(f"no LoCoMo kit under {SHARED}: nothing to score with")
        return
    locomo = harness()
    labels = locomo.load_labels(args.labels)
    runs = json.load(open(args.results, encoding="utf-8"))["runs"]
    ids = sorted({run["conversation"] for run in runs})
    groups = [(g, tuple(g.split(","))) for g in args.group] or [(n, c) for n, c in GROUPS if set(c) & set(ids)] or [("all", tuple(ids))]
    for name, members in groups:
        counts: collections.Counter[str] = collections.Counter()
        found = total = 0
        for run in (r for r in runs if r["conversation"] in members):
            names = {run["speaker"].lower(), run["other"].lower()}
            scored = locomo.score_run(run, labels)
            for observation, hit, label in zip(run["gold"], scored["recalled_loose"], scored["durable"], strict=True):
                if label != "durable":
                    continue
                total += 1
                found += hit is not None
                if hit is not None:
                    continue
                shown: list[str] = []
                where = stage(locomo.content(observation["text"], names), observation.get("evidence_text", ""), "", lambda t: locomo.content(t, names), shown)
                counts[where] += 1
                if args.show:
                    print(f"[{where}] {observation['text']}\n    " + "\n    ".join(shown or [observation.get("evidence_text", "")[:200]]))
        print(f"== {name}: {found}/{total} durable recalled; the {total - found} missed, by stage:")
        for where, n in sorted(counts.items()):
            print(f"  {n:4d}  {where}")


if __name__ == "__main__":
    main()
