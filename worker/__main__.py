"""`python -m worker` runs the memoryd command line."""

from worker.cli.main import run

run()
