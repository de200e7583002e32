"""Chat style with no "I": a life event ("Moved to Berlin in 2019"), a lasting state and how long
("Been married for 12 years"), a household ("Have two kids") are facts like their full forms; a
stretch of time, a reaction or a wish said the same way ("Been a while", "Moved by your words",
"Have a great day") is not. Generated: any place, number, noise and order."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

PLACE = st.sampled_from(["Berlin", "Leeds", "Kisumu", "Montréal", "Osaka", "Truro", "Lyon"])
YEAR = st.sampled_from(["2009", "2015", "2019", "2021"])
COUNT = st.sampled_from(["two", "three", "four", "2", "3"])
KIDS = st.sampled_from(["kids", "daughters", "sons", "dogs", "cats", "grandkids"])
ROLE = st.sampled_from(["nurse", "teacher", "welder", "chef", "lawyer"])
SPAN = st.sampled_from(["12 years", "about ten years", "six months", "a couple of years", "nearly twenty years"])
NOISE = st.sampled_from(["Haha.", "How are you?", "It was a long week.", "Thanks so much!", "Anyway!", "Time flies."])

FACTS = [
    ("Moved to {place} in {year}.", "Moved to {place} in {year}"),
    ("Moved to {place} in {year} for work.", "Moved to {place} in {year} for work"),
    ("Have {count} {kids}.", "Has {count} {kids}"),
    ("Got {count} {kids} at home.", "Has {count} {kids} at home"),
    ("Been married for {span}.", "Has been married for {span}"),
    ("Been a {role} for {span}.", "Has been a {role} for {span}"),
    ("Been a {role} since {year}.", "Has been a {role} since {year}"),
    ("Been together since {year}.", "Has been together since {year}"),
]
# What a note must never be made from: a stretch of time, how something went, a reaction, a wish.
LOOKALIKES = [
    "Been a while since we talked.",
    "Been a nightmare for {span}.",
    "Been a long week for {span}.",
    "Been a rough {span}.",
    "Moved by your words.",
    "Moved to tears by that film.",
    "Have a great day!",
    "Have fun in {place}!",
    "Have a look at this.",
    "Got a lot on my plate.",
    "Been there for {span}?",
    "Have {count} {kids} coming over tonight.",
]


def _notes(text: str) -> list[str]:
    found = rule_candidates([{"role": "user", "content": text, "at": "2023-05-08T10:00:00Z"}, {"role": "assistant", "content": "Ok."}])
    return [c.text for c in found]


WORDS = st.fixed_dictionaries({"place": PLACE, "year": YEAR, "count": COUNT, "kids": KIDS, "role": ROLE, "span": SPAN})


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(FACTS), WORDS, NOISE, st.booleans())
def test_a_subjectless_fact_is_kept_whatever_the_words_and_the_noise(case, words, noise, noise_first):
    sentence = case[0].format(**words)
    text = f"{noise} {sentence}" if noise_first else f"{sentence} {noise}"
    assert case[1].format(**words) in _notes(text), (text, _notes(text))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(LOOKALIKES), WORDS, NOISE, st.booleans())
def test_a_subjectless_lookalike_gives_no_note(template, words, noise, noise_first):
    sentence = template.format(**words)
    text = f"{noise} {sentence}" if noise_first else f"{sentence} {noise}"
    assert _notes(text) == [], (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["fav", "fave", "Fav", "favourite", "favorite"]), st.sampled_from([("band", "Muse"), ("food", "ramen"), ("film", "Alien")]), NOISE)
def test_a_fav_in_chat_style_is_a_favourite_in_one_slot(word, pair, noise):
    thing, value = pair
    notes = _notes(f"{noise} My {word} {thing} is {value}!")
    spelled = "Favorite" if word == "favorite" else "Favourite"
    assert f"{spelled} {thing}: {value}" in notes, notes


WHO = st.sampled_from([("They", ""), ("The hospital", ""), ("Lipa Haraka", " by Lipa Haraka"), ("She", "")])
OFFER = st.sampled_from(["a place on the midwifery course", "the internship", "a job at the library", "a full scholarship", "a permanent contract"])
WHEN = st.sampled_from([("this morning", " (2023-05-08)"), ("yesterday", " (2023-05-07)"), ("last week", " (week of 2023-05-01)"), ("", "")])


@settings(max_examples=100, deadline=None)
@given(WHO, OFFER, WHEN, NOISE)
def test_an_offer_of_a_job_or_a_place_is_what_the_user_was_offered_dated(who, offer, when, noise):
    text = f"{noise} {who[0]} offered me {offer}{' ' + when[0] if when[0] else ''}!"
    assert f"Was offered {offer}{who[1]}{when[1]}" in _notes(text), (text, _notes(text))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["a drink", "a lift home", "a loan", "some cake", "a discount", "their seat"]), WHO, NOISE)
def test_an_offer_of_anything_else_is_no_note(thing, who, noise):
    assert _notes(f"{noise} {who[0]} offered me {thing}.") == []


SOMEONE = st.sampled_from(["My sister?", "Jake's doing well.", "My neighbour is a character.", "My {kin} is great.", "Tom? Oh he's fine."])


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(FACTS), WORDS, SOMEONE, st.sampled_from(["brother", "mum", "dog", "boss"]))
def test_a_subjectless_fact_after_someone_else_is_theirs(case, words, someone, kin):
    text = f"{someone.format(kin=kin)} {case[0].format(**words)}"
    assert case[1].format(**words) not in _notes(text), (text, _notes(text))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(FACTS), WORDS, st.sampled_from(["brother", "mum", "dog", "wife", "boss"]),
       st.sampled_from(["What does your {kin} do?", "How's your {kin} doing?", "And your {kin}?"]))
def test_a_subjectless_answer_about_their_person_is_that_persons(case, words, kin, question):
    found = rule_candidates([{"role": "assistant", "content": question.format(kin=kin)},
                             {"role": "user", "content": case[0].format(**words), "at": "2023-05-08T10:00:00Z"}])
    assert case[1].format(**words) not in [c.text for c in found]
    alone = rule_candidates([{"role": "assistant", "content": "What's new with you?"},
                             {"role": "user", "content": case[0].format(**words), "at": "2023-05-08T10:00:00Z"}])
    assert case[1].format(**words) in [c.text for c in alone]  # the same words, asked about the user, are theirs


@pytest.mark.parametrize("message, note", [
    ("We've moved to Leeds.", "Has moved to Leeds"),
    ("I've retired!", "Has retired"),
    ("Been sober for a year!", "Has been sober for a year"),
    ("Been a fan of Muse since 2010.", "Has been a fan of Muse since 2010"),
])
def test_a_household_event_a_one_word_event_and_a_long_state(message, note):
    assert note in _notes(message)


@pytest.mark.parametrize("message", ["We've sold the car.", "I've moved.", "Been a while since I saw you.", "We've been busy."])
def test_what_only_looks_like_one_gives_no_note(message):
    assert _notes(message) == []


SINCE = st.sampled_from([("since retiring from {what}", "Retired from {what}"), ("since I moved to {place}", "Moved to {place}"),
                         ("ever since moving to {place}", "Moved to {place}"), ("since leaving my job at {what}", "Left their job at {what}")])
FRAME = st.sampled_from(["It's my first winter {since}.", "I've been so much happier {since}!", "Things are calmer {since}, honestly.", "{Since}, I cook a lot more."])
WHAT = st.sampled_from(["the fire service", "the bank", "the council", "Acme Corp"])


@settings(max_examples=150, deadline=None)
@given(SINCE, FRAME, WHAT, PLACE, NOISE)
def test_a_life_event_said_after_since_is_kept(since, frame, what, place, noise):
    said, note = (part.format(what=what, place=place) for part in since)
    text = f"{noise} {frame.format(since=said, Since=said[:1].upper() + said[1:])}"
    assert note.format(what=what, place=place) in _notes(text), (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["She's been lonely since moving to {place}.", "He's happier since leaving his job at the bank.",
                        "I haven't played since starting the book.", "Since when do you live in {place}?",
                        "They've been quiet since retiring from the band."]), PLACE, NOISE)
def test_since_someone_elses_event_or_no_event_gives_nothing_of_it(template, place, noise):
    text = f"{noise} {template.format(place=place)}"
    assert not any(n.startswith(("Moved", "Left", "Retired", "Started")) for n in _notes(text)), (text, _notes(text))
