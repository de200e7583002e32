"""The HTTP/JSON API of interface.md, versioned under /v1, OpenAPI at /v1/openapi.json.

Routes are thin: each calls the verb of the same name (`worker.verbs.Verbs`, on a LocalOps) and is
named for it, so `tests/worker/test_contract.py` can check every verb has its route. memoryd errors
become JSON with the status of their kind; a malformed request is a 400 with one clear sentence and
changes nothing.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable
from typing import Any, Literal

from fastapi import APIRouter, Body, Depends, FastAPI, Header, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from config.constants import CATEGORIES
from config.errors import MemorydError, Unauthorised, UsageError
from config.errors import error_body as memoryd_error_body
from store.reply_path import BUDGETS
from worker.instance import strong_token
from worker.verbs import Verbs

Category = Literal[CATEGORIES]  # type: ignore[valid-type]
Reason = Literal["panel_hidden", "conversation_cleared", "manual"]
Detail = Literal[tuple(BUDGETS)]  # type: ignore[valid-type]


class TextBody(BaseModel):
    # No length rules here: the guard decides (and names `length`), as on the command line.
    text: str = Field(max_length=1_000_000)


class NoteBody(TextBody):
    category: str


class SwitchBody(BaseModel):
    enabled: bool


class ImportBody(BaseModel):
    content: str = Field(max_length=5_000_000, description="A JSON export or a memory.md file, as text.")


class ForgetBody(BaseModel):
    all: bool
    yes: bool


def error_body(message: str, code: int, wire: str, **extra: Any) -> dict[str, Any]:
    return {"error": {"message": message, "code": code, "type": wire, **{k: v for k, v in extra.items() if v is not None}}}


def _validation_message(exc: RequestValidationError) -> str:
    first = exc.errors()[0] if exc.errors() else {}
    where = ".".join(str(part) for part in first.get("loc", ()) if part != "body") or "request"
    if first.get("type") == "json_invalid":
        return "The request body is not valid JSON."
    return f"Invalid {where}: {first.get('msg', 'bad value')}."


def create_app(
    ops: Verbs,
    *,
    token: str | None = None,
    status_extra: dict[str, Any] | None = None,
    on_submit: Callable[[], None] | None = None,
) -> FastAPI:
    """Build the app around the verbs (one LocalOps). With `token` (loopback TCP), every request, the
    OpenAPI document included, needs `Authorization: Bearer <token>`; a weak token is refused here, so an
    empty or short one can never turn the check off."""
    if token is not None and not strong_token(token):
        raise ValueError("The API token is empty or too short (32 random bytes, base64url, at the least).")
    expected = token.encode() if token is not None else None

    async def authorise(authorization: str | None = Header(default=None)) -> None:
        # async: checked on the event loop, without a thread hop on every request
        if expected is None:
            return
        scheme, _, given = (authorization or "").partition(" ")
        # compare_digest on bytes of any length: the time taken does not depend on the token's content
        if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), expected):
            raise Unauthorised()

    app = FastAPI(
        title="memoryd",
        version="1",
        description="Local memory worker for chat assistants.",
        openapi_url=None,  # served below, behind the token
        docs_url=None,
        redoc_url=None,
    )

    app.add_middleware(_JsonBodies)

    @app.exception_handler(MemorydError)
    async def _memoryd_error(_request: Request, exc: MemorydError) -> JSONResponse:
        return JSONResponse(status_code=exc.http_status, content=memoryd_error_body(exc))

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 404:
            message = "Not found: check the id (`memoryd notes` lists them) or the route (/v1/openapi.json)."
            return JSONResponse(status_code=404, content=error_body(message, 5, "not_found"))
        return JSONResponse(status_code=exc.status_code, content=error_body(f"{exc.detail}: see /v1/openapi.json.", 2, "usage"))

    @app.exception_handler(RequestValidationError)
    async def _bad_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(status_code=400, content=error_body(_validation_message(exc), 2, "usage"))

    v1 = APIRouter(prefix="/v1", dependencies=[Depends(authorise)])

    @v1.post("/conversations", status_code=202, summary="Submit a finished conversation")
    def submit(conversation: dict[str, Any] = Body(...), reason: Reason = Query("manual")) -> dict[str, Any]:
        result = ops.submit(conversation, reason)
        if on_submit is not None and "job" in result:
            on_submit()
        return result

    @v1.post("/update", summary="Run a pass now and wait for its changes")
    def update(conversation: dict[str, Any] = Body(...), rules_only: bool = Query(False)) -> dict[str, Any]:
        return ops.update(conversation, rules_only)

    @v1.post("/drain", summary="Run every queued job now")
    def drain(rules_only: bool = Query(False)) -> dict[str, Any]:
        return ops.drain(rules_only)

    @v1.get("/jobs", summary="Queued, running and failed jobs, with why a job failed")
    def jobs() -> dict[str, Any]:
        return ops.jobs()

    @v1.delete("/jobs", summary="Remove the failed jobs")
    def clear_failed(state: Literal["failed"] = Query(...)) -> dict[str, Any]:
        return ops.clear_failed()

    @v1.get("/context", summary="The advisory memory block for a reply")
    async def context(message: str = Query(..., max_length=1_000_000), detail: Detail = Query("balanced")) -> dict[str, Any]:
        # Served on the event loop, without a thread hop: a cached block and one indexed read.
        return ops.context(message, detail)

    @v1.get("/notes")
    def notes(
        category: Category | None = Query(None), search: str | None = Query(None, max_length=1000), limit: int | None = Query(None, ge=1)
    ) -> dict[str, Any]:
        return ops.notes(category, search=search, limit=limit)

    @v1.post("/notes", status_code=201, summary="Add a note of the user's own")
    def add(body: NoteBody) -> dict[str, Any]:
        return ops.add(body.text, body.category)

    @v1.patch("/notes/{note_id}")
    def edit(note_id: str, body: TextBody) -> dict[str, Any]:
        return ops.edit(note_id, body.text)

    @v1.delete("/notes/{note_id}")
    def delete(note_id: str) -> dict[str, Any]:
        return ops.delete(note_id)

    @v1.post("/remember", status_code=201)
    def remember(body: TextBody) -> dict[str, Any]:
        return ops.remember(body.text)

    @v1.post("/categories/{category}/pause")
    def pause(category: Category) -> dict[str, Any]:
        return ops.pause(category)

    @v1.post("/categories/{category}/resume")
    def resume(category: Category) -> dict[str, Any]:
        return ops.resume(category)

    @v1.delete("/categories/{category}/notes", summary="Clear a category")
    def clear(category: Category) -> dict[str, Any]:
        return ops.clear(category)

    @v1.get("/memory", name="memory_switch")
    def memory_state() -> dict[str, Any]:
        return ops.memory_switch(None)

    @v1.put("/memory")
    def memory_switch(body: SwitchBody) -> dict[str, Any]:
        return ops.memory_switch(body.enabled)

    @v1.get("/summary")
    def summary() -> dict[str, Any]:
        return ops.summary()

    @v1.get("/profile")
    def profile() -> dict[str, Any]:
        return ops.profile()

    @v1.delete("/profile/{concept}")
    def profile_forget(concept: str) -> dict[str, Any]:
        return ops.profile_forget(concept)

    @v1.get("/log")
    def log(limit: int | None = Query(None, ge=1)) -> dict[str, Any]:
        return ops.log(limit)

    @v1.get("/export")
    def export(format: Literal["json", "md"] = Query("json")) -> dict[str, Any]:  # noqa: A002 - the query name is the contract
        return ops.export(format)

    @v1.post("/import")
    def import_(body: ImportBody) -> dict[str, Any]:
        return ops.import_(body.content)

    @v1.post("/forget")
    def forget_all(body: ForgetBody) -> dict[str, Any]:
        if not (body.all and body.yes):
            raise UsageError("Forgetting erases both memories for good: send {\"all\": true, \"yes\": true}.")
        return ops.forget_all()

    @v1.post("/check")
    def check(body: TextBody) -> dict[str, Any]:
        return ops.check(body.text)

    @v1.post("/maintain")
    def maintain() -> dict[str, Any]:
        return ops.maintain()

    @v1.get("/status")
    def status() -> dict[str, Any]:
        return ops.status(status_extra)

    @v1.get("/openapi.json", include_in_schema=False)
    async def openapi() -> dict[str, Any]:
        return app.openapi()

    app.include_router(v1)
    return app



class _JsonBodies:
    """Every body this API takes is JSON: read it as JSON whatever the Content-Type says (curl's
    `-d` sends application/x-www-form-urlencoded), so a request body never fails on its header."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["method"] in {"POST", "PUT", "PATCH"}:
            headers = [(key, value) for key, value in scope["headers"] if key != b"content-type"]
            scope = {**scope, "headers": [*headers, (b"content-type", b"application/json")]}
        await self.app(scope, receive, send)
