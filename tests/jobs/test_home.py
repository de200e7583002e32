"""Where the user lives, told by the household ("We rent a small flat in Leeds", "We're in a tiny
flat in Leeds", "We've been renting a place in Brooklyn for five years"): the user's home too, kept as
"Lives in …" / "Rents …"; never a stay ("for the week", "on holiday", a hotel), a thing rented, or a
"we" at work. Generated over subjects, frames, dwellings and places."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

DWELLING = st.sampled_from(["flat", "tiny flat", "two-bedroom apartment", "little house", "cottage", "studio"])
PLACE = st.sampled_from(["Leeds", "Kilimani", "Camden", "Brooklyn", "Lyon", "the Alps"])
LEAD = st.sampled_from(["", "Oh, ", "Yeah, ", "Well, "])

HOME = [
    ("{lead}{we} rent a {d} in {p}.", "Rents a {d} in {p}"),
    ("{lead}{we} own a {d} in {p}.", "Owns a {d} in {p}"),
    ("{lead}{we}'re in a {d} in {p}.", "Lives in a {d} in {p}"),
    ("{lead}{we} share a {d} in {p} with two cats.", "Shares a {d} in {p} with two cats"),
]
STAY = [
    "{we}'re in a {d} in {p} for the week.",
    "{we}'re in a {d} in {p} on holiday.",
    "{we}'re in a {d} in {p} until Sunday.",
    "{we}'re in a hotel in {p}.",
    "{we} rent a car in {p}.",
    "{we}'re in a {d} in {p} visiting my mum.",
    "At work {we_low} share a {d} in {p}.",
    "Do {we_low} rent a {d} in {p}?",
]


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How are things?"}, {"role": "user", "content": text, "at": "2024-05-08T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(HOME), st.sampled_from(["We", "I"]), DWELLING, PLACE, LEAD)
def test_the_households_home_is_the_users(frame, we, dwelling, place, lead):
    said, note = frame
    text = said.format(lead=lead, we=we if not lead else we.lower() if we == "We" else we, d=dwelling, p=place)
    text = text.replace("I're", "I'm")
    assert note.format(d=dwelling, p=place) in _notes(text), (text, _notes(text))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["We", "I"]), PLACE, st.sampled_from(["for five years", "since 2019"]))
def test_how_long_the_household_has_lived_there(we, place, how_long):
    have = "We've" if we == "We" else "I've"
    assert f"Has been renting a place in {place} {how_long}" in _notes(f"{have} been renting a place in {place} {how_long}.")
    assert f"Has been living in {place} {how_long}" in _notes(f"{have} been living in {place} {how_long}.")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(STAY), st.sampled_from(["We", "I"]), DWELLING, PLACE)
def test_a_stay_or_something_rented_is_no_home(frame, we, dwelling, place):
    text = frame.format(we=we, we_low=we.lower() if we == "We" else we, d=dwelling, p=place).replace("I're", "I'm")
    assert not any(n.startswith(("Lives in", "Rents", "Owns", "Shares", "Is in")) for n in _notes(text)), (text, _notes(text))
