"""A scripted stand-in for the local model, for the logic around it (real-model tests use the GGUF)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from config.errors import ModelError
from jobs.llm import Reply
from store import tokens


class ScriptedModel:
    """Answers each call from `script(user_prompt)`; records every prompt it was given."""

    def __init__(self, script: Callable[[str], dict[str, Any]] | None = None, *, context_tokens: int = 2048, fail: bool = False):
        self.script = script or (lambda _prompt: {"facts": []})
        self.context_tokens = context_tokens
        self.fail = fail
        self.prompts: list[str] = []

    def count_tokens(self, text: str) -> int:
        return tokens.count(text)

    def complete_json(self, system: str, user: str, schema: dict[str, Any], max_tokens: int) -> Reply:
        self.prompts.append(user)
        if self.fail:
            raise ModelError("The model failed during a pass (scripted).")
        return Reply(self.script(user), self.count_tokens(system) + self.count_tokens(user), 12)


def facts(*items: dict[str, Any]) -> Callable[[str], dict[str, Any]]:
    return lambda _prompt: {"facts": list(items)}
