"""A self no one is, or a crime as who the user is (stop 39, found by attacking the tag questions:
"I'm a serial killer, you know?" gave "Serial killer"; plain "I'm a superhero." gave "Superhero").
Never stored (rules.md: jokes, illegal and false content), whatever is said around it; lookalikes that
only name such a thing as a taste, a game or a figure of speech about a job keep their note."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.never_stored import never_stored


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "Tell me about yourself!"}, {"role": "user", "content": text}], first_new_turn=1)]


_SELVES = st.sampled_from([
    "a superhero", "a real vampire", "a wizard", "secretly a werewolf", "a time traveller", "an alien", "basically a god", "a mermaid", "immortal",
    "a serial killer", "a drug dealer", "a professional hitman", "an arsonist", "a burglar", "a con artist",
])


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["I'm {s}", "I am {s}", "I was {s}", "Honestly I'm {s}"]), _SELVES,
       st.sampled_from([".", ", you know?", ", remember?", " and I live in Leeds.", " lol."]))
def test_a_made_up_or_criminal_self_is_never_a_note(frame: str, self_: str, tail: str) -> None:
    text = frame.format(s=self_) + tail
    if frame.startswith("I was") and self_.split()[-1] not in {"killer", "dealer", "hitman", "arsonist", "burglar", "artist"}:
        return  # "I was a wizard" (in a play) is not read; the crimes are
    notes = _notes(text)
    assert not any(w in n.lower() for n in notes for w in self_.split()[-1:]), (text, notes)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Je suis un sorcier.", "Je suis tueur en série.", "J'étais dealer de drogue.", "Je suis une vraie sirène."]))
def test_the_french_twins_are_never_stored(text: str) -> None:
    assert never_stored(text) is not None, text


def test_a_taste_a_game_or_a_job_that_names_them_keeps_its_note() -> None:
    for text, note in (("I love vampire novels.", "Loves vampire novels"), ("I play a wizard in D&D.", "Plays a wizard in D&D"),
                       ("I'm a nurse, you know?", "Nurse"), ("I'm a huge fan of Doctor Who.", "Huge fan of Doctor Who")):
        assert note in _notes(text), (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([
    # an attacker's (stop 39): the word only a modifier of a job or a hobby
    "I'm a ghost writer.", "I'm a Jedi fan.", "I'm a dragon boat racer.", "I'm a unicorn startup founder.", "I'm a superhero movie critic.",
    "I'm a serial killer podcast host.", "I'm a terrorist threat analyst.", "I'm an alien citizen.", "I'm a vampire novel fan.",
]))
def test_a_being_or_a_crime_that_only_qualifies_a_job_is_no_joke(text: str) -> None:
    assert never_stored(text) not in ("joke", "unlawful"), (text, never_stored(text))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["I'm a fairy.", "I'm a warlock.", "I'm a car thief.", "I'm a part-time hitman.", "I'm a bank robber lol", "I'm a centaur, you know?"]))
def test_more_made_up_selves_and_crimes_are_never_stored(text: str) -> None:
    assert never_stored(text) in ("joke", "unlawful"), (text, never_stored(text))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I'm a demon.", "I'm a Martian.", "I am a real-life superhero.", "Actually I'm totally a wizard.", "I've always been a vampire.",
                        "I work as a serial killer.", "I used to be a pickpocket.", "I became a hitman.", "I'm a pickpocket by trade.",
                        "My job is being a hitman.", "I make a living as a money launderer.", "I'm a counterfeiter."]))
def test_the_attackers_second_round_selves_and_crimes_are_never_stored(text: str) -> None:
    # stop 38: other beings, other crimes, and the frames a job is said in
    assert never_stored(text) in ("joke", "unlawful"), (text, never_stored(text))


def test_a_job_with_such_a_word_before_it_is_still_a_job() -> None:
    for text in ("I'm an angel investor.", "I'm a robotics engineer.", "I'm a killer baker.", "I work as a software engineer."):
        assert never_stored(text) not in ("joke", "unlawful"), text
