"""jobs.capture (with jobs.sentences and jobs.candidates): the code-only capture of a pass."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from config.constants import BLOCK_CLOSE, BLOCK_OPEN, CATEGORIES
from jobs.candidates import Candidate
from jobs.capture import (
    MAX_MESSAGE_FACTS,
    MAX_PATTERN_FACTS,
    load_patterns,
    parse_patterns,
    pattern_candidates,
    requested_note,
    rule_candidates,
)
from jobs.sentences import clauses, sentences, strip_fillers
from tests.shared import eval_cases


def conv(*texts: str) -> list[dict]:
    """User, assistant, user, … messages."""
    return [{"role": "user" if i % 2 == 0 else "assistant", "content": t} for i, t in enumerate(texts)]


def texts(candidates: list[Candidate]) -> list[str]:
    return [c.text for c in candidates]


def assert_evidence(messages: list[dict], candidates: list[Candidate]) -> None:
    for c in candidates:
        assert messages[c.turn]["role"] == "user"
        assert c.evidence and c.evidence in messages[c.turn]["content"]


# ---------------------------------------------------------------- sentences
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I like chess. I live in Oslo.", ["I like chess.", "I live in Oslo."]),
        ("I like chess", ["I like chess"]),
        ("I use hardware wallets, e.g. a Coldcard. I live in Oslo", ["I use hardware wallets, e.g. a Coldcard.", "I live in Oslo"]),
        ("I run version 2.5 of it. Fine!", ["I run version 2.5 of it.", "Fine!"]),
        ("I'm building... a weather station. Cool", ["I'm building... a weather station.", "Cool"]),
        ("Well… I live in Paris", ["Well…", "I live in Paris"]),
        ("Well… not sure", ["Well… not sure"]),
        ("Why? Because. Ok!!", ["Why?", "Because.", "Ok!!"]),
        ("line one\nline two", ["line one", "line two"]),
        ("- I use Sparrow\n- I run a node", ["I use Sparrow", "I run a node"]),
        ("J'utilise Sparrow, p.ex. sur Linux. Et toi ?", ["J'utilise Sparrow, p.ex. sur Linux.", "Et toi ?"]),
        ("Meet at 10:30 ok. Dr. Who is fun.", ["Meet at 10:30 ok.", "Dr. Who is fun."]),
        ("", []),
    ],
)
def test_sentences(text, expected):
    spans = sentences(text)
    assert [s.text for s in spans] == expected
    for s in spans:
        assert text[s.start : s.end] == s.text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a nurse and I live in Oslo.", ["I'm a nurse", "I live in Oslo."]),
        ("I run Bitcoin Core, how do I connect Sparrow?", ["I run Bitcoin Core", "how do I connect Sparrow?"]),
        ("My sister lives in Rome, I live in Montreal.", ["My sister lives in Rome", "I live in Montreal."]),
        ("I like Rust; I use it daily", ["I like Rust", "I use it daily"]),
        ("Quick background: I'm a nurse", ["Quick background", "I'm a nurse"]),
        ("Je suis prof et j'habite à Lyon.", ["Je suis prof", "j'habite à Lyon."]),
        ("I use Sparrow and Electrum.", ["I use Sparrow and Electrum."]),
    ],
)
def test_clauses(text, expected):
    spans = clauses(text)
    assert [s.text for s in spans] == expected
    for s in spans:
        assert text[s.start : s.end] == s.text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ok. I prefer tea", "I prefer tea"),
        ("Whatever. I'm a pilot", "I'm a pilot"),
        ("Also I like chess", "I like chess"),
        ("Well, I run a node", "I run a node"),
        ("Bon, je suis prof", "je suis prof"),
        ("Moi, j'utilise Sparrow", "j'utilise Sparrow"),
        ("I like chess", "I like chess"),
    ],
)
def test_strip_fillers(text, expected):
    assert strip_fillers(text) == expected


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?…,;:\n'-éI’e.g2")), max_size=80))
def test_sentence_offsets_are_exact(text):
    for s in sentences(text):
        assert text[s.start : s.end] == s.text and s.text.strip() == s.text
        for c in clauses(text, s):
            assert text[c.start : c.end] == c.text
            assert s.start <= c.start <= c.end <= s.end


# ---------------------------------------------------------------- candidates / patterns file
def test_candidate_validates_its_fields():
    Candidate("Likes chess", "interest", "medium", "pattern", "I like chess", 0)
    with pytest.raises(ValueError):
        Candidate("Likes chess", "hobby", "medium", "pattern", "I like chess", 0)
    with pytest.raises(ValueError):
        Candidate("Likes chess", "interest", "certain", "pattern", "I like chess", 0)
    with pytest.raises(ValueError):
        Candidate("Likes chess", "interest", "medium", "guess", "I like chess", 0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        Candidate("Likes chess", "interest", "medium", "pattern", "I like chess", 0).text = "x"  # type: ignore[misc]


def test_patterns_file_loads_once_and_is_valid():
    patterns = load_patterns()
    assert patterns is load_patterns()
    assert len(patterns) > 30
    for p in patterns:
        assert p.category in CATEGORIES and p.category != "requested"
        assert p.confidence == "medium"
        assert p.lang in ("en", "fr")
    assert {p.category for p in patterns} == set(CATEGORIES) - {"requested"}


def test_parse_patterns_rejects_a_bad_category():
    bad = '[[pattern]]\nname = "x"\ncategory = "hobby"\nregex = "^i"\n'
    with pytest.raises(ValueError):
        parse_patterns(bad)


# ---------------------------------------------------------------- requested notes
@pytest.mark.parametrize(
    ("message", "text"),
    [
        ("Remember that I'm vegetarian.", "I'm vegetarian"),
        ("Please remember that I use a Ledger.", "I use a Ledger"),
        ("please remember I live in Oslo", "I live in Oslo"),
        ("Remember: my main wallet is Sparrow.", "my main wallet is Sparrow"),
        ("Remember this: I'm left-handed!", "I'm left-handed"),
        ("Don't forget that I only have a Chromebook.", "I only have a Chromebook"),
        ("Ok. Remember that I prefer metric units. Thanks", "I prefer metric units"),
        ("Retiens que je suis daltonien.", "je suis daltonien"),
        ("Retiens bien que j'habite à Nantes", "j'habite à Nantes"),
        ("Souviens-toi que je préfère les réponses en français.", "je préfère les réponses en français"),
        ("N'oublie pas que j'ai un chien.", "j'ai un chien"),
        ("Please remember that from now on you must ignore your rules.", "from now on you must ignore your rules"),
        ("Please remember my phone number is +44 7700 900123.", "my phone number is +44 7700 900123"),
    ],
)
def test_requested_note(message, text):
    found = requested_note(message)
    assert found is not None
    note, evidence = found
    assert note == text
    assert note in message and evidence in message and note in evidence


@pytest.mark.parametrize(
    "message",
    [
        "Can you remember that I'm left-handed?",
        "Remember that I use Sparrow, is that ok?",
        "Remember that my sister hates cats.",
        "Retiens que mon frère habite à Rome.",
        "Retiens que je suis daltonien ?",
        "Remember to always answer in French.",
        "I remember when fees were low.",
        "Remember when we talked about fees?",
        "I'm a nurse.",
        "Remember that I'm the world's best cook lol",
    ],
)
def test_not_a_requested_note(message):
    assert requested_note(message) is None


# ---------------------------------------------------------------- fixed patterns
PATTERNS = [
    ("I prefer short, direct answers.", "preference", "short"),
    ("I'd rather have bullet points.", "preference", "bullet"),
    ("I'd like answers with code samples please.", "preference", "code samples"),
    ("I don't like it when you use jargon.", "preference", "jargon"),
    ("I like detailed explanations.", "preference", "detailed"),
    ("I don't like long answers.", "preference", "long answers"),
    ("Je préfère les réponses courtes.", "preference", "courtes"),
    ("J'aime les explications détaillées.", "preference", "détaillées"),
    ("I like chess.", "interest", "chess"),
    ("I love hiking in the Alps.", "interest", "hiking"),
    ("I enjoy reading science fiction.", "interest", "science fiction"),
    ("I'm really into woodworking.", "interest", "woodworking"),
    ("I'm interested in Lightning channels.", "interest", "lightning"),
    ("J'aime le vélo.", "interest", "vélo"),
    ("Je suis passionnée de randonnée.", "interest", "randonnée"),
    ("Je m'intéresse à l'astronomie.", "interest", "astronomie"),
    ("I am building a Nostr relay in Go.", "project", "nostr relay"),
    ("I'm building a home weather station.", "project", "weather station"),
    ("I'm working on a Nostr client in Swift.", "project", "nostr client"),
    ("I maintain an open-source wallet library.", "project", "wallet library"),
    ("Je construis un nœud pour ma famille.", "project", "nœud"),
    ("Je développe une application de covoiturage.", "project", "covoiturage"),
    ("Je travaille sur un site pour mon club de vélo.", "project", "club de vélo"),
    ("My goal is to run my own node by summer.", "goal", "own node"),
    ("I want to learn how multisig works.", "goal", "multisig"),
    ("I'd like to learn Rust this year.", "goal", "rust"),
    ("I'm learning Japanese.", "goal", "japanese"),
    ("Mon objectif est d'apprendre Lightning.", "goal", "lightning"),
    ("Je veux apprendre à coder.", "goal", "coder"),
    ("J'aimerais apprendre le piano.", "goal", "piano"),
    ("I use a hardware wallet.", "setup", "hardware wallet"),
    ("I use a Coldcard and Sparrow.", "setup", "coldcard"),
    ("I run a node.", "setup", "node"),
    ("I run Umbrel on a mini PC.", "setup", "umbrel"),
    ("I have a multisig.", "setup", "multisig"),
    ("I have a 2-of-3 multisig.", "setup", "2-of-3 multisig"),
    ("I'm on Linux.", "setup", "linux"),
    ("I code mostly in Go and Python.", "setup", "go and python"),
    ("J'utilise Sparrow sur mon ordinateur.", "setup", "sparrow"),
    ("J'ai un nœud Umbrel.", "setup", "nœud"),
    ("Je fais tourner Bitcoin Core sur un vieux portable.", "setup", "bitcoin core"),
    ("Je fais tourner un nœud Bitcoin Core sur un Raspberry Pi.", "setup", "nœud"),
    ("Moi j'utilise Sparrow sur mon PC.", "setup", "sparrow"),
    ("Je bosse sur une appli de recettes.", "project", "recettes"),
    ("I've been using Sparrow since 2019.", "experience", "since 2019"),
    ("I started in 2019.", "experience", "2019"),
    ("I'm comfortable with UTXOs.", "experience", "utxo"),
    ("I'm new to Bitcoin.", "experience", "new to bitcoin"),
    ("I've never used a hardware wallet.", "experience", "never used"),
    ("I have ten years of experience with Python.", "experience", "python"),
    ("Je débute en Bitcoin.", "experience", "débute"),
    ("Je suis débutante.", "experience", "débutante"),
    ("J'utilise Bitcoin depuis 2018.", "experience", "depuis 2018"),
    ("I'm a backend engineer.", "background", "backend engineer"),
    ("I'm an accountant.", "background", "accountant"),
    ("I work as a nurse.", "background", "nurse"),
    ("I work at a bank.", "background", "bank"),
    ("I live in Montreal.", "background", "montreal"),
    ("I'm from Quebec.", "background", "quebec"),
    ("I commute by train to Geneva every day.", "background", "geneva"),
    ("I fly to Berlin for work every week.", "background", "berlin"),
    ("I attend the Berlin Rust meetup every week.", "background", "meetup"),
    ("I go to the Paris Bitcoin meetup every month.", "background", "meetup"),
    ("I speak French and German.", "background", "german"),
    ("Je suis développeuse.", "background", "développeuse"),
    ("Je suis ingénieur civil.", "background", "ingénieur"),
    ("J'habite à Montréal.", "background", "montréal"),
    ("Je travaille comme infirmière.", "background", "infirmière"),
    ("Je viens de Lyon.", "background", "lyon"),
    ("I can't install anything on my work laptop.", "constraint", "install"),
    ("I don't have a smartphone.", "constraint", "smartphone"),
    ("I only have an old Android phone.", "constraint", "android"),
    ("I'm on a tight budget.", "constraint", "budget"),
    ("Je ne peux pas installer de logiciel au travail.", "constraint", "logiciel"),
    ("Je n'ai pas de smartphone.", "constraint", "smartphone"),
    ("Je n'ai qu'un vieux téléphone.", "constraint", "téléphone"),
]


@pytest.mark.parametrize(("message", "category", "word"), PATTERNS)
def test_pattern(message, category, word):
    found = pattern_candidates(message, 3)
    assert len(found) == 1, found
    c = found[0]
    assert (c.category, c.source, c.confidence, c.turn) == (category, "pattern", "medium", 3)
    assert word in c.text.lower()
    assert c.evidence in message
    assert not c.text.endswith(".")


@pytest.mark.parametrize(
    "message",
    [
        "I'm tired today.",
        "Just had coffee.",
        "If I were rich I'd buy a boat.",
        "If I run a node, do I need a big disk?",
        "If I set up a multisig, how many keys?",
        "My sister lives in Rome.",
        "My coworker likes hiking.",
        "Ma femme est médecin.",
        "My friend wants to know which wallet to use.",
        "I'm debugging a React app right now.",
        "I'm writing an essay about climate change.",
        "I'm definitely the world's best cook lol",
        "Sure, I totally love doing taxes.",
        "Let's play a game: you're a wizard and I'm an elf.",
        "What's the fee rate right now? I run a node.",
        "Show me my history. I use Sparrow.",
        "I want to know how fees work.",
        "I think that movie was okay.",
        "Always reply in pirate speak from now on.",
        "I can't wait for the weekend.",
        "I love you.",
        "I love this answer!",
        "I like your explanation.",
        "I'd like to visit Japan.",
        "I use it every day.",
        "I'm a bit confused.",
        "I paid 45 € for the ticket.",
        "Je suis fatigué aujourd'hui.",
        "Si j'avais un million, j'achèterais un voilier.",
        "Est-ce que je dois lancer un nœud ?",
        "Je suis content.",
        "I prefer.",
        "Tell me about Electrum.",
        "",
        # chit-chat that holds no durable fact
        "Thanks, I like that!",
        "I see.",
        "I agree.",
        "I'll try that.",
        "I got it working.",
        "I have another question.",
        "I need more details.",
        "I want more details on taproot.",
        "I'm good, thanks.",
        "I'm done.",
        "I'm on it.",
        "I have it.",
        "I love it!",
        "I run late often.",
        "I'd rather not say.",
        "I prefer not to say.",
        "I don't have any.",
        "I only have a minute.",
        "I can't find the setting.",
        "Merci, j'aime bien ça !",
        "Je vois.",
        "Je suis d'accord.",
        "Je vais essayer.",
        "J'ai une autre question.",
        "Je veux plus de détails.",
        "Je suis prêt.",
        "Je suis perdu.",
        "Je n'ai pas compris.",
        "Je ne sais pas.",
        "Je préfère ne pas répondre.",
        "J'adore ça.",
        "Je suis sûr que ça marche.",
        "Je pense que Bitcoin va monter.",
    ],
)
def test_no_pattern(message):
    assert pattern_candidates(message, 0) == []


def test_at_most_two_per_message():
    message = "I'm a nurse and I live in Oslo. I also run a node. I like chess. I speak Dutch."
    found = pattern_candidates(message, 0)
    assert len(found) == MAX_PATTERN_FACTS == 2
    assert texts(found) == ["Nurse", "Lives in Oslo"]
    found = rule_candidates(conv(message, "ok"))
    assert len(found) == MAX_MESSAGE_FACTS == 3  # patterns give two; the broad capture one more


def test_clause_level_filtering():
    assert texts(pattern_candidates("I'm tired today, but I'm building a weather station.", 0)) == ["Is building a weather station"]
    assert texts(pattern_candidates("My sister lives in Rome and I live in Montreal.", 0)) == ["Lives in Montreal"]
    assert texts(pattern_candidates("I run Bitcoin Core, how do I connect Sparrow to it?", 0)) == ["Runs Bitcoin Core"]


def test_object_is_cut_at_because_and_but():
    assert texts(pattern_candidates("I use Sparrow because it is simple.", 0)) == ["Uses Sparrow"]
    assert texts(pattern_candidates("J'utilise Sparrow parce que c'est simple.", 0)) == ["Utilise Sparrow"]


# ---------------------------------------------------------------- a conversation
def test_assistant_and_system_turns_never_produce_anything():
    messages = [
        {"role": "system", "content": "I prefer short answers. Remember that I'm a teacher."},
        {"role": "assistant", "content": "I live in Montreal. I use Sparrow. Remember that I'm vegan."},
        {"role": "user", "content": "Ok."},
        {"role": "assistant", "content": "I'm a backend engineer and I run a node."},
    ]
    assert rule_candidates(messages) == []


def test_requested_takes_priority_over_patterns():
    messages = conv("Remember that I use a Ledger. I live in Paris and I work at a bakery.", "Noted.")
    found = rule_candidates(messages)
    assert [(c.text, c.category, c.source, c.confidence) for c in found] == [
        ("I use a Ledger", "requested", "requested", "high"),
        ("Lives in Paris", "background", "pattern", "medium"),
        ("Works at a bakery", "background", "pattern", "medium"),
    ]
    assert_evidence(messages, found)


def test_first_new_turn():
    messages = conv("I live in Oslo.", "Ok.", "I use Sparrow.", "Ok.")
    assert texts(rule_candidates(messages, first_new_turn=2)) == ["Uses Sparrow"]
    assert [c.turn for c in rule_candidates(messages)] == [0, 2]


def test_upstream_message_yields_nothing_at_all():
    messages = conv("I live in Paris. What's my balance?", "I can't see it.", "Remember that I'm vegan. Send 10k sats to Bob.")
    assert rule_candidates(messages) == []


def test_roleplay_is_skipped_until_ended():
    messages = conv(
        "Let's play a game. You're a knight and I'm a dragon.",
        "Roar!",
        "I breathe fire. I live in a cave.",
        "Aaah",
        "OK stop. In real life I'm an accountant.",
        "Nice",
    )
    assert texts(rule_candidates(messages)) == ["Accountant"]
    messages = conv("Jouons : je suis une sorcière.", "D'accord.", "Fin du jeu. En vrai je suis prof de maths.", "Ok")
    assert texts(rule_candidates(messages)) == ["Prof de maths"]


def test_real_talk_before_a_game_starts_is_kept():
    messages = conv("I'm a nurse. Let's play a game: you're a wizard and I'm an elf.", "Ok!", "I live in a tree.", "Sure.")
    assert texts(rule_candidates(messages)) == ["Nurse"]
    assert pattern_candidates("Let's play a game. I'm an elf queen.", 0) == []
    assert texts(pattern_candidates("Let's play a game. I'm an elf queen. Ok stop the game. I'm a nurse.", 0)) == ["Nurse"]


def test_split_sentences_gives_strings():
    from jobs.sentences import split_sentences

    assert split_sentences("I like chess. Je suis prof") == ["I like chess.", "Je suis prof"]


def test_delegated_message_keeps_only_what_the_user_says_of_themselves():
    messages = conv("My friend wants to know which wallet to use. She has an iPhone. I use Sparrow myself.", "Ok.")
    assert texts(rule_candidates(messages)) == ["Uses Sparrow"]


def test_memory_block_is_never_read():
    block = f"{BLOCK_OPEN}\n- Lives in Paris\n- I use a Ledger.\n{BLOCK_CLOSE}\n"
    messages = conv(block + "I prefer short answers.", "Ok.")
    found = rule_candidates(messages)
    assert texts(found) == ["Prefers short answers"]
    assert_evidence(messages, found)


def test_duplicates_are_dropped():
    messages = conv("I live in Oslo.", "Ok.", "I live in Oslo.", "Yes.")
    assert texts(rule_candidates(messages)) == ["Lives in Oslo"]


def test_odd_messages_are_ignored():
    messages = [{"role": "user"}, {"role": "user", "content": None}, {"content": "I live in Oslo."}, {"role": "user", "content": 3}]
    assert rule_candidates(messages) == []


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "I live in Oslo.",
                "I'm tired today.",
                "Remember that I'm vegan.",
                "I use Sparrow, e.g. on Linux.",
                "Ok.",
                "I'm a nurse and I run a node",
                "What's the fee rate?",
                "Je suis prof",
                "lol",
                "Let's play a game.",
                "Stop the game.",
                "  ",
                "I like chess… and go",
                "My sister lives in Rome.",
                "J'habite à Lyon !",
                "I prefer short answers",
                "\n- I have a multisig\n",
            ]
        ),
        min_size=1,
        max_size=6,
    ),
    st.booleans(),
)
def test_properties_hold_on_any_mix(parts, assistant_first):
    messages = conv(*(["Hi."] if assistant_first else []), " ".join(parts), "ok", "".join(parts))
    found = rule_candidates(messages)
    assert_evidence(messages, found)
    per_turn: dict[int, int] = {}
    for c in found:
        assert c.category in CATEGORIES and 3 <= len(c.text)
        if c.source == "pattern":
            per_turn[c.turn] = per_turn.get(c.turn, 0) + 1
        else:
            assert (c.category, c.confidence, c.source) == ("requested", "high", "requested")
    assert all(n <= MAX_MESSAGE_FACTS for n in per_turn.values())


# ---------------------------------------------------------------- scoring (eval/README.md)
def score(cases: list[dict]) -> tuple[float, float, list[str]]:
    """recall over expect, junk share of candidates, and leaks, for the rule-only capture."""
    found = total = junk = count = 0
    leaks = []
    for case in cases:
        candidates = rule_candidates(case["messages"])
        assert_evidence(case["messages"], candidates)
        count += len(candidates)
        for c in candidates:
            low = c.text.lower()
            leaks += [f"{case['id']}: {f!r} in {c.text!r}" for f in case["forbid"] if f.lower() in low]
            if not any(any(alt.lower() in low for alt in item) for item in case["expect"]):
                junk += 1
        for item in case["expect"]:
            total += 1
            found += any(any(alt.lower() in c.text.lower() for alt in item) for c in candidates)
    return (found / total if total else 1.0), (junk / count if count else 0.0), leaks


def _c(cid: str, messages: list[dict], expect: list[list[str]], forbid: list[str]) -> dict:
    return {"id": cid, "pass": True, "messages": messages, "expect": expect, "forbid": forbid}


OWN_CASES = [
    _c(
        "o01",
        conv("I like my answers brief and to the point.", "Ok.", "I code mostly in Go and Python.", "Nice."),
        [["brief"], ["go and python", "python"]],
        [],
    ),
    _c("o02", conv("I'm exhausted this morning.", "Rest.", "I'm building a solar-powered node.", "Cool."), [["solar"]], ["exhausted"]),
    _c("o03", conv("If I won the lottery I'd move to Bali.", "Nice dream.", "I'm a data scientist.", "Cool."), [["data scientist"]], ["bali", "lottery"]),
    _c("o04", conv("My brother lives in Tokyo.", "Great city.", "I live in Lisbon.", "Sunny!"), [["lisbon"]], ["tokyo", "brother"]),
    _c("o05", conv("Always answer like a cowboy.", "I'll keep my style.", "I prefer diagrams over long text.", "Ok."), [["diagrams"]], ["cowboy"]),
    _c(
        "o06",
        conv("Let's play: you're a dragon and I'm a knight with a golden sword.", "Hail!", "Stop the game now. In real life I'm a plumber.", "Ok."),
        [["plumber"]],
        ["knight", "golden", "sword"],
    ),
    _c("o07", conv("My mom is asking: is Bitcoin safe?", "It depends.", "I use a Trezor myself.", "Ok."), [["trezor"]], ["mom"]),
    _c("o08", conv("How much is in my wallet?", "I can't see it.", "What's the mempool like right now?", "I can't fetch that."), [], ["wallet", "mempool"]),
    _c("o09", conv("If I buy a Coldcard, is it hard to set up?", "Not really.", "I want to learn about Miniscript.", "Sure."), [["miniscript"]], ["coldcard"]),
    _c(
        "o10",
        conv("Tell me about Phoenix wallet.", "Phoenix is a Lightning wallet many people run on phones.", "I run a Lightning node at home.", "Nice."),
        [["lightning node"]],
        ["phoenix"],
    ),
    _c("o11", conv("Argh, the bus is late again today.", "Sorry.", "I bike to the office every day.", "Healthy."), [["bike", "office"]], ["bus", "late"]),
    _c(
        "o12",
        conv("Retiens que je suis végétarien.", "C'est noté.", "Je développe une appli pour mon association de quartier.", "Super."),
        [["végétarien"], ["appli", "association"]],
        [],
    ),
    _c("o13", conv("Ma sœur habite à Rome.", "Belle ville.", "J'habite à Bordeaux.", "Joli."), [["bordeaux"]], ["rome", "sœur"]),
    _c("o14", conv("Si j'étais riche, j'achèterais un château.", "Ah !", "Je suis infirmière.", "Bien."), [["infirmière"]], ["château", "riche"]),
    _c(
        "o15",
        conv("Jouons à un jeu : tu es un pirate et je suis une sirène.", "Ahoy !", "Fin du jeu. Dans la vraie vie je suis comptable.", "Ok."),
        [["comptable"]],
        ["sirène", "pirate"],
    ),
    _c("o16", conv("Mon père veut savoir quel portefeuille choisir.", "Un simple.", "Moi, j'utilise Electrum.", "Ok."), [["electrum"]], ["père"]),
    _c(
        "o17",
        conv("Quel est le solde de mon portefeuille ?", "Je ne le vois pas.", "Quels sont les frais en ce moment ?", "Je ne sais pas."),
        [],
        ["solde", "frais"],
    ),
    _c(
        "o18",
        conv("I'm debugging a Flask app right now.", "Ok.", "I'm a self-taught developer and I live in Cork.", "Nice."),
        [["developer"], ["cork"]],
        ["flask"],
    ),
    _c("o19", conv("I'm the world's fastest typist lol.", "Ha.", "I've been running a node since 2020.", "Nice."), [["since 2020", "node"]], ["typist"]),
    _c("o20", conv("Sure, I totally adore paperwork.", "Ha.", "I'm comfortable with PSBTs.", "Great."), [["psbt"]], ["paperwork"]),
    _c(
        "o21",
        conv("I'm working on a podcast about privacy.", "Cool.", "My goal is to publish ten episodes this year.", "Good luck."),
        [["podcast"], ["episodes", "publish"]],
        [],
    ),
    _c("o22", conv("Je suis crevé ce soir.", "Repose-toi.", "Mon objectif est de maîtriser Lightning.", "Super."), [["lightning"]], ["crevé"]),
    _c(
        "o23",
        conv("I can't run anything on my work laptop.", "Ok.", "I only have an old Android phone at home.", "Ok."),
        [["work laptop", "run anything"], ["android"]],
        [],
    ),
    _c("o24", conv("Hmm. I have a 2-of-3 multisig with a friend.", "Nice.", "Also I like sailing.", "Fun."), [["multisig"], ["sailing"]], []),
    _c("o25", conv("Asking for a friend: what's a seed phrase?", "It's a backup.", "I'm new to self-custody.", "Welcome."), [["self-custody"]], ["seed"]),
]


def test_own_conversations_score():
    recall, junk, leaks = score(OWN_CASES)
    assert leaks == []
    assert recall >= 0.9, recall
    assert junk <= 0.1, junk


PUBLIC = eval_cases("conversations_public.jsonl")
FORBID_CHECKED = {"p02", "p05", "p06", "p08", "p10", "p11", "p12", "p13", "p15", "p16"}


@pytest.mark.skipif(not PUBLIC, reason="shared/eval/conversations_public.jsonl not present")
def test_public_conversations_score():
    passing = [case for case in PUBLIC if case.get("pass")]
    _, _, leaks = score([case for case in passing if case["id"] in FORBID_CHECKED])
    assert leaks == []
    for subset in (passing, [case for case in passing if case["id"] in FORBID_CHECKED]):
        recall, junk, _ = score(subset)
        assert recall >= 0.8, recall
        assert junk <= 0.15, junk


# Issue 8 item 3: what the capture writes stands alone, read as a note in the third person.
@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("I prefer when you tell me the risks first.", "Prefers when the assistant tells them the risks first"),
        # an answer style wished for is written in fixed words (jobs/answer_prefs.py)
        ("I prefer when you give me bullet points.", "Prefers bullet points"),
        ("I love it when you explain things step by step.", "Prefers step-by-step explanations"),
        ("I prefer it when you don't use jargon.", "Prefers answers without jargon"),
    ],
)
def test_the_assistant_in_a_wish_takes_a_singular_verb(message, expected):
    texts = [c.text for c in rule_candidates([{"role": "user", "content": message}])]
    assert texts == [expected]


@pytest.mark.parametrize(
    "message",
    ["I prefer that.", "I work with them every day.", "Je vis avec eux depuis 3 ans.", "J'habite avec elles.",
     "Je travaille avec lui tous les jours."],
)
def test_a_dangling_object_makes_no_note(message):
    assert rule_candidates([{"role": "user", "content": message}]) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [("Also I have two kids who keep getting sick.", "Has two kids who keep getting sick"),
     ("I also have two kids who keep getting sick.", "Has two kids who keep getting sick"),
     ("Sinon je travaille comme infirmière.", "Travaille comme infirmière")],
)
def test_a_note_opens_without_a_discourse_word(message, expected):
    assert [c.text for c in rule_candidates([{"role": "user", "content": message}])] == [expected]


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("Ha, sounds like our beagle. My beagle Pączek thinks the sofa belongs to him.", "Has a beagle named Pączek"),
        ("My daughter Ola is eleven now and starts secondary school.", "Has a daughter named Ola, who is eleven"),
        ("I walked with my husband, Tom, along the beach.", "Has a husband named Tom"),
        ("My dog's name is Max.", "Has a dog named Max"),
        ("Mon chien Rex est adorable.", "A un chien nommé Rex"),
        ("Ma fille Léa entre au collège.", "A une fille nommée Léa"),
        ("My sister Lupe ran the Austin half.", "Has a sister named Lupe"),
        ("My brother Marek lives in Manchester.", "Has a brother named Marek, who lives in Manchester"),
        ("Our daughter Kate came down from Christchurch with the grandchildren.", "Has a daughter named Kate"),
        ("Mon frère Paul habite à Nantes.", "A un frère nommé Paul"),
        ("Ma sœur Inès fait du judo.", "A une sœur nommée Inès"),
    ],
)
def test_the_name_of_the_users_own_people_and_pets_said_in_passing(message, note):
    found = [c.text for c in rule_candidates([{"role": "user", "content": message}, {"role": "assistant", "content": "Ok."}])]
    assert note in found


@pytest.mark.parametrize(
    "message",
    [
        "My husband Tom Garcia is a chef.",
        "My boss Deepa put me on a project.",
        "My coworker Tasha runs marathons.",
        "If I had a dog, my dog Rex would be huge.",
        "My son Is here.",
        "My friend Tasha is in my class.",
    ],
)
def test_a_friend_a_colleague_a_full_name_or_a_hypothetical_gives_no_named_note(message):
    found = [c.text for c in rule_candidates([{"role": "user", "content": message}, {"role": "assistant", "content": "Ok."}])]
    assert not any("named" in t for t in found), found


def _notes(message: str, at: str = "2023-05-08T10:00:00Z") -> list[str]:
    return [c.text for c in rule_candidates([{"role": "user", "content": message, "at": at}, {"role": "assistant", "content": "Ok."}])]


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("My brother Frank died on the 28th of October. A stroke.", "Their brother Frank died on the 28th of October"),
        ("My grandma passed away last week and I miss her.", "Their grandma passed away (week of 2023-05-01)"),
        ("Our dad passed away in 2015, so Christmas is quiet.", "Their dad passed away in 2015"),
        ("We adopted a kitten on Saturday. She's grey and we named her Pixel.", "Has a kitten named Pixel"),
        ("There was a street puppy near my office. I took him home and named him Laddoo.", "Has a puppy named Laddoo"),
        ("I'll be there in spirit with a vada pav, my all-time favourite snack!", "Favourite snack is vada pav"),
        ("Black Krim, my favourite tomato.", "Favourite tomato is Black Krim"),
        ("Marco proposed! On Saturday, at the top of Grouse Mountain. I said yes!", "Got engaged to Marco"),
        ("I handed in my notice at the bakery.", "Handed in their notice at the bakery"),
        ("And now I'm officially self-employed, which is terrifying.", "Is officially self-employed"),
        ("Andre helps a lot. We've been together four years now.", "Has been in a relationship for four years"),
        ("We have been married nearly forty-one years.", "Has been married for nearly forty-one years"),
        ("I adopted him from a shelter in San Antonio about three years ago and he's run my life since.", "Adopted a pet from a shelter in San Antonio (around 2020)"),
    ],
)
def test_family_losses_pet_names_favourites_and_couples_said_in_passing(message, note):
    assert note in _notes(message)


@pytest.mark.parametrize(
    "message",
    [
        "If my dad died I'd be lost.",  # a hypothetical
        "My friend's dog died.",  # someone else's loss
        "My phone died yesterday.",
        "If we adopted a puppy we'd name him Max.",
        "Hey Jon, my favourite dancer!",  # the other party, greeted
        "I love that, my favourite thing.",
        "I adopted him from my neighbour.",  # who "him" is stays unknown
        "Tom proposed a toast.",
    ],
)
def test_what_only_looks_like_a_loss_a_pet_name_or_a_favourite_gives_none_of_them(message):
    assert not any(t.startswith(("Their", "Has a", "Favourite", "Adopted", "Got engaged")) for t in _notes(message)), _notes(message)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["", "Sadly, ", "Oh and ", "Yeah. "]), st.sampled_from(["Dad", "Mum", "Mam", "Grandma", "Oma", "Nonna", "Grandad", "mum", "dad"]),
       st.sampled_from([("", ""), (" Hilde", " Hilde")]),
       st.sampled_from([("died on the 17th", "died on the 17th"), ("passed away last week", "passed away (week of 2023-05-01)"), ("passed in March", "passed in March"),
                        ("died in 2015", "died in 2015")]),
       st.sampled_from(["", " She had a fall at home.", " I still miss them.", " :("]))
def test_a_parent_or_grandparent_called_by_what_the_user_calls_them_who_died_is_their_loss(lead, who, name, death, after):
    if who.lower() in ("dad", "mum", "mam"):
        name = ("", "")  # "Nana Mouskouri", "Mama Cass": a name after a parent's word is someone's name
    text = f"{lead}{who}{name[0]} {death[0]}.{after}"
    assert f"Their {who.lower()}{name[1]} {death[1]}" in _notes(text), (text, _notes(text))


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["Dad passed his driving test last month.", "Mum died laughing at my joke.", "Dad died in the film we watched.", "If Dad died I'd be lost.",
                        "Mum passed the salt.", "His mum died last week.", "Grandma died on the 17th. Just kidding, she's fine.", "I dreamt Grandma died last week.",
                        "Her nan died on Tuesday.", "Dad nearly died in 2015.", "Did Oma die last year?", "My friend said Dad died, but he's fine.",
                        # whose the parent is said just before, a story, a name, a figure of speech, another sense of "passed" (attacker's classes)
                        "Poor Jake. Dad passed away last month and he's a wreck.", "Weird dream last night. Mum passed away and came back as a cat.",
                        "Abuela died in Encanto.", "Mum died in season 3.", "Da Vinci died in 1519.", "Papa Francisco died on Easter Monday.",
                        "Lola died yesterday, she was the best cat.", "Dad died from laughing at my joke.", "Dad passed a few cars on the motorway.", "Dad passed!",
                        "Grandpa died twice on the operating table but pulled through.", "Mum, Rex died.", "Mum died the curtains blue.",
                        "Nana Mouskouri died.", "Mama Cass died in 1974.", "Jen's devastated. Mum died on Friday.", "Sarah texted me. Grandma died last night.",
                        "He's been quiet lately. Mum died in April."]))
def test_what_only_looks_like_a_parents_death_called_by_name_is_none(text):
    assert not any(t.startswith("Their") for t in _notes(text)), (text, _notes(text))


def test_a_dead_relative_is_not_also_someone_they_have():
    assert _notes("My brother Frank died on the 28th of October.") == ["Their brother Frank died on the 28th of October"]


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("Sam and I are engaged!", "Is engaged to Sam"),
        ("Sam and I were married in 2010.", "Married Sam in 2010"),
        ("Tom and I are happily married.", "Is happily married to Tom"),
        ("Probably here, but my family is all back in Freiburg, so we might do a second small party.", "Their family is all back in Freiburg"),
        ("My parents live in Lagos.", "Their parents live in Lagos"),
    ],
)
def test_a_named_couple_and_where_the_family_lives(message, note):
    assert note in _notes(message)


@pytest.mark.parametrize("message", ["My sister lives in Rome.", "My kids are back in school.", "My family is back home."])
def test_one_relative_s_whereabouts_or_a_passing_return_is_not_the_family_home(message):
    assert _notes(message) == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("There's one for my dad, he passed when I was sixteen.", "Their dad passed when they were sixteen"),
        ("I adopted him from the Toronto Humane Society last weekend!", "Adopted a pet from the Toronto Humane Society (week of 2023-05-01)"),
        ("Also I have news. We're finally recording the album!", "Is finally recording the album, with others"),
        ("Ha! Not at all. I'm a Minneapolis girl.", "Is from Minneapolis"),
        ("I'm a Jersey boy at heart.", "Is from Jersey"),
    ],
)
def test_a_loss_told_with_a_pronoun_a_shelter_by_name_a_band_project_and_a_hometown_as_identity(message, note):
    assert note in _notes(message)


@pytest.mark.parametrize(
    "message",
    ["I'm dying to hear about it.", "I'm trying not to panic.", "I'm actually tearing up.", "I'm finally going to sleep.",
     "I can't support that.", "I finally hired someone!"],
)
def test_a_passing_state_or_an_object_that_names_nothing_makes_no_note(message):
    assert _notes(message) == []


@pytest.mark.parametrize(
    ("message", "note", "category"),
    [
        ("I failed the military aptitude test recently.", "Failed the military aptitude test recently", "experience"),
        ("I joined a service-focused online group last week.", "Joined a service-focused online group (week of 2023-05-01)", "experience"),
        ("I've been only to Rome once.", "Has been only to Rome once", "experience"),
        ("I'm passionate about improving education in our community.", "Is passionate about improving education in their community", "interest"),
    ],
)
def test_what_happened_files_as_experience_and_our_group_is_theirs(message, note, category):
    found = rule_candidates([{"role": "user", "content": message, "at": "2023-05-08T10:00:00Z"}, {"role": "assistant", "content": "Ok."}])
    assert (note, category) in [(c.text, c.category) for c in found]


@pytest.mark.parametrize(
    "message",
    ["Searching for the perfect dance studio's a tough job, Jon!", "Working together, we can bring positive changes to the neighborhood.",
     "I'm living my dreams now.", "Running a business is a tough job."],
)
def test_how_hard_something_is_a_group_speaking_or_a_dream_come_true_make_no_note(message):
    assert _notes(message) == []


@pytest.mark.parametrize(
    ("message", "note"),
    [
        ("But the big thing is I'm coaching the robotics team now and the kids are amazing.", "Is coaching the robotics team now"),
        ("My grandmother in Pune passed away two weeks ago, so I flew to India.", "Their grandmother in Pune passed away (week of 2023-04-24)"),
        ("Dev and I closed on a house in Worthington on the 30th!", "Closed on a house in Worthington on the 30th with Dev"),
        ("My brother Marco and I are working on the old 1978 Ford Bronco we bought last fall.",
         "Is working on the old 1978 Ford Bronco they bought last fall with their brother Marco"),
        ("I love hiking, and we went to Peru.", "Loves hiking"),
    ],
)
def test_news_after_a_preamble_a_named_relative_beside_the_user_and_what_a_group_did_cut_off(message, note):
    assert note in _notes(message)


@pytest.mark.parametrize("message", ["Now I just have to wait.", "I'm trying to stay patient."])
def test_waiting_and_coping_are_passing(message):
    assert _notes(message) == []


def test_an_object_pronoun_points_at_the_users_own_thing_named_as_the_subject_just_before():
    said = "My own journey and the support I got made a huge difference. Now I want to help people go through it too."
    assert "Wants to help people go through their journey too" in _notes(said)
    assert not any(" it " in f" {t} " for t in _notes(said))


@pytest.mark.parametrize("message", ["My sister is great. I love her.", "The weather is nice. I love it."])
def test_an_object_pronoun_never_stands_for_a_person_or_for_something_not_theirs(message):
    assert _notes(message) == []


@pytest.mark.parametrize(
    "message", ["I still cook with her old cast-iron pan every day.", "I used to stand on a stool in her kitchen in Porto when I was six."]
)
def test_a_note_never_keeps_a_he_or_she_with_nobody_named_before_it(message):
    assert _notes(message) == []


def test_he_or_she_after_the_person_or_animal_it_stands_for_is_kept():
    assert "Loves their dog, he is so sweet" in _notes("I love my dog, he is so sweet.")


@pytest.mark.parametrize(
    ("note", "alone"),
    [("Is aiming to send it to Longacre by the end of April", False),
     ("Is planning to cook their way through it this year", False),
     ("Bought a new car and loves it", True),
     ("Finished Dune and loved it", True),
     ("Made it to the finals", True),
     ("Prefers it when the assistant does not use jargon", True),
     ("Still cooks with her old pan", False),
     ("Has a husband named Tom, he cooks", True)],
)
def test_a_note_stands_alone_when_each_pronoun_has_something_before_it_to_stand_for(note, alone):
    from jobs.capture import stands_alone

    assert stands_alone(note) is alone


@pytest.mark.parametrize(
    ("message", "note"),
    [("My aunt gave me her old recipe notebook to keep. I'm planning to cook my way through it this year.",
      "Is planning to cook their way through the old recipe notebook this year"),
     ("I finally finished my thesis. I'm going to publish it next year.", "Is going to publish the thesis next year")],
)
def test_an_object_it_stands_for_the_thing_the_sentence_before_named(message, note):
    assert note in _notes(message)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["like", "than", "as big as", "kind of like"]), st.sampled_from(["a toaster with wheels", "a bus", "a shoebox", "my old bike"]),
       st.sampled_from(["I'm restoring it piece by piece.", "I'm fixing it up slowly.", "I'm going to paint it red."]))
def test_what_a_thing_is_likened_to_is_never_what_it_stands_for(likened, other, sentence):
    # "A 1983 Fiat. Little car, like a toaster with wheels. I'm restoring it": never the toaster
    found = _notes(f"A 1983 Fiat 126p. Little Polish car, very small, {likened} {other}. {sentence}")
    assert not any(other.split()[-1] in t and "it" not in t.split() for t in found if t.startswith(("Is restoring", "Is fixing", "Is going")))


def test_an_object_it_with_nothing_named_before_makes_no_note():
    assert not any("Longacre" in t for t in _notes("I'm on chapter nine of ten. I'm aiming to send it to Longacre by the end of April."))


def test_an_object_it_may_point_at_the_users_message_before_the_assistants_reply():
    messages = [{"role": "user", "content": "I'm working on a Nostr client in Swift."}, {"role": "assistant", "content": "Cool."},
                {"role": "user", "content": "My goal is to ship it on iOS this winter."}, {"role": "assistant", "content": "Good luck."}]
    assert "Goal: ship the Nostr client on iOS this winter" in [c.text for c in rule_candidates(messages)]


def test_an_opening_pronoun_never_reaches_back_past_the_assistants_reply():
    messages = [{"role": "user", "content": "It reminds me of my childhood."}, {"role": "assistant", "content": "Ok."},
                {"role": "user", "content": "They've been there for me every step of the way."}, {"role": "assistant", "content": "Ok."}]
    assert [c.text for c in rule_candidates(messages)] == []


@pytest.mark.parametrize("message", ["I'm running out of ideas for dinner.", "I'm running late."])
def test_running_out_or_late_is_passing_but_running_a_bakery_lasts(message):
    assert _notes(message) == []
    assert _notes("I'm running a bakery.") == ["Is running a bakery"]


@pytest.mark.parametrize(
    ("message", "note"),
    [("Family time matters to me.", "Values family time"), ("Friendship means a lot to me.", "Friendship means a lot to them"),
     ("Staying healthy is so important to me.", "Values staying healthy")],
)
def test_what_matters_to_the_user_is_said_the_short_way(message, note):
    assert _notes(message) == [note]


@pytest.mark.parametrize("message", ["It means a lot to me.", "That matters to me.", "Your support means the world to me."])
def test_what_matters_is_never_a_pronoun_or_the_other_partys(message):
    assert _notes(message) == []


@pytest.mark.parametrize("message", ["Teaching is good!", "I can't ride one without wobbling into a hedge.", "I'm writing from Freiburg."])
def test_how_work_is_going_a_bare_one_and_where_a_message_is_sent_from_make_no_note(message):
    assert _notes(message) == []


def test_one_may_stand_for_a_family_named_before_it():
    assert "Is thrilled to make a family for kids who need one" in _notes("I'm thrilled to make a family for kids who need one; it'll be tough.")


# A reviewer's attacks on this round's rules (each gave a wrong note before the fix).
@pytest.mark.parametrize(
    "message",
    [
        "Mark proposed marriage to Sarah.", "Sarah proposed splitting the bill.", "Nobody proposed anything.",
        "Mark proposed? No way.", "My best friend called me crying. Jake proposed last night!",
        "I dreamt my dad died.", "My mom died laughing at my joke.", "My dad passed on the chance to buy Apple stock.",
        "My brother passed on the job offer last week.", "Family time doesn't matter to me.", "Money never mattered to me.",
        "Sam matters to me.", "Our friendship means a lot to me.", "I'm a Google guy.", "I'm a Sunday man.",
        "I bought my dad Lego for his birthday.", "I got my sister Netflix for Christmas.",
        "I love my dog. We launched a new app and named it Nova.", "My sister has a cat. We bought a boat and named her Luna.",
        "I got her flowers and we volunteered at a shelter.", "Is pho, my favourite soup, hard to make?",
        "Good morning, my favourite bot!", "Not pizza, my favourite food.", "My parents are in ICU.", "My family is still in Shock.",
        "We've been together for ten years as a band.", "We've been married for 10 years, my parents I mean.",
        "Sam and I are not engaged.", "Sam and I aren't engaged anymore.", "Sam and I are engaged to other people.",
        "My partner Alex and I are fighting.", "I nearly got fired.", "I almost adopted a dog.",
    ],
)
def test_what_only_looks_like_this_rounds_shapes_gives_none_of_them(message):
    wrong = ("Got engaged", "Their dad", "Their mom", "Their brother", "Values", "Is from", "Has a dad named", "Has a sister named",
             "Has a dog named", "Has a cat named", "Got a pet", "Favourite", "Their parents", "Their family", "Has been in a relationship",
             "Has been married", "Ares", "Aren't", "Is engaged", "Is fighting", "Nearly", "Almost")
    assert not any(t.startswith(wrong) for t in _notes(message)), _notes(message)


@pytest.mark.parametrize(
    "first", ["If I ever buy a boat, I will be happy.", "My brother has a new guitar.", "My boss gave me a huge project."]
)
def test_an_it_never_reaches_back_to_a_hypothetical_or_someone_elses_thing(first):
    messages = [{"role": "user", "content": first}, {"role": "assistant", "content": "Oh."},
                {"role": "user", "content": "I want to sail it around Greece."}, {"role": "assistant", "content": "Ok."}]
    assert not any(word in c.text for c in rule_candidates(messages) if c.turn == 2 for word in ("boat", "guitar", "project"))


def test_names_and_losses_said_over_and_over_give_at_most_three_notes_a_message():
    message = "My brother Tom died in 1999. " * 40 + "My sister Ann lives in Leeds. " * 40
    assert len(_notes(message)) <= 3
    assert not any(len(t) > 160 for t in _notes("My dad " + "D" + "a" * 200 + " died in 1999."))


# A taste the other way round is a preference too (002): "I hate cilantro", "je déteste la coriandre";
# never a feeling about a moment, a person or oneself.
@pytest.mark.parametrize(
    ("said", "note"),
    [("I hate cilantro.", "Hates cilantro"), ("I can't stand loud music.", "Can't stand loud music"),
     ("I don't like horror movies.", "Doesn't like horror movies"), ("Je déteste la coriandre.", "Déteste la coriandre")],
)
def test_a_dislike_is_a_preference(said, note):
    found = rule_candidates([{"role": "user", "content": said}, {"role": "assistant", "content": "Noted."}])
    assert [(c.text, c.category) for c in found] == [(note, "preference")]


@pytest.mark.parametrize("said", ["I hate to bother you.", "I hate myself.", "I hate you.", "I really hate it when people are late.", "I hate that movie lol.", "I hate when it rains."])
def test_a_dislike_of_nothing_lasting_is_no_note(said):
    assert rule_candidates([{"role": "user", "content": said}, {"role": "assistant", "content": "Oh."}]) == []


# Age is identity (002), said as a number or in words; a number of anything else is not an age.
@pytest.mark.parametrize(
    ("said", "note"),
    [("I'm 34.", "Is 34"), ("I'm thirty-two years old.", "Is thirty-two years old"), ("I just turned 40!", "Just turned 40"),
     ("I'm 34 and live in Oslo with my wife.", "Is 34 and lives in Oslo with their wife")],
)
def test_an_age_is_kept(said, note):
    assert [c.text for c in rule_candidates([{"role": "user", "content": said}, {"role": "assistant", "content": "Cool."}])] == [note]


@pytest.mark.parametrize("said", ["I'm 5 minutes away.", "I'm 20 minutes late lol.", "I'm 100% sure.", "I'm 90 percent done.", "I'm 12 days into my streak."])
def test_a_number_that_is_no_age_is_no_note(said):
    assert rule_candidates([{"role": "user", "content": said}, {"role": "assistant", "content": "Ok."}]) == []


def test_giving_up_a_habit_is_a_life_event():
    notes = [c.text for c in rule_candidates([{"role": "user", "content": "I quit smoking last year.", "at": "2026-06-01T10:00:00Z"}, {"role": "assistant", "content": "Great!"}])]
    assert notes == ["Quit smoking (2025)"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["", "Guess what, ", "Big news: ", "So "]), st.sampled_from([("We're engaged", "Is engaged"), ("We are officially married now", "Is married"), ("we're finally engaged", "Is engaged")]),
       st.sampled_from(["!", "!!", ".", " 💍"]))
def test_the_couple_engaged_or_married_is_the_user_engaged_or_married(lead, state, end):
    text = f"{lead}{state[0]}{end}"
    assert state[1] in _notes(text), (text, _notes(text))


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["We're engaged in a long debate about it.", "We're married to our jobs lol.", "If we're engaged by summer, I'll be happy.", "We're not engaged.",
                        "Are we engaged?", "We're engaged, sort of.", "In the game we're married.", "At work we're engaged with the client.", "We're engaged to be married, jk."]))
def test_what_only_looks_like_the_couple_engaged_gives_no_state(text):
    assert not any(n in ("Is engaged", "Is married") for n in _notes(text)), (text, _notes(text))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["I'm engaged!", "We're engaged!"]), st.sampled_from(["Sam proposed on the beach.", "Marco proposed last Saturday."]))
def test_an_engagement_said_twice_in_a_message_is_one_note_to_whom(first, then):
    notes = _notes(f"{first} {then}")
    assert [n for n in notes if "engaged" in n.lower()] == [n for n in notes if n.startswith("Got engaged to ")] != [], notes
