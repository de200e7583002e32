"""A place on a course of study told with the school as the subject ("Edinburgh accepted me for the
masters", "UCL said yes to the phd") or in the passive ("I was admitted to the PhD program at
MIT"): the user's own news, read as "Got accepted … at <school>" (jobs/anchors.admitted_by).

Generated: schools by name (capitalised, "the University of …", a lowercase chat's single name), verbs,
courses, what follows; lookalikes: a no, a maybe, someone else's place, a person's yes, a team or a
job instead of a course, a joke, a question.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.anchors import admitted_by
from jobs.capture import rule_candidates

SCHOOL = st.sampled_from([("Edinburgh", "Edinburgh"), ("UCL", "UCL"), ("Kelly College", "Kelly College"), ("The University of Tasmania", "the University of Tasmania"),
                          ("durham", "Durham"), ("Luckily UCL", "UCL"), ("King's College London", "King's College London"), ("Durham", "Durham")])
COURSE = st.sampled_from([("the masters", "the masters"), ("the PhD", "the PhD"), ("their nursing course", "the nursing course"),
                          ("the MSc in data science", "the MSc"), ("a fully funded PhD", "a fully funded PhD"), ("the MBA program", "the MBA program")])
VERB = st.sampled_from([("accepted me for", "for"), ("accepted me onto", "onto"), ("admitted me to", "to"), ("took me onto", "onto")])
LEAD = st.sampled_from(["", "So ", "Guess what, ", "Oh and ", "Big news: "])
TAIL = st.sampled_from(["!", ".", "!!", ", full scholarship, I start in February!!", ", and I start in October.", " this morning!"])


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "How are things?"}, {"role": "user", "content": text}], first_new_turn=1)]


@settings(max_examples=120, deadline=None)
@given(LEAD, SCHOOL, VERB, COURSE, TAIL)
def test_a_school_that_took_the_user_onto_a_course_is_their_place_on_it(lead, school, verb, course, tail):
    said_school, shown = school
    said_verb, prep = verb
    text = f"{lead}{said_school} {said_verb} {course[0]}{tail}"
    found = _notes(text)
    assert f"Got accepted {prep} {course[1]} at {shown}" in found, (text, found)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("UCL", "UCL"), ("The University of Tasmania", "the University of Tasmania"), ("imperial college", "Imperial College")]), COURSE, TAIL)
def test_a_yes_from_a_school_by_a_schools_name_is_a_place(school, course, tail):
    text = f"{school[0]} said yes to {course[0]}{tail}"
    assert f"Got accepted to {course[1]} at {school[1]}" in _notes(text), (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(SCHOOL, COURSE, TAIL)
def test_a_place_offered_by_a_school_is_a_place_offered(school, course, tail):
    text = f"{school[0]} offered me a place on {course[0]}{tail}"
    assert f"Was offered a place on {course[1]} at {school[1]}" in _notes(text), (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(COURSE, st.sampled_from([("MIT", " at MIT"), ("", "")]))
def test_the_passive_names_the_school_after_the_course(course, school):
    at = f" at {school[0]}" if school[0] else ""
    text = f"I was admitted to {course[0]}{at}."
    assert f"Got accepted to {course[1]}{school[1]}" in _notes(text), (text, _notes(text))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["The uni", "My first choice", "The university"]), COURSE)
def test_a_school_by_its_kind_is_left_out(school, course):
    text = f"{school} accepted me for {course[0]}!"
    assert f"Got accepted for {course[1]}" in _notes(text), (text, _notes(text))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([
    "{s} rejected me for {c}.", "{s} didn't accept me for {c}.", "{s} never accepted me onto {c}.",
    "If {s} accepted me for {c} I'd go.", "{s} might accept me for {c}.", "Hopefully {s} accepts me for {c}.",
    "Did {s} accept me for {c}?", "My sister said {s} accepted her for {c}.", "{s} accepted my sister for {c}.",
    "{s} accepted me for {c} lol jk.", "{s} almost accepted me for {c}.", "In the game, {s} accepted me for {c}.",
    "I dreamt {s} accepted me for {c}.", "{s} accepted him onto {c}.", "They accepted me onto {c}!",
    "Mum said yes to {c}.", "my supervisor said yes to {c}.", "{s} accepted me onto the team.", "{s} took me for a fool.",
    "{s} offered me a job.", "{s} said yes to the wedding.", "Everyone accepted me for who I am.",
    "{s} was going to accept me for {c}.", "I wish {s} had accepted me for {c}.",
    # a person's yes, a person by their title, a pronoun, a job scheme, a place on hold, hearsay, a dream the sentence before
    "Anna said yes to {c}.", "Prof Nakamura accepted me for {c}.", "Dr. Patel accepted me into her PhD program.", "Nobody accepted me for {c}.",
    "Deloitte took me onto their graduate programme.", "The RAF took me onto the pilot training program.", "Weight Watchers accepted me onto the program.",
    "{s} accepted me for {c} in principle, pending my grades.", "{s} put me on the waitlist for {c}.", "Allegedly {s} accepted me for {c}.",
    "Last night I had a dream. {s} accepted me for {c}!", "{s} accepted me for {c}, she wrote.", "{s} accepted me for {c}, then rescinded the offer.",
    "{s} accepted me for {c}. April fools!", "I was admitted to the psychiatric program at St Mary's.",
]), SCHOOL, COURSE)
def test_no_yes_to_the_user_from_a_school_is_no_place(shape, school, course):
    text = shape.format(s=school[0], c=course[0])
    assert not any(n.startswith(("Got accepted", "Was offered a place")) for n in _notes(text)), (text, _notes(text))


def test_the_evidence_is_the_users_own_words():
    text = "Update: Edinburgh accepted me for the masters, so excited!"
    lifted = admitted_by(text)
    assert [text[x.start:x.end] for x in lifted] == ["Edinburgh accepted me for the masters"]
    assert [c.evidence for c in rule_candidates([{"role": "user", "content": text}]) if c.text.startswith("Got accepted")] == ["Edinburgh accepted me for the masters"]
