"""store.lazy_re: patterns that compile on first use answer as compiled ones do, and every pattern
of the guard compiles."""

from __future__ import annotations

import copy
import pickle
import re

import pytest
import regex

from store import lazy_re

CASES = [
    (r"(?P<word>[a-z]+)(\d+)?", 0, ["abc12 de 3", "Nothing", "x9y8"]),
    (r"^pin\s*:\s*(\d{4})$", re.IGNORECASE | re.MULTILINE, ["note\nPIN: 4421\nmore", "pin:12345"]),
    (r"\s+", 0, ["a  b\tc\n", ""]),
]


@pytest.mark.parametrize(("source", "flags", "texts"), CASES)
def test_answers_as_the_compiled_pattern(source: str, flags: int, texts: list[str]) -> None:
    for lazy, eager in ((lazy_re.compile(source, flags), re.compile(source, flags)), (lazy_re.compile_regex(source, flags), regex.compile(source, flags))):
        assert lazy.pattern == eager.pattern
        for text in texts:
            assert lazy.findall(text) == eager.findall(text)
            assert lazy.split(text) == eager.split(text)
            assert lazy.sub("_", text) == eager.sub("_", text)
            assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
            found, expected = lazy.search(text), eager.search(text)
            assert (found and found.span()) == (expected and expected.span())
            assert bool(lazy.match(text)) == bool(eager.match(text)) and bool(lazy.fullmatch(text)) == bool(eager.fullmatch(text))
        assert lazy.groupindex == eager.groupindex and lazy.groups == eager.groups and lazy.flags == eager.flags


def test_compiles_on_first_use_only() -> None:
    def broken() -> None:
        pattern = lazy_re.compile("(unclosed")  # made without error: nothing compiled yet
        assert pattern.pattern == "(unclosed" and "compiled" not in vars(pattern)
        with pytest.raises(re.error):
            pattern.search("text")

    broken()
    used = lazy_re.compile(r"\d+")
    assert used.findall("a1b22") == ["1", "22"]
    assert "compiled" in vars(used) and vars(used)["search"].__self__ is vars(used)["compiled"]  # kept, not recompiled


def test_copied_and_pickled_as_the_uncompiled_pattern() -> None:
    used = lazy_re.compile_regex(r"\p{L}+")
    assert used.findall("ab 12 cd") == ["ab", "cd"]
    for twin in (copy.deepcopy(used), pickle.loads(pickle.dumps(used))):
        assert "compiled" not in vars(twin) and twin.findall("é 1 x") == ["é", "x"]


def test_every_pattern_of_the_guard_compiles() -> None:
    from store.guard import amounts, exchanges, instructions, raw_values, secrets, subjects, values  # noqa: F401

    # A broken pattern in the policy data fails here, as it failed at import when patterns compiled
    # eagerly; and the guard's tables are made through lazy_re (some four hundred patterns).
    assert lazy_re.compile_all() >= 300
