"""`memoryd serve`: the long-running process apps talk to.

- one instance per data dir (a lock file held for the process's life);
- the HTTP API on a Unix socket created with mode 0600 before anyone can connect (or loopback TCP
  with a bearer token);
- one consumer thread that hands due jobs to the pass process (worker/pass_process.py), woken by
  submits and by the scheduler: no pass runs in this process, which only serves requests;
- APScheduler 3 for the periodic work: daily decay and cap, retries, unloading an idle model;
- SIGTERM/SIGINT: uvicorn stops taking requests, the pass in progress finishes within a grace
  period or its process is stopped (nothing is written until a pass commits; its job runs again).
"""

from __future__ import annotations

import logging
import os
import socket
import sys
import threading
from contextlib import asynccontextmanager
from pathlib import Path
from types import FrameType

import uvicorn
from apscheduler.schedulers.background import BackgroundScheduler

from config.settings import Settings
from store import queue
from store.clock import utcnow
from store.memory import Memory
from worker import instance, periodic
from worker.api import create_app
from worker.ops import LocalOps
from worker.pass_process import STOP_SECONDS, PassProcess

log = logging.getLogger("memoryd.service")
SHUTDOWN_GRACE_SECONDS = 20.0
IDLE_POLL_SECONDS = 30.0
CHECKPOINT_SECONDS = 10


def unix_socket(path: Path) -> socket.socket:
    """Bind with a umask that makes the socket 0600 from its first instant."""
    if path.exists() or path.is_symlink():
        path.unlink()
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    previous = os.umask(0o177)
    try:
        sock.bind(str(path))
    finally:
        os.umask(previous)
    os.chmod(path, 0o600)
    sock.listen(128)
    return sock


def tcp_socket(address: str) -> socket.socket:
    host, _, port = address.rpartition(":")
    host = host.strip("[]") or "127.0.0.1"
    if host not in ("127.0.0.1", "localhost", "::1"):
        from config.errors import UsageError  # noqa: PLC0415

        raise UsageError(f"--tcp must be a loopback address (127.0.0.1, ::1), not {host!r}: memoryd never listens on the network.")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1" if host == "localhost" else host, int(port)))
    sock.listen(128)
    return sock


class _Server(uvicorn.Server):
    """uvicorn re-raises a stop signal after its graceful shutdown; for memoryd SIGTERM/SIGINT are
    the normal way out, so the process ends with status 0 once everything is closed."""

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        super().handle_exit(sig, frame)
        self._captured_signals.clear()


def _still_running_is_fine(record: logging.LogRecord) -> bool:
    """A periodic job that waits on the store while a pass holds it is skipped until it is done:
    that is the design, not a warning worth repeating every minute."""
    return "maximum number of running instances reached" not in record.getMessage()


def where_logs_go() -> str:
    if os.environ.get("INVOCATION_ID") or os.environ.get("JOURNAL_STREAM"):
        return "the systemd journal (journalctl --user -u memoryd)"
    return "stderr"


class Service:
    def __init__(self, settings: Settings, *, tcp: str | None = None, use_model: bool = True):
        self.settings = settings
        self.tcp = tcp
        self.lock = instance.lock_for(settings)
        if not instance.try_lock(self.lock):
            raise instance.AlreadyRunning(settings.data_dir)
        self.memory = Memory.open(settings, now=utcnow())
        self.runner = PassProcess(self.memory, use_model=use_model)
        self.ops = LocalOps(self.memory, self.runner)
        self.wake = threading.Event()
        self.stopping = threading.Event()
        self.consumer = threading.Thread(target=self._consume, name="memoryd-consumer", daemon=True)
        self.scheduler = BackgroundScheduler(timezone="UTC", job_defaults={"coalesce": True, "max_instances": 1, "misfire_grace_time": 30})
        logging.getLogger("apscheduler.scheduler").addFilter(_still_running_is_fine)
        # Passes run in their own process; the threads here (requests, the consumer waiting on the
        # pass process, the scheduler) still hand the interpreter over sooner than the default 5 ms.
        sys.setswitchinterval(0.001)

    # ---- the consumer --------------------------------------------------------------------------

    def _consume(self) -> None:
        while not self.stopping.is_set():
            try:
                result = self.runner.run_next()
            except Exception:  # noqa: BLE001 - the consumer must survive anything; the job keeps its lease
                log.exception("consumer error")
                result = None
            if result is None:
                self.wake.wait(IDLE_POLL_SECONDS)
                self.wake.clear()
            else:
                job_id, _, state = result
                log.info("job %s: %s", job_id, state)

    def submit_hook(self) -> None:
        self.wake.set()

    # ---- life cycle ----------------------------------------------------------------------------

    def _recover(self) -> None:
        """Jobs left `running` by a crash or kill -9 run again now: we hold the only lock."""
        with self.memory.write(memory_changes=False, now=utcnow()) as tx:
            count = queue.recover(tx)
        if count:
            log.warning("re-queued %s job(s) cut off by an earlier stop", count)

    def start_background(self) -> None:
        self._recover()
        periodic.SERVICE = self
        self.scheduler.add_job("worker.periodic:daily_maintenance", "interval", hours=24, id="maintenance", replace_existing=True, next_run_time=utcnow())
        self.scheduler.add_job("worker.periodic:wake_consumer", "interval", seconds=15, id="retries", replace_existing=True)
        self.scheduler.add_job("worker.periodic:checkpoint", "interval", seconds=CHECKPOINT_SECONDS, id="checkpoint", replace_existing=True)
        self.scheduler.add_job("worker.periodic:unload_idle_model", "interval", seconds=max(5, min(60, self.settings.model_idle_seconds)), id="unload", replace_existing=True)
        self.scheduler.start()
        self.consumer.start()

    def stop_background(self) -> None:
        self.stopping.set()
        self.wake.set()
        self.scheduler.shutdown(wait=False)
        self.consumer.join(SHUTDOWN_GRACE_SECONDS)
        if self.consumer.is_alive():
            log.warning("a pass was still running at shutdown: abandoned, its job will run again")
        self.runner.close()  # stops the pass process (killed if a pass still runs: its job is re-queued)
        self.consumer.join(STOP_SECONDS)
        self.memory.checkpoint()
        periodic.SERVICE = None

    def serve(self) -> None:
        token = None
        if self.tcp:
            sock = tcp_socket(self.tcp)
            token = instance.api_token(self.settings, create=True)
            endpoint = instance.Endpoint(None, f"{sock.getsockname()[0]}:{sock.getsockname()[1]}", os.getpid())
        else:
            path = instance.socket_path(self.settings)
            sock = unix_socket(path)
            endpoint = instance.Endpoint(str(path), None, os.getpid())

        service = self

        @asynccontextmanager
        async def lifespan(_app):  # type: ignore[no-untyped-def]
            service.start_background()
            instance.write_pointer(service.settings, endpoint)
            try:
                yield
            finally:
                instance.remove_pointer(service.settings)
                service.stop_background()

        where = f"unix socket {endpoint.socket}" if endpoint.socket else f"http://{endpoint.tcp} (bearer token in {self.settings.data_dir / 'api-token'})"
        # Printed whatever the log level: a person starting `serve` learns where it is and where to look.
        print(
            f"memoryd serve: listening on {where}; data dir {self.settings.data_dir}; pid {endpoint.pid}. "
            f"Logs go to {where_logs_go()} at level {self.settings.log_level} (MEMORYD_LOG_LEVEL=INFO for each job). "
            "Ctrl-C or SIGTERM stops it.",
            file=sys.stderr,
            flush=True,
        )
        extra = {"service": True, "socket": endpoint.socket, "tcp": endpoint.tcp, "pid": endpoint.pid}
        app = create_app(self.ops, token=token, status_extra=extra, on_submit=self.submit_hook)
        app.router.lifespan_context = lifespan
        config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on", timeout_graceful_shutdown=SHUTDOWN_GRACE_SECONDS)
        server = _Server(config)
        try:
            server.run(sockets=[sock])
        finally:
            sock.close()
            if endpoint.socket:
                Path(endpoint.socket).unlink(missing_ok=True)
            self.memory.close()
            self.lock.release()
