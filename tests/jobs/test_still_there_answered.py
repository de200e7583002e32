""""Are you still …?" about where the user lives (a town by its name) or works (a workplace said as
one), answered yes in the user's own words ("Are you still in Leeds?" / "Yes, still there." -> "Still
lives in Leeds"; the answer gave nothing before). Generated over places, answers and questions; no
name, someone's home, a state ("in Lockdown"), a strict subject ("at AA"), a doubt, another place, or
an answer taken back or ending soon give nothing (an attacker helper's findings, stop 37)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

LIVE = ["Leeds", "New York", "Porto", "Kilimani"]
WORK = [("at", "the bakery on Elm Street"), ("on", "the night desk at the Herald"), ("at", "the Hilton hotel in Leeds"), ("at", "Valley High School")]
YES = ["Yes!", "Yep, still there.", "Yeah, eight years now!", "I am!", "Yep, still going strong.", "Yes, for years now.", "Yup, going on three years now"]


def _notes(question: str, answer: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": question}, {"role": "user", "content": answer}])]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(LIVE), st.sampled_from(YES))
def test_still_living_there(place: str, answer: str) -> None:
    assert _notes(f"Are you still in {place}?", answer) == [f"Still lives in {place}"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(WORK), st.sampled_from(YES))
def test_still_working_there(work: tuple[str, str], answer: str) -> None:
    prep, where = work
    assert _notes(f"How are things? Are you still {prep} {where}?", answer) == [f"Still works {prep} {where}"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([
    ("Are you still with Tom?", "Yep, five years now."), ("Are you still at the airport?", "Yep, still here."), ("Are you still at Google?", "Yes, but not for long."),
    ("Are you still in New York?", "Yep, for now."), ("Are you still in Leeds?", "Yes, still in Paris."), ("Are you still in bed?", "Yes lol"),
    ("Are you still in Leeds?", "Nope, moved to York."), ("Are you still at Google?", "Yes?"), ("Are you still in Leeds?", "Yes, just kidding"),
    ("Are you still at AA?", "Yes"), ("Are you still in ICU?", "Yep, still there"), ("Are you still in Lockdown?", "Yes"), ("Are you still at Mum's?", "Yes"),
    ("Are you still in Leeds?", "Yes, still in london"), ("Are you still at the bakery?", "Yes, still there. Got fired Friday though."),
    ("Are you still in Leeds?", "Yes, still here. Moving out Saturday."), ("Are you still in Leeds?", "Yes, why?"), ("Are you still at Google?", "Yes"),
]))
def test_nothing_when_not_theirs_or_not_agreed(case: tuple[str, str]) -> None:
    question, answer = case
    assert not any(n.startswith("Still ") for n in _notes(question, answer)), case
