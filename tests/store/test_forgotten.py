"""Deleted stays deleted (rules.md): a note the user deleted, cleared or edited away is never learned
again, from any conversation, old copies included; `forget --all` clears that; adding by hand works."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from jobs.conversation import parse_conversation
from jobs.passes import run_pass
from store import forgotten, notes, upkeep
from store.memory import Memory
from tests.store.raw_db import raw_db

LINES = ("I use Sparrow wallet on my laptop.", "I prefer short answers.", "I run a full node at home.")
SPARROW = "Uses Sparrow wallet on their laptop"
NODE = "Runs a full node at home"


def convo(*user_lines: str, cid: str = "c-1"):
    messages = []
    for line in user_lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": "Ok."}]
    return parse_conversation({"id": cid, "messages": messages}, 20_000)


def by_text(memory: Memory, now) -> dict[str, notes.Note]:
    return {n.text: n for n in memory.notes(now=now())}


def learn(memory: Memory, now, *lines: str, cid: str = "c-1"):
    return run_pass(memory, convo(*lines, cid=cid), None, now=now())  # rules only: what a pass keeps does not hang on the model


def test_a_deleted_note_is_not_learned_again_from_an_old_copy_under_a_new_id(memory: Memory, now) -> None:
    learn(memory, now, *LINES)
    assert {SPARROW, NODE, "Prefers short answers"} <= set(by_text(memory, now))
    memory.delete(by_text(memory, now)[SPARROW].id, now=now())
    report = learn(memory, now, *LINES, cid="c-1-copy")
    assert report.ran and SPARROW not in by_text(memory, now)
    assert {"turn": 0, "rule": "forgotten"} in report.to_json()["dropped"]
    assert NODE in by_text(memory, now)  # only what the user removed stays out


def test_the_same_id_read_again_after_its_watermark_does_not_bring_it_back(memory: Memory, now) -> None:
    learn(memory, now, *LINES)
    learn(memory, now, *LINES, "I am learning Rust these days.")  # the conversation grew: its mark moved on
    memory.delete(by_text(memory, now)[NODE].id, now=now())
    # the app submits an older copy under the same id: the history differs, so it is read again from the start
    report = learn(memory, now, *LINES)
    assert report.ran and report.first_new_turn == 0
    assert NODE not in by_text(memory, now) and "forgotten" in {rule for _, rule in report.dropped}
    # and the same conversation growing later still does not re-learn it
    learn(memory, now, *LINES, "I prefer dark mode in every app.")
    assert NODE not in by_text(memory, now)


def test_a_cleared_category_is_not_learned_again_from_an_old_copy(memory: Memory, now) -> None:
    learn(memory, now, *LINES)
    assert memory.clear("setup", now=now()) == 2
    report = learn(memory, now, *LINES, cid="c-older")
    kept = by_text(memory, now)
    assert SPARROW not in kept and NODE not in kept and "Prefers short answers" in kept
    assert [rule for _, rule in report.dropped].count("forgotten") == 2


def test_forget_all_makes_it_learnable_again(memory: Memory, data_dir: Path, now) -> None:
    learn(memory, now, *LINES)
    memory.delete(by_text(memory, now)[SPARROW].id, now=now())
    memory.forget_all(now=now())
    with raw_db(data_dir) as conn:
        assert conn.execute("SELECT COUNT(*) FROM forgotten").fetchone() == (0,)
        assert conn.execute("SELECT COUNT(*) FROM note_evidence").fetchone() == (0,)
    learn(memory, now, *LINES)
    assert SPARROW in by_text(memory, now)


def test_the_user_can_add_it_back_by_hand_which_lifts_it(memory: Memory, now) -> None:
    learn(memory, now, *LINES)
    memory.delete(by_text(memory, now)[SPARROW].id, now=now())
    memory.delete(by_text(memory, now)[NODE].id, now=now())
    again = memory.add("Uses Sparrow wallet on their laptop.", "setup", now=now())  # punctuation does not matter
    edited = memory.edit(by_text(memory, now)["Prefers short answers"].id, NODE, now=now())
    report = learn(memory, now, *LINES, cid="c-2")
    assert report.dropped == [(2, "forgotten")]  # only the wording the edit removed stays out
    assert {again.id, edited.id} <= {n.id for n in report.outcome.confirmed}  # re-stated: re-confirms the user's notes
    requested = memory.remember("I am colour-blind", now=now())
    memory.delete(requested.id, now=now())
    with memory.read(now=now()) as tx:
        assert forgotten.text_digest(tx, "I am colour-blind") in forgotten.load(tx).texts
    memory.remember("I am colour-blind", now=now())
    with memory.read(now=now()) as tx:
        assert forgotten.text_digest(tx, "I am colour-blind") not in forgotten.load(tx).texts


def test_an_edit_forgets_the_old_wording_and_keeps_the_new(memory: Memory, now) -> None:
    learn(memory, now, *LINES)
    note = by_text(memory, now)[SPARROW]
    memory.edit(note.id, "Uses Sparrow wallet on a desktop", now=now())
    learn(memory, now, *LINES, cid="c-2")
    assert SPARROW not in by_text(memory, now)
    memory.delete(note.id, now=now())  # the edited wording, deleted, stays out too
    learn(memory, now, "Now I use Sparrow wallet on a desktop.", "I prefer short answers.", cid="c-3")
    assert not any("desktop" in text for text in by_text(memory, now))


def test_decay_and_the_cap_leave_no_digest(memory: Memory, data_dir: Path, now) -> None:
    with memory.write(now=now()) as tx:
        low = notes.add(tx, "Takes cello lessons every Tuesday", "interest", confidence="low", source="learned", reason="test")
        forgotten.link_evidence(tx, low.id, "I take cello lessons every Tuesday")
    now.tick(timedelta(days=46))
    assert memory.maintain(now=now())["decayed"] == 1
    learn(memory, now, *LINES)
    with memory.write(now=now()) as tx:
        assert len(upkeep.enforce_cap(tx, cap=1)) == 2
        assert not forgotten.load(tx)  # neither was the user's decision
    learn(memory, now, *LINES, cid="c-2")
    assert {SPARROW, NODE, "Prefers short answers"} <= set(by_text(memory, now))  # so they may be learned again
    with raw_db(data_dir) as conn:  # evidence links go with their notes
        linked = {row[0] for row in conn.execute("SELECT note_id FROM note_evidence")}
        assert linked == {n.id for n in memory.notes(now=now())}


def test_a_candidate_from_the_same_words_is_dropped_even_in_other_wording(memory: Memory, now) -> None:
    learn(memory, now, *LINES)
    memory.delete(by_text(memory, now)[NODE].id, now=now())

    @dataclass(frozen=True)
    class Item:
        text: str
        evidence: str
        turn: int

    items = [Item("Operates a full node at home", "I run a full node at home", 4), Item("Likes chess", "I like chess", 6)]
    dropped: list[tuple[int, str]] = []
    with memory.read(now=now()) as tx:
        kept = forgotten.sift(tx, items, dropped)
    assert [item.text for item in kept] == ["Likes chess"] and dropped == [(4, "forgotten")]


def test_digests_are_keyed_and_hold_no_text(memory: Memory, data_dir: Path, now) -> None:
    learn(memory, now, *LINES)
    memory.delete(by_text(memory, now)[SPARROW].id, now=now())
    memory.checkpoint()
    blob = b"".join(p.read_bytes() for p in data_dir.iterdir() if p.name.startswith("memoryd.sqlite3"))
    assert b"Sparrow" not in blob and b"sparrow" not in blob
    with memory.read(now=now()) as tx:
        stored = forgotten.load(tx)
        assert forgotten.text_digest(tx, SPARROW) in stored.texts
        assert forgotten.evidence_digest(tx, "I use Sparrow wallet on my laptop") in stored.evidence
    old = stored
    memory.forget_all(now=now())  # the key rotates: the same text gives another digest
    with memory.read(now=now()) as tx:
        assert forgotten.text_digest(tx, SPARROW) not in old.texts


def test_importing_a_note_lifts_it_and_an_older_store_is_migrated(memory: Memory, settings, data_dir: Path, now) -> None:
    learn(memory, now, *LINES)
    memory.delete(by_text(memory, now)[SPARROW].id, now=now())
    memory.import_(f"## setup\n- {SPARROW}\n", now=now())  # the user's own file brings it back
    with memory.read(now=now()) as tx:
        assert forgotten.load(tx).texts == frozenset()
    memory.close()
    with raw_db(data_dir) as conn:  # as a store written before schema 3 looked
        conn.executescript("DROP TABLE forgotten; DROP TABLE note_evidence; DELETE FROM schema_migrations WHERE version = 3;")
    reopened = Memory.open(settings, now=now())
    try:
        assert reopened.db.schema_version >= 3
        reopened.delete(by_text(reopened, now)[SPARROW].id, now=now())
        assert learn(reopened, now, *LINES, cid="c-9").dropped == [(0, "forgotten")]
    finally:
        reopened.close()
