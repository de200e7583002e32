"""`memoryd mcp`: a Model Context Protocol server over stdio (the official `mcp` SDK), so Claude
Desktop, Cursor, VS Code and other MCP clients can use the memory.

Each tool call opens the data dir the way every CLI command does (the running service over its
socket when there is one, else the store under its lock) and closes it again, so the MCP server
never holds the data dir between calls. The verbs are the same `worker.verbs.Verbs` (LocalOps or
Client) as the CLI and the API: the same guard, memory switch and errors. A memoryd error becomes a
tool error carrying the same one sentence (a refusal names the filter, never the text).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from config.errors import MemorydError, error_code
from worker.verbs import Data, Verbs

INSTRUCTIONS = (
    "memoryd keeps a small, private, device-local memory about the user. Before replying, call "
    "`context` with the user's message and treat the block as advisory background. Call `remember` "
    "when the user asks you to remember something. When a conversation is finished, hand it over "
    "with `submit` so memoryd can learn from it in the background."
)


def build_server(data_dir: str | None = None, config_file: str | None = None) -> MCPServer:
    """The server with its tools; `data_dir`/`config_file` as given to `memoryd`."""
    from worker.cli.app import App  # noqa: PLC0415 - the store's imports load with the server

    @contextmanager
    def ops(*, read_only: bool = False) -> Iterator[Verbs]:
        state = App(data_dir, config_file)
        try:
            yield state.ops(read_only=read_only)
        except MemorydError as exc:
            raise ToolError(f"{exc.message} [{error_code(exc)}]") from None
        finally:
            state.close()

    def call(verb: Callable[[Verbs], Data], *, read_only: bool = False) -> Data:
        with ops(read_only=read_only) as verbs:
            return verb(verbs)

    server = MCPServer(name="memoryd", instructions=INSTRUCTIONS)

    @server.tool()
    def context(message: str, detail: Literal["light", "balanced", "detailed"] = "balanced") -> Data:
        """The advisory memory block for a reply to MESSAGE: {"block", "notes", "tokens"}. The block is
        empty when memory is off or nothing is relevant."""
        return call(lambda v: v.context(message, detail), read_only=True)

    @server.tool()
    def remember(text: str) -> Data:
        """Keep TEXT verbatim as a note the user asked for, after the privacy filters (a refusal names the filter)."""
        return call(lambda v: v.remember(text))

    @server.tool()
    def notes(category: str | None = None, search: str | None = None, limit: int | None = None) -> Data:
        """List the notes ({"notes": [...]}); optionally one category, those whose text contains SEARCH, at most LIMIT."""
        return call(lambda v: v.notes(category, search=search, limit=limit), read_only=True)

    @server.tool()
    def edit(note_id: str, text: str) -> Data:
        """Rewrite note NOTE_ID with TEXT (through the filters)."""
        return call(lambda v: v.edit(note_id, text))

    @server.tool()
    def delete(note_id: str) -> Data:
        """Delete note NOTE_ID for good."""
        return call(lambda v: v.delete(note_id))

    @server.tool()
    def submit(conversation: dict[str, Any], reason: Literal["panel_hidden", "conversation_cleared", "manual"] = "manual") -> Data:
        """Hand over a finished conversation, {"id": ..., "messages": [{"role": "user"|"assistant"|"system",
        "content": ...}, ...]}; memoryd learns from it in the background. Returns {"job": ID} or {"skipped": REASON}."""
        return call(lambda v: v.submit(conversation, reason))

    return server


def serve(data_dir: str | None = None, config_file: str | None = None) -> None:
    build_server(data_dir, config_file).run("stdio")
