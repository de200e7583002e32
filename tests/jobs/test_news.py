"""Lasting news told in passing (jobs/news.py): a move told as a noun, a role the user was asked to
take on, a bucket list; and what never becomes one (a plan, a question, someone else's, an errand,
a refusal). Generated over places, roles and askers."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

PLACES = st.sampled_from(["Denver", "Leeds", "New Orleans", "Cape Town", "Lyon"])
ASKERS = st.sampled_from([("my manager", "their manager"), ("the parks department", "the parks department"), ("Sarah", "Sarah"), ("our coach", "their coach")])
ROLES = st.sampled_from(["run a free fishing clinic for kids", "lead the new design team", "be a mentor for new hires", "coach the under-12s", "start charge nurse training in August"])


def _notes(text: str, asked: str = "How have you been?") -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": text}], first_new_turn=1)]


@settings(max_examples=40, deadline=None)
@given(PLACES, st.sampled_from(["Hey! The move to {p} was crazy but I'm here and mostly unpacked.", "Since our move to {p}, I've joined a choir.",
                                "Finally breathing again - my move to {p} went fine."]))
def test_a_move_told_as_a_thing_that_happened(place, frame):
    assert f"Moved to {place}" in _notes(frame.format(p=place))


@settings(max_examples=40, deadline=None)
@given(PLACES, st.sampled_from(["The move to {p} is next month.", "My sister's move to {p} was crazy.", "How was the move to {p}?", "If the move to {p} happens, I'll be thrilled.",
                                "The move to {p} fell through, sadly."]))
def test_no_move_planned_asked_or_someone_elses(place, frame):
    assert not any(n.startswith("Moved") for n in _notes(frame.format(p=place)))


@settings(max_examples=40, deadline=None)
@given(ASKERS, ROLES)
def test_a_role_asked_of_the_user(asker, role):
    said, who = asker
    notes = _notes(f"Big news - {said} asked me to {role}! I said yes.")
    assert any(n.startswith(f"Was asked by {who} to {role.split()[0]}") for n in notes), notes


@settings(max_examples=40, deadline=None)
@given(ASKERS, st.sampled_from(["{a} asked me to pick up milk.", "{a} never asked me to {r}.", "{a} asked me to {r}, but I turned it down.", "Has {a} asked me to {r}?",
                                "{a} asked me to {r} 😜"]))
def test_no_role_from_an_errand_a_refusal_or_a_question(asker, frame):
    said, _ = asker
    text = frame.format(a=said[:1].upper() + said[1:], r="lead the new design team")
    assert not any(n.startswith("Was asked") for n in _notes(text)), (text, _notes(text))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("Trout fishing in the Rockies", "trout fishing in the Rockies"), ("Seeing the northern lights", "seeing the northern lights"), ("Japan", "Japan")]),
       st.sampled_from(["{w} has been on my bucket list since I was a boy.", "{w} is at the top of my bucket list.", "Honestly, {w} is on my bucket list."]))
def test_a_bucket_list(wish, frame):
    said, kept = wish
    assert any(n.startswith(f"Has {kept} on their bucket list") for n in _notes(frame.format(w=said))), _notes(frame.format(w=said))


def test_no_bucket_list_denied_or_someone_elses():
    for text in ("Skydiving is not on my bucket list.", "Japan is on your bucket list, right?", "Paris is on her bucket list."):
        assert not any("bucket list" in n for n in _notes(text)), (text, _notes(text))
