"""A frame of the user's childhood or youth opening a sentence without its comma is read as with it:
"As a kid I used to collect stamps" made nothing, "As a kid, I used to collect stamps" made "Used to
collect stamps as a kid" (jobs/restated.py reads the plainer twin, with the comma). Generated over
frames, fillers before them and facts after them: the comma-less sentence makes exactly the notes
the one with the comma makes. Lookalikes make no note, with the comma or without: someone else's deed after the frame ("When I
was 12 my dad left us"), a question, a belief of then, a wish."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

FRAMES = st.sampled_from([
    "As a kid", "As a teenager", "When I was a kid", "When I was little", "When I was 12", "When I was fifteen", "Growing up",
    "Back in high school", "In college", "In my teens", "Back as a kid", "When I was younger",
])
OPENINGS = st.sampled_from(["", "Honestly, ", "So ", "Well, ", "Oh and ", "Actually "])
FACTS = st.sampled_from([
    "I used to collect stamps", "I played the violin", "I moved to Canada with my parents", "I wanted to be a vet",
    "we had three dogs", "I lived in Lisbon", "I used to go fishing with my grandpa every summer", "I was obsessed with dinosaurs",
    "I worked at my uncle's bakery", "I'd ride my bike to the lake",
])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Tell me about yourself!"}, {"role": "user", "content": text}]
    return sorted(c.text for c in rule_candidates(messages, first_new_turn=1))


@settings(max_examples=200, deadline=None)
@given(OPENINGS, FRAMES, FACTS, st.sampled_from([".", "!", ", good times."]))
def test_a_frame_without_its_comma_reads_as_with_it(opening: str, frame: str, fact: str, end: str) -> None:
    said = f"{opening}{frame[:1].lower() + frame[1:] if opening else frame}"
    assert _notes(f"{said} {fact}{end}") == _notes(f"{said}, {fact}{end}"), (said, fact)


def test_the_examples_that_made_nothing() -> None:
    assert _notes("As a kid I used to collect stamps.") == ["Used to collect stamps as a kid"]
    assert _notes("When I was 12 I moved to Canada with my parents.") == ["Moved to Canada with their parents when they were 12"]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["", ","]), st.sampled_from([
    "When I was 12{c} my dad left us.", "When I was a kid{c} my brother broke his arm.", "Growing up{c} my sister played the violin.",
    "Growing up{c} my dad worked at a mine.", "As a kid{c} my mom made me practice piano every day.",
    "When I was little{c} did you know I had a dog?", "As a kid{c} would I have liked it?",
    "When I was younger{c} I thought the moon was made of cheese.", "In college{c} I'd have loved to study art.",
]))
def test_lookalikes_make_no_note(comma: str, shape: str) -> None:
    """Someone else's deed in the user's childhood, a question, a belief of then, a wish: nothing,
    with the comma or without ("Growing up, my sister played the violin" had become "Growing up,
    their sister played the violin", read as "(I'm) growing up, …")."""
    text = shape.format(c=comma)
    assert _notes(text) == [], (text, _notes(text))
