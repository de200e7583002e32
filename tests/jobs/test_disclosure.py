"""jobs.disclosure and jobs.when: what users say about themselves in any shape, as notes that stand alone."""

from __future__ import annotations

import pytest

from jobs.capture import rule_candidates
from jobs.disclosure import disclose, owned_referent, resolve
from jobs.when import dated, message_day

AT = "2024-03-12T10:00:00Z"


def said(*texts: str, at: str | None = AT) -> list[tuple[str, str]]:
    messages = []
    for text in texts:
        messages.append({"role": "user", "content": text, **({"at": at} if at else {})})
        messages.append({"role": "assistant", "content": "Ok."})
    found = rule_candidates(messages)
    for c in found:
        assert c.evidence in messages[c.turn]["content"]
    return [(c.text, c.category) for c in found]


@pytest.mark.parametrize(
    ("message", "note", "category"),
    [
        # family, relationships, pets and their names
        ("I'm blessed to have my wife and two boys; they keep me going.", "Is blessed to have their wife and two boys", "background"),
        ("I have two parrots. Their names are Kiwi and Mango.", "The parrots' names are Kiwi and Mango", None),
        ("My partner and I run a tiny bakery downtown.", "Runs a tiny bakery downtown with their partner", "project"),
        # hobbies in a list, favourites, what something is to the user
        ("Weekends are for me - climbing, baking, or playing my cello.", None, None),
        ("Knitting's a calm way to clear my head after work.", "Knitting's a calm way to clear their head after work", "interest"),
        ("I enjoy every kind of music, but baroque is my top pick.", "Baroque is their top pick", "preference"),
        ("Chess has been a huge part of my life since school.", "Chess has been a huge part of their life since school", None),
        # origin, job and career
        ("This scarf is precious to me - my aunt knitted it back in my home country, Chile.", "This scarf is precious to them", "interest"),
        ("I'm originally from Porto.", "Is originally from Porto", "background"),
        # life events, dated from the message time
        ("Quit my job at the bank yesterday, so I'm going to open a bakery.", "Quit their job at the bank (2024-03-11)", "background"),
        ("Since I lost my job at the mill, things have been slow.", "Lost their job at the mill", "background"),
        ("Been only to Lisbon once.", "Has been only to Lisbon once", None),
    ],
)
def test_self_disclosure_in_any_shape(message, note, category):
    found = said(message)
    if note is None:
        assert found == [] or all("you" not in text.lower() for text, _ in found)
        return
    assert note in [text for text, _ in found], found
    if category:
        assert (note, category) in found


@pytest.mark.parametrize(
    "message",
    [
        "Hey! Long time no see, how have you been?",
        "Totally agree, that's so true!",
        "Your garden looks amazing, you did a great job!",
        "I'm so happy for you!",
        "I'm really tired tonight.",
        "I went to a concert yesterday, it was fun.",
        "I've had them for ages.",
        "I want to show you my new bike.",
        "I love that idea!",
        "I can't thank you enough.",
        "I'm going to make it happen!",
        "Been hectic for me lately.",
        "I've got something to share!",
        "If I were rich I'd buy a castle.",
        "Remember that the halving is in April.",
        "I'm heading to the gym tomorrow.",
    ],
)
def test_no_note_from_chat_acts_passing_states_or_dangling_pronouns(message):
    assert said(message) == []


def test_a_note_never_says_you_or_leans_on_a_missing_referent():
    found = said(
        "I just got a new car and it's amazing.",
        "It reminds me of my childhood.",
        "They've been there for me every step of the way.",
    )
    assert found == [("Just got a new car", "interest")] or [t for t, _ in found] == ["Just got a new car"]


def test_resolve_and_referents():
    assert resolve("Their names are Kiwi and Mango", "I have two parrots") == "the parrots' names are Kiwi and Mango"
    assert resolve("I've had them for years", "I have two parrots") is None  # an object: not guessed
    assert resolve("a bike that I love", None) == "a bike that I love"
    assert resolve("I like it when answers are short", None) == "I like it when answers are short"
    assert owned_referent("Ceramics is so soothing") == "ceramics"
    assert owned_referent("We laughed a lot") is None


@pytest.mark.parametrize(
    ("text", "rest", "when"),
    [
        ("Lost my job yesterday", "Lost my job", "2023-01-19"),
        ("Moved to Lyon last year", "Moved to Lyon", "2022"),
        ("Adopted a cat last month", "Adopted a cat", "2022-12"),
        ("Started pottery last week", "Started pottery", "week of 2023-01-09"),
        ("Got the tattoo a few years ago", "Got the tattoo", "around 2020"),
        ("J'ai perdu mon travail hier", "J'ai perdu mon travail", "2023-01-19"),
        ("J'ai déménagé la semaine dernière", "J'ai déménagé", "week of 2023-01-09"),
        ("J'ai commencé le piano l'année dernière", "J'ai commencé le piano", "2022"),
        ("I live in Oslo", "I live in Oslo", None),
        # A weekday: the latest one before the message (2023-01-20 is a Friday), never a habit.
        ("Got engaged last Saturday", "Got engaged", "2023-01-14"),
        ("Got laid off last Tuesday with half the team", "Got laid off with half the team", "2023-01-17"),
        ("Got engaged last Saturday night", "Got engaged", "2023-01-14"),
        ("I'm getting married on Saturday", "I'm getting married on Saturday", None),  # a plan as much as a past day
        ("Got engaged last Friday", "Got engaged", "2023-01-13"),
        ("Je me suis fiancée samedi dernier", "Je me suis fiancée", "2023-01-14"),
        ("Started yoga on Tuesday mornings", "Started yoga on Tuesday mornings", None),
        ("Goes climbing on Saturdays", "Goes climbing on Saturdays", None),
    ],
)
def test_relative_dates_are_resolved_from_the_message_time(text, rest, when):
    assert dated(text, "2023-01-20T10:00:00Z") == (rest, when)


def test_message_day_accepts_datetimes_and_iso_strings():
    from datetime import UTC, datetime

    assert str(message_day(datetime(2023, 1, 20, 23, 0, tzinfo=UTC))) == "2023-01-20"
    assert str(message_day("2023-01-20T10:00:00Z")) == "2023-01-20"
    assert message_day("not a date") is None and message_day(None) is None


def test_a_dated_life_event_without_a_message_time_keeps_the_fact_undated():
    assert ("Lost their job as a welder", "background") in said("Lost my job as a welder yesterday.", at=None)


def test_french_life_event_is_dated():
    texts = [t for t, _ in said("J'ai perdu mon travail hier.", at="2024-02-05T18:00:00Z")]
    assert any("2024-02-04" in t for t in texts), texts


def test_disclose_direct():
    assert disclose("I volunteer at the food bank every Sunday") == ("Volunteers at the food bank every Sunday", "interest")
    assert disclose("I think so") is None


def test_shared_habits_appositions_and_the_users_own_things():
    found = [t for t, _ in said("We always bake bread on Sundays with our kids.")]
    assert found == ["Bakes bread on Sundays with their kids, with their kids"] or found == ["Bakes bread on Sundays with our kids, with their kids"] or any(
        t.startswith("Bakes bread on Sundays") for t in found
    ), found
    found = [t for t, _ in said("This watch is precious to me - a present from my father in Ghana.")]
    assert found == ["This watch is precious to them - a present from their father in Ghana"], found
    found = [t for t, _ in said("These are my hiking boots. They've been with me across three continents.")]
    assert found == ["Has hiking boots; the hiking boots have been with them across three continents"], found
    # A follow-up about the same thing joins the note before it, its pronoun resolved.
    found = [t for t, _ in said("I have two geckos. They keep me company at night.")]
    assert found == ["Has two geckos; the geckos keep them company at night"], found
    assert said("We made pancakes.") == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("I feel a deep calling to teach kids to read.", "Feels a deep calling to teach kids to read"),
        ("We're restoring an old barn with our neighbours' help.", "Is restoring an old barn with their neighbours' help, with others"),
        ("Good news - I'm now friends with two of my coworkers!", "Is friends with two of their coworkers"),
        ("When I was little, we lived on a houseboat.", "When they were little, their family lived on a houseboat"),
        ("Lately, I've been learning to weld.", "Has been learning to weld"),
    ],
)
def test_more_shapes_of_a_life(message, note):
    assert note in [t for t, _ in said(message)]


def test_a_passing_feeling_is_still_not_a_fact():
    assert said("I feel tired.") == [] and said("We're having a blast!") == []


def test_opening_time_and_follow_up_feelings():
    found = [t for t, _ in said("Last night I joined a chess club downtown.", at="2024-03-12T10:00:00Z")]
    assert found == ["Joined a chess club downtown (2024-03-11)"], found
    found = [t for t, _ in said("I cherish my Sunday walks. It's when I feel most at peace.")]
    assert found == ["Cherishes their Sunday walks; it's when they feel most at peace"], found


# ---------------------------------------------------------------- kinds widened on real chat text
@pytest.mark.parametrize(
    ("message", "note"),
    [
        # something made or done a year or more ago: part of the story, dated
        ("Yes, I carved that oak chair three years ago!", "Carved an oak chair (2021)"),
        ("I built a treehouse with my dad last year.", "Built a treehouse with their dad (2023)"),
        # an ongoing project with its object, a partnership
        ("I've been working hard on my pottery shop lately.", "Has been working hard on their pottery shop"),
        ("Just partnered with a local bakery for my cafe.", "Just partnered with a local bakery for their cafe"),
        # a life event beside a passing feeling in the same sentence
        ("Especially after I failed my driving exam recently, I've been a bit down.", "Failed their driving exam recently"),
        # what they value, said with a gerund subject
        ("Keeping my garden tidy for my neighbours is important to me.", "Values keeping their garden tidy for their neighbours"),
        # "since I…" stays with what it explains
        ("I've lived with these roommates for 2 years, since I moved from Ghana.", "since they moved from Ghana"),
        # a life event in the present perfect, whatever way it moved
        ("I've moved down to the Gower.", "Has moved down to the Gower"),
        ("We've walked along the beach every morning - I've moved back home to Swansea.", "Has moved back home to Swansea"),
        ("I've handed in my notice for the full-time post.", "Has handed in their notice for the full-time post"),
    ],
)
def test_widened_kinds(message, note):
    notes = [text for text, _ in said(message)]
    assert any(note in text for text in notes), notes


def test_a_one_off_outing_or_a_reaction_is_still_no_note():
    assert said("I saw a movie yesterday, it was fun.") == []
    assert said("I'm so tired after work lately.") == []
    assert said("Being honest is key.") == []


def test_an_apposition_that_says_it_is_a_dream_and_what_they_share_join_the_note():
    notes = [t for t, _ in said("Saving up for culinary school - it's been a dream of mine to become a chef.")]
    assert any("a dream to become a chef" in t for t in notes), notes
    notes = [t for t, _ in said("I'm now friends with my neighbour Ana! We both love gardening.")]
    assert any(t.endswith("they both love gardening") for t in notes), notes


def test_their_own_past_told_inside_a_clause_about_something_else():
    assert ("Had a film camera as a kid", "experience") in said("It reminds me of the film camera I had as a kid.")
    assert ("Rode an old bike growing up", "experience") in said("This reminds me of the old bike I rode growing up!")
    assert said("It reminds me of the time I had as a kid.") == []


# ---------------------------------------------------------------- kinds that are no lasting fact
@pytest.mark.parametrize(
    "message",
    [
        "I'm super excited to give back.",  # eagerness with no goal named
        "I'm so pumped to get out there again!",
        "Just building a vibe that'll make 'em wanna stay longer.",  # "them" with nobody plural named
        "Setting up the new place has been a mix of exciting and exhausting.",  # how it felt
        "Moving house was a real rollercoaster.",
    ],
)
def test_reactions_and_unnamed_others_are_no_note(message):
    assert said(message) == []


def test_praise_of_what_the_other_just_showed_is_no_taste():
    messages = [
        {"role": "assistant", "content": "Here's my new guitar, finally got it!"},
        {"role": "user", "content": "I love the guitar!"},
        {"role": "assistant", "content": "Thanks!"},
        {"role": "user", "content": "I love the mountains."},
    ]
    assert [c.text for c in rule_candidates(messages)] == ["Loves the mountains"]


def test_an_eager_goal_with_its_object_is_kept_and_a_second_verb_is_inflected():
    assert ("Is so excited to start their own bakery", "goal") in said("I'm so excited to start my own bakery.")
    assert [t for t, _ in said("I love my dogs and walk them every day.")] == ["Loves their dogs and walks them every day"]
    assert [t for t, _ in said("I love pizza and pasta with cheese.")] == ["Loves pizza and pasta with cheese"]


def test_a_things_history_and_what_it_stands_for_join_its_note():
    notes = [t for t, _ in said("I've got a wooden chest in my room. My uncle made it for my 10th birthday twenty years ago.")]
    assert any(t.startswith("Has a wooden chest in their room; their uncle made it for their 10th birthday") and t.endswith("(2004)") for t in notes), notes
    notes = [t for t, _ in said("Got the anchor tattoo two years ago. A reminder of my roots.")]
    assert any(t.endswith("; a reminder of their roots (2022)") for t in notes), notes
    notes = [t for t, _ in said("These are my grandparents. Their support means everything to me.")]
    assert "Values the grandparents' support" in notes, notes


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("I find pottery super calming.", "Finds pottery super calming"),
        ("I picked up crocheting during the winter.", "Picked up crocheting during the winter"),
        ("I took up archery two years ago.", "Took up archery (2022)"),
    ],
)
def test_a_taste_or_a_new_hobby(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize("message", ["I find it hard to focus.", "I picked up my sister from the airport.", "I took the bus downtown."])
def test_an_errand_or_a_difficulty_is_no_taste(message):
    assert said(message) == []


# ---------------------------------------------------------------- French self-disclosure in any shape
@pytest.mark.parametrize(
    ("message", "note", "category"),
    [
        ("Je fais de la poterie le week-end.", "Fait de la poterie le week-end", "interest"),
        ("Je collectionne les timbres anciens.", "Collectionne les timbres anciens", "interest"),
        ("Mon film préféré est Amélie.", "Film préféré: Amélie", "preference"),
        ("La randonnée, c'est ma passion.", "Passion: la randonnée", "preference"),
        ("Je suis en train de construire un voilier.", "Est en train de construire un voilier", "project"),
        ("Je me suis mis au violon il y a deux ans.", "S'est mis au violon (2022)", "background"),
        ("J'ai construit ma cabane l'année dernière.", "A construit sa cabane (2023)", "background"),
    ],
)
def test_french_self_disclosure(message, note, category):
    assert (note, category) in said(message)


@pytest.mark.parametrize(
    "message",
    ["Je pense que c'est une bonne idée.", "Je suis tellement contente aujourd'hui !", "J'adore ça !", "Je vais au cinéma ce soir.",
     "J'ai vu un film l'année dernière.", "J'ai hâte de te revoir."],
)
def test_french_chat_acts_and_passing_states_are_no_note(message):
    assert said(message) == []


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["Je joue", "Je pratique", "J'apprends", "Je collectionne", "Je cuisine", "Je fais"]),
    st.sampled_from(["du piano", "le japonais", "des cartes postales", "de l'escalade", "avec mes enfants", "depuis trois ans"]),
    st.sampled_from(["", " le dimanche", " avec mon mari"]),
)
def test_french_notes_are_third_person_without_first_person_words(verb, obj, tail):
    import regex

    for text, _category in said(f"{verb} {obj}{tail}."):
        assert not regex.search(r"\b(?:je|j'|mon|ma|mes|moi|tu|te|ton|ta|tes|vous|votre|vos)\b", text, regex.I), text
        assert text[:1].isupper()


def test_praise_without_a_subject_is_no_taste_either():
    messages = [
        {"role": "assistant", "content": "I even got a little anchor tattoo to remind me."},
        {"role": "user", "content": "Love the tattoo, did you just get it?"},
    ]
    assert rule_candidates(messages) == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("It's made me appreciate how lucky I am to have my friends and family.", "Is lucky to have their friends and family"),
        ("Seeing them play reminds me why I love being a mom.", "Loves being a mom"),
        ("This has made me realise that I love teaching kids.", "Loves teaching kids"),
        ("The trip made me see how much I care about my students.", "Cares about their students"),
        ("That reminded me of how I used to paint with my grandma.", "Used to paint with their grandma"),
    ],
)
def test_the_users_own_clause_seen_through_something_else(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize(
    "message",
    ["It reminds me that you are awesome.", "It made me realize how hard this is.", "That reminds me why the sky is blue.", "It made me see how you did it."],
)
def test_a_seen_clause_about_someone_else_or_a_feeling_is_no_note(message):
    assert said(message) == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("My family is the reason I never give up.", "Their family is the reason they never give up"),
        ("My friends have been there for me every step of the way.", "Their friends have been there for them every step of the way"),
        ("My husband keeps me motivated.", "Their husband keeps them motivated"),
        ("This is my family. They're the reason why I never give up.", "Their family are the reason why they never give up"),
        ("It really fired up my passion to make education better in our area.", "Has a passion to make education better in their area"),
    ],
)
def test_what_the_users_people_are_to_them_and_a_named_passion(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize(
    "message",
    [
        "My sister lives in Rome.",  # what they do on their own stays theirs (002: third parties)
        "My wife is a doctor, I think.",  # a partner's job only when said as known (jobs/kin.unnamed_kin)
        "My coworker makes me laugh.",
        "My kids are so excited about summer break!",
        "My kids are here for me.",
        "Your passion for dance is inspiring.",
        "I love my family. They are the best.",
    ],
)
def test_the_users_people_on_their_own_or_in_passing_are_no_note(message):
    assert [t for t, _ in said(message) if not t.startswith("Loves their family")] == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("Andre and I are buying a house.", "Is buying a house with Andre"),
        ("Great news. Andre and I have been together for four years.", "Has been with Andre for four years"),
        ("Me and Tom run a small bakery together.", "Runs a small bakery with Tom"),
        ("I've been thinking about going back to school to become a nurse.", "Has been thinking about going back to school to become a nurse"),
        ("I've been thinking of getting a dog.", "Has been thinking of getting a dog"),
        ("I got the job! Started at Aire Valley Haulage two weeks ago.", "Started at Aire Valley Haulage (week of 2024-02-26)"),
    ],
)
def test_someone_named_with_the_user_a_plan_being_weighed_and_a_new_job(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize(
    "message",
    ["Sarah and I went to the movies yesterday.", "Tom and I are so excited!", "I've been thinking about you.", "I've been thinking about it a lot."],
)
def test_a_named_outing_or_a_passing_thought_is_no_note(message):
    assert said(message) == []


@pytest.mark.parametrize("message", ["I'm going to go pass out now.", "I'm going to tear up again.", "I'm about to head out now."])
def test_what_happens_now_or_again_is_no_plan(message):
    assert said(message) == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("It made me realise I love my job.", "Loves their job"),
        ("Every time I go out on the water it reminds me why I love sailing.", "Loves sailing"),
        ("Nothing beats my passion for coffee, honestly.", "Has a passion for coffee"),
        ("Hey Gina, Tim and I moved to Denver last year.", "Moved to Denver with Tim (2023)"),
        ("Hey Jon, I work as a nurse.", "Works as a nurse"),
    ],
)
def test_red_team_round_kept(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize(
    "message",
    [
        "That reminds me, I need to call my mom later.",  # near-term
        "It made me realise that my sister is really talented.",  # her fact, not the user's
        "My passion for photography started when I was a kid.",  # the passion is the subject: no spliced note
        "I'm reading something interesting.",
        "I have a bit of free time.",
    ],
)
def test_red_team_round_refused(message):
    assert said(message) == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("My husband and I just celebrated ten years of marriage.", "Celebrated ten years of marriage with their husband"),
        ("Hiking, baking bread and reading sci-fi keep me sane.", "Hiking, baking bread and reading sci-fi keep them sane"),
        ("I've never been abroad myself, but I'd love to see Japan someday.", "Would love to see Japan someday"),
        ("We adopted a rescue dog last month. Her name is Luna.", "The rescue dog's name is Luna"),
        ("We moved to Leeds in 2019.", "Moved to Leeds in 2019"),
        ("Honestly, cooking is how I unwind after work.", "Cooking is how they unwind after work"),
        ("I adopted a dog. His name is Max.", "The dog's name is Max"),
    ],
)
def test_everyday_shapes_of_a_life_wishes_and_shared_events(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize(
    "message",
    ["I'd love to hear more about it.", "I'd like to thank you.", "We went to the beach yesterday.", "That is how I feel.", "You make me laugh."],
)
def test_a_polite_wish_an_outing_or_a_persons_own_fact_is_no_note(message):
    assert said(message) == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("Le week-end je fais de l'escalade, du vélo et un peu de poterie.", "Fait de l'escalade, du vélo et un peu de poterie"),
        ("Et je suis développeur web à Nantes, donc le côté technique m'intéresse.", "Développeur web à Nantes"),
        ("Someday I'd really love to learn to sail, once the house stuff is done.", "Would love to learn to sail, once the house stuff is done"),
        ("We've got three kids under ten, so weekends are pure chaos.", "Has three kids under ten"),
        ("Big news: I left teaching last month and started as a junior developer at a fintech startup.", "Left teaching and started as a junior developer at a fintech startup (2024-02)"),
        ("We moved into our first house yesterday!", "Moved into their first house (2024-03-11)"),
        ("I'm vegetarian, by the way, so no rabbit stew jokes please.", "Is vegetarian"),
    ],
)
def test_openers_asides_households_and_career_moves(message, note):
    assert note in [t for t, _ in said(message)]


def test_a_wish_with_an_adverb_is_still_no_hypothetical_but_a_conditional_purchase_is():
    assert said("I'd really buy a boat if I were rich.") == []
    assert "Would really love to learn the cello" in [t for t, _ in said("I would really love to learn the cello.")]


@pytest.mark.parametrize(
    "message",
    [
        "My mother has a dog. His name is Rocky.",  # he/his stand for a person's here, never the user's pet
        "My neighbour has a dog. His name is Duke.",
        "Yoga keeps my sister sane.",  # the sister is the object, not the user
        "Cooking is how my husband unwinds.",
        "Oh sure, I'd just LOVE to spend another weekend doing taxes.",
    ],
)
def test_red_team_round_two_third_parties_and_sarcasm_give_no_note(message):
    assert said(message) == []


def test_a_persons_name_after_them_is_no_animals_name():
    # he/she only for the user's animal: the husband is the user's fact, his name and job are not an animal's
    assert [t for t, _ in said("I have a husband. His name is Tom and he's a chef.")] == ["Has a husband"]


def test_an_outing_with_a_named_sibling_keeps_only_who_the_sibling_is():
    assert said("My sister Kasia and I went hiking.") == [("Has a sister named Kasia", "background")]


@pytest.mark.parametrize(
    ("message", "note"),
    [("I have a cat. He's called Oscar.", "The cat is called Oscar"), ("We have a parrot. It's called Rio.", "The parrot is called Rio")],
)
def test_a_pet_called_by_its_name_after_it_is_introduced(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize(
    ("message", "notes"),
    # the sister is the user's fact; "She's called Anna" is no animal's name
    [("My mother has a cat. It's called Tom.", []), ("My dad has a boat. It's called Wave.", []), ("I have a sister. She's called Anna.", ["Has a sister"])],
)
def test_it_never_stands_for_a_person_and_a_persons_things_stay_theirs(message, notes):
    assert [t for t, _ in said(message)] == notes


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("J'aimerais beaucoup visiter le Japon un jour.", "Aimerait beaucoup visiter le Japon un jour"),
        ("J'adorerais apprendre le piano.", "Adorerait apprendre le piano"),
        ("Nous avons déménagé à Lyon en 2018.", "A déménagé à Lyon en 2018"),
        ("Nous avons deux enfants.", "A deux enfants"),
    ],
)
def test_french_wishes_and_what_the_household_did(message, note):
    assert note in [t for t, _ in said(message)]


@pytest.mark.parametrize("message", ["J'aimerais bien un café.", "Nous avons mangé au restaurant hier.", "On est allés au cinéma.", "Nous avons vu un film."])
def test_french_a_passing_wish_or_an_outing_is_no_note(message):
    assert said(message) == []


@pytest.mark.parametrize("message", ["I've been so moved by your story.", "I've moved on from that.", "I've been moved to tears twice this week."])
def test_moved_as_touched_or_over_is_no_event(message):
    assert said(message) == []


def test_a_life_event_on_a_weekday_is_dated_and_a_plan_on_one_is_not_kept():
    assert ("Got engaged (2023-05-06)", "experience") in said("We got engaged last Saturday!", at="2023-05-08T10:00:00Z")
    assert said("I'm playing at a café on Friday.", at="2023-05-08T10:00:00Z") == []


# An object "it" never stands for the subject of the sentence before, nor takes its verb into the
# note ("My boss said I should quit, and I'm thinking about it" had become "Is thinking about the
# boss said they"; found by a reviewer).
@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(["My boss", "My dad", "My sister", "My friend Tom", "The doctor"]),
    st.sampled_from(["said I should quit", "told me to move", "bought a boat last year", "thinks I should apply"]),
    st.sampled_from(["and I'm thinking about it", "and I love it", "I'm considering it", "and I keep thinking about it"]),
)
def test_an_object_it_never_takes_the_subject_before_it(subject, deed, then):
    text = f"{subject} {deed}, {then}."
    messages = [{"role": "user", "content": text}, {"role": "assistant", "content": "Oh?"}, {"role": "user", "content": "Yes."}]
    for c in rule_candidates(messages):
        verb = deed.split()[0]
        assert verb not in c.text.split(), c.text


# A noun phrase ends before a preposition or a particle: "knocked my laptop off the desk… It
# survived" had resolved "it" to "the laptop off".
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["knocked", "pushed", "dropped", "threw"]), st.sampled_from(["laptop", "phone", "guitar", "mug"]),
       st.sampled_from(["off", "down", "across", "behind", "through", "around"]))
def test_a_thing_never_takes_the_preposition_after_it(verb, thing, particle):
    message = f"The cat {verb} my {thing} {particle} the table yesterday. It survived, my heart didn't."
    notes = [c.text for c in rule_candidates([{"role": "user", "content": message}, {"role": "assistant", "content": "Oh no"}])]
    assert not any(f"{thing} {particle}" in n for n in notes)


# "They" after "my X are my Y" stands for X, not for what X is said to be ("My friends… are my rocks
# – they motivate me" had become "The rocks motivate them").
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["dogs", "cats", "kids"]), st.sampled_from(["babies", "rocks", "whole world"]))
def test_they_after_a_copula_stands_for_the_subject(who, what):
    message = f"My {who} are my {what}. They sleep on my bed every night."
    notes = [c.text for c in rule_candidates([{"role": "user", "content": message}, {"role": "assistant", "content": "Aw"}])]
    assert not any(f"the {what} sleep" in n.lower() for n in notes)
    assert any(f"{who} sleep" in n.lower() for n in notes)


# A follow-up joined to a note never keeps a "they" that stands for a thing: in the note it would
# read as the user ("Has two cats; they are their whole world").
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["two cats", "three dogs", "two hamsters"]), st.sampled_from(["They are my whole world.", "They're my everything.", "They are my babies."]))
def test_a_joined_follow_up_leaves_no_they(things, follow):
    message = f"I have {things}. {follow}"
    notes = [c.text for c in rule_candidates([{"role": "user", "content": message}, {"role": "assistant", "content": "Aw"}])]
    assert notes and not any(" they " in f" {n.lower()} " or "; they" in n.lower() for n in notes)


# What something of the user's is doing to them now is a passing state, never what the thing is
# ("Honestly my job is killing me lately" had become "Job: killing them lately"; found by trying
# everyday sentences).
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Honestly my job", "My commute", "My back", "My landlord's silence", "Ugh, my thesis"]),
       st.sampled_from(["is killing me lately", "is driving me crazy", "has been stressing me out", "is really getting to me"]))
def test_what_wears_on_the_user_now_is_no_note(thing, doing):
    message = f"{thing} {doing}."
    assert rule_candidates([{"role": "user", "content": message}, {"role": "assistant", "content": "Oh no"}]) == []
