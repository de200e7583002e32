"""A learned reading of instruction-shaped text (a part of the `instruction` filter), beside the
rules of store/guard/aimed.py and policy.toml [instruction].

The rules read an order by its parts and miss what they were not written for: another language, a
new framing, a misspelling. This reader is a logistic regression over hashed character n-grams
and word pairs of the folded text, fitted offline on the outside attackers' instructions of the
guard rounds (tests/data/redteam_rounds.jsonl) against ordinary notes and user sentences of every
set this project holds (`python -m tests.bench.fit_instruction`, which prints how it holds on each
attacker's set left out of the fit). Its threshold is chosen there, for few ordinary refusals: it
only adds refusals, never lifts one.

Weights: config/data/instruction_weights.json (the threshold, the hash size, and the weights of the
buckets the fit touched, as integers scaled by `scale`).
"""

from __future__ import annotations

import json
import math
import zlib
from functools import cache
from importlib import resources

import regex

from store.text import fold_lower, fold_words

WEIGHTS_FILE = "instruction_weights.json"
NGRAMS = (3, 4, 5)
_WORD = regex.compile(r"[\p{L}\p{N}]+")
_SPACE = regex.compile(r"\s+")


def features(text: str, buckets: int) -> list[int]:
    """The hashed buckets of `text`: character 3- to 5-grams of its folded form (padded with a
    space at each end), its words and its word pairs. Each bucket once."""
    folded = _SPACE.sub(" ", fold_words(fold_lower(text))).strip()
    padded = f" {folded} "
    out: set[int] = set()
    for n in NGRAMS:
        for i in range(len(padded) - n + 1):
            out.add(zlib.crc32(("c" + padded[i:i + n]).encode()) % buckets)
    words = _WORD.findall(folded)
    for i, word in enumerate(words):
        out.add(zlib.crc32(("w" + word).encode()) % buckets)
        if i + 1 < len(words):
            out.add(zlib.crc32(("p" + word + " " + words[i + 1]).encode()) % buckets)
    return sorted(out)


class Reader:
    def __init__(self, data: dict) -> None:
        self.buckets = int(data["buckets"])
        self.threshold = float(data["threshold"])
        self.bias = float(data["bias"])
        scale = float(data["scale"])
        self.weights = {int(k): v / scale for k, v in data["weights"].items()}

    def score(self, text: str) -> float:
        z = self.bias + sum(self.weights.get(b, 0.0) for b in features(text, self.buckets))
        return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))

    def refuses(self, text: str) -> bool:
        return self.score(text) >= self.threshold


@cache
def bundled() -> Reader:
    """The shipped weights (a missing file is a broken install, never a guard without its reader)."""
    return Reader(json.loads(resources.files("config.data").joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")))


def refuses(text: str) -> bool:
    return bundled().refuses(text)
