"""Running due tasks on demand: a development call, mounted beside the demo
clock (`relief.devclock`) only outside production with demo data on."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel

from relief.db import get_sessionmaker
from relief.kit.envelope import Envelope, ok
from relief.worker import handlers  # noqa: F401  (registers the task handlers)
from relief.worker.runner import run_due_tasks

router = APIRouter(tags=["dev"])


class RanOut(BaseModel):
    ran: int


@router.post("/dev/tasks/run", response_model=Envelope[RanOut])
def run_tasks() -> Envelope[RanOut]:
    """Run every due task now, as the worker would, without waiting for its poll."""
    return ok(RanOut(ran=run_due_tasks(get_sessionmaker())))
