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


SPAN = st.sampled_from(["Eight years", "Twenty years", "Nearly thirty years", "A couple of years", "Over a decade"])
TAIL = st.sampled_from([".", "!", " and I still love it.", ", can you believe it.", " now, time flies."])


@settings(max_examples=80, deadline=None)
@given(SPAN, st.sampled_from([("in emergency nursing", "in emergency nursing"), ("in teaching", "in teaching"), ("in the army", "in the army"),
                              ("as a firefighter", "a firefighter"), ("as a primary school teacher", "a primary school teacher")]), TAIL)
def test_how_long_a_line_of_work_has_lasted_said_without_a_verb(span, work, tail):
    said, shown = work
    found = _notes(f"{span} {said}{tail}")
    how_long = span.lower()
    expected = f"Has spent {how_long} {shown}" if said.startswith("in ") else f"Has been {shown} for {how_long}"
    assert expected in found, (span, said, found)


@settings(max_examples=60, deadline=None)
@given(SPAN, st.sampled_from(["in Japan", "in prison", "in a row", "in the making", "as a joke", "as a kid", "in nursing before I quit",
                              "as a nurse, then I retired", "in teaching ago", "as a terrible cook"]), TAIL)
def test_a_span_somewhere_else_or_a_work_left_is_no_work(span, said, tail):
    found = _notes(f"{span} {said}{tail}")
    assert not any(n.startswith(("Has spent", "Has been a", "Has been an")) for n in found), found


def test_a_span_at_a_named_employer_and_its_category() -> None:
    assert not any(n.startswith("Has spent") for n in _notes("Five years at Strangeways, not proud of it."))
    messages = [{"role": "assistant", "content": "How are things?"}, {"role": "user", "content": "Twenty years as a firefighter."}]
    assert [c.category for c in rule_candidates(messages, first_new_turn=1) if c.text.startswith("Has been a firefighter")] == ["background"]
    assert not any(n.startswith("Has spent") for n in _notes("Three years at Mum's place, then I moved out."))
