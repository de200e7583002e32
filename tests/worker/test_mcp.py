"""`memoryd mcp`, driven by the official SDK's own stdio client: the tools, the guard, the switch and
the errors are those of every other path."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import anyio
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

SECRET = "my password is Tr0ub4dor&3"


def _params(data_dir: Path) -> StdioServerParameters:
    env = {
        "MEMORYD_ALLOW_PLAINTEXT_KEY": "1",
        "PYTHON_KEYRING_BACKEND": os.environ["PYTHON_KEYRING_BACKEND"],
        "XDG_DATA_HOME": os.environ["XDG_DATA_HOME"],
    }
    return StdioServerParameters(command=sys.executable, args=["-m", "worker", "--data-dir", str(data_dir), "mcp"], env=env, cwd=str(Path(__file__).parents[2]))


def _data(result) -> dict:  # type: ignore[no-untyped-def]
    assert not result.is_error, result.content
    return result.structured_content if result.structured_content is not None else json.loads(result.content[0].text)


def _error(result) -> str:  # type: ignore[no-untyped-def]
    assert result.is_error
    return result.content[0].text


def test_mcp_tools_over_stdio(data_dir: Path) -> None:
    conversation = {
        "id": "c-mcp",
        "messages": [
            {"role": "user", "content": "I prefer short answers."},
            {"role": "assistant", "content": "Noted."},
            {"role": "user", "content": "I run a Bitcoin node at home."},
        ],
    }

    async def session() -> None:
        async with stdio_client(_params(data_dir)) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            names = {tool.name for tool in (await client.list_tools()).tools}
            assert {"context", "remember", "notes", "edit", "delete", "submit"} <= names

            note = _data(await client.call_tool("remember", {"text": "I am vegetarian"}))["note"]
            assert note["text"] == "I am vegetarian" and note["source"] == "requested"

            refused = _error(await client.call_tool("remember", {"text": SECRET}))
            assert "Refused (secret)" in refused and "Tr0ub4dor" not in refused

            found = _data(await client.call_tool("notes", {"search": "VEGETARIAN", "limit": 5}))["notes"]
            assert [n["id"] for n in found] == [note["id"]]

            block = _data(await client.call_tool("context", {"message": "What should I cook tonight?"}))
            assert note["id"] in block["notes"] and "vegetarian" in block["block"]

            edited = _data(await client.call_tool("edit", {"note_id": note["id"], "text": "I am vegan"}))["note"]
            assert edited["text"] == "I am vegan"
            assert "not_found" in _error(await client.call_tool("edit", {"note_id": "n_missing", "text": "x"}))

            assert _data(await client.call_tool("submit", {"conversation": conversation}))["job"] >= 1
            assert _data(await client.call_tool("delete", {"note_id": note["id"]}))["deleted"] == note["id"]

    anyio.run(session)

    # the queue the MCP server filled is the store's: the CLI sees the job
    from worker.cli.main import main

    assert main(["--data-dir", str(data_dir), "jobs", "--json"]) == 0


def test_mcp_memory_off_is_the_same_switch(data_dir: Path) -> None:
    from worker.cli.main import main

    assert main(["--data-dir", str(data_dir), "memory", "off"]) == 0

    async def session() -> None:
        async with stdio_client(_params(data_dir)) as (read, write), ClientSession(read, write) as client:
            await client.initialize()
            assert _data(await client.call_tool("context", {"message": "hello"}))["block"] == ""
            refused = _error(await client.call_tool("remember", {"text": "I am vegetarian"}))
            assert "memory" in refused.lower()

    anyio.run(session)
