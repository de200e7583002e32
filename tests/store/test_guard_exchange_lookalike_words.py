"""English words one letter away from an exchange's name are not that name: a scan of 65,269
dictionary words (wamerican + wbritish) against the typo rule of store/guard/exchanges.py found
"blank" (LBank, letters swapped) and "ascended" (AscendEX); "whitebait" (WhiteBIT) came from a
LoCoMo-style note ("Whitebait fritters are their favourite"). Real typos of the names stay refused."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from store.guard import check_content

FRAMES = ["Paints on a {w} canvas", "Loves {w} with lemon", "Their favourite word is {w}", "Wrote {w} on the form"]
WORDS = ["blank", "blanks", "ascended", "whitebait", "finance", "mexico", "lunar", "bitmap", "bitstream"]
TYPOS = ["binnance", "krakken", "coinbsae", "lbank", "whitebit", "bitsamp"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(WORDS), st.sampled_from(FRAMES), st.booleans())
def test_an_ordinary_word_near_a_name_passes(word: str, frame: str, capital: bool) -> None:
    note = frame.format(w=word.capitalize() if capital else word)
    assert check_content(note).allowed, note


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(TYPOS), st.sampled_from(["Has an account on {w}", "Uses {w} every week", "Keeps some on {w}"]))
def test_a_names_typo_is_still_the_name(word: str, frame: str) -> None:
    verdict = check_content(frame.format(w=word))
    assert not verdict.allowed and verdict.filter == "exchange", (word, verdict)
