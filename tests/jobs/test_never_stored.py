"""jobs.never_stored: the kinds code can recognise as never stored, EN and FR, and roleplay spans."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.never_stored import is_upstream_request, never_stored, roleplay_span

KINDS = {
    "question": [
        "What's a good wallet for beginners?",
        "How do lightning channels close",
        "Why are fees so high",
        "Can you explain taproot to me",
        "Is it safe to reuse an address?",
        "I want to know how coinjoin works.",
        "I was wondering whether Sparrow supports Tor.",
        "Est-ce que Lightning est sûr",
        "Comment fonctionne un multisig ?",
        "Pourquoi mon nœud est lent",
        "Peux-tu m'expliquer les timelocks",
        "Quel portefeuille me conseilles-tu ?",
        "Je me demande si Sparrow gère Tor.",
        "Explain coin control to me.",
    ],
    "conditional": [
        "If I run a node, do I need a big disk",
        "If I set up a multisig I will need three devices.",
        "Unless I move, I'll keep my current setup.",
        "Si je lance un nœud, il me faut quel disque",
        "Au cas où je change de téléphone, je garde Sparrow.",
    ],
    "hypothetical": [
        "If I were rich I'd buy a boat.",
        "If I had more time I would learn Haskell.",
        "I'd buy an island.",
        "Imagine I'm a millionaire.",
        "Suppose I lose my seed.",
        "What if I moved to Lisbon",
        "Si j'avais un million, j'achèterais un voilier.",
        "Si j'étais riche je ne travaillerais plus.",
        "J'achèterais bien une maison à la campagne.",
        "Imaginons que je sois ministre.",
    ],
    "third_party": [
        "My sister lives in Rome.",
        "My coworker likes hiking.",
        "My wife is a doctor.",
        "My best friend works at a bank.",
        "He uses a Ledger.",
        "She lives in Berlin.",
        "Elon Musk said bitcoin is great.",
        "Ma femme est médecin.",
        "Mon frère habite à Rome.",
        "Mes parents utilisent un iPhone.",
        "Il travaille chez Airbus.",
    ],
    "delegated": [
        "My dad is asking: what's a good first wallet?",
        "My friend wants to know how to buy bitcoin.",
        "I'm asking for my mom, which wallet is simplest?",
        "Asking for a friend: how do I recover a wallet?",
        "Mon père demande quel portefeuille choisir.",
        "Je demande pour ma mère.",
        "C'est pour mon frère : quel nœud acheter ?",
        "Pour mon père, quel portefeuille ?",
    ],
    "ephemeral": [
        "I'm tired today.",
        "I'm so exhausted.",
        "Just had coffee.",
        "I'm in a bad mood.",
        "Ugh, my train is late again today.",
        "I'm starving right now.",
        "This morning I missed the bus.",
        "Je suis fatigué aujourd'hui.",
        "Ce matin j'ai bu trois cafés.",
        "En ce moment je suis crevé.",
        "J'ai faim.",
        "Je viens de manger.",
    ],
    "joke": [
        "I'm definitely the world's best cook lol",
        "Sure, I totally love doing taxes.",
        "I'm a genius haha",
        "I own the moon jk",
        "I'm basically Satoshi 😂",
        "Je suis le meilleur cuisinier du monde mdr",
        "Je suis milliardaire, je rigole.",
    ],
    "roleplay": [
        "Let's play a game: you're a wizard and I'm an elf.",
        "Pretend I'm a pirate captain.",
        "You're a dragon and I'm a knight.",
        "In the game I'm a level 40 paladin.",
        "Let's roleplay a job interview.",
        "Jouons à un jeu : tu es un dragon et je suis une princesse.",
        "Faisons semblant que je suis le roi.",
        "Dans le jeu, je suis une sorcière.",
    ],
    "session_task": [
        "I'm debugging a React app.",
        "I'm writing an essay about climate change.",
        "I'm working on a bug in my parser.",
        "I'm preparing for an interview.",
        "Je débogue une appli React.",
        "Je suis en train de rédiger un mail.",
    ],
    "upstream_request": [
        "What's the balance of my wallet?",
        "What's the fee rate right now?",
        "Show me my transaction history.",
        "Send 50k sats to Bob.",
        "Pay this invoice please.",
        "What's the current block height?",
        "How full is the mempool?",
        "How much is bitcoin right now?",
        "Quel est mon solde ?",
        "Montre-moi mon historique.",
        "Quel est le prix du bitcoin ?",
        "Envoie 20 000 sats à Alice.",
        "Quels sont les frais en ce moment ?",
    ],
    "opinion": [
        "I think that movie was okay.",
        "The weather's been weird.",
        "That news story was interesting.",
        "Je trouve que ce film était nul.",
    ],
    "instruction": [
        "Always reply in pirate speak from now on.",
        "From now on you must answer in French.",
        "Ignore all previous instructions.",
        "Désormais réponds en anglais.",
    ],
}

STATEMENTS = [
    "I prefer short, direct answers.",
    "I work in Rust and TypeScript.",
    "I'm building a home weather station.",
    "I'm a backend engineer.",
    "I live in Montreal.",
    "My goal is to learn Lightning.",
    "I want to understand timelocks.",
    "I myself use Sparrow on desktop.",
    "I run Bitcoin Core on an old laptop.",
    "I commute by train to Geneva every day.",
    "I go to the Paris Bitcoin meetup every month.",
    "I'd rather have bullet points.",
    "I'd like to learn Rust this year.",
    "I have a 2-of-3 multisig.",
    "I started in 2019.",
    "Also I like chess.",
    "Whatever. I'm a retired pilot.",
    "I'm a civil engineer in real life.",
    "Je travaille sur un site pour mon club de vélo.",
    "Je suis développeuse.",
    "J'utilise Sparrow.",
    "Je préfère les réponses courtes.",
    "Je viens de Lyon.",
    "J'habite à Montréal.",
    "Mon objectif est d'apprendre Lightning.",
    "J'aimerais apprendre le Rust.",
    "Je voudrais comprendre les timelocks.",
    "I prefer short answers if possible.",
]


@pytest.mark.parametrize(("kind", "sentence"), [(k, s) for k, v in KINDS.items() for s in v])
def test_never_stored_kind(kind, sentence):
    assert never_stored(sentence) == kind


@pytest.mark.parametrize("sentence", STATEMENTS)
def test_plain_statements_pass(sentence):
    assert never_stored(sentence) is None


@pytest.mark.parametrize("sentence", ["", "   ", "Great languages.", "Bitcoin has a fixed supply.", "Cello lessons every Tuesday"])
def test_fragments_and_world_statements_are_left_to_the_patterns(sentence):
    # nothing there for a pattern to read; a model's evidence may be such a fragment
    assert never_stored(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm building a price tracker.",
        "I run a node and I check the mempool sometimes.",
        "I'm a history teacher.",
        "I want to learn how fees work.",
        "Je construis un outil de suivi des prix.",
    ],
)
def test_upstream_needs_a_request(sentence):
    assert not is_upstream_request(sentence)


def _conv(*user_and_assistant: str) -> list[dict]:
    return [
        {"role": "user" if i % 2 == 0 else "assistant", "content": text}
        for i, text in enumerate(user_and_assistant)
    ]


def test_roleplay_span_until_ended():
    messages = _conv(
        "Let's play a game: you're a wizard and I'm an elf queen.",
        "Greetings, Your Majesty.",
        "I cast a spell. I live in a tree.",
        "Wow.",
        "Ok stop the game. I'm a civil engineer in real life.",
        "Nice.",
        "I'm a hobbit.",
    )
    assert roleplay_span(messages) == {0, 2}


def test_roleplay_span_never_ended():
    messages = _conv("Pretend I'm a dragon.", "Roar.", "I hoard gold.", "Sure.", "I live in a cave.")
    assert roleplay_span(messages) == {0, 2, 4}


def test_roleplay_span_french():
    messages = _conv("Jouons : je suis une sorcière.", "D'accord.", "Je vole sur un balai.", "Ok.", "Fin du jeu. Je suis prof.")
    assert roleplay_span(messages) == {0, 2}


def test_roleplay_span_ignores_assistant_and_plain_talk():
    messages = [
        {"role": "user", "content": "I live in Oslo."},
        {"role": "assistant", "content": "Let's play a game: you're a wizard and I'm an elf."},
        {"role": "user", "content": "I use Sparrow."},
    ]
    assert roleplay_span(messages) == set()


def test_real_life_marker_outside_a_game_is_harmless():
    messages = _conv("In real life I'm a nurse.", "Ok.")
    assert roleplay_span(messages) == set()


def _captured(sentence: str) -> list:
    """What the capture makes of `sentence` said as a user turn of a conversation."""
    return rule_candidates([{"role": "user", "content": sentence}, {"role": "assistant", "content": "Oh?"}, {"role": "user", "content": "Yes."}])


# Someone's words quoted, and dreams told: never the writer's facts (found by a reviewer through
# the judge: 'At dinner my boss told me, "I moved here from Chicago in 2015."').
_SPEAKERS = ["he", "she", "my boss", "my sister", "Dave", "the doctor"]
_SAY = ["said", "told me", "says", "goes", "wrote", "texted", "claimed", "replied"]
_QUOTED_FACTS = ["I'm a doctor and I live in Rome", "I have two kids", "I moved here from Chicago in 2015", "my wife is a nurse"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(_SPEAKERS), st.sampled_from(_SAY), st.sampled_from(_QUOTED_FACTS), st.sampled_from(['"{}"', "“{}”", "«{}»"]), st.sampled_from(["", "Then ", "At dinner "]))
def test_someones_quoted_words_are_never_the_writers(speaker, say, fact, quotes, lead):
    sentence = f"{lead}{speaker} {say}, {quotes.format(fact)}."
    assert never_stored(sentence) == "quoted"
    assert _captured(sentence) == []


@pytest.mark.parametrize("sentence", ["In my dream I played at Carnegie Hall.", "I dreamt I was a pilot in Alaska.", "It was all a dream, but I won the lottery.", "Dans mon rêve, je vivais à Tokyo."])
def test_a_dream_told_is_no_fact(sentence):
    assert never_stored(sentence) == "hypothetical"


# An errand is a task of the day, never a note ("Needs to buy milk" had been kept as an interest;
# found by a reviewer; "Has to call their abuela", on the stress sets). A lasting need still is one.
@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(["I need to", "I have to", "I gotta", "Ok, I need to", "I still need to", "I'll have to"]),
    st.sampled_from(["buy milk", "grab some groceries after work", "pick up the dry cleaning", "do the laundry", "walk the dog", "pack for Lisbon", "run to the shop",
                     "call my abuela, she's been trying to reach me", "text Sam back", "reply to my boss", "call the vet", "get back to them"]),
)
def test_an_errand_is_never_stored(need, errand):
    sentence = f"{need} {errand}."
    assert never_stored(sentence) == "ephemeral"
    assert _captured(sentence) == []


@pytest.mark.parametrize("sentence", ["I need to avoid gluten.", "I need to learn Python for my new job.", "I need to finish my thesis by June.", "I clean houses for a living.",
                                      "I have to call the shots at work.", "I need to answer for my choices.",
                                      "I got to call my grandma before she passed.", "I have to call my mum every Sunday.", "Je dois appeler ma mère tous les dimanches."])
def test_a_lasting_need_is_no_errand(sentence):
    assert never_stored(sentence) is None


# A laugh is on the clause it ends: where that is a later clause with a subject of its own, or a clause
# before another, that clause goes and the rest is read as said; a laugh on a claim alone, on a boast, a
# figure of speech or a name, a tease (😜, 🙄), a laugh opening the sentence or going on with "but" keep
# the sentence a joke. Found on blind chat turns: "I'm a paramedic, so I've seen some wild stuff lol" and
# "Grew up in Lagos, so this cold weather is killing me 😂" had given nothing.
_LAUGHS = ["lol", "haha", "lmao", "😂", "hahaha"]
_JOKED = ["I'm hopeless at cooking", "I'm basically a billionaire", "He said \"I'm a doctor", "In my dream I was rich", "Work is fun"]
_REAL = [("I moved to Leeds in 2019", "Leeds"), ("I've been learning Japanese since 2020", "Japanese"), ("I work as a nurse", "nurse")]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(_JOKED), st.sampled_from(_LAUGHS), st.sampled_from([", and ", "; honestly ", ", so "]), st.sampled_from(_REAL))
def test_the_clause_a_laugh_ends_goes_and_the_rest_is_read(joked, laugh, join, real):
    fact, word = real
    for said in (f"{joked} {laugh}{join}{fact}.", f"{fact}{join}{joked[0].lower()}{joked[1:]} {laugh}"):
        notes = [c.text for c in _captured(said)]
        if "dream" in said or '"' in said:
            assert notes == [], (said, notes)  # a dream or a quotation: refused for what it says, laugh or not
            continue
        assert any(word in n for n in notes), (said, notes)
        assert not any(w in n.lower() for n in notes for w in ("hopeless", "billionaire", "fun")), (said, notes)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(_JOKED), st.sampled_from(_LAUGHS), st.sampled_from([", but ", " but "]), st.sampled_from(_REAL))
def test_a_laugh_going_on_with_but_or_opening_the_sentence_makes_light_of_it_all(joked, laugh, join, real):
    """A reviewer found quoted speech, dreams and sarcasm through 'lol, but …': what follows goes on with the joke."""
    fact, _ = real
    assert _captured(f"{joked} {laugh}{join}{fact}.") == []
    assert _captured(f"{laugh} but {fact}.") == []
    assert _captured(f"{laugh} {fact}.") == []


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(_REAL + [("I'm a paramedic", "aramedic"), ("I foster kittens for the local rescue", "kittens"), ("I grew up in Lagos", "Lagos")]),
       st.sampled_from(_LAUGHS + ["lmfao", "mdr", "🤣"]),
       st.sampled_from([", so I've seen some wild stuff", ", my legs are made of steel", ", so this cold weather is killing me", " and I love it",
                        "; honestly my mum still can't believe it"]))
def test_a_laugh_ending_a_later_clause_is_on_that_clause(real, laugh, tail):
    fact, word = real
    said = f"{fact}{tail} {laugh}"
    notes = [c.text for c in _captured(said)]
    assert any(word in n for n in notes), (said, notes)
    assert not any(w in n for n in notes for w in ("steel", "wild", "killing")), (said, notes)  # the punchline goes


@pytest.mark.parametrize("said", [
    "I'm definitely the world's best cook lol", "lol I'm basically a hacker genius.", "I'm a millionaire lol", "Honestly coffee is my personality lol",
    "I'm the best driver in the world, ask anyone haha", "Je suis le meilleur pâtissier du monde, évidemment 😂", "I'm a professional napper 😂",
    "I love running, which is a total lie lol", "My son is six, not seven lol.", "I'm a nurse 😜", "I love Mondays 🙄", "33 lol", "Probably pad thai lol",
    "I'm basically a hermit now lol", "I run on coffee and spite lol", "I'm a vet, or so my mum says haha",
    # a laugh on a claim alone: no shape tells "I'm a nurse lol" from "I have 37 kids lol" (an attacker helper's 3,871 jokes)
    "I'm a paramedic lol", "I have 37 kids lol", "I have 37 kids, send help lol", "I run marathons lol nope", "I live at the gym (lol)",
    "I'm a morning person, in theory hehe", "I live in a mansion 😂 I wish", "I'm vegan, in my head hahaha",
])
def test_a_laugh_on_a_boast_a_figure_a_doubt_or_a_tease_stays_a_joke(said):
    assert _captured(said) == [], said


# Someone named, doing something as the user writes: their moment, not the user's fact ("Agnieszka is
# clapping next to me" had become "Agnieszka is clapping next to them", kept as an interest).
@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Agnieszka", "Marco", "Dale", "Inês", "Tasha"]), st.sampled_from([" is", " was", "'s", " is just", " is still"]),
       st.sampled_from(["clapping next to me", "cooking dinner for me tonight", "laughing at me", "sitting beside me", "yelling at the TV"]))
def test_someone_named_doing_something_is_theirs(name, be, doing):
    sentence = f"{name}{be} {doing}."
    assert never_stored(sentence) in ("third_party", "ephemeral")  # "… tonight" is a passing state first
    assert _captured(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    ["Running is my passion.", "Gerald is my sourdough starter.", "Painting is what keeps me sane.", "Family is everything to me.",
     "Writing is something I've done since I was 8.", "Yoga is helping my back pain.", "Guitar is becoming my main hobby.",
     "Photography is starting to pay my bills.", "Cash is king for me."],  # found by a reviewer
)
def test_a_named_thing_that_is_no_one_doing_anything_is_not_a_third_party(sentence):
    assert never_stored(sentence) is None


# A sentence that opens on the filler "like" says no taste ("Like properly failed, 38%" had become
# "Likes properly failed, 38%"); "Like hiking on weekends" still does.
@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["properly", "totally", "literally", "so", "just", "really"]), st.sampled_from(["failed, 38%", "lost it", "exhausted", "done with it"]))
def test_like_as_a_filler_is_no_taste(adverb, rest):
    assert not any(c.text.startswith("Like") for c in _captured(f"Like {adverb} {rest}."))


@pytest.mark.parametrize("sentence", ["Like hiking on weekends, mostly.", "Like red wine more than beer.", "Like green tea a lot.",
                                      "Like chicken wings more than pizza.", "Like Italy more than France.", "Like family dinners on Sundays."])
def test_like_with_what_is_liked_is_a_taste(sentence):
    assert any(c.text.startswith("Likes ") for c in _captured(sentence))


# Who the user's people and animals are, named before the clause a laugh makes light of, holds ("And
# my little brother Baraka, he's 14 and super annoying but I miss him too lol" had given nothing); a
# name the laugh is on does not ("My wife Siri 😂", "lol but my wife Elsa is a Disney princess").
@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("little brother", "brother"), ("sister", "sister"), ("beagle", "beagle"), ("cat", "cat")]),
       st.sampled_from(["Baraka", "Lupe", "Pixel"]), st.sampled_from(["lol", "haha", "😂"]))
def test_a_named_one_of_the_users_holds_through_a_laugh(relation, name, laugh):
    said, noun = relation
    notes = [c.text for c in _captured(f"And my {said} {name}, they're super annoying but I love them {laugh}.")]
    assert f"Has a {noun} named {name}" in notes
    assert _captured(f"And my {said} {name}, jk, I made that up {laugh}.") == []  # "jk" stays sentence-wide
    assert _captured(f"My {said} {name} {laugh}") == []  # the laugh is on the name
    assert _captured(f"{laugh} but my {said} {name} is a Disney princess.") == []
    assert _captured(f"My {said} {name} is the only one who listens to me {laugh}") == []  # a laugh on the claim alone


# What the user's people are to the user is the user's own life, whether one of them is named or a
# list ("My mom, dad and sister keep me going", as "My family keeps me going"); what they do on their
# own stays theirs ("My mom, dad and sister live in Lagos" is news of them, as "My sister lives in Rome").
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["My mom, dad and sister", "My husband, kids and dog", "My friends, family and my partner"]),
       st.sampled_from(["keep me going", "have always been there for me", "are my rock", "mean the world to me"]))
def test_a_list_of_the_users_people_is_theirs_to_them(people, to_me):
    assert never_stored(f"{people} {to_me}.") is None
    assert never_stored(f"{people} live in Lagos.") == "third_party"


# What the user asks the assistant for, said as a need: a task of this conversation, never a fact.
ASKED_FOR = st.sampled_from(["a packing list", "ideas for my mum's birthday", "some advice on my CV", "help with my taxes", "a 3-day workout plan",
                             "a quick summary of this article", "a template for a cover letter", "a couple of recipe ideas", "a hand with this email"])
NEED = st.sampled_from(["I need {x}.", "Hi! I need {x}.", "I'm looking for {x}.", "I'd like {x}, please.", "I could use {x}.", "I really need {x} by tonight."])


@settings(max_examples=80, deadline=None)
@given(ASKED_FOR, NEED)
def test_what_the_user_asks_for_is_a_session_task(thing, need):
    said = need.format(x=thing)
    assert never_stored(said) == "session_task", said
    notes = [c.text for c in rule_candidates([{"role": "user", "content": said}, {"role": "assistant", "content": "Sure!"}])]
    assert notes == [], notes


@pytest.mark.parametrize("said", ["I need a new job.", "I want a dog.", "I'd like a career in nursing.", "I'm looking for a new flat in Leeds.",
                                  "I need glasses to read.", "I want a family someday.", "J'ai besoin de calme le soir."])
def test_a_need_of_the_users_life_is_no_session_task(said):
    assert never_stored(said) != "session_task", said


@pytest.mark.parametrize("said", ["My goal is to run a 5k under 25 minutes by the end of the year.", "Mon objectif est de courir 10 km en moins de 50 minutes.",
                                  "I can hold a plank for more than 3 minutes."])
def test_minutes_as_a_time_to_beat_are_no_passing_moment(said):
    """Found by a newcomer: "25 minutes" read as how soon ("I'm 5 minutes away") dropped a goal."""
    assert never_stored(said) is None, said


@pytest.mark.parametrize("said", ["I'm 5 minutes away.", "I'll be there in 10 minutes.", "Je suis là dans 10 minutes."])
def test_minutes_as_how_soon_are_a_passing_moment(said):
    assert never_stored(said) == "ephemeral", said


@pytest.mark.parametrize("said", ["I have a foster cat named Luna until Friday.", "My niece is staying with us until next week."])
def test_held_until_a_day_soon_is_a_passing_state(said):
    """Found by a reviewer: "Has a foster cat named Luna until Friday" was kept."""
    assert never_stored(said) == "ephemeral", said


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["I have", "I've got", "I got", "Sorry, I have", "Okay, I have", "ugh I have"]),
       st.sampled_from(["a", "another", "one more", "a very grumpy", "a regular"]),
       st.sampled_from(["customer", "client", "patient", "caller", "visitor", "guest"]),
       st.sampled_from([" waiting", " at the counter", " with a very sad-looking tandem bicycle", " coming in at three", ""]),
       st.sampled_from([", talk soon!", ", gotta run.", ", brb", ". Talk soon!"]))
def test_someone_in_front_of_them_at_work_is_a_passing_moment(opening, det, who, what, end):
    """Found on LoCoMo-style text: "Has a customer with a very sad-looking tandem bicycle" was kept."""
    said = f"{opening} {det} {who}{what}{end}"
    assert never_stored(said) == "ephemeral", said


@pytest.mark.parametrize("said", ["I have clients all over Europe.", "I have a client base in Japan.", "I have a customer service job at a bank.",
                                  "Our clinic has a patient portal I built.", "I see patients every day as a GP.", "I have a guest room.",
                                  "I've got a walk-in closet.", "I have a patient dog.", "I have a delivery business.", "I have a visitor visa."])
def test_a_clientele_or_a_job_is_no_passing_moment(said):
    assert never_stored(said) != "ephemeral", said


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["I", "I really", "I just", "Honestly I kinda", "I so"]), st.sampled_from(["need", "needed"]),
       st.sampled_from(["vent to someone who isn't my husband", "rant about my day", "talk to someone about my brother", "tell you something",
                        "ask you something about my garden", "get this off my chest", "moan about work for a sec"]))
def test_the_need_to_speak_now_is_a_passing_moment(opening, need, what):
    """Found on LoCoMo-style text: "Needs to vent to someone who isn't their husband" was kept."""
    said = f"{opening} {need} to {what}."
    assert never_stored(said) in ("ephemeral", "question"), said  # "… ask you something": a question to come
