"""A thing the user keeps from someone close (jobs/keepsakes.py), generated over givers, verbs,
things, occasions and the words that say it is kept; and what makes no note (nothing kept, no
thing, a doubt, a joke, a question, a thing gone, a giver inside another clause)."""

from __future__ import annotations

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates, stands_alone
from jobs.keepsakes import keepsakes


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "How have you been?"}, {"role": "user", "content": text}], first_new_turn=1)]


_GIVERS = st.sampled_from(["mom", "dad", "grandma", "grandpa", "aunt", "uncle", "best friend", "sister", "abuela", "late grandfather"])
_THINGS = st.sampled_from(["quilt", "wooden chess set", "silver ring", "guitar", "recipe notebook", "kente stole", "pocket watch", "painting of the harbour"])
_MADE = st.sampled_from(["made", "gave", "knitted", "bought", "carved", "got"])
_KEPT = st.sampled_from([
    " and I still have it", ", I still have it on my wall", ". I treasure it.", " and I wear it every day", " to keep", ". It means the world to me.",
    " and it hangs in my hallway",
])
_OCCASIONS = st.sampled_from(["", " for my graduation", " for my 30th birthday", " when I turned eighteen", " when I moved out"])


@settings(max_examples=80, deadline=None)
@given(_GIVERS, _MADE, _THINGS, _OCCASIONS, _KEPT, st.sampled_from(["a", "this"]))
def test_a_thing_kept_from_someone_close_is_the_users(giver: str, verb: str, thing: str, occasion: str, kept: str, det: str) -> None:
    det = "an" if det == "a" and thing[0] in "aeiou" else det
    text = f"My {giver} {verb} me {det} {thing}{occasion}{kept}"
    if not text.endswith("."):
        text += "."
    notes = [n for n in _notes(text) if n.startswith("Has ") and thing in n]
    assert notes, (text, _notes(text))
    assert all(stands_alone(n) and not regex.search(r"\b(?:I|me|my|you)\b", n) and f"their {giver}" in n for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(_GIVERS, _THINGS, st.sampled_from(["left me his {t}", "left me her {t}", "passed down her {t} to me", "handed down his {t} to me", "gave me her old {t} to keep"]))
def test_an_inherited_thing_is_the_givers_own(giver: str, thing: str, frame: str) -> None:
    text = f"My {giver} {frame.format(t=thing)}."
    assert f"Has their {giver}'s" in " ".join(_notes(text)), (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(_GIVERS, _MADE, _THINGS, _KEPT, st.sampled_from([
    "My {g} {v} me a {t}.",                       # nothing says it is kept
    "I think my {g} {v} me a {t}{k}",            # a doubt, the giver inside another clause
    "Did my {g} {v} me a {t}{k}",
    "If my {g} {v} me a {t}, I'd keep it forever.",
    "My {g} {v} me a {t}{k} lol",
    "My {g} {v} me a {t} but I lost it.",
    "My {g} {v} me a {t} and I sold it.",
    "My {g} {v} me a {t}{k}. I lost it last year.",
    "My {g} {v} me some advice{k}",
    "My {g} {v} me lunch{k}",
    "My {g} {v} me a hug{k}",
]))
def test_what_is_not_kept_or_no_thing_makes_no_note(giver: str, verb: str, thing: str, kept: str, frame: str) -> None:
    text = frame.format(g=giver, v=verb, t=thing, k=kept.rstrip(".") + ("" if frame.endswith("{k}") and "?" not in frame else ""))
    if "Did" in frame:
        text = text.rstrip(".") + "?"
    assert keepsakes(text) == [], text


def test_the_evidence_is_the_users_words() -> None:
    text = "Oh, my mom made me a kente stole for my graduation and I still have it on my wall."
    ((note, start, end),) = keepsakes(text)
    assert note == "Has a kente stole their mom made them for their graduation"
    assert text[start:end] == "my mom made me a kente stole for my graduation"


def test_what_is_no_thing_one_keeps_makes_no_keepsake() -> None:
    # a reviewer's attacks: "left me" read as an inheritance of anything, an injury, a secret, a thing gone in the same sentence
    for text in ("My husband left me a mess in the kitchen.", "My husband left me a widow at 40.", "My husband left me a voicemail.", "My dad gave me a black eye and I still have it.",
                 "My partner gave me an STD and I still have it.", "My dad left me his PIN on a post-it.", "My grandpa left me his boat but I don't have it anymore.",
                 "My grandpa left me his boat. My brother has it now.", "My grandma left me her ring, it got stolen."):
        assert keepsakes(text) == [], text
