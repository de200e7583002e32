"""Answers to questions about one slot (jobs/asked_slots.py): how they came to a pastime, which of two
they prefer, what they are allergic to, what they eat. Generated variants and their lookalikes."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates, stands_alone
from store.guard import check_content

OPENER = st.sampled_from(["", "Oh nice! ", "That's so cool. ", "Wow. "])
AFTER = st.sampled_from(["", " It's been great.", " How about you?", " Best decision ever."])
PURSUIT = st.sampled_from(["pottery", "birdwatching", "rock climbing", "running", "the violin", "woodworking", "photography", "salsa"])


def _notes(question: str, answer: str) -> list[str]:
    found = rule_candidates([{"role": "assistant", "content": question}, {"role": "user", "content": answer, "at": "2023-05-08T10:00:00Z"}])
    return [c.text for c in found]


ORIGIN_ASKED = ["What got you into {x}?", "How did you get into {x}?", "What made you start {x}?", "How did you first get into {x}?",
                "What got you into {x} in the first place?", "How did you get started with {x}?", "What inspired you to take up {x}?"]
ORIGIN_ANSWERS = [
    ("My grandpa took me out when I was little.", "Got into {x} through their grandpa when they were little"),
    ("My best friend dragged me along in 2019.", "Got into {x} through their best friend in 2019"),
    ("A friend from work, back in 2016.", "Got into {x} through a friend in 2016"),
    ("Took a class during lockdown and never stopped.", "Got into {x} through a class during lockdown"),
    ("I started after my divorce, it kept me sane.", "Got into {x} after their divorce"),
    ("YouTube honestly! Watched a video in college and was hooked.", "Got into {x} in college"),
    ("Honestly it just clicked in high school.", "Got into {x} in high school"),
    ("My mom, she's done it since I was six.", "Got into {x} through their mom when they were six"),
]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(ORIGIN_ASKED), PURSUIT, st.sampled_from(ORIGIN_ANSWERS), OPENER, AFTER)
def test_how_they_came_to_a_pastime_is_one_dated_fact(asked, pursuit, answer, opener, after):
    said, note = answer
    notes = _notes(opener + asked.format(x=pursuit), said + after)
    assert note.format(x=pursuit) in notes, notes
    assert all(stands_alone(n) for n in notes), notes


ORIGIN_LOOKALIKES = [
    ("What got you into {x}?", "I'm not into it, that's my wife's thing."),
    ("What got you into {x}?", "Nope, never did it, you're thinking of my sister."),
    ("What got you into {x}?", "I quit years ago, my knees gave up."),
    ("What got you into {x}?", "Who said I was? 😂"),
    ("What got you into {x}?", "Honestly I don't do it anymore."),
    ("What got you into {x}?", "Long story, tell you later."),
    ("What got you into {x}?", "I wish I was, I'd love to try someday."),
    ("What got your brother into {x}?", "Our dad took him out when he was little."),
    ("What got you into trouble this time?", "My brother, as usual."),
    ("How did you get into that?", "My grandpa took me out when I was little."),
    ("How did you get into the building?", "A friend let me in."),
    ("How did you get into your car?", "Spare key under the mat."),
    ("What got you into debt?", "My ex, back in 2019."),
    ("What got you into drugs?", "A friend in college."),
]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(ORIGIN_LOOKALIKES), PURSUIT)
def test_a_denial_a_pointer_or_a_trouble_is_no_pastime(case, pursuit):
    asked, said = case
    notes = _notes(asked.format(x=pursuit), said)
    assert not [n for n in notes if n.startswith("Got into")], notes


PAIRS = [("coffee", "tea"), ("dog", "cat"), ("beach", "mountain"), ("morning", "night"), ("book", "movie")]
PERSON_ASKED = ["Are you a {a} or {b} person?", "Are you more of a {a} or a {b} person?", "{A} person or {b} person?", "You a {a} or {b} person?"]
PICK_SAID = ["{p}!", "{P}, definitely.", "Oh, {p} all the way.", "Definitely {p}.", "{P}s, always.", "{P}! Since forever."]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(PAIRS), st.sampled_from(PERSON_ASKED), st.sampled_from(PICK_SAID), st.booleans(), OPENER, AFTER)
def test_one_of_two_kinds_of_person_picked_is_theirs(pair, asked, said, first, opener, after):
    a, b = pair
    pick, other = (a, b) if first else (b, a)
    question = asked.format(a=a, b=b, A=a.capitalize())
    notes = _notes(opener + question, said.format(p=pick, P=pick.capitalize()) + after)
    assert f"Is more of a {pick} person than a {other} person" in notes, notes


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([("tea", "coffee"), ("cats", "dogs"), ("summer", "winter"), ("sweet", "savoury")]), st.sampled_from(["Do you prefer {a} or {b}?", "Which do you prefer, {a} or {b}?", "Do you like {a} or {b} better?"]),
       st.booleans(), st.sampled_from(["{p}!", "{p}, hands down.", "Definitely {p}."]))
def test_one_of_two_preferred_is_their_preference(pair, asked, first, said):
    a, b = pair
    pick, other = (a, b) if first else (b, a)
    answer = said.format(p=pick)
    notes = _notes(asked.format(a=a, b=b), answer[:1].upper() + answer[1:])
    assert f"Prefers {pick} to {other}" in notes, notes


CHOICE_LOOKALIKES = [
    ("Do you want tea or coffee?", "Tea please!"),
    ("Tea or coffee for dinner tonight?", "Tea!"),
    ("Do you prefer tea or coffee right now?", "Coffee."),
    ("Are you a coffee or tea person?", "Both, honestly."),
    ("Are you a coffee or tea person?", "Neither, I'm a water person."),
    ("Are you a coffee or tea person?", "Depends on the day."),
    ("Are you a coffee or tea person?", "Tea, but coffee on weekends."),
    ("Are you a coffee or tea person?", "Coffee these days, I used to be all about tea."),
    ("Are you a coffee or tea person?", "Tea lol, jk, coffee."),
    ("Are you a coffee or tea person?", "Why, are you making some?"),
    ("Are you a dog or cat person?", "My wife is a cat person."),
    ("Do you prefer your tea or coffee?", "Coffee."),
    ("Is she a dog or cat person?", "Dog!"),
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CHOICE_LOOKALIKES))
def test_an_offer_a_moment_or_no_pick_is_no_preference(case):
    notes = _notes(*case)
    assert not [n for n in notes if n.startswith(("Prefers", "Is more of"))], notes


ALLERGENS = ["peanuts", "shellfish", "tree nuts", "peanuts and shellfish", "kiwi, strawberries and peanuts", "cats"]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["Do you have any allergies?", "Any food allergies I should know about?", "Are you allergic to anything?", "Do you have any allergies I should know about for dinner?"]),
       st.sampled_from(ALLERGENS), st.sampled_from(["{a}.", "{A}, pretty severe.", "Yeah, {a}. I carry an EpiPen.", "Sadly {a}!"]))
def test_an_allergy_asked_and_named_is_their_constraint(asked, allergen, said):
    notes = _notes(asked, said.format(a=allergen, A=allergen.capitalize()))
    assert f"Is allergic to {allergen}" in notes, notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Nope!", "None that I know of.", "Not really, no.", "Work, lol.", "Mondays haha", "Nothing, I eat everything.", "Maybe dairy? Not sure.", "I outgrew them.",
                        "Yes", "Sure.", "Cardio.", "Small talk", "Possibly shellfish.", "Cats, allegedly.", "Peanuts, for my daughter.", "Strawberries, as a kid.",
                        "Lactose intolerant.", "Cilantro, I just hate it.", "Dunno."]))
def test_no_allergy_said_is_no_note(said):
    notes = _notes("Any allergies?", said)
    assert not [n for n in notes if "allergic" in n], notes


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Penicillin, found out the hard way.", "Aspirin.", "Ibuprofen and codeine."]))
def test_a_medicine_allergy_answered_is_never_kept(said):
    notes = _notes("Do you have any allergies?", said)
    assert all(not check_content(n).allowed for n in notes if "allergic" in n), notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Are you vegetarian?", "Do you eat meat?", "Any dietary restrictions?", "Are you vegan by any chance?"]),
       st.sampled_from([("Vegan actually, for about five years now!", "vegan"), ("Nope, vegetarian since 2015.", "vegetarian"), ("Pescatarian!", "pescatarian"), ("Yeah, veggie.", "vegetarian")]))
def test_a_diet_asked_and_said_is_theirs(asked, case):
    said, diet = case
    assert f"Is {diet}" in _notes(asked, said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Are you vegetarian?", "Do you eat meat?"]),
       st.sampled_from(["Trying vegan for January!", "Vegan lol, for about a day.", "Mostly vegetarian.", "Vegetarian on weekdays.", "Not vegan, no.", "Was vegan for a year."]))
def test_a_diet_tried_partial_or_denied_is_no_note(asked, said):
    notes = _notes(asked, said)
    assert not [n for n in notes if n in ("Is vegan", "Is vegetarian")], notes


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["Vegan", "Vegetarian", "Pescatarian"]),
       st.sampled_from([", for a bet.", ", temporarily.", ", until Easter.", ", except bacon.", ", apart from chicken.", ", my partner is.", ", back in college.",
                        ", in my twenties.", ", technically.", ", for Lent.", ", on Fridays.", ", starting Monday.", ", on a dare.", ", pretty much.", ", for the wedding.", ", sure."]))
def test_a_diet_said_alone_with_a_time_an_exception_or_someone_else_is_no_diet(diet, tail):
    notes = [n for n in _notes("Sure.", diet + tail) if n.lower().startswith(f"is {diet.lower()}")]
    assert not notes, notes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Vegan", "Vegetarian"]), st.sampled_from([", for ethical reasons.", ", since 2015.", ", for years now.", " btw."]))
def test_a_diet_said_alone_for_good_is_kept(diet, tail):
    assert any(n.startswith(f"Is {diet.lower()}") for n in _notes("Sure.", diet + tail))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Vegetarian", "Vegan", "Dogs", "Wheat", "Peanuts"]), st.sampled_from(["wife", "husband", "daughter", "son"]))
def test_a_thing_before_my_wife_is_no_name(thing, kin):
    assert not [n for n in _notes("Any allergies or diets I should know about?", f"{thing}, my {kin}.") if " named " in n]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([("Kate", "daughter"), ("Peanut", "dog"), ("Mango", "cat")]))
def test_a_name_before_my_daughter_or_my_dog_stays_a_name(case):
    name, kin = case
    assert f"Has a {kin} named {name}" in _notes("Sure.", f"{name}, my {kin}, came along.")


COMMUTE_ASKED = ["How do you get to work?", "How do you commute?", "What's your commute like?", "So how do you usually get to work?", "How do you get into the office?"]
COMMUTE_SAID = [("Bike", "Commutes by bike"), ("By bike", "Commutes by bike"), ("Cycle", "Commutes by bike"), ("Train", "Commutes by train"),
                ("By train", "Commutes by train"), ("I drive", "Commutes by car"), ("Car", "Commutes by car"), ("Tube", "Commutes by tube"),
                ("Bus mostly", "Commutes by bus"), ("On foot", "Commutes on foot"), ("Ferry", "Commutes by ferry")]
COMMUTE_TAIL = st.sampled_from(["", ", every day, rain or shine.", ". 40 minutes each way.", "! It's like 20 min along the river.", "."])


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(COMMUTE_ASKED), st.sampled_from(COMMUTE_SAID), COMMUTE_TAIL, OPENER)
def test_how_they_get_to_work_asked_and_said_is_their_commute(asked, case, tail, opener):
    said, note = case
    assert note in _notes(opener + asked, said + tail), (asked, said + tail, _notes(opener + asked, said + tail))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(COMMUTE_ASKED), st.sampled_from([
    "My husband drives me.", "Bus today, my car's in the shop.", "I work from home lol", "Bike? Haha no, I drive.", "Teleport.",
    "Train used to be my thing.", "Car for now, until I move.", "Bike, hopefully, once it gets warmer.", "Walk? Never.", "Dunno, car probably.",
    "Bike, lol, in my dreams.", "My dad gives me a lift.", "Car, but next month I'm switching to the train.", "Carpool with my wife.",
    # found by an attacker: the way is their job, a one-off, a past or a plan, a wish, someone else's, no habit, a correction, a joke, no work
    "Bus, I'm a bus driver", "Drive. For a living, I'm a trucker.", "Bus, my car's in the shop", "Train, because of the snow", "Train, last year",
    "Bike, starting Monday", "Bike, ideally", "Bus. Well, the kids do", "Car, rarely", "Bike, or drive, depends on the weather", "Walk. Scratch that, bike",
    "Car—nah, bus", "Walk. In the snow. Barefoot. Uphill both ways 😂", "Car. I'm on maternity leave", "Drive, the school run"]))
def test_a_lift_a_day_a_plan_or_a_dodge_is_no_commute(asked, said):
    assert not any(n.startswith("Commutes") for n in _notes(asked, said)), (asked, said, _notes(asked, said))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["The club has a strict door policy. How do you get in?", "For the wedding, do you drive or take the train?",
                        "How do you get into college?", "How do you get to work on the bug?", "How does your wife get to work?"]),
       st.sampled_from(["Car", "Bus", "Bike, every day.", "Train."]))
def test_a_question_not_about_their_way_to_work_gives_no_commute(asked, said):
    assert not any(n.startswith("Commutes") for n in _notes(asked, said)), (asked, said, _notes(asked, said))
