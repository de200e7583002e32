"""A detail told as a fragment right after a fact joins that fact's note ("I started the
prerequisites for the NP program. One online stats class this summer."). A reaction, a fragment
about someone, a question or a sentence of its own never does. Generated: any fact the capture
reads, any detail fragment, any reaction."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.conversation import parse_conversation
from jobs.elaboration import elaborated, is_detail_fragment
from jobs.passes import run_pass
from store.memory import Memory

FACT = st.sampled_from([
    "I started a pottery class.",
    "I work at a bakery.",
    "I got a new job.",
    "I moved to Leeds.",
    "I've been playing the violin for years.",
    "I adopted a rescue dog.",
])
# A detail: a number, a date or a time word, or a name; no one in it, no verb.
DETAIL = st.sampled_from([
    "Since 2019.",
    "Two evenings a week.",
    "Every Saturday morning, at the community centre.",
    "Software engineer at Stripe.",
    "Three years in March.",
    "Near Headingley, with a little garden.",
    "A beagle called Biscuit.",
    "Since September.",
])
# What is no detail of the fact: a reaction, a pronoun, a verb, a question, a negation.
NOT_DETAIL = st.sampled_from([
    "So cool!",
    "Can't wait.",
    "Best decision ever.",
    "Haha, 2 years late.",
    "Her first, due in October.",
    "He starts in May.",
    "It was in 2019.",
    "Since when?",
    "Not in 2019 though.",
    "Fingers crossed for March.",
    "That's in June.",
    "Love it, since 2019.",
    "🎉 Since 2019.",
    "Died in March.",  # a past verb: what happened after, not a detail
    "Fired after two weeks.",
    "Tomorrow, 10am.",  # a relative date
    "Hypothetically, in March.",
    "Because of my depression, since March.",  # the user's own words
    "Depuis 2019, avec mes enfants.",
    "Teacher: Sarah Jones.",  # a label: someone else's name
])
LEAD = st.sampled_from(["", "Thanks! ", "Oh, and other news: ", "Busy week. "])


def _items(message: str):
    messages = [{"role": "assistant", "content": "What's new?"}, {"role": "user", "content": message}]
    return [replace(c, said=message) for c in rule_candidates(messages, first_new_turn=1)]


def _elaborated(message: str) -> list[str]:
    items = _items(message)
    return [elaborated(c, items).text for c in items]


@settings(max_examples=60, deadline=None)
@given(lead=LEAD, fact=FACT, detail=DETAIL)
def test_a_detail_fragment_joins_the_note_before_it(lead: str, fact: str, detail: str) -> None:
    alone = [c.text for c in _items(lead + fact)]
    assert alone, "the fact alone is read"
    said = f"{lead}{fact} {detail}"
    items = _items(said)
    out = [elaborated(c, items) for c in items]
    words = detail.rstrip(".")
    assert any(o.text.endswith(words[0].lower() + words[1:]) or o.text.endswith(words) for o in out), (said, [o.text for o in out])
    for o in out:
        assert o.evidence in said  # evidence stays the user's own words


@settings(max_examples=80, deadline=None)
@given(lead=LEAD, fact=FACT, other=NOT_DETAIL)
def test_a_reaction_or_a_sentence_of_its_own_joins_nothing(lead: str, fact: str, other: str) -> None:
    assert not is_detail_fragment(other)
    alone = [c.text for c in _items(lead + fact)]
    said = f"{lead}{fact} {other}"
    assert all(text in alone or other.rstrip(".!?") not in text for text in _elaborated(said))


def test_the_fragment_must_follow_the_sentence_the_note_rests_on() -> None:
    # The detail after another sentence is not this note's.
    said = "I work at a bakery. The weather here is awful. Since 2019."
    assert not any(text.endswith("since 2019") and "bakery" in text for text in _elaborated(said))


def test_a_fragment_with_the_users_own_words_joins_nothing() -> None:
    """"my old ward", "mes enfants": whose, the fragment says in the first person; left out."""
    assert _elaborated("I got a new job. Senior nurse on my old ward, from March.") == ["Got a new job"]


def test_in_a_pass_the_note_keeps_its_detail_and_its_date(memory: Memory, now) -> None:
    messages = [
        {"role": "user", "content": "Hi!", "at": "2024-05-10T12:00:00Z"},
        {"role": "assistant", "content": "What's new?"},
        {"role": "user", "content": "Thanks! And other news, I started the prerequisites for the NP program. One online stats class this summer.", "at": "2024-05-10T12:00:00Z"},
        {"role": "assistant", "content": "Nice."},
    ]
    run_pass(memory, parse_conversation({"id": "c-el", "messages": messages}, 20_000), None, now=now())
    texts = [n.text for n in memory.notes(now=now())]
    assert "Started the prerequisites for the NP program, one online stats class this summer" in texts, texts


SECRET = st.sampled_from(["Account 12345678.", "Salary 55k.", "PIN 4821.", "Phone 07700 900123.", "Seed words abandon ability able about above absent."])


@settings(max_examples=40, deadline=None)
@given(lead=LEAD, fact=FACT, secret=SECRET)
def test_a_fragment_the_guard_refuses_leaves_the_fact_as_it_was(lead: str, fact: str, secret: str) -> None:
    alone = [c.text for c in _items(lead + fact)]
    out = _elaborated(f"{lead}{fact} {secret}")
    assert all(text in alone for text in out), out
    assert any(text in out for text in alone), (alone, out)


def test_a_fragment_after_a_sentence_with_two_notes_joins_neither() -> None:
    """Whose detail it is, is not said: "I live in Leeds and I work at a bakery. Since 2019." keeps
    both facts as they were, and a family member's note never takes what they do."""
    for said in ("I live in Leeds and I work at a bakery. Since 2019.", "I started running with my son Kuba. Three mornings a week.",
                 "My son Kuba plays football. Every Saturday."):
        assert not any(t.endswith(("since 2019", "three mornings a week", "every Saturday")) for t in _elaborated(said)), _elaborated(said)


def test_a_name_keeps_its_capital() -> None:
    assert any(t.endswith(", Luna and Sol") for t in _elaborated("I have two cats. Luna and Sol.")), _elaborated("I have two cats. Luna and Sol.")
    assert any(t.endswith(", a beagle called Biscuit") for t in _elaborated("I adopted a rescue dog. A beagle called Biscuit.")), _elaborated("I adopted a rescue dog. A beagle called Biscuit.")


def test_a_removed_note_is_not_learned_again_with_a_detail(memory: Memory, now) -> None:
    first = [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hey"},
             {"role": "user", "content": "I started a pottery class."}, {"role": "assistant", "content": "Nice."}]
    run_pass(memory, parse_conversation({"id": "c-a", "messages": first}, 20_000), None, now=now())
    note = next(n for n in memory.notes(now=now()) if n.text == "Started a pottery class")
    memory.delete(note.id, now=now())
    again = [{"role": "user", "content": "Hello"}, {"role": "assistant", "content": "Hey"},
             {"role": "user", "content": "I started a pottery class. Two evenings a week."}, {"role": "assistant", "content": "Nice."}]
    run_pass(memory, parse_conversation({"id": "c-b", "messages": again}, 20_000), None, now=now())
    assert not any("pottery" in n.text for n in memory.notes(now=now())), [n.text for n in memory.notes(now=now())]


def test_a_chat_sentence_with_its_subject_left_out_is_no_detail() -> None:
    # "I've moved down to the Gower. Sold the old house in Cardiff back in November.": a second fact, never the first one's detail
    for text in ("Sold the old house in Cardiff back in November.", "Finished the first draft in May.", "Booked a ranch outside Boerne.", "Just bought a van in June."):
        assert not is_detail_fragment(text), text
    for text in ("One online stats class this summer.", "February 9th, a Friday."):
        assert is_detail_fragment(text), text


WORK = st.sampled_from([("I'm writing a book.", "Is writing a book"), ("I have a side project.", "Has a side project"),
                        ("I started a podcast.", "Started a podcast"), ("I run a small bakery.", "Runs a small bakery")])
SAYS_WHAT = st.sampled_from([("It's about the Otago gold rush.", " about the Otago gold rush"),
                             ("It's an app for tracking bird sightings.", ", an app for tracking bird sightings"),
                             ("It's called Spoke & Chain.", " called Spoke & Chain"),
                             ("It is all about local history in Leeds!", " all about local history in Leeds")])


@settings(max_examples=60, deadline=None)
@given(lead=LEAD, work=WORK, says=SAYS_WHAT)
def test_what_a_work_is_told_right_after_joins_its_note(lead: str, work, says) -> None:
    (fact, note), (sentence, joined) = work, says
    found = _elaborated(f"{lead}{fact} {sentence}")
    if joined.startswith(" called"):  # a name is read by the capture itself where it can ("The side project is called …")
        assert note + joined in found or any("Spoke & Chain" in n and n != note for n in found), found
    else:
        assert note + joined in found, found


@settings(max_examples=60, deadline=None)
@given(lead=LEAD, work=WORK, other=st.sampled_from([
    "It's a lot of work.", "It's about time I finished it 🙃.", "It's a great group of people.", "It's due next week.",
    "It's about to launch, maybe.", "It's not about money.", "It's a pain, honestly.", "Is it about the gold rush?",
    "It was a bakery before.", "It's a nightmare with him around.", "It's an absolute disaster.", "It's a flop.",
    "It's an app, a disaster waiting to happen.", "It's a secret for now.",
]))
def test_a_reaction_a_doubt_or_someone_else_after_a_work_joins_nothing(lead: str, work, other: str) -> None:
    fact, note = work
    assert note in _elaborated(f"{lead}{fact} {other}")


ANIMAL_FACT = st.sampled_from([("I adopted a dog.", "Adopted a dog"), ("I have a cat.", "Has a cat"), ("I've got a rescue greyhound!", "Has a rescue greyhound")])
ANIMAL_IS = st.sampled_from([("He's a six-year-old Staffordshire bull terrier from a rescue in Stockport.", ", a six-year-old Staffordshire bull terrier from a rescue in Stockport"),
                             ("She is a grey tabby with white paws!", ", a grey tabby with white paws")])


@settings(max_examples=40, deadline=None)
@given(lead=LEAD, fact=ANIMAL_FACT, says=ANIMAL_IS)
def test_what_the_users_animal_is_told_right_after_joins_its_note(lead: str, fact, says) -> None:
    (said, note), (sentence, joined) = fact, says
    assert note + joined in _elaborated(f"{lead}{said} {sentence}")


@settings(max_examples=40, deadline=None)
@given(lead=LEAD, fact=ANIMAL_FACT, other=st.sampled_from([
    "She's a menace lol.", "He's a good boy.", "She's a vet, my sister I mean.", "He's a nightmare with the postman.",
    "He was a stray before.", "She's not a fan of baths.", "Is he a terrier?", "He's a lot of work.",
]))
def test_a_reaction_or_a_past_about_the_animal_joins_nothing(lead: str, fact, other: str) -> None:
    said, note = fact
    assert note in _elaborated(f"{lead}{said} {other}")


# When the detail holds, said after it (stop 36): "Costa da Caparica, early Monday mornings when the
# restaurant is closed" joined nothing (the clause's verb made the fragment a sentence), nor did
# "Tuesdays at the lido" (a weekday in the plural was no time word).
WHEN_HOLDS = st.sampled_from([" when the restaurant is closed", ", when the weather is good", " before the shop opens", " while the kids are at school", " after the morning shift"])
WHEN_DETAIL = st.sampled_from(["Tuesdays at the lido", "Every Saturday morning at the community centre", "Costa da Caparica, early Monday mornings", "Two evenings a week"])


HABIT_FACT = st.sampled_from(["I work at a bakery.", "I swim a lot.", "I've been playing the violin for years.", "I teach yoga."])


@settings(max_examples=60, deadline=None)
@given(lead=LEAD, fact=HABIT_FACT, detail=WHEN_DETAIL, when=WHEN_HOLDS)
def test_a_detail_with_when_it_holds_joins_the_note_before_it(lead: str, fact: str, detail: str, when: str) -> None:
    said = f"{lead}{fact} {detail}{when}."
    out = _elaborated(said)
    assert any(o.endswith(detail[:1].lower() + detail[1:] + when) or o.endswith(detail + when) for o in out), (said, out)


@settings(max_examples=60, deadline=None)
@given(lead=LEAD, fact=FACT, detail=WHEN_DETAIL, when=st.sampled_from([
    " when we can get a gig", " when my kids are at their dad's", " when it isn't raining", " when the owner is away lol", " if the weather is good",
    " when I'm not at work", " before the shop opens tomorrow", " when you visit", " when the boss might notice", " when Tom is away?",
]))
def test_a_when_clause_about_someone_hedged_or_one_off_joins_nothing(lead: str, fact: str, detail: str, when: str) -> None:
    said = f"{lead}{fact} {detail}{when}."
    assert not any(when.strip(" ,?") in o for o in _elaborated(said)), (said, _elaborated(said))


@settings(max_examples=40, deadline=None)
@given(fact=st.sampled_from(["I moved to Leeds.", "I adopted a rescue dog.", "I got a new job.", "I'd love to surf.", "I want to start a pottery class."]),
       detail=WHEN_DETAIL, when=WHEN_HOLDS)
def test_when_it_holds_joins_no_one_off_and_no_wish(fact: str, detail: str, when: str) -> None:
    """An attacker's cases: "Moved to Leeds, Tuesdays at the lido, when the weather is good"."""
    said = f"{fact} {detail}{when}."
    assert not any(when.strip(" ,") in o for o in _elaborated(said)), (said, _elaborated(said))
