"""One thing got is the whole life event (stop 39: "I got a puppy." and "I got a promotion." gave
nothing, though "We got a puppy last week" gave "Got a puppy (…)"; "I got my black belt last month"
was never read as an event). Generated over what was got, how it is said and when; lookalikes (a
coffee, a cold, someone else's promotion, a game's, a joke) give no such note."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "What's new?"}, {"role": "user", "content": text, "at": "2023-05-08T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["", "just ", "finally "]), st.sampled_from(["a puppy", "a kitten", "a promotion", "a raise", "a pay rise", "a rescue dog", "my black belt"]),
       st.sampled_from(["", " last month", " in 2019", " yesterday"]), st.sampled_from([".", "!", "!!"]))
def test_one_thing_got_is_a_life_event(adverb: str, thing: str, when: str, end: str) -> None:
    text = f"I {adverb}got {thing}{when}{end}"
    notes = _notes(text)
    word = thing.split()[-1]
    assert any(n.startswith(("Got ", "Just got ", "Finally got ")) and word in n for n in notes), (text, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I got a coffee.", "I got a cold.", "My sister got a promotion.", "I got a promotion in Mario Kart lol.", "If I got a puppy I'd be so happy.",
                        "Did you get a puppy?", "I got a promotion, just kidding.", "I got a raise in my dreams."]))
def test_what_is_not_the_users_event_gives_no_note(text: str) -> None:
    notes = _notes(text)
    assert not any(w in n for n in notes for w in ("puppy", "promotion", "raise", "coffee", "cold")), (text, notes)
