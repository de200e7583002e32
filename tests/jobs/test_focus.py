""""She taught me to cook" is what the user's grandmother did for them when the grandmother was named
a turn or two before and nobody else since ("My grandmother in Pune passed away…" / "Do you have a
favourite memory of her?" / "She taught me to cook." -> "Their grandmother taught them to cook").
Generated over family members, the turns between and the deeds; the lookalikes leave the pronoun
unread: someone else named between, the other party's own family, a pronoun that does not fit, two
family members, a name too far back."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

# (kin word, its pronoun)
KIN = st.sampled_from([("grandmother", "She"), ("grandma", "She"), ("mum", "She"), ("aunt", "She"), ("nan", "She"),
                       ("dad", "He"), ("grandpa", "He"), ("uncle", "He"), ("grandfather", "He")])
NAMING = st.sampled_from([
    "Hi Tomas. Sorry I've been quiet. My {kin} in Pune passed away two weeks ago, so I flew to India for the funeral.",
    "My {kin} is coming to stay next week, I can't wait.",
    "Honestly my {kin} is the reason I'm like this.",
])
BETWEEN = st.sampled_from([
    [("assistant", "Oh Priya, I'm so sorry. I know how close you were with {obj}. How are you holding up?"),
     ("user", "Thanks, Tomas. It's been hard."), ("assistant", "Do you have a favourite memory of {obj}?")],
    [("assistant", "What is {sub_l} like?")],
    [("assistant", "Aww. Tell me about your {kin}!")],
    [("assistant", "That's lovely. What did {sub_l} do?")],
])
DEEDS = st.sampled_from([
    ("taught me to cook.", "taught them to cook"), ("taught me how to fish when I was little.", "taught them how to fish"),
    ("got me into running.", "got them into running"), ("basically raised me until I was seven.", "raised them until they were seven"),
])


def _conversation(naming: str, between: list[tuple[str, str]], last: str, kin: str, pronoun: str) -> list[dict]:
    obj = "her" if pronoun == "She" else "him"
    words = {"kin": kin, "obj": obj, "sub_l": pronoun.lower()}
    messages = [{"role": "assistant", "content": "How have you been?"}, {"role": "user", "content": naming.format(**words)}]
    messages += [{"role": role, "content": text.format(**words)} for role, text in between]
    if messages[-1]["role"] == "user":
        messages.append({"role": "assistant", "content": "I see."})
    return messages + [{"role": "user", "content": last}]


def _last_notes(messages: list[dict]) -> list[str]:
    return [c.text for c in rule_candidates(messages, first_new_turn=len(messages) - 1)]


@settings(max_examples=120, deadline=None)
@given(KIN, NAMING, BETWEEN, DEEDS, st.sampled_from(["", "Oh, ", "Honestly? "]))
def test_what_the_family_member_in_focus_did_for_the_user(kin: tuple[str, str], naming: str, between, deed: tuple[str, str], lead: str) -> None:
    word, pronoun = kin
    said, shown = deed
    messages = _conversation(naming, between, f"{lead}{pronoun} {said}", word, pronoun)
    notes = _last_notes(messages)
    assert any(n.startswith(f"Their {word} {shown}") for n in notes), (messages[-1]["content"], notes)


@settings(max_examples=120, deadline=None)
@given(KIN, NAMING, DEEDS, st.sampled_from([
    [("assistant", "Did your friend Sam go with you? What is {sub_l} like?")],  # someone else named between
    [("assistant", "My {kin} was the same. Do you miss {obj}?")],  # the other party's own family
    [("assistant", "Was Jenny there too?")],
    [("user", "My boss is being difficult again."), ("assistant", "Ugh, sorry.")],  # the user speaks of someone else
    [("user", "Anyway."), ("assistant", "Sure."), ("user", "Ok."), ("assistant", "Right.")],  # too far back
]))
def test_someone_else_between_leaves_the_pronoun_unread(kin: tuple[str, str], naming: str, deed: tuple[str, str], between) -> None:
    word, pronoun = kin
    said, shown = deed
    messages = _conversation(naming, between, f"{pronoun} {said}", word, pronoun)
    notes = _last_notes(messages)
    assert not [n for n in notes if shown in n], (messages, notes)


@settings(max_examples=60, deadline=None)
@given(KIN, NAMING, DEEDS)
def test_a_pronoun_that_does_not_fit_or_two_family_members_leave_it_unread(kin: tuple[str, str], naming: str, deed: tuple[str, str]) -> None:
    word, pronoun = kin
    said, shown = deed
    other = "He" if pronoun == "She" else "She"
    messages = _conversation(naming, [("assistant", "Oh wow.")], f"{other} {said}", word, pronoun)
    assert not [n for n in _last_notes(messages) if shown in n], messages
    both = _conversation(naming.replace("y {kin}", "y {kin} and my cousin"), [("assistant", "Oh wow.")], f"{pronoun} {said}", word, pronoun)
    assert not [n for n in _last_notes(both) if shown in n], both
    two = _conversation(naming.replace("y {kin}", "y sister and my {kin}"), [("assistant", "Oh wow.")], f"{pronoun} {said}", word, pronoun)
    assert not [n for n in _last_notes(two) if f"Their {word}" in n and shown in n], two
