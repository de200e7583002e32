"""The verb contract (`worker.verbs.Verbs`) holds on both sides: LocalOps and Client declare every
verb the same way, the API has a route named for each, and a script of verbs gives the same
results and the same errors in process and through the API (in process too: no `serve`)."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.routing import APIRoute
from freezegun import freeze_time
from fastapi.testclient import TestClient
from starlette.routing import Match

from config.errors import MemorydError, NotFound, PreconditionError, Refused, UsageError
from config.settings import load_settings
from store.memory import Memory
from tests.conftest import NOW
from worker.api import create_app
from worker.client import Client
from worker.ops import LocalOps
from worker.runner import Runner
from worker.verbs import NOT_ROUTED, Verbs, verb_names

SIDES = [LocalOps, Client]


def declared(cls: type, name: str) -> Callable[..., Any]:
    """The method as the class itself defines it: one left to the Protocol's `...` body does not count."""
    method = cls.__dict__.get(name)
    assert method is not None, f"{cls.__name__} does not define the verb {name}"
    return method


def shape(signature: inspect.Signature) -> list[tuple[str, Any, Any, Any]]:
    return [(p.name, p.kind, p.default, p.annotation) for p in signature.parameters.values()]


@pytest.mark.parametrize("side", SIDES, ids=lambda cls: cls.__name__)
def test_each_side_declares_every_verb_as_the_contract_does(side: type) -> None:
    assert Verbs in side.__mro__, f"{side.__name__} is not declared to implement Verbs"
    for name in [*verb_names(), *NOT_ROUTED]:
        wanted = inspect.signature(getattr(Verbs, name))
        got = inspect.signature(declared(side, name))
        assert shape(got) == shape(wanted), f"{side.__name__}.{name}{got} is not Verbs.{name}{wanted}"
        assert got.return_annotation == wanted.return_annotation, f"{side.__name__}.{name} returns {got.return_annotation}"


def test_the_contract_lists_the_verbs_the_cli_and_the_api_use() -> None:
    names = verb_names()
    assert len(names) == len(set(names)) >= 20
    assert {"notes", "remember", "context", "submit", "update", "drain", "status", "forget_all"} <= set(names)


def api_routes(routes: list) -> Iterator[APIRoute]:
    for route in routes:
        if hasattr(route, "original_router"):  # FastAPI 0.165 keeps an included router whole
            yield from api_routes(route.original_router.routes)
        elif isinstance(route, APIRoute):
            yield route


def v1_routes(app) -> list[APIRoute]:  # noqa: ANN001 - a FastAPI app
    return [route for route in api_routes(app.routes) if route.path.startswith("/v1/") and route.include_in_schema]


def test_every_verb_has_a_route_named_for_it_and_every_route_is_a_verb() -> None:
    names = {route.name for route in v1_routes(create_app(LocalOps.__new__(LocalOps)))}
    assert set(verb_names()) == names


# ---- the same script in process and through the API ------------------------------------------------


@pytest.fixture
def make_ops(tmp_path: Path) -> Iterator[Callable[[str], LocalOps]]:
    opened: list[Memory] = []

    def make(name: str) -> LocalOps:
        memory = Memory.open(load_settings(tmp_path / name), now=NOW)
        opened.append(memory)
        return LocalOps(memory, Runner(memory, use_model=False))

    yield make
    for memory in opened:
        memory.close()


def over_api(ops: LocalOps, served: list[str]) -> Client:
    """A Client whose requests go to an in-process API around OPS; SERVED gets the name of the route
    each request matched."""
    app = create_app(ops)
    http = TestClient(app, base_url="http://memoryd")

    def record(request) -> None:  # noqa: ANN001 - an httpx.Request
        scope = {"type": "http", "method": request.method, "path": request.url.path, "root_path": ""}
        served.append(next((route.name for route in v1_routes(app) if route.matches(scope)[0] == Match.FULL), "?"))

    http.event_hooks["request"].append(record)
    client = Client.__new__(Client)
    client._http = http
    return client


def turns(cid: str, *texts: str) -> dict:
    return {"id": cid, "messages": [{"role": "user", "content": text} for text in texts]}


def script(v: Verbs, after: Callable[[str], None]) -> list[tuple[str, Any]]:
    """Every verb at least once, errors included; each outcome is the JSON result or the error's class
    and exit code. AFTER is called with each verb's name once it returned or raised."""
    outcomes: list[tuple[str, Any]] = []

    def call(name: str, *args: Any, **kwargs: Any) -> Any:
        try:
            result = getattr(v, name)(*args, **kwargs)
        except MemorydError as exc:
            result = None
            outcomes.append((name, (type(exc).__name__, exc.exit_code)))
        else:
            outcomes.append((name, result))
        after(name)
        return result

    kept = call("remember", "I keep my bike in the garage.")
    call("add", "I prefer green tea in the morning.", "preference")
    call("remember", "my password is hunter2 ok")  # Refused
    call("add", "A note without a home.", "bogus")  # Refused
    call("notes")
    call("notes", "preference", search="TEA", limit=1)
    call("notes", "bogus")  # UsageError
    call("notes", limit=0)  # UsageError
    call("edit", kept["note"]["id"], "I keep my bike in the shed.")
    call("edit", "n_000000000000", "No such note.")  # NotFound
    call("delete", "n_000000000000")  # NotFound
    call("context", "Where is my bike?")
    call("context", "Where is my bike?", "light")
    call("context", "Where is my bike?", "bogus")  # UsageError
    call("check", "I run a full node")
    call("check", "my password is hunter2 ok")
    call("pause", "goal")
    call("resume", "goal")
    call("pause", "bogus")  # UsageError
    call("summary")
    call("profile")
    call("profile_forget", "no-such-concept")  # NotFound
    call("log")
    call("log", 1)
    call("log", 0)  # UsageError (in process it used to read as "none", over the API as "all")
    call("export", "md")
    call("export", "xml")  # UsageError
    exported = call("export")
    call("import_", json.dumps(exported))
    call("import_", "neither JSON nor markdown {")
    call("submit", turns("c-1", "I prefer tea.", "I live in Lyon."), "manual")
    call("submit", "not json")  # UsageError
    call("jobs")
    call("drain", True)
    call("update", turns("c-2", "I work as a nurse.", "I moved to Paris last year."), True)
    call("update", turns("c-3", "Hi."), True)  # PreconditionError: too few turns
    call("clear_failed")
    call("maintain")
    call("status", {"service": "x"})
    call("memory_switch", False)
    call("remember", "I keep spare keys in the blue box.")  # PreconditionError: memory is off
    call("memory_switch")
    call("memory_switch", True)
    call("clear", "preference")
    call("delete", kept["note"]["id"])
    call("forget_all")
    call("notes")
    return outcomes


NOTE_ID = re.compile(r"n_[0-9a-f]{12}")


def same_across_stores(outcomes: list[tuple[str, Any]], data_dir: Path) -> str:
    """The outcomes as text, with what differs between two stores (note ids, the data dir) named by order."""
    text = json.dumps(outcomes, sort_keys=True).replace(str(data_dir), "DATA_DIR")
    ids: dict[str, str] = {}
    return NOTE_ID.sub(lambda m: ids.setdefault(m.group(), f"note-{len(ids)}"), text)


def test_the_same_script_gives_the_same_results_and_errors_in_process_and_over_the_api(make_ops, tmp_path: Path) -> None:
    served: list[str] = []
    routed: list[str] = []
    client = over_api(make_ops("served"), served)  # built before time stands still: FastAPI imports as it builds

    def each_request_reached_its_route(name: str) -> None:
        # A verb sends one request, to the route named for it; one refused before sending (a
        # conversation that is not JSON) sends none.
        assert served in ([], [name]), f"{name} was served by {served}"
        routed.extend(served)
        served.clear()
        clock.tick()

    def local_call(name: str) -> None:
        called.append(name)
        clock.tick()

    called: list[str] = []
    # Both stores see the same clock, a second on after each verb (notes of one second sort by id).
    with freeze_time(NOW, ignore=["_pytest"]) as clock:
        local = script(make_ops("local"), local_call)
        clock.move_to(NOW)
        with client:
            remote = script(client, each_request_reached_its_route)

    assert set(called) == set(verb_names()) == set(routed), "the script calls every verb, and each reaches its route"
    errors = {outcome[0] for _name, outcome in local if isinstance(outcome, tuple)}
    assert {cls.__name__ for cls in (NotFound, Refused, UsageError, PreconditionError)} <= errors
    assert same_across_stores(remote, tmp_path / "served") == same_across_stores(local, tmp_path / "local")
