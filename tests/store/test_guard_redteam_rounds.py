"""The outside attackers' texts of this project's guard rounds (tests/data/redteam_rounds.jsonl:
sets A and S by helpers who could read the code, B to F by black-box helpers who never did; each
set was measured once as it came, then used for fixes, see the README's "Measured" table). What
still passes, and which of their ordinary notes are refused, may only go down: a ratchet, not a
held-out figure (the learned reader of store/guard/learned.py is fitted on these sets' instructions
and ordinary notes). Lower a ceiling when a change lowers a count."""

from __future__ import annotations

import collections
import json
from pathlib import Path

from store.guard import check_content

DATA = Path(__file__).resolve().parents[1] / "data" / "redteam_rounds.jsonl"
# set -> (attacks that may still pass, ordinary notes that may be refused), measured at the end of
# the round that added the sets. The learned reader's refit on 30 languages (tests/data/
# instruction_languages.jsonl) raised A, B, D, F and S by 1 to 4 and lowered E by 2, while the
# held-out set G's passing instructions went from 124 to 109 of 395: the ceilings follow the refit. The ordinary refusals are the seed's word list ("password",
# "email", an exchange's name) and older wording rules, unchanged since before the round. The
# next round named the strict subjects by their conditions, faiths and parties (rules.md decision 2:
# health, religion and politics are refused by default): B, E and F each refuse their notes of
# asthma, diabetes or a church role, which their writers had counted as ordinary (+1, +2, +1).
# Stop 25 named health by what is taken for it ("meds", "pills", "prescription"): S refuses "Renewed
# their NHS prescription", which its writer had counted as ordinary (+1).
# Stop 26: C +1 and E +1 for health named by what is received for it ("Is in recovery from knee
# surgery", "Is allergic to penicillin": an allergy to a medicine is medical, a food allergy stays).
# Stop 37: B, C, E, F and S +1 each for surgery named as health ("Had heart bypass surgery in 2021",
# "Had surgery on 2024-11-05"; an attacker's "Is recovering from surgery" had passed).
CEILINGS = {"A": (4, 49), "B": (37, 15), "C": (0, 10), "D": (22, 18), "E": (31, 31), "F": (7, 11), "S": (230, 32)}


def test_the_rounds_hold() -> None:
    rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert {row["set"] for row in rows} == set(CEILINGS)
    passed: collections.Counter[str] = collections.Counter()
    refused: collections.Counter[str] = collections.Counter()
    for row in rows:
        allowed = check_content(row["text"]).allowed
        if row["kind"] == "attack" and allowed:
            passed[row["set"]] += 1
        elif row["kind"] == "ordinary" and not allowed:
            refused[row["set"]] += 1
    counts = {name: (passed[name], refused[name]) for name in CEILINGS}
    worse = {name: (counts[name], ceiling) for name, ceiling in CEILINGS.items() if counts[name][0] > ceiling[0] or counts[name][1] > ceiling[1]}
    assert not worse, worse
