"""Grounding in code: the words a fact rests on occur in a user turn of this pass, and the fact's
content words come from them (case, accents, spacing and punctuation folded)."""

from __future__ import annotations

import pytest

from jobs.conversation import Conversation, parse_conversation
from jobs.grounding import grounded
from jobs.passes import run_pass
from store.memory import Memory
from tests.jobs.fakes import ScriptedModel

TURNS = ["I prefer short, direct answers.", "J'habite à Montréal depuis 2020.", "I run Bitcoin Core on an old laptop."]


@pytest.mark.parametrize(
    ("fact", "evidence"),
    [
        ("Prefers short, direct answers", "I prefer short, direct answers"),
        ("Prefers direct answers", "i PREFER short,   direct answers."),
        ("Habite à Montréal depuis 2020", "j'habite a montreal depuis 2020"),
        ("Runs Bitcoin Core on their laptop", "I run Bitcoin Core on an old laptop"),
    ],
)
def test_grounded(fact: str, evidence: str) -> None:
    assert grounded(fact, evidence, TURNS)


@pytest.mark.parametrize(
    ("fact", "evidence", "why"),
    [
        ("Prefers short answers", "I prefer concise answers", "the evidence is not in any user turn"),
        ("Is an expert engineer", "I run Bitcoin Core", "'expert engineer' does not come from the evidence"),
        ("Lives in Paris", "Montréal depuis", "'lives' and 'Paris' are not the user's words"),
        ("Runs a node", "I", "too short to rest on"),
        ("Prefers short answers", "short, direct", "'prefers' is outside the quoted words"),
    ],
)
def test_not_grounded(fact: str, evidence: str, why: str) -> None:
    assert not grounded(fact, evidence, TURNS), why


def _chat(*turns: tuple[str, str], cid: str) -> Conversation:
    return parse_conversation({"id": cid, "messages": [{"role": role, "content": text} for role, text in turns]}, 20_000)


# First-person facts in the shapes capture and the judge keep (a preference, a home, a setup, and
# a line no pattern covers, which only the judge can keep).
FACTS = ("I prefer short answers.", "I live in Lyon.", "I run Bitcoin Core on an old laptop.", "Old maps cover every wall of my flat.")
QUESTIONS = ("What should I read about wallets?", "Which book would you start with?")


def test_assistant_words_never_count(memory: Memory, now) -> None:
    """An assistant that speaks in the first person teaches memoryd nothing: no rule note, no
    question to the judge (which would keep anything), nothing grounded in its words."""
    model = ScriptedModel(lambda _sentence: 3.0)
    assistant_said = _chat(("user", QUESTIONS[0]), ("assistant", " ".join(FACTS[:2])), ("user", QUESTIONS[1]), ("assistant", " ".join(FACTS[2:])), cid="c-1")
    report = run_pass(memory, assistant_said, lambda: model, now=now())
    assert report.ran and memory.notes(now=now()) == []
    assert not any(fact.rstrip(".") in prompt for fact in FACTS for prompt in model.prompts)
    user_words = [m.content for _, m in assistant_said.user_turns]
    assert not any(grounded(fact, fact, user_words) for fact in FACTS)
    # The same words from the user are learned: the check above can fail.
    user_said = _chat(("user", " ".join(FACTS[:2])), ("assistant", QUESTIONS[0]), ("user", " ".join(FACTS[2:])), ("assistant", QUESTIONS[1]), cid="c-2")
    run_pass(memory, user_said, lambda: model, now=now())
    assert len(memory.notes(now=now())) >= 3
