"""Applying for a course of study or a job is a step the user took, kept as a dated fact like other
life events ("I sent in my application to the UNM master's program last week" -> "Sent in their
application to the UNM master's program (week of …)"); applying something else, a wish to apply or
someone else's application is not. Generated over verbs, things applied for and times."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Any news?"}, {"role": "user", "content": text, "at": "2024-05-08T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("I applied to", "Applied to"), ("I sent in my application to", "Sent in their application to"), ("I applied for", "Applied for")]),
       st.sampled_from(["the UNM master's program", "a nursing degree at Salford", "the midwifery course", "a job at the bakery"]),
       st.sampled_from([(" last week", "(week of 2024-04-29)"), (" yesterday", "(2024-05-07)"), (" in March", "in March")]),
       st.sampled_from(["!", ".", ", fingers crossed."]))
def test_an_application_sent_is_a_dated_step(verb, what, when, end):
    (said, shown), (time_said, time_shown) = verb, when
    found = _notes(f"{said} {what}{time_said}{end}")
    assert any(n.startswith(f"{shown} {what}") and time_shown in n for n in found), found


@pytest.mark.parametrize("said", ["I applied sunscreen to my face yesterday.", "I might apply to the program next year.", "My sister applied to the program last week.",
                                  "Should I apply for the job?", "I'd apply to the course if I had time."])
def test_anything_else_applied_or_a_wish_to_apply_is_no_step(said):
    assert not any(n.startswith(("Applied", "Sent in")) for n in _notes(said)), _notes(said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("I start", "Starts"), ("I begin", "Begins")]),
       st.sampled_from([("the part-time online program", "the part-time online program"), ("my apprenticeship", "their apprenticeship"), ("uni", "uni"),
                        ("a master's at Leeds", "a master's at Leeds")]),
       st.sampled_from([" in August", " in January", " in the autumn"]), st.sampled_from(["!", ".", ", finally."]))
def test_starting_a_course_of_study_is_a_step_in_their_story(verb, what, when, end):
    (said, shown), (thing, thing_shown) = verb, what
    found = _notes(f"{said} {thing}{when}{end}")
    assert any(n.startswith(f"{shown} {thing_shown}") for n in found), found


@pytest.mark.parametrize("said", ["My son starts uni in September.", "I might start a master's next year.", "I'll start the course if I get funding.",
                                  "The program starts in August.", "Do I start uni in September?"])
def test_someone_elses_start_a_wish_or_a_question_is_no_step(said):
    assert not any(n.startswith(("Starts", "Begins", "Will start")) for n in _notes(said)), _notes(said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("I sent my", "Sent their"), ("I submitted my", "Submitted their"), ("i sent my", "Sent their"), ("I handed in my", "Handed in their"),
                        ("Guess what, I sent off my", "Sent off their")]),
       st.sampled_from(["PhD application to Tasmania", "application for the master's", "application to the University of Leeds", "job application to Arup"]),
       st.sampled_from([(" last week", "(week of 2024-04-29)"), (" yesterday", "(2024-05-07)")]),
       st.sampled_from(["!!", ".", ", fingers crossed."]))
def test_an_application_sent_in_other_words_is_a_dated_step(verb, what, when, end):
    (said, shown), (time_said, time_shown) = verb, when
    found = _notes(f"{said} {what}{time_said}{end}")
    assert any(n.lower().startswith(f"{shown} {what}".lower()) and time_shown in n for n in found), found


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["three universities", "a few jobs", "several PhD programs", "loads of internships"]))
def test_applying_to_several_places_is_a_step(what):
    assert any(n.startswith(f"Applied to {what}") for n in _notes(f"I applied to {what} last month.")), _notes(f"I applied to {what} last month.")


@pytest.mark.parametrize("said", [
    "I submitted my application for a parking permit.", "I sent my refund application yesterday.", "My sister sent her application to Oxford.",
    "Should I send my application to Oxford?", "If I submit my application to Oxford, will I get in?", "I applied to three parking spaces lol.",
    "I sent my application yesterday.",  # what for is not said: no note, and no room taken from the message's facts
])
def test_a_form_of_the_day_someone_elses_or_a_question_is_no_step(said):
    assert not [n for n in _notes(said) if "ppli" in n], (said, _notes(said))
