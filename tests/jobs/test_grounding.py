"""Grounding in code: the words a fact rests on occur in a user turn of this pass, and the fact's
content words come from them (case, accents, spacing and punctuation folded)."""

from __future__ import annotations

import pytest

from jobs.grounding import grounded

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


def test_assistant_words_never_count() -> None:
    assistant = "Electrum is a lightweight wallet many users run on laptops."
    assert not grounded("Electrum is a lightweight wallet", "Electrum is a lightweight wallet", TURNS)
    assert grounded("Electrum is a lightweight wallet", "Electrum is a lightweight wallet", TURNS + [assistant])  # only as a user turn
