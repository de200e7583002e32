"""A typed face or an emoji is never a word of a note: "I love hiking :) and biking" -> "Loves hiking
and biking", "I have two sisters 👭" -> "Has two sisters" (both were kept with the face). Generated
over faces, emoji, where they stand and the shapes they follow, through the rule path and the
judge's note (jobs/passes.judged_note); a laughing face still takes the sentence as a joke, and
what only looks like a face inside a word or an address stays ("https://example.org", "C:/Users")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.passes import judged_note
from jobs.phrasing import without_emoticons

FACES = st.sampled_from([":)", ":-)", ":D", ":P", "=)", ";)", "<3", "xD", ":(", ":/", "😀", "🙂", "👭", "❤️", "🐕", "👍🏽", "🏃‍♀️"])
SAID = st.sampled_from([
    ("I love hiking{f} and biking.", "Loves hiking and biking"),
    ("I have two sisters{f}", "Has two sisters"),
    ("I have a sister{f}", "Has a sister"),
    ("I run a node on a Raspberry Pi{f}", "Runs a node on a Raspberry Pi"),
    ("I've been a nurse for ten years{f}", "Has been a nurse for ten years"),
])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Tell me about you."}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(SAID, FACES)
def test_a_face_is_never_in_a_note(said: tuple[str, str], face: str) -> None:
    template, note = said
    text = template.format(f=f" {face}")
    notes = _notes(text)
    if face in (";)", "xD"):  # a wink or a laugh may take the sentence as a joke: then nothing, never the face
        assert all(face not in n for n in notes), (text, notes)
        return
    assert note in notes, (text, notes)


@settings(max_examples=60, deadline=None)
@given(FACES)
def test_the_judges_note_has_no_face(face: str) -> None:
    note = judged_note(f"Still doing chemistry at Valley High {face} this is my ninth year.")
    assert note is None or face not in note


def test_what_only_looks_like_a_face_stays() -> None:
    for text in ("https://example.org", "C:/Users/me", "a 2-of-3 multisig", "Room 8) here", "(see note 3)"):
        assert without_emoticons(text) == text
    assert without_emoticons("Loves hiking :) and biking") == "Loves hiking and biking"
