"""A thing the user holds the best of its kind, said as a lasting view ("Crappie is about the best
eating fish there is if you ask me" -> "Thinks Crappie is about the best eating fish there is";
LoCoMo-style labels keep such views as durable). Generated over things, kinds and markers; a one-off
("was"), a person, the moment, someone else's thing or an ordeal make no such note."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

THINGS = ["Crappie", "sourdough from the wood oven", "Lisbon", "pho", "The Lumineers", "trail running"]
KINDS = ["eating fish", "bread", "city", "soup", "band", "way to spend a Sunday"]
MARKERS = ["there is", "in the world", "ever", "out there", "of all time"]
LEADS = ["", "Honestly, ", "Oh and "]  # "I think …" is an opinion, never stored (jobs/never_stored.py)


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "user", "content": text}])]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(THINGS), st.sampled_from(KINDS), st.sampled_from(MARKERS), st.sampled_from(LEADS), st.booleans())
def test_the_best_of_its_kind_is_their_view(thing: str, kind: str, marker: str, lead: str, ask: bool) -> None:
    verb = "are" if thing.startswith("The ") else "is"
    said = thing if not lead or thing[:1].isupper() and thing != "Crappie" else thing[:1].lower() + thing[1:]
    text = f"{lead}{said} {verb} the best {kind} {marker}{', if you ask me' if ask else ''}."
    notes = _notes(text)
    assert any(n.startswith("Thinks ") and kind in n for n in notes), (text, notes)
    assert not any("if you ask me" in n for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([
    "Tasha is the best nurse there is.", "Today is the best day ever!", "Red Rocks was the best venue ever.", "Your lasagne is the best dish ever.",
    "This is the best news ever.", "Traffic is the best thing ever lol.", "My boss is the best manager out there.", "Is pho the best soup in the world?",
    "If Lisbon is the best city in the world, I'll move there.", "Root canals are the best procedure ever.",
    # an attacker helper's findings (stop 37): a person by name or trade, someone else's thing, the moment, hearsay, a strict subject's kind
    "Sarah is the best cook in the world.", "Dr Patel is the best surgeon there is.", "Grandma is the best baker ever.", "Mum's lasagne is the best lasagne ever.",
    "2024 is the best year ever!", "Apparently Lisbon is the best city in the world.", "AA is the best support group there is.", "Labour is the best party there is.",
    "Jesus is the best saviour ever.", "Adderall is the best study aid there is.", "Vodka is the best drink ever.", "Taylor Swift is the best singer ever.",
    "Therapy is the best investment there is.", "Jury duty is the best way to spend a week ever.", "Cold showers are the best punishment there is.",
]))
def test_not_a_view_of_theirs(text: str) -> None:
    assert not any(n.startswith("Thinks ") for n in _notes(text)), text
