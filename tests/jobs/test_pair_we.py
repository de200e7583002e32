""""We" after the pair the user just named is that pair: "Ama and I found a two-bedroom in
Parkdale and we're moving in together" -> "Is moving in with Ama"; "My girlfriend and I found a
flat. We're moving in together next month!" -> "Is moving in with their girlfriend (…)". Before,
the first said nothing and the second kept "Is moving in together". And a wedding is to someone:
"Leo and I got engaged" -> "Got engaged to Leo" (was "… with Leo"). Generated over pairs, what the
pair did first and what "we" then are; the lookalikes make no note with the pair: a quarrel, an
outing, a "we" with someone else named between, a "we" alone."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

PAIRS = st.sampled_from([("Ama and I", "Ama"), ("My girlfriend and I", "their girlfriend"), ("My boyfriend Leo and I", "their boyfriend Leo"),
                         ("Priya and I", "Priya"), ("My partner and I", "their partner"), ("My fiancé and I", "their fiancé")])
FIRST = st.sampled_from(["found a two-bedroom in Parkdale", "finally found a place", "signed the lease", "talked it over"])
THEN = st.sampled_from([("moving in together", "Is moving in with {w}"), ("getting married in June", "Is getting married in June"),
                        ("buying a house", "Is buying a house")])
JOIN = st.sampled_from([" and we're {t}", ", and we're {t}", ". We're {t}", ". We are {t}", "! We're {t}"])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Any news?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(PAIRS, FIRST, THEN, JOIN, st.sampled_from(["", "!", "."]))
def test_we_after_a_named_pair_is_that_pair(pair: tuple[str, str], first: str, then: tuple[str, str], join: str, end: str) -> None:
    said, who = pair
    text = f"{said} {first}{join.format(t=then[0])}{end}"
    notes = _notes(text)
    expected = then[1].format(w=who)
    assert any(n.startswith(expected) and who in n for n in notes), (text, notes)


@settings(max_examples=150, deadline=None)
@given(PAIRS, FIRST, st.sampled_from([
    "{p} {f} and we're not talking.", "{p} {f} and we're fighting again.", "{p} {f} and we're going to a gig tonight.",
    "{p} {f}. Then Tom called. We're moving in together.", "{p} {f}. My mum and I are close. We're moving in together.",
    "{p} {f} and we're so tired.", "We're moving in together.",
]))
def test_no_pair_note_of_a_moment_or_another_we(pair: tuple[str, str], first: str, frame: str) -> None:
    said, who = pair
    text = frame.format(p=said, f=first)
    notes = _notes(text)
    assert not [n for n in notes if n.startswith(("Is moving in with", "Is fighting", "Is going", "Is not", "Is so")) and who in n], (text, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Leo", "Priya", "Sam"]), st.sampled_from(["engaged", "married"]), st.sampled_from(["", " last week", " in 2019"]))
def test_a_wedding_is_to_someone(name: str, state: str, when: str) -> None:
    notes = _notes(f"{name} and I got {state}{when}.")
    assert any(n.startswith(f"Got {state} to {name}") for n in notes), notes


@settings(max_examples=80, deadline=None)
@given(PAIRS, st.sampled_from(["Also {p} have decided something.", "{p} talked it over.", "So {p} booked it!"]),
       st.sampled_from([("We're going to Scotland in September.", "Is going to Scotland in September, with "),
                        ("We're planning to visit Japan next year.", "Is planning to visit Japan"),
                        ("We're going to Japan in the spring!", "Is going to Japan in the spring, with ")]))
def test_a_plan_of_the_pair_names_who_with(pair: tuple[str, str], first: str, plan: tuple[str, str]) -> None:
    said, who = pair
    text = f"{first.format(p=said if first.startswith('{') else said[0].lower() + said[1:] if said.startswith('My') else said)} {plan[0]}"
    notes = _notes(text)
    assert any(n.startswith(plan[1]) and n.endswith(who) for n in notes), (text, notes)
    assert not [n for n in notes if "with others" in n], notes
