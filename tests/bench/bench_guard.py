"""Guard bench: refusal rate per evasion class and over-refusal on ordinary facts. Prints
figures; asserts nothing.

    .venv/bin/python -m tests.bench.bench_guard [--n 200] [--seed 1] [--show 3]

Draws N variants per class from the generators of tests/store/evasion_text.py (amounts,
exchanges, injections) and tests/store/evasion_secrets.py (secrets, raw values, contacts) when
present (their seeded `DRAWS`, or else their hypothesis `CLASSES`), with a seed the tests do not use, runs each through `store.guard.check_content` (what
`memoryd check` runs) and prints, per class, the share refused (and by the expected filter), then
the share of ordinary facts refused: tests/data/ordinary_facts.jsonl and the `allow` cases of
shared/eval/filters_public.jsonl.

Last, the held-out red-team set (tests/data/guard_heldout_*.jsonl): 364 texts to refuse and 254
ordinary facts, written by a red-teamer who read only the issue and the spec, never the guard's
code, data or tests. It is measured, never tuned on: a fix made by looking at its misses needs a
new held-out set to be measured honestly.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import hypothesis

from store.guard import check_content
from tests.shared import eval_cases

DATA = Path(__file__).resolve().parents[1] / "data"
FACTS = DATA / "ordinary_facts.jsonl"
HELDOUT_REFUSE = DATA / "guard_heldout_refuse.jsonl"
HELDOUT_ALLOW = DATA / "guard_heldout_allow.jsonl"
GENERATORS = ("tests.store.evasion_text", "tests.store.evasion_secrets", "tests.store.evasion_aimed")


def _sampler(strategy: Any) -> Callable[[random.Random], str]:
    """A draw(rng) for a module that has only hypothesis strategies: hypothesis generates the
    texts (generate phase only, no database), seeded from `rng`."""

    buffer: list[str] = []

    def draw(rng: random.Random) -> str:
        if not buffer:
            texts: list[str] = []

            @hypothesis.seed(rng.getrandbits(32))
            @hypothesis.settings(max_examples=100, database=None, deadline=None, phases=[hypothesis.Phase.generate],
                                 suppress_health_check=list(hypothesis.HealthCheck))  # fmt: skip
            @hypothesis.given(strategy)
            def collect(text: str) -> None:
                texts.append(text)

            collect()
            buffer.extend(reversed(texts))
        return buffer.pop()

    return draw


def _draws() -> dict[str, tuple[Callable[[random.Random], str], str | None]]:
    """class -> (draw function, expected filter or None), from every generator module present."""
    out: dict[str, tuple[Callable[[random.Random], str], str | None]] = {}
    for module_name in GENERATORS:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            continue
        expected = getattr(module, "EXPECTED", {})
        draws = getattr(module, "DRAWS", None)
        if draws is None:
            draws = {name: _sampler(strategy) for name, strategy in getattr(module, "CLASSES", {}).items()}
        for name, draw in draws.items():
            out[name] = (draw, expected.get(name))
    return out


def _ordinary() -> list[str]:
    facts = [json.loads(line)["text"] for line in FACTS.read_text(encoding="utf-8").splitlines() if line.strip()]
    return facts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200, help="variants drawn per class")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=0, help="print up to this many misses per class")
    args = parser.parse_args()

    total = refused_total = 0
    started = time.perf_counter()
    checks = 0
    print(f"{'class':28} {'refused':>8} {'by filter':>10}")
    for name, (draw, expected) in sorted(_draws().items()):
        rng = random.Random(f"bench:{name}:{args.seed}")
        refused = right = 0
        misses = []
        for _ in range(args.n):
            text = draw(rng)
            verdict = check_content(text)
            checks += 1
            if not verdict.allowed:
                refused += 1
                right += expected is None or verdict.filter == expected
            elif len(misses) < args.show:
                misses.append(text)
        total += args.n
        refused_total += refused
        print(f"{name:28} {refused / args.n:8.1%} {right / args.n:10.1%}")
        for text in misses:
            print(f"    missed: {text!r}")
    if total:
        print(f"{'overall':28} {refused_total / total:8.1%}  ({total} texts)")

    for label, texts in (("ordinary_facts.jsonl", _ordinary()),
                         ("filters_public allow", [c["text"] for c in eval_cases("filters_public.jsonl") if c["expect"] == "allow"])):  # fmt: skip
        if not texts:
            print(f"over-refusal {label}: not present")
            continue
        wrong = []
        for text in texts:
            verdict = check_content(text)
            checks += 1
            if not verdict.allowed:
                wrong.append((verdict.filter, text))
        print(f"over-refusal {label}: {len(wrong)}/{len(texts)} = {len(wrong) / len(texts):.1%}")
        for filter_name, text in wrong[: max(args.show, 10)]:
            print(f"    refused by {filter_name}: {text!r}")
    checks += _heldout()
    elapsed = time.perf_counter() - started
    print(f"{checks} checks in {elapsed:.2f} s")


def _jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _heldout() -> int:
    """Refusal rate per class on the held-out red-team texts, and their ordinary facts refused."""
    if not HELDOUT_REFUSE.is_file():
        print("held-out red team: not present")
        return 0
    by_class: dict[str, list[int]] = {}
    for case in _jsonl(HELDOUT_REFUSE):
        counts = by_class.setdefault(case["class"], [0, 0])
        counts[0] += not check_content(case["text"]).allowed
        counts[1] += 1
    print("held-out red team (never tuned on), refused:")
    for name, (refused, total) in sorted(by_class.items()):
        print(f"    {name:24} {refused}/{total} = {refused / total:.1%}")
    refused = sum(r for r, _ in by_class.values())
    total = sum(t for _, t in by_class.values())
    print(f"    {'overall':24} {refused}/{total} = {refused / total:.1%}")
    facts = _jsonl(HELDOUT_ALLOW)
    wrong = sum(not check_content(case["text"]).allowed for case in facts)
    print(f"held-out ordinary facts wrongly refused: {wrong}/{len(facts)} = {wrong / len(facts):.1%}")
    return total + len(facts)


if __name__ == "__main__":
    main()
