"""A fact believed once or only said of the user is taken back by its tail: "I'm a teacher, or so I
thought" had become "Teacher, or", "I'm a great cook, or so my wife tells me" "Great cook, or",
"I'm a nurse, or rather I was until June" "Nurse, or rather they were until June". Generated over
facts and tails (EN and FR); the same facts without the tail stay kept."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

FACTS = st.sampled_from(["I'm a teacher", "I'm the head of geography", "I'm a great cook", "I live in Leeds", "I'm vegetarian", "We live in Bristol", "I'm a nurse"])
TAILS = st.sampled_from([", or so I thought", ", or so my wife tells me", " or so they say", ", or so I was told", ", or so I believed", ", or rather I was until June",
                         ", or so my mum reckons", ", or rather we used to"])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Tell me about yourself."}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=120, deadline=None)
@given(FACTS, TAILS, st.sampled_from([".", "!", " lol."]))
def test_a_fact_believed_once_or_said_of_them_is_no_note(fact: str, tail: str, end: str) -> None:
    assert _notes(f"{fact}{tail}{end}") == [], (fact, tail)
    assert _notes(f"{fact}.") != [], fact


def test_french() -> None:
    assert _notes("Je suis prof, c'est ce que je croyais.") == []
    assert _notes("Je suis prof.") != []


@settings(max_examples=60, deadline=None)
@given(FACTS, st.sampled_from([", or so it seems", ", or at least I was", ", or I was until June", ", or so I'd like to think", ", or so I keep telling myself"]))
def test_an_attackers_tails_take_the_fact_back(fact: str, tail: str) -> None:
    assert _notes(f"{fact}{tail}.") == [], (fact, tail, _notes(f"{fact}{tail}."))


def test_french_hearsay() -> None:
    assert _notes("Je suis prof, enfin c'est ce qu'on m'a dit.") == []
