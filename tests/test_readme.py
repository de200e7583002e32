"""The README runs as written: every fenced ```sh and ```python block is executed against a real
`memoryd serve` (rules only, a temporary data dir and runtime dir), in a folder holding the README's
sample conversation as `conversation.json`. Indented examples (setup, the user service) are not run."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.worker.service_harness import served

README = Path(__file__).resolve().parents[1] / "README.md"
FENCE = re.compile(r"^```(\w+)\n(.*?)^```", re.S | re.M)


def blocks(language: str) -> list[str]:
    return [body for lang, body in FENCE.findall(README.read_text(encoding="utf-8")) if lang == language]


def sample_conversation() -> dict:
    for body in blocks("json"):
        data = json.loads(body)
        if isinstance(data, dict) and "messages" in data:
            return data
    raise AssertionError("the README shows no sample conversation")


def test_the_sample_conversation_is_one_a_pass_accepts() -> None:
    conversation = sample_conversation()
    assert sum(m["role"] == "user" for m in conversation["messages"]) >= 2  # fewer is always skipped


@pytest.mark.skipif(shutil.which("curl") is None or sys.platform == "win32", reason="needs curl and a Unix socket")
def test_readme_blocks_run_against_a_real_service(tmp_path: Path) -> None:
    shell, python = blocks("sh"), blocks("python")
    assert shell and python
    service = served(tmp_path).start("--rules-only")
    work = tmp_path / "work"
    work.mkdir()
    (work / "conversation.json").write_text(json.dumps(sample_conversation()), encoding="utf-8")
    env = {**service.env, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}", "PYTHONPATH": str(README.parent)}
    try:
        for body in shell:
            ran = subprocess.run(["bash", "-c", body], cwd=work, env=env, capture_output=True, text=True, timeout=120)
            everything = ran.stdout + ran.stderr
            for broken in ("command not found", "Traceback", "Usage error", "Internal error", '"error"', "No such file"):
                assert broken not in everything, (body, everything)
        notes = json.loads(service.cli("notes", "--json").stdout)["notes"]
        assert notes, "the README's conversation taught nothing"
        for body in python:
            for _ in range(2):  # re-runnable: the second run meets what the first one kept
                ran = subprocess.run([sys.executable, "-c", body], cwd=work, env=env, capture_output=True, text=True, timeout=120)
                assert ran.returncode == 0, (body, ran.stderr)
    finally:
        assert service.stop() == 0
    said = service.process.stderr.read()
    assert f"listening on unix socket {service.socket}" in said and "Logs go to stderr" in said
