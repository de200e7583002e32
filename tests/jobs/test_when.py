"""Relative dates in notes: resolved from the message's time, whatever the note says around them."""

from __future__ import annotations

from datetime import date

from hypothesis import given
from hypothesis import strategies as st

from jobs.when import relative_date, resolve_in_note

AT = "2024-05-10T12:00:00Z"
NOTES = st.sampled_from(
    ["Moved to Berlin", "Started their own bakery", "Adopted a dog from a shelter", "Got married", "Quit their job at the bank",
     "A déménagé à Lyon", "Has put in their seedlings, eleven varieties,", "Bought a house in the suburbs"]
)
# (phrase, the label it stands for on 2024-05-10)
PHRASES = st.sampled_from(
    [("two years ago", "2022"), ("about three years ago", "2021"), ("a couple of years ago", "2022"), ("last year", "2023"),
     ("this year", "2024"), ("yesterday", "2024-05-09"), ("last month", "2024-04"), ("last week", "week of 2024-04-29"),
     ("il y a deux ans", "2022"), ("l'année dernière", "2023"), ("6 months ago", "2023-11")]
)


@given(NOTES, PHRASES, st.sampled_from(["", " and loves it", " with their partner"]))
def test_a_relative_date_anywhere_in_a_note_becomes_its_date(note: str, phrase: tuple[str, str], tail: str) -> None:
    said, label = phrase
    out = resolve_in_note(f"{note} {said}{tail}", AT)
    assert out.endswith(f"({label})")
    assert relative_date(out) is None
    assert note.rstrip(",") in out


@given(NOTES)
def test_a_note_without_a_relative_date_or_a_time_is_unchanged(note: str) -> None:
    assert resolve_in_note(note, AT) == note
    assert resolve_in_note(f"{note} two years ago", None) == f"{note} two years ago"
    assert resolve_in_note(f"{note} (2019)", date(2024, 5, 10)) == f"{note} (2019)"
