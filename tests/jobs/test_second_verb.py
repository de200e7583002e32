"""A second verb of the user's after "and", with an adverb or "don't" before it, or after "I have",
is in the third person too (stop 39: "I'm 31 and still live with my parents" gave "Is 31 and still live
with their parents"; "I have two kids and run a bakery" gave "… and run a bakery"). A verb after "and"
that an infinitive before it governs stays bare ("Wants to travel and also learn French")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.phrasing import conjugate_en, third_person

FIRSTS = st.sampled_from([("I'm 31", "Is 31"), ("I'm vegan", "Is vegan"), ("I have two kids", "Has two kids"), ("I've got a dog", "Has a dog"),
                          ("I moved to Leeds", "Moved to Leeds"), ("I work nights", "Works nights"), ("I'm retired", "Is retired")])
ADVERBS = st.sampled_from(["still", "also", "now", "never", "really", "always", "usually", "often", "sometimes", "rarely"])
VERBS = st.sampled_from([("live", "with my parents", "with their parents"), ("eat", "honey", "honey"), ("run", "a bakery", "a bakery"),
                         ("spend", "my weekends fishing", "their weekends fishing"), ("love", "it", "it"), ("work", "weekends", "weekends"),
                         ("walk", "the dog", "the dog")])


@settings(max_examples=200, deadline=None)
@given(FIRSTS, st.one_of(ADVERBS, st.just("")), VERBS)
def test_a_second_verb_after_and_is_in_the_third_person(first: tuple[str, str], adverb: str, verb: tuple[str, str, str]) -> None:
    said, head = first
    bare, obj, their = verb
    if not adverb and bare not in ("live", "run", "love", "walk", "spend"):
        return  # without an adverb only a verb with a plain object ("and run a bakery") is read as one
    gap = f"{adverb} " if adverb else ""
    text = f"{said} and {gap}{bare} {obj}"
    assert third_person(text) == f"{head} and {gap}{conjugate_en(bare)} {their}", (text, third_person(text))


@settings(max_examples=60, deadline=None)
@given(FIRSTS, st.sampled_from([("eat", "honey"), ("like", "cats"), ("drink", "coffee")]))
def test_dont_after_and_is_doesnt(first: tuple[str, str], verb: tuple[str, str]) -> None:
    said, head = first
    text = f"{said} and don't {verb[0]} {verb[1]}"
    assert third_person(text) == f"{head} and doesn't {verb[0]} {verb[1]}", (text, third_person(text))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I want to travel", "I need to sleep more", "I'm going to walk the dog", "I have to cook", "I'd love to paint"]),
       ADVERBS, st.sampled_from([("learn", "French"), ("work", "less"), ("feed", "the cat"), ("clean", "the flat")]))
def test_an_infinitive_before_keeps_the_verb_after_and_bare(said: str, adverb: str, verb: tuple[str, str]) -> None:
    for gap in (f"{adverb} ", ""):
        text = f"{said} and {gap}{verb[0]} {verb[1]}"
        assert third_person(text).endswith(f" and {gap}{verb[0]} {verb[1]}"), (text, third_person(text))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([
    # an attacker's (stop 39): a noun after the adverb, someone else's verb, a modal, a quotation, an auxiliary
    ("I have two dogs and also fish", "Has two dogs and also fish"), ("I'm into yoga and also dance music", "Is into yoga and also dance music"),
    ("I have two sons who are grown and still live at home", "Has two sons who are grown and still live at home"),
    ("I have to commute and also work weekends", "Has to commute and also work weekends"), ("I can swim and still travel", "Can swim and still travel"),
    ("I have a mug that says keep calm and don't panic", "Has a mug that says keep calm and don't panic"),
    ("I have two kids and do work full time", "Has two kids and do work full time"),
]))
def test_what_is_no_verb_of_the_users_stays_as_said(pair: tuple[str, str]) -> None:
    text, note = pair
    assert third_person(text) == note, (text, third_person(text))


def test_an_adverb_before_dont_is_kept_and_dont_inflected() -> None:
    assert third_person("I'm 31 and still don't drive") == "Is 31 and still doesn't drive"


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["I'm into yoga", "I'm a fan of jazz", "I have a degree in history"]), ADVERBS,
       st.sampled_from(["dance music", "work drama", "run clubs", "play dates", "travel writing", "study guides", "walk-in showers"]))
def test_a_noun_compound_after_and_and_an_adverb_stays_a_noun(said: str, adverb: str, compound: str) -> None:
    # the attacker's (stop 38): "… and also dance music" is no verb of the user's
    text = f"{said} and {adverb} {compound}"
    assert third_person(text).endswith(f" and {adverb} {compound}"), (text, third_person(text))


def test_a_verb_with_its_object_or_an_instrument_is_still_inflected() -> None:
    assert third_person("I love all kinds of music and also play guitar") == "Loves all kinds of music and also plays guitar"
    assert third_person("I'm a teacher and my rule is: listen and don't panic").endswith("listen and don't panic")
