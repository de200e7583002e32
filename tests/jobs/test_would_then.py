""""Would" of a habit back then is no hypothetical: "When I was a kid, I'd watch NBA games with my
dad" -> "Used to watch NBA games with their dad when they were a kid" (read through its plainer
twin, "I used to watch …", jobs/restated.py; before, any "I'd <verb>" was a hypothetical and the
sentence made nothing). The frame may open the sentence or the one before it. Generated over
frames, openings and doings; the lookalikes stay hypotheticals or wishes: a condition, "I'd have",
a wish, a question, no frame at all."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

FRAMES = st.sampled_from(["When I was a kid, ", "Growing up, ", "When I was little, ", "Back then, ", "As a teenager, ", "When we were kids, "])
WOULD = st.sampled_from(["I'd ", "I would ", "I'd always ", "I would often "])
DOINGS = st.sampled_from([("watch NBA games with my dad", "watch NBA games with their dad"), ("spend every summer at my grandma's farm", "spend every summer at their grandma's farm"),
                          ("ride my bike to the lake", "ride their bike to the lake"), ("bake bread with my mum on Sundays", "bake bread with their mum on Sundays")])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "What was your childhood like?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(FRAMES, WOULD, DOINGS, st.sampled_from([".", "!", ", it was the best."]))
def test_would_of_a_habit_back_then_is_kept(frame: str, would: str, doing: tuple[str, str], end: str) -> None:
    text = f"{frame}{would}{doing[0]}{end}"
    assert any(n.replace(" always", "").replace(" often", "").startswith(f"Used to {doing[1]}") for n in _notes(text)), (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(WOULD, DOINGS)
def test_the_frame_may_be_the_sentence_before(would: str, doing: tuple[str, str]) -> None:
    text = f"It all started when I was a kid. {would}{doing[0]}."
    assert any(n.replace(" always", "").replace(" often", "").startswith(f"Used to {doing[1]}") for n in _notes(text)), (text, _notes(text))


@settings(max_examples=150, deadline=None)
@given(FRAMES, DOINGS, st.sampled_from([
    "If I were a kid again, I'd {d}.", "{f}I'd have loved to {d}.", "I'd {d} if I could.", "I wish I could {d}.",
    "I'd {d}.", "I would {d} someday.", "{f}would you {d}?", "{f}I'd love to {d}.", "Maybe I'd {d}.",
]))
def test_a_condition_or_a_wish_stays_no_fact(frame: str, doing: tuple[str, str], shape: str) -> None:
    text = shape.format(f=frame, d=doing[0])
    assert not [n for n in _notes(text) if n.startswith("Used to")], (text, _notes(text))
