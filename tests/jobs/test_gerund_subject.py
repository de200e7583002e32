"""A doing that is the subject of what it did to the user ("Going to office hours every week really
saved me", "Running every morning changed my life") is never read as the user being at it now ("Is
going to office hours every week really saved them" came out of a LoCoMo-style conversation).
Generated over doings and what they did; a doing said alone still gives "Is …"."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

DOINGS = ["Going to office hours every week", "Running every morning", "Swimming at dawn", "Going to the gym before work", "Teaching kids",
          "Volunteering at the shelter", "Journaling at night", "Going to the climbing wall on Tuesdays"]
DID = ["really saved me", "changed my life", "got me through the winter", "taught me patience", "helped me a lot", "kept me sane",
       "literally saved my degree", "made me calmer", "cured my insomnia"]


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "user", "content": text}])]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(DOINGS), st.sampled_from(DID), st.sampled_from(["", "Honestly, ", "Tbh "]))
def test_a_doing_as_the_subject_is_not_being_at_it(doing: str, did: str, lead: str) -> None:
    text = f"{lead}{doing[:1].lower() + doing[1:] if lead else doing} {did}."
    for note in _notes(text):
        assert not note.startswith("Is "), (text, note)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Working on a novel these days", "Going to Lisbon in May", "Learning Portuguese on Duolingo"]))
def test_a_doing_said_alone_is_still_theirs(text: str) -> None:
    assert any(note.startswith("Is ") for note in _notes(text + ".")), text
