"""Learning-profile signals: concept mentions in user turns, questions and statements, EN and FR,
declared levels; what the assistant says and ordinary chat leave the profile alone."""

from __future__ import annotations

import pytest

from config.settings import DEFAULT_CONCEPTS
from jobs import signals
from jobs.conversation import parse_conversation
from jobs.passes import run_pass
from store.memory import Memory

NEWCOMER = [
    ("user", "Hi! My brother convinced me to finally take self-custody seriously."),
    ("assistant", "Great decision. What would you like to set up first?"),
    ("user", "I'm setting up a 2-of-3 multisig with my wife and my brother as the other keyholders."),
    ("assistant", "A 2-of-3 is a solid choice. Have you thought about backups, the mempool and fees?"),
    ("user", "Yesterday I backed up the seed on a metal plate, one for each of us."),
    ("assistant", "Good. Metal survives fire and water."),
    ("user", "Next week I want to start running my own node on an old laptop, so I don't trust anyone else's server."),
    ("assistant", "Running a full node is a great way to verify blocks and transactions yourself."),
    ("user", "How long does the first sync usually take?"),
]
TOUCHED = {"multisig", "seed phrase", "node"}


def test_a_newcomers_conversation_moves_the_concepts_it_touched(memory: Memory, now) -> None:
    conversation = parse_conversation({"id": "newcomer", "messages": [{"role": r, "content": c} for r, c in NEWCOMER]}, 20_000)
    report = run_pass(memory, conversation, None, now=now())
    assert report.ran
    states = {entry.concept: entry for entry in memory.profile(now=now())}
    moved = {concept for concept, entry in states.items() if entry.state != "never seen"}
    assert moved == TOUCHED  # the assistant's "mempool", "fees", "blocks", "transactions" count for nothing
    assert all(states[c].signals == 1 and states[c].first_seen == now().date() for c in TOUCHED)


@pytest.mark.parametrize(
    ("sentence", "concept"),
    [
        ("We use a multi-sig vault for the family savings.", "multisig"),
        ("Our 2-of-3 setup has one key at my parents' place.", "multisig"),
        ("Multisignature wallets feel safer to me.", "multisig"),
        ("I wrote my seed phrase backup on paper.", "seed phrase"),
        ("My seed words are stamped in steel.", "seed phrase"),
        ("I keep the 24 words in a safe.", "seed phrase"),
        ("J'ai noté ma phrase de récupération sur une plaque.", "seed phrase"),
        ("I run a full node at home.", "node"),
        ("Running Bitcoin Core on a Raspberry Pi was easy.", "node"),
        ("Je fais tourner un nœud complet chez moi.", "node"),
        ("I moved my coins to a hardware wallet.", "wallet"),
        ("I paid 20 sat/vB yesterday.", "fees"),
        ("I am comfortable with UTXOs.", "utxo"),
        ("I do coin control on every spend.", "utxo"),
        ("I opened my first Lightning channels.", "lightning"),
        ("Mes clés privées sont hors ligne.", "private key"),
        ("Bitcoin mining pools pay out daily.", "mining"),
    ],
)
def test_concepts_are_found_by_their_words_and_close_variants(sentence: str, concept: str) -> None:
    assert concept in signals.collect([sentence], DEFAULT_CONCEPTS).touched


@pytest.mark.parametrize(
    ("sentence", "concept"),
    [
        ("Mes deux noeuds tournent bien.", "node"),
        ("J'ai deux portefeuilles.", "wallet"),
        ("I always reuse the same addresses, is that bad", "address"),
        ("Fees were crazy last week.", "fees"),
        ("My miners heat the garage.", "mining"),
        ("My node is on an old laptop.", "node"),
        ("I have never made a transaction.", "transaction"),
    ],
)
def test_everyday_words_count_when_the_conversation_is_about_bitcoin(sentence: str, concept: str) -> None:
    assert concept not in signals.collect([sentence], DEFAULT_CONCEPTS).touched
    context = "I'm moving my savings into bitcoin self-custody."
    assert concept in signals.collect([context, sentence], DEFAULT_CONCEPTS).touched


@pytest.mark.parametrize(
    "sentence",
    [
        "I sat in the garden all afternoon.",
        "I planted tomato seeds and backed up my photos.",
        "We went to the block party on Saturday.",
        "My car broke down on the way to work.",
        "Je mange des graines de tournesol.",
        "I know a guy who knows everything about cars.",
        "The notes of this song are beautiful.",
        "My address changed when we moved to Austin, TX.",
        "I build APIs with Node.js and deploy them on a small VPS.",
        "The lightning storm cut our power for a day.",
    ],
)
def test_ordinary_sentences_touch_no_concept(sentence: str) -> None:
    assert not signals.collect([sentence], DEFAULT_CONCEPTS)


@pytest.mark.parametrize(
    ("sentence", "declared"),
    [
        ("I am comfortable with UTXOs.", {"utxo": "familiar"}),
        ("I'm familiar with multisig and Lightning.", {"multisig": "familiar", "lightning": "familiar"}),
        ("I know nothing about bitcoin mining.", {"mining": "introduced", "bitcoin": "introduced"}),
        ("I'm not comfortable with private keys yet.", {"private key": "introduced"}),
        ("I'm learning how the mempool works.", {"mempool": "exploring"}),
        ("Je débute avec le Lightning Network.", {"lightning": "introduced"}),
        ("Je maîtrise les multisig.", {"multisig": "familiar"}),
        ("Am I comfortable with UTXOs?", {}),  # a question declares nothing
        ("If I understand how nodes work, I'll run one.", {}),  # nor does a conditional
        ("I know my brother runs a node.", {}),  # "I know" about someone else is no level
    ],
)
def test_declared_levels(sentence: str, declared: dict[str, str]) -> None:
    assert signals.collect([sentence], DEFAULT_CONCEPTS).declared == declared


def test_one_signal_per_turn_and_a_declared_level_wins(memory: Memory, now) -> None:
    turns = ["My node is slow. Is my node broken? The node logs say nothing.", "I am comfortable with UTXOs, but what is a UTXO set?"]
    found = signals.collect(turns, DEFAULT_CONCEPTS)
    assert found.touched == {"node": 1, "utxo": 1} and found.declared == {"utxo": "familiar"}
    conversation = parse_conversation({"id": "c", "messages": [{"role": "user", "content": t} for t in turns]}, 20_000)
    run_pass(memory, conversation, None, now=now())
    states = {entry.concept: entry for entry in memory.profile(now=now())}
    assert (states["utxo"].state, states["utxo"].declared) == ("familiar", True)
    assert (states["node"].state, states["node"].signals) == ("introduced", 1)
