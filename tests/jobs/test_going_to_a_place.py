"""Going somewhere regularly, where the place is said just before it is gone to: "There's a pottery
studio near me, I go every Thursday" -> "Goes to a pottery studio near them every Thursday"; "There's
a gym in Baner, I've been going since last year" -> "Has been going to a gym in Baner since last year"
(the pass then writes "since 2025"). Before, the first gave "Goes every Thursday" (going where?) and
the second nothing. Generated over openings, places, where they are, how the going is said and how
often; a going with no place said before makes no note at all, and neither does a going that is a
one-off, a passing spell ("since last week") or a "there's" that names no place."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from store.guard import check_content

OPENINGS = st.sampled_from(["There's", "So there's", "There is", "Oh, there's"])
ARTICLES = st.sampled_from(["a", "this", "this little", "a great", "one"])
PLACES = st.sampled_from(["pottery studio", "climbing gym", "jazz bar", "community pool", "farmers' market", "public library", "dance school", "allotment", "chess club", "running track"])
WHERE = st.sampled_from(["", " near me", " in Baner", " down the road", " by the canal", " ten minutes from my flat"])
JOINS = st.sampled_from([", ", ". ", " - "])
GOING = st.sampled_from([
    ("I go every Thursday", "Goes to", "every Thursday"),
    ("I go there twice a week", "Goes to", "twice a week"),
    ("I usually go on Sundays", "Usually goes to", "on Sundays"),
    ("I've been going since 2021", "Has been going to", "since 2021"),
    ("I've been going there for three years", "Has been going to", "for three years"),
    ("I've been going since last year", "Has been going to", "since"),
])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "What do you do for fun?"}, {"role": "user", "content": text, "at": "2026-12-07T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=200, deadline=None)
@given(OPENINGS, ARTICLES, PLACES, WHERE, JOINS, GOING)
def test_the_place_said_before_is_where_they_go(opening: str, art: str, place: str, where: str, join: str, going: tuple[str, str, str]) -> None:
    said, head, often = going
    if join == ". ":
        said = said[0].upper() + said[1:]
    text = f"{opening} {art} {place}{where}{join}{said}."
    notes = _notes(text)
    assert any(n.startswith(head) and place in n and often in n for n in notes), (text, notes)
    assert not any(" this " in f" {n} " or " me" in f" {n} " for n in notes), (text, notes)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    "I go every Thursday.", "I've been going since last year.", "I go there twice a week.", "Honestly I go every week.",
    "There's a problem, I go every week.", "There's a catch though, I've been going for years.",
    "There's a gym near my office, I went yesterday.", "There's a pool near me, I've been going since last week.",
    "There's a party tonight, I go at nine.", "There's no gym near me, I go every week anyway.",
    "My sister found a pottery studio near her, she goes every Thursday.",
]))
def test_a_going_with_no_place_said_makes_no_note(text: str) -> None:
    notes = _notes(text)
    assert not [n for n in notes if n.startswith(("Goes", "Has been going", "Usually goes"))], (text, notes)


def test_a_duration_from_a_relative_date_holds_and_a_passing_spell_does_not() -> None:
    assert _notes("I've been knitting since last winter.") == ["Has been knitting since last winter"]
    for passing in ("I've been dreading this since last year.", "I've had a cold since yesterday.", "I've been sick since last Monday.", "I've been off work since last month."):
        assert _notes(passing) == [], passing


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([
    # an attacker's (stop 37): a going with nothing a place can be, a clause taken for where, an event for since when
    "I go every bloody day.", "I go evry Thursday.", "I go never.", "I go every Thursday with my personal trainer.", "I used to go every week.",
    "There's a gym near me, I stopped going since last year.", "There's a club in town, I take my son every week.",
    "There's a market near me where I buy stolen phones, I go every week.", "There's a gym that my wife owns, I go every Thursday.",
    "There's a gym in Baner, I've been going since he left.", "There's a bar in town, I've been going since I got out of prison.",
    "There's a gym near me? I go every day.", "THERE'S A GYM IN BANER, I GO EVERY THURSDAY.", "There's a gym in Baner, I go back.",
    "There's a gym in Baner, I go too.", "There's a church hall near me, I go every Sunday.", "There's a swingers club near me, I go once a month.",
]))
def test_an_attackers_goings_make_no_such_note(text: str) -> None:
    notes = [n for n in _notes(text) if check_content(n).allowed]  # what the guard refuses is never stored
    assert not [n for n in notes if n.startswith(("Goes", "Has been going", "Usually goes", "Used to go", "Stopped going", "Takes"))], (text, notes)


def test_we_go_takes_the_place_said_before_or_makes_no_note() -> None:
    """An attacker helper's finding (stop 37): "We go every Thursday" gave "Goes every Thursday, with others"."""
    assert _notes("There's a pottery studio near me. We go every Thursday.") == ["Goes to a pottery studio near them every Thursday, with others"]
    assert _notes("We go every Thursday.") == []
