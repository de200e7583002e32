"""The rooms hold: imports go one way (config <- store <- jobs <- worker) and no module imports
itself back through others. Walks every module's `import` statements with `ast` (those inside
functions and `if TYPE_CHECKING:` too: a deferred import is still a dependency)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
PACKAGES = ("config", "store", "jobs", "worker")
# What each package may not import (its own package and the ones below it are fine).
FORBIDDEN = {
    "config": {"store", "jobs", "worker"},
    "store": {"jobs", "worker"},
    "jobs": {"worker"},
    "worker": set(),
}


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_modules() -> dict[str, Path]:
    return {module_name(path): path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))}


def imported(path: Path, name: str, known: set[str]) -> set[str]:
    """The project modules that `name` (at `path`) imports: `from a.b import c` counts as `a.b.c`
    when that is a module, else `a.b`."""
    found = set()
    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against this module's package
                anchor = name.split(".") if is_package else name.split(".")[:-1]
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:  # `import a.b.c` of a name inside a module
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = package_modules()
    known = set(modules)
    return {name: imported(path, name, known) for name, path in modules.items()}


def forbidden_edges(graph: dict[str, set[str]]) -> list[str]:
    return sorted(
        f"{source} imports {target}"
        for source, targets in graph.items()
        for target in targets
        if target.split(".")[0] in FORBIDDEN[source.split(".")[0]]
    )


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of two or more modules (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_walk_sees_the_project() -> None:
    graph = import_graph()
    assert {"config.errors", "store.notes", "jobs.passes", "worker.cli.main"} <= set(graph)
    assert "store.guard" in graph["store.notes"]  # `from store.guard import check_note`
    assert "store.notes" in graph["store.upkeep"]  # `from store.notes import ...`
    assert "worker.demo" in graph["worker.cli.pass_cmds"]  # an import inside a function counts


def test_imports_go_one_way() -> None:
    assert forbidden_edges(import_graph()) == []


def test_no_import_cycle() -> None:
    assert cycles(import_graph()) == []


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [["a", "b", "c"]]),
        ({"a": {"b"}, "b": set()}, []),
    ],
)
def test_the_cycle_check_finds_cycles(graph: dict[str, set[str]], expected: list[list[str]]) -> None:
    assert cycles(graph) == expected


def test_the_direction_check_names_a_wrong_way_import() -> None:
    assert forbidden_edges({"store.notes": {"jobs.passes", "config.errors"}, "config.errors": {"store.db"}}) == [
        "config.errors imports store.db",
        "store.notes imports jobs.passes",
    ]
