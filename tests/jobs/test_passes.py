"""Passes with a scripted model: preconditions, the watermark, grounding, failure, consolidation."""

from __future__ import annotations

from datetime import timedelta

import pytest

from config.errors import PreconditionError
from jobs.conversation import parse_conversation
from jobs.passes import require_ran, run_pass
from store.memory import Memory
from tests.jobs.fakes import ScriptedModel, facts


def convo(*user_lines: str, cid: str = "c-1", incognito: bool = False, assistant: str = "Ok."):
    messages = []
    for line in user_lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": assistant}]
    return parse_conversation({"id": cid, "incognito": incognito, "messages": messages}, 20_000)


def texts(memory: Memory, now) -> list[str]:
    return sorted(n.text for n in memory.notes(now()))


def test_preconditions_skip_without_a_model_call(memory: Memory, now) -> None:
    model = ScriptedModel()
    assert run_pass(memory, convo("I prefer tea.", "I like chess.", incognito=True), now(), lambda: model).skipped == "incognito"
    assert run_pass(memory, convo("I prefer tea."), now(), lambda: model).skipped == "too_few_turns"
    report = run_pass(memory, convo("I prefer short answers.", "Sea kayaks are my passion."), now(), lambda: model)
    assert report.ran and model.prompts
    calls = len(model.prompts)
    again = run_pass(memory, convo("I prefer short answers.", "Sea kayaks are my passion."), now(), lambda: model)
    assert again.skipped == "nothing_new" and len(model.prompts) == calls
    with pytest.raises(PreconditionError) as skipped:
        require_ran(again)
    assert skipped.value.exit_code == 3 and "not grown" in skipped.value.message
    counts = memory.counters(now())
    assert counts["passes"] == 1 and counts["skipped"] == 3 and counts["skipped:nothing_new"] == 1


def test_memory_off_captures_nothing_but_keeps_learning_signals(memory: Memory, now) -> None:
    memory.set_enabled(False, now())
    report = run_pass(memory, convo("I prefer short answers.", "What is a UTXO?"), now(), None)
    assert report.skipped == "memory_off"
    assert memory.notes(now()) == []
    state = {p.concept: p for p in memory.profile(now())}["utxo"]
    assert state.signals == 1 and state.state == "introduced"
    memory.set_enabled(True, now())
    # what was said while memory was off is not captured later
    assert run_pass(memory, convo("I prefer short answers.", "What is a UTXO?"), now(), None).skipped == "nothing_new"


def test_only_new_uncaptured_user_sentences_reach_the_model(memory: Memory, now) -> None:
    model = ScriptedModel()
    run_pass(memory, convo("I prefer short answers.", "Sea kayaks are my passion."), now(), lambda: model)
    model.prompts.clear()
    report = run_pass(
        memory,
        convo("I prefer short answers.", "Sea kayaks are my passion.", "I'm building a kayak.", "Weekends on the water are my favourite thing."),
        now(),
        lambda: model,
    )
    chat = model.prompts[0]
    assert "U1: Weekends on the water are my favourite thing." in chat
    assert "building a kayak" not in chat  # the rules captured it: no model tokens spent on it
    assert "short answers" not in chat and "passion" not in chat  # processed by the earlier pass
    assert any("kayak" in n.text for n in report.outcome.added)


def test_no_model_call_when_the_rules_covered_everything(memory: Memory, now) -> None:
    model = ScriptedModel()
    report = run_pass(memory, convo("I prefer short answers.", "What is a UTXO?", "I live in Lyon."), now(), lambda: model)
    assert report.ran and report.model_calls == 0 and model.prompts == []


def test_an_edited_history_is_read_again(memory: Memory, now) -> None:
    run_pass(memory, convo("I prefer short answers.", "I live in Lyon."), now(), None)
    report = run_pass(memory, convo("I prefer long answers.", "I live in Lyon."), now(), None)
    assert report.ran and report.first_new_turn == 0


def test_a_failed_pass_leaves_the_watermark(memory: Memory, now) -> None:
    conversation = convo("I prefer short answers.", "Sea kayaks are my passion.")
    with pytest.raises(Exception, match="scripted"):
        run_pass(memory, conversation, now(), lambda: ScriptedModel(fail=True))
    assert memory.notes(now()) == []
    assert run_pass(memory, conversation, now(), lambda: ScriptedModel()).ran


def test_the_model_only_points_at_new_user_sentences(memory: Memory, now) -> None:
    model = ScriptedModel(
        facts(
            {"line": 2, "category": "interest", "confidence": "high"},
            {"line": 7, "category": "background", "confidence": "high"},  # no such line: ignored
        )
    )
    conversation = convo("Night coding sessions are my habit.", "I take cello lessons every Tuesday, since 2019.", assistant="Electrum users live in Paris.")
    report = run_pass(memory, conversation, now(), lambda: model)
    prompt = model.prompts[0]
    assert "U1: Night coding sessions are my habit." in prompt and "U2: I take cello lessons" in prompt
    assert "Electrum" not in prompt and "Paris" not in prompt  # assistant turns never reach the model as user words
    learned = [n for n in memory.notes(now()) if n.source == "learned"]
    assert [(n.text, n.confidence, n.category) for n in learned] == [("Takes cello lessons every Tuesday, since 2019", "low", "interest")]
    assert report.model_calls == 1


def test_what_the_model_itself_calls_low_is_dropped(memory: Memory, now) -> None:
    model = ScriptedModel(facts({"line": 1, "category": "interest", "confidence": "low"}))
    report = run_pass(memory, convo("I prefer tea.", "Sea kayaks are my passion."), now(), lambda: model)
    assert report.dropped == [(2, "model_unsure")]
    assert all(n.source != "learned" for n in memory.notes(now()))


def test_model_proposals_pass_the_never_stored_rules_and_the_guard(memory: Memory, now) -> None:
    model = ScriptedModel(
        facts(
            {"line": 1, "category": "setup", "confidence": "high"},
            {"line": 2, "category": "setup", "confidence": "high"},
        )
    )
    report = run_pass(memory, convo("Coinbase keeps my bitcoin for now.", "My stack: 2 BTC on Coinbase."), now(), lambda: model)
    assert memory.notes(now()) == []
    assert {name for _, name, _ in report.outcome.refused} <= {"amount", "exchange"} and report.outcome.refused


def test_model_can_point_at_the_note_it_replaces(memory: Memory, now) -> None:
    run_pass(memory, convo("I work in Rust every day.", "I like chess."), now(), None)
    rust = next(n for n in memory.notes(now()) if "Rust" in n.text)

    def script(prompt: str) -> dict:
        alias = next(line.split(":")[0] for line in prompt.splitlines() if "Rust" in line and line.startswith("N"))
        return {"facts": [{"line": 1, "category": rust.category, "confidence": "medium", "replaces": alias}]}

    now.tick(timedelta(days=1))
    report = run_pass(memory, convo("I work in Rust every day.", "I like chess.", "I switched to Go last month."), now(), lambda: ScriptedModel(script))
    assert [n.id for n in report.outcome.replaced] == [rust.id]
    replaced = next(n for n in memory.notes(now()) if n.id == rust.id)
    assert replaced.text == "Switched to Go last month"
    assert any(c.action == "replace" and c.note_id == rust.id and "pointed" in c.reason for c in memory.changes(now()))


def test_restating_reconfirms_and_overlap_replaces(memory: Memory, now) -> None:
    run_pass(memory, convo("I prefer short answers.", "I like chess."), now(), None)
    first = {n.text: n for n in memory.notes(now())}
    now.tick(timedelta(days=3))
    run_pass(memory, convo("I prefer short answers.", "I like chess.", "Again: I prefer short answers."), now(), None)
    after = {n.text: n for n in memory.notes(now())}
    key = next(t for t in after if "short" in t)
    assert after[key].id == first[key].id and after[key].confirmed_at > first[key].confirmed_at
    assert any(c.action == "confirm" for c in memory.changes(now()))
    run_pass(memory, convo("I prefer short answers.", "I like chess.", "Again: I prefer short answers.", "I prefer short, direct answers."), now(), None)
    shorts = [n for n in memory.notes(now()) if "short" in n.text.lower()]
    assert len(shorts) == 1 and "direct" in shorts[0].text


def test_long_conversations_are_chunked_to_fit_the_context(memory: Memory, now) -> None:
    model = ScriptedModel(context_tokens=512)
    lines = [f"Vintage radio number {i} sits on my shelf, restored over many weekends." for i in range(60)]
    report = run_pass(memory, convo(*lines), now(), lambda: model)
    assert report.model_calls == len(model.prompts) > 1
    assert all(model.count_tokens(p) <= 512 for p in model.prompts)
