"""Who the user's named family members are, told with their name (seed 002: "partner/spouse name,
occupation"), joins the note that names them: their job, what they study, where they live. What
they did, a judgement of them, a past, a wish, or a detail that may be someone else's never does.
Generated: any kin word, name, job and frame."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

HE = st.sampled_from(["brother", "husband", "son", "dad", "boyfriend", "grandpa"])
SHE = st.sampled_from(["sister", "wife", "daughter", "mum", "girlfriend", "grandma"])
NAME = st.sampled_from(["Tiago", "Kate", "Jonas", "Ffion", "Marek", "Wanjiru", "Leo"])
JOB = st.sampled_from(["fisherman in Peniche", "primary school teacher in Neukölln", "nurse", "software engineer at Google", "vet in Cardiff", "electrician"])
LEAD = st.sampled_from(["", "Haha yes. ", "Oh! ", "Busy week. "])

# (frame with {kin} {name} {pro} {job} {art}, what the note adds)
SAID = [
    ("My {kin} {name} taught me, {pro}'s {art} {job}.", ", {art} {job}"),
    ("My {kin} {name} is {art} {job}.", ", {art} {job}"),
    ("My {kin} {name}, {art} {job}, came to visit.", ", {art} {job}"),
    ("{name}, my {kin}, came over yesterday. {Pro}'s {art} {job}, so he fixed it.", ", {art} {job}"),
    ("My {kin} {name} works as {art} {job}.", ", who works as {art} {job}"),
    # after a whole clause of the user's own: "My parents are still there, and my sister Nora lives in Moncton"
    ("My parents are still there, and my {kin} {name} is {art} {job}.", ", {art} {job}"),
    ("I work nights, but my {kin} {name} is {art} {job}.", ", {art} {job}"),
    ("We moved last spring; my {kin} {name} works as {art} {job}.", ", who works as {art} {job}"),
]
NOT_THEIRS = [
    "My {kin} {name} is {art} terrible {job}.",  # a judgement
    "My {kin} {name} was {art} {job}.",  # a past
    "My {kin} {name} wants to be {art} {job}.",  # a wish
    "My {kin} {name} met a guy at the bar, {pro}'s {art} {job}.",  # someone else between
    "My {kin} {name} is {art} {job}? Not sure.",  # a question
    "My friend {name} is {art} {job}.",  # a friend: a third party
    "I hope it works out, and my {kin} {name} is {art} {job} soon.",  # a wish, whatever clause comes first
    "Mum thinks my {kin} {name} is {art} {job}.",  # someone else's view: no clause of the user's own before
    "We lost my {kin} {name}, {art} {job}.",  # a loss
]


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How are you?"}, {"role": "user", "content": text, "at": "2023-05-08T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


def _fill(frame: str, kin: str, name: str, job: str, he: bool) -> str:
    art = "an" if job[0] in "aeiou" else "a"
    pro = "he" if he else "she"
    return frame.format(kin=kin, name=name, job=job, art=art, pro=pro, Pro=pro.capitalize())


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(SAID), st.one_of(HE.map(lambda k: (k, True)), SHE.map(lambda k: (k, False))), NAME, JOB, LEAD)
def test_a_named_family_members_job_joins_the_note_that_names_them(said, kin, name, job, lead):
    (frame, adds), (noun, he) = said, kin
    message = lead + _fill(frame, noun, name, job, he)
    article = "an" if noun[0] in "aeiou" else "a"
    expected = f"Has {article} {noun} named {name}" + _fill(adds, noun, name, job, he)
    assert expected in _notes(message), (message, _notes(message))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(NOT_THEIRS), st.one_of(HE.map(lambda k: (k, True)), SHE.map(lambda k: (k, False))), NAME, JOB)
def test_what_may_not_be_who_they_are_adds_nothing(frame, kin, name, job):
    noun, he = kin
    notes = _notes(_fill(frame, noun, name, job, he))
    assert not any(job in n or "works" in n for n in notes), notes


def test_the_pronoun_must_fit_the_person():
    assert _notes("My sister Ana came with a friend, he's a nurse.") == ["Has a sister named Ana"]
    assert _notes("My brother Tom is here. She's a nurse.") == ["Has a brother named Tom"]


def test_where_they_live_and_what_they_study():
    assert _notes("Our daughter Kate lives in Christchurch with the kids.") == ["Has a daughter named Kate, who lives in Christchurch"]
    assert _notes("My girlfriend Mia is studying law at UCL.") == ["Has a girlfriend named Mia, who is studying law at UCL"]
    assert _notes("My boyfriend Sam is a nerd 😜.") == []  # no job, and the tease refuses the sentence


def test_a_pet_or_a_later_sentence_about_something_else_adds_nothing():
    assert _notes("My dog Rex is a menace. He's a good boy though.") == ["Has a dog named Rex"]
    assert _notes("My son Kuba is six. The teacher is a nurse too.") == ["Has a son named Kuba, who is six"]


AGE = st.sampled_from(["six", "11", "twenty-one", "eleven", "3", "nine"])


@given(st.one_of(HE.map(lambda k: (k, True)), SHE.map(lambda k: (k, False))), NAME, AGE, st.sampled_from(["{age}.", "{age} now.", "{age} years old.", "{age} and mad about rugby."]), st.sampled_from(["is", "just turned"]))
def test_their_age_joins_the_note_that_names_them(kin, name, age, after, verb):
    noun, _ = kin
    notes = _notes(f"My {noun} {name} {verb} " + after.format(age=age))
    assert notes == [f"Has {'an' if noun[0] in 'aeiou' else 'a'} {noun} named {name}, who is {age}"], notes


@pytest.mark.parametrize("said", [
    "My sister Ana is 5 foot tall.",  # a measure, not an age
    "My son Leo is two weeks late with his homework.",
    "My dad Joe is 70 percent deaf.",
    "My daughter Mia is eleven? No, twelve.",  # a question
    "My brother Tom was 34 when he left.",  # a past
    "I think my son Ben is 7 or 8.",  # a doubt, inside another clause
])
def test_a_number_that_is_no_age_now_adds_nothing(said):
    assert not any("who is" in n for n in _notes(said)), _notes(said)


# An attacker's inputs (one of each class found): each is a detail that is not who the named person is now.
@pytest.mark.parametrize(
    "message",
    [
        "My dad Joe saw a specialist. He's a cardiologist at the Royal Free.",  # someone else before the pronoun
        "My brother Tom came with his mate, he's a plumber.",
        "my brother Tom met jake yesterday, he's a nurse",
        "My brother Tom is seeing someone new. He's a pilot.",
        "My dad Joe hates anyone who works in banking.",
        "My brother Tom claims he's a pilot.",  # a claim, a belief
        "My mom thinks my sister Ana is a lawyer but she's a paralegal.",
        "I don't think my brother Tom is a doctor.",
        "My sister Ana isn't the one who is a nurse, I am.",  # a denial
        "My dad Joe is a teacher but he retired last year.",  # a past
        "My grandma Rose, a nurse in the war, is 98 now.",
        "My wife Sarah is a nurse. Not anymore though.",
        "My dad Joe is a teacher. He's not a teacher anymore, he's retired.",
        "We lost my dad Joe, a fisherman in Peniche, in 2019.",  # a death
        "Help me write a eulogy for my dad Joe, a teacher at Lincoln High for 30 years.",
        "My daughter Kate is a nurse from September.",  # a future, a wish
        "I hope my daughter Kate is a vet, she loves animals.",
        "My son Ben is an aspiring actor in LA.",
        "My husband Tom is a rubbish cook but I love him.",  # a judgement
        "My wife Sarah is an incredible nurse.",
        "My mom Linda is an avid gardener.",
        "My dad Joe is a chef at heart.",  # a figure of speech, a game, a joke
        "For Halloween my son Ben is a firefighter.",
        "My husband Tom is a chef in his own mind.",
        "My husband Tom is a chef, by which I mean he microwaves stuff.",
        "My husband Tom is a rocket scientist, obviously 🙄",
        "My dad Joe works in the garden every Sunday morning.",  # works/lives/studies with no job, place or subject
        "My grandpa Joe lives in Heaven now.",
        "My son Ben is studying for his exams so he's grumpy.",
        "My daughter Kate is studying right now.",
        "I invited my sister Ana, a nurse from work, and my mum.",  # the next person of a list
        "I don't know whether my brother Tom lives in Leeds or York.",  # a doubt
    ],
)
def test_an_attackers_detail_that_is_not_who_they_are_adds_nothing(message):
    assert not any("," in n for n in _notes(message) if "named" in n), _notes(message)


def test_names_of_places_and_employers_are_kept_whole_and_the_article_is_right():
    assert _notes("My brother Tom lives in St. Louis now.") == ["Has a brother named Tom, who lives in St. Louis"]
    assert _notes("My cousin Maria lives in Rio de Janeiro.") == []  # the wider family named in passing: a third party
    assert _notes("My husband Tom works for Procter and Gamble.") == ["Has a husband named Tom, who works for Procter and Gamble"]
    assert _notes("My husband Tom is a engineer at Boeing.") == ["Has a husband named Tom, an engineer at Boeing"]
    assert _notes("My wife Sarah's a nurse.") == ["Has a wife named Sarah, a nurse"]


def _later(first: str, later: str) -> list[str]:
    messages = [
        {"role": "user", "content": first}, {"role": "assistant", "content": "Nice!"},
        {"role": "user", "content": later, "at": "2023-05-08T10:00:00Z"},
    ]
    return [c.text for c in rule_candidates(messages, first_new_turn=0)]


@given(st.one_of(HE.map(lambda k: (k, True)), SHE.map(lambda k: (k, False))), NAME, JOB, AGE, st.sampled_from(["job", "age"]))
def test_named_once_then_by_name_alone_the_detail_joins_the_note(kin, name, job, age, which):
    noun, _ = kin
    art = "an" if noun[0] in "aeiou" else "a"
    later = f"{name} is {'an' if job[0] in 'aeiou' else 'a'} {job}." if which == "job" else f"Oh, {name} is {age} now."
    detail = f", {'an' if job[0] in 'aeiou' else 'a'} {job}" if which == "job" else f", who is {age}"
    notes = _later(f"My {noun} {name} came over on Sunday.", later)
    assert f"Has {art} {noun} named {name}{detail}" in notes, notes
    assert f"Has {art} {noun} named {name}" not in notes  # the fuller note, once


@pytest.mark.parametrize("first, later", [
    ("My dog Rex is a menace.", "Rex is three."),  # a pet: only family's identity
    ("My friend Leo is great.", "Leo is a nurse."),  # a friend: a third party
    ("My brother Rhys is great.", "I think Rhys is a plumber."),  # inside another clause, a doubt
    ("My brother Rhys is great.", "Rhys is a terrible cook."),  # a judgement
    ("My brother Rhys is great. My son Rhys too.", "Rhys is a plumber."),  # two people called Rhys
    ("Rhys is coming over.", "Rhys is a plumber."),  # never said to be family
])
def test_a_name_alone_adds_only_what_the_user_said_of_their_family(first, later):
    assert not any("plumber" in n or "three" in n for n in _later(first, later)), _later(first, later)


# Without a name: the partner's occupation and a child's age or study are the user's context (seed
# 002); a sibling's or a parent's doings, or a partner's home, stay a third party's (the public
# eval forbids "My sister lives in Rome"). English and French, generated over kin words and frames.
PARTNER = st.sampled_from(["husband", "wife", "partner", "boyfriend", "girlfriend"])
OTHER_KIN = st.sampled_from(["sister", "brother", "mum", "dad", "cousin", "friend", "boss"])


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "user", "content": text}, {"role": "assistant", "content": "Oh nice."}])]


@settings(max_examples=60, deadline=None)
@given(PARTNER, JOB, LEAD, st.sampled_from(["my", "our"]))
def test_a_partners_job_without_a_name_is_kept(kin, job, lead, det):
    art = "an" if job[0] in "aeiou" else "a"
    assert f"Has a {kin} who is {art} {job}" in _notes(f"{lead}{det.capitalize() if not lead else det} {kin} is {art} {job}.")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["son", "daughter"]), st.sampled_from(["six", "11", "nineteen"]), LEAD)
def test_a_childs_age_without_a_name_is_kept(kin, age, lead):
    assert f"Has a {kin} who is {age}" in _notes(f"{lead}My {kin} is {age}.")


@settings(max_examples=60, deadline=None)
@given(OTHER_KIN, JOB, st.sampled_from(["is a {job}", "lives in Rome", "works as a {job}", "is studying law"]))
def test_anyone_else_unnamed_stays_theirs(kin, job, detail):
    said = f"My {kin} {detail.format(job=job)}."
    assert not any(kin in n for n in _notes(said)), said


@settings(max_examples=60, deadline=None)
@given(PARTNER, JOB, st.sampled_from(["My {kin} was a {job}.", "My {kin} is a {job}, I think.", "I hope my {kin} is a {job} one day.", "My {kin} is a terrible {job}.",
                                      "My {kin} lives in Rome.", "Mum thinks my {kin} is a {job}.", "My {kin} is a {job} 😜", "Is my {kin} a {job}?"]))
def test_a_partner_unnamed_in_a_past_doubt_or_judgement_is_no_note(kin, job, frame):
    said = frame.format(kin=kin, job=job)
    assert not any(kin in n for n in _notes(said)), said


@pytest.mark.parametrize(("said", "note"), [
    ("Mon mari est pompier.", "Son mari est pompier"), ("Ma femme est infirmière à Nantes.", "Sa femme est infirmière à Nantes"),
    ("Mon mari travaille dans l'aéronautique.", "Son mari travaille dans l'aéronautique"), ("Ma fille a six ans.", "Sa fille a six ans"),
    ("Au fait, mon fils a 3 ans.", "Son fils a 3 ans"), ("Ma copine travaille chez Airbus depuis 10 ans.", "Sa copine travaille chez Airbus"),
])
def test_french_partner_job_and_child_age(said, note):
    assert note in _notes(said)


@pytest.mark.parametrize("said", ["Ma sœur habite à Lyon.", "Mon père était boulanger.", "Mon mari est fatigué.", "Ma femme est infirmière, je crois.",
                                  "Mon mari n'est plus pompier.", "Mon frère est pompier.", "Ma fille a six ans 😜", "Ma fille a 6 ans et demi."])
def test_french_anyone_else_or_not_so_is_no_note(said):
    assert _notes(said) == []


GROUP_NAMES = st.lists(st.sampled_from(["Alfie", "Tilly", "Sam", "Leo", "Ada"]), min_size=2, max_size=2, unique=True)


@settings(max_examples=60, deadline=None)
@given(GROUP_NAMES, st.sampled_from([("kids", "child"), ("boys", "son"), ("daughters", "daughter"), ("grandkids", "grandchild")]),
       st.sampled_from(["My {g} are {a} and {b}.", "I have two {g}, {a} and {b}.", "Our two {g}, {a} and {b}, are into football."]),
       st.sampled_from([("{a} turned twelve in November.", "twelve"), ("{a} is nine now!", "nine"), ("Oh, {a} just turned six last week.", "six")]))
def test_a_child_named_in_a_group_is_known_later_by_name(names, group, named, aged):
    (a, b), (g, one) = names, group
    messages = [{"role": "user", "content": named.format(g=g, a=a, b=b)}, {"role": "assistant", "content": "How old are they?"},
                {"role": "user", "content": aged[0].format(a=a)}]
    found = [c.text for c in rule_candidates(messages)]
    assert f"Has {'an' if one[0] in 'aeiou' else 'a'} {one} named {a}, who is {aged[1]}" in found, found


@settings(max_examples=30, deadline=None)
@given(GROUP_NAMES, st.sampled_from(["My dogs are {a} and {b}.", "My sister's kids are {a} and {b}."]),
       st.sampled_from(["{a} turned twelve in November.", "{a} is nine now!"]))
def test_an_animal_or_someone_elses_child_named_in_a_group_gets_no_age_note(names, named, aged):
    a, b = names
    messages = [{"role": "user", "content": named.format(a=a, b=b)}, {"role": "user", "content": aged.format(a=a)}]
    assert not any("who is" in c.text for c in rule_candidates(messages))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("daughter", "Ola", "she"), ("son", "Kuba", "he")]), st.sampled_from(["starts secondary school", "loves drawing horses", "is so nervous"]),
       st.sampled_from(["eleven", "six"]))
def test_a_known_childs_age_told_after_their_own_clause_is_kept(kin, doing, age):
    noun, name, pro = kin
    messages = [{"role": "user", "content": f"My {noun} {name} is great."}, {"role": "assistant", "content": "Aww."},
                {"role": "user", "content": f"{name} {doing}, {pro} is {age} now."}]
    assert f"Has a {noun} named {name}, who is {age}" in [c.text for c in rule_candidates(messages)]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("daughter", "Ola", "she"), ("son", "Kuba", "he")]), st.sampled_from(["plays with the girl next door", "met Mia at school", "babysits for a neighbour"]),
       st.sampled_from(["eleven", "six"]))
def test_an_age_after_someone_else_is_named_is_not_the_childs(kin, doing, age):
    noun, name, pro = kin
    messages = [{"role": "user", "content": f"My {noun} {name} is great."}, {"role": "assistant", "content": "Aww."},
                {"role": "user", "content": f"{name} {doing}, {pro} is {age} now."}]
    assert not any("who is" in c.text for c in rule_candidates(messages))


@pytest.mark.parametrize("said", ["my brother Tom met jake yesterday, he's 30", "My son Kuba plays with a boy from school, he is six.",
                                  "My daughter Ola babysits, she is eleven.", "My son Kuba hugged his friend, he is six."])
def test_an_age_after_a_clause_that_may_name_someone_else_is_not_theirs(said):
    assert not any("who is" in n for n in _notes(said)), _notes(said)


@settings(max_examples=60, deadline=None)
@given(HE, NAME, st.sampled_from(["a chip shop on the seafront", "a small bakery in Porto", "a garage", "a café near the station"]),
       st.sampled_from(["My {kin} {name} runs {what}.", "My {kin} {name} still lives down there, he runs {what}."]))
def test_a_family_business_they_run_is_who_they_are(kin, name, what, frame):
    assert f"Has a {kin} named {name}, who runs {what}" in _notes(frame.format(kin=kin, name=name, what=what))


@pytest.mark.parametrize("said", ["My brother Tom runs a marathon every year.", "My brother Tom runs a bakery with his wife, she's lovely.",
                                  "My brother Tom met a guy who runs a garage.", "My brother Tom used to run a pub.", "My brother Tom runs a pub? No idea."])
def test_what_is_run_that_is_no_business_of_theirs_now_adds_nothing(said):
    assert not any("who runs" in n for n in _notes(said)), _notes(said)


@settings(max_examples=40, deadline=None)
@given(HE, NAME, st.sampled_from(["six", "eleven"]), st.sampled_from(["February", "October"]),
       st.sampled_from(["My {kin} {name} turns {age} in {month}.", "My {kin} {name} turns {age} in {month}, can you believe it?"]))
def test_a_birthday_to_come_by_its_month_is_kept(kin, name, age, month, frame):
    assert f"Has a {kin} named {name}, who turns {age} in {month}" in _notes(frame.format(kin=kin, name=name, age=age, month=month))


@pytest.mark.parametrize("said", ["My son Zayd turns six in February? No, seven.", "My son Zayd turns 30 in May 😜", "My son Zayd turns six in February, I think."])
def test_a_birthday_doubted_or_joked_about_is_not_kept(said):
    assert not any("turns" in n for n in _notes(said)), _notes(said)


@pytest.mark.parametrize("said", ["My sister Ana runs a bakery in Porto. She sold it last year though.", "My sister Ana runs a bakery in Porto, which went bust in March."])
def test_a_business_sold_or_gone_is_no_longer_who_they_are(said):
    assert not any("who runs" in n for n in _notes(said)), _notes(said)


@settings(max_examples=60, deadline=None)
@given(HE, NAME, st.sampled_from(["six", "eleven", "nine"]), st.sampled_from(["only ", "just ", ""]), st.sampled_from([
    " so he didn't understand why I was away.", ", so he can't read yet.", " so he doesn't get it.", ", so he isn't scared of anything.",
    " because he wasn't born yet then.",
]))
def test_an_age_then_what_follows_from_it_keeps_the_age(kin, name, age, only, then):
    """"Kuba is only six so he didn't understand": the "n't" is the consequence's, not a doubt of the age."""
    text = f"My {kin} {name} is {only}{age}{then}"
    assert f"Has a {kin} named {name}, who is {age}" in _notes(text), (text, _notes(text))


@pytest.mark.parametrize("said", [
    "My son Kuba is six so he's not really my son.", "My son Kuba is six, so he said, but he's not actually six.",
    "My son Kuba is six but he isn't really.", "My son Kuba is six, not seven lol.", "My son Kuba was six so he didn't get it.",
    "My son Kuba is six? So he didn't get it.",
])
def test_an_age_undone_or_doubted_after_so_is_still_not_kept(said):
    assert not any("who is six" in n for n in _notes(said)), (said, _notes(said))
