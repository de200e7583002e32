"""Where the user lives, told in passing (jobs/home_told.py): "The neighbours in my basement
apartment are not fans" -> "Lives in a basement apartment" (was nothing). Generated over what kind
of home, where it is and what the sentence says of it; lookalikes make no such note: a home left,
sold, wished for or someone else's, a compound that is no home ("my flat white", "my house
party"), a bare "my flat", a question, a studio that is a workplace."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

KINDS = st.sampled_from(["basement ", "tiny ", "little ", "two-bedroom ", "rented ", "shared ", "new ", "top-floor ", ""])
HOMES = st.sampled_from(["apartment", "flat", "house", "cottage", "bungalow", "studio apartment"])
WHERE = st.sampled_from(["", " in Leeds", " in Parkdale", " near Porto"])
SAID = st.sampled_from([
    "The neighbours in {home} are not fans.", "{Home} is freezing in winter.", "I practise in {home} every night.",
    "{Home} has the best light in the mornings.", "Honestly {home} is a mess right now.",
])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How's the album going?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=200, deadline=None)
@given(KINDS, HOMES, WHERE, SAID)
def test_their_home_said_in_passing_is_where_they_live(kind: str, home: str, where: str, said: str) -> None:
    named = f"my {kind}{home}{where}"
    text = said.format(home=named, Home=named[0].upper() + named[1:])
    notes = _notes(text)
    if not kind.strip() and not where:
        assert not any(n.startswith("Lives in") for n in notes), (text, notes)  # "my flat": nothing said of it
        return
    assert f"Lives in a{'n' if kind[:1] in 'aeiou' and kind else ''} {kind}{home}{where}".replace("a a", "an a") in notes, (text, notes)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    "I miss my old flat in Leeds.", "My flat white was cold.", "My dream house has a pool.", "My parents' house is huge.",
    "My house party was wild.", "Is my tiny flat too small?", "My studio is full of clay.", "My new place is so quiet.",
    "I'm selling my tiny flat in Leeds.", "If my basement flat floods again I'll scream.", "My future house will have a garden.",
    "My sister's tiny flat in Leeds is freezing.", "My little house plants are dying.", "I used to rent my tiny flat in Leeds out.",
    "We're looking for my new flat in Leeds.", "My holiday cottage in Wales is booked.", "My tiny apartment hunt is going badly.",
]))
def test_a_home_not_theirs_now_makes_no_note(text: str) -> None:
    notes = _notes(text)
    assert not [n for n in notes if n.startswith("Lives in")], (text, notes)
