"""A doing told in chat style without "I'm" is written in the third person: "Working on a novel these
days" -> "Is working on a novel these days" (the note had kept the bare gerund: not a sentence about
anyone, item 3 of issue 8). Generated over openings, doings and ends; a gerund that is the subject of
its own verb ("Growing up in Lagos was the best", "Painting helps me relax") keeps its own reading."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

DOINGS = st.sampled_from(["working on a novel", "learning Spanish on Duolingo", "training for a marathon", "running a small bakery with my sister",
                          "living in Leeds", "teaching yoga at the community centre", "building a cabin with my dad"])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "What are you up to?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["", "Still ", "Also ", "Just "]), DOINGS, st.sampled_from(["", " these days", " lately", " every weekend"]), st.sampled_from([".", "!"]))
def test_a_doing_without_i_am_is_third_person(opening: str, doing: str, when: str, end: str) -> None:
    text = f"{opening}{doing if opening else doing[:1].upper() + doing[1:]}{when}{end}"
    notes = _notes(text)
    assert notes, text
    assert all(n.startswith("Is ") for n in notes), (text, notes)
    assert not any(n.split()[0].endswith("ing") for n in notes), (text, notes)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Growing up in Lagos was the best.", "Painting helps me relax.", "Running has kept me sane.", "Cooking makes me happy.",
                        "Working on something together really brings people closer.", "Cooking relaxes me.", "Running clears my head."]))
def test_a_gerund_subject_keeps_its_reading(text: str) -> None:
    assert not any(n.startswith("Is ") for n in _notes(text)), (text, _notes(text))


def test_a_doing_said_with_i_am_before_a_we_keeps_its_note() -> None:
    """"I'm buying a record even though we only have Dale's old turntable": the user's doing, not a
    group speaking (a mend's first try read every short "Is …ing" before a "we" as a frame)."""
    assert _notes("I'm buying a record even though we only have Dale's old turntable from 1985.") == ["Is buying a record"]
    assert _notes("Working together, we can change things.") == []


def test_a_dream_or_a_wish_without_i_am_stays_no_note() -> None:
    """An attacker's cases: the twin "I'm dreaming of …" is no fact, so nor is the chat form."""
    assert _notes("Dreaming of moving to Bali someday.") == []
    assert _notes("Still hoping to win the lottery.") == []
