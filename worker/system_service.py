"""`memoryd service install|uninstall|status`: a systemd user unit, a launchd agent or a Windows
scheduled task, each rendered from its template in config/templates/. The unit runs the memoryd
executable directly (no shell wrapper) with `serve`."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from string import Template
from xml.sax.saxutils import escape

import platformdirs

from config.errors import MemorydError, UsageError
from config.settings import APP_NAME, Settings


class ServiceCommandFailed(MemorydError):
    exit_code = 1

    def __init__(self, command: list[str], detail: str):
        super().__init__(f"`{' '.join(command)}` failed ({detail}): the unit file is in place; run the command yourself once the service manager is available.")


@dataclass
class Plan:
    kind: str
    name: str
    path: Path
    content: str
    encoding: str = "utf-8"
    activate: list[list[str]] = field(default_factory=list)
    deactivate: list[list[str]] = field(default_factory=list)
    query: list[str] = field(default_factory=list)


def executable() -> str:
    """The absolute path of the installed `memoryd` console script (next to this interpreter)."""
    candidate = Path(sys.executable).with_name("memoryd.exe" if os.name == "nt" else "memoryd")
    if candidate.is_file():
        return str(candidate)
    found = shutil.which("memoryd")
    if found:
        return str(Path(found).resolve())
    raise UsageError("The `memoryd` executable was not found next to this Python: install memoryd (bash .ci/setup) first.")


def _suffix(settings: Settings) -> str:
    default = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)).resolve()
    return "" if settings.data_dir == default else "-" + hashlib.sha256(str(settings.data_dir).encode()).hexdigest()[:8]


def _template(name: str) -> Template:
    return Template(resources.files("config.templates").joinpath(name).read_text(encoding="utf-8"))


def plan(settings: Settings, platform: str | None = None, exe: str | None = None) -> Plan:
    platform = platform or sys.platform
    exe = exe or executable()
    suffix = _suffix(settings)
    if platform.startswith("linux"):
        name = f"memoryd{suffix}.service"
        home = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
        content = _template("memoryd.service").substitute(executable=exe, data_dir=str(settings.data_dir))
        return Plan(
            "systemd",
            name,
            home / "systemd" / "user" / name,
            content,
            activate=[["systemctl", "--user", "daemon-reload"], ["systemctl", "--user", "enable", "--now", name]],
            deactivate=[["systemctl", "--user", "disable", "--now", name], ["systemctl", "--user", "daemon-reload"]],
            query=["systemctl", "--user", "is-active", name],
        )
    if platform == "darwin":
        label = f"io.memoryd.agent{suffix}"
        path = Path.home() / "Library" / "LaunchAgents" / f"{label}.plist"
        content = _template("memoryd.plist").substitute(
            label=escape(label),
            executable=escape(exe),
            data_dir=escape(str(settings.data_dir)),
            log_file=escape(str(settings.data_dir / "service.log")),
        )
        domain = f"gui/{os.getuid()}" if hasattr(os, "getuid") else "gui"
        return Plan(
            "launchd",
            label,
            path,
            content,
            activate=[["launchctl", "bootstrap", domain, str(path)]],
            deactivate=[["launchctl", "bootout", domain, str(path)]],
            query=["launchctl", "print", f"{domain}/{label}"],
        )
    if platform in ("win32", "cygwin"):
        name = f"memoryd{suffix}"
        path = settings.data_dir / f"{name}-task.xml"
        content = _template("memoryd-task.xml").substitute(executable=escape(exe), data_dir=escape(str(settings.data_dir)))
        return Plan(
            "schtasks",
            name,
            path,
            content,
            encoding="utf-16",
            activate=[["schtasks", "/Create", "/TN", name, "/XML", str(path), "/F"], ["schtasks", "/Run", "/TN", name]],
            deactivate=[["schtasks", "/End", "/TN", name], ["schtasks", "/Delete", "/TN", name, "/F"]],
            query=["schtasks", "/Query", "/TN", name],
        )
    raise UsageError(f"No user-level service manager is known for platform {platform!r}: run `memoryd serve` yourself.")


def _run(command: list[str], check: bool = True) -> subprocess.CompletedProcess[str]:
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    except FileNotFoundError:
        raise ServiceCommandFailed(command, f"{command[0]} is not installed") from None
    except subprocess.TimeoutExpired:
        raise ServiceCommandFailed(command, "timed out") from None
    if check and result.returncode != 0:
        detail = (result.stderr or result.stdout).strip().splitlines()
        raise ServiceCommandFailed(command, detail[-1] if detail else f"exit {result.returncode}")
    return result


def install(settings: Settings, *, start: bool = True) -> dict[str, object]:
    chosen = plan(settings)
    chosen.path.parent.mkdir(parents=True, exist_ok=True)
    chosen.path.write_text(chosen.content, encoding=chosen.encoding)
    if start:
        for command in chosen.activate:
            _run(command)
    return {"installed": True, "kind": chosen.kind, "name": chosen.name, "path": str(chosen.path), "started": start}


def uninstall(settings: Settings, *, stop: bool = True) -> dict[str, object]:
    chosen = plan(settings)
    if stop and chosen.path.exists():
        for command in chosen.deactivate:
            _run(command, check=False)
    existed = chosen.path.exists()
    chosen.path.unlink(missing_ok=True)
    return {"uninstalled": existed, "kind": chosen.kind, "name": chosen.name, "path": str(chosen.path)}


def status(settings: Settings) -> dict[str, object]:
    chosen = plan(settings)
    state = "not installed"
    if chosen.path.exists():
        try:
            result = _run(chosen.query, check=False)
            state = (result.stdout.strip().splitlines() or ["unknown"])[0] if result.returncode == 0 else "installed, not running"
        except ServiceCommandFailed:
            state = "installed (service manager not available here)"
    return {"kind": chosen.kind, "name": chosen.name, "path": str(chosen.path), "installed": chosen.path.exists(), "state": state}
