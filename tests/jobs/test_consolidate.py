"""Change replaces (rules.md "Consolidation"): a stated change or a new value for the same slot
replaces the old note in the same pass, logged with a reason; unrelated facts never replace each
other; the model's pointer needs code's agreement; user and requested notes stand; a note changes
at most once a pass. Real SQLite store, rules only (no model)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs import consolidate, slots
from jobs.candidates import Candidate
from jobs.conversation import parse_conversation
from jobs.passes import run_pass
from store import notes
from store.memory import Memory
from tests.conftest import NOW


def convo(*user_lines: str, cid: str = "c-1"):
    messages = []
    for line in user_lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": "Ok."}]
    return parse_conversation({"id": cid, "incognito": False, "messages": messages}, 20_000)


def about(memory: Memory, now, *words: str) -> list[notes.Note]:
    return [n for n in memory.notes(now=now()) if any(w in n.text.lower() for w in words)]


def replacements(memory: Memory, now, note_id: str) -> list[str]:
    return [c.reason for c in memory.changes(now=now()) if c.action == "replace" and c.note_id == note_id]


def learn_then_change(memory: Memory, now, before: tuple[str, ...], after: tuple[str, ...]):
    run_pass(memory, convo(*before, cid="c-before"), None, now=now())
    now.tick(timedelta(days=2))
    return run_pass(memory, convo(*after, cid="c-after"), None, now=now())


# ---------------------------------------------------------------- scenarios, end to end


@pytest.mark.parametrize(
    ("before", "after", "words", "new_word"),
    [
        (("I use Electrum.", "I like chess."), ("I switched from Electrum to Sparrow.", "What fee should I set?"), ("electrum", "sparrow"), "sparrow"),
        (("I use Electrum.", "I like chess."), ("I don't use Electrum anymore, I use Sparrow now.", "Thanks."), ("electrum", "sparrow"), "sparrow"),
        (("I use Electrum.", "I like chess."), ("These days I use Sparrow.", "Thanks."), ("electrum", "sparrow"), "sparrow"),
        (("J'utilise Electrum.", "J'aime les échecs."), ("Je suis passé à Sparrow.", "Merci."), ("electrum", "sparrow"), "sparrow"),
        (("J'utilise Electrum.", "J'aime les échecs."), ("Je n'utilise plus Electrum, j'utilise Sparrow.", "Merci."), ("electrum", "sparrow"), "sparrow"),
        (("I prefer detailed answers.", "I like chess."), ("Now I prefer short answers.", "Thanks."), ("answers",), "short"),
        (("I prefer detailed answers.", "I like chess."), ("I prefer short answers.", "Thanks."), ("answers",), "short"),
        (("I prefer detailed answers.", "I like chess."), ("I prefer short answers instead of detailed ones.", "Thanks."), ("answers",), "short"),
        (("Je préfère les réponses détaillées.", "J'aime les échecs."), ("Désormais je préfère les réponses courtes.", "Merci."), ("réponses",), "courtes"),
        (("I live in Lyon.", "I like chess."), ("I live in Paris now.", "Thanks."), ("lyon", "paris"), "paris"),
        (("I work as a nurse.", "I like chess."), ("I work as a teacher.", "Thanks."), ("nurse", "teacher"), "teacher"),
        (("I work as a nurse.", "I like chess."), ("I'm not a nurse anymore, I work as a teacher.", "Thanks."), ("nurse", "teacher"), "teacher"),
        # what stopped holding, with no new value: the note says so instead
        (("I use Electrum.", "I like chess."), ("I don't use Electrum anymore.", "Thanks."), ("electrum",), "anymore"),
        (("I use Windows.", "I like chess."), ("I stopped using Windows.", "Thanks."), ("windows",), "stopped"),
        (("I work as a nurse.", "I like chess."), ("I'm no longer a nurse.", "Thanks."), ("nurse",), "no longer"),
        (("I live in Lyon.", "I like chess."), ("I don't live in Lyon anymore.", "Thanks."), ("lyon",), "anymore"),
        (("J'habite à Lyon.", "J'aime les échecs."), ("Je n'habite plus à Lyon.", "Merci."), ("lyon",), "plus"),
    ],
)
def test_a_change_replaces_the_old_note_in_the_same_pass(memory: Memory, now, before, after, words, new_word) -> None:
    run_pass(memory, convo(*before, cid="c-before"), None, now=now())
    [old] = about(memory, now, *words)
    now.tick(timedelta(days=2))
    report = run_pass(memory, convo(*after, cid="c-after"), None, now=now())
    [kept] = about(memory, now, *words)  # one note, not two that contradict each other
    assert kept.id == old.id and new_word in kept.text.lower()
    assert [n.id for n in report.outcome.replaced] == [old.id]
    [reason] = replacements(memory, now, old.id)
    assert reason.startswith("replaced: ") and len(reason) > len("replaced: ")
    assert not any(w in reason.lower() for w in (*words, new_word))  # the log names no text


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (("I use a Trezor.", "I like chess."), ("I use Sparrow.", "Thanks.")),  # both can hold
        (("I use Electrum.", "I like chess."), ("I use Sparrow.", "Thanks.")),  # several wallets at once, no change said
        (("I enjoy painting.", "I use Linux."), ("I enjoy hiking.", "Thanks.")),
        (("I live near the sea.", "I like chess."), ("I live in Lyon.", "Thanks.")),
        (("I prefer short answers.", "I like chess."), ("I prefer metric units.", "Thanks.")),
        (("I prefer short answers.", "I like chess."), ("I prefer detailed answers for code reviews.", "Thanks.")),  # another scope
        (("I use a Trezor.", "I like chess."), ("I now also use Sparrow.", "Thanks.")),
    ],
)
def test_facts_that_can_both_hold_are_both_kept(memory: Memory, now, before, after) -> None:
    report = learn_then_change(memory, now, before, after)
    assert report.outcome.replaced == [] and report.outcome.added
    assert not any(c.action == "replace" for c in memory.changes(now=now()))


def test_a_switch_replaces_only_what_it_switched_from(memory: Memory, now) -> None:
    run_pass(memory, convo("I use Electrum.", "I use a Trezor.", "I like chess."), None, now=now())
    trezor = about(memory, now, "trezor")
    now.tick(timedelta(days=1))
    run_pass(memory, convo("I switched to Sparrow.", "Thanks."), None, now=now())
    assert about(memory, now, "trezor") == trezor
    [wallet] = about(memory, now, "electrum", "sparrow")
    assert "sparrow" in wallet.text.lower()


def test_the_whole_story_in_one_conversation_ends_with_one_note(memory: Memory, now) -> None:
    run_pass(memory, convo("I use Electrum.", "Fees are high today.", "Actually I switched from Electrum to Sparrow last week."), None, now=now())
    [wallet] = about(memory, now, "electrum", "sparrow")
    assert "sparrow" in wallet.text.lower()


def test_a_change_within_one_message_keeps_the_later_value(memory: Memory, now) -> None:
    run_pass(memory, convo("I prefer detailed answers. Actually no, I prefer short answers.", "I like chess."), None, now=now())
    [answers] = about(memory, now, "answers")
    assert "short" in answers.text


def test_user_and_requested_notes_are_never_replaced_by_a_pass(memory: Memory, now) -> None:
    mine = memory.add("Uses Electrum", "setup", now=now())
    asked = memory.remember("I prefer detailed answers", now=now())
    run_pass(memory, convo("I prefer short answers.", "I like chess."), None, now=now())
    learned = next(n for n in memory.notes(now=now()) if "short" in n.text)
    edited = memory.edit(learned.id, "Prefers short answers in French", now=now())
    now.tick(timedelta(days=1))
    run_pass(
        memory,
        convo("I switched from Electrum to Sparrow.", "I prefer detailed answers.", "I prefer answers in English.", cid="c-2"),
        None,
        now=now(),
    )
    by_id = {n.id: n for n in memory.notes(now=now())}
    assert by_id[mine.id].text == "Uses Electrum" and by_id[asked.id].text == asked.text and by_id[edited.id].text == edited.text
    assert not any(c.action == "replace" for c in memory.changes(now=now()))
    assert about(memory, now, "sparrow")  # the new fact is kept beside the user's own note


# ---------------------------------------------------------------- the model's pointer


def item(text: str, category: str, *, said: str = "", replaces: str | None = None, turn: int = 0, source: str = "pattern") -> Candidate:
    return Candidate(text, category, "medium", source, said or text, turn, replaces, said or text)


def test_the_models_pointer_needs_codes_agreement(memory: Memory, now) -> None:
    with memory.write(now=now()) as tx:
        chess = notes.add(tx, "Likes chess", "interest", confidence="medium", source="pattern", reason="test")
        wallet = notes.add(tx, "Uses Electrum", "setup", confidence="medium", source="pattern", reason="test")
        out = consolidate.apply(
            tx,
            [
                item("Enjoys sea kayaking", "interest", replaces=chess.id, source="learned"),  # unrelated: refused
                item("Uses Sparrow", "setup", said="I went for Sparrow.", replaces=wallet.id, source="learned"),  # same slot: agreed
            ],
        )
    by_id = {n.id: n for n in memory.notes(now=now())}
    assert by_id[chess.id].text == "Likes chess" and any(n.text == "Enjoys sea kayaking" for n in out.added)
    assert by_id[wallet.id].text == "Uses Sparrow" and [n.id for n in out.replaced] == [wallet.id]
    [reason] = replacements(memory, now, wallet.id)
    assert "pointed" in reason and "agrees" in reason


def test_a_note_changes_at_most_once_a_pass(memory: Memory, now) -> None:
    with memory.write(now=now()) as tx:
        old = notes.add(tx, "Prefers detailed answers", "preference", confidence="medium", source="pattern", reason="test")
        out = consolidate.apply(
            tx,
            [
                item("Prefers short answers", "preference"),
                item("Prefers long answers", "preference", replaces=old.id, source="learned"),
                item("Prefers brief answers", "preference", said="Now I prefer brief answers instead of detailed ones."),
            ],
        )
    assert [n.id for n in out.replaced] == [old.id]
    assert len(replacements(memory, now, old.id)) == 1
    assert {n.text for n in memory.notes(now=now())} >= {"Prefers short answers"}


# ---------------------------------------------------------------- unrelated facts never replace each other

# Object words of different classes (or of none): no two of them name the same slot.
SETUP_OBJECTS = ("Sparrow", "a Trezor", "Linux", "an iPhone", "Bitcoin Core", "Firefox", "Vim", "a standing desk", "a Raspberry Pi")
HOBBIES = ("hiking", "painting", "chess", "sailing", "pottery", "knitting", "climbing", "baking", "jazz", "poetry", "birdwatching")
GOALS = ("learn Rust", "run a marathon", "write a novel", "visit Japan", "understand timelocks", "build a treehouse")
VERBS = {"setup": ("Uses", "Runs", "Has"), "interest": ("Enjoys", "Likes", "Loves"), "goal": ("Wants to",)}
OBJECTS = {"setup": SETUP_OBJECTS, "interest": HOBBIES, "goal": GOALS}
SAID = ("", "Now {}.", "These days {}.", "{} too.")


@st.composite
def unrelated_pairs(draw):
    category = draw(st.sampled_from(sorted(OBJECTS)))
    first, second = draw(st.lists(st.sampled_from(OBJECTS[category]), min_size=2, max_size=2, unique=True))
    old = f"{draw(st.sampled_from(VERBS[category]))} {first}"
    new = f"{draw(st.sampled_from(VERBS[category]))} {second}"
    said = draw(st.sampled_from(SAID))
    return category, old, new, said.format(new) if said else new, draw(st.booleans())


def fake_note(text: str, category: str, note_id: str = "n_000000000001") -> notes.Note:
    return notes.Note(note_id, text, category, "medium", "pattern", NOW, NOW, NOW)


@settings(max_examples=100, deadline=None)
@given(unrelated_pairs())
def test_unrelated_facts_never_replace_each_other(pair) -> None:
    category, old, new, said, pointed = pair
    existing = [fake_note(old, category)]
    decision = consolidate.decide(item(new, category, said=said, replaces=existing[0].id if pointed else None, source="learned"), existing, set())
    assert decision.target is None, (old, new, said, decision.reason)
    assert slots.conflict(slots.read(old, category), slots.read(new, category), changed=True) is None


def test_unrelated_facts_never_replace_each_other_in_the_store(memory: Memory, now) -> None:
    class Undo(Exception):
        pass

    @settings(max_examples=25, deadline=None)
    @given(unrelated_pairs())
    def check(pair) -> None:
        category, old, new, said, pointed = pair
        try:
            with memory.write(now=NOW) as tx:
                kept = notes.add(tx, old, category, confidence="medium", source="pattern", reason="test")
                consolidate.apply(tx, [item(new, category, said=said, replaces=kept.id if pointed else None, source="learned")])
                assert {n.text for n in notes.all_notes(tx)} == {old, new}
                raise Undo
        except Undo:
            pass

    check()


# ---------------------------------------------------------------- slots


@pytest.mark.parametrize(
    ("old", "new", "category", "changed", "expected"),
    [
        ("Prefers short answers", "Prefers detailed answers", "preference", False, "answer length"),
        ("Prefers long answers", "Dislikes long answers", "preference", False, "answer length"),
        ("Prefers short answers", "Dislikes long answers", "preference", False, None),
        ("Lives in Lyon", "Moved to Paris", "background", False, "home place"),
        ("Works as a nurse", "Teacher", "background", False, "job"),
        ("Travaille comme infirmière", "Est enseignant", "background", False, "job"),
        ("Is a father", "Works as a nurse", "background", False, None),
        ("Favourite colour: blue", "Favourite colour: green", "interest", False, "favourite: favourite colour"),
        ("Favourite colour: blue", "Favourite band: Muse", "interest", False, None),
        ("Uses Electrum", "Uses Sparrow", "setup", False, None),
        ("Uses Electrum", "Uses Sparrow", "setup", True, "wallet software"),
        ("Uses Linux", "Uses a Trezor", "setup", True, None),
        ("Enjoys painting", "Enjoys hiking", "interest", True, None),
        ("Moved to Montreal in 2016", "Lives in Seattle", "background", False, None),  # a dated event stays true
        ("Has lived in 5 countries", "Lives in Lyon", "background", False, None),  # not a named place
        ("Lives in a small flat", "Lives in Lyon", "background", False, None),
        ("Was born in Sweden", "Grew up in Norway", "background", False, None),
        ("Works as a nurse", "Was a teacher before", "background", False, None),  # the past is no current value
        ("Lives in Lyon", "Moved to Paris in 2024", "background", False, "home place"),
    ],
)
def test_slot_conflicts(old, new, category, changed, expected) -> None:
    assert slots.conflict(slots.read(old, category), slots.read(new, category), changed=changed) == expected


@pytest.mark.parametrize(
    ("sentence", "old", "new"),
    [
        ("I switched from Electrum to Sparrow.", {"electrum"}, {"sparrow"}),
        ("I moved from Lyon to Paris last year.", {"lyon"}, {"paris"}),
        ("I no longer use Electrum.", {"electrum"}, set()),
        ("Je n'utilise plus Electrum.", {"electrum"}, set()),
        ("I'm not a nurse anymore.", {"nurse"}, set()),
        ("I use Sparrow instead of Electrum.", {"electrum"}, {"sparrow"}),
        ("Je suis passée à Sparrow.", set(), {"sparrow"}),
    ],
)
def test_stated_changes_name_what_was_left(sentence, old, new) -> None:
    change = slots.change_in(sentence)
    assert change is not None and change.strong and change.old == old and change.new == new


def test_weak_change_markers_and_additions() -> None:
    assert slots.change_in("These days I use Sparrow.") is not None
    assert slots.change_in("Désormais je préfère les réponses courtes.") is not None
    assert slots.change_in("I now also use a Trezor.") is None  # an addition, not a change
    assert slots.change_in("I use Sparrow and a Trezor.") is None


# ---------------------------------------------------------------- what the user said earlier never overrides what they said later


def dated_convo(cid: str, at: str, *user_lines: str):
    """A conversation whose messages carry the time the app says they were sent."""
    messages = []
    for line in user_lines:
        messages += [{"role": "user", "content": line, "at": at}, {"role": "assistant", "content": "Ok.", "at": at}]
    return parse_conversation({"id": cid, "incognito": False, "messages": messages}, 20_000)


def test_an_older_copy_of_a_conversation_does_not_revert_a_newer_fact(memory: Memory, now) -> None:
    older = ("I prefer detailed answers with examples.", "I like chess.")
    run_pass(memory, dated_convo("n1", "2026-11-01T09:00:00Z", *older), None, now=now())
    [first] = about(memory, now, "answers")
    assert "detailed" in first.text
    now.tick(timedelta(hours=1))
    run_pass(memory, dated_convo("n2", "2026-11-20T09:00:00Z", "Also, now I prefer short answers.", "Thanks."), None, now=now())
    [changed] = about(memory, now, "answers")
    assert "short" in changed.text and changed.id == first.id
    now.tick(timedelta(hours=1))
    run_pass(memory, dated_convo("n1-copy", "2026-11-01T09:00:00Z", *older), None, now=now())
    [kept] = about(memory, now, "answers")
    assert kept.text == changed.text and kept.said_at == changed.said_at
    assert len(replacements(memory, now, first.id)) == 1  # the older copy logged no replacement


def test_a_restatement_said_earlier_confirms_without_moving_said_at_back(memory: Memory, now) -> None:
    run_pass(memory, dated_convo("a", "2026-11-20T09:00:00Z", "I prefer short answers.", "I like chess."), None, now=now())
    [note] = about(memory, now, "answers")
    now.tick(timedelta(hours=1))
    run_pass(memory, dated_convo("b", "2026-11-02T09:00:00Z", "I prefer short answers.", "Thanks."), None, now=now())
    [again] = about(memory, now, "answers")
    assert again.said_at == note.said_at and again.confirmed_at > note.confirmed_at


def test_said_at_is_the_message_time_else_the_pass_time(memory: Memory, now) -> None:
    run_pass(memory, dated_convo("a", "2026-11-03T08:30:00+01:00", "I prefer short answers.", "I like chess."), None, now=now())
    [dated] = about(memory, now, "answers")
    assert dated.said_at.isoformat().startswith("2026-11-03T07:30")
    run_pass(memory, convo("I live in Lyon.", "Thanks.", cid="b"), None, now=now())
    [undated] = about(memory, now, "lyon")
    assert undated.said_at == NOW
    run_pass(memory, dated_convo("c", "2027-05-01T00:00:00Z", "I work as a nurse.", "Thanks."), None, now=now())
    [future] = about(memory, now, "nurse")
    assert future.said_at == NOW  # a clock ahead of ours is taken as now


SAME_SLOT = [
    ("I prefer short answers.", "I prefer detailed answers.", "answers", ("short", "detailed")),
    ("I live in Lyon.", "I live in Paris.", "live", ("lyon", "paris")),
    ("I work as a nurse.", "I work as a teacher.", "works", ("nurse", "teacher")),
    ("Je préfère les réponses courtes.", "Je préfère les réponses détaillées.", "réponses", ("courtes", "détaillées")),
]


def test_any_order_of_two_same_slot_statements_ends_with_the_later_said(memory: Memory, now) -> None:
    runs = iter(range(10_000))

    @settings(max_examples=60, deadline=None)
    @given(
        case=st.sampled_from(SAME_SLOT),
        days=st.lists(st.integers(min_value=0, max_value=300), min_size=2, max_size=2, unique=True),
        swap=st.booleans(),
    )
    def check(case, days, swap) -> None:
        first, second, topic, values = case
        n = next(runs)
        with memory.write(now=now()) as tx:
            notes.erase_all(tx)
        base = NOW - timedelta(days=400)
        said = [(first, base + timedelta(days=days[0])), (second, base + timedelta(days=days[1]))]
        later_value = values[0] if days[0] > days[1] else values[1]
        for k, (line, when) in enumerate(reversed(said) if swap else said):
            run_pass(memory, dated_convo(f"h{n}-{k}", when.isoformat(), line, "Thanks."), None, now=now())
        [note] = about(memory, now, topic)
        assert later_value in note.text.lower()
        assert note.said_at == max(when for _, when in said)

    check()


def test_an_older_statement_is_not_kept_beside_the_users_later_note(memory: Memory, now) -> None:
    mine = memory.add("Prefers detailed answers", "preference", now=now())
    run_pass(memory, dated_convo("old", "2026-10-01T09:00:00Z", "I prefer short answers.", "I switched from Electrum to Sparrow."), None, now=now())
    assert about(memory, now, "answers") == [mine]  # said before the user's own note: nothing added beside it
    assert about(memory, now, "sparrow")  # another slot, no later word against it: learned
    now.tick(timedelta(days=1))
    run_pass(memory, convo("I prefer short answers.", "Thanks.", cid="new"), None, now=now())
    assert {n.id for n in about(memory, now, "answers")} > {mine.id}  # said later: kept beside it, as before


# ---------------------------------------------------------------- a restatement keeps the richer wording

RICH_AND_POOR = [
    ("Cherishes time with family; it's when they really feel alive and happy", "Family time matters to them", "background"),
    ("Loves hiking in the Alps with their two dogs every summer", "Loves hiking in the Alps", "interest"),
    ("Is building a treehouse with their kids in the backyard", "Is building a treehouse", "project"),
]


@pytest.mark.parametrize(("rich", "poor", "category"), RICH_AND_POOR)
def test_a_shorter_restatement_confirms_the_richer_note(rich: str, poor: str, category: str) -> None:
    decision = consolidate.decide(item(poor, category), [fake_note(rich, category)], set())
    assert decision.target is not None and decision.confirm, decision.reason


@pytest.mark.parametrize(("rich", "poor", "category"), RICH_AND_POOR)
def test_a_richer_restatement_replaces_the_shorter_note(rich: str, poor: str, category: str) -> None:
    decision = consolidate.decide(item(rich, category), [fake_note(poor, category)], set())
    assert decision.target is not None and not decision.confirm, decision.reason


def test_a_judged_note_adds_beside_a_new_value_for_the_slot_where_a_pattern_note_replaces(memory: Memory, now) -> None:
    # What a judge kept ("learned", no pointer) only adds; the same fact read by a capture pattern
    # is a new value for the slot (job, home place) and replaces.
    with memory.write(now=now()) as tx:
        nurse = notes.add(tx, "Works as a nurse", "background", confidence="medium", source="pattern", reason="test")
        lyon = notes.add(tx, "Lives in Lyon", "background", confidence="medium", source="pattern", reason="test")
        judged = consolidate.apply(tx, [item("Teacher", "background", source="learned"), item("Moved to Paris", "background", source="learned")])
    assert not judged.replaced and sorted(n.text for n in judged.added) == ["Moved to Paris", "Teacher"]
    kept = {n.id: n.text for n in memory.notes(now=now())}
    assert kept[nurse.id] == "Works as a nurse" and kept[lyon.id] == "Lives in Lyon"
    with memory.write(now=now()) as tx:
        for added in judged.added:
            notes.delete(tx, added.id, reason="test")
        patterned = consolidate.apply(tx, [item("Teacher", "background"), item("Moved to Paris", "background")])
    assert sorted(n.text for n in patterned.replaced) == ["Moved to Paris", "Teacher"]


# ---------------------------------------------------------------- one message, a short and a full form


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([
    ("Is engaged", "Got engaged to Andre"), ("Has a sister", "Has a sister named Lupe"), ("Loves hiking", "Loves hiking in the Alps with their dog"),
    ("Works as a nurse", "Works as a nurse at St Mary's in Leeds"), ("Plays the violin", "Plays the violin in a community orchestra"),
]), st.booleans())
def test_of_one_message_the_full_form_is_kept_not_the_short(pair: tuple[str, str], short_first: bool) -> None:
    short, full = pair
    items = [Candidate(short, "background", "medium", "pattern", short, 3), Candidate(full, "background", "medium", "pattern", full, 3)]
    kept = [item.text for item in consolidate._in_order(items if short_first else items[::-1])]
    assert kept == [full], kept


def test_a_short_form_from_another_message_or_category_stays() -> None:
    items = [Candidate("Is engaged", "background", "medium", "pattern", "I'm engaged", 1), Candidate("Got engaged to Andre", "background", "medium", "pattern", "…", 3)]
    assert len(consolidate._in_order(items)) == 2  # another message: consolidation decides, as before
    items = [Candidate("Loves hiking", "interest", "medium", "pattern", "I love hiking", 3), Candidate("Loves hiking in the Alps", "background", "medium", "pattern", "…", 3)]
    assert len(consolidate._in_order(items)) == 2
    items = [Candidate("Loves hiking", "interest", "medium", "pattern", "I love hiking", 3), Candidate("Loves cooking", "interest", "medium", "pattern", "…", 3)]
    assert len(consolidate._in_order(items)) == 2


def test_a_pass_keeps_the_engagement_with_who(memory: Memory, now) -> None:
    run_pass(memory, convo("Andre proposed!! Last Saturday at the botanical garden, where we had our first date. I'm engaged!!", "Anyway."), None, now=now())
    assert [n.text for n in about(memory, now, "engaged")] == ["Got engaged to Andre"]


def test_a_frame_is_no_fuller_form() -> None:
    """An unread stress set lost "Moved from Mendoza to Córdoba to study nursing" to "Remembers when they moved …"."""
    items = [Candidate("Remembers when they moved from Mendoza to Córdoba to study nursing", "background", "medium", "pattern", "…", 3),
             Candidate("Moved from Mendoza to Córdoba to study nursing", "background", "medium", "pattern", "…", 3)]
    assert len(consolidate._in_order(items)) == 2
