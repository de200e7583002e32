"""The role the user holds in a group of theirs is who they are in it ("I'm the drummer in a local
band" -> "Is the drummer in a local band"), said with the group; never a term ending, a stand-in, a
one-off, a joke, a doubt or a question. Generated: any role, group and frame."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

ROLE = st.sampled_from(["drummer", "lead singer", "treasurer", "captain", "goalkeeper", "secretary", "organiser", "host", "coach", "bassist"])
GROUP = st.sampled_from([("in", "a local band"), ("of", "our book club"), ("for", "the Riverside Rovers"), ("of", "my five-a-side team"),
                         ("at", "our church"), ("of", "a podcast about birds"), ("in", "the village choir"), ("of", "the PTA")])
LEAD = st.sampled_from(["", "Oh nice! ", "Funny you ask. ", "Yeah, "])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "What do you do outside work?"}, {"role": "user", "content": text, "at": "2023-05-08T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages)]


def _theirs(group: str) -> str:
    return group.replace("our ", "their ").replace("my ", "their ")


@settings(max_examples=150, deadline=None)
@given(ROLE, GROUP, LEAD, st.sampled_from(["", " It's a lot of fun.", " We meet on Thursdays."]))
def test_a_role_in_a_group_of_theirs_is_who_they_are_in_it(role, group, lead, after):
    prep, name = group
    notes = _notes(f"{lead}I'm the {role} {prep} {name}.{after}")
    assert f"Is the {role} {prep} {_theirs(name)}" in notes, notes


NOT_NOW = [
    "I'm the {role} {prep} {name} but stepping down in May.",
    "I'm the {role} {prep} {name} until the summer.",
    "I'm the {role} {prep} {name} this season.",
    "I'm the {role} {prep} {name} for now, covering for Sam.",
    "I'm the {role} {prep} {name} lol",
    "I'm the {role} {prep} {name}, apparently.",
    "I'm the {role} {prep} {name}?",
    "I'm not the {role} {prep} {name}.",
    "I was the {role} {prep} {name}.",
    "I'm the {role} {prep} {name} tonight.",
    # found by an attacker: a term ending or coming, a stand-in, resigned, a doubt
    "I'm the {role} {prep} {name} for one more game.", "I'm the {role} {prep} {name} from September.", "I'm the {role} {prep} {name} while Sam is injured.",
    "I'm the {role} {prep} {name}, but I've resigned.", "I'm the {role} {prep} {name}, hopefully.", "I'm the {role} {prep} {name}, in name only.",
]


@pytest.mark.parametrize("said", [
    "I'm the photographer at Sarah's wedding.", "I'm the cook in our production of Annie.", "I'm the quarterback in Madden.",
    "I'm the president of the United States.", "I'm the captain of the Death Star.", "I'm the captain of Team Lazy.", "I'm the host on Monday.",
])
def test_a_one_off_a_cast_a_game_or_no_group_of_theirs_is_no_role(said):
    assert not any(n.startswith("Is the") for n in _notes(said)), (said, _notes(said))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(NOT_NOW), ROLE, GROUP)
def test_a_role_ending_standing_in_or_laughed_at_is_no_note(frame, role, group):
    prep, name = group
    text = frame.format(role=role, prep=prep, name=name)
    assert not any(n.startswith(f"Is the {role}") for n in _notes(text)), (text, _notes(text))
