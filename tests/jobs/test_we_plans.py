"""A plan the user makes with their household is theirs too: "We're going to transition the farm to
organic" -> "Is going to transition the farm to organic, with others"; and "a second shop" is an
ordinal, not a moment ("Just a second" is). Generated over plan verbs and plans; and the lookalikes
that make no note (an outing, a meal, a moment, a hedge, a plan for someone else)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.jobs.turns import notes_after as _notes


_PLANS = st.sampled_from([
    ("We're going to", "Is going to"), ("We are planning to", "Is planning to"), ("We're hoping to", "Is hoping to"),
    ("We want to", "Wants to"), ("We plan to", "Plans to"), ("We're also planning to", "Is planning to"),
])
_WHAT = st.sampled_from([
    "transition the farm to organic", "open a second shop in Graça", "buy a house in Porto", "move to Lisbon next year",
    "build a workshop in the garage", "adopt a retired greyhound", "renovate the cabin ourselves",
])


@settings(max_examples=80, deadline=None)
@given(_PLANS, _WHAT, st.sampled_from(["", "Honestly, ", "Big news: "]))
def test_a_plan_the_household_makes_is_the_users_too(plan: tuple[str, str], what: str, opening: str) -> None:
    said, note = plan
    text = f"{opening}{said} {what}."
    notes = _notes(text)
    expected = f"{note} {what.replace('ourselves', 'themselves')}"
    assert any(n.startswith(expected) for n in notes), (text, notes)


@settings(max_examples=80, deadline=None)
@given(_PLANS, st.sampled_from([
    "{p} the beach tomorrow.", "{p} grab lunch.", "{p} get some coffee.", "{p} watch a movie tonight.", "{p} paint the kitchen this weekend.",
    "{p} be late.", "{p} head out soon.", "{p} call you later.", "{p} probably move to Leeds.",
]))
def test_an_outing_a_moment_or_a_hedge_is_no_plan(plan: tuple[str, str], frame: str) -> None:
    said, _ = plan
    text = frame.format(p=said)
    notes = _notes(text)
    assert notes == [], (text, notes)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["shop", "language", "kid", "home", "career", "degree", "restaurant"]), st.sampled_from([
    ("I'm planning to open a second {x}.", "second {x}"), ("I'm learning a second {x}.", "second {x}"), ("We're hoping for a second {x}.", None),
]))
def test_a_second_before_its_noun_is_an_ordinal(thing: str, case: tuple[str, str | None]) -> None:
    frame, kept = case
    text = frame.format(x=thing)
    notes = _notes(text)
    if kept:
        assert any(kept.format(x=thing) in n for n in notes), (text, notes)
    for moment in ("Give me a second.", "Just a second lol.", "I'll be there in a second.", "Wait one second please."):
        assert _notes(moment) == [], moment
