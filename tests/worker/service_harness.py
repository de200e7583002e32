"""Start a real `memoryd serve` in a subprocess on a temporary data dir and socket."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from worker.client import Client

MEMORYD = str(Path(sys.executable).with_name("memoryd"))


@dataclass
class Served:
    data_dir: Path
    env: dict[str, str]
    process: subprocess.Popen | None = None
    socket: Path | None = None
    extra: list[str] = field(default_factory=list)

    def start(self, *args: str, timeout: float = 60) -> Served:
        self.process = subprocess.Popen([MEMORYD, "serve", *args], env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        pointer = self.data_dir / "service.json"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"serve exited {self.process.returncode}: {self.process.stderr.read()}")
            if pointer.exists():
                try:
                    with self.client() as client:
                        status = client.status()
                    self.socket = Path(status["socket"])
                    return self
                except Exception:  # noqa: BLE001 - not listening yet
                    pass
            time.sleep(0.05)
        raise RuntimeError("serve did not start in time")

    def client(self) -> Client:
        return Client.for_data_dir(self.data_dir)

    def raw(self) -> httpx.Client:
        return httpx.Client(transport=httpx.HTTPTransport(uds=str(self.socket)), base_url="http://memoryd", timeout=30)

    def cli(self, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([MEMORYD, *args], env=self.env, input=stdin, capture_output=True, text=True, timeout=120)

    def wait_idle(self, timeout: float = 120) -> dict:
        deadline = time.monotonic() + timeout
        with self.client() as client:
            while time.monotonic() < deadline:
                status = client.status()
                if status["queued"] == 0 and status["running"] == 0:
                    return status
                time.sleep(0.1)
        raise RuntimeError(f"queue not empty after {timeout} s: {status}")

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 60) -> int:
        if self.process is None or self.process.poll() is not None:
            return self.process.returncode if self.process else 0
        self.process.send_signal(sig)
        return self.process.wait(timeout)


def served(tmp_path: Path, **settings: str) -> Served:
    runtime = tempfile.mkdtemp(prefix="mdrt-", dir="/tmp")  # short: a socket path has a 108-byte limit
    env = dict(os.environ)
    env.update({"MEMORYD_DATA_DIR": str(tmp_path / "data"), "MEMORYD_RUNTIME_DIR": runtime})
    env.update({f"MEMORYD_{key.upper()}": value for key, value in settings.items()})
    return Served(tmp_path / "data", env)


def rss_mb(pid: int) -> float:
    """Resident memory of process `pid` in MB, from /proc (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError(f"no VmRSS for process {pid}")
