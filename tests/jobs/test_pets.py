"""What the user's named animal is, said around its name, joins its note: "My cat Mabel would not
approve. She's a fourteen-year-old tabby" -> "Has a cat named Mabel, a fourteen-year-old tabby".
Generated over animals, names, ages, kinds and frames; and the lookalikes that keep the bare note (a
judgement, a doubt, a past, someone else's view, someone else the pronoun may stand for)."""

from __future__ import annotations

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.jobs.turns import notes_after as _notes


_ANIMALS = st.sampled_from(["dog", "cat", "rabbit", "beagle", "greyhound", "gecko", "kitten", "horse"])
_NAMES = st.sampled_from(["Mabel", "Rolo", "Biscuit", "Pepper", "Chorizo", "Juniper", "Tiger", "Pączek"])
_AGES = st.sampled_from(["fourteen-year-old", "three-year-old", "6-year-old", "two-month-old", "nine year old"])
_KINDS = st.sampled_from([
    "tabby", "shepherd mix", "Staffordshire bull terrier", "rescue", "leopard gecko", "pit mix", "retired racing greyhound",
    "Maine Coon", "lab cross", "street dog",
])
_AFTER = st.sampled_from(["", " from a rescue in Stockport", " from the shelter", " from Wrocław"])
_FRAMES = st.sampled_from([
    "My {a} {n} would not approve. {P}'s a {age} {k}{w} who rules the house.",
    "My {a} {n} is sitting on my feet right now. {P}'s a {age} {k}{w}.",
    "Our {a} {n}, a {age} {k}{w}, sleeps all day.",
    "And she's obsessed with our {a} {n} - {p}'s a {age} {k}{w} I adopted years ago.",
    "Oh, my {a} {n} is a {age} {k}{w} and very vocal about it.",
])


@settings(max_examples=120, deadline=None)
@given(_ANIMALS, _NAMES, _AGES, _KINDS, _AFTER, _FRAMES, st.sampled_from(["he", "she"]))
def test_what_the_named_animal_is_joins_its_note(animal: str, name: str, age: str, kind: str, after: str, frame: str, pronoun: str) -> None:
    text = frame.format(a=animal, n=name, age=age, k=kind, w=after, p=pronoun, P=pronoun.capitalize())
    notes = _notes(text)
    expected = f"Has a {animal} named {name}, a {age} {kind}{after}"
    assert expected in notes, (text, notes)


@settings(max_examples=40, deadline=None)
@given(_ANIMALS, _NAMES, st.sampled_from(["two", "nine", "fourteen", "6"]), st.sampled_from(["", " years old", " now"]))
def test_the_named_animal_s_age_joins_its_note(animal: str, name: str, age: str, tail: str) -> None:
    text = f"My {animal} {name} is {age}{tail}."
    assert f"Has a {animal} named {name}, who is {age}" in " ".join(_notes(text)), (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(_ANIMALS, _NAMES, _AGES, _KINDS, st.sampled_from([
    # a judgement, not a kind
    "My {a} {n} is home. {P}'s a total lap dog.",
    "My {a} {n}? {P}'s a good boy.",
    # a doubt, a denial, a past, someone else's view
    "My {a} {n} is a {age} {k}, I think.",
    "My {a} {n}. {P}'s not a {age} {k}.",
    "My {a} {n} was a {age} {k} when we got {o}.",
    "My {a} {n} died last year. {P}'s a {age} {k}.",
    "Mum says my {a} {n} is a {age} {k}.",
    "My {a} {n} is probably a {age} {k}.",
    # someone or something else the pronoun may stand for
    "My {a} {n} hates my sister. {P}'s a {age} {k}.",
    "My {a} {n} chased the neighbour's cat. {P}'s a {age} {k}.",
    "My {a} {n} met Rufus today. {P}'s a {age} {k}.",
]), st.sampled_from(["he", "she"]))
def test_a_judgement_a_doubt_or_someone_else_keeps_the_bare_note(animal: str, name: str, age: str, kind: str, frame: str, pronoun: str) -> None:
    text = frame.format(a=animal, n=name, age=age, k=kind, P=pronoun.capitalize(), o="him" if pronoun == "he" else "her")
    notes = _notes(text)
    assert not any(n.startswith(f"Has a {animal} named {name},") for n in notes), (text, notes)


def _answer(question: str, text: str) -> list[str]:
    from jobs.capture import rule_candidates

    messages = [{"role": "assistant", "content": question}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["greyhound", "cat", "beagle", "rabbit", "kitten", "terrier"]), st.sampled_from(["him", "her"]),
       st.sampled_from(["a racing rescue", "the shelter", "the Toronto Humane Society", "a sanctuary in Kent"]), st.sampled_from([
           ("", "True, our lazy {a} is the calmest creature alive. {P} sleeps all day. We adopted {o} from {w}."),
           ("Is that a new {a}?", "Yes! I adopted {o} from {w}."),
           ("Who's this?!", "My {a}! I rescued {o} from {w} last year."),
       ]))
def test_the_animal_adopted_is_said_by_its_kind(animal: str, obj: str, where: str, case: tuple[str, str]) -> None:
    question, frame = case
    text = frame.format(a=animal, o=obj, w=where, P="He" if obj == "him" else "She")
    notes = _answer(question.format(a=animal) or "How have you been?", text)
    assert any(regex.match(rf"(?:Adopted|Rescued) an? {animal} from {where}", n) for n in notes), (question, text, notes)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["three-year-old mutt", "six-year-old Staffordshire bull terrier", "two-month-old tabby"]), st.sampled_from(["him", "her"]))
def test_the_kind_said_next_is_the_animal_adopted(kind: str, obj: str) -> None:
    pronoun = "He" if obj == "him" else "She"
    notes = _answer("Who's this?!", f"I adopted {obj} from the Toronto Humane Society! {pronoun}'s a {kind}. Named after Miles Davis.")
    assert any(n.startswith(f"Adopted a {kind} from the Toronto Humane Society") for n in notes), notes


def test_two_animals_a_judgement_or_a_doubt_keep_a_pet() -> None:
    assert any(n.startswith("Adopted a pet") for n in _notes("My dog and my cat are best friends. I adopted him from a shelter."))
    notes = _answer("Is that a new cat?", "Yes! I adopted her from the shelter. She's a total diva.")
    assert any(n.startswith("Adopted a cat from the shelter") for n in notes), notes  # the judgement is no kind: the question's cat
    notes = _answer("Who's this?", "I adopted him from a shelter. He's maybe a three-year-old lab, not sure.")
    assert not any("lab" in n for n in notes), notes
