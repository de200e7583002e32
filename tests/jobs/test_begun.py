"""Something the user took up (or gave up) and when, said around a span of time: "It's been two
years since I started learning Japanese", "… since I started meditating a couple of years ago",
"Ça fait deux ans que je fais de la poterie". Generated variants through the whole capture and a
pass: one dated note, never a relative date, nothing taken from someone else, a question, a
hypothetical or a joke, and a span of time is never what an "it" stands for."""

from __future__ import annotations

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates, stands_alone
from jobs.conversation import parse_conversation
from jobs.passes import run_pass
from jobs.when import relative_date
from store.memory import Memory

AT = "2024-05-10T12:00:00Z"
ACTIVITY = st.sampled_from(["running", "learning Japanese", "meditating", "rock climbing", "playing the cello", "baking sourdough", "journaling"])
# (how the span is said, the year it dates the start to on 2024-05-10)
SPAN = st.sampled_from([("two years", "2022"), ("a year", "2023"), ("about three years", "around 2021"), ("a couple of years", "around 2022"), ("five years", "2019")])
FRAMES = [
    "It's been {span} since I started {what}.",
    "It's been {span} since I started {what} and I love it.",
    "Wow, it has been {span} since I began {what}!",
    "I've been so much calmer since I started {what} {span} ago.",
    "Since I started {what} {span} ago I feel better.",
    "Honestly, {span} since I started {what}, time flies.",
]
NOISE = st.sampled_from(["", "Thanks for asking! ", "Haha, anyway. ", "It was a long week. "])
# Frames that only look like one: someone else, a question, a hypothetical, a joke, "you".
LOOKALIKES = [
    "It's been {span} since my sister started {what}.",
    "Has it been {span} since you started {what}?",
    "If it had been {span} since I started {what}, I'd be good by now.",
    "It's been {span} since you started {what}, right",
    "lol it's been {span} since I started {what} jk",
    "My husband says it's been {span} since he started {what}.",
    # someone's view, an imperative, a start taken back in the sentence or the next (found by a reviewer)
    "My therapist thinks it's been {span} since I started {what}.",
    "Pretend it's been {span} since I started {what}.",
    "It's been {span} since I started {what}, but I gave up last month.",
    "It's been {span} since I started {what} and I stopped again.",
    "It's been {span} since I started {what}. Just kidding, I never did.",
    "It's been {span} since I started {what} last year.",
]
# Starts that are a state, a symptom or a thing the note could not name: never taken up.
NOT_TAKEN_UP = ["feeling sick", "getting headaches", "losing my hair", "worrying about money", "doing that", "working there", "using this app"]


def notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How are you?"}, {"role": "user", "content": text, "at": AT}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@given(st.sampled_from(FRAMES), ACTIVITY, SPAN, NOISE)
def test_a_start_and_its_span_become_one_note(frame: str, what: str, span: tuple[str, str], noise: str) -> None:
    said, _ = span
    found = [n for n in notes(noise + frame.format(span=said, what=what)) if what in n]
    assert found, frame
    assert all(stands_alone(n) and not regex.search(r"\b(?:I|my|me|you)\b", n) for n in found)
    assert not any("since" in n or regex.match(r"Loves the (?:years?|months?)\b", n) for n in notes(noise + frame.format(span=said, what=what)))


@given(st.sampled_from(LOOKALIKES), ACTIVITY, SPAN)
def test_a_start_that_is_not_the_users_makes_no_note(frame: str, what: str, span: tuple[str, str]) -> None:
    assert not any(what in n for n in notes(frame.format(span=span[0], what=what)))


@settings(max_examples=15)
@given(st.sampled_from(FRAMES), ACTIVITY, SPAN)
def test_a_pass_stores_the_start_with_its_year(tmp_path_factory, frame: str, what: str, span: tuple[str, str]) -> None:
    from config.settings import load_settings
    from tests.conftest import NOW

    said, year = span
    memory = Memory.open(load_settings(tmp_path_factory.mktemp("data")), now=NOW)
    try:
        messages = [
            {"role": "user", "content": frame.format(span=said, what=what), "at": AT},
            {"role": "assistant", "content": "Nice!", "at": AT},
            {"role": "user", "content": "I prefer short answers.", "at": AT},
        ]
        run_pass(memory, parse_conversation({"id": "c-begun", "messages": messages}, 20_000), None, now=NOW)
        stored = [n.text for n in memory.notes(now=NOW)]
    finally:
        memory.close()
    mine = [t for t in stored if what in t]
    assert mine == [mine[0]] and mine[0].endswith(f"({year})") and relative_date(mine[0]) is None, stored


@given(st.sampled_from(NOT_TAKEN_UP), SPAN)
def test_a_state_or_a_pointer_is_nothing_taken_up(what: str, span: tuple[str, str]) -> None:
    assert not any(what.split()[0] in n for n in notes(f"It's been {span[0]} since I started {what}."))


def test_french_forms() -> None:
    assert "Fait de la poterie depuis 2022" in notes("Ça fait deux ans que je fais de la poterie.")
    assert "Fait de la poterie depuis 2018" in notes("Ça fait six ans que je fais de la poterie.")
    assert "A commencé la poterie il y a deux ans" in notes("Depuis que j'ai commencé la poterie il y a deux ans, je me sens mieux.")
    assert "A arrêté de fumer il y a un an" in notes("Ça fait un an que j'ai arrêté de fumer.")  # a deed is dated, never "depuis"
    assert not notes("Ça fait deux ans que tu fais de la poterie ?")
    assert not any("poterie" in n for n in notes("Ça fait deux ans que ma sœur fait de la poterie."))
    for state in ("Ça fait trois mois que je dors mal.", "Ça fait deux ans que je t'écris.", "Ça fait un an que je suis malade."):
        assert not notes(state), state


def test_a_life_event_after_a_span_is_dated_once() -> None:
    assert notes("It's been two years since I quit my job.") == ["Quit their job two years ago"]


def test_giving_up_is_dated_too() -> None:
    assert "Quit smoking a year ago" in notes("It's been a year since I quit smoking.")  # the pass writes "(2023)"


@given(st.sampled_from(["moved here", "got back", "last saw them", "started"]), SPAN)
def test_a_span_of_time_is_never_what_it_stands_for(what: str, span: tuple[str, str]) -> None:
    for note in notes(f"It's been {span[0]} since I {what} and I love it."):
        assert not regex.search(r"\b(?:years?|months?|since|ago)\b", note.split(" (")[0].split(";")[0].replace(span[0], "")), note


@given(st.sampled_from(["boat", "camper van", "guitar", "puppy"]), st.sampled_from(["last summer", "last year", "yesterday", "last week"]))
def test_a_time_ends_the_thing_an_it_stands_for(thing: str, when: str) -> None:
    for note in notes(f"My dad bought a {thing} {when} and I love it."):
        assert when not in note, note
