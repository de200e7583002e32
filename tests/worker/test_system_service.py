"""The user-level service definitions, rendered from config/templates and validated."""

from __future__ import annotations

import plistlib
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from config.settings import load_settings
from worker import system_service

EXE = "/opt/memoryd bin/memoryd"  # a space, to prove quoting and escaping


@pytest.fixture
def settings(tmp_path: Path):
    return load_settings(tmp_path / "data & more")


def test_systemd_unit_runs_the_executable_directly(settings) -> None:
    plan = system_service.plan(settings, "linux", exe="/usr/bin/memoryd")
    unit = plan.content
    assert f"ExecStart=/usr/bin/memoryd --data-dir {settings.data_dir} serve" in unit
    assert "KillSignal=SIGTERM" in unit and "Restart=on-failure" in unit
    assert "sh -c" not in unit and "/bin/sh" not in unit
    assert plan.path.parts[-3:-1] == ("systemd", "user") and plan.name.endswith(".service")


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed here")
def test_systemd_analyze_verifies_the_unit(settings, tmp_path: Path) -> None:
    plan = system_service.plan(settings, "linux", exe=system_service.executable())
    unit = tmp_path / "memoryd-verify.service"
    unit.write_text(plan.content.replace(str(settings.data_dir), str(tmp_path / "data")), encoding="utf-8")
    result = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stderr.strip() == "", result.stderr


def test_launchd_agent_is_a_valid_plist(settings) -> None:
    plan = system_service.plan(settings, "darwin", exe=EXE)
    agent = plistlib.loads(plan.content.encode())
    assert agent["ProgramArguments"] == [EXE, "--data-dir", str(settings.data_dir), "serve"]
    assert agent["RunAtLoad"] is True and agent["KeepAlive"] == {"SuccessfulExit": False}
    assert plan.path.name == f"{agent['Label']}.plist"


def test_windows_task_is_valid_xml(settings) -> None:
    plan = system_service.plan(settings, "win32", exe=EXE)
    root = ET.fromstring(plan.content.encode("utf-16"))
    ns = {"t": "http://schemas.microsoft.com/windows/2004/02/mit/task"}
    assert root.find("t:Actions/t:Exec/t:Command", ns).text == EXE
    assert root.find("t:Actions/t:Exec/t:Arguments", ns).text == f'--data-dir "{settings.data_dir}" serve'
    assert root.find("t:Triggers/t:LogonTrigger", ns) is not None
    assert plan.encoding == "utf-16"


def test_install_and_uninstall_without_starting(settings, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr("sys.platform", "linux")
    installed = system_service.install(settings, start=False)
    path = Path(installed["path"])
    assert path.is_file() and path.is_relative_to(tmp_path / "config")
    assert system_service.status(settings)["installed"] is True
    assert system_service.uninstall(settings, stop=False)["uninstalled"] is True
    assert not path.exists() and system_service.status(settings)["state"] == "not installed"


def test_unknown_platform_is_a_clear_error(settings) -> None:
    from config.errors import UsageError

    with pytest.raises(UsageError, match="memoryd serve"):
        system_service.plan(settings, "plan9", exe=EXE)
