# The CLI imports each command's modules lazily (fast start). Import the pydantic models here, at
# collection, so they are never first built inside a test's frozen time (freezegun swaps datetime,
# and pydantic cannot build a schema for its fake class).
import jobs.conversation  # noqa: F401
import worker.runner  # noqa: F401
