"""A clause about someone the user names by who they are is never glued to the user's own fact: "I set
up a node last year, and my brother, a total skeptic, laughed at me" had become "Set up a node, and
their brother, a total skeptic, laughed at them (2025)"; "…, and our lawyer, a total bitcoin skeptic,
holds the third key" was kept in the multisig note (a leak of a third party's description in the
held-out set 9). Generated over facts, people, appositions and what they did; the user's fact stays."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

FACTS = st.sampled_from([("I set up a node last year", "Set up a node"), ("I run a bakery", "Runs a bakery"), ("I moved to Leeds in 2019", "Moved to Leeds in 2019"),
                         ("I started a pottery class", "Started a pottery class"), ("I work at a hospital in Leeds", "Works at a hospital in Leeds")])
PEOPLE = st.sampled_from(["my brother", "our lawyer", "my wife Anna", "my boss", "my neighbour", "my mum", "our landlord"])
APPOSITIONS = st.sampled_from(["", ", a total skeptic,", ", bless him,", ", who is ninety,"])
DEEDS = st.sampled_from(["laughed at me", "thinks it's a waste of time", "holds the third key", "helps on Saturdays", "said I was mad", "was not impressed"])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Any news?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(FACTS, PEOPLE, APPOSITIONS, DEEDS, st.sampled_from([", and ", ", but ", ", so "]))
def test_someone_elses_clause_is_never_glued_to_the_users_fact(fact: tuple[str, str], person: str, apposition: str, deed: str, joint: str) -> None:
    text = f"{fact[0]}{joint}{person}{apposition} {deed}."
    notes = _notes(text)
    assert any(n.startswith(fact[1]) for n in notes), (text, notes)
    who = person.split()[1]
    assert not [n for n in notes if who in n and deed.split()[0] in n], (text, notes)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    ("I started a pottery class, and my mentor, a retired judge, teaches it.", "Started a pottery class"), ("I started a pottery class, and my kids love it.", "Started a pottery class"),
    ("I started a pottery class, and my neighbour's dog barks all night.", "Started a pottery class"), ("I love hiking, and my brother and I climbed Snowdon last year.", "Loves hiking"),
    ("I love hiking, and my brother would love to join someday.", "Loves hiking"), ("I started a pottery class, and my best friend Tom plays the violin.", "Started a pottery class"),
]))
def test_an_attackers_clauses_about_someone_else_stay_apart(case: tuple[str, str]) -> None:
    """Found by an attacker helper on the first version (a person word list and a verb in -s or -ed
    only): the clause after ", and my …" was glued to the note."""
    notes = _notes(case[0])
    assert case[1] in notes and not [n for n in notes if n.startswith(case[1]) and n != case[1]], (case, notes)


def test_an_object_listed_after_a_comma_stays_with_the_fact() -> None:
    assert _notes("I visited my mum, and my dad too.") == _notes("I visited my mum and my dad too.")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("We bought a restaurant with my dad, he owns 60 percent.", "Bought a restaurant with their dad"), ("I moved to Leeds in 2019, she followed a year later.", "Moved to Leeds in 2019"),
                        ("I play guitar, he plays drums.", "Plays guitar")]))
def test_a_comma_splice_onto_someone_else_stays_apart(case: tuple[str, str]) -> None:
    assert _notes(case[0]) == [case[1]], (case, _notes(case[0]))


def test_someone_elses_words_after_the_fact_take_it_back() -> None:
    assert _notes("Sold the house, said my brother.") == []
