"""One fact said in other words is one note: a family member by a familiar name ("dad", "father")
and a death by a softer verb ("died", "passed away") share a topic (a LoCoMo-style conversation
kept "Their dad died" beside "Their dad passed when they were sixteen"). Generated over the names
and verbs; different people, or a death beside another fact, stay apart."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.consolidate import OVERLAP_THRESHOLD, overlap

FATHER = ["dad", "father", "papa", "daddy"]
MOTHER = ["mom", "mum", "mother", "mama"]
DEATH = ["died", "passed away", "passed"]
TAILS = ["", " in 2018", " when they were sixteen", " last spring"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([FATHER, MOTHER]), st.data())
def test_a_death_told_twice_in_other_words_is_one_topic(names: list[str], data: st.DataObject) -> None:
    a = f"Their {data.draw(st.sampled_from(names))} {data.draw(st.sampled_from(DEATH))}"
    b = f"Their {data.draw(st.sampled_from(names))} {data.draw(st.sampled_from(DEATH))}{data.draw(st.sampled_from(TAILS))}"
    assert overlap(a, b) >= OVERLAP_THRESHOLD, (a, b)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FATHER), st.sampled_from(MOTHER), st.sampled_from(DEATH))
def test_another_person_or_another_fact_stays_apart(father: str, mother: str, verb: str) -> None:
    assert overlap(f"Their {father} {verb}", f"Their {mother} {verb}") < OVERLAP_THRESHOLD
    assert overlap(f"Their {father} {verb}", f"Their {father} is a tailor in Accra") < OVERLAP_THRESHOLD
    assert overlap(f"Passed their driving test", f"Their {mother} {verb}") < OVERLAP_THRESHOLD


def test_children_by_any_name_are_one_group() -> None:
    assert overlap("Has two kids", "Has two children named Alfie and Tilly") >= OVERLAP_THRESHOLD
    assert overlap("Has two kids", "Has two dogs") < OVERLAP_THRESHOLD


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([
    ("Runs a pop-up bakery", "Their dad runs a bakery"), ("Their dad passed his exam", "Their dad died"), ("Their dad died in 2019", "Their mum died in 2019"),
    ("Their father passed away", "Their father-in-law passed away"), ("Their mum died of Covid", "Their dad died of Covid"),
]))
def test_what_only_looks_alike_stays_apart(pair: tuple[str, str]) -> None:
    """An attacker helper's findings (stop 37): "pop-up", a test passed, two relatives' deaths merged."""
    assert overlap(*pair) < OVERLAP_THRESHOLD, pair
