"""Sign-ins per second per core: the login service end to end (account look-up,
argon2id verification, the attempt and the new session written), on the
bench's database, one after another in this process, counted in CPU time."""

from __future__ import annotations

import time

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from relief.auth import service
from relief.auth.schemas import LoginIn
from relief.auth.security import PASSWORD_PARAMETERS, meets_owasp_minimum
from relief.config import Settings
from relief.models import AccountKind

SIGN_INS = 40


def report(engine: Engine, settings: Settings, email: str, password: str) -> list[str]:
    """Print the figures; answer the budgets missed (the parameters below OWASP's)."""
    payload = LoginIn(userName=email, password=password, deviceType="web")
    with Session(engine) as db:
        service.login(db, settings, payload, kind=AccountKind.teacher, address="127.0.0.1")
        db.rollback()  # warm-up
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(SIGN_INS):
            service.login(db, settings, payload, kind=AccountKind.teacher, address="127.0.0.1")
            db.rollback()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    p = PASSWORD_PARAMETERS
    meets = meets_owasp_minimum(p)
    print(
        f"\nsign-in, argon2id {p.memory_cost // 1024} MiB x {p.time_cost} pass x {p.parallelism} lane"
        f" (at or above OWASP's minimum: {meets}), {SIGN_INS} sign-ins through the login service"
    )
    print(
        f"  {SIGN_INS / cpu:.1f} sign-ins/s per core (CPU time)   {wall / SIGN_INS * 1000:.0f} ms each"
    )
    return [] if meets else ["argon2id parameters below OWASP's minimum"]
