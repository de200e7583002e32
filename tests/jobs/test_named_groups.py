"""The user's children or animals named together (jobs/named_groups.py): one note naming them all,
EN and FR, with ages where said; never someone else's group, a lost one, or a question. Generated
over group words, counts, names and frames."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

NAMES = st.lists(st.sampled_from(["Finn", "Oscar", "Miso", "Tofu", "Lucie", "Hugo", "Pepper", "Panda"]), min_size=2, max_size=3, unique=True)
GROUP = st.sampled_from(["kids", "boys", "daughters", "cats", "dogs", "rabbits"])


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "Tell me more."}, {"role": "user", "content": text}], first_new_turn=1)]


def _listed(names: list[str], join: str = "and") -> str:
    return ", ".join(names[:-1]) + f" {join} {names[-1]}"


@settings(max_examples=80, deadline=None)
@given(GROUP, NAMES, st.sampled_from(["My {n} {g}, {names}, sleep on my desk.", "Just me and my {n} {g}, {names}.", "My {g} {names} are the best.",
                                      "I have {n} {g}. Their names are {names}."]))
def test_a_named_group_is_one_note_naming_them_all(group, names, frame):
    count = {2: "two", 3: "three"}[len(names)]
    said = frame.format(n=count, g=group, names=_listed(names))
    found = _notes(said)
    assert any(all(n in note for n in names) for note in found), (said, found)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Finn", "Oscar"]), st.sampled_from(["7", "10"]))
def test_ages_said_with_the_names_are_kept(first, age):
    second = "Oscar" if first == "Finn" else "Finn"
    assert f"Has two boys named {first} ({age}) and {second} (12)" in _notes(f"Just me and my two boys, {first} is {age} and {second} is 12.")


@settings(max_examples=40, deadline=None)
@given(GROUP, NAMES, st.sampled_from(["My neighbour's {g} {names} are loud.", "My two {g}, {names}, died last year.", "Are my {g} {names} ok?",
                                      "My friend's {g} {names} came over.", "We used to have two {g}, {names}."]))
def test_someone_elses_or_a_lost_group_is_no_note(group, names, frame):
    said = frame.format(g=group, names=_listed(names))
    assert not any(all(n in note for n in names) for note in _notes(said)), said


def test_french() -> None:
    assert "A deux enfants, Lucie et Hugo" in _notes("On rénove la maison avec nos deux enfants Lucie et Hugo.")
    assert "A des petits-enfants, Léo et Jade" in _notes("Et mes petits-enfants, Léo et Jade, viennent souvent le mercredi.")


@settings(max_examples=60, deadline=None)
@given(GROUP, NAMES, st.sampled_from(["My {g} are {names}.", "Our {n} {g} are called {names}.", "Our {g} are named {names}, by the way.",
                                      "I've got {n} {g}: {names}.", "We have {n} {g}, {names}.", "haha my {g} are {names} and they rule the house"]))
def test_names_said_as_what_the_group_is_are_one_note_naming_them_all(group, names, frame):
    count = {2: "two", 3: "three"}[len(names)]
    said = frame.format(n=count, g=group, names=_listed(names))
    found = _notes(said)
    assert any(all(n in note for n in names) and group in note for note in found), (said, found)
    assert not any(note.endswith(f" {group}") for note in found), (said, found)  # the fuller note only, never "Has two dogs" beside it


@settings(max_examples=60, deadline=None)
@given(GROUP, NAMES, st.sampled_from(["My {g} are {names} fans.", "My {g} are {names}'s friends.", "My {g} are {names} Smith's age.",
                                      "Are my {g} {names}?", "My {g} were {names}.", "My sister's {g} are {names}.", "I've got {n} {g}: {names} is the oldest."]))
def test_names_that_are_not_what_the_group_is_called_are_no_note(group, names, frame):
    count = {2: "two", 3: "three"}[len(names)]
    said = frame.format(n=count, g=group, names=_listed(names))
    assert not any(all(n in note for n in names) for note in _notes(said)), said


AGE = st.sampled_from(["nine", "twelve", "5", "four"])


@settings(max_examples=60, deadline=None)
@given(NAMES.filter(lambda n: len(n) == 2), AGE, AGE,
       st.sampled_from([("My kids are {a} and {b}.", "kids"), ("We took the grandchildren, {a} and {b}, to the beach.", "grandchildren"),
                        ("I have two boys, {a} and {b}.", "sons")]),
       st.sampled_from(["{a} turned {x} in November and {b} is {y}, going on nineteen.", "{a} is {x} and mad about rugby, and {b} turned {y} in December.",
                        "Well, {a} is {x} now and {b} just turned {y}!"]))
def test_the_ages_of_children_named_before_make_one_note(names, x, y, named, aged):
    a, b = names
    said, kind = named
    messages = [{"role": "user", "content": said.format(a=a, b=b)}, {"role": "assistant", "content": "How old are they now?"},
                {"role": "user", "content": aged.format(a=a, b=b, x=x, y=y)}]
    found = [c.text for c in rule_candidates(messages)]
    assert f"Has two {kind} named {a} ({x}) and {b} ({y})" in found, found
    assert f"Has two {kind} named {a} and {b}" not in found  # the note with the ages says it all


@settings(max_examples=60, deadline=None)
@given(NAMES.filter(lambda n: len(n) == 2), AGE, AGE,
       st.sampled_from(["My dogs are {a} and {b}.", "My sister's kids are {a} and {b}.", "My friends {a} and {b} came over.", "Hi!"]),
       st.sampled_from(["{a} is {x} and {b} is {y}.", "{a} was {x} and {b} was {y} when we moved.", "{a} will be {x} and {b} {y} next year.",
                        "Is {a} {x} and {b} {y}?"]))
def test_ages_of_anyone_else_or_not_now_make_no_note(names, x, y, named, aged):
    a, b = names
    messages = [{"role": "user", "content": named.format(a=a, b=b)}, {"role": "assistant", "content": "How old are they?"},
                {"role": "user", "content": aged.format(a=a, b=b, x=x, y=y)}]
    found = [c.text for c in rule_candidates(messages)]
    assert not any(f"({x})" in n or f"who is {x}" in n for n in found), found


@settings(max_examples=60, deadline=None)
@given(NAMES.filter(lambda n: len(n) == 2), st.sampled_from(["nine", "twelve", "5"]), st.sampled_from(["four", "11"]),
       st.sampled_from([("I had the kids for Christmas this year.", "How old are they now?", "kids"),
                        ("Busy weekend with my kids.", "Aww, how old are they?", "kids"),
                        ("Hi!", "How old are your grandkids now?", "grandchildren")]))
def test_ages_told_just_after_the_user_speaks_of_their_children_name_them(names, x, y, context):
    a, b = names
    said, asked, kind = context
    messages = [{"role": "user", "content": said}, {"role": "assistant", "content": asked},
                {"role": "user", "content": f"{a} turned {x} in November and {b} is {y}."}]
    assert f"Has two {kind} named {a} ({x}) and {b} ({y})" in [c.text for c in rule_candidates(messages)]


def test_twins_told_with_one_age() -> None:
    messages = [{"role": "user", "content": "My favourite part of the day is coming home to the twins. Ada and Ebele just turned four!"},
                {"role": "assistant", "content": "Aww."}, {"role": "user", "content": "Yes."}]
    assert "Has twins named Ada and Ebele, who are four" in [c.text for c in rule_candidates(messages)]


@settings(max_examples=60, deadline=None)
@given(NAMES.filter(lambda n: len(n) == 2), st.sampled_from([
    ("My friends {a} and {b} came over.", "How old are your kids?", "{a} is 10 and {b} is 8."),
    ("The kids are great.", "How old are they?", "{a} is 30 and {b} is 28."),
    ("I love my job.", "How old are they?", "{a} is 10 and {b} is 8."),
    ("I had the kids all weekend.", "How old are they?", "{a} was 10 and {b} was 8 when we moved."),
    ("My neighbours {a} and {b} have kids.", "How old are the kids?", "{a} is 10 and {b} is 8."),
]))
def test_ages_of_friends_adults_or_without_the_users_children_name_no_one(names, case):
    a, b = names
    said, asked, aged = case
    messages = [{"role": "user", "content": said.format(a=a, b=b)}, {"role": "assistant", "content": asked},
                {"role": "user", "content": aged.format(a=a, b=b)}]
    assert not any(f"named {a} (" in c.text for c in rule_candidates(messages))


@pytest.mark.parametrize("turns", [
    ["Ugh, the kids next door are sweet though. Ollie is eight and Finn is six."],
    ["I coach the kids on Saturdays.", "Ollie is eight and Finn is six."],
    ["My students are great.", "Ollie is eight and Finn is six."],
    ["I had the kids all weekend.", "Alfie is two and Tilly is nine months."],
    ["I had the kids all weekend.", "Noah is 8, Ava is 5 and baby Finn is 1."],
    ["My sister's twins are here.", "Ada and Ebele just turned four."],
])
def test_children_who_are_not_the_users_or_ages_not_all_read_make_no_note(turns):
    messages = [{"role": "user", "content": t} for t in turns]
    assert not any("(" in c.text or "who are" in c.text for c in rule_candidates(messages))
