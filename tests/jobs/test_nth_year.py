"""How far into something lasting the user is: "This is my ninth year teaching chemistry at Valley
High" -> "Is in their ninth year teaching chemistry at Valley High"; "It's my second year at Leeds";
"…, this is my ninth year" after what they do -> "…, in their ninth year". Before, the first gave
"Their ninth year teaching…" (no sentence), "This is my third season coaching…" gave "Has third
season coaching…", and "It's my second year at Leeds" nothing. Generated over openings, ordinals,
spans and what the span is of; a count so far ("my first time here", "my second marathon", "my
third coffee today", "my second year in a row") makes no note of it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from store.guard import check_content

OPENINGS = st.sampled_from(["This is my", "It's my", "This is now my", "It's actually my", "That's my"])
ORDINALS = st.sampled_from(["first", "second", "third", "ninth", "twelfth", "3rd", "twenty-first"])
UNITS = st.sampled_from(["year", "season", "semester"])
WHAT = st.sampled_from([
    "teaching chemistry at Valley High", "at Leeds", "of nursing school", "as a nurse at St Mary's", "coaching the under-12s",
    "running the food bank", "in the choir", "with the fire service",
])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How's work going?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=200, deadline=None)
@given(OPENINGS, ORDINALS, UNITS, WHAT, st.sampled_from([".", "!", " :)", ""]))
def test_how_far_into_it_they_are(opening: str, nth: str, unit: str, what: str, end: str) -> None:
    text = f"{opening} {nth} {unit} {what}{end}"
    notes = _notes(text)
    assert f"Is in their {nth} {unit} {what}" in notes, (text, notes)
    assert not any(n.startswith(("Their ", "Has ")) for n in notes), (text, notes)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["I'm still teaching at Valley High", "I'm a nurse at St Mary's", "I'm still coaching the under-12s"]), ORDINALS, UNITS)
def test_the_span_after_what_they_do(said: str, nth: str, unit: str) -> None:
    text = f"{said}, this is my {nth} {unit}."
    notes = _notes(text)
    assert any(n.endswith(f", in their {nth} {unit}") for n in notes), (text, notes)
    assert not any("this is" in n for n in notes), (text, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([
    "This is my first time here.", "This is my second marathon!", "This is my third coffee today.", "It's my first day at the new job.",
    "This is my second year in a row.", "This is my first year here.", "This is my year!", "It's my first novel.", "That was my third try.",
    "This is my first time doing this lol.", "It's my second year so far.",
]))
def test_a_count_so_far_makes_no_note(text: str) -> None:
    notes = _notes(text)
    assert not [n for n in notes if n.startswith(("Their ", "Has ", "Is in their"))], (text, notes)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([
    # an attacker's (stop 37): a compound, a future, a dangling word, a streak, a rest that is no span
    "It's my first year anniversary.", "It's my first year exam.", "This is my second season ticket.", "This is my third term paper.",
    "That's my fourth year in a row winning.", "It's my second year's project.", "This will be my first year teaching at Valley High.",
    "That's my 3rd year I guess.", "It's my ninth year, actually.", "This is my fifth year with them.", "It's my third year talking to you.",
    "This is my first year abroad so far.", "THIS IS MY NINTH YEAR TEACHING CHEMISTRY", "It's my fifth year in AA.", "It's my fifth year sober.",
    "This is my second year in prison.", "It's my fifth year at HMP Wandsworth.", "It's my ninth year hiding money from the taxman.",
]))
def test_an_attackers_spans_make_no_such_note(text: str) -> None:
    notes = [n for n in _notes(text) if check_content(n).allowed]  # what the guard refuses is never stored
    assert not [n for n in notes if n.startswith(("Is in their", "Their "))], (text, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["this is my first time", "this is my second marathon", "this will be my ninth year", "this was my ninth year", "it's my ninth year and my last", "and its my last"]))
def test_any_other_comment_after_what_they_do_is_cut(comment: str) -> None:
    notes = _notes(f"I teach at Valley High, {comment}.")
    assert "Teaches at Valley High" in notes and not any("this" in n or "their last" in n for n in notes), notes


def test_someone_elses_nth_year_is_no_note() -> None:
    """An attacker helper's finding (stop 37): "This is my son's ninth year teaching chemistry" gave a garbled note of the son's."""
    for said in ["This is my son's ninth year teaching chemistry.", "It's my wife's third season coaching the under-tens.", "This is our daughter's second year at Leeds."]:
        assert _notes(said) == [], said
