"""A crime planned, done or taught makes no note (rules.md: never illegal content): "I'm planning to
rob a bank", "We want to sell weed", "My dad taught me to drive drunk", "My grandpa left me his gun".
Generated over subjects, plan verbs and crimes; and the lookalikes that stay ("steal the show",
"murder mysteries", "anti-money laundering", "taught me to drive", "kill time")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.never_stored import never_stored


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "How have you been?"}, {"role": "user", "content": text}], first_new_turn=1)]


_CRIMES = st.sampled_from([
    "rob a bank", "steal a car", "shoplift at the mall", "sell weed", "deal drugs", "cook meth", "launder money", "kill my neighbour",
    "hack into my ex's email", "forge a passport", "evade taxes", "set fire to the shed", "drive drunk", "smuggle cigarettes", "blackmail my boss",
    "steal cars", "steal bikes from the station", "steal wallets on the tube", "murder people",
])


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["I'm planning to", "We're going to", "I want to", "We plan to", "I'm hoping to", "My dad taught me to", "I used to",
                        "When I was a kid, I'd", "Growing up, I would"]), _CRIMES,
       st.sampled_from(["", " next year", " someday", " with my cousin"]))
def test_a_crime_planned_done_or_taught_makes_no_note(frame: str, crime: str, tail: str) -> None:
    text = f"{frame} {crime}{tail}."
    assert never_stored(text) == "unlawful", text
    assert _notes(text) == [], (text, _notes(text))


@pytest.mark.parametrize("text", ["My grandpa left me his gun.", "My uncle left me his debts.", "My mum gave me her old rifle."])
def test_an_heirloom_that_is_a_weapon_or_a_debt_is_no_keepsake(text: str) -> None:
    assert not any("them his" in n or "them her" in n for n in _notes(text)), _notes(text)


@pytest.mark.parametrize("text, kept", [
    ("My band stole the show.", None),
    ("I love murder mysteries.", "murder mysteries"),
    ("I work in anti-money laundering at HSBC.", "anti-money laundering"),
    ("My dad taught me to drive.", "taught them to drive"),
    ("I'm writing a murder mystery novel.", "murder mystery"),
    ("I'm a robotics engineer.", "obotics engineer"),
])
def test_lookalikes_are_not_crimes(text: str, kept: str | None) -> None:
    assert never_stored(text) != "unlawful", text
    if kept:
        assert any(kept in n for n in _notes(text)), (text, _notes(text))


@pytest.mark.parametrize("said", [
    "I'm moving to Syria next month to join ISIS.", "I want to join ISIS.", "I'm planning to join the Taliban next year.",
    "I'm moving to Syria to fight for ISIS.", "I want to become a martyr.", "I'm planning an attack on the parliament.",
    "I support al-Qaeda.", "Je veux rejoindre l'État islamique.", "I'm going to plant a bomb at the station.",
])
def test_terrorism_planned_or_joined_makes_no_note(said):
    assert never_stored(said) == "unlawful", said


@pytest.mark.parametrize("said", [
    "I'm reading a book about ISIS.", "I joined the army last year.", "I study the history of al-Qaeda.",
    "I'm writing my thesis on terrorist attacks in Europe.", "I'm planning a surprise party.", "I'm joining a book club.",
])
def test_studying_or_reading_about_it_is_no_crime(said):
    assert never_stored(said) != "unlawful", said



@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["cars", "bikes", "wallets", "phones", "my neighbour's car", "money from work"]), st.sampled_from(["I stole", "I steal", "We stole", "I used to steal"]))
def test_theft_of_anything_is_a_crime(what: str, verb: str) -> None:
    # "steal a car" was caught and "steal cars" was not: the pattern ended on one letter (stop 35)
    assert never_stored(f"{verb} {what}.") == "unlawful"
    assert not _notes(f"{verb} {what} when I was younger.")


@pytest.mark.parametrize("text", ["I love stealing bases in baseball.", "I stole second base.", "I steal a glance at my notes.", "I love murder mysteries."])
def test_stealing_in_play_or_in_a_figure_is_no_crime(text: str) -> None:
    assert never_stored(text) != "unlawful"
