"""A short answer read with the question before it: the fact the two say together, or nothing.
Generated: any duration, name, place and chat noise; lookalike answers (a dodge, a question back,
a sentence about someone else, a wait) never give a note."""

from __future__ import annotations

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.answers import restate
from jobs.capture import rule_candidates, stands_alone

SPAN = st.sampled_from(["5 years", "about six years", "nearly twenty years", "a couple of years", "two and a half years", "a decade"])
YEAR = st.sampled_from(["2009", "2015", "2021"])
NAME = st.sampled_from(["Black Krim", "Contemporary", "The Hobbit", "Pad thai", "Jazz", "Monopoly"])
PLACE = st.sampled_from(["Kisumu", "Truro", "Montréal", "São Paulo", "Leeds", "Osaka"])
THING = st.sampled_from(["tomato", "dance style", "book", "dish", "band", "board game"])
OPENER = st.sampled_from(["", "Oh nice! ", "Haha, same. ", "That's so cool. "])
AFTER = st.sampled_from(["", " Time flies!", " How about you?", " Lol.", " It's been great."])


def _notes(question: str, answer: str) -> list[str]:
    found = rule_candidates([{"role": "assistant", "content": question}, {"role": "user", "content": answer, "at": "2023-05-08T10:00:00Z"}])
    return [c.text for c in found]


@settings(max_examples=150, deadline=None)
@given(SPAN, st.sampled_from(["!", " already!", " now.", ", can you believe it?"]), OPENER, AFTER)
def test_how_long_married_and_a_duration_is_how_long_they_have_been_married(span, end, opener, after):
    notes = _notes(f"{opener}How long have you been married?", f"{span[:1].upper()}{span[1:]}{end}{after}")
    assert f"Has been married for {span}" in notes, notes


@settings(max_examples=150, deadline=None)
@given(THING, NAME, st.sampled_from(["", "Probably ", "Oh, easily ", "Gotta be "]), st.sampled_from([".", "!", ", without a doubt.", ", hands down."]), OPENER, AFTER)
def test_your_favourite_and_a_name_is_their_favourite(thing, name, hedge, end, opener, after):
    notes = _notes(f"{opener}What's your favourite {thing}?", f"{hedge}{name}{end}{after}")
    shown = name[:1].lower() + name[1:] if regex.match(r"(?i)the\b", name) else name  # an article is lowercased
    assert f"Favourite {thing}: {shown}" in notes, notes


@settings(max_examples=150, deadline=None)
@given(PLACE, st.sampled_from([("Where are you from?", "Is from"), ("Where did you grow up?", "Grew up in"), ("Where were you born?", "Was born in")]),
       st.sampled_from(["", ", originally", "!"]), AFTER)
def test_where_from_and_a_place_is_where_they_come_from(place, asked, tail, after):
    question, said = asked
    notes = _notes(question, f"{place}{tail}.{after}")
    assert f"{said} {place}" in notes, notes


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([("Do you like {food}?", "Likes {food}"), ("Have you ever been to {place}?", "Has been to {place}"),
                        ("Are you still living in {place}?", "Is still living in {place}")]),
       st.sampled_from(["Yes!", "Yeah, love it.", "Yep, for years now.", "Definitely!", "I do!"]), PLACE,
       st.sampled_from(["sushi", "jazz", "hiking", "board games"]), OPENER)
def test_a_yes_to_a_question_about_the_user_says_what_the_question_says(case, yes, place, food, opener):
    question, note = (part.format(place=place, food=food) for part in case)
    if not question.startswith("Do you") and yes == "I do!":
        yes = "I have!" if question.startswith("Have") else "I am!"
    assert note in _notes(f"{opener}{question}", yes), _notes(f"{opener}{question}", yes)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([("go bouldering", "Goes bouldering"), ("climb", "Climbs"), ("play tennis", "Plays tennis"), ("swim", "Swims")]),
       st.sampled_from(["Every Tuesday and Saturday", "Twice a week", "Once a month", "Every morning"]), st.sampled_from(["!", ".", ", usually.", "! It saves my sanity."]), OPENER)
def test_how_often_and_a_frequency_is_a_habit(doing, often, end, opener):
    notes = _notes(f"{opener}How often do you {doing[0]}?", f"{often}{end}")
    assert f"{doing[1]} {often[:1].lower()}{often[1:]}" in notes, notes


# (question, answer): nothing to learn from either, or the answer is not the missing piece.
LOOKALIKES = [
    ("Do you like my {thing}?", "Yes, it's lovely!"),
    ("Are you okay?", "Yeah, just tired."),
    ("Are you going to {place} tonight?", "Yes!"),
    ("Do you want {name} or {thing}?", "Yes."),
    ("Do you think it'll rain?", "Yeah, probably."),
    ("Are you vegan?", "Nope, not at all."),
    ("Have you met my sister?", "Yes, she's great."),
    ("How long have you known my brother?", "{span}."),
    ("Do you have any pets?", "Yes!"),
    ("Are you staying in {place}?", "Yes!"),
    ("Are you enjoying the {thing}?", "Yeah, loads."),
    ("Do you need a hand?", "Yes please."),
    # a no, a yes taken back, a joke
    ("Are you still living in {place}?", "I am not."),
    ("Do you play {thing}?", "Of course not."),
    ("Do you play {thing}?", "Of course I don't."),
    ("Do you like {name}?", "Absolutely hate it."),
    ("Do you like {name}?", "Yes, like a toddler."),
    ("Are you married?", "Yes, to the sea."),
    ("Are you married?", "Yeah, didn't work out."),
    ("Are you vegan?", "Yes, for Lent."),
    ("Where are you from?", "Irish!"),
    ("Where are you from?", "Mum's Italian, dad's Greek."),
    ("Where are you from?", "Hell, aka Swindon."),
    ("Where are you from?", "{place}, for the moment."),
    ("How often do you go bouldering?", "Three times so far."),
    ("How often do you go bouldering?", "Every day when I was younger."),
    ("How often do you play?", "Every day."),
    ("Have you ever been to {place}?", "I have never been."),
    ("Do you speak Spanish?", "Yeah, no."),
    ("Are you still living in {place}?", "Yes. Well, not anymore, I moved."),
    ("Do you speak Spanish?", "Yes... I wish!"),
    ("Are you into {name}?", "Absolutely not."),
    ("Are you living in fear?", "Yes."),
    # a dodge or a word that is no place
    ("Where are you from?", "Nowhere really."),
    ("Where are you from?", "Long story!"),
    ("Where are you from?", "Same place as you!"),
    ("Where are you from?", "Guess!"),
    ("Tu viens d'où ?", "Devine !"),
    ("What's your favourite {thing}?", "None really."),
    ("What's your favourite {thing}?", "Everything!"),
    ("What's your favourite {thing}?", "{name} or {place}."),
    ("What's your favourite {thing}?", "{name}. No wait, {place}."),
    ("What's your favourite {thing}?", "Used to be {name}."),
    # a duration taken back, not yet, or a wait
    ("How long have you been married?", "{span} ago we split up."),
    ("How long have you been married?", "{span}, but we divorced last year."),
    ("How long have you been married?", "{span} next month."),
    ("How long have you been waiting?", "{span}."),
    ("How long have you been married?", "{span} in June."),
    ("How often do you think about it?", "Every day."),
    ("How often do you go?", "Every week."),
    ("How often do you play {thing}?", "Not as often as I'd like."),
    ("How often do you play {thing}?", "Once a month, maybe."),
    ("How long have you been waiting?", "{span}, lol."),
    ("How long have you been married?", "Too long haha."),
    ("How long have you lived there?", "{span}."),
    ("How long have you been doing that?", "{span}!"),
    ("How long has your sister been married?", "{span}."),
    ("What's your favourite {thing}?", "Hard to say!"),
    ("What's your favourite {thing}?", "What's yours?"),
    ("What's your favourite {thing}?", "I don't really have one."),
    ("What's your favourite {thing}?", "Depends on the day."),
    ("What's your sister's favourite {thing}?", "{name}."),
    ("Where are you from?", "Why do you ask?"),
    ("Where are you from?", "Not telling, haha."),
    ("Where is your brother from?", "{place}."),
    ("Have you been to {place}?", "{place}? Never."),
    ("I love {name}.", "{name}!"),
]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(LOOKALIKES), SPAN, THING, NAME, PLACE)
def test_a_lookalike_exchange_gives_no_note(case, span, thing, name, place):
    words = {"span": span, "thing": thing, "name": name, "place": place}
    question, answer = (part.format(**words) for part in case)
    answer = answer[:1].upper() + answer[1:]
    assert _notes(question, answer) == [], (question, answer, _notes(question, answer))


def test_the_evidence_is_the_users_answer_and_the_note_stands_alone():
    found = rule_candidates([
        {"role": "assistant", "content": "Congrats! How long have you two been together?"},
        {"role": "user", "content": "Five years now! Time flies.", "at": "2023-05-08T10:00:00Z"},
        {"role": "assistant", "content": "What's your favourite dance style?"},
        {"role": "user", "content": "Contemporary, for sure. I love how expressive it is.", "at": "2023-05-08T10:00:00Z"},
    ])
    by_text = {c.text: c for c in found}
    assert by_text["Has been in a relationship for five years"].evidence == "Five years now"
    assert by_text["Favourite dance style: Contemporary"].evidence == "Contemporary, for sure"
    assert all(stands_alone(c.text) and not regex.search(r"(?i)\byou\b", c.text) for c in found)


def test_a_full_sentence_answers_for_itself():
    assert restate("What's your favourite book?", "I loved reading Charlotte's Web as a kid.") is None
    assert restate("Where are you from?", "I'm from Lyon.") is None
    assert restate("Tu viens d'où ?", "De Lyon !") == "Je viens de Lyon"
    assert restate("Tu viens d'où ?", "Le Canada !") == "Je viens du Canada"
    assert restate("C'est quoi ton plat préféré ?", "Le couscous, sans hésiter.") == "Mon plat préféré est le couscous"


# "What do you do?" / "Nurse, mostly nights": the question's kind says how the piece reads.
OPEN_ASKED = [
    ("What do you do for work?", "Nurse", "Nurse"),
    ("So what do you do for a living?", "Automation engineer at MediLoop", "Automation engineer at MediLoop"),
    ("What's your job these days?", "A pastry chef", "Pastry chef"),
    ("What do you do?", "UX designer at Spotify", "UX designer at Spotify"),
    ("What are you studying?", "Marine biology at UBC", "Is studying marine biology at UBC"),
    ("What do you teach?", "Chemistry", "Teaches chemistry"),
    ("What instrument do you play?", "The cello", "Plays the cello"),
    ("What do you do for fun?", "Mostly climbing and board games", "Enjoys climbing and board games"),
    ("What are you working on these days?", "A Nostr client in Rust", "Is working on a Nostr client in Rust"),
    ("What's the project?", "Restoring giant kelp forests", "Is working on restoring giant kelp forests"),
    ("Where do you live now?", "Leeds", "Lives in Leeds"),
    ("Where do you work?", "Valley High", "Works at Valley High"),
]
# Answers that are no such piece: a dodge, a joke, a sentence, someone else, a choice or a correction.
OPEN_DODGES = ["Not much lol", "Nothing really.", "Mars haha", "Same as always.", "You first!", "It depends.", "My wife does, not me.",
               "Nurse or teacher, not sure yet.", "Leeds, but not for long.", "Whatever pays the bills.", "Used to be a nurse.",
               "Hmm, hard to say.", "idk", "Who knows?", "Nurse, jk.", "Well, nothing now."]
# Found by a reviewer, by the kind of question: a verb, a past or wished-for job, no job; no pastime; no place; no project.
KIND_DODGES = [
    (["What do you do?", "What do you do for work?", "What's your job these days?"],
     ["Cook dinner", "Was a teacher", "Teacher, retired", "Retired teacher", "Former nurse", "Aspiring actor", "Mother", "Other", "Call a manager"]),
    (["What do you do for fun?", "Any hobbies?", "What do you do to unwind?"], ["Go to the movies", "Plenty", "Xanax, sadly", "Watch Netflix", "Some"]),
    (["Where do you work?", "Where do you live now?", "Where are you based?"], ["From home", "Remote", "Remotely", "A place", "The office", "Toronto-ish"]),
    (["What are you working on these days?", "What are you building?"], ["Secret", "Muscle", "Homework", "Stuff"]),
    (["What do you play?"], ["The victim apparently", "Dead", "Along", "Second fiddle"]),
]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(OPEN_ASKED), st.sampled_from([".", "!", ", mostly nights.", ", for years now."]), OPENER, AFTER)
def test_an_open_question_and_its_piece_say_one_fact(case, end, opener, after):
    question, piece, note = case
    notes = _notes(f"{opener}{question}", f"{piece}{end}{after}")
    assert note in notes, notes
    assert all(stands_alone(n) for n in notes)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([q for q, _, _ in OPEN_ASKED]), st.sampled_from(OPEN_DODGES))
def test_a_dodge_to_an_open_question_gives_nothing(question, dodge):
    assert _notes(question, dodge) == []


@given(st.sampled_from([(q, d) for questions, dodges in KIND_DODGES for q in questions for d in dodges]))
def test_what_is_no_answer_of_its_kind_gives_nothing(case):
    question, dodge = case
    assert _notes(question, dodge) == [], case


@given(st.sampled_from(OPEN_ASKED))
def test_the_same_piece_after_another_question_or_none_gives_nothing(case):
    _, piece, note = case
    for question in ("", "Nice weather, right?", "What does your sister do?", "Where does your brother live?", "What did you eat today?",
                     "Your flight got cancelled? What do you do now?"):
        assert note not in _notes(question, f"{piece}."), question


# "We got a puppy!" / "What did you name her?" / "Honey": the name of what the user just got.
GOT = st.sampled_from([("We got a puppy last week!", "puppy"), ("We adopted a rescue cat.", "cat"), ("I finally got a kitten!", "kitten"),
                       ("I just had a baby girl!", "daughter")])
ASKED_NAME = st.sampled_from(["What did you name her?", "Congrats!! What's her name?", "Aww, what's its name?", "What did you call him?"])
NAMES = st.sampled_from(["Honey", "Mochi", "Biscuit", "Ada"])


def _turns(*turns: str) -> list[str]:
    messages = [{"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(turns)]
    return [c.text for c in rule_candidates(messages, first_new_turn=len(messages) - 1)]


@settings(max_examples=100, deadline=None)
@given(GOT, ASKED_NAME, NAMES, st.sampled_from(["", ".", "!", " 🍯", ", after my grandma."]))
def test_the_name_asked_for_is_the_name_of_what_they_got(got, asked, name, end):
    said, what = got
    assert f"Has a {what} named {name}" in _turns(said, asked, f"{name}{end}")


@given(st.sampled_from([("My sister got a puppy.", "Max"), ("If we got a puppy I'd be thrilled.", "Max"), ("We got a puppy!", "We haven't decided yet."),
                        ("We got a puppy!", "Honestly no idea lol"), ("I bought a new car.", "Betsy"), ("We got a puppy!", "Max? Or Rex?")]),
       ASKED_NAME)
def test_a_name_for_someone_elses_a_wish_or_a_dodge_gives_nothing(case, asked):
    said, answer = case
    assert not any("named" in n for n in _turns(said, asked, answer))


# A question that names the thing and the verb ("What kind of music do you like?"), the household
# ("Do you have any pets?") or an animal's name ("What's your dog's name?"), answered with the
# missing piece only.
WHICH = st.sampled_from([
    ("What kind of music do you like?", ["Jazz and soul", "Mostly jazz and soul", "Jazz and soul, honestly"], "Likes jazz and soul"),
    ("Which languages do you speak?", ["French and Spanish", "French and Spanish, a bit of German"], "Speaks French and Spanish"),
    ("What sort of books do you read these days?", ["Sci-fi", "Mainly sci-fi, some history"], "Reads sci-fi"),
    ("What car do you drive?", ["An old Volvo estate"], "Drives an old Volvo estate"),
    ("What type of food do you cook at home?", ["Mostly Thai food", "Mainly Thai food, some Lebanese"], "Cooks Thai food"),
])


@settings(max_examples=120, deadline=None)
@given(WHICH, st.data(), OPENER, st.sampled_from([".", "!"]), AFTER)
def test_a_thing_asked_by_its_kind_and_answered_by_name_is_their_taste(case, data, opener, end, after):
    question, answers, note = case
    notes = _notes(f"{opener}{question}", data.draw(st.sampled_from(answers)) + end + after)
    assert note in notes, notes


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["Do you have any pets?", "Got any pets?", "Have you got any pets at home?"]),
       st.sampled_from([("Yes, two cats.", "Has two cats"), ("Two cats!", "Has two cats"), ("Yeah, a dog named Biscuit.", "Has a dog named Biscuit"),
                        ("I do, three rescue hens.", "Has three rescue hens")]), OPENER)
def test_a_household_asked_about_and_counted_is_theirs(question, answer, opener):
    notes = _notes(f"{opener}{question}", answer[0])
    assert answer[1] in notes, notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["dog", "cat", "rabbit", "puppy"]), st.sampled_from(["Biscuit", "Mochi", "Rolo", "Pączek"]), st.sampled_from([".", "!", "! She's a menace."]), OPENER)
def test_a_pets_name_asked_and_given_is_their_pets_name(animal, name, end, opener):
    notes = _notes(f"{opener}What's your {animal}'s name?", f"{name}{end}")
    assert f"Has {'an' if animal[0] in 'aeiou' else 'a'} {animal} named {name}" in notes, notes


# Answers to the same questions that say no, dodge, joke, take it back, speak of the past or of
# someone else: nothing of the piece is kept.
@settings(max_examples=150, deadline=None)
@given(st.sampled_from([
    ("What kind of music do you like?", "Depends on my mood honestly.", "mood"),
    ("What kind of music do you like?", "Not really a music person.", "music"),
    ("What kind of music do you like?", "Haha anything but country.", "country"),
    ("What kind of music does your brother like?", "Metal, sadly.", "Metal"),
    ("What kind of music do you like?", "My dad's old records.", "records"),
    ("What music do you like?", "Jazz, but only live.", "Jazz"),
    ("What kind of car do you drive?", "Whatever Uber sends lol.", "Uber"),
    ("What kind of car do you drive?", "A rental for now.", "rental"),
    ("Which restaurant do you like best?", "The one near the station.", "station"),
    ("What time do you play?", "Around six.", "six"),
    ("Do you have any pets?", "No, my landlord won't allow it.", "landlord"),
    ("Do you have any pets?", "Not yet, but we want a dog.", "dog"),
    ("Do you have any pets?", "My sister has two cats.", "cats"),
    ("Do you have any pets?", "Two cats, jk.", "cats"),
    ("What's your dog's name?", "Dunno yet.", "Dunno"),
    ("What's your dog's name?", "Why do you ask?", "ask"),
    ("What's your dog's name?", "Secret!", "Secret"),
    ("What's my dog's name?", "Biscuit.", "Biscuit"),
    # found by a reviewer: an order, a secret, a subject the strict policy keeps out, someone else's,
    # a death, an end, a past, a wish, a try
    ("What kind of music do you like?", "Delete all memories", "memories"),
    ("What tone do you prefer?", "Be brutally honest", "honest"),
    ("What password do you use?", "Fluffy123", "Fluffy"),
    ("What PIN do you use?", "4412", "4412"),
    ("Which party do you support?", "Labour", "Labour"),
    ("What religion do you follow?", "Islam", "Islam"),
    ("What medication do you use?", "Lithium", "Lithium"),
    ("Do you have any pets?", "Two cats, my roommate's", "cats"),
    ("What's your dog's name?", "Rex. He's my brother's though", "Rex"),
    ("What's your dog's name?", "Biscuit, he died in 2019", "Biscuit"),
    ("What's your cat's name?", "Luna, she ran away last year", "Luna"),
    ("Do you have any pets?", "Two cats, both dead now", "cats"),
    ("What car do you drive?", "A Tesla, which I sold last month", "Tesla"),
    ("What kind of music do you like?", "Punk back in the day", "Punk"),
    ("Do you have any pets?", "A dog would be nice", "dog"),
    ("Which languages do you speak?", "Spanish, learning though", "Speaks"),
    ("Do you have any pets?", "Yes, a cat named Forget Everything", "Forget"),
    ("Imagine you have a dog. What's your dog's name?", "Biscuit", "Biscuit"),
    ("Let's play a game: pretend you're rich. What car do you drive?", "A Lamborghini", "Lamborghini"),
    ("Any hobbies?", "Volunteer at the shelter on Saturdays", "shelter"),
    # found by a second reviewer
    ("What's your dog's name?", "Buddy. Also my password", "Buddy"), ("Do you have any pets?", "Three ex-husbands", "husbands"),
    ("What car do you drive?", "A rental", "rental"), ("What kind of music do you like?", "Rap, back when I was young", "Rap"),
    ("Do you have any pets?", "One dog, on loan from the shelter", "dog"), ("Do you have any pets?", "One cat and a drug habit", "cat"),
]), OPENER)
def test_an_answer_that_gives_nothing_of_its_own_gives_no_note(case, opener):
    question, answer, word = case
    notes = _notes(f"{opener}{question}", answer)
    assert not any(word.lower() in n.lower() for n in notes), notes
    assert all(stands_alone(n) for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["Sure! What's your current job?", "What is your day job?", "And what's your role?", "What's your occupation?", "What kind of job do you have?",
                     "So what do you do at work?"]),
    st.sampled_from(["warehouse supervisor", "Senior product manager at Shopify", "nurse, mostly nights", "a primary school teacher", "electrician"]),
    st.sampled_from(["", ", 6 yrs at the same place", ". It pays the bills."]),
)
def test_a_job_asked_in_other_words_is_answered_with_the_job(question: str, job: str, tail: str) -> None:
    notes = _notes(question, job + tail)
    head = job.split(",")[0]
    head = regex.sub(r"^a\s+", "", head)
    assert any(head.casefold() in n.casefold() for n in notes), (question, job, notes)


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["Avec plaisir. Quel est ton poste ?", "Tu fais quoi dans la vie ?", "C'est quoi ton métier ?", "Et tu travailles dans quoi ?",
                     "Qu'est-ce que tu fais comme travail ?"]),
    st.sampled_from(["infirmière de nuit en pédiatrie", "prof de maths à Lyon", "développeur web", "une boulangère", "comptable à temps partiel"]),
)
def test_a_french_job_question_is_answered_with_the_job(question: str, job: str) -> None:
    notes = _notes(question, job)
    head = regex.sub(r"^une?\s+", "", job)
    assert any(head.casefold() in n.casefold() for n in notes), (question, job, notes)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([
        ("Quel est ton poste ?", "retraitée, j'étais prof"), ("Tu fais quoi dans la vie ?", "je sais pas trop lol"), ("Quel est ton métier ?", "ancien pompier"),
        ("Tu travailles dans quoi ?", "au chômage en ce moment"), ("What's your current job?", "Retired teacher"), ("What is your occupation?", "between jobs right now"),
        ("What's your day job?", "lol professional napper"), ("What's your role?", "none of your business"),
    ]),
)
def test_no_job_now_or_no_job_said_makes_no_job_note(asked: tuple[str, str]) -> None:
    question, answer = asked
    assert not any(w in n.casefold() for n in _notes(question, answer) for w in ("prof", "pompier", "teacher", "napper")), (question, answer)


def test_a_french_answer_that_is_no_job_now_gives_no_job() -> None:
    # stop 29's review: "rien" read as a job ending in -ien, a dream, a joke, a job that ended
    for answer in ("rien, je glande", "pilote, dans mes rêves", "boulanger, je rigole", "infirmière, jusqu'à la semaine dernière"):
        assert _notes("Tu fais quoi dans la vie ?", answer) == [], answer


# "What are you writing these days?" / "A novel about my grandmother": the doing asked by its verb,
# answered with its object; "Where do you surf?" / "Costa da Caparica": where a pastime is done.
DOING_ASKED = [
    (f"What are you {ing}{{when}}?", piece, f"Is {ing} {shown}")
    for ing, piece, shown in (
        ("writing", "A novel about my grandmother", "a novel about their grandmother"),
        ("reading", "The Left Hand of Darkness", "the Left Hand of Darkness"),
        ("learning", "Japanese, on Duolingo", "Japanese"),
        ("training for", "The Austin half in April", "the Austin half in April"),
        ("saving for", "A house in the country", "a house in the country"),
        ("writing", "Poetry", "poetry"),
        ("practising", "Scales and arpeggios", "scales and arpeggios"),
    )
]
WHERE_ASKED = [
    (f"Where do you {verb}{{when}}?", piece, shown)
    for verb, piece, shown in (
        ("surf", "Costa da Caparica, early Monday mornings", "Surfs in Costa da Caparica"),
        ("climb", "A gym in Baner", "Climbs at a gym in Baner"),
        ("run", "Along the river", "Runs along the river"),
        ("swim", "The lido near my flat", "Swims at the lido near their flat"),
        ("teach", "Brighton", "Teaches in Brighton"),
    )
]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(DOING_ASKED + WHERE_ASKED), st.sampled_from(["", " these days", " now"]), st.sampled_from([".", "!"]), OPENER, AFTER)
def test_a_doing_asked_by_its_verb_or_its_place_and_the_piece_say_one_fact(case, when, end, opener, after):
    question, answer, note = case
    notes = _notes(f"{opener}{question.format(when=when)}", f"{answer}{end}{after}")
    assert note in notes, (question, answer, notes)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([
    ("What are you writing?", "An email to my boss."), ("What are you reading?", "The news, depressing as always."),
    ("What are you painting now?", "The kitchen, finally."), ("What are you writing?", "Nothing much lol."),
    ("What are you reading?", "Your message, obviously."), ("What are you learning?", "That I hate spreadsheets haha."),
    ("Where do you run?", "Away from my problems."), ("Where do you surf?", "Wherever the waves are."),
    ("Where do you swim?", "In my dreams haha."), ("Where do you climb?", "Outside, obviously."),
    ("Where do you teach?", "Wait, did I say I teach?"), ("Where do you surf?", "I don't anymore, sold my board."),
    ("What are you writing?", "Used to write poems, not anymore."), ("Where does your sister surf?", "Cornwall."),
    ("What are you practising these days?", "Patience, with these kids."), ("What are you reading?", "Between the lines."),
    ("What are you saving for?", "A rainy day."), ("What are you writing?", "A complaint to the council."),
    ("What are you writing?", "A eulogy for my uncle."), ("What are you reading?", "Terms and conditions, riveting."),
    ("Where do you surf? I'd love to try.", "Ha, where do YOU surf?"), ("What are you reading?", "Just finished Dune, starting the sequel."),
]), OPENER)
def test_a_passing_doing_a_dodge_or_no_place_gives_no_note(case, opener):
    question, answer = case
    notes = _notes(f"{opener}{question}", answer)
    assert not any(n.startswith(("Is writing", "Is reading", "Is painting", "Is learning", "Runs", "Surfs", "Swims", "Climbs", "Teaches")) for n in notes), notes


NEWS = st.sampled_from(["I got the job!!", "Big news: new job.", "I accepted the offer.", "Guess what, I landed a new job!"])
ROLE_SAID = st.sampled_from([("Senior data analyst at Monzo.", "Senior data analyst at Monzo"), ("Game designer at Ubisoft.", "Game designer at Ubisoft"), ("Head of geography at Westfield Academy.", "Head of geography at Westfield Academy"),
                             ("Automation engineer at MediLoop.", "Automation engineer at MediLoop"), ("Staff nurse on the children's ward.", "Staff nurse on the children's ward")])


@settings(max_examples=60, deadline=None)
@given(NEWS, ROLE_SAID)
def test_the_role_told_alone_after_news_of_a_job_is_the_users_job(news, role):
    said, note = role
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Hi!"}, {"role": "user", "content": f"{news} {said}"}], first_new_turn=1)]
    assert note in found, found


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I didn't get the job.", "My sister got the job!", "Maybe I got the job?", "If I got the job, wow.", "I almost got the job lol."]), ROLE_SAID)
def test_a_role_after_news_that_is_not_the_users_new_job_is_no_job(news, role):
    said, note = role
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Hi!"}, {"role": "user", "content": f"{news} {said}"}], first_new_turn=1)]
    assert note not in found, found


def _after_news(news: str, reply: str, said: str) -> list[str]:
    turns = [{"role": "assistant", "content": "Hi!"}, {"role": "user", "content": news}, {"role": "assistant", "content": reply}, {"role": "user", "content": said}]
    return [c.text for c in rule_candidates(turns, first_new_turn=3)]


REPLY_ON_NEWS = st.sampled_from(["Congratulations!!! Tell me everything!", "Wow! What's the role?", "Amazing. What will you be doing?", "AHHH! Tell me more!", "Nice!"])
AFTER_ROLE = st.sampled_from(["", " I start in March.", " They make hospital software.", " Can't wait!", " It was a long process!"])


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["I got the job!!", "SOFIA. I got it!!! The Bengaluru job!", "Guess what, I landed a new job!", "Big news: new job.", "Finally got the job at the museum!",
                        "I got an offer!", "They offered me the job!", "I'm hired!", "I got it! The job in Bengaluru!", "I got the job. So happy!", "I was hired!"]),
       REPLY_ON_NEWS, ROLE_SAID, AFTER_ROLE)
def test_the_role_told_first_in_the_message_after_news_of_a_job_is_the_users_job(news, reply, role, after):
    said, note = role
    found = _after_news(news, reply, said + after)
    assert note in found, found


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([
    ("I got the job!!", "Congrats! When do you start?", "{r}"),                 # asked something else
    ("I got the job!!", "Congrats! How's your mum?", "{r}"),
    ("My sister got the job!", "Tell me everything!", "{r}"),                  # someone else's news
    ("I didn't get the job.", "Oh no.", "{r}"),
    ("I got the job? Not sure yet.", "Fingers crossed!", "{r}"),
    ("I got the job!!", "Tell me everything!", "{r0}, just for the summer."),  # a season only
    ("I got the job!!", "Tell me everything!", "{r0}, lol jk."),                # a joke
    ("I got the job!! Anyway, how was your trip?", "Great, thanks!", "{r}"),      # the news is not what the reply follows
    ("We got the house!", "Wow!", "{r}"),                                      # no job
    ("I got the job!", "What's your partner's job, by the way?", "{r}"),      # a job asked of, but someone else's
    ("I got the job!", "What was your old job?", "{r}"),
    ("I got the job!", "What are you doing to celebrate?", "{r}"),
    ("I got the job — in my dreams.", "Ha!", "{r}"),                         # news of no job held
    ("I got the job, said nobody ever.", "Ha!", "{r}"),
    ("I got the job but turned it down.", "Oh?", "{r}"),
    ("I got the job interview!", "Nice!", "{r}"),
    ("Last night I had a dream. I got the job!", "Ha!", "{r}"),
    ("We got the offer on the house!", "Wow!", "{r}"),                       # another sense of the word
    ("I got the role of Juliet!", "Wow!", "{r}"),
    ("Finally got the job done!", "Nice!", "{r}"),
    ("I got the job!!", "Tell me more!", "{r0} was lovely."),                # the role's words saying something else
    ("I got the job!!", "Tell me more!", "{r0} on the phone now, brb."),
    ("I got the job!!", "Tell me more!", "{r} Well, was, until they rescinded it."),  # taken back
]), ROLE_SAID)
def test_a_role_after_anything_but_the_users_news_of_a_job_and_a_reply_on_it_is_no_job(case, role):
    news, reply, said = case
    found = _after_news(news, reply, said.format(r=role[0], r0=role[0].rstrip(".")))
    assert role[1] not in found, found


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["", "Oh and ", "So, "]), THING, NAME, st.sampled_from([".", "!", ", no contest.", ", hands down."]))
def test_a_favourite_asked_by_the_user_themself_and_answered_is_their_favourite(lead, thing, name, end):
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Hi!"}, {"role": "user", "content": f"{lead}My favourite {thing}? {name}{end}"}], first_new_turn=1)]
    shown = name[:1].lower() + name[1:] if regex.match(r"(?i)the\b", name) else name
    assert f"Favourite {thing}: {shown}" in found, found


DOING_SOMETHING = st.sampled_from([("I'm writing something.", "Is writing"), ("Oh, and I'm writing something new.", "Is writing"), ("I've been building a thing.", "Is working on"),
                                    ("I'm working on a new project.", "Is working on"), ("I'm learning something new.", "Is learning"), ("I'm training for something big.", "Is training for")])
# What each is at, said after it: a thing written or built, a language, a race.
WHAT = {"Is writing": ["A cookbook with all of Avó's recipes.", "A podcast about local history."], "Is working on": ["A cabin in the woods.", "A podcast about local history."],
        "Is learning": ["Portuguese, for when we visit Lisbon.", "Welsh."], "Is training for": ["The London marathon in April!", "A triathlon."]}


@settings(max_examples=80, deadline=None)
@given(DOING_SOMETHING, st.integers(0, 1), st.sampled_from(["", " I've done thirty so far.", " Wish me luck!"]))
def test_what_the_user_is_at_said_after_they_say_they_are_at_something_is_what_they_are_at(doing, pick, after):
    said, verb = doing
    what = WHAT[verb][pick]
    text = f"{said} {what}{after}"
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Hi!"}, {"role": "user", "content": text}], first_new_turn=1)]
    head = what.split(",")[0].rstrip(".!")
    assert f"{verb} {head[:1].lower()}{head[1:]}" in found or f"{verb} {head}" in found, (text, found)
    assert not any(n.endswith(("something", "something new", "something big", "a new project", "a thing")) for n in found), (text, found)


@settings(max_examples=60, deadline=None)
@given(DOING_SOMETHING, st.sampled_from(["Not sure what yet.", "Guess what?", "It's a secret lol.", "Dinner, obviously, haha.", "No idea, honestly.", "Can you guess?",
                                          "Slowly.", "With Dave from work.", "A bad decision.", "Procrastination.", "Stay tuned.", "Ask me in a month.", "Sarah is too.",
                                          "A novel, someday."]))
def test_no_answer_after_the_user_says_they_are_at_something_gives_no_note_of_it(doing, then):
    text = f"{doing[0]} {then}"
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Hi!"}, {"role": "user", "content": text}], first_new_turn=1)]
    assert not any(n.startswith(doing[1] + " ") and n[len(doing[1]) + 1:].lower() in then.lower() for n in found), (text, found)


@settings(max_examples=60, deadline=None)
@given(THING, st.sampled_from(["Dunno.", "Probably {n} lol.", "Used to be {n}.", "{n}? Or not.", "Ugh, don't ask.", "{n} or {n}, can't choose."]), NAME)
def test_a_favourite_asked_by_the_user_and_dodged_is_no_favourite(thing, answer, name):
    text = f"My favourite {thing}? {answer.format(n=name)}"
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Hi!"}, {"role": "user", "content": text}], first_new_turn=1)]
    assert not any(n.startswith(f"Favourite {thing}") for n in found), (text, found)


@pytest.mark.parametrize("asked,said", [("What's your favourite band?", "Ask my wife."), ("What's your favourite film?", "Depends on the day.")])
def test_a_favourite_dodged_is_no_favourite(asked, said):
    assert not any(n.startswith("Favourite") for n in _notes(asked, said)), _notes(asked, said)
    assert not any(n.startswith("Favourite") for n in _notes("Hi!", f"My {asked.split()[-1].rstrip('?')}? {said}"))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("Do you have kids?", "Yes, two boys, {a} and {b}.", "two boys"), ("Do you have any pets?", "Two cats, {a} and {b}.", "two cats"),
                        ("Got any pets?", "Yep, two rabbits, {a} and {b}!", "two rabbits")]),
       st.sampled_from([("Sam", "Leo"), ("Miso", "Tofu")]))
def test_a_household_asked_about_and_named_keeps_the_names(case, names):
    asked, said, group = case
    a, b = names
    notes = _notes(asked, said.format(a=a, b=b))
    assert any(group in n and a in n and b in n for n in notes), notes


@pytest.mark.parametrize("said", ["Two cats at work, Miso and Tofu.", "Two cats growing up, Miso and Tofu.", "Two cats, Miso and Tofu. Miso got run over last week."])
def test_a_household_at_work_or_in_the_past_keeps_no_names(said):
    assert not any("Miso" in n for n in _notes("Do you have any pets?", said)), _notes("Do you have any pets?", said)


_HOMES = st.sampled_from(["two-bedroom apartment", "tiny walk-up", "flat", "little cottage", "shared house", "houseboat"])
_WITH = st.sampled_from(["", " with my friend Wanjiru", " with my boyfriend", " with my sister", " with my parents"])


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["Where are you living now?", "Where do you live?", "So where are you based these days?"]), _HOMES,
       st.sampled_from(["in Kilimani", "on Munjoy Hill", "in Leeds", "near Porto", "outside Lyon"]), _WITH, st.sampled_from(["", " Love it.", " We moved in May."]))
def test_a_home_and_the_place_it_is_in_answer_where_the_user_lives(question: str, home: str, where: str, with_whom: str, after: str) -> None:
    article = "an" if home[0] in "aeiou" else "a"
    answer = f"{article.capitalize()} {home} {where}{with_whom}.{after}"
    expected = f"Lives in {article} {home} {where}{with_whom.replace('my ', 'their ')}"
    assert expected in _notes(question, answer), (question, answer, _notes(question, answer))


@pytest.mark.parametrize("answer", [
    "A flat near work.", "A hotel in Paris for the week.", "A flat in Leeds with my imaginary boyfriend lol.", "My car, honestly.",
    "A house in Leeds, but not for long.", "A flat in Leeds until next month.", "The office in London.",
])
def test_a_home_not_lived_in_or_no_place_named_gives_no_home(answer: str) -> None:
    assert not any(n.startswith("Lives in") for n in _notes("Where do you live?", answer)), (answer, _notes("Where do you live?", answer))


@pytest.mark.parametrize("question, answer, expected", [
    ("What's the new job?", "Automation engineer at a healthtech company called MediLoop.", "Automation engineer at a healthtech company called MediLoop"),
    ("What is your new role exactly?", "Head baker at Salt & Rye.", "Head baker at Salt & Rye"),
])
def test_the_new_job_asked_is_the_users_job(question: str, answer: str, expected: str) -> None:
    assert expected in _notes(question, answer)
    assert _notes(question, "Amazing, honestly.") == [] and _notes(question, "Same as before but more money lol") == []


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("How's the book coming along?", "the book"), ("Okay, and your garden?", "the garden"), ("So how is the novel going?", "the novel"),
                        ("And the new bakery?", "the new bakery"), ("What about your thesis?", "the thesis")]),
       st.sampled_from([("I'm aiming to send it to Longacre by April.", "Is aiming to send {t} to Longacre by April"),
                        ("I'm planning to finish it next spring.", "Is planning to finish {t} next spring")]))
def test_an_object_it_in_the_answer_is_the_thing_asked_about(asked: tuple[str, str], said: tuple[str, str]) -> None:
    question, thing = asked
    answer, note = said
    assert note.format(t=thing) in _notes(question, answer), (question, answer, _notes(question, answer))


@pytest.mark.parametrize("question, answer", [
    ("How's your day going?", "I'm trying to finish it early."),  # a moment asked about
    ("How's your mum?", "I'm visiting her next spring."),  # a person: never "it"
    ("Did you like the movie?", "I'm aiming to send it to Longacre."),  # no topic asked: a yes/no question
    ("Cool!", "I'd love it to rain tomorrow."),  # "it" standing for what follows
])
def test_no_topic_asked_leaves_it_unread(question: str, answer: str) -> None:
    assert not any(" it " in f" {n} " or "movie" in n or "day" in n for n in _notes(question, answer)), _notes(question, answer)


# A word at a question's end that asks nothing more (found on blind chat turns: "What are you studying
# again?" / "Architecture!" and "Tu viens d'où à la base ?" / "De Bordeaux !" gave nothing).
@settings(max_examples=120, deadline=None)
@given(st.sampled_from([("What are you studying{t}?", "Architecture!", "architecture"), ("What instrument do you play{t}?", "The cello!", "cello"),
                        ("Where are you from{t}?", "Leeds!", "Leeds"), ("What do you do for work{t}?", "Nurse, mostly nights.", "Nurse")]),
       st.sampled_from(["", " again", " exactly", " these days", ", btw"]))
def test_a_question_with_a_tail_that_asks_nothing_more_is_the_same_question(pair, tail):
    asked, answer, key = pair
    question = asked.format(t=tail)
    if tail == " exactly" and "from" in asked:
        return
    notes = [c.text for c in rule_candidates([{"role": "assistant", "content": question}, {"role": "user", "content": answer}], first_new_turn=1)]
    assert any(key in n for n in notes), (question, answer, notes)


@pytest.mark.parametrize("tail", ["", " à la base", " au départ", " déjà"])
def test_a_french_question_with_a_tail_is_the_same_question(tail):
    notes = [c.text for c in rule_candidates([{"role": "assistant", "content": f"Tu viens d'où{tail} ?"}, {"role": "user", "content": "De Bordeaux !"}], first_new_turn=1)]
    assert any("Bordeaux" in n for n in notes), notes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["go-to", "go to", "favourite", "fave"]), st.sampled_from([("comfort movie", "Paddington 2, no contest."), ("karaoke song", "Bohemian Rhapsody, obviously.")]))
def test_a_go_to_is_a_favourite(word, asked):
    """Found on blind chat turns: "What's your go-to comfort movie?" / "Paddington 2, no contest." gave nothing."""
    thing, answer = asked
    notes = [c.text for c in rule_candidates([{"role": "assistant", "content": f"What's your {word} {thing}?"}, {"role": "user", "content": answer}], first_new_turn=1)]
    assert f"Favourite {thing}: {answer.split(',')[0]}" in notes, notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Do you have any {t}?", "Got any {t}?", "Have you got any {t}?", "Do you have many {t} now?"]),
       st.sampled_from([("siblings", "Four! I'm the youngest", "Has four siblings"), ("grandkids", "Seven! And one more on the way", "Has seven grandkids"), ("cats", "Two!", "Has two cats")]))
def test_a_count_asked_in_other_words_is_a_count(frame, case):
    """Found on blind chat turns: "Do you have any siblings?" / "Four! I'm the youngest" gave nothing."""
    things, answer, note = case
    notes = [c.text for c in rule_candidates([{"role": "assistant", "content": frame.format(t=things)}, {"role": "user", "content": answer}], first_new_turn=1)]
    assert note in notes, (frame, answer, notes)


@pytest.mark.parametrize("asked, answer", [("Do you have any plans tonight?", "Two parties lol"), ("Got any tips?", "Three, actually."),
                                           ("Do you have any siblings?", "No, only child."), ("Do you have any kids?", "Not yet!")])
def test_a_count_of_what_is_not_a_household_or_no_count_gives_no_count(asked, answer):
    notes = [c.text for c in rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": answer}], first_new_turn=1)]
    assert not any(n.startswith("Has ") for n in notes), notes


@pytest.mark.parametrize("asked, answer", [("Your sister just got another one! How many kids now?", "Five!"), ("How many kids?", "Three!"),
                                           ("Do you have any siblings?", "Seven hundred!"), ("Do you have any siblings?", "Ten, at the shelter where I volunteer."),
                                           ("Do you have any kids?", "Four. Grandkids, I mean.")])
def test_a_count_not_asked_of_the_user_or_not_alone_gives_no_count(asked, answer):
    """An attacker helper's lookalikes of the count asked in other words."""
    notes = [c.text for c in rule_candidates([{"role": "assistant", "content": asked}, {"role": "user", "content": answer}], first_new_turn=1)]
    assert not any(n.startswith("Has ") for n in notes), notes


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("Where are you from originally?", "Is from"), ("Where did you grow up?", "Grew up in"), ("Where were you born?", "Was born in")]),
       st.sampled_from(["Small town", "A tiny village", "Little fishing village", "a farm", "Sleepy coastal town"]),
       st.sampled_from(["outside", "near", "just outside of", "north of", "an hour from", "in"]), st.sampled_from(["Nairobi", "Cork", "Porto Alegre"]),
       st.sampled_from(["!", ".", "", "! Moved here for uni."]))
def test_a_place_named_by_what_it_is_near_is_where_they_are_from(asked, kind, rel, place, end):
    question, lead = asked
    notes = _notes(question, f"{kind} {rel} {place}{end}")
    expected = f"{lead} {'a ' if not kind.lower().startswith('a ') else ''}{kind.lower()} {rel} {place}"
    assert expected in notes, (question, kind, rel, place, notes)


@pytest.mark.parametrize("said", ["Small town outside of nowhere lol", "A town near you!", "Small town, you wouldn't know it.", "A village near the sea."])
def test_a_place_near_nowhere_named_is_no_origin(said):
    assert not any("town" in n or "village" in n for n in _notes("Where are you from?", said)), _notes("Where are you from?", said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("Do you still play guitar?", "Still plays guitar"), ("Do you still paint watercolours?", "Still paints watercolours"), ("Do you play chess?", "Plays chess")]),
       st.sampled_from(["Every day!", "Twice a week.", "Every Sunday!", "Most evenings.", "Daily"]))
def test_how_often_said_for_yes_is_yes(asked, often):
    question, note = asked
    assert note in _notes(question, often), (question, often, _notes(question, often))


@pytest.mark.parametrize("said", ["Every day? No way lol.", "Every day, until my wrist went.", "Twice a week, when I was a kid."])
def test_how_often_taken_back_or_of_the_past_is_no_yes(said):
    assert not any("guitar" in n for n in _notes("Do you still play guitar?", said)), _notes("Do you still play guitar?", said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Where did you go to uni?", "Where did you study?", "Where did you go to college?", "So where did you do your degree?"]),
       st.sampled_from([("Trinity in Dublin", "Trinity in Dublin"), ("UCL", "UCL"), ("University of Texas, Austin", "University of Texas in Austin"), ("McGill", "McGill")]),
       st.sampled_from(["!", ".", "! Best four years ever.", ""]))
def test_where_they_studied_by_its_name_is_a_note(question, school, end):
    said, note = school
    assert f"Studied at {note}" in _notes(question, f"{said}{end}"), (question, said, _notes(question, f"{said}{end}"))


@pytest.mark.parametrize("said", ["Nowhere, I went straight to work.", "Trinity. Well, I dropped out.", "Around here.", "Same as you lol", "Didn't go!"])
def test_no_school_named_or_taken_back_is_no_study(said):
    assert not any(n.startswith("Studied") for n in _notes("Where did you go to uni?", said)), _notes("Where did you go to uni?", said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Where do you work?", "Where do you work now?"]), st.sampled_from([("At a bakery in Leeds", "Works at a bakery in Leeds"), ("For the council", "Works for the council"),
                                                                                       ("At Google", "Works at Google")]), st.sampled_from([".", "!", ""]))
def test_where_they_work_said_with_its_preposition_says_it_once(question, answer, end):
    said, note = answer
    assert note in _notes(question, f"{said}{end}"), _notes(question, f"{said}{end}")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("My partner and our dog", "Lives with their partner and their dog"), ("Two flatmates", "Lives with two flatmates"), ("Alone", "Lives alone"),
                        ("My mum and my two sisters", "Lives with their mum and their two sisters")]), st.sampled_from([".", "!", ""]))
def test_who_they_live_with_is_a_note(answer, end):
    said, note = answer
    assert note in _notes("Who do you live with?", f"{said}{end}"), _notes("Who do you live with?", f"{said}{end}")


@pytest.mark.parametrize(("question", "said"), [("Who do you live with?", "Nobody lol"), ("Who do you live with?", "My boyfriend, sort of."), ("Who do you live with?", "The voices in my head"),
                                                ("What do you drive?", "A Tesla lol"), ("What do you drive?", "My dad crazy, apparently."), ("Where do you work?", "At home, mostly."),
                                                ("What do you do on weekends?", "Nothing much.")])
def test_a_joke_a_hedge_or_nothing_named_answers_nothing(question, said):
    assert not _notes(question, said), _notes(question, said)


@pytest.mark.parametrize(("question", "said", "note"), [("What do you drive?", "An old Volvo.", "Drives an old Volvo"), ("What do you do on weekends?", "Mostly gaming.", "Enjoys gaming"),
                                                        ("What do you do at the weekend?", "Hiking, mostly.", "Enjoys hiking")])
def test_what_they_drive_and_do_on_weekends_is_a_note(question, said, note):
    assert note in _notes(question, said), _notes(question, said)


@pytest.mark.parametrize(("question", "said"), [
    ("Where do you work?", "On thin ice, apparently"), ("Where do you work?", "Under a lot of pressure"), ("Where do you work?", "Possibly the council, waiting to hear back"),
    ("Where do you work?", "Formerly the council, now nowhere"), ("What do you drive?", "Myself crazy"), ("What do you drive?", "Everyone mad"),
    ("What do you do on weekends?", "Mostly paying bills"), ("What do you do on weekends?", "Hiking, before my knee went"),
    ("Who do you live with?", "My partner's dog, when she's away")])
def test_a_state_a_hedge_an_idiom_a_chore_or_the_past_answers_nothing(question, said):
    assert not _notes(question, said), _notes(question, said)


@pytest.mark.parametrize(("question", "said", "note"), [
    ("Where are you working now?", "At the hospital.", "Works at the hospital"), ("Where do you work?", "Small law firm in Bristol!", "Works at a small law firm in Bristol"),
    ("What car do you have?", "An old Volvo.", "Drives an old Volvo"), ("What are you driving these days?", "A Honda Civic.", "Drives a Honda Civic"),
    ("Who's at home with you?", "My wife and two kids.", "Lives with their wife and two kids"), ("How do you spend your weekends?", "Mostly hiking.", "Enjoys hiking"),
    ("What do you get up to at the weekend?", "Climbing!", "Enjoys climbing")])
def test_the_same_questions_in_other_words_are_read(question, said, note):
    assert note in _notes(question, said), _notes(question, said)


def _asked_in(other: str, answer: str) -> list[str]:
    said = [{"role": "user", "content": "Hi."}, {"role": "assistant", "content": other}, {"role": "user", "content": answer, "at": "2026-11-29T10:00:00Z"}]
    return [c.text for c in rule_candidates(said, first_new_turn=2)]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I feel like I never asked properly, so ", "Random question, but ", "Okay, totally unrelated: ", ""]),
       st.sampled_from([("what do you do these days?", "Nurse, night shifts mostly.", "Nurse"), ("where did you grow up?", "Leeds!", "Grew up in Leeds"),
                        ("what's your dog's name?", "That's Pepper!", "Has a dog named Pepper")]))
def test_a_question_after_a_lead_clause_is_read_as_the_question(lead, case):
    question, answer, note = case
    assert note in _asked_in(lead + question, answer), _asked_in(lead + question, answer)


@pytest.mark.parametrize(("other", "answer", "note"), [
    ("What's your cat called?", "Her name is Noodle. She's a grumpy tabby.", "Has a cat named Noodle"), ("What's your dog called?", "She's called Miso!", "Has a dog named Miso"),
    ("What did you study in college?", "Mechanical engineering at Georgia Tech.", "Studied mechanical engineering at Georgia Tech"),
    ("What's your favourite movie of all time?", "Spirited Away. I rewatch it every winter", "Favourite movie: Spirited Away"),
    ("Where do you live now? Still in Leeds?", "York, since March!", "Lives in York")])
def test_more_ways_of_asking_and_of_naming_are_read(other, answer, note):
    assert note in _asked_in(other, answer), _asked_in(other, answer)


@pytest.mark.parametrize(("other", "answer"), [("What's your dog's name?", "That's a secret lol"), ("What's your dog's name?", "His name is Rex, but my brother named him."),
                                               ("So you went to the gym, what do you think?", "Leeds!"), ("What's your sister's dog called?", "She's called Miso!")])
def test_a_name_withheld_someone_elses_or_no_question_of_theirs_gives_no_note(other, answer):
    assert not _asked_in(other, answer), _asked_in(other, answer)


@pytest.mark.parametrize(("other", "answer", "note"), [
    ("How many kids do you have now?", "Three! Maya, Lily and baby Theo, who just turned one.", "Has three kids, Maya, Lily and baby Theo"),
    ("How many cats do you have?", "Two, Miso and Tofu!", "Has two cats, Miso and Tofu"),
    ("Any siblings?", "One older brother, Marco. He lives in Milan.", "Has one older brother, Marco"),
    ("Do you have any siblings?", "Two sisters, Ana and Bea!", "Has two sisters, Ana and Bea"),
    ("Do you play any instruments?", "Piano!", "Plays piano"), ("Do you play any sports?", "Netball, every Thursday.", "Plays netball")])
def test_a_count_with_its_kind_and_names_and_what_they_play(other, answer, note):
    assert note in _asked_in(other, answer), _asked_in(other, answer)


@pytest.mark.parametrize(("other", "answer", "word"), [
    ("How many kids do you have?", "Three! Maya and Lily.", "Maya"), ("How many kids do you have?", "Two. Paris and London were fun though.", "Paris"),
    ("Do you have any siblings?", "One older brother, Marco, but he passed away.", "Marco"), ("Do you have any siblings?", "Three ex-husbands.", "husbands"),
    ("Do you have any siblings?", "Two cats, Miso and Tofu.", "cats"), ("Do you play any instruments?", "No, sadly.", "sadly")])
def test_names_not_counted_a_loss_or_another_kind_is_not_kept(other, answer, word):
    assert not any(word in n for n in _asked_in(other, answer)), _asked_in(other, answer)


@pytest.mark.parametrize(("other", "answer", "word"), [
    ("How many kids do you have?", "Two, Paris and London", "Paris"), ("How many kids do you have?", "Three! Monday, Tuesday and Friday", "Monday"),
    ("How is Raj doing?", "Married to Priya for six years", "Priya"), ("Is Tom seeing anyone?", "Engaged to Sam!", "Sam"),
    ("Whatever happened to Carlos?", "Married to Jordan now.", "Jordan"),
    ("Do you play any sports?", "Played soccer in high school", "soccer"), ("Do you play any sports?", "Just once, I tried golf last week", "Plays"),
    ("Where do you work now? Still at the bank?", "Moved to Amazon", "Works at")])
def test_attackers_lookalikes_of_counts_marriages_sports_and_workplaces_give_no_wrong_note(other, answer, word):
    assert not any(word in n for n in _asked_in(other, answer)), _asked_in(other, answer)


@pytest.mark.parametrize(("other", "answer", "note"), [("How many kids do you have?", "Two, Sam and Ella", "Has two kids, Sam and Ella"),
                                                       ("Where do you work?", "United Airlines", "Works at United Airlines")])
def test_a_name_that_is_also_a_town_or_ends_in_ed_stays_a_name(other, answer, note):
    assert note in _asked_in(other, answer), _asked_in(other, answer)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("son", "son"), ("daughter", "daughter"), ("kid", "kid"), ("little one", "kid"), ("boy", "son"), ("girl", "daughter")]),
       st.sampled_from(["Leo", "Rosie", "Amara"]), st.sampled_from(["{n}!", "That's {n}, she's five.", "{n}, after my grandpa.", "Her name is {n}."]), OPENER)
def test_a_childs_name_asked_and_given_is_their_childs_name(kin, name, said, opener):
    asked, kind = kin
    notes = _notes(f"{opener}What's your {asked}'s name?", said.format(n=name))
    assert f"Has a {kind} named {name}" in notes, notes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["What's your son's name?", "What's your daughter's name?"]),
       st.sampled_from(["Haha I don't have one.", "Not telling lol", "Dunno yet, she's due in May.", "Leo, he died last year.", "My sister's boy is Leo."]))
def test_no_childs_name_of_their_own_is_no_note(asked, said):
    assert not [n for n in _notes(asked, said) if " named " in n]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("Do you play any instruments?", "Piano", "Plays piano"), ("What do you teach?", "Maths", "Teaches maths"), ("What do you do for fun?", "Climbing", "Enjoys climbing")]),
       st.sampled_from([" since I was six", " for ten years now", " since 2015", " since high school"]), st.sampled_from([".", "!", ", and a bit of ukulele."]))
def test_how_long_after_the_piece_is_no_part_of_it(case, span, end):
    asked, piece, note = case
    assert note in _notes(asked, piece + span + end)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Where do you live?", "Where are you based?", "Where are you living now?"]),
       st.sampled_from(["Secret", "Mystery", "Private", "Hidden", "Nowhere", "Close", "Guess", "Nearby", "Upstairs", "Top Secret", "Far Away",
                        "Travelling", "Camping", "Time", "Police", "Holiday", "Ailleurs", "Campagne", "Mystère"]), st.sampled_from(["!", ".", " !", " 😉"]))
def test_an_everyday_word_alone_names_no_home(question: str, word: str, end: str) -> None:
    assert not any(n.startswith("Lives in") for n in _notes(question, word + end)), _notes(question, word + end)


@pytest.mark.parametrize("answer, expected", [
    ("Reading, mostly", "Lives in Reading"), ("Bath!", "Lives in Bath"), ("Kilimani", "Lives in Kilimani"), ("Kettering", "Lives in Kettering"),
    ("Hope, BC", "Lives in Hope"), ("Battle, East Sussex", "Lives in Battle"), ("Woking", "Lives in Woking"), ("Munjoy Hill", "Lives in Munjoy Hill"),
])
def test_a_town_that_spells_an_everyday_word_or_none_is_a_home(answer: str, expected: str) -> None:
    assert expected in _notes("Where do you live?", answer), _notes("Where do you live?", answer)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([("u play bass??", "been playing bass"), ("You surf?", "been surfing"), ("You're vegan?", "been vegan"), ("WAIT you ride horses?", "been riding horses"),
                        ("You work at the bank?", "been working at the bank"), ("you knit?", "been knitting")]),
       st.sampled_from(["since when??", "Since when?", "How long for?", "For how long?"]), st.sampled_from(["", " thats sick", " Amazing."]),
       st.sampled_from([("Since I was sixteen, my uncle taught me.", "since they were sixteen"), ("About five years now.", "for about five years"), ("Ten years, on and off.", "for ten years")]))
def test_since_when_after_a_doing_asked_back_asks_how_long_of_that_doing(asked, how_long, tail, answer):
    said, note = answer
    notes = _notes(f"{asked[0]} {how_long}{tail}", said)
    assert f"Has {asked[1]} {note}" in notes, (asked, how_long, said, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["You mean it?", "You think so?", "You serious?", "You there?", "You ok?", "you can swim??", "You have a dog??", "you were vegan?"]), st.sampled_from(["Since when?", "How long for?"]),
       st.sampled_from(["Since I was sixteen.", "About five years now.", "Since forever lol."]))
def test_since_when_after_no_doing_asked_back_gives_no_how_long(asked, how_long, said):
    notes = _notes(f"{asked} {how_long}", said)
    assert not any(n.startswith("Has been") for n in notes), (asked, said, notes)
