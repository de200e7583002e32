"""Time comes in one way: every function, method, nested function or lambda of the packages that
takes a parameter named `now` takes it keyword-only and last (`..., *, ..., now`), so no caller
can pass the clock by position and no signature puts it anywhere else. Walks the source with `ast`
rather than importing it: nested functions (a wrapped `write`) and modules that load the model
are checked too."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).parents[1]
PACKAGES = ("config", "store", "jobs", "worker")

Function = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda


def misplaced_now(source: str, filename: str = "<source>") -> list[str]:
    """`file:line name` for each function whose `now` is positional, or keyword-only but not last."""
    found = []
    for node in ast.walk(ast.parse(source, filename=filename)):
        if not isinstance(node, Function):
            continue
        args = node.args
        positional = [a.arg for a in (*args.posonlyargs, *args.args)]
        keyword = [a.arg for a in args.kwonlyargs]
        if "now" in positional or ("now" in keyword and (keyword[-1] != "now" or args.kwarg is not None)):
            found.append(f"{filename}:{node.lineno} {getattr(node, 'name', '<lambda>')}")
    return found


def test_now_is_keyword_only_and_last_everywhere() -> None:
    files = [path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))]
    assert len(files) > 50  # the walk found the packages
    wrong = [hit for path in files for hit in misplaced_now(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert wrong == []


def test_the_check_sees_each_way_of_getting_it_wrong() -> None:
    wrong = """
def first(now, text): ...
def positional_last(text, now): ...
def keyword_not_last(text, *, now, limit=None): ...
def before_kwargs(text, *, now, **extra): ...
class Memory:
    def notes(self, now, category=None): ...
def outer():
    def write(now, *, memory_changes=True): ...
later = lambda now: now
"""
    assert sorted(hit.split(" ")[1] for hit in misplaced_now(wrong)) == sorted(
        ["first", "positional_last", "keyword_not_last", "before_kwargs", "notes", "write", "<lambda>"]
    )
    right = """
def a(*, now): ...
def b(text, category=None, *, limit=None, now=None): ...
class Runner:
    def run(self, conversation, *, use_model=None, now=None): ...
def clock(): return utcnow()
"""
    assert misplaced_now(right) == []
