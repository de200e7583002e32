"""A scripted stand-in for the local model, for the logic around it (real-model tests use the GGUF)."""

from __future__ import annotations

from collections.abc import Callable

import regex

from config.errors import ModelError
from jobs.llm import Verdict
from store import tokens

_QUOTED = regex.compile(r'Sentence: "(.*)"', regex.DOTALL)


class ScriptedModel:
    """Answers each yes/no question with `judge(sentence)` (log P(yes) - log P(no)); records the
    sentences it was asked about in `prompts` and the whole message lists in `asked`."""

    def __init__(self, judge: Callable[[str], float] | None = None, *, context_tokens: int = 2048, fail: bool = False):
        self.judge = judge or (lambda _sentence: -4.0)
        self.context_tokens = context_tokens
        self.fail = fail
        self.prompts: list[str] = []
        self.asked: list[list[dict[str, str]]] = []

    def count_tokens(self, text: str) -> int:
        return tokens.count(text)

    def yes_no(self, messages: list[dict[str, str]]) -> Verdict:
        found = _QUOTED.search(messages[-1]["content"])
        sentence = found.group(1) if found else messages[-1]["content"]
        self.prompts.append(sentence)
        self.asked.append(messages)
        if self.fail:
            raise ModelError("The model failed during a pass (scripted).")
        return Verdict(self.judge(sentence), sum(self.count_tokens(m["content"]) for m in messages))

    def embed(self, text: str) -> tuple[list[float], int]:
        raise ModelError("The scripted model has no hidden states.")


def says_yes_to(*needles: str) -> Callable[[str], float]:
    """A judge that is sure about sentences holding one of `needles`, and says no to the rest."""
    return lambda sentence: 3.0 if any(n.casefold() in sentence.casefold() for n in needles) else -3.0
