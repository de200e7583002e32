"""A message typed in chat spelling ("im", "ive", "dont", "w them") gives the notes its written-out
form gives, and its evidence is always the user's own characters. Generated: any fact of the
kinds below, each spelling of it, any noise."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.chat_words import original_span, written_out

# (written out, as typed): the same sentence both ways.
PAIRS = [
    ("I'm doing my thesis on {thing} now.", "im doing my thesis on {thing} now"),
    ("I'm learning {thing} this year.", "im learning {thing} this year"),
    ("I don't eat {food}.", "i dont eat {food}"),
    ("I want to learn {thing}.", "i wanna learn {thing}"),
    ("I've been vegan for three years.", "ive been vegan for three yrs"),
    ("I'm a nurse on the children's ward.", "im a nurse on the children's ward"),
]
THING = st.sampled_from(["kelp forests", "rust", "pottery", "the guitar", "japanese"])
FOOD = st.sampled_from(["meat", "pork", "gluten", "dairy"])
NOISE = st.sampled_from(["", "omg ", "ok so ", "hey! "])


def _candidates(text: str):
    return rule_candidates([{"role": "user", "content": text, "at": "2023-05-08T10:00:00Z"}, {"role": "assistant", "content": "Ok."}])


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PAIRS), THING, FOOD, NOISE)
def test_chat_spelling_gives_the_written_out_notes_and_the_users_own_evidence(pair, thing, food, noise):
    proper, typed = (p.format(thing=thing, food=food) for p in pair)
    message = noise + typed
    found = _candidates(message)
    assert [c.text for c in found] == [c.text for c in _candidates(proper)]
    for c in found:
        assert c.evidence in message, (c.evidence, message)


def test_only_words_with_one_reading_are_written_out():
    assert written_out("I feel ill. My ID card is gone. Its paws are wet. It won't work.") is None
    text, _, _ = written_out("she lives w them and im fine")
    assert text == "she lives with them and I'm fine"
    assert written_out("w/e, see you") is None
    assert written_out("Moved to BC in 2019, I work at ABT as a dancer. IM me.") is None  # capitals are names


def test_a_written_out_span_maps_back_to_what_was_typed():
    typed = "ok so im doing my thesis w my prof"
    written = written_out(typed)
    start, end = original_span(written, "I'm doing my thesis with my prof")
    assert typed[start:end] == "im doing my thesis w my prof"


def test_a_request_in_chat_spelling_keeps_the_users_words():
    found = _candidates("remember that im allergic to peanuts")
    assert [(c.text, c.category) for c in found] == [("im allergic to peanuts", "requested")]


def test_a_placeholder_named_after_a_dash_is_read_as_what_it_names():
    found = _candidates("I finally started something I've wanted to do forever - beekeeping!")
    assert [c.text for c in found] == ["Finally started beekeeping"]
    assert found[0].evidence in "I finally started something I've wanted to do forever - beekeeping!"
    assert "Picked up knitting" in [c.text for c in _candidates("I picked up a new hobby: knitting.")]
    assert _candidates("I started something - not sure what yet.") == []
    assert _candidates("I made something - can't wait to show you.") == []


@pytest.mark.parametrize("message, note", [
    ("I did start a pottery class last month.", "Started a pottery class (2023-04)"),
    ("We did move to Leeds in the end.", "Moved to Leeds in the end"),
    ("I did start something new though - a Thursday night pottery class!", "Started a Thursday night pottery class"),
])
def test_an_emphatic_did_is_the_plain_past(message, note):
    found = _candidates(message)
    assert note in [c.text for c in found]
    assert all(c.evidence in message for c in found)


@pytest.mark.parametrize("message", ["I did not move to Leeds.", "I did it!", "Did you start a class?"])
def test_a_did_that_is_no_emphasis_gives_nothing(message):
    assert _candidates(message) == []


@pytest.mark.parametrize("thing", ["ballet", "yoga", "karate", "gymnastics", "my masters", "my residency", "two tours", "a PhD", "the Camino", "some modelling"])
@pytest.mark.parametrize("lead", ["I did", "i did", "I really did"])
def test_what_was_done_after_did_is_never_turned_into_a_verb(lead, thing):
    # "I did ballet" is no emphatic "did": nothing is rewritten, so no "Balleted" or "Mied".
    written = written_out(f"{lead} {thing} for twelve years.")
    assert written is None or f"did {thing}".lower() in written[0].lower()


# A taste said without its subject, as chat says it: the notes of the full sentence, the user's own
# characters as evidence. (with the subject, without it)
ELIDED = [
    ("I'm a big fan of {thing}.", "Big fan of {thing}."),
    ("I'm a huge fan of {thing}!", "A huge fan of {thing}!"),
    ("I'm really into {thing} these days.", "Really into {thing} these days."),
    ("I'm not a fan of {thing}.", "Not a fan of {thing}."),
    ("I can't stand {food}.", "Can't stand {food}."),
    # a lifelong taste or wish: "I've" left out
    ("I've always been a huge fan of {thing}.", "Always been a huge fan of {thing}."),
    ("I've always loved {thing}.", "Always loved {thing}."),
    ("I've always been into {thing}!", "Always been into {thing}!"),
    ("I've always wanted to try {thing}.", "Always wanted to try {thing}."),
]
PLACE = st.sampled_from(["animal shelter", "food bank", "library", "community garden"])
TASTE = st.sampled_from(["jazz", "horror movies", "board games", "the Celtics", "photography"])
# Someone else's subject, in the sentence before or in the question it answers.
NOT_THE_USERS = ["My brother? {said}", "My sister is great. {said}", "He's funny. {said}", "Tom has a new job. {said}", "What about your dad? {said}",
                 # found by a reviewer: someone met, someone named, someone's words
                 "Met a guy at the bar. {said}", "Dinner with Jake. {said}", "Emma's great. {said}", "Grandma's 90! {said}", "{said} She said so, anyway."]
# The assistant asking about someone else, or for advice: the answer is not the user's taste.
ASKED_ABOUT_SOMEONE = ["Tell me about your dad.", "What did your date like?", "What's she like?", "What are they into?", "How's your roommate?"]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(ELIDED), TASTE, FOOD, PLACE, st.sampled_from(["", "Thanks! ", "Honestly, ", "Haha, anyway. "]))
def test_a_taste_without_its_subject_gives_the_full_sentences_notes(pair, taste, food, place, noise):
    full, elided = (p.format(thing=taste, food=food, place=place) for p in pair)
    message = noise + elided
    found = _candidates(message)
    assert found and [c.text for c in found] == [c.text for c in _candidates(full)], (message, found)
    for c in found:
        assert c.evidence in message and c.evidence.lower() in elided.lower(), (c.evidence, message)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ELIDED), TASTE, FOOD, PLACE, st.sampled_from(NOT_THE_USERS))
def test_a_subject_less_taste_after_someone_else_is_never_the_users(pair, taste, food, place, frame):
    elided = pair[1].format(thing=taste, food=food, place=place)
    message = frame.format(said=elided)
    assert not any(taste in c.text or food in c.text or place in c.text for c in _candidates(message)), (message, _candidates(message))


def test_words_that_only_start_like_a_taste_are_read_as_they_are():
    for text in ("Bigger fans of jazz than me exist.", "Into the woods we went.", "A big deal, honestly.", "Volunteers needed at the shelter."):
        written = written_out(text)
        assert written is None or "I" not in written[0].split(), written


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ELIDED), TASTE, FOOD, st.sampled_from(ASKED_ABOUT_SOMEONE))
def test_a_subject_less_taste_answering_about_someone_else_is_never_the_users(pair, taste, food, asked):
    elided = pair[1].format(thing=taste, food=food, place="library")
    found = rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": elided, "at": "2023-05-08T10:00:00Z"}])
    assert not any(taste in c.text or food in c.text for c in found), (asked, elided, found)


def test_advice_to_volunteer_is_no_habit_of_the_users():
    found = rule_candidates([{"role": "assistant", "content": "Any advice for a lonely retiree?"}, {"role": "user", "content": "Volunteer at the shelter on Saturdays."}])
    assert found == []


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["Huge", "Big", "Massive", "Lifelong", "Total", "Die-hard", "Avid"]), st.sampled_from(["Lakers", "Harry Potter", "coffee", "sci-fi", "Formula 1"]),
       st.sampled_from(["fan", "nerd", "snob", "geek", "buff"]), st.sampled_from(["", " here", ", since I was a kid", " tbh"]), st.sampled_from([".", "!", ""]))
def test_who_they_are_for_a_taste_said_without_the_subject_is_a_note(adjective, thing, noun, tail, end):
    message = f"{adjective} {thing} {noun}{tail}{end}"
    said = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": message, "at": "2026-11-29T10:00:00Z"}]
    notes = [c.text for c in rule_candidates(said, first_new_turn=1)]
    assert any(n.startswith(f"{adjective} {thing} {noun}") and not n.endswith(" here") for n in notes), (message, notes)


@pytest.mark.parametrize("said", ["Met a guy at the bar. Huge Lakers fan.", "My brother? Huge Lakers fan.", "Huge fan, thanks!", "Total waste of time.",
                                  "Big Harry Potter fan, she said.", "Huge Lakers fan lol", "Total Yankees fan, my brother.",
                                  "Total Yankees fan. That's my husband for you.", "Total Yankees fan, are you?"])
def test_a_taste_noun_of_someone_else_or_no_taste_is_no_note(said):
    messages = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": said, "at": "2026-11-29T10:00:00Z"}]
    assert not any("fan" in c.text.lower() or "waste" in c.text.lower() for c in rule_candidates(messages, first_new_turn=1))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Serious", "Self-confessed", "Hopeless", "Absolute", "Card-carrying"]), st.sampled_from(["wine", "jazz", "coffee"]),
       st.sampled_from(["enthusiast", "lover", "snob", "aficionado"]), st.sampled_from(["", " here", "!"]))
def test_more_words_of_degree_and_of_liking_make_the_taste_noun_a_note(adjective, thing, noun, end):
    said = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": f"{adjective} {thing} {noun}{end}", "at": "2026-11-29T10:00:00Z"}]
    assert any(c.text.startswith(f"{adjective} {thing} {noun}") for c in rule_candidates(said, first_new_turn=1))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("Fifty-two", "fifty-two"), ("52", "52"), ("Thirty-one", "thirty-one"), ("Sixty-six", "sixty-six")]),
       st.sampled_from([" and never seen salt water.", ", and loving it.", "!", " and still living with my parents."]))
def test_an_age_with_the_subject_left_out_is_their_age(age, rest):
    said, note = age
    messages = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": f"{said} years old{rest}", "at": "2026-11-29T10:00:00Z"}]
    assert f"Is {note} years old" in [c.text for c in rule_candidates(messages, first_new_turn=1)]


@pytest.mark.parametrize("said", ["Met a guy at the bar. 52 years old and never seen the ocean.", "My dad? Seventy years old and still climbing.",
                                  "Fifty years old, she is.", "Ten years old and she can already code."])
def test_an_age_of_someone_else_is_no_age_of_theirs(said):
    messages = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": said, "at": "2026-11-29T10:00:00Z"}]
    assert not any("years old" in c.text for c in rule_candidates(messages, first_new_turn=1))


@pytest.mark.parametrize("said", ["Twenty years old and still runs great", "Forty years old and still the best game ever made", "Nineteen years old and I was already working",
                                  "Forty years old and still single?"])
def test_an_age_of_a_thing_of_the_past_or_asked_is_no_age_of_theirs(said):
    messages = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": said, "at": "2026-11-29T10:00:00Z"}]
    assert not any("years old" in c.text for c in rule_candidates(messages, first_new_turn=1))


@pytest.mark.parametrize(("said", "note"), [("Huge foodie here!", "Huge foodie"), ("Total bookworm.", "Total bookworm"), ("Huge Lakers fan, always have been", "Huge Lakers fan")])
def test_a_taste_noun_alone_or_with_always_have_been(said, note):
    messages = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": said, "at": "2026-11-29T10:00:00Z"}]
    assert note in [c.text for c in rule_candidates(messages, first_new_turn=1)]


@pytest.mark.parametrize(("said", "note"), [("Married to Priya for six years.", "Is married to Priya for six years"), ("Engaged to Sam!", "Is engaged to Sam"),
                                            ("Happily married to Tom since 2010!", "Is happily married to Tom since 2010")])
def test_married_or_engaged_to_someone_named_with_the_subject_left_out(said, note):
    messages = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": said, "at": "2026-11-29T10:00:00Z"}]
    assert note in [c.text for c in rule_candidates(messages, first_new_turn=1)]


@pytest.mark.parametrize("said", ["Engaged to Mei, but we called it off.", "Engaged to Sam, sort of, not official.", "Married to Priya? Who told you that?"])
def test_a_marriage_ended_hedged_or_asked_is_no_note_of_it(said):
    messages = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": said, "at": "2026-11-29T10:00:00Z"}]
    assert not any(c.text.startswith("Is ") for c in rule_candidates(messages, first_new_turn=1))



@pytest.mark.parametrize("asked, said", [
    ("What does your sister like?", "Thanks! Always loved old maps."), ("What's she like?", "Well. Always loved old maps."),
    ("Who was Louis Armstrong?", "Always loved jazz."), ("How's the new intern?", "Always been a huge fan of jazz."),
    ("Sure.", "Always loved old maps, my dad."), ("Sure.", "Always loved old maps, Tom."), ("Sure.", "Always loved old maps, but not anymore."),
    ("Sure.", "Always loved old maps. Used to, anyway."), ("Sure.", "Always loved Mondays. Said no one, ever."),
    ("Sure.", "Always loved old maps - put that in the ad copy."), ("Sure.", "Always enjoyed by kids, this recipe is."),
    ("Sure.", "Always loved and missed, RIP Grandpa."), ("Sure.", "Always wanted to know: how do magnets work?"),
    ("Sure.", "Always loved to hate Mondays."), ("Sure.", "Always wanted to, but never will."),
])
def test_a_lifelong_taste_of_someone_else_ended_laughed_at_or_no_taste_is_no_note(asked, said):
    found = rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": said, "at": "2023-05-08T10:00:00Z"}])
    assert not any(c.text.startswith("Has always") for c in found), (said, found)
