"""One person of the user's family or one animal of theirs, in one word, is a whole fact: "I have a
sister" -> "Has a sister", "I have a beagle" -> "Has a beagle", "We have a greyhound" -> "Has a
greyhound" (all were nothing: a note of one content word was taken for too little, and the
household "we" knew only dogs and cats by name, not their breeds). Generated over subjects, verbs
and words; lookalikes make no such note: a friend, a boss, a parent, a crush, "a cow" (the idiom),
"a mouse" or "a lab", a wish, a question, someone else's, an animal at the office."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.disclosure import disclose

KIN = ["sister", "brother", "twin", "boyfriend", "girlfriend", "husband", "wife", "partner", "fiancée", "son", "daughter", "stepson", "niece", "grandson"]
PETS = ["beagle", "greyhound", "dachshund", "parakeet", "cockatiel", "tortoise", "ferret", "hamster", "corgi", "pony"]


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Tell me a bit about yourself."}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["I have", "I've got", "I have got", "Honestly I have"]), st.sampled_from(KIN + PETS), st.sampled_from([".", "!", " :)"]))
def test_one_of_their_family_or_animals_is_a_fact(verb: str, word: str, end: str) -> None:
    text = f"{verb} {'an' if word[0] in 'aeiou' else 'a'} {word}{end}"
    assert f"Has {'an' if word[0] in 'aeiou' else 'a'} {word}" in _notes(text), (text, _notes(text))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["We have", "We've got"]), st.sampled_from(["a", "two", "a little", "an old"]), st.sampled_from(PETS))
def test_the_household_we_knows_breeds_too(verb: str, count: str, pet: str) -> None:
    said = f"{count} {pet}{'s' if count == 'two' else ''}"
    text = f"{verb} {said}."
    assert f"Has {said}" in _notes(text), (text, _notes(text))


def test_a_sisters_own_fact_stays_hers() -> None:
    assert disclose("I have a sister") == ("Has a sister", "background") or disclose("I have a sister")[0] == "Has a sister"
    assert _notes("I have a sister. She lives in Rome.") == ["Has a sister"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([
    "I have a friend.", "I have a boss.", "I have a dad.", "I have a crush.", "I have a cow.", "I have a mouse.", "I have a lab.",
    "I wish I had a sister.", "Do I have a sister?", "My friend has a beagle.", "We have a mouse in the kitchen.", "We have a rat problem.",
    "We have a labrador at the office.", "I'd love to have a beagle someday.", "If I had a sister she'd get it.",
]))
def test_lookalikes_make_no_such_note(text: str) -> None:
    assert not [n for n in _notes(text) if n.startswith("Has ")], (text, _notes(text))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["I have a sister, well had, she died last year.", "I have a beagle, well, had.", "I'm married, well was.", "I have a brother, well I had one."]))
def test_one_taken_back_to_the_past_is_no_note(said: str) -> None:
    """An attacker helper's finding (stop 37): "…, well had" kept "Has a sister, well had"."""
    assert [c.text for c in rule_candidates([{"role": "user", "content": said}])] == [], said
