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


# Who a named family member or partner is, told a turn later in a message opening on their pronoun
# ("My girlfriend Ama …" / "How long have you two been together?" / "Two years in March. She's a
# pharmacist at a hospital in Scarborough." -> "Has a girlfriend named Ama, a pharmacist at a hospital in Scarborough").
NAMED_KIN = st.sampled_from([("girlfriend", "She", "Ama"), ("boyfriend", "He", "Leo"), ("fiancée", "She", "Rosa"), ("wife", "She", "Agnieszka"),
                             ("husband", "He", "Dale"), ("brother", "He", "Tiago"), ("sister", "She", "Nora"), ("son", "He", "Kuba")])
NAMING_NAMED = st.sampled_from([
    "My {kin} {name} and I were arguing about it at dinner. I said yes, {sub_l} said no.",
    "My {kin} {name} says I work too much.",
    "Ha, my {kin} {name} would love that.",
])
ASKED = st.sampled_from([
    [("assistant", "Ha, I like {obj} already. How long have you known each other?")],
    [("assistant", "{Sub} sounds lovely! What does {sub_l} do?")],
    [("assistant", "Oh nice. Tell me more about {obj}.")],
    [("assistant", "Tell {name} the cows are on your side. How long have you two been together?")],  # their own name, said back
])
DETAILS = st.sampled_from([
    ("{Sub}'s a pharmacist at a hospital in Scarborough.", ", a pharmacist at a hospital in Scarborough"),
    ("{Sub}'s a nurse at the local clinic in Kisumu, works too hard.", ", a nurse at the local clinic in Kisumu"),
    ("{Sub} lives in Leeds now.", ", who lives in Leeds"),
    ("{Sub} works at Google.", ", who works at Google"),
])


def _named_conversation(naming: str, between, last: str, kin: str, pronoun: str, name: str) -> list[dict]:
    words = {"kin": kin, "name": name, "obj": "her" if pronoun == "She" else "him", "sub_l": pronoun.lower(), "Sub": pronoun}
    messages = [{"role": "assistant", "content": "How have you been?"}, {"role": "user", "content": naming.format(**words)}]
    messages += [{"role": role, "content": text.format(**words)} for role, text in between]
    return messages + [{"role": "user", "content": last.format(**words)}]


@settings(max_examples=120, deadline=None)
@given(NAMED_KIN, NAMING_NAMED, ASKED, DETAILS, st.sampled_from(["", "Two years in March. ", "Oh, ", "Haha. "]))
def test_who_the_named_person_in_focus_is(kin, naming: str, between, detail: tuple[str, str], lead: str) -> None:
    word, pronoun, name = kin
    said, shown = detail
    messages = _named_conversation(naming, between, lead + said, word, pronoun, name)
    notes = _last_notes(messages)
    assert f"Has {'an' if word[0] in 'aeiou' else 'a'} {word} named {name}{shown}" in notes, (messages[-1]["content"], notes)


@settings(max_examples=120, deadline=None)
@given(NAMED_KIN, NAMING_NAMED, DETAILS, st.sampled_from([
    ([("assistant", "Does your friend Sam like {obj}?")], ""),  # someone else named between
    ([("assistant", "Is your cousin Jo coming too?")], ""),
    ([("assistant", "Tell Jenny hi. How long have you two been together?")], ""),  # another name, said back
    ([("assistant", "Ha! My {kin} is the same.")], ""),  # the other party's own family
    ([("assistant", "How is your dad?")], ""),  # another of the user's family asked about since
    ([("assistant", "Ha.")], "Tom came too. "),  # someone else opens the message
    ([("assistant", "Ha.")], "Jenny and I laughed. "),
    ([("assistant", "Ha.")], "I met Priya there. "),
    ([("assistant", "Ha.")], "I think "),  # a doubt
    ([("assistant", "Ha.")], "Used to be that "),
]))
def test_someone_else_or_a_doubt_leaves_who_they_are_unread(kin, naming: str, detail: tuple[str, str], case) -> None:
    word, pronoun, name = kin
    between, lead = case
    said, shown = detail
    last = lead + (said[0].lower() + said[1:] if lead.endswith(("think ", "that ")) else said)
    messages = _named_conversation(naming, between, last, word, pronoun, name)
    notes = _last_notes(messages)
    assert not [n for n in notes if n.endswith(shown)], (messages, notes)


@settings(max_examples=60, deadline=None)
@given(NAMED_KIN, NAMING_NAMED, DETAILS)
def test_a_pronoun_that_does_not_fit_leaves_who_they_are_unread(kin, naming: str, detail: tuple[str, str]) -> None:
    word, pronoun, name = kin
    other = "He" if pronoun == "She" else "She"
    said, shown = detail
    messages = _named_conversation(naming, [("assistant", "Oh nice.")], said.replace("{Sub}", other), word, pronoun, name)
    notes = _last_notes(messages)
    assert not [n for n in notes if n.endswith(shown)], (messages, notes)


def test_a_workplace_by_its_kind_needs_its_town() -> None:
    from jobs.capture import _named_own

    assert [c.text for c in _named_own("My sister Nora is a cook at a restaurant in Moncton and loves it.", 0)] == [
        "Has a sister named Nora, a cook at a restaurant in Moncton"]
    assert [c.text for c in _named_own("My brother Tiago is a teacher at a school.", 0)] == ["Has a brother named Tiago"]
    assert [c.text for c in _named_own("My brother Tiago is a teacher at a school in the city.", 0)] == ["Has a brother named Tiago"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("obaachan", "grandma"), ("abuela", "grandmother"), ("nonna", "gran"), ("mum", "mom"), ("mother", "mum")]), DEEDS)
def test_the_other_party_may_name_them_in_other_words(words: tuple[str, str], deed: tuple[str, str]) -> None:
    mine, theirs = words
    said, shown = deed
    messages = [{"role": "assistant", "content": "How's the family?"}, {"role": "user", "content": f"My parents are in Osaka and my {mine} is like 91."},
                {"role": "assistant", "content": f"Is your {theirs} still living with your parents?"}, {"role": "user", "content": f"Yeah. She {said}"}]
    assert any(n.startswith(f"Their {mine} {shown}") for n in _last_notes(messages)), _last_notes(messages)


# A death in the family told by the pronoun of the family member in focus: "Is she still around?" /
# "No, she passed away in 2018." -> "Their grandmother passed away in 2018".
LOSSES = st.sampled_from([("passed away in 2018.", "passed away in 2018"), ("passed in 2018, the year before I opened the shop.", "passed in 2018"),
                          ("died when I was sixteen.", "died when they were sixteen"), ("died last year.", "died (2025)")])


@settings(max_examples=120, deadline=None)
@given(KIN, st.sampled_from(["My {kin} taught me everything.", "My {kin} loved jazz.", "I still think about my {kin} a lot."]),
       st.sampled_from(["That's beautiful. Is {sub_l} still around?", "Loved?", "Aww. Tell me more about {obj}."]), LOSSES,
       st.sampled_from(["", "No, ", "Sadly ", "Yeah. "]))
def test_a_death_told_by_the_pronoun_of_the_family_member_in_focus(kin, naming: str, asked: str, loss: tuple[str, str], lead: str) -> None:
    word, pronoun = kin
    said, shown = loss
    opening = pronoun if not lead or lead.endswith(". ") else pronoun.lower()
    messages = _conversation(naming, [("assistant", asked)], f"{lead}{opening} {said}", word, pronoun)
    messages[-1]["at"] = "2026-12-02T10:00:00Z"
    notes = _last_notes(messages)
    assert f"Their {word} {shown}" in notes, (messages[-1]["content"], notes)


@settings(max_examples=120, deadline=None)
@given(KIN, LOSSES, st.sampled_from([
    ([("assistant", "Does your friend Sam know?")], "{P} {l}"),  # someone else between
    ([("assistant", "Is your cousin okay?")], "{P} {l}"),
    ([("assistant", "My {kin} too. Do you miss {obj}?")], "{P} {l}"),  # the other party's own family
    ([("assistant", "Ha.")], "I dreamt {p} {l}"),  # a dream, a fear, a condition, a joke taken back
    ([("assistant", "Ha.")], "I'm scared {p} {l}"),
    ([("assistant", "Ha.")], "If {p} {l}"),
    ([("assistant", "Ha.")], "Tom said {p} {l}"),
    ([("assistant", "Ha.")], "{P} {l} Just kidding, {p} is fine."),
]))
def test_no_death_of_someone_else_or_of_a_dream(kin, loss: tuple[str, str], case) -> None:
    word, pronoun = kin
    between, last = case
    said, shown = loss
    text = last.replace("{P}", pronoun).replace("{p}", pronoun.lower()).replace("{l}", said)
    messages = _conversation("My {kin} taught me everything.", between, text, word, pronoun)
    messages[-1]["at"] = "2026-12-02T10:00:00Z"
    notes = _last_notes(messages)
    assert not [n for n in notes if "died" in n or "passed" in n], (messages, notes)


@settings(max_examples=60, deadline=None)
@given(KIN, DEEDS, st.sampled_from(["Tom came too. ", "Priya said so. ", "Jenny and I laughed. ", "Sam was there. "]))
def test_a_sentence_opening_on_someone_else_leaves_the_deed_unread(kin: tuple[str, str], deed: tuple[str, str], lead: str) -> None:
    # "Tom came too. He taught me to fish": the "he" may be Tom (this was read as the dad in focus)
    word, pronoun = kin
    said, shown = deed
    messages = _conversation("My {kin} is coming to stay next week, I can't wait.", [("assistant", "What is {sub_l} like?")], f"{lead}{pronoun} {said}", word, pronoun)
    assert not [n for n in _last_notes(messages) if shown in n], (messages[-1]["content"], _last_notes(messages))
