"""Tastes said thing-first or as a superlative (jobs/tastes.py), habits that stopped, sarcasm about
chores, and answer styles asked with a reason: classes two clean sentence sets written blind showed.
Generated over things, frames and languages."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

THINGS = st.sampled_from(["climbing", "jazz piano", "a good bowl of ramen", "Sunday roasts", "vinyl records"])


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "Tell me about you."}, {"role": "user", "content": text}], first_new_turn=1)]


@settings(max_examples=60, deadline=None)
@given(THINGS, st.sampled_from(["{X}, that's my thing.", "{X} - that's my jam!", "Nothing beats {x}.", "Honestly, {x}, that's my passion."]))
def test_a_taste_said_thing_first_or_as_a_superlative(thing, frame):
    said = frame.format(x=thing, X=thing[:1].upper() + thing[1:])
    assert any(n.startswith("Loves") and thing.lower() in n.lower() for n in _notes(said)), (said, _notes(said))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("La randonnée, c'est ma grande passion.", "randonnée"), ("Ma console préférée reste la Dreamcast.", "Dreamcast"), ("On fait de la voile tous les étés.", "voile"),
                        ("Mon mari Karim et moi vivons près de Quimper.", "Quimper"), ("Ma compagne et moi avons un chat qui s'appelle Pistache.", "Pistache"), ("Mon truc, c'est la photo argentique.", "argentique"), ("Rien ne vaut une bonne raclette.", "raclette"),
                        ("La musique que j'écoute le plus, c'est le jazz manouche.", "jazz"), ("Le vélo, c'est mon truc.", "vélo")]))
def test_french_tastes(case):
    said, key = case
    assert any(key in n for n in _notes(said)), _notes(said)


@settings(max_examples=40, deadline=None)
@given(THINGS, st.sampled_from(["{X}, that's my thing 😜", "If {x}, that's my thing.", "My boss, that's my problem.", "{X}, that's my thing?", "Nothing beats it.",
                                "My wife's {x}, that's her thing."]))
def test_no_taste_from_a_joke_a_question_or_someone_else(thing, frame):
    said = frame.format(x=thing, X=thing[:1].upper() + thing[1:])
    assert not any(n.startswith("Loves") for n in _notes(said)), (said, _notes(said))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["eat meat", "drink coffee", "smoke", "drive", "mine"]), st.sampled_from(["I no longer {v}.", "I don't {v} anymore.", "I no longer {v}, sold everything last year."]))
def test_a_habit_that_stopped_is_one_phrase(verb, frame):
    notes = _notes(frame.format(v=verb))
    assert any(n.startswith(("No longer", "Doesn't")) and "," not in n for n in notes), notes


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Oh great, another Monday, I just love Mondays.", "Ah oui, j'adore faire mes impôts, vraiment.", "I just love doing my taxes.",
                        "Yay, more meetings, I really love meetings."]))
def test_loving_a_chore_is_sarcasm(said):
    assert _notes(said) == []


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["I'm new to Bitcoin, so please explain things like I'm a beginner.", "I think in Celsius and kilometres, so metric please."]))
def test_a_style_asked_after_a_fact_keeps_both(said):
    notes = _notes(said)
    assert any(n.startswith("Prefers") for n in notes), notes


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("Our son was born in February.", "Had a son (born in February)"), ("Notre fille est née en mars.", "A eu une fille (née en mars)"),
                        ("On s'est mariés en 2019.", "S'est marié en 2019"), ("Ma femme et moi nous sommes pacsés en 2021.", None)]))
def test_the_households_dated_events(case):
    said, note = case
    if note:
        assert note in _notes(said), _notes(said)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["My sister's son was born in May.", "Our son was born last year?", "If our son was born in May, he'd be a Taurus.", "Mon neveu est né en mars."]))
def test_no_household_event_of_someone_elses_or_unsure(said):
    assert not any(n.startswith(("Had a", "A eu")) for n in _notes(said)), _notes(said)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["really", "so", "super", "pretty"]), st.sampled_from(["photography", "pottery", "bouldering", "birdwatching", "sourdough baking"]),
       st.sampled_from(["", " lately", ", it helps me slow down"]), st.sampled_from(["", "Hey Jon! Yeah, ", "Thanks! "]))
def test_been_really_into_a_pastime_is_a_taste(adverb: str, pastime: str, tail: str, lead: str) -> None:
    said = [{"role": "assistant", "content": "What's new?"}, {"role": "user", "content": f"{lead}I've been {adverb} into {pastime}{tail}.", "at": "2026-11-29T10:00:00Z"}]
    notes = [c.text for c in rule_candidates(said, first_new_turn=1)]
    assert any(pastime in n and "into" in n for n in notes), notes


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["really", "so", "super"]), st.sampled_from(["tired", "busy", "stressed", "into it", "into that"]))
def test_been_really_a_passing_state_or_a_pointer_is_nothing(adverb: str, state: str) -> None:
    said = [{"role": "assistant", "content": "How are you?"}, {"role": "user", "content": f"I've been {adverb} {state}.", "at": "2026-11-29T10:00:00Z"}]
    assert rule_candidates(said, first_new_turn=1) == []

