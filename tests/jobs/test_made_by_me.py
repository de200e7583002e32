"""A habit of the user's told inside a noun phrase about something else: "It means a lot that you
enjoy the desserts I bake" -> "Bakes desserts", "The bread I bake every Sunday is sourdough" -> "Bakes
bread every Sunday", "The podcast I host is about birds" -> "Hosts a podcast" (before: nothing, the
sentence is about the desserts). Generated over frames, things and verbs; lookalikes stay nothing: a
one-off ("the cake I bake for her birthday tomorrow"), a question, a wish, a joke, someone else's
("the bread my mum bakes"), a past ("the cake I baked"), drugs or weapons."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from store.guard import check_content

FRAMES = st.sampled_from(["It means a lot that you enjoy {t}.", "Thanks for listening to {t}!", "You should try {t}, honestly.", "{T} are my pride and joy.", "I'm proud of {t}."])
MADE = st.sampled_from([("the desserts I bake", "Bakes desserts"), ("the songs I write", "Writes songs"), ("the candles I make", "Makes candles"),
                        ("the tomatoes I grow", "Grows tomatoes"), ("the beers I brew", "Brews beers"), ("the scarves I knit", "Knits scarves")])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "That's lovely."}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1) if check_content(c.text).allowed]


@settings(max_examples=120, deadline=None)
@given(FRAMES, MADE)
def test_a_habit_told_inside_a_noun_phrase_is_kept(frame: str, made: tuple[str, str]) -> None:
    text = frame.format(t=made[0], T=made[0][:1].upper() + made[0][1:])
    assert made[1] in _notes(text), (text, _notes(text))


def test_with_its_time_and_article() -> None:
    assert "Bakes bread every Sunday" in _notes("The bread I bake every Sunday is sourdough.")
    assert "Hosts a podcast" in _notes("The podcast I host is about birds.")


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    "I hope you like the cake I bake for her birthday tomorrow.", "Did you try the bread I make?", "You'd love the weed I grow lol",
    "The bread my mum bakes is the best.", "The cake I baked was a disaster.", "I wish you could taste the jam I'd make.",
    "The drugs I make are pure.", "The bombs I build are for fun.", "The meth I cook is pure.", "If you liked the songs I write, you'd tell me.",
    "The guy I met was nice.", "The things I make are fine.",
]))
def test_lookalikes_make_no_habit(text: str) -> None:
    assert not [n for n in _notes(text) if n.split()[0] in {"Bakes", "Makes", "Grows", "Writes", "Cooks", "Builds", "Brews"}], (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["The porn I produce is amateur.", "The sermons I write every Sunday are long.", "The tokens I design are listed on Coinbase.",
                        "The newsletter I write is for the Labour party.", "The songs I write are about my depression."]))
def test_a_sentence_the_guard_refuses_lifts_no_habit(text: str) -> None:
    """An attacker's cases: the habit was lifted out of a sentence whose subject the guard refuses."""
    assert not [n for n in _notes(text) if n.split()[0] in {"Produces", "Writes", "Designs"}], (text, _notes(text))
