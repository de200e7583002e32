"""Where the project's shared documents are, when they are present (the suite passes without them)."""

from __future__ import annotations

import json
import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MEMORYD_SHARED_DIR") or REPO.parent / "shared")


def eval_cases(name: str) -> list[dict]:
    path = SHARED / "eval" / name
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
