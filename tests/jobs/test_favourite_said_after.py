"""A favourite named in apposition with no kind after it: "She made lasagne, my favourite!" ->
"Lasagne is their favourite"; "June took me out for whitebait fritters to celebrate, my favourite"
-> "Whitebait fritters are their favourite" (both were nothing: only "…, my favourite snack" after
"a", "with", "had"… was read). Whoever made or served it, the taste is the user's. Generated over
who did what, the thing and a purpose said before the comma; lookalikes make no such note: a
person ("Hey Jon, my favourite!", "dinner with Sam, my favourite"), a time, thanks or a goodbye,
a name that may be a person or a title, a negation."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

WHO_DID = st.sampled_from(["She made", "We had", "I ordered the", "Mum cooked", "June took me out for", "Dad baked", "We got"])
THINGS = st.sampled_from([("lasagne", "is"), ("whitebait fritters", "are"), ("pad thai", "is"), ("brownies", "are"), ("banana bread", "is"), ("dumplings", "are")])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How was the weekend?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(WHO_DID, THINGS, st.sampled_from(["", " to celebrate"]), st.sampled_from(["!", ".", " :)"]), st.sampled_from(["", "all-time ", "absolute "]))
def test_the_favourite_is_the_thing_before_it(who: str, thing: tuple[str, str], purpose: str, end: str, how: str) -> None:
    what, verb = thing
    text = f"{who} {what}{purpose}, my {how}favourite{end}"
    assert f"{what[0].upper()}{what[1:]} {verb} their favourite" in _notes(text), (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([
    "Hey Jon, my favourite!", "Love you, my favourite.", "See you soon, my favourite!", "Thanks, my favourite!", "Good night, my favourite.",
    "We had dinner with Sam, my favourite.", "They played Clair de Lune, my favourite.", "My brother is here, my favourite.",
    "He got the kids, my favourite.", "I love that, my favourite.", "Not pizza, my favourite.", "We had a great weekend, my favourite.",
    "My sister made her tacos, my favourite.", "Had the best time, my favourite.",
]))
def test_lookalikes_make_no_such_note(text: str) -> None:
    assert not [n for n in _notes(text) if n.endswith("their favourite")], (text, _notes(text))


def test_a_meal_a_past_taste_or_a_drug_is_no_favourite() -> None:
    """An attacker helper's findings (stop 37): "…for dinner, my favourite" gave "Dinner is their favourite"."""
    assert _notes("We had pad thai for dinner, my favourite!") == ["Pad thai is their favourite"]
    for said in ["We had lemon drizzle cake for dinner, my favourite!", "Had pizza, my favourite, back in the day.", "Had a cheeky line, my favourite."]:
        assert not any("favourite" in n for n in _notes(said)), said


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("Catan", "Catan is"), ("Pad thai", "Pad thai is"), ("Board games", "Board games are")]),
       st.sampled_from(["it's my favourite", "that's my fave", "it's my go-to", "that's my favourite"]), st.sampled_from([".", "!", " 🎲", ""]))
def test_a_thing_then_its_my_favourite_is_their_favourite(thing, taste, end):
    said, note = thing
    assert f"{note} their favourite" in _notes(f"{said}, {taste}{end}"), _notes(f"{said}, {taste}{end}")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Knitting", "Chess", "Sea swimming"]), st.sampled_from(["its", "it is", "thats", "that's"]),
       st.sampled_from(["my hobby", "my absolute thing", "my big passion", "my one true passion"]), st.sampled_from(["", ".", "!"]))
def test_a_thing_then_its_my_hobby_in_chat_spelling_is_a_taste(thing, its, what, end):
    assert f"Loves {thing.lower()}" in _notes(f"{thing}, {its} {what}{end}"), _notes(f"{thing}, {its} {what}{end}")
