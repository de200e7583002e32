"""The code-only notes a short conversation gives: each turn is the user's, answered by the
assistant, after an opening question (the shared helper of the class tests)."""

from __future__ import annotations

from jobs.capture import rule_candidates


def notes_after(*turns: str) -> list[str]:
    """The notes of the user's `turns`, each answered "Nice!", after "How have you been?"."""
    messages = [{"role": "assistant", "content": "How have you been?"}]
    for turn in turns:
        messages += [{"role": "user", "content": turn}, {"role": "assistant", "content": "Nice!"}]
    return [c.text for c in rule_candidates(messages[:-1], first_new_turn=1)]
