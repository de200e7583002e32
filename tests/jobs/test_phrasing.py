"""jobs.phrasing: first person -> a short note in the third person without a subject (seed 002)."""

from __future__ import annotations

import pytest

from jobs.phrasing import conjugate_en, conjugate_fr, dangling_object, third_person

CASES = [
    # the brief's examples
    ("I prefer short, direct answers.", "en", {"Prefers short, direct answers"}),
    ("I work in Rust and TypeScript.", "en", {"Works in Rust and TypeScript"}),
    ("I'm building a home weather station.", "en", {"Is building a home weather station", "Building a home weather station"}),
    ("I'm a backend engineer.", "en", {"Backend engineer", "Is a backend engineer"}),
    ("I live in Montreal.", "en", {"Lives in Montreal"}),
    ("My goal is to learn Lightning.", "en", {"Goal: learn Lightning"}),
    ("I want to understand timelocks.", "en", {"Wants to understand timelocks"}),
    ("I myself use Sparrow on desktop.", "en", {"Uses Sparrow on desktop"}),
    ("I run Bitcoin Core on an old laptop.", "en", {"Runs Bitcoin Core on an old laptop"}),
    ("I commute by train to Geneva every day.", "en", {"Commutes by train to Geneva every day"}),
    ("I go to the Paris Bitcoin meetup every month.", "en", {"Goes to the Paris Bitcoin meetup every month"}),
    ("Je travaille sur un site pour mon club de vélo.", "fr", {"Travaille sur un site pour son club de vélo"}),
    ("Je suis développeuse", "fr", {"Développeuse", "Est développeuse"}),
    ("J'utilise Sparrow", "fr", {"Utilise Sparrow"}),
    ("Je préfère les réponses courtes", "fr", {"Préfère les réponses courtes"}),
    # more English
    ("I have a multisig.", "en", {"Has a multisig"}),
    ("I've got two hardware wallets.", "en", {"Has two hardware wallets"}),
    ("I've been using Linux since 2010.", "en", {"Has been using Linux since 2010"}),
    ("I do my own backups.", "en", {"Does their own backups"}),
    ("I fix old bikes.", "en", {"Fixes old bikes"}),
    ("I carry my laptop everywhere.", "en", {"Carries their laptop everywhere"}),
    ("I play the piano.", "en", {"Plays the piano"}),
    ("I watch documentaries.", "en", {"Watches documentaries"}),
    ("I can't install software at work.", "en", {"Can't install software at work"}),
    ("I don't have a car.", "en", {"Doesn't have a car"}),
    ("I only have an old phone.", "en", {"Only has an old phone"}),
    ("I never use Windows.", "en", {"Never uses Windows"}),
    ("I'd rather have examples.", "en", {"Would rather have examples"}),
    ("I started in 2019.", "en", {"Started in 2019"}),
    ("I am comfortable with UTXOs.", "en", {"Comfortable with UTXOs", "Is comfortable with UTXOs"}),
    ("I'm new to Bitcoin.", "en", {"New to Bitcoin", "Is new to Bitcoin"}),
    ("I'm an accountant", "en", {"Accountant"}),
    ("I am working on a Nostr client in Swift.", "en", {"Working on a Nostr client in Swift", "Is working on a Nostr client in Swift"}),
    ("My main goal is to stop using custodial apps.", "en", {"Main goal: stop using custodial apps"}),
    ("My favorite language is Go.", "en", {"Favorite language: Go"}),
    ("I use Sparrow and I like it.", "en", {"Uses Sparrow and they like it"}),
    # fillers and tails
    ("Ok. I prefer answers in British English.", "en", {"Prefers answers in British English"}),
    ("Whatever. I'm a retired pilot.", "en", {"Retired pilot"}),
    ("Also I like chess.", "en", {"Likes chess"}),
    ("Well, I teach maths.", "en", {"Teaches maths"}),
    ("I'm a civil engineer in real life.", "en", {"Civil engineer"}),
    ("i use linux btw", "en", {"Uses linux"}),
    # more French
    ("J'ai un nœud Umbrel.", "fr", {"A un nœud Umbrel"}),
    ("Je construis un nœud pour ma famille.", "fr", {"Construit un nœud pour sa famille"}),
    ("Je vis à Lyon avec mes chats.", "fr", {"Vit à Lyon avec ses chats"}),
    ("Je ne peux pas installer de logiciel.", "fr", {"Ne peut pas installer de logiciel"}),
    ("Je n'ai pas de voiture.", "fr", {"N'a pas de voiture"}),
    ("Je m'intéresse à Lightning.", "fr", {"S'intéresse à Lightning"}),
    ("Je me sers d'un Trezor.", "fr", {"Se sert d'un Trezor"}),
    ("J'aimerais apprendre le Rust.", "fr", {"Aimerait apprendre le Rust"}),
    ("Je veux devenir développeur.", "fr", {"Veut devenir développeur"}),
    ("Mon objectif est d'apprendre Lightning.", "fr", {"Objectif: apprendre Lightning"}),
    ("Bon, je suis retraité.", "fr", {"Retraité", "Est retraité"}),
    ("Moi, j'apprends le japonais.", "fr", {"Apprend le japonais"}),
    ("Je suis une infirmière.", "fr", {"Infirmière", "Est infirmière"}),
    ("Je fais tourner Bitcoin Core.", "fr", {"Fait tourner Bitcoin Core"}),
]


@pytest.mark.parametrize(("clause", "lang", "expected"), CASES)
def test_third_person(clause, lang, expected):
    assert third_person(clause, lang) in expected


@pytest.mark.parametrize(("clause", "lang", "expected"), CASES)
def test_language_is_guessed(clause, lang, expected):
    assert third_person(clause, None) in expected


@pytest.mark.parametrize(("clause", "_lang", "_expected"), CASES)
def test_shape_of_note(clause, _lang, _expected):
    note = third_person(clause)
    assert note and not note.endswith(".")
    assert note[0] == note[0].upper()
    assert not note.lower().startswith(("i ", "i'm", "je ", "j'", "my ", "mon ", "ma ", "mes "))


@pytest.mark.parametrize(
    "clause",
    [
        "My sister lives in Rome.",
        "Ma femme est médecin.",
        "The sky is blue.",
        "Great languages.",
        "Tell me about Electrum.",
        "",
        "Ok.",
        "He uses a Ledger.",
    ],
)
def test_not_a_first_person_statement(clause):
    assert third_person(clause, "en") is None
    assert third_person(clause, "fr") is None or clause.lower().startswith(("ma ", "mon "))


@pytest.mark.parametrize(
    ("verb", "third"),
    [
        ("have", "has"), ("do", "does"), ("go", "goes"), ("am", "is"), ("use", "uses"), ("fix", "fixes"),
        ("watch", "watches"), ("push", "pushes"), ("carry", "carries"), ("play", "plays"), ("buzz", "buzzes"),
        ("can", "can"), ("started", "started"), ("need", "needs"), ("went", "went"),
    ],
)
def test_conjugate_en(verb, third):
    assert conjugate_en(verb) == third


@pytest.mark.parametrize(
    ("verb", "third"),
    [
        ("suis", "est"), ("ai", "a"), ("vais", "va"), ("fais", "fait"), ("veux", "veut"), ("peux", "peut"),
        ("construis", "construit"), ("apprends", "apprend"), ("travaille", "travaille"), ("utilise", "utilise"),
        ("aimerais", "aimerait"), ("finis", "finit"), ("vis", "vit"), ("prévois", "prévoit"),
    ],
)
def test_conjugate_fr(verb, third):
    assert conjugate_fr(verb) == third


# ---------------------------------------------------------------- notes that stand alone (issue 8)
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import regex  # noqa: E402

from jobs.phrasing import addresses_someone, note_text  # noqa: E402

_BROKEN = r"(?:[,;:!?.]s\b|n['’]ts\b|['’](?!(?:s|t|re|ve|d|ll|m)\b)\w)"


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("I totally agree, Sam", "Totally agrees, Sam"),
        ("I can’t share my notes", "Can’t share their notes"),
        ("I can't share my notes", "Can't share their notes"),
        ("I'm lucky to have my husband and kids", "Is lucky to have their husband and kids"),
        ("I'm carving out some me-time each day", "Is carving out some me-time each day"),
        ("I do love old films", "Loves old films"),
        ("I love the sea!", "Loves the sea"),
    ],
)
def test_no_suffix_is_glued_to_punctuation_or_a_contraction(clause, expected):
    assert third_person(clause, "en") == expected


@pytest.mark.parametrize("clause", ["I want to show you my snakes", "I miss your cooking", "J'aime ton idée", "Je vous remercie"])
def test_a_note_never_speaks_to_someone(clause):
    assert third_person(clause) is None
    assert note_text(clause) is None


_SUBJECTS = ["I", "I really", "I also", "Honestly, I", "I just", "I’ve", "I've", "I'm", "I’m", "I do"]
_VERBS = ["love", "agree,", "can't share", "can’t share", "have", "play", "watch", "fix", "go", "carry", "won't stop", "am", "was", "had"]
_OBJECTS = ["my violin", "my husband and kids", "me-time", "painting, reading, or my dog", "it!", "Sam", "the mountains with me", "my own studio.", "mine"]


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(_SUBJECTS), st.sampled_from(_VERBS), st.sampled_from(_OBJECTS))
def test_third_person_output_is_clean(subject, verb, obj):
    note = third_person(f"{subject} {verb} {obj}", "en")
    if note is None:
        return
    import regex

    assert not regex.search(r"\b(?:you|your)\b|\bI\b|\bI['’]|\bmy\b|\bme\b(?!-)|\bmine\b", note, regex.IGNORECASE), note
    assert not regex.search(_BROKEN, note), note
    assert not addresses_someone(note)
    assert note[0] == note[0].upper()


# ---------------------------------------------------------------- adverbs, agreement, elision, bare objects
_ADVERBS = ["finally", "recently", "no longer", "never", "kind of", "truly", "rarely", "barely", "usually", "seriously",
            "not only", "gradually", "happily", "still", "sort of"]
_BASE_VERBS = ["use", "finish", "play", "carry", "go", "watch", "teach", "fix", "study", "love"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(_ADVERBS), st.sampled_from(_BASE_VERBS), st.sampled_from(["Windows", "my violin", "the piano at night"]))
def test_an_adverb_before_the_verb_stays_and_the_verb_is_inflected(adverb, verb, obj):
    note = third_person(f"I {adverb} {verb} {obj}", "en")
    assert note is not None
    words = note.split()
    size = len(adverb.split())
    assert " ".join(words[:size]).lower() == adverb, note  # never "Finallies", "Noes longer"
    assert words[size] == conjugate_en(verb), note


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(["I", "i", "I really", "i still", "I also"]),
    st.sampled_from(["was a teacher", "am a nurse", "was born in Ohio", "am into pottery", "wasn't sure"]),
    st.sampled_from(["", " and i was happy", " and I am still there", " when i was young"]),
)
def test_they_for_the_user_takes_a_plural_verb(subject, rest, tail):
    for note in (third_person(f"{subject} {rest}{tail}", "en"), note_text(f"Painting is what {subject.lower()} {rest}{tail}")):
        if note is None:
            continue
        import regex

        assert not regex.search(r"\bthey(?:\s+\w+ly|\s+still|\s+also|\s+really)*\s+(?:was|am|is|has|does)\b", note, regex.I), note


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["suis", "aime", "habite", "ai", "utilise", "mange", "travaille", "écris", "ose"]),
       st.sampled_from(["plus", "pas", "jamais"]))
def test_french_ne_is_elided_before_a_vowel(verb, neg):
    note = third_person(f"Je ne {verb} {neg} à Lyon", "fr")
    assert note is not None
    import regex

    assert not regex.match(r"(?i)ne\s+[aeiouyhàâéèêîôû]", note), note
    assert regex.search(rf"\b{neg}\b", note), note


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I've had", "I have", "I love", "I keep", "I adopted", "I've always loved"]),
       st.sampled_from(["them", "it", "those", "him"]),
       st.sampled_from(["", " for 3 years", " so much", " since 2019", " a lot"]))
def test_an_object_pronoun_with_no_referent_is_no_note(head, pronoun, tail):
    assert third_person(f"{head} {pronoun}{tail}", "en") is None


def test_a_pronoun_that_points_forward_or_a_named_object_stays():
    assert third_person("I love it when it rains", "en") == "Loves it when it rains"
    assert third_person("I named it Max", "en") == "Named it Max"
    assert third_person("I have had my dogs for 3 years", "en") == "Has had their dogs for 3 years"


# Issue 8 item 3: a note stands alone. One test per class of defect.
@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["I prefer", "I like", "I love", "I work with", "I live with", "I talk to", "I really enjoy",
                        "I've always loved", "I hang out with"]),
       st.sampled_from(["that", "this", "them", "it", "those", "him"]),
       st.sampled_from(["", " every day", " so much", " a lot", " now", " too"]))
def test_a_bare_pronoun_or_demonstrative_object_is_no_note(head, pronoun, tail):
    sentence = f"{head} {pronoun}{tail}."
    assert third_person(sentence, "en") is None
    assert note_text(sentence) is None


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Je vis avec", "Je travaille avec", "Je parle souvent avec", "Je cuisine pour", "Je suis fier d'",
                        "J'habite chez", "J'aime", "J'adore", "Je fais"]),
       st.sampled_from(["eux", "elles", "lui", "ça", "cela"]),
       st.sampled_from(["", " depuis 3 ans", " tous les jours", " beaucoup"]))
def test_a_french_stressed_pronoun_with_no_referent_is_no_note(head, pronoun, tail):
    sep = "" if head.endswith("'") else " "
    sentence = f"{head}{sep}{pronoun}{tail}."
    assert third_person(sentence, "fr") is None
    assert note_text(sentence) is None


def test_a_named_object_or_a_clause_after_that_stays():
    assert third_person("I prefer that kind of answer", "en") == "Prefers that kind of answer"
    assert third_person("I know that my sister lives in Oslo", "en") == "Knows that their sister lives in Oslo"
    assert third_person("I work with them on weekends at the shelter", "en") is None
    assert third_person("Je vis avec eux", "fr") is None
    assert third_person("Je vis avec mes parents depuis 3 ans", "fr") == "Vit avec ses parents depuis 3 ans"
    assert third_person("Je travaille avec Lucie", "fr") == "Travaille avec Lucie"
    assert third_person("J'aime le ski", "fr") == "Aime le ski"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["", "always ", "really "]),
       st.sampled_from([("give", "gives"), ("explain", "explains"), ("use", "uses"), ("keep", "keeps"),
                        ("fix", "fixes"), ("try", "tries"), ("go", "goes"), ("have", "has")]),
       st.sampled_from(["when", "whenever", "if", "that"]))
def test_the_assistant_as_subject_takes_a_singular_verb(adverb, verbs, opener):
    from jobs.phrasing import to_assistant

    base, third = verbs
    out = to_assistant(f"I like it {opener} you {adverb}{base} me examples")
    assert out == f"I like it {opener} the assistant {adverb}{third} me examples"


def test_the_assistant_agreement_of_be_have_do_and_contractions():
    from jobs.phrasing import to_assistant

    assert to_assistant("I like when you are brief") == "I like when the assistant is brief"
    assert to_assistant("I like when you're brief") == "I like when the assistant is brief"
    assert to_assistant("I prefer if you don't use emojis") == "I prefer if the assistant doesn't use emojis"
    assert to_assistant("I like when you can cite sources") == "I like when the assistant can cite sources"
    assert to_assistant("I like that I can ask you anything") == "I like that I can ask the assistant anything"
    assert to_assistant("I want your answers short") == "I want the assistant's answers short"
    assert to_assistant("I like when you guys help") is None  # no verb to agree: no note


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["Also", "Also,", "Anyway", "Anyway,", "So", "So,", "Well,", "Btw", "Too,", "Besides,"]),
       st.sampled_from(["I have two kids who keep getting sick", "I also have two kids", "I live in Lyon",
                        "I work as a nurse", "I'm a teacher"]))
def test_a_leading_discourse_word_is_dropped(word, sentence):
    note = third_person(f"{word} {sentence}.", "en")
    assert note is not None
    assert not regex.match(r"(?i)(?:also|anyway|so|well|btw|too|besides)\b", note), note
    assert note == third_person(sentence.replace(" also ", " "), "en")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Aussi,", "Sinon", "Du coup", "En plus,", "Bref,"]),
       st.sampled_from(["je vis à Lyon", "je travaille comme infirmière", "je suis aussi infirmière"]))
def test_a_leading_french_discourse_word_is_dropped(word, sentence):
    note = third_person(f"{word} {sentence}.", "fr")
    assert note is not None
    assert not regex.match(r"(?i)(?:aussi|sinon|du coup|en plus|bref)\b", note), note


def test_so_and_too_stay_when_they_are_not_discourse_words():
    from jobs.phrasing import drop_lead

    assert drop_lead("So much coffee keeps me awake") == "So much coffee keeps me awake"
    assert drop_lead("Well-known to my team") == "Well-known to my team"
    assert note_text("Too many meetings tire me") == "Too many meetings tire them"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["i", "I"]), st.sampled_from(["been", "gotten"]),
       st.sampled_from(["learning guitar for 2 years", "working at the bank", "really into chess lately"]))
def test_a_participle_without_its_auxiliary_reads_has(subject, participle, rest):
    note = third_person(f"{subject} {participle} {rest}", "en")
    assert note == f"Has {participle} {rest}"


def test_a_french_clitic_object_alone_is_no_note_but_a_label_after_suis_stays():
    for sentence in ("Je l'adore.", "Je les aime beaucoup.", "Je le vois souvent."):
        assert third_person(sentence, "fr") is None
        assert note_text(sentence) is None
    assert third_person("Je suis le fondateur", "fr") == "Le fondateur"
    assert third_person("Je suis la cadette de la famille", "fr") == "La cadette de la famille"


def test_a_second_verb_of_the_assistant_agrees_and_a_demonstrative_compared_is_no_note():
    from jobs.phrasing import to_assistant

    assert to_assistant("I like it when you keep answers short and use examples") == (
        "I like it when the assistant keeps answers short and uses examples"
    )
    assert third_person("I prefer that to driving", "en") is None
    assert third_person("I prefer trains to driving", "en") == "Prefers trains to driving"


@pytest.mark.parametrize("word", ["also", "too", "anyway", "btw"])
def test_a_discourse_word_between_i_and_the_verb_is_dropped(word):
    assert third_person(f"I {word} have a dog", "en") == "Has a dog"


@pytest.mark.parametrize(
    ("note", "vague"),
    [
        ("Is writing something", True),
        ("Has a little time", True),
        ("Has bad news too", True),
        ("Has never even heard of that", True),
        ("Is writing a novel", False),
        ("Has some time off in May", False),
        ("Loves spending time with their kids", False),
        ("Is writing a book about something else", False),
    ],
)
def test_a_note_whose_object_is_too_vague_does_not_stand_alone(note, vague):
    assert dangling_object(note) is vague


@pytest.mark.parametrize(
    ("clause", "note"),
    [("I first watched the film in 2019", "First watched the film in 2019"),
     ("I once ran a marathon", "Once ran a marathon"),
     ("I twice won the race", "Twice won the race"),
     ("I then moved to Leeds", "Moved to Leeds")],
)
def test_an_adverb_before_the_verb_is_never_conjugated(clause, note):
    assert third_person(clause, "en") == note


@pytest.mark.parametrize("said, note", [
    ("I watch movies, hike, and have game nights at my place", "Watches movies, hikes, and has game nights at their place"),
    ("I run, swim, and cook", "Runs, swims, and cooks"),
    ("I watch movies, read, and play games", "Watches movies, reads, and plays games"),
    ("I like rock, pop, and jazz", "Likes rock, pop, and jazz"),  # nouns stay nouns
    ("I have a dog, a cat, and a parrot", "Has a dog, a cat, and a parrot"),
    ("I want to travel, learn French, and have kids", "Wants to travel, learn French, and have kids"),  # infinitives
    ("I teach, coach, and go to church", "Teaches, coaches, and goes to church"),
    ("I hike, bike and camp", "Hikes, bikes and camps"),
    ("I play guitar, sing, and am in a band", "Plays guitar, sings, and is in a band"),
])
def test_every_verb_of_a_list_agrees_with_the_user(said, note):
    assert third_person(said) == note


# An irregular past takes no "-s"; "gotta" is "has to" (chat spelling such as "im" is written out
# before phrasing, jobs/chat_words.py).
_IRREGULAR_PASTS = ["rang", "sang", "drank", "sank", "spun", "wept", "bent", "burnt", "slid", "bit", "blew", "drew", "ate", "broke", "froze", "went", "sold"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_IRREGULAR_PASTS), st.sampled_from(["my sister", "the old bell", "a song", "at the party", "all night"]))
def test_an_irregular_past_is_never_given_an_s(past, rest):
    note = third_person(f"I {past} {rest}", "en")
    assert note is not None and note.split()[0] == past.capitalize(), note


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("I gotta walk the dog", "Has to walk the dog"),
        ("I imagine so", "Imagines so"),
    ],
)
def test_gotta_is_has_to_and_a_verb_is_never_glued(clause, expected):
    assert third_person(clause, "en") == expected


@pytest.mark.parametrize(
    ("sentence", "note"),
    [
        ('My favourite song is "I Will Survive".', 'Favourite song: "I Will Survive"'),
        ("I sing “I Will Survive” at every karaoke night.", "Sings “I Will Survive” at every karaoke night"),
    ],
)
def test_quoted_words_keep_their_own_person(sentence, note):
    assert note_text(sentence) == note


# ---- "we" read as the writer alone (as_writer) ----------------------------------------------------
from jobs.passes import judged_note  # noqa: E402
from jobs.phrasing import as_writer  # noqa: E402

_WE_FORMS = [
    ("We moved to", "Moved to"),
    ("We've lived in", "Has lived in"),
    ("We're moving to", "Is moving to"),
    ("We live in", "Lives in"),
    ("We were living in", "Was living in"),
    ("We bought a house in", "Bought a house in"),
]
_PLACES = ["Leeds", "Osaka", "the Yarra Valley", "a village near Lyon"]
_WHEN = ["", " in 2019", " last spring", " two years ago"]


@given(st.sampled_from(_WE_FORMS), st.sampled_from(_PLACES), st.sampled_from(_WHEN))
@settings(max_examples=60, deadline=None)
def test_a_group_the_writer_is_in_is_the_writer(form, place, when):
    said, note = form
    text = judged_note(f"{said} {place}{when}.")
    assert text == f"{note} {place}{when}"


@given(
    st.sampled_from(["We've known each other since school", "We made dumplings together every Sunday",
                     "We met each other at a concert", "The two of us run a bakery"]),
)
@settings(max_examples=10, deadline=None)
def test_a_group_acting_on_itself_makes_no_note(sentence):
    assert as_writer(sentence) == sentence
    assert judged_note(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "My wife and I moved to Leeds, and we love it.",  # the writer is already "I": "we" is left as said
        "Nous avons déménagé à Lyon.",  # French: left as said
        'Our motto is "we never give up".',
    ],
)
def test_as_writer_leaves_alone(sentence):
    out = as_writer(sentence)
    assert out == sentence or ('"we never give up"' in out and out.startswith("My motto"))


def test_our_thing_is_theirs():
    assert judged_note("Our border collie is a menace.") == "Border collie: a menace"
    assert judged_note("We build the software that tracks trucks and warehouses.") == "Builds the software that tracks trucks and warehouses"
    assert as_writer("We adopted our dog from a shelter near us.") == "I adopted my dog from a shelter near me."


@given(
    st.sampled_from(["We're", "We are", "We were"]),
    st.sampled_from(["a family of five", "a small startup in Berlin", "both teachers", "the champions", "best friends",
                     "proud parents of two girls", "teachers at the same school", "two engineers"]),
)
@settings(max_examples=40, deadline=None)
def test_a_label_of_the_group_is_no_label_of_the_writer(we, label):
    sentence = f"{we} {label}."
    assert as_writer(sentence) == sentence
    assert judged_note(sentence) is None


def test_what_both_do_the_writer_does():
    assert judged_note("We both love hiking.") == "Loves hiking"
    assert judged_note("We're married now!") == "Is married now"
    assert judged_note("We're nervous about the move.") is None  # a passing feeling, as "I'm nervous…"



# Found by a reviewer trying what the "we" reading was not built on: a "we" that is the user and the
# assistant, a part of the group, the group named or labelled, and what is never stored of "I".
@pytest.mark.parametrize(
    "sentence",
    [
        "We covered the basics of Rust last time.", "We've been chatting for an hour.", "We already went over this.", "Let us know.",
        "One of us is a doctor.", "Some of us are vegan.", "We Americans love guns.", "We humans need sleep.",
        "We're identical twins.", "We're like sisters.", "We're no longer a couple.", "We've been friends since 2005.", "We met at university.",
        "We dreamt we were living in Paris.", "In our dream we owned a castle.", "We wish we lived in Japan.", "We totally love taxes.",
        "We need to buy milk.", "We're starving.", "We're debugging the checkout.", "We moved to the us in 2019.",
    ],
)
def test_a_we_that_is_not_the_writer_alone_makes_no_note(sentence):
    assert judged_note(sentence) is None


def test_what_we_both_are_the_writer_is():
    assert judged_note("We were both born in 1990.") == "Was born in 1990"
    assert judged_note("We've lived in Leeds since 2019.") == "Has lived in Leeds since 2019"


@given(st.sampled_from(["I'm already starting", "I finished", "I'm making", "I'm knitting", "I did"]), st.sampled_from(["Hannah's", "Tom's", "Ola's"]),
       st.sampled_from([".", ", she graduates in three years.", "!"]))
@settings(max_examples=30, deadline=None)
def test_a_possessive_with_nothing_after_makes_no_note(doing, whose, rest):
    # "Is already starting Hannah's, she graduates…" (found on a read stress set): Hannah's what?
    assert third_person(f"{doing} {whose}{rest}") is None


def test_a_possessive_that_names_a_place_or_thing_is_kept():
    assert third_person("I work at McDonald's.") == "Works at McDonald's"
    assert third_person("I'm making Hannah's quilt.") == "Is making Hannah's quilt"


@given(st.sampled_from(["like", "love", "enjoy"]), st.sampled_from(["red wine", "hiking", "jazz"]), st.sampled_from(["hate", "dislike", "prefer"]), st.sampled_from(["beer", "running", "pop"]))
@settings(max_examples=30, deadline=None)
def test_a_second_taste_after_a_comma_is_conjugated(first, this, second, that):
    assert third_person(f"I {first} {this}, {second} {that}.") == f"{conjugate_en(first).capitalize()} {this}, {conjugate_en(second)} {that}"


def test_a_label_then_a_verb_takes_the_third_person():
    assert third_person("I'm a nurse and work nights.") == "Nurse and works nights"
    assert third_person("I'm a nurse, have been for ten years.") == "Nurse, has been for ten years"
    assert third_person("I'm 34 and live in Oslo with my wife.") == "Is 34 and lives in Oslo with their wife"


@pytest.mark.parametrize(("said", "note"), [("J'habite à Lyon avec notre chat Moustache.", "Habite à Lyon avec leur chat Moustache"),
                                            ("Je vis avec nos deux enfants à Nantes.", "Vit avec leurs deux enfants à Nantes")])
def test_french_our_is_theirs(said, note):
    assert third_person(said) == note
