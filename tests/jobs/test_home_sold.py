"""A home or a business bought or sold is a lasting life event, said with "I" or with no subject
(chat style): "Sold the old house in Cardiff back in November", "I sold my flat in Leeds in March",
"We bought a little terrace near the river last spring", "J'ai acheté un appartement à Nantes"
(only "bought a house/flat/…" with "a" or "my first" was read before; a sale never). Generated over
subjects, verbs, homes and times; lookalikes stay nothing: someone else's sale, a house plant or a
house party, "sold out", a sale wished, planned or asked about."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

SUBJECTS = st.sampled_from(["I ", "We ", "", "We finally ", "Big news: I "])
VERBS = st.sampled_from(["sold", "bought"])
HOMES = st.sampled_from(["the old house", "my flat", "our house", "a little terrace", "the family farm", "our bakery", "a cottage", "my first apartment", "the restaurant"])
PLACES = st.sampled_from(["", " in Cardiff", " near the river", " in Leeds"])
TIMES = st.sampled_from(["", " back in November", " in 2019", " last year", " in March"])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Any news?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=200, deadline=None)
@given(SUBJECTS, VERBS, HOMES, PLACES, TIMES, st.sampled_from([".", "!", ", finally."]))
def test_a_home_or_business_bought_or_sold_is_kept(subject: str, verb: str, home: str, place: str, time: str, end: str) -> None:
    text = f"{subject}{verb if subject else verb.capitalize()} {home}{place}{time}{end}"
    notes = _notes(text)
    thing = home.split()[-1]
    assert any(n.removeprefix("Finally ").startswith(verb.capitalize()) and thing in n for n in notes), (text, notes)


def test_french() -> None:
    assert any(n.startswith("A acheté un appartement") for n in _notes("J'ai acheté un appartement à Nantes en mai."))
    assert any(n.startswith("A vendu") and "maison" in n for n in _notes("J'ai vendu ma maison de Lyon l'année dernière."))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    "My brother sold his house last year.", "My parents bought a cottage in Wales.", "I sold the house plant my mum gave me.",
    "Sold out in an hour lol.", "I bought a house plant yesterday.", "We bought the house party tickets.",
    "I'd sell my flat if I could.", "We're thinking of selling the house.", "Should I sell my flat?", "I want to buy a house someday.",
    "I wish we'd bought a house in 2019.", "Did you sell the old house?", "I almost bought a cottage last year.",
]))
def test_lookalikes_make_no_such_note(text: str) -> None:
    assert not [n for n in _notes(text) if n.startswith(("Sold", "Bought"))], (text, _notes(text))
