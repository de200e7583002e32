"""How the user met their partner is a lasting part of their story: said in the first person ("I met my
husband at a salsa class in 2015", "My wife and I met at uni") or asked ("How did you and your husband
meet?" / "At a salsa class in 2015!"). Never a meeting of the day, someone who is no partner or no longer
one, a doubt, a wish or a joke. Generated: any partner, name, story and frame."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

PARTNER = st.sampled_from(["husband", "wife", "partner", "boyfriend", "girlfriend", "fiancée"])
STORY = st.sampled_from(["at a salsa class in 2015", "at uni", "through friends", "at work", "on Hinge", "at a friend's wedding in 2019",
                         "in college", "at a music festival", "through my cousin", "at church"])
AFTER = st.sampled_from(["", " Best thing that ever happened to me.", " It's a long story.", " We've been together ever since."])


def _notes(asked: str, said: str) -> list[str]:
    found = rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": said, "at": "2023-05-08T10:00:00Z"}])
    return [c.text for c in found]


def _theirs(story: str) -> str:
    return story.replace("my ", "their ")


@settings(max_examples=150, deadline=None)
@given(PARTNER, STORY, AFTER, st.sampled_from(["I met my {p} {s}.", "My {p} and I met {s}.", "I first met my {p} {s}!", "Funny story, I met my {p} {s}."]))
def test_how_they_met_their_partner_said_is_their_story(partner, story, after, frame):
    said = frame.format(p=partner, s=story) + after
    assert f"Met their {partner} {_theirs(story)}" in _notes("Sure.", said), (said, _notes("Sure.", said))


@settings(max_examples=150, deadline=None)
@given(PARTNER, STORY, AFTER, st.sampled_from(["How did you and your {p} meet?", "How did you meet your {p}?", "Where did you and your {p} first meet?"]),
       st.sampled_from(["{S}!", "{S}.", "We met {s}.", "Oh, {s}."]))
def test_how_they_met_asked_and_answered_is_their_story(partner, story, after, asked, answer):
    said = answer.format(s=story, S=story[:1].upper() + story[1:]) + after
    notes = _notes(asked.format(p=partner), said)
    assert f"Met their {partner} {_theirs(story)}" in notes, (said, notes)


NOT_THE_STORY = [
    "I met my {p} at the station this morning.", "I met my {p} for lunch at work.", "I met my ex-{p} at uni.", "I met my {p} at uni lol",
    "I met my friend at uni in 2010.", "I met my {p}'s boss at a party in 2015.", "I think I met my {p} at uni?", "I'll meet my {p} at the gym later.",
    "I wish I'd met my {p} at uni.", "I met my late {p} at a dance in 1960.", "If I met my {p} at work, it would be awkward.",
    # found by an attacker: a meeting of the day, a partner no longer, a joke or a dream, someone else's words, no partner, a clause in it
    "I met my {p} at the pub last week.", "I met my {p} at the school to pick up the kids.", "I met my {p} at uni, but we're no longer together.",
    "I met my {p} at uni. We're exes now.", "My {p} and I met at a party in my dreams.", "I met my {p} at a bar in 2010 /s",
    '"I met my {p} at a salsa class in 2015," my mum always says.', "I met my {p} at work and my sister met her husband at uni.",
    "I met my partner in crime at school.", "I met my {p} at a party I threw in 2015.", "My {p} and I met through a friend who set us up.",
]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(NOT_THE_STORY), PARTNER)
def test_a_meeting_of_the_day_someone_else_or_a_doubt_is_no_story(frame, partner):
    said = frame.format(p=partner)
    assert not any(n.startswith("Met their") for n in _notes("Sure.", said)), (said, _notes("Sure.", said))


@settings(max_examples=60, deadline=None)
@given(PARTNER, st.sampled_from(["At work? I think.", "In a dream.", "Through friends, allegedly.", "Never did, we're not together.", "How did we meet? Hmm.",
                                              "At a party. He's my ex now.", "At first we were just friends from work.", "At a party — well, that's his version."]))
def test_a_doubt_or_dodge_answered_is_no_story(partner, said):
    assert not any(n.startswith("Met their") for n in _notes(f"How did you and your {partner} meet?", said))
