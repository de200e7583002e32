"""A note that points at something it does not say makes none: "Is counting that as a yes", "Is going
to remember that", a kin word alone ("Aunt"); and going off to do something now ("I'm going to go
practice my bass lines") is no plan. Generated over verbs, kin words and errands; and the lookalikes
that stay ("Is an aunt", "Has an aunt named Ola", "Loves that kind of music" is left to the
demonstrative rule, "I'm going to go back to school", "going to go vegan next year")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import _THAT_ALONE, stands_alone

from tests.jobs.turns import notes_after as _notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Is counting", "Is going to remember", "Loves", "Will never forget", "Wants to do", "Has always done", "Is taking"]),
       st.sampled_from(["that", "this"]), st.sampled_from(["", " as a yes", " too", " again", " for good", " though"]))
def test_that_or_this_as_the_object_does_not_stand_alone(verb: str, pointer: str, tail: str) -> None:
    assert not stands_alone(f"{verb} {pointer}{tail}")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["aunt", "grandmother", "uncle", "niece", "abuela", "sister", "cousin", "nephew"]), st.sampled_from(["", "a ", "an ", "the "]))
def test_a_kin_word_alone_does_not_stand_alone(kin: str, det: str) -> None:
    note = f"{det}{kin}".capitalize()
    assert not stands_alone(note), note
    assert stands_alone(f"Has {'an' if kin[0] in 'aeiou' else 'a'} {kin} named Ola")
    assert stands_alone(f"Is going to be {'an' if kin[0] in 'aeiou' else 'a'} {kin}")


@pytest.mark.parametrize("note", ["Loves that band", "Knows that city well", "Has lived in that house since 2010", "Thinks that matters",
                                  "Has lots of kids' books- classics, stories from different cultures, all of that", "Loves pasta, pizza and all that",
                                  "Grows tomatoes, herbs, stuff like that"])
def test_a_thing_named_after_that_is_not_a_pointer(note: str) -> None:
    assert _THAT_ALONE.search(note) is None


@pytest.mark.parametrize("note", ["Was like that as a kid", "Has always been like that", "Loves it like that"])
def test_like_that_after_no_list_is_a_pointer(note: str) -> None:
    assert not stands_alone(note), note


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I'm going to go", "I'm gonna go", "Okay, I'm going to go"]),
       st.sampled_from(["practice my bass lines", "walk Pilot before it rains", "grab some dinner", "finish my essay", "feed the cat", "call my mum"]))
def test_going_off_to_do_something_now_is_no_plan(opening: str, errand: str) -> None:
    text = f"{opening} {errand}."
    assert _notes(text) == [], (text, _notes(text))


def test_going_back_to_school_or_vegan_stays_a_plan() -> None:
    assert _notes("I'm going to go back to school.") == ["Is going to go back to school"]
    assert any(n.startswith("Is going to go vegan") for n in _notes("I'm going to go vegan next year."))
