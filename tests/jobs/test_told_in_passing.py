"""Facts told in passing in LoCoMo-style chat (stop 25, classes a blind LoCoMo-style conversation
showed): answers that name what was asked, a habit by its frequency, what the user shows, a
partner named with a shared doing, a family member's things, what a doing does for the user,
tastes said as praise; and what stays unread (chat acts, passing states, idioms, prices, a person
as an object). Generated over names, places and frames."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.never_stored import never_stored
from store.guard import check_content


def _notes(text: str, asked: str = "How have you been?") -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": text}], first_new_turn=1)]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("Which team did you sign with?", "The Minnesota Wolves! I can't wait to play with them!", "Signed with the Minnesota Wolves"),
                        ("Which college did you go to?", "UCLA, class of 2015.", "Studied at UCLA"),
                        ("Which city did you move to?", "Denver, last spring.", "Moved to Denver"),
                        ("Which gym did you join?", "Planet Fitness.", "Joined Planet Fitness"),
                        ("So what does training look like? You running every day?", "Five days a week right now!", "Is running five days a week"),
                        ("Do you swim a lot?", "Twice a week, usually.", "Swims twice a week")]))
def test_an_answer_says_what_was_asked(case):
    asked, said, note = case
    assert note in _notes(said, asked), _notes(said, asked)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("Which store did you go to?", "Target."), ("Which team did you sign with?", "Not telling lol"), ("Which team did you sign with?", "None yet, maybe next year."),
                        ("You running every day?", "Not anymore, sadly."), ("Which club did you join?", "Can't say I joined any.")]))
def test_no_answer_from_an_errand_a_dodge_or_a_denial(case):
    asked, said = case
    assert _notes(said, asked) == [], (asked, said, _notes(said, asked))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["eat oatmeal", "drink green tea", "take an energy gel", "walk the dog"]), st.sampled_from(["every morning", "every 45 minutes", "twice a week", "daily"]))
def test_a_habit_by_how_often_it_comes(doing, often):
    notes = _notes(f"I {doing} {often}.")
    assert any(often in n for n in notes), notes


def test_what_is_taken_for_health_never_passes_the_guard():
    for note in ("Takes their meds every morning", "Takes pills every night", "Is on meds"):
        assert not check_content(note).allowed, note


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["a hundred bucks", "$50", "20 quid", "about 3 grand"]))
def test_a_price_is_cut_from_the_note_and_the_fact_kept(price):
    notes = _notes(f"Right now I'm restoring an old fishing boat I bought off a neighbor for {price}.")
    assert notes == ["Is restoring an old fishing boat they bought off a neighbor"], notes
    assert all(check_content(n).allowed for n in notes)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Ray", "Sunita", "Tom"]), st.sampled_from([("have been fishing together since we were teenagers", "Has been fishing with {n} since they were teenagers"),
                                                                  ("run a bakery together", "Runs a bakery with {n}")]))
def test_a_partner_named_with_a_shared_doing(name, case):
    said, note = case
    assert note.format(n=name) in _notes(f"{name} and I {said}."), _notes(f"{name} and I {said}.")


def test_putting_together_stays_a_verb():
    notes = _notes("My sister and I are putting together a photo album as a surprise.")
    assert not any("putting with" in n for n in notes), notes


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("lucky basketball shoes", "Has lucky basketball shoes"), ("old guitar from college", "Has an old guitar from college"), ("book collection so far", "Has a book collection")]))
def test_what_the_user_shows_is_theirs(case):
    shown, note = case
    assert note in _notes(f"These are my {shown}." if shown.endswith("s") else f"This is my {shown}."), _notes(f"This is my {shown}.")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("dad", "his", "old green tackle box"), ("mom", "her", "old knitting needles"), ("grandpa", "his", "pocket watch")]))
def test_a_family_members_thing_by_the_sentence_before(case):
    kin, pronoun, thing = case
    notes = _notes(f"My {kin} taught me a lot when I was a kid. I still use {pronoun} {thing}.")
    assert f"Still uses their {kin}'s {thing}" in notes, notes


def test_a_person_as_an_object_stays_unread():
    assert _notes("My sister is great. I love her.") == []
    assert _notes("My brother lives in Rome. I visit him every summer.") == []


def test_what_a_doing_does_for_the_user_stays_with_it():
    notes = _notes("BTW, I have been writing more articles - it lets me combine my love for reading and sharing great stories.")
    assert any(n.startswith("Has been writing more articles - it lets them combine their love for reading") for n in notes), notes
    assert not any(n.endswith("makes them sick") for n in _notes("I started pottery - it makes me sick."))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["the energy in a stadium during a game", "a cold swim at dawn", "fresh bread on a Sunday"]),
       st.sampled_from(["There's nothing like {x}.", "Nothing beats {x}!", "Nothing is better than {x}."]))
def test_nothing_like_it_is_a_taste(thing, frame):
    assert f"Loves {thing}" in _notes(frame.format(x=thing)), _notes(frame.format(x=thing))


def test_praise_then_hooked_is_a_taste():
    assert "Is hooked on Harry Potter and Game of Thrones" in _notes("For sure! Harry Potter and Game of Thrones are amazing - I'm totally hooked!")
    assert _notes("Your photos are amazing - I'm hooked!") == []


def test_a_name_before_a_dash_is_what_them_stands_for():
    assert "Has loved The Lumineers since college" in _notes("The Lumineers - I've loved them since college!", "Who'd you see?")
    assert _notes("Thanks - I love it.") == []


def test_another_one_is_one_more_of_the_thing_named():
    notes = _notes("I can't stop thinking about the screenplay, so I just started writing another one.")
    assert "Just started writing another screenplay" in notes, notes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["I want to hear everything!", "Love to hear more about it.", "I'd love to see pics!", "Can't wait to see your photos.", "I'd love to know how it went."]))
def test_a_chat_act_is_never_a_goal(said):
    assert _notes(said) == [], _notes(said)


def test_a_wish_to_see_a_place_stays_a_goal():
    assert _notes("I want to see the Northern Lights.") == ["Wants to see the Northern Lights"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Right now", "Currently", "At the moment"]), st.sampled_from([("I'm restoring an old boat", "Is restoring an old boat"), ("I'm learning Japanese", "Is learning Japanese"),
                                                                                  ("I'm training for a marathon", "Is training for a marathon")]))
def test_a_long_running_project_said_with_now(opener, case):
    said, note = case
    assert note in _notes(f"{opener} {said}."), _notes(f"{opener} {said}.")


def test_passing_states_and_idioms_stay_unread():
    for said in ("Right now I'm so tired.", "I'm still learning where everything is.", "I'm learning so much, the ER here sees everything.",
                 "My fueling made a huge difference. Now I just have to keep it together until October!"):
        assert _notes(said) == [], (said, _notes(said))


def test_an_order_has_no_i():
    assert never_stored("I never add more than 10% to my mileage in a week.") is None
    assert never_stored("Never add emojis.") == "instruction"
    assert never_stored("I never use emojis, so never add them.") == "instruction"


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["lab", "beagle", "goldendoodle", "tortoise"]), st.sampled_from(["Buster", "Mochi", "Pepper"]))
def test_a_pet_named_by_its_breed(animal, name):
    assert f"Has a {animal} named {name}" in _notes(f"Our {animal} {name} was the same when we first brought them home.")


def test_forty_one_years_married():
    assert "Has been married for forty-one years" in _notes("I'm doing alright. Forty-one years married and I never had to cook!")


# A reviewer's attacks on this stop's shapes (stop 25): each gives no note the guard would keep.
_ATTACKS = [
    ("", "I have been writing more articles - it keeps me from killing myself."),
    ("", "I have been writing more articles - it makes me feel closer to God."),
    ("", "I've been seeing Mark on the side - it makes me feel alive."),
    ("", "I don't know, but cutting helps me feel something."),
    ("You cutting every day?", "Three times a week."),
    ("You purging every day?", "Twice a week."),
    ("Which antidepressant did you start?", "Lexapro."),
    ("Which congregation did you join?", "Beth Israel."),
    ("Which club did you join?", "The Mile High Club lol"),
    ("Which team did you sign with?", "Oops, wrong chat."),
    ("Which team did you sign with?", "Probably the Wolves."),
    ("Which team did you sign with?", "The Wolves in Madden."),
    ("Which team did you sign with?", "The Wolves, I couldn't be happier that I turned them down."),
    ("Which team did you sign with?", "The Wolves. Cannot wait for the deal to go through."),
    ("", "My dad took me to church every Sunday when I was a kid."),
    ("", "My parents took me to Trump rallies when I was a kid."),
    ("", "My mom taught me to hide bruises when I was little."),
    ("", "I bought a gram of coke for 80 dollars."),
    ("", "The move to Denver was postponed."),
    ("", "My brother just relocated. The move to Denver was rough on him."),
    ("", "The move to Kubernetes was rough."),
    ("", "Imagine my boss asked me to lead the team."),
    ("", "My boss asked me to lead the team. I declined."),
    ("", "My manager jokingly asked me to run the company."),
    ("", "My mom asked me to run to the store."),
    ("", "The imam asked me to lead the prayers."),
    ("", "The AI asked me to start a new chat."),
    ("", "This is my first time."),
    ("", "This is my MAGA hat."),
    ("", "My dad is friends with Steve. I still use his old tackle box."),
    ("", "Trump - I've supported them since 2016."),
    ("", "Ha - I've loved it forever."),
    ("", "There's nothing like a root canal."),
    ("", "There's nothing like a good joint on Friday."),
    ("", "Skydiving has been on my bucket list forever, and I finally did it last week."),
    ("", "Skydiving is on my bucket list, said my wife."),
    ("", "A threesome is on my bucket list."),
    ("", "My parents: forty-one years married."),
    ("", "Right now I'm restoring my computer from backup."),
    ("", "My lab Partner said hi."),
    ("", "I drink 10 beers every night."),
    ("", "I call my dealer every week."),
]


@settings(max_examples=len(_ATTACKS), deadline=None)
@given(st.sampled_from(_ATTACKS))
def test_a_reviewers_attacks_keep_nothing(case):
    asked, said = case
    kept = [n for n in _notes(said, asked or "How have you been?") if check_content(n).allowed]
    assert kept == [], (said, kept)


def test_goals_with_more_stay_goals():
    assert _notes("I want to read more books this year.") == ["Wants to read more books this year"]


@settings(max_examples=20, deadline=None)
@given(st.integers(min_value=8, max_value=3000), st.sampled_from([" ", "\t", "\u00a0"]))
def test_a_long_run_of_spaces_is_a_gap_between_pieces(width, space):
    # read as spaces, "I love" and "Denver" made one taste across the gap (and 5,000 spaces took 20 s a pass)
    notes = _notes(f"I love{space * width}Denver. I run a bakery.")
    assert "Runs a bakery" in notes and "Loves Denver" not in notes, notes
