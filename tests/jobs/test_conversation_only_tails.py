"""Words at a fact's end that only the conversation explains are cut ("It reminded me why I became a
nurse in the first place" gave "Became a nurse in the first place"). Generated over facts and tails."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

FACTS = [("I moved to Leeds for work", "Moved to Leeds for work"), ("I am vegan", "Is vegan"), ("I play the cello", "Plays the cello")]
TAILS = [" in the first place", ", like I said", ", as you know", ", as I said", ", to be fair"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FACTS), st.sampled_from(TAILS))
def test_a_tail_only_the_conversation_explains_is_cut(fact: tuple[str, str], tail: str) -> None:
    said, note = fact
    assert [c.text for c in rule_candidates([{"role": "user", "content": f"{said}{tail}."}])] == [note]
