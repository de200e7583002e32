"""A pass's write is rehearsed on a private copy first (store.rehearsal), so the real write finds
the guard's answers made; the rehearsal keeps nothing, and whatever changed in between is checked
inside the write as before. Notes read again unchanged are not decoded again (store.notes)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from config.errors import Refused
from store import notes
from store.guard import reasons
from tests.conftest import NOW
from tests.store.raw_db import raw_db

# A recovery phrase (BIP39 test vector) in two halves: each alone is harmless, together a secret.
FIRST_HALF = "Favourite words: legal winner thank year wave sausage"
SECOND_HALF = "Also loves the words worth useful legal winner thank yellow"


def add(tx, text: str) -> notes.Note:
    return notes.add(tx, text, "interest", confidence="low", source="learned", reason="learned from a conversation (rule)")


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the guard's note check actually ran on."""
    ran: list[str] = []
    real = notes.check_note

    def counted(text: str, *args, **kwargs):
        ran.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(notes, "check_note", counted)
    return ran


def test_a_rehearsal_keeps_nothing(memory) -> None:
    kept = memory.add("Prefers short answers", "preference", now=NOW)
    generation = memory.db.generation()
    with memory.rehearse(now=NOW) as tx:
        add(tx, "Likes kayaking on the lake")
        notes.delete(tx, kept.id, reason="deleted by the user", by_user=True)
        assert [n.text for n in notes.all_notes(tx)] == ["Likes kayaking on the lake"]
    assert [n.text for n in memory.notes(now=NOW)] == ["Prefers short answers"]
    assert memory.db.generation() == generation
    assert [c.action for c in memory.changes(now=NOW)] == ["add"]


def test_the_write_finds_the_guards_answers_the_rehearsal_made(memory, checks) -> None:
    memory.add("Prefers short answers", "preference", now=NOW)
    checks.clear()
    with memory.rehearse(now=NOW) as tx:
        add(tx, "Likes kayaking on the lake")
        verdicts = tx.verdicts
    assert checks == ["Likes kayaking on the lake"]
    with memory.write(now=NOW) as tx:
        tx.verdicts = verdicts
        add(tx, "Likes kayaking on the lake")
    assert checks == ["Likes kayaking on the lake"]  # not checked again inside the write
    assert sorted(n.text for n in memory.notes(now=NOW)) == ["Likes kayaking on the lake", "Prefers short answers"]


def test_a_note_written_in_between_is_checked_inside_the_write(memory, checks) -> None:
    """The rehearsal saw no first half, so the second was harmless there; another write adds the
    first half before the pass's write: the second half is checked again, against what is kept
    now, and refused."""
    memory.add("Prefers short answers", "preference", now=NOW - timedelta(days=1))
    checks.clear()
    with memory.rehearse(now=NOW) as tx:
        add(tx, SECOND_HALF)  # allowed on the copy: nothing to complete there
        verdicts = tx.verdicts
    memory.add(FIRST_HALF, "interest", now=NOW)
    with pytest.raises(Refused) as refused, memory.write(now=NOW) as tx:
        tx.verdicts = verdicts
        add(tx, SECOND_HALF)
    assert refused.value.reason == reasons.ACROSS_NOTES
    assert checks.count(SECOND_HALF) == 2
    assert [n.text for n in memory.notes(now=NOW)] == ["Prefers short answers", FIRST_HALF]


def test_a_category_paused_in_between_is_checked_inside_the_write(memory) -> None:
    with memory.rehearse(now=NOW) as tx:
        add(tx, "Likes kayaking on the lake")
        verdicts = tx.verdicts
    memory.pause("interest", now=NOW)
    with pytest.raises(Refused) as refused, memory.write(now=NOW) as tx:
        tx.verdicts = verdicts
        add(tx, "Likes kayaking on the lake")
    assert refused.value.filter == "paused"


def test_a_note_read_again_is_decoded_again_when_any_of_its_row_changed(memory, data_dir) -> None:
    note = memory.add("Prefers short answers", "preference", now=NOW)
    assert memory.notes(now=NOW)[0].confirmed_at == note.confirmed_at
    later = NOW + timedelta(days=3)
    with raw_db(data_dir) as conn:  # another process moves only a time: same ciphertext
        conn.execute("UPDATE notes SET confirmed_at = ?, confidence = 'medium'", (later.strftime("%Y-%m-%d %H:%M:%S.%f"),))
        conn.commit()
    again = memory.notes(now=NOW)[0]
    assert (again.confirmed_at, again.confidence) == (later, "medium")
    memory.edit(note.id, "Prefers detailed answers", now=NOW)
    assert [n.text for n in memory.notes(now=NOW)] == ["Prefers detailed answers"]
    memory.delete(note.id, now=NOW)
    assert memory.notes(now=NOW) == []
    assert notes._decoded[memory.cipher] == {}  # a note deleted leaves the decoded cache at the next read
