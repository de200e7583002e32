"""A statement of the user's own, then a question in the same sentence ("J'habite à Bordeaux, il y a
des meetups là-bas ?"); a time frame before the user's clause ("During the week I work as a
carpenter"); an aside at a note's end ("…, fwiw", "if that helps"). Generated over facts, questions
and frames, EN and FR; and what stays unread (a condition, someone else, a passing state, a secret)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "How can I help?"}, {"role": "user", "content": text}], first_new_turn=1)]


_FACTS = st.sampled_from([
    ("I live in Leeds", "Lives in Leeds"), ("I run a node on a Raspberry Pi", "Runs a node on a Raspberry Pi"), ("I have two kids", "Has two kids"),
    ("I work as a carpenter", "Works as a carpenter"), ("J'habite à Bordeaux", "Habite à Bordeaux"), ("Je suis graphiste freelance", "Graphiste freelance"),
])
_QUESTIONS = st.sampled_from([
    "any meetups around here?", "what should I read first?", "is that enough?", "how do I get started?", "il y a des meetups là-bas ?", "tu as des conseils ?",
    "do you have tips?",
    # a tag asked for effect (stop 39): "…, remember?", "…, you know?"
    "remember?", "you know?", "did I tell you?", "who knew?", "tu te souviens ?", "tu sais ?",
])


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["", "Bref. ", "Ok, ", "So, "]), _FACTS, st.sampled_from([", ", " - "]), _QUESTIONS)
def test_a_statement_then_a_question_keeps_the_statement(lead: str, fact: tuple[str, str], cut: str, question: str) -> None:
    said, note = fact
    text = f"{lead}{said}{cut}{question}"
    assert note in _notes(text), (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(_QUESTIONS, st.sampled_from([
    "If I move to Leeds", "My sister lives in Leeds", "You live in Leeds", "I'm lost", "I'm so tired today", "I forgot my password", "I'm not sure",
    "Si je déménage à Bordeaux", "Ma sœur habite à Bordeaux", "When I run a node",
]))
def test_no_statement_of_the_users_own_gives_nothing(question: str, said: str) -> None:
    assert _notes(f"{said}, {question}") == [], (said, question)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["During the week", "On weekends", "On weekdays", "Most evenings", "In my spare time,", "After work", "On the side,"]),
       st.sampled_from([("I work as a carpenter", "Works as a carpenter"), ("I play five-a-side football", "Plays five-a-side football"),
                        ("I restore old motorbikes", "Restores old motorbikes"), ("I volunteer at a food bank", "Volunteers at a food bank")]),
       st.sampled_from(["", ", fwiw", ", if that helps", " for context", ", if that matters"]))
def test_a_time_frame_before_and_an_aside_after_leave_the_fact(frame: str, fact: tuple[str, str], tail: str) -> None:
    said, note = fact
    assert note in _notes(f"{frame} {said}{tail}."), (frame, said, tail, _notes(f"{frame} {said}{tail}."))


_LAUGHS = st.sampled_from(["lol", "haha", "lmao", "😂"])


# A laugh makes light of the whole sentence, a consequence after the fact included: reading the fact
# before "so … lol" was tried in stop 29 and reverted (a reviewer: "I'm a serial killer so watch out
# lol", "I love running, which is a total lie lol").
@settings(max_examples=60, deadline=None)
@given(_LAUGHS, st.sampled_from(["I'm a serial killer so watch out {l}", "I love running, which is a total lie {l}", "I'm a millionaire so I can afford it {l}",
                                 "The traffic is a nightmare {l}, but I moved to Indiranagar.", "I'm vegan {l}"]))
def test_a_laugh_still_makes_light_of_the_whole_sentence(laugh: str, frame: str) -> None:
    text = frame.format(l=laugh)
    assert _notes(text) == [], (text, _notes(text))


def test_a_statement_put_as_a_question_or_a_game_gives_nothing() -> None:
    # stop 29's review: asking whether it holds is no telling; by day and by night is a joke's frame
    for text in ("J'ai un cancer, tu crois ?", "Je suis enceinte, tu crois ?", "Je suis une mauvaise mère, tu trouves ?", "Je suis le roi de France, tu savais ?",
                 "I'm a bad mum, do you think?", "I'm an alcoholic, right?", "By day I'm an accountant, by night I'm a superhero.", "I'm in the club.",
                 "I'm in a league of my own at Mario Kart."):
        assert _notes(text) == [], (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(_FACTS, st.sampled_from([
    # an attacker's (stop 39): a tag that asks whether it holds, takes it back, or is as often sarcasm
    "is that correct?", "did I get that right?", "would you agree?", "who am I kidding?", "who am I fooling?", "what am I saying?",
    "isn't that great?", "wasn't that lovely?", "tu ne trouves pas ?", "right?",
]))
def test_a_tag_that_doubts_or_mocks_the_statement_gives_nothing(fact: tuple[str, str], tag: str) -> None:
    said, note = fact
    text = f"{said}, {tag}"
    assert note not in _notes(text), (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(_FACTS, st.sampled_from(["is it?", "do I?", "does that sound right?", "is my math right?", "are you sure?", "is that a thing?", "could that be right?", "does that add up?"]))
def test_a_short_question_about_what_was_said_gives_nothing(fact: tuple[str, str], tag: str) -> None:
    # the attacker's second round (stop 38): "is it?", or an auxiliary, "that"/"I"/"my …" and a word of truth
    said, note = fact
    assert note not in _notes(f"{said}, {tag}"), (said, tag)


def test_a_longer_question_about_something_else_leaves_the_statement() -> None:
    assert "Lives in Leeds" in _notes("I live in Leeds, is it worth visiting the museum?")
