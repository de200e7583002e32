"""A thing of the one family member the clause before named anywhere in it, not only at its start: "I
lost my abuela Carmen when I was twenty and I still make her tortilla every Sunday" -> "Still makes
their abuela Carmen's tortilla every Sunday" (before, "her" was read only after a clause opening on
the family member: "My grandma taught me to knit. I still use her needles"). Generated over family
members, names, first clauses and things; lookalikes leave the pronoun unread: two family members,
someone else named or spoken of by pronoun, he/she not fitting, the person as an object ("I love
her")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

KIN = st.sampled_from([("abuela", "her"), ("grandma", "her"), ("mum", "her"), ("grandpa", "his"), ("dad", "his"), ("uncle", "his"), ("aunt", "her")])
NAMES = st.sampled_from(["", " Carmen", " Ingrid", " Tomasz"])
FIRST = st.sampled_from(["I lost my {k}{n} when I was twenty", "I visited my {k}{n} in Porto last year", "I miss my {k}{n} so much", "I grew up next door to my {k}{n}"])
THINGS = st.sampled_from([("I still make {p} tortilla every Sunday", "tortilla"), ("I still use {p} old sewing machine", "sewing machine"),
                          ("I still have {p} record collection", "record collection"), ("I kept {p} garden going", "garden")])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "Tell me about your family."}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(KIN, NAMES, FIRST, THINGS, st.sampled_from([" and ", ", and ", ". "]))
def test_a_thing_of_the_family_member_named_before_is_theirs(kin: tuple[str, str], name: str, first: str, thing: tuple[str, str], joint: str) -> None:
    word, pronoun = kin
    said = thing[0].format(p=pronoun)
    text = first.format(k=word, n=name) + joint + (said[:1].upper() + said[1:] if joint == ". " else said) + "."
    notes = _notes(text)
    owner = f"their {word}{name}'s"
    # whose thing it is stands in the note: their family member's, or the family member named in it before the pronoun
    assert not [n for n in notes if thing[1] in n and owner not in n and f"their {word}" not in n], (text, notes)
    if ("sewing machine" in said or "record collection" in said) and not first.startswith("I grew up"):  # "Grew up next door to …, and …" is one note
        assert any(owner in n and thing[1] in n for n in notes), (text, notes)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([
    "I called my mum and my sister and I still use her recipes.", "I told my boss about my mum and I still use her recipes.",
    "I met Sarah and my mum and I still use her recipes.", "I visited my dad and I still use her old sewing machine.",
    "My mum met her friend and I still use her recipes.", "I lost my grandma when she was ninety and I still use his tools.",
    "I miss my dad and I love him.", "I visited my aunt and my uncle and I still have his record collection.",
]))
def test_lookalikes_leave_the_pronoun_unread(text: str) -> None:
    assert not [n for n in _notes(text) if "'s recipes" in n or "'s old sewing machine" in n or "'s tools" in n or "'s record collection" in n or "Loves their dad" in n], (text, _notes(text))


def test_someone_of_theirs_is_no_thing_of_theirs() -> None:
    """An attacker's case: "I still visit her girlfriend" had become "Still visits their sister's girlfriend"."""
    assert not [n for n in _notes("My sister came out last year and I still visit her girlfriend every Sunday.") if "girlfriend" in n]
