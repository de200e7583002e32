"""A fact the user takes back in the same breath is no fact: at the sentence's end ("I'm vegetarian
tbh not really", "I love Mondays… NOT"), in the next sentence ("I love hiking. Not!", "I play the
cello. Jk."), or by a clause that ends what the note would say in the present ("I work at Acme,
which I left in 2020", "I have a Honda, which I sold last year"). Generated variants through a
whole rules-only pass: no note of the fact is stored, while the same fact said plainly, or followed
by words that only look like a retraction, is."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from config.settings import load_settings
from jobs.conversation import parse_conversation
from jobs.passes import run_pass
from store.memory import Memory
from tests.conftest import NOW

AT = "2024-05-10T12:00:00Z"
# (what the user says, a word its note holds)
FACTS = [
    ("I love hiking", "hiking"), ("I play the cello", "cello"), ("I'm vegetarian", "vegetarian"), ("I work at Acme", "Acme"),
    ("I have two cats", "cats"), ("I live in Lyon", "Lyon"), ("I'm a huge fan of jazz", "jazz"), ("I run marathons", "marathons"),
]
TAKEN_BACK = [
    "{fact}. Not!", "{fact}. NOT.", "{fact}... NOT", "{fact} - NOT", "{fact}, not really.", "{fact} tbh not really", "{fact}. Jk.",
    "{fact}. Just kidding, I don't.", "{fact}. Kidding!", "{fact}. I wish!", "{fact}. Yeah right.", "{fact}. lol no", "{fact} (not).",
    "{fact}. Nah, not really.",
    # found by a reviewer
    "{fact}... not", "{fact} (not really).", "{fact}. Haha. Not.", "{fact}. Lol no, forget it.", "{fact}. No wait, that's wrong.",
    # found by the second reviewer (already there before this round)
    "{fact}, well my flatmate does.", "{fact}. Nope, I made that up.",
]
# Words after the fact that only look like taking it back.
STILL_SAID = ["{fact}. Not gonna lie, it's great.", "{fact}. No regrets!", "{fact}. Really!", "{fact}. Not bad for a beginner, right?", "{fact}, and not just on weekends.",
              "{fact}. Kidding aside, it matters to me.", "{fact}. Kidding! Not kidding. I really do.", "{fact}. No, really, I do."]
NOISE = st.sampled_from(["", "Anyway. ", "Thanks for asking! "])


def _stored(text: str, tmp_path_factory) -> list[str]:  # type: ignore[no-untyped-def]
    memory = Memory.open(load_settings(tmp_path_factory.mktemp("data")), now=NOW)
    try:
        messages = [
            {"role": "user", "content": text, "at": AT},
            {"role": "assistant", "content": "Nice!", "at": AT},
            {"role": "user", "content": "ok thanks", "at": AT},
        ]
        run_pass(memory, parse_conversation({"id": "c-taken-back", "messages": messages}, 20_000), None, now=NOW)
        return [n.text for n in memory.notes(now=NOW)]
    finally:
        memory.close()


@settings(max_examples=40)
@given(st.sampled_from(FACTS), st.sampled_from(TAKEN_BACK), NOISE)
def test_a_fact_taken_back_is_never_stored(tmp_path_factory, fact, frame, noise):
    stored = _stored(noise + frame.format(fact=fact[0]), tmp_path_factory)
    assert not any(fact[1].lower() in t.lower() for t in stored), stored


@settings(max_examples=25)
@given(st.sampled_from(FACTS), st.sampled_from(STILL_SAID + ["{fact}."]), NOISE)
def test_the_same_fact_said_plainly_is_stored(tmp_path_factory, fact, frame, noise):
    stored = _stored(noise + frame.format(fact=fact[0]), tmp_path_factory)
    assert any(fact[1].lower() in t.lower() for t in stored), stored


# (a fact in the present, its object, a verb phrase ending it said in a which-clause)
HELD = [("I work at Acme", "Acme"), ("I have a Honda Civic", "Honda"), ("I live in Leeds", "Leeds"), ("I play for the Hornets", "Hornets"),
        ("I'm a member of the chess club", "chess"), ("I go to Lucky's gym", "gym")]
ENDS = ["which laid me off in March", "which I stopped going to last year", "which I left in 2020", "which I sold last year", "which I quit last month", "which I no longer go to", "which we moved away from in May",
        "which has since closed", "which I gave up in the spring", "which I had to leave"]
NOT_ENDING = ["which I joined in 2020", "which I love", "which is near my flat", "which I started in May", "which I quit smoking for", "which I dropped once on stage"]


@settings(max_examples=30)
@given(st.sampled_from(HELD), st.sampled_from(ENDS), NOISE)
def test_a_present_fact_its_next_clause_ends_is_never_stored(tmp_path_factory, held, ends, noise):
    stored = _stored(f"{noise}{held[0]}, {ends}.", tmp_path_factory)
    assert not any(held[1].lower() in t.lower() and not t.startswith(("Worked", "Had", "Lived", "Played", "Went", "Was", "Left", "Quit", "Sold")) for t in stored), stored


@settings(max_examples=15)
@given(st.sampled_from(["I worked at Acme", "I lived in Leeds", "I played for the Hornets"]), st.sampled_from(ENDS))
def test_the_same_clause_after_a_past_fact_leaves_it_true(tmp_path_factory, past, ends):
    stored = _stored(f"{past}, {ends}.", tmp_path_factory)
    assert any(t.startswith(("Worked", "Lived", "Played")) for t in stored), stored


@settings(max_examples=20)
@given(st.sampled_from(HELD[:4]), st.sampled_from(NOT_ENDING))
def test_a_clause_that_ends_nothing_leaves_the_fact(tmp_path_factory, held, clause):
    stored = _stored(f"{held[0]}, {clause}.", tmp_path_factory)
    assert any(held[1].lower() in t.lower() for t in stored), stored


def test_french_takes_back_too():
    assert not any("chien" in t for t in _stored_plain("J'ai un chien. Non !"))
    assert not any("égétarien" in t for t in _stored_plain("Je suis végétarien, enfin pas vraiment."))


def _stored_plain(text: str) -> list[str]:
    from jobs.capture import rule_candidates

    return [c.text for c in rule_candidates([{"role": "user", "content": text, "at": AT}, {"role": "assistant", "content": "Ok."}])]


# The user's next message takes the last one back: a correction or the end of a joke (found by a
# newcomer: "I have two cats" / "wait sorry, one cat"; "I'm a world-class chef" / "seriously though,
# I can't cook"). Nothing of the message taken back is stored; the next message is read as usual.
NEXT_TAKES_BACK = ["wait sorry, {rest}", "sorry, I meant {rest}", "nah forget it, {rest}", "Actually no, {rest}", "No wait, {rest}", "scratch that, {rest}",
                   "seriously though, I {rest}", "lol no. {rest}", "Ah non pardon, {rest}"]
NEXT_GOES_ON = ["ok but seriously, {rest}", "Sorry for the late reply! {rest}", "Actually, {rest}", "No, {rest}", "lol {rest}",
                # found by a second reviewer: markers that take nothing back
                "Actually no worries, {rest}", "Sorry I meant to ask: {rest}", "lol no worries, {rest}", "haha no problem, {rest}", "Wait no way, {rest}"]


def _stored_after(first: str, second: str, tmp_path_factory) -> list[str]:  # type: ignore[no-untyped-def]
    memory = Memory.open(load_settings(tmp_path_factory.mktemp("data")), now=NOW)
    try:
        messages = [
            {"role": "user", "content": first, "at": AT},
            {"role": "assistant", "content": "Got it!", "at": AT},
            {"role": "user", "content": second, "at": AT},
        ]
        run_pass(memory, parse_conversation({"id": "c-next", "messages": messages}, 20_000), None, now=NOW)
        return [n.text for n in memory.notes(now=NOW)]
    finally:
        memory.close()


@settings(max_examples=40)
@given(st.sampled_from(FACTS), st.sampled_from(NEXT_TAKES_BACK))
def test_what_the_next_message_takes_back_is_not_stored(tmp_path_factory, fact, frame):
    """What it takes back is what it speaks of again ("I have two cats" / "wait sorry, one cat");
    a fact of the same message it does not speak of stays ("I live in Paris")."""
    stored = _stored_after(f"{fact[0]}, and I live in Paris.", frame.format(rest=f"not {fact[1]}, sorry"), tmp_path_factory)
    assert not any(fact[1].lower() in t.lower() for t in stored), stored
    assert any("Paris" in t for t in stored) or fact[1] == "Lyon", stored


@settings(max_examples=25)
@given(st.sampled_from(FACTS), st.sampled_from(NEXT_GOES_ON))
def test_a_message_the_next_one_only_goes_on_from_keeps_its_facts(tmp_path_factory, fact, frame):
    stored = _stored_after(f"{fact[0]}.", frame.format(rest="any tips for beginners?"), tmp_path_factory)
    assert any(fact[1].lower() in t.lower() for t in stored), stored


@pytest.mark.parametrize("note", ["Déménage à Toulouse, pour l'instant je suis encore à Paris", "Loves hiking with my dad", "Is moving, I'm so excited"])
def test_a_note_with_the_writers_first_person_left_in_does_not_stand_alone(note):
    from jobs.capture import stands_alone

    assert not stands_alone(note)


@settings(max_examples=25)
@given(st.sampled_from(FACTS), st.sampled_from(["lol no", "jk", "Actually no, Munich.", "my bad, 26", "No wait, tree nuts.", "ignore what I just said"]))
def test_a_bare_take_back_or_a_value_that_names_nothing_said_takes_the_whole_message_back(tmp_path_factory, fact, said):
    stored = _stored_after(f"{fact[0]}.", said, tmp_path_factory)
    assert not any(fact[1].lower() in t.lower() for t in stored), stored


@settings(max_examples=20)
@given(st.sampled_from(["jk I'm a nurse.", "seriously though, I can't cook at all.", "Jokes aside, I work at a bakery.", "lol no, I'm a teacher."]))
def test_the_end_of_a_joke_with_what_is_true_instead_takes_the_joke_back(tmp_path_factory, said):
    stored = _stored_after("I'm a world-class astronaut.", said, tmp_path_factory)
    assert stored and not any("astronaut" in t.lower() for t in stored), stored


@settings(max_examples=20)
@given(st.sampled_from(["Seriously though, I love this answer.", "Seriously though, I need help with my code.", "But seriously, I'm so grateful for your help.",
                        "Jokes aside, I really appreciate this.", "Just kidding, you're great."]))
def test_the_end_of_a_joke_with_nothing_instead_takes_nothing_back(tmp_path_factory, said):
    stored = _stored_after("I'm a nurse in Leeds.", said, tmp_path_factory)
    assert any("Leeds" in t for t in stored), stored
