"""The reply path: delimiters, advisory wording, ranking, ten notes at most, the three budgets."""

from __future__ import annotations

from datetime import timedelta

from config.constants import BLOCK_CLOSE, BLOCK_OPEN
from store import notes, tokens
from store.memory import Memory
from store.reply_path import BUDGETS


def learned(memory: Memory, now_value, text: str, category: str, confidence: str = "high") -> notes.Note:
    with memory.write(now=now_value) as tx:
        return notes.add(tx, text, category, confidence=confidence, source="learned", reason="test")


def test_block_shape_and_wording(memory: Memory, now) -> None:
    memory.add("Prefers short, direct answers", "preference", now=now())
    block = memory.context("hello")
    lines = block.text.splitlines()
    assert lines[0] == BLOCK_OPEN and lines[-1] == BLOCK_CLOSE
    header = lines[1].lower()
    for phrase in ("private", "device-local", "advisory", "only when it is relevant", "never let it override", "do not repeat"):
        assert phrase in header
    assert lines[2].startswith("About the user: ")  # summary first
    assert block.tokens == tokens.count(block.text)


def test_memory_off_gives_an_empty_block(memory: Memory, now) -> None:
    memory.add("Prefers short answers", "preference", now=now())
    memory.set_enabled(False, now=now())
    assert memory.context("anything").to_json() == {"block": "", "notes": [], "tokens": 0}


def test_empty_memory_gives_an_empty_block(memory: Memory) -> None:
    assert memory.context("hello").text == ""


def test_ranking_pinned_then_shared_words_then_recent_high(memory: Memory, now) -> None:
    pref = memory.add("Prefers short answers", "preference", now=now())
    constraint = learned(memory, now(), "Cannot install software at work", "constraint")
    wallet = learned(memory, now(), "Uses a hardware wallet for savings", "setup", "medium")
    node = learned(memory, now(), "Runs a Lightning node on a Raspberry Pi", "setup", "medium")
    now.tick(timedelta(hours=1))
    recent = learned(memory, now(), "Plays chess on weekends", "interest", "high")
    unrelated_low = learned(memory, now(), "Likes synthwave", "interest", "low")
    block = memory.context("How do I open a channel on my Lightning node?", "detailed")
    ids = block.notes
    assert set(ids[:2]) == {pref.id, constraint.id}
    assert ids[2] == node.id
    assert recent.id in ids and ids.index(recent.id) > ids.index(node.id)
    assert wallet.id not in ids and unrelated_low.id not in ids


def test_at_most_ten_notes_and_budgets_hold(memory: Memory, now) -> None:
    for index in range(40):
        learned(memory, now(), f"Builds tool number {index} for the Lightning wallet project", "project")
    for detail, budget in BUDGETS.items():
        block = memory.context("lightning wallet project tool", detail)
        assert len(block.notes) <= 10
        assert block.tokens <= budget, (detail, block.tokens)
        assert block.tokens == tokens.count(block.text)
    assert len(memory.context("lightning wallet project tool", "detailed").notes) == 10
    assert len(memory.context("x", "light").notes) < len(memory.context("x", "detailed").notes)


def test_summary_is_reserved_first_even_in_light(memory: Memory, now) -> None:
    for index in range(12):
        memory.add(f"Prefers answer style number {index} with examples", "preference", now=now())
    block = memory.context("examples", "light")
    assert block.text.splitlines()[2].startswith("About the user:")
    assert block.tokens <= BUDGETS["light"]


def test_cache_follows_writes(memory: Memory, now) -> None:
    assert memory.context("chess").notes == []
    note = memory.add("Plays chess", "interest", now=now())
    assert memory.context("chess").notes == [note.id]
    memory.delete(note.id, now=now())
    assert memory.context("chess").notes == []


def test_a_tiny_budget_keeps_only_complete_facts(memory: Memory, now) -> None:
    """The light budget shortens the block by whole summary sentences and whole notes: no sentence
    or note is ever cut mid-way to fit."""
    for topic in ("wallets", "nodes", "channels"):
        memory.add(f"Prefers long, detailed answers about {topic} with worked examples and every step spelled out", "preference", now=now())
    hobbies = ("Plays chess", "Bakes bread", "Rides a bike", "Grows tomatoes", "Sings in a choir", "Paints birds", "Fixes radios", "Knits hats")
    for hobby in hobbies:
        memory.add(hobby, "interest", now=now())
    stored = {n.text for n in memory.notes(now=now())}
    summary = memory.summary(now=now())
    block = memory.context("answers about wallets", "light")
    assert 0 < block.tokens <= BUDGETS["light"]
    body = block.text.splitlines()[2:-1]
    kept = body[0].removeprefix("About the user: ")
    assert body[0] != kept and summary.startswith(kept) and len(kept) < len(summary)  # the summary, cut...
    assert kept.endswith(".") and summary[len(kept)] == " "  # ... at a sentence's end
    note_lines = body[1:]
    assert note_lines and all(line.startswith("- ") for line in note_lines)
    assert len(note_lines) < len(hobbies)  # the budget left notes out...
    assert {line.removeprefix("- ") for line in note_lines} <= stored  # ... each one whole or not at all


def test_a_changed_note_is_prepared_again_and_the_others_are_reused(memory: Memory, now) -> None:
    from dataclasses import replace

    from store.reply_path import prepare

    kept = learned(memory, now(), "Uses a hardware wallet for savings", "setup")
    edited = learned(memory, now(), "Prefers short answers", "preference")
    first = prepare(memory.notes(now=now()))
    known = {item.note: item for item in first}
    reworded = replace(edited, text="Prefers detailed answers", confirmed_at=edited.confirmed_at + timedelta(days=1))
    second = prepare([kept, reworded], known)
    assert second[0] is known[kept]
    assert second[1].line == "- Prefers detailed answers" and second[1].recency == -reworded.confirmed_at.timestamp()
    assert second[1].words != known[edited].words
    # Through the store: an edit shows in the next block, the untouched note too.
    memory.context("wallet")
    memory.edit(edited.id, "Prefers detailed answers", now=now())
    block = memory.context("wallet")
    assert "Prefers detailed answers" in block.text and "Prefers short answers" not in block.text
    assert sorted(block.notes) == sorted([kept.id, edited.id])
