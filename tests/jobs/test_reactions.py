"""What is said about the moment and not about the user makes no note: a goodbye or love passed on
("Take care, Tariq", "give my love to Yusuf"), a passing reaction ("Got chills reading that", "I can't
cope"), a thing of the conversation loved without naming it ("Loves the recognition"), and the other
party's name said at a sentence's end ("I love the sunset, Russell"). Generated over names, words and
frames; and the lookalikes that stay facts ("I love the ocean", "I can't sleep without a fan", "I have a
dog, Biscuit")."""

from __future__ import annotations

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import stands_alone
from jobs.never_stored import never_stored
from jobs.vocative import addressed_names, without_vocative

from tests.jobs.turns import notes_after as _notes


_NAMES = st.sampled_from(["Tariq", "Saoirse", "Owen", "Mel", "Russell", "Léa", "Yusuf", "Gina", "Jon", "Maria"])
_FACTS = st.sampled_from([
    ("I work as a nurse in Leeds.", "nurse"),
    ("I have two cats.", "cats"),
    ("I play the violin.", "violin"),
    ("I'm vegetarian.", "vegetarian"),
    ("I live in Porto.", "Porto"),
])


@settings(max_examples=80, deadline=None)
@given(_NAMES, _NAMES, _FACTS, st.sampled_from([
    "Take care, {n}!", "Bye {n}!", "See you soon, {n}.", "Talk later!", "Give my love to {m}.", "Send my best to {m}!", "Love to {m}, bye {n}!",
    "Okay, take care!", "Say hi to {m} for me.", "Hugs to {m}!", "Lots of love to {m} and the kids.", "Bisous à {m} !", "À plus {n} !",
    "Anyway, gotta go. Bye!", "Catch you later {n}!",
]))
def test_a_goodbye_makes_no_note_and_leaves_the_fact_beside_it(name: str, other: str, fact: tuple[str, str], frame: str) -> None:
    goodbye = frame.format(n=name, m=other)
    text, word = fact
    notes = _notes(f"{text} {goodbye}")
    assert any(word in n for n in notes), (goodbye, notes)
    assert not any(regex.search(rf"\b(?:{name}|{other}|love|bye|care|hugs|bisous)\b", n, regex.IGNORECASE) for n in notes), (goodbye, notes)
    assert _notes(goodbye) == [], goodbye


_REACTIONS = st.sampled_from([
    "Got chills reading that.", "I got a little emotional.", "Honestly I got goosebumps.", "I got so choked up.", "I can't stop smiling!",
    "I can't cope right now.", "I literally can't breathe, that's so funny.", "I can't sleep tonight.", "I keep pinching myself.",
    "I keep forgetting, sorry!", "I just can't focus today.", "I can't feel my legs after that hike.", "I keep checking my phone.",
])


@settings(max_examples=60, deadline=None)
@given(_REACTIONS, _FACTS)
def test_a_passing_reaction_makes_no_note(reaction: str, fact: tuple[str, str]) -> None:
    assert never_stored(reaction) is not None, reaction
    text, word = fact
    notes = _notes(f"{reaction} {text}")
    assert notes and all(word in n for n in notes), (reaction, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["love", "enjoy", "really like", "adore", "appreciate"]), st.sampled_from([
    "recognition", "little space", "walk", "vibe", "whole thing", "support", "new one", "idea", "energy", "view",
]))
def test_a_thing_of_the_conversation_loved_without_its_name_makes_no_note(verb: str, thing: str) -> None:
    notes = _notes(f"I {verb} the {thing}! I work as a teacher.")
    assert not any(f"the {thing}" in n for n in notes), (thing, notes)
    assert any("teacher" in n for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["love", "enjoy", "adore"]), st.sampled_from([
    "the ocean", "the outdoors", "the piano", "the smell of rain", "the mountains in winter", "the sound of the sea", "the kids I teach",
    "the theatre", "the beach",
]))
def test_a_kind_of_thing_loved_in_general_stays(verb: str, thing: str) -> None:
    notes = _notes(f"I {verb} {thing}.")
    assert any(thing.split()[-1] in n for n in notes), (thing, notes)
    assert all(stands_alone(n) for n in notes)


@settings(max_examples=60, deadline=None)
@given(_NAMES, st.sampled_from(["Hey {n}!", "Thanks, {n}.", "Congrats {n}!", "Hi {n}, good to hear from you."]),
       st.sampled_from([("I love the sunset", "sunset"), ("I play chess every Sunday", "chess"), ("I've been a nurse for ten years", "nurse")]))
def test_the_name_the_user_greets_is_never_part_of_a_note(name: str, greeting: str, fact: tuple[str, str]) -> None:
    text, word = fact
    notes = _notes(greeting.format(n=name), f"{text}, {name}!")
    assert not any(name in n for n in notes), notes
    if word != "sunset":
        assert any(word in n for n in notes), notes


def test_a_name_in_apposition_the_user_never_greets_stays() -> None:
    assert any("Biscuit" in n for n in _notes("Hey Mel!", "I have a dog, Biscuit.")), _notes("Hey Mel!", "I have a dog, Biscuit.")
    assert without_vocative("Has a dog, Biscuit", frozenset({"Mel"})) == "Has a dog, Biscuit"
    assert without_vocative("Plays chess, Mel", frozenset({"Mel"})) == "Plays chess"


def test_what_follows_a_greeting_and_is_no_name_is_never_read_as_one() -> None:
    said = [{"role": "user", "content": "Thanks God it's Friday. Oh Wow. Hey You! Hi there, how are you?"}]
    assert addressed_names(said) == frozenset()
    assert addressed_names([{"role": "assistant", "content": "Hey Mel!"}]) == frozenset()  # the other party greeting the user


def test_lookalikes_of_a_reaction_stay_facts() -> None:
    for habit in ("I can't sleep without a fan.", "I can't focus in open-plan offices.", "I keep bees.", "I got a dog last year."):
        assert never_stored(habit) is None, habit
    for text, word in [
        ("I can't focus without coffee, so I drink three cups a day.", "coffee"),
        ("I can't have dairy.", "dairy"),
        ("I keep bees in my garden.", "bees"),
        ("I can't believe I'm engaged!", "engaged"),
        ("Salut ! Je suis prof de maths.", "maths"),
        ("Bye-bye dairy, I've been vegan since 2019.", "vegan"),
        ("Good night! I teach yoga on Tuesdays.", "yoga"),
    ]:
        notes = _notes(text)
        assert any(word in n.lower() for n in notes), (text, notes)
