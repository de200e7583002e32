"""The judge's logic with a scripted model: which sentences are candidates, how a score becomes a
keep, the probe's arithmetic and which GGUF it belongs to, and the category code gives a kept line."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from config import model_files
from config.constants import CATEGORIES
from jobs import judge, lasting
from tests.jobs.fakes import ScriptedModel, says_yes_to


@pytest.mark.parametrize(
    "sentence",
    [
        "I have two cats, Miso and Tofu.",
        "My husband is a firefighter.",
        "Painting is how I express my feelings.",
        "J'ai deux enfants, Léa et Hugo.",
        "Mon chat s'appelle Pixel.",
    ],
)
def test_first_person_statements_are_candidates(sentence: str) -> None:
    assert judge.is_candidate(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "What do you think about my plan?",  # a question
        "Lovely weather today.",  # nothing about the writer
        "It's for my mom, she turns 60.",  # opens on a pronoun that points back
        "That was my favourite part.",
        "C'est pour ma mère.",
        "I love your new haircut.",  # the other party would be in the note
        "Tu as raison, je pense.",
        "We can tackle anything together.",  # a group, not the writer
        "Here's a pic of my garden.",  # points at something shown
        "My neighbour says she loves my roses.",  # someone else, by pronoun
    ],
)
def test_what_cannot_stand_alone_as_a_note_is_no_candidate(sentence: str) -> None:
    assert not judge.is_candidate(sentence)


def test_every_question_has_the_same_prefix_and_the_sentence_last() -> None:
    first, second = judge.messages_for("I keep bees."), judge.messages_for("I  play\nbass.")
    assert first[:-1] == second[:-1] and first[0]["role"] == "system"
    assert "I keep bees." in first[-1]["content"] and "I play bass." in second[-1]["content"]


def test_the_yes_no_judge_keeps_what_clears_the_threshold() -> None:
    model = ScriptedModel(says_yes_to("bees"))
    run = judge.judge(model, ["I keep bees on my roof.", "I had a sandwich."])
    assert run.method == "yes_no" and run.calls == 2 and run.kept == ["I keep bees on my roof."]
    assert run.scores[0] > judge.YES_NO_THRESHOLD > run.scores[1]
    stricter = judge.judge(model, ["I keep bees on my roof."], threshold=run.scores[0] + 1)
    assert stricter.kept == []


def probe(weights: list[float], *, threshold: float = 0.5, bias: float = 0.0) -> judge.Probe:
    n = len(weights)
    return judge.Probe("m.gguf", 10, [0.0] * n, [1.0] * n, weights, bias, threshold)


class Embedding(ScriptedModel):
    def __init__(self, vectors: dict[str, list[float]]):
        super().__init__()
        self.vectors = vectors

    def embed(self, text: str) -> tuple[list[float], int]:
        return self.vectors[text], len(text.split())


def test_the_probe_keeps_by_probability_and_never_asks_in_words() -> None:
    model = Embedding({"I keep bees.": [2.0, 0.0], "Thanks!": [-2.0, 0.0]})
    run = judge.judge(model, ["I keep bees.", "Thanks!"], probe=probe([1.0, 5.0]))
    assert run.method == "probe" and run.kept == ["I keep bees."] and model.prompts == []
    # without code's score, code counts as undecided (0.5): half the probe's log-odds
    assert run.scores[0] == pytest.approx(1 / (1 + math.exp(-1))) and run.tokens_in == 4


def test_the_probe_decides_with_codes_judge() -> None:
    model = Embedding({"I keep bees.": [1.0, 0.0], "I had a sandwich.": [1.0, 0.0]})
    # the same lukewarm probe (p = 0.73): code's confidence tips one way or the other
    run = judge.judge(model, ["I keep bees.", "I had a sandwich."], probe=probe([1.0, 0.0], threshold=0.7), code=[0.9, 0.2])
    assert run.kept == ["I keep bees."]
    assert run.scores == [pytest.approx(judge.combined(0.9, 1 / (1 + math.exp(-1)))), pytest.approx(judge.combined(0.2, 1 / (1 + math.exp(-1))))]


@given(st.floats(0.0, 1.0), st.floats(0.0, 1.0))
def test_combined_lies_between_its_parts_and_is_symmetric(code: float, probe_p: float) -> None:
    both = judge.combined(code, probe_p)
    assert min(code, probe_p) - 1e-6 <= both <= max(code, probe_p) + 1e-6
    assert both == pytest.approx(judge.combined(probe_p, code))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(-50, 50), min_size=1, max_size=8), st.floats(-50, 50))
def test_probe_probability_is_a_probability_that_grows_with_the_score(vector: list[float], shift: float) -> None:
    p = probe([1.0] * len(vector))
    low, high = p.probability(vector), p.probability([v + abs(shift) / len(vector) for v in vector])
    assert 0.0 <= low <= high <= 1.0


def test_the_bundled_probe_belongs_to_its_gguf_only(tmp_path: Path) -> None:
    bundled = judge.bundled_probe()
    assert bundled is not None and 0.0 < bundled.threshold < 1.0
    assert len(bundled.weights) == len(bundled.mean) == len(bundled.scale)
    other = tmp_path / "qwen2.5-1.5b-instruct-q4_k_m.gguf"
    other.write_bytes(b"x" * 16)
    same_name = tmp_path / bundled.model_file
    same_name.write_bytes(b"x" * 16)  # same name, other size: not the file it was fitted on
    assert not bundled.fits(other) and not bundled.fits(same_name)

    class Elsewhere(ScriptedModel):
        path = other

    assert judge.probe_for(Elsewhere()) is None  # another GGUF is asked the question in words
    assert judge.judge(Elsewhere(says_yes_to("bees")), ["I keep bees."]).method == "yes_no"


@pytest.mark.parametrize(
    "sentence",
    ["I'm allergic to peanuts.", "Jazz is my favourite music.", "I want to open a bakery one day.", "I love hiking.", "My sister is a nurse."],
)
def test_a_kept_sentence_gets_a_category_from_code(sentence: str) -> None:
    assert judge.category_of(sentence) in CATEGORIES and judge.category_of(sentence) != "requested"


def test_the_bundled_probe_was_fitted_with_the_shipped_code_weights() -> None:
    # Its threshold is for the two judges together: a refit of code's weights needs a refit of it.
    bundled = judge.bundled_probe()
    assert bundled is not None and bundled.code_weights == lasting.weights_digest() != ""


def test_a_probe_fitted_with_other_code_weights_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    bundled = judge.bundled_probe()

    class Bundled(ScriptedModel):
        path = model_files.bundled_model()

    assert judge.probe_for(Bundled()) is bundled
    monkeypatch.setattr(judge, "bundled_probe", lambda: replace(bundled, code_weights="0" * 16))
    assert judge.probe_for(Bundled()) is None  # asked in words rather than thresholded wrongly


def test_codes_scores_must_match_the_sentences() -> None:
    with pytest.raises(ValueError):
        judge.judge(ScriptedModel(), ["I keep bees."], code=[0.5, 0.5])
