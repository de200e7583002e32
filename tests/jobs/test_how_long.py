"""How long the user has done something, told by when it began in words ("since last year", "since I
was twelve", "since high school"), is kept like "since 2019"; a passing state ("I've been stressed
since last year") or a doing whose object or place is not said ("I've been going since last year")
never is. Generated over activities, begin-words and leads."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

ACTIVITY = st.sampled_from(["bouldering", "climbing", "knitting", "doing yoga", "learning Japanese", "playing the cello", "volunteering at the shelter"])
SINCE = st.sampled_from(["since last year", "since last spring", "since I was twelve", "since I was a kid", "since high school", "since college", "since 2019"])
LEAD = st.sampled_from(["", "Oh, ", "Yeah, ", "Honestly "])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How are things?"}, {"role": "user", "content": text, "at": "2024-05-08T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=80, deadline=None)
@given(ACTIVITY, SINCE, LEAD)
def test_how_long_told_by_when_it_began_is_kept(activity, since, lead):
    text = f"{lead}I've been {activity} {since}."
    found = _notes(text)
    assert any(n.startswith(f"Has been {activity}") for n in found), (text, found)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["stressed", "so tired", "sick", "really busy", "going", "waiting", "trying", "doing"]), SINCE, LEAD)
def test_a_passing_state_or_a_doing_without_its_object_is_not(what, since, lead):
    text = f"{lead}I've been {what} {since}."
    assert not any(n.startswith("Has been") for n in _notes(text)), (text, _notes(text))
