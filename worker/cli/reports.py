"""How a pass's report reads for a person: one line per change, then the model's cost. Shared by
`update` and `demo`, and free of click and of the store."""

from __future__ import annotations

from typing import Any


def describe_report(report: dict[str, Any]) -> str:
    lines = []
    for note in report["added"]:
        lines.append(f"+ {note['text']}  [{note['category']}, {note['source']}, {note['confidence']}]")
    for note in report["replaced"]:
        lines.append(f"~ {note['text']}  [{note['category']}, replaced an older note]")
    for note_id in report["confirmed"]:
        lines.append(f"= {note_id} re-confirmed")
    for item in report["refused"]:
        lines.append(f"x message {item['turn'] + 1}: refused ({item['filter']}): {item['reason']}")
    for item in report["dropped"]:
        where = f"message {item['turn'] + 1}" if item["turn"] >= 0 else "a proposal"
        lines.append(f"- {where}: model proposal dropped ({item['rule']})")
    if not lines:
        lines.append("No changes.")
    lines.append(f"model: {report['model_calls']} call(s), {report['tokens_in']} tokens in, {report['tokens_out']} out")
    return "\n".join(lines)
