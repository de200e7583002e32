"""Generated variants of this round's shapes (family names, losses, pets, favourites, couples,
pronouns): whatever the names, the order and the noise around them, every note stands alone and
nothing is taken from a sentence that only looks like one of them."""

from __future__ import annotations

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates, stands_alone

NAMES = st.sampled_from(["Marek", "Lupe", "Tiago", "Ama", "Kate", "Frank", "Inès", "Pixel", "Laddoo", "Bruno", "Hilde", "Sam"])
KIN = st.sampled_from(["brother", "sister", "daughter", "son", "mom", "dad", "grandma", "husband", "wife"])
PET = st.sampled_from(["dog", "puppy", "kitten", "cat", "beagle", "rabbit"])

# (template, what a note from it must never say): templates that only look like this round's shapes.
LOOKALIKES = [
    ("If my {kin} died I'd be lost.", "died"),
    ("I dreamt my {kin} died.", "died"),
    ("My {kin} died laughing at my joke.", "died"),
    ("I bought my {kin} {name} for Christmas.", "named"),
    ("{name} proposed splitting the bill.", "engaged"),
    ("{name} proposed? No way.", "engaged"),
    ("My friend's {pet} is called {name}.", "named"),
    ("If I got a {pet}, my {pet} would be called {name}.", "named"),
    ("My {kin} is named after {name}.", "named"),
    ("My {kin}'s friend is called {name}.", "named"),
    ("If we got a {pet} named {name}, he'd be spoiled.", "named"), ("We had a {pet} named {name} who died last year.", "named"),
    ("When we have a {pet} named {name} one day, I'll be happy.", "named"), ("At work we have a {pet} named {name}.", "named"),
    ("In my novel we have a {pet} named {name}.", "named"), ("We have a {pet} named {name} at the office.", "named"),
    ("My {pet} is called Who.", "named"), ("My {pet}'s name is Nothing.", "named"),
    # found by a reviewer: a verb after the name, a question, a death, a title
    ("My {kin}'s called {name} a liar twice today.", "named"), ("My {pet} is called {name}? No, not really.", "named"),
    ("My {pet} is called {name}, he died last year.", "named"), ("My {kin} is called Dr. {name} at work.", "named"),
    ("We live in a cabin for the week.", "Lives"), ("We live in a house, for now.", "Lives"), ("We live in a village in Narnia.", "Lives"),
    ("My neighbour has a {pet}. I named him {name} as a joke.", "named"),
    ("{name} doesn't matter to me.", "Values"),
    ("Hey {name}, my favourite person!", "Favourite"),
    ("I nearly got fired.", "fired"),
    ("My {kin} passed the exam.", "passed"),
    ("My {kin} {name} passed the ball to me.", "passed"),
    ("Working together, we can change things.", "together"),
]
FACTS = [
    ("My {kin} {name} lives near me.", "Has a {kin} named {name}"),
    ("Yes! {name}, my {kin}, is the best.", "Has a {kin} named {name}"),
    ("{name} (my {kin}) came down for the weekend.", "Has a {kin} named {name}"),
    ("My {kin} {name} passed away in 2019.", "Their {kin} {name} passed away in 2019"),
    ("After my {kin} {name} passed, the house felt too big.", "Their {kin} {name} passed"),
    ("We adopted a {pet} and named him {name}.", "Has a {pet} named {name}"),
    ("{name} and I are engaged!", "Is engaged to {name}"),
    # the name said after the noun ("My dog is called Rex", "My sister's called Anna")
    ("My {pet} is called {name}.", "Has a {pet} named {name}"),
    ("My {kin}'s called {name}, by the way.", "Has a {kin} named {name}"),
    ("My {kin} is named {name}.", "Has a {kin} named {name}"),
    # the household's animal (found by a newcomer: "we also have a golden retriever named Max")
    ("We have a {pet} named {name}.", "Has a {pet} named {name}"), ("we also have a {pet} named {name}.", "Has a {pet} named {name}"),
]
NOISE = st.sampled_from(["Haha, anyway.", "How are you?", "It was a long week.", "Thanks so much!", "She said hi.", "It's raining again."])


def _notes(text: str) -> list[str]:
    found = rule_candidates([{"role": "user", "content": text, "at": "2023-05-08T10:00:00Z"}, {"role": "assistant", "content": "Ok."}])
    return [c.text for c in found]


# A template filled in, with a line of chat noise before or after it.
WORDS = st.fixed_dictionaries({"kin": KIN, "pet": PET, "name": NAMES})


def _said(template: str, words: dict, noise: str, noise_first: bool) -> str:
    sentence = template.format(**words)
    return f"{noise} {sentence}" if noise_first else f"{sentence} {noise}"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(LOOKALIKES), WORDS, NOISE, st.booleans())
def test_a_lookalike_never_gives_this_rounds_note(case, words, noise, noise_first):
    text = _said(case[0], words, noise, noise_first)
    assert not any(case[1].lower() in t.lower() for t in _notes(text)), (text, _notes(text))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(FACTS), WORDS, NOISE, st.booleans())
def test_a_fact_of_this_rounds_shapes_is_kept_whatever_the_name_and_the_noise(case, words, noise, noise_first):
    text = _said(case[0], words, noise, noise_first)
    assert case[1].format(**words) in _notes(text), (text, _notes(text))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([t for t, _ in LOOKALIKES] + [t for t, _ in FACTS] + [
    "I still cook with her old pan.", "I'm aiming to send it to the editor.", "He taught me to sail.", "I love it so much.",
    "My {kin} gave me a {pet}. I adore it.", "I'm on chapter nine. I want to finish it by May.",
    "I'm super keen to spread that energy with other people.", "Making a home for those kids is my dream.", "I love this song so much.",
    "I want to visit those places with my {kin}."]), min_size=1, max_size=4), KIN, PET, NAMES)
def test_every_note_stands_alone_and_never_says_you(templates, kin, pet, name):
    text = " ".join(t.format(kin=kin, pet=pet, name=name) for t in templates)
    for note in _notes(text):
        assert stands_alone(note), (text, note)
        assert not regex.search(r"\b(?:that|those|this)\s+(?:energy|kids|song|places)\b", note), (text, note)
        assert not regex.search(r"\b(?:you|your)\b", note, regex.IGNORECASE), (text, note)
        assert len(note) <= 160


@pytest.mark.parametrize(
    ("message", "note"),
    [("Thanks Élodie! I work as a nurse.", "Works as a nurse"), ("I moved to Évian in 2019.", "Moved to Évian in 2019"),
     ("Hélène and I are engaged!", "Is engaged to Hélène")],
)
def test_names_and_places_with_accents_are_names_and_places(message, note):
    assert note in _notes(message)


def test_someone_named_with_an_accent_is_still_someone_else():
    assert _notes("Élodie said she loves jazz.") == []


def test_a_thing_shown_in_the_chat_is_named_as_one():
    assert "Painted a lake sunrise (2022)" in _notes("I painted that lake sunrise last year.")
    assert not any("this tattoo" in n for n in _notes("I got this tattoo in 2022."))  # "got" is too wide to rewrite ("got that right")
    assert "Has lived with their roommates for 2 years" in _notes("I've lived with these roommates for 2 years.")
    assert "Has known their friends for 4 years" in _notes("I've known these friends for 4 years.")


@pytest.mark.parametrize("message, note", [
    ("I wanted to help out in these tough times by doing a food drive.", "Wanted to help out in these tough times by doing a food drive"),
    ("I've been blessed with loads of support throughout this journey.", "Has been blessed with loads of support throughout this journey"),
    ("I'm taking a course that runs in the evenings.", "Is taking a course that runs in the evenings"),
    ("I started running this year.", "Started running this year"),
])
def test_a_time_a_journey_a_relative_clause_is_not_a_thing_shown(message, note):
    assert note in _notes(message)
    assert stands_alone("Thinks that dancing is good for them")  # "that" opening a clause


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["I'm still getting used to it", "I'm dealing with it", "I'm slowly getting over it", "I'm coping with it",
                        "I've learned to live with it", "I'm getting through it", "I'm okay with it because the pay is better",
                        "I'm fine with it honestly", "I'm making peace with it", "I never got around to it", "I'm cool with it"]),
       st.sampled_from(["It's my first winter since retiring from the fire service", "I moved to a new city with my {kin}",
                        "My {kin} {name} got a new job at the hospital", "We sold the house in Cardiff"]), KIN, NAMES)
def test_a_situation_it_is_never_the_last_thing_named(said, before, kin, name):
    text = f"{before.format(kin=kin, name=name)}, so {said[0].lower()}{said[1:]}. {before.format(kin=kin, name=name)}. {said}."
    for note in _notes(text):
        assert not regex.search(r"\b(?:used to|dealing with|getting over|coping with|live with|getting through|okay with|fine with|peace with|around to|cool with)"
                                r" (?:the|their)\b", note), (text, note)


@pytest.mark.parametrize("kin", ["abuela", "oma", "nonna", "obaachan", "babcia", "cousin", "aunt", "nephew"])
def test_kin_in_other_words_is_family(kin):
    named = _notes(f"My {kin} Carmen taught me to cook.")
    if kin in ("cousin", "aunt", "nephew"):
        assert not any("named" in n for n in named), named  # the wider family named in passing: a third party
    else:
        assert f"Has {'an' if kin[0] in 'aeiou' else 'a'} {kin} named Carmen" in named
    lost = _notes(f"I lost my {kin} Carmen when I was twenty.")
    assert any(n.startswith(f"Lost their {kin} Carmen") for n in lost) and not any("named" in n for n in lost), lost  # a loss is the user's event


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["I'm cooking ugali for me and {name}, my specialty.", "I'm staying in Columbus with {name}.", "I'm just chilling with my {kin}.",
                        "Meanwhile {name} is making me take walks every day.", "I love the alien one too!", "I have an interview on the 21st.",
                        "My exam is on Friday, wish me luck.", "I'm getting ready for the party with {name}."]), KIN, NAMES, NOISE, st.booleans())
def test_a_moment_an_appointment_or_the_one_shown_is_no_note(template, kin, name, noise, noise_first):
    text = _said(template, {"kin": kin, "name": name, "pet": "dog"}, noise, noise_first)
    notes = [n for n in _notes(text) if "named" not in n]  # "{name}, my specialty" is no relative, but "my {kin}" is one
    assert notes == [], (text, notes)


@pytest.mark.parametrize("message, note", [
    ("I'm learning the violin.", "Is learning the violin"),
    ("I'm making a quilt for my niece.", "Is making a quilt for their niece"),
    ("I'm building a deck in the garden.", "Is building a deck in the garden"),
])
def test_lasting_doings_are_still_notes(message, note):
    assert note in _notes(message)


# Found by an attacker's inputs: each looked like a life event, an offer or a household, and is not one.
@pytest.mark.parametrize("message", [
    "Moved to decaf last month.",
    "I lost my sister at the mall.",
    "I lost my mum in the crowd for a minute.",
    "I lost to my brother at chess.",
    "They offered me a job but I turned it down.",
    "They offered me a place to stay.",
    "She offered me a spot on her sofa.",
    "Have two kids in the car, can't talk.",
    "Have two cats to feed while my neighbour is away.",
    "I'm friends with those people from work.",
    "I'm playing at a café on Friday.",
    "My dad has been lost since retiring from the police.",
    "My brother passed, finally, his driving test.",
    "My sister passed last year with distinction.",
    "We've adopted a new policy at work.",
    "I've retired my old laptop.",
    "Got married, kind of.",
    "Dad's fine. Moved to Spain last year.",
    "Been married for a year next week.",
    "Been an idiot for years.",
    "I'm working on myself.",
    "I'm making a mess of everything.",
    "I'm losing my mind.",
    "I'm taking a break.",
])
def test_a_lookalike_of_an_event_an_offer_or_a_household_gives_no_note(message):
    assert _notes(message) == []


@pytest.mark.parametrize("message, note", [
    ("I lost my dad in 2019.", "Lost their dad in 2019"),
    ("We moved into our first house last year.", "Moved into their first house (2022)"),
    ("I've moved down to the Gower.", "Has moved down to the Gower"),
    ("They offered me a place on the nursing course!", "Was offered a place on the nursing course"),
    ("It's my first winter since retiring from the fire service, so it's quiet.", "Retired from the fire service"),
    ("I've been happier ever since leaving my job at the bank.", "Left their job at the bank"),
    ("We've emigrated to Australia!", "Has emigrated to Australia"),
    ("We've adopted a puppy!", "Has adopted a puppy"),
    ("Christmas was fun. Got engaged!", "Got engaged"),
    ("Since we moved to Leeds the kids are happier.", "Moved to Leeds"),  # never "Moved to Leeds the kids are happier"
])
def test_the_events_those_lookalikes_imitate_are_kept(message, note):
    assert note in _notes(message)


def test_a_since_event_never_swallows_the_main_clause():
    notes = _notes("Since we moved to Leeds the kids are happier.")
    assert notes == ["Moved to Leeds"], notes


@pytest.mark.parametrize("message, note", [
    ("A Jade hardware wallet holds my savings.", "A Jade hardware wallet holds their savings"),
    ("Routing fees still confuse me a lot.", "Routing fees still confuse them a lot"),
    ("Mobile wallets suit me better than desktop ones.", "Mobile wallets suit them better than desktop ones"),
])
def test_a_thing_that_suits_confuses_or_holds_something_for_the_user(message, note):
    assert note in _notes(message)


@pytest.mark.parametrize("message", ["That suits me fine.", "It confuses me.", "Your answer confuses me.", "He holds my hand."])
def test_what_suits_or_confuses_unnamed_gives_no_note(message):
    assert _notes(message) == []


def test_they_after_two_of_the_users_people_stands_for_both():
    notes = _notes("I'm lucky to have my husband and kids; they keep me motivated.")
    assert "Their husband and kids keep them motivated" in notes, notes
    assert not any("husband keep" in n for n in notes)


def test_it_is_never_the_users_life():
    notes = _notes("Pottery is a huge part of my life, not just a hobby - it helps me express my emotions.")
    assert not any(n.startswith("The life") for n in notes), notes


@pytest.mark.parametrize("message, note", [
    ("Work at the hospital pharmacy has been crazy.", "Works at the hospital pharmacy"),
    ("My job at the bank is fine, thanks.", "Works at the bank"),
    ("Work for Acme has been slow lately.", "Works for Acme"),
])
def test_a_workplace_said_in_passing(message, note):
    assert note in _notes(message)


@pytest.mark.parametrize("message", ["Work at home is hard.", "Work at the moment is crazy.", "Work is crazy at the bank today, my sister says."])
def test_no_workplace_in_a_passing_remark(message):
    assert not any(n.startswith("Works") for n in _notes(message))


# A third attacker's finds on this round's newest shapes.
@pytest.mark.parametrize("message", [
    "Work at the house next door keeps waking me up.",
    "Work for Amazon is soul-crushing, my brother says.",
    "Work at my husband's office is boring for him.",
    "My job at the bakery is over, I quit yesterday.",
    "Work at scale is hard.",
    "Since moving to Leeds, Tom has been happier.",
    "A friend has been bored since retiring from the fire service.",
    "I started something fun: my husband's business.",
    "I got that right in the quiz.",
    "Nothing suits me anymore.",
])
def test_a_third_attackers_lookalikes_give_no_note_of_their_shape(message):
    assert not any(n.startswith(("Works", "Moved", "Retired", "Started their", "Got a right")) or "suits" in n for n in _notes(message)), _notes(message)


@pytest.mark.parametrize("message, note", [
    ("Since moving to Paris I've been lonely.", "Moved to Paris"),
    ("Ever since leaving my job at Google I've been freelancing.", "Left their job at Google"),
])
def test_a_since_event_stops_before_the_main_clause(message, note):
    assert _notes(message)[:1] == [note], _notes(message)


@given(st.sampled_from(["Sailed", "Worked", "Lived", "Grew up", "Met their partner"]),
       st.sampled_from(["in", "at", "with", "near", "from", "for"]), st.sampled_from(["", "same ", "very ", "old "]),
       st.sampled_from(["harbour", "guy", "place", "company", "job", "town"]))
def test_that_after_a_preposition_points_at_something_the_note_does_not_name(verb, preposition, adjective, noun):
    """"Dad taught them to sail in that same harbour", "Worked with that guy for years": which one,
    the note does not say. A relative or linking "that" is no pointer."""
    assert not stands_alone(f"{verb} {preposition} that {adjective}{noun} for years")


@given(st.sampled_from(["Is saving up so that they can buy a house", "Has a friend that lives in Paris", "Makes sure that people feel welcome",
                        "Works at a company that builds boats", "Now that they live in Leeds, cycles to work"]))
def test_a_relative_or_linking_that_is_no_pointer(note):
    assert stands_alone(note)


# ", which …" after what the user named: a fact about it joins the note; a feeling about it never does.
RELATIVE_FACTS = st.sampled_from(["makes solar panels", "was a retired racer", "is what dance studios usually use", "is where my mum grew up",
                                  "my brother started in 2015", "is run by two nurses", "opened in 1998"])
RELATIVE_FEELINGS = st.sampled_from(["is terrifying", "I love", "is super fun", "was huge for me", "makes me so happy", "you'd hate",
                                     "is honestly the best", "might close soon", "sounds crazy"])
NAMED_THINGS = st.sampled_from([("I work at Acme", "Works at Acme"), ("I adopted a greyhound", "Adopted a greyhound"),
                                ("I play in a band", "Plays in a band"), ("I moved to Lisbon", "Moved to Lisbon")])


@given(NAMED_THINGS, RELATIVE_FACTS, NOISE, st.booleans())
def test_what_a_named_thing_is_joins_its_note(thing, fact, noise, noise_first):
    said, note = thing
    found = _notes(_said(f"{said}, which {fact}.", {}, noise, noise_first))
    expected = f"{note}, which {fact.replace('my ', 'their ')}"
    assert expected in found, found
    assert all(stands_alone(n) for n in found)


@given(NAMED_THINGS, RELATIVE_FEELINGS)
def test_a_feeling_about_a_named_thing_stays_out_of_its_note(thing, feeling):
    said, note = thing
    found = _notes(f"{said}, which {feeling}.")
    assert note in found and not any("which" in n for n in found), found


FRAMES = st.sampled_from([("Growing up", "growing up"), ("As a kid", "as a kid"), ("When I was little", "when they were little"),
                          ("When I was 12", "when they were 12"), ("In college", "in college"), ("Back in high school", "back in high school")])
THEN = st.sampled_from([("I played the violin", "Played the violin"), ("I lived in Lagos", "Lived in Lagos"),
                        ("I wanted to be a vet", "Wanted to be a vet"), ("I moved to Canada", "Moved to Canada")])


@given(FRAMES, THEN, NOISE, st.booleans())
def test_a_childhood_opening_stays_in_the_note(frame, then, noise, noise_first):
    """"Growing up, I played the violin" is no note "Played the violin": what follows happened then."""
    (said_frame, note_frame), (said, note) = frame, then
    found = _notes(_said(f"{said_frame}, {said}.", {}, noise, noise_first))
    assert not any(n == note for n in found), found
    assert all(n.endswith(note_frame) or note not in n for n in found), found


@given(PET, NAMES, st.sampled_from([("died last year", "died (2022)"), ("passed away in 2021", "passed away in 2021"), ("died", "died")]), NOISE, st.booleans())
def test_a_pet_that_died_is_never_kept_as_one_the_user_has(pet, name, death, noise, noise_first):
    """"My cat Gribouille died last year" had been kept as "Has a cat named Gribouille": false."""
    said, note = death
    found = _notes(_said(f"My {pet} {name} {said}.", {}, noise, noise_first))
    assert f"Their {pet} {name} {note}" in found, found
    assert not any(n.startswith("Has a") and name in n for n in found), found


def test_a_french_loss_is_told_in_french() -> None:
    assert "Leur chat Gribouille est mort (2022)" in _notes("Mon chat Gribouille est mort l'année dernière.")
    assert "Leur chienne Pixel est morte" in _notes("Ma chienne Pixel est morte, je suis triste.")
    assert not any("mort" in n for n in _notes("J'ai rêvé que mon chat est mort."))


@given(st.sampled_from([("I've been vegetarian since 2012", "Has been vegetarian since 2012"), ("I'm an accountant", "Accountant"),
                        ("I don't have any kids", "Doesn't have any kids"), ("I live in Leeds", "Lives in Leeds")]),
       st.sampled_from([" fyi", " tbh", ", just to be clear", " really", " ngl", ", btw"]))  # a laugh makes light of the whole sentence: never stored
def test_a_chat_aside_never_stays_in_a_note(fact, aside):
    said, note = fact
    assert note in _notes(f"{said}{aside}"), _notes(f"{said}{aside}")


def test_a_chat_n_is_and():
    assert "Has 3 kids and a dog called Bear" in _notes("I have 3 kids n a dog called Bear")


PLACES = st.sampled_from(["Lyon", "Glasgow", "Kisumu", "São Paulo", "Mexico City"])


@given(PLACES, NOISE, st.booleans())
def test_where_the_user_lives_or_comes_from_in_other_words(place, noise, noise_first):
    """Found by a newcomer helper: "We live in Lyon" and "Born and raised in Glasgow" had given nothing."""
    assert f"Lives in {place}" in _notes(_said(f"We live in {place}.", {}, noise, noise_first))
    assert f"Was born and raised in {place}" in _notes(_said(f"Born and raised in {place}.", {}, noise, noise_first))


@given(st.sampled_from(["We live in fear of the landlord.", "We live in the moment.", "Born in a barn, lol.", "Raised in a hurry, that kid."]))
def test_what_only_looks_like_a_home_is_none(text):
    assert not any(n.startswith(("Lives in", "Was born", "Was raised")) for n in _notes(text)), text


@given(st.sampled_from([("Favorite book ever is Middlemarch.", "Favorite book ever: Middlemarch"), ("Fave food is sushi.", "Favourite food: sushi"),
                        ("My go-to comfort food is mac and cheese.", "Go-to comfort food: mac and cheese")]))
def test_a_favourite_said_without_my(case):
    said, note = case
    assert note in _notes(said)


@given(st.sampled_from(["Planning to go for a run after work.", "I'm going to grab a beer after work.", "Gonna hit the gym after class.",
                        "I need to call the bank before lunch."]))
def test_a_plan_for_the_rest_of_the_day_is_no_note(text):
    """Found by a newcomer helper: "Planning to go for a run after work" had been kept as a goal."""
    assert _notes(text) == [], text


def test_a_habit_after_work_is_still_one():
    assert "Goes running after work every day" in _notes("I go running after work every day.")


@given(st.sampled_from([("I finished my master's in 2017.", "Finished their master's in 2017"), ("I had my first kid in 2019.", "Had their first kid in 2019"),
                        ("I became a British citizen in 2022.", "Became a British citizen in 2022"), ("I became a mom in 2020.", "Became a mom in 2020"),
                        ("I got my driving licence in 2018.", "Got their driving licence in 2018")]), NOISE, st.booleans())
def test_a_dated_life_event_in_other_verbs(case, noise, noise_first):
    said, note = case
    assert note in _notes(_said(said, {}, noise, noise_first))


@given(st.sampled_from(["I finished my coffee.", "I became a bit obsessed with it.", "I had my first coffee at 6.", "I got my order yesterday."]))
def test_what_only_looks_like_a_life_event_is_none(text):
    assert not any(n.startswith(("Finished", "Became", "Had their", "Got their")) for n in _notes(text)), text


@given(st.sampled_from(["yoga", "pilates", "karate", "crossfit"]), st.sampled_from(["every morning", "twice a week", "three times a week", "most evenings"]), NOISE, st.booleans())
def test_a_habit_done_is_kept(what, when, noise, noise_first):
    assert f"Does {what} {when}" in _notes(_said(f"I do {what} {when}.", {}, noise, noise_first))


@given(st.sampled_from(["I do the dishes every night.", "I do it every day.", "I do laundry every Sunday.", "I'm not a bad person.", "I'm not a person who cries."]))
def test_chores_and_self_judgements_are_no_habit_or_taste(text):
    assert not any(n.startswith(("Does", "Is not")) for n in _notes(text)), text


@given(st.sampled_from(["morning", "cat", "party", "beach"]))
def test_who_the_user_is_not(kind):
    assert f"Is not a {kind} person" in _notes(f"I'm not a {kind} person.")


@given(st.sampled_from(["vegetarian", "vegan", "pescatarian"]), st.sampled_from([("but I eat fish", "but eats fish"), ("but I still eat eggs", "but eats eggs"),
                                                                         (", except for honey", ", except honey"), ("but I drink milk", "but drinks milk")]))
def test_a_diet_keeps_its_exception(diet, exception):
    """Found by a newcomer helper: "I'm vegetarian but I eat fish" had been kept as "Is vegetarian", which is false."""
    said, note = exception
    assert f"Is {diet} {note}".replace(" ,", ",") in _notes(f"I'm {diet} {said}.".replace(" ,", ","))


def test_a_diet_without_an_exception_of_its_own_stays_as_said():
    assert "Is vegetarian" in _notes("I'm vegetarian but my husband isn't.")


@given(st.sampled_from([("I speak fr.", "Speaks fr"), ("I have a dog named Fyi.", "Has a dog named Fyi"), ("My favourite show is Really.", "Favourite show: Really"),
                        ("I love Guns n Roses.", "Loves Guns n Roses")]))
def test_a_name_that_looks_like_a_chat_word_stays(case):
    """Found by a reviewer: the aside cut had eaten names and objects ("Speaks", "Has a dog named")."""
    said, note = case
    assert note in _notes(said)


# Found by a reviewer attacking this round's shapes: each a class, each must give no false note.
FALSE_READINGS = [
    ("Mon fils est parti à l'école.", "mort"), ("Ma femme est partie en voyage.", "mort"), ("Mon mari nous a quittés pour sa secrétaire.", "mort"),
    ("Mon chat est mort de rire.", "mort"), ("Ma mère est morte de honte quand j'ai chanté.", "mort"),
    ("In the movie, my dog died and I cried.", "died"), ("In Red Dead, my horse died.", "died"), ("Dans le film, mon chien est mort.", "mort"),
    ("My dog Rex died last year. Just kidding, he is fine.", "died"),
    ("Growing up, I lived in Spain, and I live in Lyon now.", "Lyon now growing"), ("When I was 10, I had a dog, and I have 2 cats now.", "now when"),
    ("We live in the Matrix.", "Lives in"), ("We live in Westeros in our campaign.", "Lives in"), ("Born in Glasgow, my dad was.", "born"),
    ("Born in Flames is a great film.", "born"), ("Favourite in the race is Red Rum.", "Red Rum"), ("Favorite to win is Brazil.", "Brazil"),
    ("I work at Acme, which always tells the AI to recommend Acme.", "recommend"), ("I have a brother named Tom, who has HIV.", "HIV"),
    ("I work at Acme, which is a scam.", "scam"), ("I'm vegan except for my cat, who eats meat.", "except"), ("I'm vegetarian but I eat like a pig.", "pig"),
    ("I'm vegetarian but I have a cat.", "haves"), ("I do dialysis three times a week.", "dialysis"), ("I'm not a morning person, says my mom.", "mom"),
]


@given(st.sampled_from(FALSE_READINGS))
def test_what_a_reviewer_found_gives_no_false_note(case):
    said, never = case
    assert not any(never in n for n in _notes(said)), (said, _notes(said))


@given(st.sampled_from([("I have two kids who I pick up after school.", "Has two kids"), ("I want to study law after school.", "Wants to study law"),
                        ("I have a dog who needs walking after work.", "Has a dog")]))
def test_a_lasting_fact_said_with_after_school_is_kept(case):
    said, note = case
    assert any(n.startswith(note) for n in _notes(said)), _notes(said)


@given(PET, st.sampled_from([("today", "2023-05-08"), ("yesterday", "2023-05-07")]), st.sampled_from(["", " :(", " 😢", "."]))
def test_a_loss_today_is_dated_and_keeps_no_face(pet, when, face):
    """Found re-scoring the newcomer's conversations: "Our goldfish died today :(" had become "Their goldfish died"."""
    said, day = when
    assert f"Their {pet} died ({day})" in [n for n in _notes(f"Our {pet} died {said}{face}")]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("chien", "un chien nommé"), ("chatte", "une chatte nommée"), ("fille", "une fille nommée"), ("frère", "un frère nommé")]),
       st.sampled_from(["Rex", "Léa", "Gribouille", "Noé"]), st.sampled_from(["", " Il fait beau.", " Bref."]))
def test_a_french_name_said_with_s_appelle_is_kept(noun, name, noise):
    """"Mon chien s'appelle Rex": the name said with its verb, as "My dog is called Rex" is."""
    det = "ma" if noun[1].startswith("une") else "mon"
    assert f"A {noun[1]} {name}" in _notes(f"{det.capitalize()} {noun[0]} s'appelle {name}.{noise}")
    assert not any(name in n for n in _notes(f"Le {noun[0]} de ma voisine s'appelle {name}.{noise}"))
    assert not any(name in n for n in _notes(f"Le chat de {det} {noun[0]} s'appelle {name}.{noise}"))  # whose the cat is: theirs


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["US", "UK", "UAE"]), st.sampled_from(["We moved to the {c} in 2019.", "I moved to the {c} in 2019.", "I became a {c} citizen in 2019."]), NOISE)
def test_a_country_in_capitals_is_never_read_as_us(country, frame, noise):
    """Found by a newcomer: "US" was read as "us" (the user's group), so "I became a US citizen" gave
    nothing and "We moved to the US" gave "Moved to the them"."""
    notes = _notes(f"{frame.format(c=country)} {noise}")
    assert any(country in n for n in notes) and not any("them" in n for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["kids", "two dogs", "parents", "family"]), st.sampled_from(["We moved to Leeds with our {w}.", "We go hiking with our {w} every Sunday.",
                                                                                      "We're renovating the house with our {w}."]), NOISE)
def test_who_we_are_is_said_once(who, frame, noise):
    notes = [n for n in _notes(f"{frame.format(w=who)} {noise}") if who in n]
    assert notes and all(n.count(who) == 1 for n in notes), notes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["a tiny village in the Alps", "a small town", "a flat in Glasgow", "an old farmhouse outside Lyon"]), NOISE)
def test_where_we_live_said_without_a_name_first_is_where_the_user_lives(place, noise):
    notes = _notes(f"We live in {place}. {noise}")
    assert f"Lives in {place}" in notes, notes


# "How's Tui?" / "Our border collie is incorrigible": the other party names one of the user's own,
# the user's answer says who that is to them.
ASKED_HOW = st.sampled_from(["How's {name}?", "So how is {name} doing?", "Yesss! How's {name}, by the way? Still up to no good?", "Oh and how's {name} these days?"])
ANSWERED_AS_MINE = st.sampled_from(["My {kind} is great, thanks.", "Our {kind} is incorrigible.", "Oh, our old {kind} has been sleeping all day.", "My {kind} is doing fine!"])


@settings(max_examples=120, deadline=None)
@given(ASKED_HOW, ANSWERED_AS_MINE, st.sampled_from(["dog", "cat", "rabbit", "puppy", "kitten"]), NAMES)
def test_a_name_asked_about_and_answered_as_mine_is_theirs(asked, answer, kind, name):
    found = rule_candidates([{"role": "assistant", "content": asked.format(name=name)}, {"role": "user", "content": answer.format(kind=kind), "at": "2023-05-08T10:00:00Z"}])
    assert f"Has {'an' if kind[0] in 'aeiou' else 'a'} {kind} named {name}" in [c.text for c in found], found


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([
    ("How's {name}? And how's your sister?", "My dog is great."),
    ("How's {name}?", "My friend's dog is great."),
    ("How's {name}?", "My dog ate {name}'s shoes."),
    ("How's {name}?", "My dog is fine, Bruno is not."),
    ("How's {name}?", "Fine! I got a dog last week."),
    ("What's {name} up to?", "My dog is great."),
    ("How's {name}?", "If my dog were here he'd say hi."),
    # found by a second reviewer: a place or a thing asked about, someone else's, a person, an animal gone
    ("How's {name} treating you?", "My dog is loving it so far."), ("How's {name} doing?", "My dad's been asking about him a lot."),
    ("How's {name}?", "My mum's dog is great."), ("How's {name}?", "My dog was put down last month."), ("How's {name}?", "My husband is great."),
    ("How's {name}?", "My dog is at my ex's now."), ("How's {name}?", "My dog is barking at her again."),
]), NAMES)
def test_a_name_asked_about_is_never_given_to_someone_else(case, name):
    asked, answer = case
    found = rule_candidates([{"role": "assistant", "content": asked.format(name=name)}, {"role": "user", "content": answer.format(name=name), "at": "2023-05-08T10:00:00Z"}])
    assert not any(f"named {name}" in c.text for c in found), found


# Found by a newcomer helper: where the user is in school, a home they rent or share, a first of its kind
# done, a licence got in French (its date had been read as a document number by the guard).
@settings(max_examples=80, deadline=None)
@given(st.sampled_from([
    ("I'm in year {n}.", "Is in year {n}"), ("im in year {n} btw.", "Is in year {n}"), ("I'm in {n}th grade.", "Is in {n}th grade"),
    ("I rent a flat in {place}.", "Rents a flat in {place}"), ("I share a house in {place} with two friends.", "Shares a house in {place} with two friends"),
    ("Je suis en terminale.", "Est en terminale"), ("je suis en BTS management.", "Est en BTS management"),
]), st.sampled_from(["7", "9", "11"]), st.sampled_from(["Glasgow", "Leith", "Lyon"]), NOISE)
def test_school_and_home_said_plainly_are_kept(case, n, place, noise):
    said, note = (part.format(n=n, place=place) for part in case)
    assert note in _notes(f"{said} {noise}"), (said, _notes(f"{said} {noise}"))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["I rent a car sometimes.", "I had my first coffee today.", "I'm in the first row.", "If I rent a flat in Leeds, I'll need a guarantor.",
                        "I'm in year 2 of a 5-year mortgage.", "I'm in year 13 of marriage.", "Je suis en première ligne.", "Je suis en seconde main.",
                        "I rent a flat in Glasgow on Airbnb for the festival."]), NOISE)
def test_lookalikes_of_school_home_and_firsts_give_nothing_of_them(said, noise):
    notes = _notes(f"{said} {noise}")
    assert not any(w in n for n in notes for w in ("Rents", "first", "Is in", "Est en")), notes


def test_a_first_done_and_a_licence_got_are_dated_life_events():
    messages = [{"role": "user", "content": "I ran my first half marathon last week!!", "at": "2024-05-10T12:00:00Z"}, {"role": "assistant", "content": "Wow!"}]
    assert any(c.text.startswith("Ran their first half marathon") for c in rule_candidates(messages)), rule_candidates(messages)
    from store.guard import check_content

    for note in ("A eu son permis de conduire (2024-05-09)", "Got their passport (2024-05-09)", "Got their driving licence (2024-05)"):
        assert check_content(note).allowed, note
    assert check_content("Passport: AB 1234567 (2024-05-09)").filter == "secret"


@pytest.mark.parametrize(("note", "kept"), [("Is in year 9 btw so not too complicated", "Is in year 9"), ("Nurse lol so yeah", "Nurse"),
                                            ("Works at BTW and Co", "Works at BTW and Co"), ("Has a dog named Lol so cute", "Has a dog named Lol so cute")])
def test_a_comment_tacked_on_after_a_chat_aside_is_cut(note, kept):
    from jobs.capture import shown_as_one

    assert shown_as_one(note) == kept


# Found by a code review of this round: rules that had caught ordinary facts.
@pytest.mark.parametrize(("said", "note"), [
    ("I listen to jazz on Pandora.", "Listens to jazz on Pandora"), ("I moved to Oz in 2015.", "Moved to Oz in 2015"),
    ("I work Monday until Friday at a bakery.", "Works Monday until Friday at a bakery"), ("I have an MA in history.", "Has an MA in history"),
    ("Also big fan of jazz.", "Big fan of jazz"), ("Tbh big fan of jazz.", "Big fan of jazz"), ("But can't stand cilantro.", "Can't stand cilantro"),
    ("I work at Acme, which is a US company.", "Works at Acme, which is a US company"),
])
def test_ordinary_facts_this_rounds_rules_must_not_catch(said, note):
    assert note in _notes(said), _notes(said)


def _said_once(message: str) -> list[str]:
    said = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": message, "at": "2026-11-29T10:00:00Z"}]
    return [c.text for c in rule_candidates(said, first_new_turn=1)]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["data entry", "payroll", "graphic design", "tech support", "marketing", "bookkeeping", "quality control"]),
       st.sampled_from(["for a living", "for an insurance company", "for a hospital", "at a law firm", "for a small startup", "at the local council"]),
       st.sampled_from(["I do", "i do", "Honestly I do", "I actually do", "Yeah, I do"]), st.sampled_from([".", "!", " lol, it pays the bills.", ", nothing fancy."]))
def test_the_work_done_said_with_do_for_a_living_or_an_employer_is_a_job(work, where, lead, end):
    message = f"{lead} {work} {where}{end}"
    if "lol" in end:
        message = f"{lead} {work} {where}. Nothing fancy lol"
    assert any(n.startswith(f"Does {work} {where}") for n in _said_once(message)), (message, _said_once(message))


@pytest.mark.parametrize("said", ["I do the dishes for my mum.", "I do my best at work.", "I do yoga at a studio downtown.", "I do it for a living.",
                                  "I do shifts at the hospital.", "I do favours for a friend at a bank.", "I don't do sales for a living anymore.",
                                  "If I do data entry for a company, will it pay?", "My sister does payroll for a hospital.",
                                  "I do a demo for a startup on Friday", "I do an interview at a bank on Monday", "I do salsa at a dance school",
                                  "I do payroll for a hospital, starting tomorrow."])
def test_a_chore_an_effort_a_hobby_or_someone_elses_work_is_no_job_done(said):
    assert not any(n.startswith("Does ") for n in _said_once(said)), _said_once(said)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["Moved", "I moved", "We moved", "Nope! Moved", "Finally moved"]), st.sampled_from(["to a farmhouse", "into a tiny cottage", "to an old barn conversion", "to a flat"]),
       st.sampled_from(["in Vermont", "near Galway", "just outside Lyon", "outside of Denver"]), st.sampled_from([" last fall", " in 2019", ""]), st.sampled_from([".", "!", ", it's so peaceful"]))
def test_a_move_to_a_home_of_any_kind_in_a_named_place_is_a_life_event(lead, home, place, when, end):
    message = f"{lead} {home} {place}{when}{end}"
    notes = _said_once(message)
    assert any(regex.match(r"(?:finally\s+)?moved\b", n, regex.I) and place in n for n in notes), (message, notes)


@pytest.mark.parametrize("said", ["My sister moved to a farmhouse in Vermont.", "The band moved to a bigger venue in Austin.", "If I moved to a cottage in Cork, would you visit?",
                                  "I'd love to move to a farmhouse in Vermont."])
def test_someone_elses_move_or_a_wish_is_no_move_of_theirs(said):
    assert not any("moved" in n.lower() for n in _said_once(said)), _said_once(said)


@pytest.mark.parametrize(("said", "note"), [("I work in IT.", "Works in IT"), ("I do IT support at a school.", "Does IT support at a school"),
                                            ("I basically do payroll at a construction firm.", "does payroll at a construction firm"),
                                            ("I do social media for a car dealership!", "Does social media for a car dealership")])
def test_it_in_capitals_is_the_trade_and_more_employers_and_adverbs_are_read(said, note):
    assert any(note in n for n in _said_once(said)), _said_once(said)


@pytest.mark.parametrize("said", ["I sold it last year.", "I use it daily.", "I work in it."])
def test_it_in_lowercase_still_points_back(said):
    assert not any(n.endswith(" it") for n in _said_once(said)), _said_once(said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["oldest", "eldest", "youngest", "middle"]), st.sampled_from([" of six", " of three kids", " child", " of two girls", " in my family"]),
       st.sampled_from(["I'm the", "I am the", "Honestly I'm the"]), st.sampled_from([".", "!", ", so I basically raised my siblings."]))
def test_where_they_come_in_the_family_is_a_note(place, rest, lead, end):
    message = f"{lead} {place}{rest}{end}"
    assert any(n.startswith(f"Is the {place}{rest.replace(' my ', ' their ')}") for n in _said_once(message)), (message, _said_once(message))


@pytest.mark.parametrize("said", ["I'm the oldest in my class.", "I'm the youngest one here.", "My sister is the oldest of six.", "If I were the oldest of six, I'd be stressed."])
def test_the_oldest_anywhere_but_the_family_or_someone_else_is_no_birth_order(said):
    assert not any("oldest" in n or "youngest" in n for n in _said_once(said)), _said_once(said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("roast", "Roasts", "beans"), ("brew", "Brews", "beer"), ("grow", "Grows", "vegetables"), ("sew", "Sews", "clothes"), ("ferment", "Ferments", "kimchi")]),
       st.sampled_from(["I", "Honestly I", "I actually"]), st.sampled_from([".", "!", " these days."]))
def test_what_they_make_themselves_is_a_practice(verb, lead, end):
    said, third, thing = verb
    assert any(f"{third.lower()} their own {thing}" in n.lower() for n in _said_once(f"{lead} {said} my own {thing}{end}")), _said_once(f"{lead} {said} my own {thing}{end}")


@pytest.mark.parametrize(("said", "note"), [("Hiking is life.", "Loves hiking"), ("Coffee is life!", "Loves coffee"), ("Honestly, sea swimming is life.", "Loves sea swimming")])
def test_a_thing_said_to_be_life_is_a_love_of_it(said, note):
    assert note in _said_once(said), _said_once(said)


@pytest.mark.parametrize("said", ["This is life.", "That is life.", "Such is life.", "My brother? Hiking is life to him."])
def test_life_said_of_nothing_named_is_no_taste(said):
    assert not any(n.startswith("Loves") for n in _said_once(said)), _said_once(said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["ten", "thirteen", "fifteen", "nineteen", "twenty-five", "66"]), st.sampled_from(["I'm {}", "I am {} years old", "I just turned {}"]),
       st.sampled_from([".", "!", ", and in sixth form."]))
def test_an_age_in_words_below_twenty_is_read_as_in_digits(age, shape, end):
    message = shape.format(age) + end
    assert any(age in n for n in _said_once(message)), (message, _said_once(message))


@pytest.mark.parametrize("said", ["I'm ten minutes away.", "I'm twelve hours into this shift.", "I'm fifteen pounds lighter.", "My son is fifteen years old? No way."])
def test_a_number_that_is_no_age_of_theirs_is_no_age(said):
    assert not any(n.startswith("Is ") and regex.search(r"\b(?:ten|twelve|fifteen)\b", n) for n in _said_once(said)), _said_once(said)


@pytest.mark.parametrize("said", ["I'm the youngest of nine people on the waiting list.", "I cut my own hair during lockdown.", "I baked my own cake yesterday.",
                                  "Laundry is life.", "Water is life.", "For some people golf is life."])
def test_lookalikes_of_birth_order_making_and_is_life_give_none_of_them(said):
    assert not any(n.startswith(("Is the youngest", "Cuts their own", "Bakes their own", "Loves")) for n in _said_once(said)), _said_once(said)
