"""A family member's new job or promotion is who they are now, and joins the note that names them
(seed 002: "partner/spouse name, occupation"), told beside "my daughter", with their name alone once
the user has said whose they are, or after news is announced ("Oh, and one more bit of news -
Karen got promoted to branch manager at her bank last week!"). When it came is left out. A
promotion to something no job names, a past, a doubt, a joke, someone else's or a firing never
joins. Generated: any kin word, name, role, workplace, time and lead-in."""

from __future__ import annotations

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

HE = st.sampled_from(["brother", "husband", "son", "dad", "grandpa", "partner"])
SHE = st.sampled_from(["sister", "wife", "daughter", "mum", "grandma", "girlfriend"])
NAME = st.sampled_from(["Karen", "Tom", "Wanjiru", "Marek", "Lucia", "Ffion", "Deepak"])
ROLE = st.sampled_from(["branch manager", "site supervisor", "sergeant", "head nurse", "senior engineer", "store manager", "detective"])
WHERE = st.sampled_from(["", " at {their} bank", " at Tesco", " at the hospital in Leeds", " at {their} firm"])
WHEN = st.sampled_from(["", " last week", " yesterday", " this month", " in March", " recently"])
NEWS = st.sampled_from(["", "Oh, and one more bit of news - ", "Big news: ", "Oh and ", "Update: "])
AT = "2023-05-08T10:00:00Z"


def _kin(he: bool) -> st.SearchStrategy:
    return (HE if he else SHE).map(lambda k: (k, he))


KIN = st.one_of(_kin(True), _kin(False))


def _notes(*user_turns: str) -> list[str]:
    messages: list[dict] = []
    for text in user_turns:
        messages += [{"role": "assistant", "content": "How are things?"}, {"role": "user", "content": text, "at": AT}]
    return [c.text for c in rule_candidates(messages, first_new_turn=len(messages) - 1)]


@settings(max_examples=150, deadline=None)
@given(KIN, NAME, ROLE, WHERE, WHEN)
def test_a_promotion_said_beside_my_kin_joins_the_note(kin, name, role, where, when):
    (noun, he), their = kin, "his" if kin[1] else "her"
    place = where.format(their=their)
    notes = _notes(f"My {noun} {name} got promoted to {role}{place}{when}!")
    assert f"Has a {noun} named {name}, who got promoted to {role}{place}" in notes


@settings(max_examples=150, deadline=None)
@given(KIN, NAME, ROLE, WHERE, WHEN, NEWS)
def test_a_promotion_told_with_the_name_alone_joins_the_note_once_the_kin_is_known(kin, name, role, where, when, news):
    (noun, he), their = kin, "his" if kin[1] else "her"
    place = where.format(their=their)
    notes = _notes(f"My {noun} {name} came over for dinner.", f"{news}{name} got promoted to {role}{place}{when}!")
    assert f"Has a {noun} named {name}, who got promoted to {role}{place}" in notes


@settings(max_examples=100, deadline=None)
@given(KIN, NAME, st.sampled_from(["a nurse at St Mary's", "an electrician", "a teacher in Leeds"]), WHEN)
def test_a_new_job_told_as_news_is_the_job_they_hold(kin, name, job, when):
    (noun, _he) = kin
    notes = _notes(f"Guess what? My {noun} {name} just got a job as {job}{when}.")
    assert f"Has a {noun} named {name}, {job}" in notes


# Never a job of theirs now: nothing a job names, a past, a doubt, a joke, a wish, a firing, a friend.
NOT_A_JOB_NOW = [
    "My {noun} {name} got promoted to the varsity team.",
    "My {noun} {name} got promoted to second grade.",
    "My {noun} {name} got promoted to world's best {noun} lol",
    "My {noun} {name} got promoted to {role}, I think.",
    "My {noun} {name} got promoted to {role} in the game.",
    "My {noun} {name} hopes to get promoted to {role}.",
    "My {noun} {name} got promoted to {role}? Not sure yet.",
    "My {noun} {name} got promoted to {role} but quit a week later.",
    "My {noun} {name} got promoted to {role} 😂",
    "My friend {name} got promoted to {role}.",
    "My {noun} {name} got fired.",
    "My {noun} {name} will get promoted to {role} next year.",
    # found by an attacker: a joke or household role, a hedge, school, a game, a time read as a place,
    # a promotion undone or declined, a past, a rumour
    "My {noun} {name} got promoted to designated driver.",
    "My {noun} {name} got promoted to unemployed.",
    "My {noun} {name} got promoted to basically {role}.",
    "My {noun} {name} got promoted to star student at school!",
    "My {noun} {name} got promoted to {role} in Eve Online.",
    "My {noun} {name} got a job as a detective in Cluedo.",
    "My {noun} {name} got promoted to {role} but turned it down.",
    "My {noun} {name} got promoted to {role}, then demoted a week later.",
    "My {noun} {name} got promoted to {role}. April fools!",
    "My {noun} {name} got promoted to {role}, back in 1985.",
    "My {noun} {name} got promoted to {role}, rumour has it.",
    "Fake news: my {noun} {name} got promoted to {role}!",
    "My {noun} {name} got hired as a nurse but the offer fell through.",
]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(NOT_A_JOB_NOW), KIN, NAME, ROLE)
def test_no_promotion_joins_the_note_when_it_is_no_job_held_now(frame, kin, name, role):
    noun, _he = kin
    notes = _notes(frame.format(noun=noun, name=name, role=role))
    assert not any(" who got promoted" in n or role in n for n in notes), notes


@settings(max_examples=100, deadline=None)
@given(KIN, NAME, ROLE, st.sampled_from(["Sad news - ", "Big news, my friend ", "In other news, my coworker ", "Weird news: the neighbour "]))
def test_news_of_someone_not_named_as_kin_joins_nothing(kin, name, role, lead):
    noun, _he = kin
    notes = _notes(f"My {noun} {name} came over.", f"{lead}Sam got promoted to {role}!")
    assert not any("Sam" in n for n in notes), notes


@settings(max_examples=100, deadline=None)
@given(KIN, NAME, ROLE, st.sampled_from(["", " in Jan", " on Monday", " in March", " at Christmas"]))
def test_a_time_is_never_read_as_where_the_role_is(kin, name, role, when):
    noun, _he = kin
    notes = _notes(f"My {noun} {name} got promoted to {role} at Tesco{when}.")
    assert f"Has a {noun} named {name}, who got promoted to {role} at Tesco" in notes, notes
    assert not any(regex.search(r"\b(?:Jan|Monday|March|Christmas)\b", n) for n in notes), notes


# Someone else bears the name, or the pronoun may be someone else's: the news is not the kin's.
SOMEONE_ELSE_NAMED = [
    ("My {noun} {name} came over.", "My student {name} is clever. {name} got promoted to {role}!"),
    ("My {noun} {name} came over.", "My coworker is called {name}. Work news: {name} got promoted to {role}!"),
    ("My {noun} {name} came over.", "We got a puppy called {name}. {name} got promoted to {role}!"),
    ("My {noun} {name} came over.", "There's a {name} at work too. {name} got promoted to {role}!"),
    ("My {noun} {name} came over.", "My daughter's boyfriend {name} is nice. {name} got promoted to {role}!"),
    ("Busy week.", "My {noun} {name} called my mum. {Pro} got promoted to {role}."),
    ("Busy week.", "My {noun} {name} met my brother. {Pro} got promoted to {role}."),
]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SOMEONE_ELSE_NAMED), KIN, NAME, ROLE)
def test_news_of_a_name_someone_else_bears_never_joins_the_kins_note(frames, kin, name, role):
    noun, he = kin
    turns = [f.format(noun=noun, name=name, role=role, Pro="He" if he else "She") for f in frames]
    notes = _notes(*turns)
    assert not any("promoted" in n for n in notes), (turns, notes)
