"""The role the user holds now, said with "the": "I'm the events coordinator at the Hilton" -> "Is the
events coordinator at the Hilton"; "Yeah, I'm still the events coordinator there" -> "Is the events
coordinator" (before, only "I'm a/an …" made a note). Generated over roles, places and openings; the
lookalikes make none: a judgement ("the worst cook"), "the one who", a reason, a parent, someone
else's role, a question, a joke, a role taken back."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.anchors import roles_now
from jobs.capture import rule_candidates

ROLES = st.sampled_from(["events coordinator", "head of geography", "head chef", "office manager", "lead developer", "senior nurse",
                         "store manager", "project coordinator", "deputy head"])
PLACES = st.sampled_from([(" at the Hilton", " at the Hilton"), (" at Truro High", " at Truro High"), (" for Arup", " for Arup"),
                          (" there", ""), ("", "")])
OPENINGS = st.sampled_from(["I'm the ", "I am the ", "Yeah, I'm still the ", "I'm now the ", "Honestly, I'm currently the "])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "What do you do these days?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(OPENINGS, ROLES, PLACES, st.sampled_from(["", ".", "!", ", six years now.", " and I love it."]))
def test_the_role_held_now_is_kept(opening: str, role: str, place: tuple[str, str], end: str) -> None:
    text = f"{opening}{role}{place[0]}{end}"
    expected = f"Is the {role}{place[1]}"
    assert any(n == expected or n.startswith(expected + ",") for n in _notes(text)), (text, _notes(text))


@settings(max_examples=150, deadline=None)
@given(ROLES, st.sampled_from([
    "I'm the worst {r} ever.", "I'm the one who does the taxes.", "I'm the reason the {r} quit.", "I'm the mum of three.",
    "Am I the {r}?", "I'm the {r} lol, just kidding.", "My sister is the {r} at the Hilton.", "If I were the {r} I'd quit.",
    "I'm the {r}. Well, was.", "You're the {r} at the Hilton.", "I'm not the {r} anymore.", "I was the {r} at the Hilton.",
]))
def test_no_role_in_lookalikes(role: str, frame: str) -> None:
    text = frame.format(r=role)
    assert roles_now(text) == [], (text, roles_now(text))


@settings(max_examples=100, deadline=None)
@given(OPENINGS, ROLES, PLACES, st.sampled_from(["six years now", "going on ten years", "almost 20 years", "three years in March", "two years already"]))
def test_how_long_the_role_is_held_stays_with_it(opening: str, role: str, place: tuple[str, str], how_long: str) -> None:
    """"Yeah, I'm still the events coordinator there, six years now" had lost its "six years now"."""
    text = f"{opening}{role}{place[0]}, {how_long}."
    assert f"Is the {role}{place[1]}, {how_long}" in _notes(text), (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(ROLES, st.sampled_from(["six years now lol jk", "for six years next week?", "six years now, or so I thought"]))
def test_a_tail_that_is_no_plain_how_long_is_not_kept(role: str, tail: str) -> None:
    text = f"I'm the {role}, {tail}."
    assert not [n for n in _notes(text) if "six years" in n], (text, _notes(text))

