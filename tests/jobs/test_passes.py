"""Passes with a scripted model: preconditions, the watermark, what the judge is asked and what it may keep, grounding, failure, consolidation."""

from __future__ import annotations

from datetime import timedelta

import pytest

from config import model_files
from config.errors import PreconditionError
from jobs.capture import rule_candidates
from jobs.conversation import parse_conversation
from jobs.passes import require_ran, run_pass
from store.memory import Memory
from jobs import judge
from tests.conftest import NOW
from tests.jobs.fakes import ScriptedModel, says_yes_to


def convo(*user_lines: str, cid: str = "c-1", incognito: bool = False, assistant: str = "Ok."):
    messages = []
    for line in user_lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": assistant}]
    return parse_conversation({"id": cid, "incognito": incognito, "messages": messages}, 20_000)


# A statement in a shape no capture pattern covers: only the judge can keep it.
UNCAPTURED = "Old maps cover every wall of my flat."


def uncaptured(*lines: str) -> bool:
    return not rule_candidates([{"role": "user", "content": line} for line in lines])


def texts(memory: Memory, now) -> list[str]:
    return sorted(n.text for n in memory.notes(now=now()))


def test_preconditions_skip_without_a_model_call(memory: Memory, now) -> None:
    model = ScriptedModel()
    assert run_pass(memory, convo("I prefer tea.", "I like chess.", incognito=True), lambda: model, now=now()).skipped == "incognito"
    assert run_pass(memory, convo("I prefer tea."), lambda: model, now=now()).skipped == "too_few_turns"
    assert uncaptured(UNCAPTURED)
    report = run_pass(memory, convo("I prefer short answers.", UNCAPTURED), lambda: model, now=now())
    assert report.ran and model.prompts
    calls = len(model.prompts)
    again = run_pass(memory, convo("I prefer short answers.", UNCAPTURED), lambda: model, now=now())
    assert again.skipped == "nothing_new" and len(model.prompts) == calls
    with pytest.raises(PreconditionError) as skipped:
        require_ran(again)
    assert skipped.value.exit_code == 3 and "not grown" in skipped.value.message
    counts = memory.counters(now=now())
    assert counts["passes"] == 1 and counts["skipped"] == 3 and counts["skipped:nothing_new"] == 1


def test_memory_off_captures_nothing_but_keeps_learning_signals(memory: Memory, now) -> None:
    memory.set_enabled(False, now=now())
    report = run_pass(memory, convo("I prefer short answers.", "What is a UTXO?"), None, now=now())
    assert report.skipped == "memory_off"
    assert memory.notes(now=now()) == []
    state = {p.concept: p for p in memory.profile(now=now())}["utxo"]
    assert state.signals == 1 and state.state == "introduced"
    memory.set_enabled(True, now=now())
    # what was said while memory was off is not captured later
    assert run_pass(memory, convo("I prefer short answers.", "What is a UTXO?"), None, now=now()).skipped == "nothing_new"


def test_only_new_uncaptured_user_sentences_reach_the_model(memory: Memory, now) -> None:
    model = ScriptedModel()
    run_pass(memory, convo("I prefer short answers.", "Sea kayaks are my passion."), lambda: model, now=now())
    model.prompts.clear()
    report = run_pass(
        memory,
        convo("I prefer short answers.", "Sea kayaks are my passion.", "I'm building a kayak.", "Weekends on the water are my favourite thing."),
        lambda: model,
        now=now(),
    )
    asked = " | ".join(model.prompts)
    assert "building a kayak" not in asked  # the rules captured it: no model call spent on it
    assert "short answers" not in asked and "passion" not in asked  # processed by the earlier pass
    assert all("kayak" not in p or "Weekends" in p for p in model.prompts)
    assert any("kayak" in n.text for n in report.outcome.added)


def test_no_model_call_when_the_rules_covered_everything(memory: Memory, now) -> None:
    model = ScriptedModel()
    report = run_pass(memory, convo("I prefer short answers.", "What is a UTXO?", "I live in Lyon."), lambda: model, now=now())
    assert report.ran and report.model_calls == 0 and model.prompts == []


def test_an_edited_history_is_read_again(memory: Memory, now) -> None:
    run_pass(memory, convo("I prefer short answers.", "I live in Lyon."), None, now=now())
    report = run_pass(memory, convo("I prefer long answers.", "I live in Lyon."), None, now=now())
    assert report.ran and report.first_new_turn == 0


def test_a_failed_pass_leaves_the_watermark(memory: Memory, now) -> None:
    conversation = convo("I prefer short answers.", UNCAPTURED)
    with pytest.raises(Exception, match="scripted"):
        run_pass(memory, conversation, lambda: ScriptedModel(fail=True), now=now())
    assert memory.notes(now=now()) == []
    assert run_pass(memory, conversation, lambda: ScriptedModel(), now=now()).ran


def test_the_judge_is_asked_about_new_first_person_statements_only(memory: Memory, now) -> None:
    model = ScriptedModel(says_yes_to("maps"))
    assert uncaptured(UNCAPTURED)
    conversation = convo(
        "I prefer short answers.",
        UNCAPTURED,
        "What is a good first wallet?",
        "Lovely weather today.",
        assistant="Electrum users live in Paris.",
    )
    report = run_pass(memory, conversation, lambda: model, now=now())
    assert "What is a good first wallet?" not in model.prompts  # a question is no candidate
    assert "Lovely weather today." not in model.prompts  # not about the writer: no candidate
    assert not any("Electrum" in p or "Paris" in p for p in model.prompts)  # assistant turns never reach it
    learned = [n for n in memory.notes(now=now()) if n.source == "learned"]
    assert [(n.text, n.confidence, n.category) for n in learned] == [("Old maps cover every wall of their flat", "low", judge.category_of(UNCAPTURED))]
    assert report.model_calls == len(model.prompts) >= 1


def test_what_the_judge_scores_below_its_threshold_is_not_kept(memory: Memory, now) -> None:
    model = ScriptedModel(lambda _sentence: judge.YES_NO_THRESHOLD - 0.01)
    assert uncaptured(UNCAPTURED)
    report = run_pass(memory, convo("I prefer tea.", UNCAPTURED), lambda: model, now=now())
    assert report.model_calls >= 1
    assert all(n.source != "learned" for n in memory.notes(now=now()))


def test_what_the_judge_keeps_passes_the_never_stored_rules_and_the_guard(memory: Memory, now) -> None:
    model = ScriptedModel(lambda _sentence: 5.0)
    report = run_pass(memory, convo("Coinbase keeps my bitcoin for now.", "My stack: 2 BTC on Coinbase."), lambda: model, now=now())
    assert memory.notes(now=now()) == []
    assert {name for _, name, _ in report.outcome.refused} <= {"amount", "exchange"} and report.outcome.refused


def test_restating_reconfirms_and_overlap_replaces(memory: Memory, now) -> None:
    run_pass(memory, convo("I prefer short answers.", "I like chess."), None, now=now())
    first = {n.text: n for n in memory.notes(now=now())}
    now.tick(timedelta(days=3))
    run_pass(memory, convo("I prefer short answers.", "I like chess.", "Again: I prefer short answers."), None, now=now())
    after = {n.text: n for n in memory.notes(now=now())}
    key = next(t for t in after if "short" in t)
    assert after[key].id == first[key].id and after[key].confirmed_at > first[key].confirmed_at
    assert any(c.action == "confirm" for c in memory.changes(now=now()))
    run_pass(memory, convo("I prefer short answers.", "I like chess.", "Again: I prefer short answers.", "I prefer short, direct answers."), None, now=now())
    shorts = [n for n in memory.notes(now=now()) if "short" in n.text.lower()]
    assert len(shorts) == 1 and "direct" in shorts[0].text


def test_every_question_shares_one_fixed_prefix(memory: Memory, now) -> None:
    """One short call per candidate, after the same system prompt and examples: llama.cpp keeps that
    prefix in its KV cache, so a long conversation costs its new sentences, not the prompt again."""
    model = ScriptedModel()
    lines = [f"Vintage radio number {i} sits on my shelf, restored over many weekends." for i in range(30)]
    report = run_pass(memory, convo(*lines), lambda: model, now=now())
    assert report.model_calls == len(model.asked) > 1
    prefixes = {tuple((m["role"], m["content"]) for m in asked[:-1]) for asked in model.asked}
    assert len(prefixes) == 1 and all(model.count_tokens(a[-1]["content"]) < 64 for a in model.asked)


def test_what_the_judge_keeps_never_replaces_a_stored_note(memory: Memory, now) -> None:
    wider = "Old maps cover every wall of my flat and my hallway."
    assert uncaptured(UNCAPTURED, wider)
    model = ScriptedModel(says_yes_to("maps"))
    run_pass(memory, convo("I prefer tea.", UNCAPTURED), lambda: model, now=now())
    (first,) = [n for n in memory.notes(now=now()) if n.source == "learned"]
    now.tick(timedelta(days=1))
    report = run_pass(memory, convo("I prefer tea.", UNCAPTURED, wider), lambda: model, now=now())
    assert wider in model.prompts and not report.outcome.replaced
    assert [(n.id, n.text) for n in memory.notes(now=now()) if n.source == "learned"] == [(first.id, first.text)]


def test_the_model_work_of_one_pass_is_bounded(memory: Memory, now) -> None:
    """However much is submitted, a pass asks the model about MAX_JUDGED_SENTENCES sentences at
    most, the latest ones."""
    from jobs.passes import MAX_JUDGED_SENTENCES

    items = ["maps", "lamps", "clocks", "kites", "shells", "stamps", "coins of Rome", "postcards"]
    lines = [f"Old {items[i % len(items)]} number {i} cover every wall of my flat." for i in range(MAX_JUDGED_SENTENCES + 30)]
    assert uncaptured(lines[0])
    model = ScriptedModel()
    run_pass(memory, convo(*lines), lambda: model, now=now())
    assert 0 < len(model.prompts) <= MAX_JUDGED_SENTENCES
    assert lines[-1] in model.prompts and lines[0] not in model.prompts


def test_a_conversation_too_large_in_all_is_refused_in_one_sentence() -> None:
    from config.errors import UsageError
    from jobs.conversation import MAX_CONVERSATION_CHARS

    line = "I keep bees on the roof. " * 700
    count = MAX_CONVERSATION_CHARS // len(line) + 2
    with pytest.raises(UsageError, match="characters in all") as caught:
        convo(*[line] * count)
    assert "\n" not in str(caught.value) and "bees" not in str(caught.value)


@pytest.mark.parametrize(
    ("incognito", "user_lines", "reason"),
    [(True, 3, "incognito"), (False, 1, "too_few_turns"), (False, 0, "too_few_turns"), (False, 2, None), (True, 1, "incognito")],
)
def test_the_preconditions_live_in_one_place_and_the_pass_reports_them(memory, incognito, user_lines, reason) -> None:
    messages = []
    for i in range(user_lines):
        messages += [{"role": "user", "content": f"I like chess number {i}."}, {"role": "assistant", "content": "Ok."}]
    conversation = parse_conversation({"id": "c-pre", "incognito": incognito, "messages": messages}, 10_000)
    assert conversation.unfit == reason
    report = run_pass(memory, conversation, now=NOW)
    assert report.ran is (reason is None) and report.skipped == reason


# Code's judge alone keeps KEPT_BY_CODE (score about 0.99) and not UNCAPTURED (about 0.16).
KEPT_BY_CODE = "My work at the Leeds hospital children ward has been my career for twelve years since university."


class BundledLookalike(ScriptedModel):
    """Stands where the bundled GGUF is (so the bundled probe applies) and gives hidden states the
    probe reads as sure: yes for sentences holding one of `yes`, no for the rest."""

    def __init__(self, *yes: str):
        super().__init__()
        self.path = model_files.bundled_model()
        self.yes = yes
        self.embedded: list[str] = []

    def embed(self, text: str) -> tuple[list[float], int]:
        self.embedded.append(text)
        probe = judge.bundled_probe()
        sign = 1.0 if any(word in text for word in self.yes) else -1.0
        return [m + sign * 3.0 * s * (1.0 if w > 0 else -1.0) for m, s, w in zip(probe.mean, probe.scale, probe.weights, strict=True)], 10


def test_with_the_bundled_probe_the_model_decides_with_codes_judge(memory: Memory, now) -> None:
    assert uncaptured(UNCAPTURED) and uncaptured(KEPT_BY_CODE)
    conversation = convo("I prefer short answers.", UNCAPTURED, KEPT_BY_CODE)
    # The probe sure of the maps, sure against the hospital: the maps are kept (code's lukewarm
    # 0.16 and the probe's near-certain yes), the hospital is not (code's yes, the probe's no).
    model = BundledLookalike("maps")
    report = run_pass(memory, conversation, lambda: model, now=now())
    learned = {n.text for n in memory.notes(now=now()) if n.source == "learned"}
    assert learned == {"Old maps cover every wall of their flat"}
    assert report.model_calls == len(model.embedded) == 2 and model.prompts == []  # never asked in words


def test_rules_only_keeps_what_codes_judge_keeps(memory: Memory, now) -> None:
    run_pass(memory, convo("I prefer short answers.", UNCAPTURED, KEPT_BY_CODE), None, now=now())
    learned = {n.text for n in memory.notes(now=now()) if n.source == "learned"}
    assert learned == {"Their work at the Leeds hospital children ward has been their career for twelve years since university"}


def dated_convo(*user_lines: str, at: str) -> object:
    messages = []
    for line in user_lines:
        messages += [{"role": "user", "content": line, "at": at}, {"role": "assistant", "content": "Ok.", "at": at}]
    return parse_conversation({"id": "c-dated", "messages": messages}, 20_000)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("I moved to Berlin two years ago.", "Moved to Berlin (2022)"),  # a fixed shape
        ("I started my own bakery a few years ago.", "Started their own bakery (around 2021)"),  # self-disclosure read by grammar
        ("J'ai déménagé à Lyon il y a deux ans.", "A déménagé à Lyon (2022)"),  # French
        ("I adopted him from a shelter in San Antonio about three years ago.", "Adopted a pet from a shelter in San Antonio (around 2021)"),
    ],
)
def test_no_stored_note_keeps_a_relative_date(memory: Memory, now, line: str, expected: str) -> None:
    """002: a lasting life event is one atomic dated fact, its relative date resolved from the
    message's time, whichever path wrote the note ("Moved to Berlin two years ago" would be wrong
    a year later)."""
    run_pass(memory, dated_convo(line, "I prefer short answers.", at="2024-05-10T12:00:00Z"), None, now=now())
    assert expected in texts(memory, now)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("I just adopted a cat named Luna.", "Adopted a cat named Luna"),  # the note's said_at keeps when
        ("I recently moved to Leeds.", "Moved to Leeds"),
        ("I just started doing aerial yoga.", "Started doing aerial yoga"),
        ("I just adopted a cat last week.", "Adopted a cat (week of 2024-04-29)"),  # its own date stands
    ],
)
def test_just_and_recently_never_stay_in_a_note(memory: Memory, now, line: str, expected: str) -> None:
    """"Just started yoga" is false a month later: "just" and "recently" say when, like "yesterday"."""
    run_pass(memory, dated_convo(line, "I prefer short answers.", at="2024-05-10T12:00:00Z"), None, now=now())
    assert expected in texts(memory, now)


def test_without_a_message_time_the_pass_time_dates_the_note(memory: Memory, now) -> None:
    run_pass(memory, convo("I moved to Berlin two years ago.", "I prefer short answers."), None, now=now())
    assert f"Moved to Berlin ({NOW.year - 2})" in texts(memory, now)


def test_a_requested_note_stays_as_said(memory: Memory, now) -> None:
    run_pass(memory, dated_convo("Remember that I moved to Berlin two years ago.", "I prefer short answers.", at="2024-05-10T12:00:00Z"), None, now=now())
    assert "I moved to Berlin two years ago" in " ".join(texts(memory, now))
