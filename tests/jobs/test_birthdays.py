"""A birthday told with its time is the user's age, dated: "I turned 40 last month" -> "Turned 40
(in 2026-11)". Before, a time after the age made no note at all ("I just turned 30!" did), and a
date written right after a number ("Turned 40 (2026-11)") read as a phone number to the guard, so
the pass writes "(in …)" there. Generated over ages, openings and times through the capture and a
real pass; the lookalikes make no birthday: someone else's, a condition, a wish, a page, a corner,
minutes on a clock."""

from __future__ import annotations

from datetime import datetime, timezone

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.conversation import parse_conversation
from jobs.passes import run_pass
from jobs.when import resolve_in_note
from store.guard import check_content
from store.memory import Memory

SAID = datetime(2026, 12, 2, 10, tzinfo=timezone.utc)  # a Wednesday
AGES = st.sampled_from(["30", "40", "52", "twenty-one", "thirty", "forty", "sixty-five"])
OPENINGS = st.sampled_from(["I turned ", "I just turned ", "I recently turned ", "So I turned ", "Yep, I turned ", "Well, I turned "])
# (how the time is said, the label the pass writes on 2026-12-02)
TIMES = st.sampled_from([
    ("last month", "(in 2026-11)"), ("yesterday", "(in 2026-12-01)"), ("on Saturday", "(in 2026-11-28)"), ("in March", "in March"),
    ("last week", "(week of 2026-11-23)"), ("last year", "(in 2025)"),
])
ENDS = st.sampled_from(["", ".", "!", "!!", ", can't believe it.", " and I feel great."])
NUMBER_WORDS = regex.compile(r"\b(?:twenty|thirty|forty|fifty|sixty)(?:-\w+)?\b")


def _candidates(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How have you been?"}, {"role": "user", "content": text, "at": SAID.isoformat()}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


def _stored(tmp_path_factory, text: str) -> list[str]:
    from config.settings import load_settings

    memory = Memory.open(load_settings(tmp_path_factory.mktemp("data")), now=SAID)
    try:
        messages = [{"role": "user", "content": text, "at": SAID.isoformat()}, {"role": "assistant", "content": "Nice!", "at": SAID.isoformat()},
                    {"role": "user", "content": "I prefer short answers.", "at": SAID.isoformat()}]
        run_pass(memory, parse_conversation({"id": "c-birthday", "messages": messages}, 20_000), None, now=SAID)
        return [n.text for n in memory.notes(now=SAID)]
    finally:
        memory.close()


@settings(max_examples=150, deadline=None)
@given(OPENINGS, AGES, TIMES, ENDS)
def test_a_birthday_with_its_time_is_kept(opening: str, age: str, when: tuple[str, str], end: str) -> None:
    text = f"{opening}{age} {when[0]}{end}"
    found = [t for t in _candidates(text) if regex.search(rf"\bturned {age}\b", t, regex.IGNORECASE)]
    assert len(found) == 1 and (when[0] in found[0] or found[0].endswith(when[1])), (text, _candidates(text))  # dated now or by the pass


@settings(max_examples=30, deadline=None)
@given(AGES, TIMES)
def test_the_pass_writes_the_date_after_the_age(tmp_path_factory, age: str, when: tuple[str, str]) -> None:
    stored = _stored(tmp_path_factory, f"I just turned {age} {when[0]}.")
    mine = [t for t in stored if "Turned" in t]
    assert mine == [f"Turned {age} {when[1]}"], stored


@settings(max_examples=150, deadline=None)
@given(AGES, TIMES, st.sampled_from([
    "My son turned {a} {t}.", "My dad turned {a} {t}.", "If I turned {a} {t} I'd cry.", "I wish I turned {a} {t}.",
    "The milk turned {a} minutes ago.", "I turned {a} pages {t}.", "We turned {a} {t}.", "I turned the corner at {a} {t}.",
    "I turned down {a} offers {t}.", "Did you turn {a} {t}?", "I turned {a} degrees {t}.",
]))
def test_no_birthday_of_the_user_in_lookalikes(age: str, when: tuple[str, str], frame: str) -> None:
    text = frame.format(a=age, t=when[0])
    birthday = regex.compile(r"(?:Just\s+)?Turned\s+\S+(?:\s+years?\s+old)?(?:\s+(?:last|on|in|yesterday)\b.*|\s+\(.*\))?$")
    assert not [t for t in _candidates(text) if birthday.match(t)], (text, _candidates(text))


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=99), st.sampled_from(["yesterday", "last month", "last week", "on Sunday", "last year"]),
       st.sampled_from(["Turned {n} {t}", "Ran {n} km {t}", "Bought {n} bikes {t}", "Has a son who turned {n} {t}", "Turned {w} {t}"]))
def test_a_date_after_a_number_passes_the_guard(n: int, when: str, note: str) -> None:
    words = ["one", "twelve", "twenty", "thirty-one", "forty", "sixty-five", "ninety-nine"]
    dated = resolve_in_note(note.format(n=n, t=when, w=words[n % len(words)]), SAID, past=True)
    assert when not in dated and check_content(dated).allowed, dated


def test_a_date_not_after_a_number_keeps_its_brackets() -> None:
    assert resolve_in_note("Got married last month", SAID, past=True) == "Got married (2026-11)"
    assert resolve_in_note("Turned forty last month", SAID, past=True) == "Turned forty (in 2026-11)"  # read as 40 by the guard
    assert resolve_in_note("Moved to Leeds two years ago", SAID, past=True) == "Moved to Leeds (2024)"


# Wonder at what was just said is no part of it, and no denial: "I got married last month, can't believe it".
FACTS = st.sampled_from([("I got married last month", "Got married"), ("I'm 40", "Is 40"), ("I just turned 30", "Turned 30"),
                         ("I moved to Leeds in 2019", "Moved to Leeds"), ("I adopted a cat named Miso", "cat named Miso"),
                         ("I started a new job at Arup last week", "new job at Arup")])
WONDER = st.sampled_from([", can't believe it.", ", still can't believe it!", ", wild.", " - time flies.", ", so crazy.", ", who knew?",
                          " and I still can't believe it.", ", can you believe it?"])


@settings(max_examples=120, deadline=None)
@given(FACTS, WONDER)
def test_wonder_after_a_fact_leaves_the_fact(fact: tuple[str, str], wonder: str) -> None:
    said, kept = fact
    found = [t for t in _candidates(said + wonder) if kept.lower() in t.lower()]
    assert len(found) == 1 and not regex.search(r"believe|wild|crazy|flies|knew", found[0]), (said + wonder, _candidates(said + wonder))


@settings(max_examples=80, deadline=None)
@given(FACTS, st.sampled_from([", can't believe it.", ", wild."]),
       st.sampled_from(["My sister {f}{w}", "If {f}{w}", "I wish {f}{w}", "Imagine if {f}{w}"]))
def test_wonder_makes_no_fact_of_someone_elses_or_a_wish(fact: tuple[str, str], wonder: str, frame: str) -> None:
    said, kept = fact
    text = frame.format(f=said[0].lower() + said[1:] if not said.startswith("I ") and not said.startswith("I'") else said, w=wonder)
    text = text.replace("My sister I", "My sister").replace("My sister I'm", "My sister is")
    assert not [t for t in _candidates(text) if kept in t and not t.startswith(("Their", "Has a sister"))], (text, _candidates(text))
