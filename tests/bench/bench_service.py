"""The service under load, over its Unix socket, while passes run: 80 notes, then per run one
real-model pass and 100 queued rule-only passes (small conversations the rules cover), and submit
and context latency measured until those 101 jobs are done (goal p99 <= 20 ms and <= 10 ms); also
the resident memory of the idle service with the model unloaded (goal <= 120 MB). Prints figures
with the load average (the machine may be shared: quote both); asserts nothing.

    .venv/bin/python -m tests.bench.bench_service [--runs 3] [--queued 100]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyrings.alt.file.PlaintextKeyring")
os.environ.setdefault("MEMORYD_ALLOW_PLAINTEXT_KEY", "1")  # a throwaway keyring: opted in by name
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="memoryd-bench-keyring-"))

from tests.worker.service_harness import rss_mb, served  # noqa: E402

MESSAGES = ["How do I open a Lightning channel?", "What is a good backup for my multisig?", "Explain fees simply."]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def long_pass(run: int) -> dict:
    lines = [f"Old radio number {i} from run {run} sits on my shelf, restored over quiet weekends." for i in range(40)]
    messages = []
    for line in lines:
        messages += [{"role": "user", "content": line}, {"role": "assistant", "content": "Nice."}]
    return {"id": f"long-{run}", "messages": messages}


def small(run: int, i: int) -> dict:
    return {
        "id": f"small-{run}-{i}",
        "messages": [
            {"role": "user", "content": "I prefer short answers."},
            {"role": "assistant", "content": "Ok."},
            {"role": "user", "content": f"I live in town number {i}."},
        ],
    }


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--queued", type=int, default=100, help="Rule-only passes queued beside the model pass in each run.")
    parser.add_argument("--pause-ms", type=float, default=10, help="Pause between rounds of requests (one submit, three contexts).")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="A setting for the service, e.g. model_threads=1.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        service = served(Path(folder), submit_delay_seconds="0", model_idle_seconds="5", **dict(arg.split("=", 1) for arg in args.set)).start()
        pid = service.process.pid
        time.sleep(2)
        idle_before = rss_mb(pid)
        submit_p, context_p = [], []
        with service.client() as client:
            for index in range(80):
                client.add(f"Note {index} about wallets, nodes and channels number {index}", ("setup", "project", "interest", "goal")[index % 4])
            for run in range(args.runs):
                passes_before = client.status()["passes"]
                submits, contexts = [], []
                started = time.monotonic()
                t = time.perf_counter()
                client.submit(long_pass(run))
                submits.append((time.perf_counter() - t) * 1000)
                for q in range(args.queued):  # queued behind the model pass: rule-only passes
                    t = time.perf_counter()
                    client.submit(small(run, q))
                    submits.append((time.perf_counter() - t) * 1000)
                i = 0
                while client.status()["passes"] - passes_before < args.queued + 1 and time.monotonic() - started < 600:
                    t = time.perf_counter()
                    client.submit(small(run, i % args.queued))  # queued: replaced; passed: nothing new
                    submits.append((time.perf_counter() - t) * 1000)
                    for _ in range(3):
                        t = time.perf_counter()
                        client.context(MESSAGES[i % len(MESSAGES)])
                        contexts.append((time.perf_counter() - t) * 1000)
                    i += 1
                    time.sleep(args.pause_ms / 1000)
                took = time.monotonic() - started
                submit_p.append((percentile(submits, 0.5), percentile(submits, 0.99), len(submits)))
                context_p.append((percentile(contexts, 0.5), percentile(contexts, 0.99), len(contexts)))
                print(
                    f"run {run + 1}: while 1 model pass + {args.queued} rule-only passes ran ({took:.1f} s; load average {load()}): "
                    f"submit p50 {submit_p[-1][0]:.2f} ms p99 {submit_p[-1][1]:.2f} ms (n={len(submits)}); "
                    f"context p50 {context_p[-1][0]:.2f} ms p99 {context_p[-1][1]:.2f} ms (n={len(contexts)})",
                    flush=True,
                )
                service.wait_idle(600)
            loaded = rss_mb(pid)
            deadline = time.monotonic() + 60
            while client.status()["model_loaded"] and time.monotonic() < deadline:
                time.sleep(0.5)
            time.sleep(1)
        idle_after = rss_mb(pid)
        service.stop()
    print(
        f"median of {args.runs} runs over the socket while passes run (load average now {load()}, {os.cpu_count()} CPUs): "
        f"submit p50 {statistics.median(p[0] for p in submit_p):.2f} ms, p99 {statistics.median(p[1] for p in submit_p):.2f} ms (goal <= 20); "
        f"context p50 {statistics.median(p[0] for p in context_p):.2f} ms, p99 {statistics.median(p[1] for p in context_p):.2f} ms (goal <= 10)"
    )
    print(
        f"resident memory: idle at start {idle_before:.0f} MB; after passes, model still loaded {loaded:.0f} MB; "
        f"idle after the model was unloaded {idle_after:.0f} MB (goal <= 120 MB)"
    )


if __name__ == "__main__":
    main()
