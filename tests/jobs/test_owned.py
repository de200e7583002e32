"""What the user owns, told inside a question (jobs/owned.py): generated over devices, wallets and
question frames, English and French, with the traps it must not take (someone else's, one not had
yet, a condition, a balance asked for, a common word)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates


def _notes(message: str) -> list[tuple[str, str]]:
    said = [{"role": "assistant", "content": "Hi."}, {"role": "user", "content": message, "at": "2026-11-29T10:00:00Z"}]
    return [(c.text, c.category) for c in rule_candidates(said, first_new_turn=1)]


DEVICES = [("Coldcard", "Has a Coldcard"), ("Trezor Model T", "Has a Trezor Model T"), ("Ledger Nano X", "Has a Ledger Nano X"), ("Jade", "Has a Jade"),
           ("BitBox02", "Has a BitBox02"), ("Umbrel", "Has an Umbrel"), ("Sparrow wallet", "Uses Sparrow"), ("Electrum wallet", "Uses Electrum"),
           ("node", "Runs a node"), ("multisig", "Has a multisig")]
FRAMES = ["How do I back up my {}?", "Can my {} hold Litecoin?", "Is my {} safe after the update?", "What's the best way to update my {}?",
          "hey quick one, how do I reset my {}?", "Which cable works with my {}?"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(DEVICES), st.sampled_from(FRAMES))
def test_a_device_or_wallet_named_as_mine_in_a_question(device: tuple[str, str], frame: str) -> None:
    said, note = device
    assert (note, "setup") in _notes(frame.format(said)), _notes(frame.format(said))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("Coldcard", "A un Coldcard"), ("Umbrel", "A un Umbrel"), ("nœud", "Fait tourner un nœud"), ("Sparrow", "Utilise Sparrow")]),
       st.sampled_from(["Comment je mets à jour mon {} ?", "Est-ce que mon {} supporte le multisig ?", "Tu sais comment réinitialiser mon {} ?"]))
def test_the_same_in_french(device: tuple[str, str], frame: str) -> None:
    said, note = device
    assert (note, "setup") in _notes(frame.format(said)), _notes(frame.format(said))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Coldcard", "Trezor", "Umbrel", "node"]),
       st.sampled_from(["My dad asks: how do I back up my {}?", "How do I update my friend's {}?", "How do I back up my dad's {}?",
                        "Should I buy my first {}?", "What should my next {} be?", "If I get a {}, how do I set up my {}?",
                        "What is the balance on my {}?", "Should I get my own {}?", "Let's play a game: how would you hack my {}?"]))
def test_a_device_not_the_users_or_not_had_yet_gives_nothing(device: str, frame: str) -> None:
    notes = _notes(frame.format(device, device))
    assert not any(device.lower() in n.lower() or "node" in n.lower() for n, _ in notes), notes


def test_a_common_word_is_a_name_only_with_its_capital() -> None:
    assert _notes("is my ledger balanced?") == []
    assert _notes("does my jade necklace go with this dress?") == []
    assert ("Has a Ledger", "setup") in _notes("Is my Ledger safe?")


def test_a_plain_wallet_or_phone_is_no_setup_note() -> None:
    assert _notes("How do I back up my wallet?") == []
    assert _notes("Why is my phone so slow?") == []
