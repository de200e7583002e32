"""`serve` and `service install|uninstall|status`."""

from __future__ import annotations

import click

from worker.cli.app import app, emit, json_option


@click.command("serve")
@click.option("--tcp", metavar="HOST:PORT", help="Listen on loopback TCP with a bearer token instead of the Unix socket.")
@click.option("--rules-only", is_flag=True, help="Run passes without the model.")
def serve_cmd(tcp: str | None, rules_only: bool) -> None:
    """Run the service in the foreground (SIGTERM or Ctrl-C stops it cleanly).

    \b
    Examples:
      memoryd serve
      memoryd serve --tcp 127.0.0.1:8765
    """
    import sys  # noqa: PLC0415

    from worker.service import Service  # noqa: PLC0415

    if tcp is None and sys.platform == "win32":
        tcp = "127.0.0.1:8765"
    Service(app().settings, tcp=tcp, use_model=not rules_only).serve()


@click.group("service")
def service_cmd() -> None:
    """The user-level system service (systemd user unit, launchd agent, Windows scheduled task).

    \b
    Examples:
      memoryd service install
      memoryd service status"""


@service_cmd.command("install")
@click.option("--no-start", is_flag=True, help="Write the unit but do not enable or start it.")
@click.option("--print", "print_only", is_flag=True, help="Print the rendered unit and change nothing.")
@json_option
def service_install_cmd(no_start: bool, print_only: bool, as_json: bool) -> None:
    """Install (and start) memoryd as a user service for this data dir.

    \b
    Example:
      memoryd service install --print
    """
    from worker import system_service  # noqa: PLC0415

    if print_only:
        chosen = system_service.plan(app().settings)
        emit(as_json, {"kind": chosen.kind, "path": str(chosen.path), "content": chosen.content}, chosen.content.rstrip("\n"))
        return
    data = system_service.install(app().settings, start=not no_start)
    emit(as_json, data, f"Installed {data['name']} at {data['path']}" + (" and started it." if data["started"] else "."))


@service_cmd.command("uninstall")
@json_option
def service_uninstall_cmd(as_json: bool) -> None:
    """Stop and remove the user service."""
    from worker import system_service  # noqa: PLC0415

    data = system_service.uninstall(app().settings)
    emit(as_json, data, f"Removed {data['path']}." if data["uninstalled"] else "No service was installed.")


@service_cmd.command("status")
@json_option
def service_status_cmd(as_json: bool) -> None:
    """Whether the user service is installed and running."""
    from worker import system_service  # noqa: PLC0415

    data = system_service.status(app().settings)
    emit(as_json, data, f"{data['name']} ({data['kind']}): {data['state']}")


@click.command("mcp")
def mcp_cmd() -> None:
    """Run a Model Context Protocol server on stdin/stdout, for Claude Desktop, Cursor, VS Code and
    other MCP clients: tools context, remember, notes, edit, delete and submit, through the same
    guard and memory switch as the CLI. Logs go to stderr.

    \b
    Example (Claude Desktop's claude_desktop_config.json):
      {"mcpServers": {"memoryd": {"command": "memoryd", "args": ["mcp"]}}}"""
    from worker.mcp_server import serve  # noqa: PLC0415 - the SDK loads for this command only

    state = app()
    state.settings  # noqa: B018 - bad settings fail here, in one sentence, before the protocol starts
    serve(state.data_dir, state.config_file)
