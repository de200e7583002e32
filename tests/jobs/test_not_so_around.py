"""What is said around a fact can take it back, make it unreal or give it to someone else: the words
after it in its sentence ("…, just kidding", "…, said my landlord never", "…, but I quit in October",
"…, my parents I mean", "…, that's my husband") or the words before it ("My dad: …", "My brother? …").
The fact is then no note; the same fact said plainly still is. Generated over facts and frames (a
reviewer's attack shapes, by class)."""

from __future__ import annotations

import pytest
import regex
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

FACT = st.sampled_from([
    ("My kids are Sam and Leo", "Has two kids named Sam and Leo"),
    ("We rent a small flat in Leeds", "Rents a small flat in Leeds"),
    ("I've been bouldering since last year", "Has been bouldering since last year"),
    ("Twenty years as a firefighter", "Has been a firefighter for twenty years"),
    ("Eight years in emergency nursing", "Has spent eight years in emergency nursing"),
    ("We're in a tiny flat in Leeds", "Lives in a tiny flat in Leeds"),
])
NOT_SO_AFTER = st.sampled_from([
    ", just kidding.", ", said my landlord never.", ", but I quit in October.", ", my parents I mean.", ", that's my husband.",
    ", my mum did, she's a legend.", ", imaginary ones obviously.", ", or so my wife says.", ", at least that's what we agreed.",
    " and I quit last month.", ", in my dreams.",
])
NOT_SO_BEFORE = st.sampled_from(["My dad: {f}.", "My brother? {f}.", "And my husband - {f}."])


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "How have you been?"}, {"role": "user", "content": text}], first_new_turn=1)]


@settings(max_examples=80, deadline=None)
@given(FACT, NOT_SO_AFTER)
def test_what_follows_a_fact_in_its_sentence_can_take_it_back_or_give_it_away(fact, after):
    said, note = fact
    # who did it, said after, gives away only a fact with no "I" in it ("I'm a nurse, my mum was too" is the user's)
    assume(not (after in (", that's my husband.", ", my mum did, she's a legend.") and regex.search(r"(?i)\b(?:i|i've|my|we|we're)\b", said)))
    assert note in _notes(f"{said}.")  # said plainly, a note
    assert not any(n.startswith(note[:18]) for n in _notes(f"{said}{after}")), (said, after)


@settings(max_examples=60, deadline=None)
@given(FACT, NOT_SO_BEFORE)
def test_whose_it_is_said_before_it_gives_it_away(fact, before):
    said, note = fact
    assume(not regex.search(r"(?i)\b(?:i|i've|my|we|we're)\b", said))  # "My husband? We've been married twenty years": the user's own
    text = before.format(f=said[:1].upper() + said[1:])
    assert not any(n.startswith(note[:18]) for n in _notes(text)), text


@pytest.mark.parametrize("said", [
    "My dogs are Boxer and Pug.", "My two dogs are German and Swiss.", "My kids are Vegan and Vegetarian, dinner is hell.",
    "My cats are Siamese and Persian.", "My kids are Jack and Jill, just kidding, they're Sam and Ben.",
    "My cats are Chaos and Mayhem, honestly that's what I should have called them.",
])
def test_what_they_are_or_a_name_taken_back_is_no_name(said):
    assert not any("named" in n for n in _notes(said)), _notes(said)


@pytest.mark.parametrize("said", [
    "Ten years in the army, got out in 2015.", "Twelve years in the police, now a PI.", "Five years as a lawyer was enough, now I'm a baker.",
    "I've been a bit down since last year.", "I've been dreading this since last year.", "I've been meaning to start bouldering since last year.",
    "I've been on the waiting list since last year.", "I've been working on this since last year.", "I've not played the cello since I was twelve.",
    "I've been up since 6am.", "I've been here since lunch.",
])
def test_a_work_left_a_mood_or_a_denial_is_no_lasting_fact(said):
    assert not any(n.startswith(("Has spent", "Has been", "Has not")) for n in _notes(said)), _notes(said)


@pytest.mark.parametrize("asked,said", [
    ("Where are you staying?", "We're in a tiny flat in Leeds."), ("How's the holiday?", "We rent a little cottage in Cornwall."),
    ("Where do you rehearse?", "We rent a small room in Leeds."), ("How's the new office?", "We're in a tiny flat in Leeds for now, startup life."),
])
def test_a_place_asked_of_as_a_stay_or_a_workplace_is_no_home(asked, said):
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": said}], first_new_turn=1)]
    assert not any(n.startswith(("Lives in", "Rents")) for n in found), found


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("I've applied for the midwifery degree at Salford", "Has applied for the midwifery degree at Salford"),
                        ("I got into the nursing course at Leeds", "Got into the nursing course at Leeds"),
                        ("I've signed up for the Coast to Coast ride", "Has signed up for the Coast to Coast ride")]),
       st.sampled_from([", starting in September if they take me!", ", starting in September if all goes well.", " and I start in May if I pass the interview."]))
def test_a_step_taken_then_a_condition_on_what_follows_keeps_the_step(step, tail):
    said, note = step
    found = _notes(f"{said}{tail}")
    assert note in found, found
    assert not any(" if " in n for n in found), found


@pytest.mark.parametrize("said", ["If I get in, I've applied for Salford.", "I'd apply for the midwifery degree if they took me.",
                                  "I'll apply for the course if I can afford it."])
def test_a_condition_on_the_step_itself_is_no_fact(said):
    assert not any(n.startswith(("Has applied", "Applied", "Will apply")) for n in _notes(said)), _notes(said)


@pytest.mark.parametrize("said,note", [("I'm a pretty good cook, if I do say so myself.", "Pretty good cook"), ("I'm a nurse, if I'm honest.", "Nurse"),
                                       ("I love hiking, if you ask me.", "Loves hiking")])
def test_an_idiom_with_if_is_no_condition_and_leaves_the_note(said, note):
    assert note in _notes(said), _notes(said)


@pytest.mark.parametrize("said", ["I love hiking if the weather is good.", "I'd be a nurse if I had the grades.", "If you ask me to, I'll cook."])
def test_a_real_condition_still_keeps_the_fact_out(said):
    assert not any(n in ("Loves hiking", "Nurse") or n.startswith("Cooks") for n in _notes(said)), _notes(said)


@pytest.mark.parametrize("said,note", [("I'm a nurse, my mum was too.", "Nurse"), ("I write fantasy novels about imaginary kingdoms.", "Writes fantasy novels"),
                                       ("I have a dog called Rex, my husband has a cat.", "dog"), ("I'm a nurse and I wish the shifts were shorter.", "Nurse")])
def test_the_users_own_fact_beside_someone_elses_is_kept(said, note):
    assert any(note in n for n in _notes(said)), _notes(said)


@pytest.mark.parametrize("said", ["I've applied for the midwifery degree at Salford, or at least I will have if the form goes through.",
                                  "I got in a fight with my sister and she'll only talk to me if I apologise.", "I'm getting married in June if nothing else goes wrong.",
                                  "I'm a pilot, my brother is I mean.", "Five years at Strangeways, not proud of it.", "Ten years in retail, never again."])
def test_a_condition_on_the_step_a_correction_or_a_place_left_keeps_it_out(said):
    assert not any(n.startswith(("Has applied", "Got in", "Is getting married", "Pilot", "Has spent")) for n in _notes(said)), _notes(said)
