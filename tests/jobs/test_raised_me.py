"""What family did for the user is the user's own story: a skill and who taught it ("My grandmother
Ingrid taught me to bake"), a taste and who brought them to it ("My sister got me into running"), a
keepsake and whose it was ("My uncle gave me his old Fender"). Generated over family words, names,
skills and frames; and the lookalikes that stay someone else's or no fact (a boss, a one-day outing,
a hedge, a thing given that is no keepsake, a counterfactual)."""

from __future__ import annotations

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.jobs.turns import notes_after as _notes


_KIN = st.sampled_from(["grandmother", "grandma", "dad", "mum", "uncle", "aunt", "sister", "brother", "abuela", "husband"])
_NAMES = st.sampled_from(["", " Ingrid", " Carmen", " Frank", ", Rhys,"])
_DEEDS = st.sampled_from([
    ("taught me to bake", "taught them to bake"),
    ("taught me how to fix engines", "taught them how to fix engines"),
    ("showed me how to knit", "showed them how to knit"),
    ("got me into birdwatching", "got them into birdwatching"),
    ("introduced me to jazz", "introduced them to jazz"),
    ("gave me his old Fender", "gave them his old Fender"),
    ("left me her bird notebooks", "left them her bird notebooks"),
    ("taught me everything I know about bread", "taught them everything they know about bread"),
])
_TAILS = st.sampled_from(["", " when I was little", " in her kitchen in Halifax", " years ago"])


@settings(max_examples=120, deadline=None)
@given(_KIN, _NAMES, _DEEDS, _TAILS, st.sampled_from(["", "Honestly, ", "Oh, "]))
def test_what_family_did_for_the_user_is_their_story(kin: str, name: str, deed: tuple[str, str], tail: str, opening: str) -> None:
    said, note = deed
    text = f"{opening}My {kin}{name} {said}{tail}."
    notes = _notes(text)
    expected = f"Their {kin}{name.rstrip(',')}".replace(", ", " ") if name.startswith(",") else f"Their {kin}{name}"
    assert any(n.startswith(expected.split(" ")[0] + " " + kin) and note in n for n in notes), (text, notes)


@settings(max_examples=80, deadline=None)
@given(_KIN, _DEEDS, st.sampled_from([
    "My boss {d}.",                                 # not family
    "My {k} took me fishing yesterday.",            # one day's outing
    "My {k} gave me a call.",                       # given, no keepsake
    "My {k} gave me her number.",
    "My {k} gave me his word.",
    "My {k} probably {d}.",                         # a hedge
    "Maybe my {k} {d}.",
    "My {k} would have {d} if there had been time.",  # a counterfactual
    "Did my {k} {d}?",                              # a question
    "My friend's {k} {d}.",                         # someone else's family
    "My {k} taught me to hide bruises when I was little.",  # no skill: what was done to them
    "My {k} taught me to make do.",
    "My {k} introduced me to the church.",          # faith, politics, vice: no pastime to keep
    "My {k} got me into gambling.",
    "My {k} got me into politics.",
    "My {k} took me to church every Sunday when I was a kid.",
]))
def test_someone_else_a_passing_deed_or_a_doubt_is_no_story(kin: str, deed: tuple[str, str], frame: str) -> None:
    said, note = deed
    text = frame.format(k=kin, d=said)
    notes = _notes(text)
    assert not any(regex.search(r"\b(?:taught|showed|got|introduced|gave|left|took)\s+them\b", n) for n in notes), (text, notes)


_SHE = st.sampled_from([("My grandmother Ingrid", "their grandmother Ingrid"), ("Avó Lurdes", "their Avó Lurdes"), ("Oma Hilde", "their Oma Hilde"),
                        ("My mum", "their mum"), ("My abuela Carmen", "their abuela Carmen")])
_HE = st.sampled_from([("My dad", "their dad"), ("My grandpa Rhys", "their grandpa Rhys"), ("Opa Jan", "their Opa Jan"), ("My uncle", "their uncle")])
_BEFORE = st.sampled_from([
    "{w} taught me everything.", "{w} took me fishing every Sunday when I was a kid.", "{w} lived in Halifax all her life.",
    "{w} taught me to bake in her kitchen in Halifax, and",
])
_THING = st.sampled_from([("cook with", "cooks with", "old cast-iron pan"), ("use", "uses", "rolling pin"), ("have", "has", "bird notebooks"),
                          ("use", "uses", "old green tackle box")])


@settings(max_examples=100, deadline=None)
@given(st.one_of(_SHE.map(lambda w: (w, "her")), _HE.map(lambda w: (w, "his"))), _BEFORE, _THING)
def test_a_thing_of_theirs_said_next_is_named_as_theirs(who: tuple[tuple[str, str], str], before: str, thing: tuple[str, str, str]) -> None:
    (said, note), pronoun = who
    verb, verbs, what = thing
    first = before.format(w=said).replace(" her ", f" {pronoun} ")
    text = f"{first} I still {verb} {pronoun} {what} every day." if first.endswith("and") else f"{first} I still {verb} {pronoun} {what} every day."
    notes = _notes(text)
    assert f"Still {verbs} {note}'s {what} every day" in notes, (text, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["My dad is friends with Steve.", "My mum met Sarah at work.", "My sister and her boss came round.", "My dad works with a guy named Tom."]),
       st.sampled_from(["his", "her"]), _THING)
def test_someone_else_named_after_them_leaves_the_thing_unread(before: str, pronoun: str, thing: tuple[str, str, str]) -> None:
    verb, verbs, what = thing
    text = f"{before} I still {verb} {pronoun} {what}."
    assert not any(what in n for n in _notes(text)), (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(st.one_of(_SHE.map(lambda w: (w, "She")), _HE.map(lambda w: (w, "He"))),
       st.sampled_from(["{w} is like 91.", "{w} lives in Freiburg.", "{w} raised me while my parents worked."]),
       st.sampled_from(["{p} taught me to make onigiri", "{p}'s the one who taught me to name birds", "{p} got me into birdwatching", "{p} basically taught me to cook"]))
def test_he_or_she_after_a_sentence_opening_on_family_is_that_family_member(who: tuple[tuple[str, str], str], before: str, deed: str) -> None:
    (said, note), pronoun = who
    text = f"{before.format(w=said)} {deed.format(p=pronoun)}."
    notes = _notes(text)
    assert any(n.startswith(note[:1].upper() + note[1:]) and "them" in n for n in notes), (text, notes)


@pytest.mark.parametrize("text", [
    "My dad is friends with Steve. He taught me to fish.",  # someone else named after them
    "My mum is great. He taught me to fish.",  # the pronoun does not fit
    "She's the one who taught me to fish.",  # nobody before
    "My dad is great. He's the one who got me into gambling.",  # no pastime to keep
    "My boss is nice. She taught me to code.",  # not family
])
def test_he_or_she_with_no_family_member_to_stand_for_stays_unread(text: str) -> None:
    assert not any("them" in n for n in _notes(text)), (text, _notes(text))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["Dad", "Mum", "Mom", "Grandma", "Grandpa", "Granny", "Grandad", "dad", "mum"]), _DEEDS,
       st.sampled_from(["", " when I was little", " in Halifax", " years ago"]), st.sampled_from(["", "Honestly, ", "Yes. "]))
def test_a_family_title_said_as_a_name_is_the_users_family(title: str, deed: tuple[str, str], tail: str, opening: str) -> None:
    """"Dad taught me to sail" -> "Their dad taught them to sail" (it was "Dad taught them to sail", or nothing
    when a "her" followed: "Grandma gave me her old sewing machine")."""
    said, note = deed
    text = f"{opening}{title} {said}{tail}."
    notes = _notes(text)
    assert any(n.startswith(f"Their {title.lower()} {note}") for n in notes), (text, notes)


def test_a_title_owned_in_a_note_is_whose_it_is_and_a_name_stays_a_name() -> None:
    assert "Still uses their dad's old toolbox" in _notes("I still use Dad's old toolbox.")
    assert not any(n.startswith("Their") for n in _notes("Nan is my best friend, she taught me to knit."))  # Nan may be her name
    assert not any("phone" in n for n in _notes("Dad gave me his old phone number."))
    assert not any("taught" in n for n in _notes("My friend Dad taught me to sail lol."))
