"""How a job feels is no value of the job: "My job is fun" had become "Job: fun", "My job is so
stressful" "Job: so stressful" (the "My job is X" shape took any X). Generated over the job words the
shape reads, intensifiers and judgements; what the job is stays read ("My job is nurse" -> "Job:
nurse", "My major is biology", "My day job is teaching")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How are things?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["job", "day job", "role", "new job", "field"]), st.sampled_from(["", "so ", "really ", "kind of ", "getting "]),
       st.sampled_from(["fun", "stressful", "boring", "exhausting", "a nightmare", "the worst", "rewarding", "hectic", "a grind", "demanding"]),
       st.sampled_from([".", " lately.", "!", " these days."]))
def test_how_the_job_feels_makes_no_job_note(job: str, how: str, judgement: str, end: str) -> None:
    text = f"My {job} is {how}{judgement}{end}"
    assert _notes(text) == [], (text, _notes(text))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("My job is nurse.", "Job: nurse"), ("My major is biology.", "Major: biology"), ("My day job is teaching.", "Day job: teaching"),
                        ("My job title is Senior Data Engineer.", "Job title: Senior Data Engineer"), ("My first language is Polish.", "First language: Polish")]))
def test_what_the_job_is_stays_read(case: tuple[str, str]) -> None:
    assert case[1] in _notes(case[0])


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["a total nightmare", "soul-crushing", "hell", "a dead end", "depressing", "lit", "meh", "mind-numbing", "the pits", "a living hell",
                        "the reason I drink", "on the line", "gone", "chill", "unbearable", "stress", "so-so", "whatever lol", "killing me"]))
def test_an_attackers_judgements_make_no_job(judgement: str) -> None:
    """Found by an attacker helper: a list of judgements let any other through; now what follows
    "My job is" must name a job (an occupation, a title, a doing)."""
    assert not [n for n in _notes(f"My job is {judgement}.") if n.startswith("Job")], judgement
