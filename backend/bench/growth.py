"""Growth: how the centre's booking list, the finder and a stage search grow
with the data, in this process (no HTTP), on a database of their own.

- Teachers from 1,000 to 10,000 to 100,000 (spread as `make bench` spreads
  them), the bench centre holding 100 bookings.
- Then, among the 100,000 teachers, the bench centre's bookings from 100 to
  1,000 to 10,000 to 100,000: two years of past bookings and three months
  ahead, each with its days and a few invites.

Each step times the list's first page (processing and past), the finder
(10 km around a centre somewhere in Auckland) and a stage search, and prints
p50 and p95. Each operation's growth from the smallest size to the largest,
judged on p50 per 100 times the data: flat (at most 2x), logarithmic (at most
4x), else it grows with the data, which is a failure. At the largest size each
query's plan is printed with the indexes it uses and the tables it reads whole.
"""

from __future__ import annotations

import itertools
import math
import os
import random
import re
import secrets
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import Engine, event, insert, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from bench.dataset import (
    AUCKLAND,
    URL,
    add_centre,
    insert_teachers,
    percentile,
    prepared,
    stage_search,
    vacuum,
)
from relief.auth.security import hash_password
from relief.bookings import service as bookings
from relief.bookings.schemas import BookingListIn
from relief.finder import service as finder
from relief.finder.schemas import FinderIn
from relief.kit.clock import now
from relief.models import (
    Booking,
    BookingDay,
    BookingStatus,
    Centre,
    Invite,
    InviteStatus,
    Stage,
    Teacher,
)

GROWTH_URL = os.environ.get(
    "BENCH_GROWTH_DATABASE_URL",
    make_url(URL).set(database="relief_growth").render_as_string(hide_password=False),
)
TEACHER_STEPS = (1_000, 10_000, 100_000)
BOOKING_STEPS = (100, 1_000, 10_000, 100_000)
RUNS = 200
FINDER_RUNS = 50
FINDER_RADIUS_KM = 10
# Judged per 100 times the data: flat at most 2x, logarithmic at most 4x.
FLAT, LOGARITHMIC = 2.0, 4.0
# Tables with fewer rows than this are read whole by the best plans.
SMALL_TABLE_ROWS = 1_000

Timings = dict[str, list[float]]


def insert_bookings(
    db: Session, rng: random.Random, centre_id: int, count: int, teacher_ids: list[int]
) -> None:
    """`count` bookings of the centre starting between two years ago and three
    months ahead: those still ahead mostly confirmed, a quarter still matching
    (processing, with a stage running); those behind mostly confirmed, some
    cancelled, failed or split. A tenth last several days; each has its days,
    and the matching ones and a third of the rest a few invites."""
    today = now().replace(hour=19, minute=0, second=0, microsecond=0)  # 7 am in Auckland
    batch = 5_000
    for start in range(0, count, batch):
        rows: list[dict[str, Any]] = []
        for _ in range(min(batch, count - start)):
            starts = today + timedelta(days=rng.randint(-730, 90), hours=rng.choice((0, 1, 2)))
            day_count = rng.randint(2, 5) if rng.random() < 0.1 else 1
            ends = starts + timedelta(days=day_count - 1, hours=6)
            ahead = ends > now()
            if ahead:
                status = rng.choices((2, 1, 0), (25, 70, 5))[0]
            else:
                status = rng.choices((1, 0, 3, 4), (78, 12, 8, 2))[0]
            rows.append(
                {
                    "centre_id": centre_id,
                    "booking_type": 1 if day_count == 1 else 2,
                    "status": status,
                    "invite_type": 1,
                    "qualification": rng.choice((1, 1, 2)),
                    "gender": 0,
                    "age_group": rng.choice((1, 2, 3)),
                    "talent_pool": 1,
                    "invite_range_km": 20,
                    "number_of_teachers": rng.choice((1, 1, 1, 2, 3)),
                    "multi_day": day_count > 1,
                    "starts_at": starts,
                    "ends_at": ends,
                    "hourly_rate": Decimal("32.00"),
                    "stage": rng.choice((Stage.stage1, Stage.stage2, Stage.stage3))
                    if status == BookingStatus.processing
                    else Stage.ended,
                    "stage_ends_at": now() + timedelta(minutes=rng.randint(1, 30))
                    if status == BookingStatus.processing
                    else None,
                    "confirmed_at": starts - timedelta(days=1)
                    if status == BookingStatus.confirmed
                    else None,
                    "canceled_at": starts - timedelta(days=1)
                    if status == BookingStatus.canceled
                    else None,
                    "failed_at": starts if status == BookingStatus.failed else None,
                    "created_at": starts - timedelta(days=3),
                    "updated_at": starts - timedelta(days=1),
                }
            )
        ids = db.scalars(
            insert(Booking).returning(Booking.id, sort_by_parameter_order=True), rows
        ).all()
        days: list[dict[str, Any]] = []
        invites: list[dict[str, Any]] = []
        for booking_id, row in zip(ids, rows, strict=True):
            first: datetime = row["starts_at"]
            for n in range((row["ends_at"] - first).days + 1):
                day_starts = first + timedelta(days=n)
                days.append(
                    {
                        "booking_id": booking_id,
                        "day": day_starts.date(),
                        "starts_at": day_starts,
                        "ends_at": day_starts + timedelta(hours=6),
                        "break_minutes": 30,
                        "hourly_rate": Decimal("32.00"),
                    }
                )
            matching_now = row["status"] == BookingStatus.processing
            if not matching_now and rng.random() > 1 / 3:
                continue
            statuses = (
                (InviteStatus.connecting, InviteStatus.interested, InviteStatus.declined)
                if matching_now
                else (InviteStatus.expired, InviteStatus.declined, InviteStatus.interested)
            )
            for teacher_id in rng.sample(teacher_ids, rng.randint(2, 6)):
                invites.append(
                    {
                        "booking_id": booking_id,
                        "teacher_id": teacher_id,
                        "status": rng.choice(statuses),
                        "stage": 1,
                        "distance_km": round(rng.uniform(0.5, 20), 1),
                        "hourly_rate": Decimal("32.00"),
                        "invited_at": first - timedelta(days=2),
                    }
                )
        db.execute(insert(BookingDay), days)
        if invites:
            db.execute(insert(Invite), invites)


@contextmanager
def statements(engine: Engine) -> Iterator[list[tuple[str, Any]]]:
    """Collect the SQL statements (with their parameters) sent while inside."""
    sent: list[tuple[str, Any]] = []

    def keep(conn: Any, cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        sent.append((statement, parameters))

    event.listen(engine, "before_cursor_execute", keep)
    try:
        yield sent
    finally:
        event.remove(engine, "before_cursor_execute", keep)


def plan_summary(plan: str, small: set[str]) -> str:
    """The indexes a plan uses and the big tables (not in `small`) it reads whole."""
    indexes = sorted(
        set(re.findall(r"Index (?:Only )?Scan(?: Backward)? using (\w+)", plan))
        | set(re.findall(r"Bitmap Index Scan on (\w+)", plan))
    )
    read = set(re.findall(r"Seq Scan on (\w+)", plan))
    whole = sorted(read - small)
    used = f"index {', '.join(indexes)}" if indexes else "no index"
    if not indexes and not whole:
        used = "small tables only"
    return used + (f"; reads whole: {', '.join(whole)}" if whole else "")


def small_tables(engine: Engine) -> set[str]:
    """The tables with fewer than `SMALL_TABLE_ROWS` rows (as last analysed)."""
    with engine.connect() as conn:
        found = conn.execute(
            text("SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples < :rows"),
            {"rows": SMALL_TABLE_ROWS},
        )
        return {row[0] for row in found}


def explain(engine: Engine, operation: Callable[[Session], object]) -> list[str]:
    """Run the operation once and answer one line per query it sent: its first
    table and what its plan uses."""
    small = small_tables(engine)
    with Session(engine) as db:
        with statements(engine) as sent:
            operation(db)
        lines = []
        for statement, parameters in sent:
            if not statement.lstrip().upper().startswith(("SELECT", "WITH")):
                continue
            plan = "\n".join(
                row[0]
                for row in db.connection().exec_driver_sql(f"EXPLAIN {statement}", parameters)
            )
            table = re.search(r"\bFROM (\w+)", statement)
            lines.append(f"{table.group(1) if table else '?'}: {plan_summary(plan, small)}")
        db.rollback()
    return lines


def timed(engine: Engine, operation: Callable[[Session], object], runs: int) -> list[float]:
    timings: list[float] = []
    with Session(engine) as db:
        operation(db)  # warm-up
        db.rollback()
        for _ in range(runs):
            started = time.perf_counter()
            operation(db)
            timings.append((time.perf_counter() - started) * 1000)
            db.rollback()
    return timings


class Operations:
    """The timed operations on the bench centre: a transient copy of it (never
    flushed) that the finder moves around Auckland run by run."""

    def __init__(self, engine: Engine, centre_id: int) -> None:
        self.engine = engine
        self.centre_id = centre_id
        self.rng = random.Random(21)
        with Session(engine) as db:
            found = db.get(Centre, centre_id)
            assert found is not None
            self.place = (found.latitude, found.longitude, found.time_zone)

    def centre(self, db: Session) -> Centre:
        latitude, longitude, time_zone = self.place
        return Centre(
            id=self.centre_id, latitude=latitude, longitude=longitude, time_zone=time_zone
        )

    def book_list(self, scope: str) -> Callable[[Session], object]:
        payload = BookingListIn(scope=scope, pageNo=1, pageSize=20)

        def run(db: Session) -> object:
            return bookings.book_list(db, self.centre(db), payload, now())

        return run

    def finder(self, db: Session) -> object:
        centre = self.centre(db)
        centre.latitude = self.rng.uniform(AUCKLAND[0] + 0.1, AUCKLAND[1] - 0.1)
        centre.longitude = self.rng.uniform(AUCKLAND[2] + 0.1, AUCKLAND[3] - 0.1)
        return finder.find(db, centre, FinderIn(radiusKm=FINDER_RADIUS_KM), now())

    def named(self) -> dict[str, tuple[Callable[[Session], object], int]]:
        return {
            "list processing": (self.book_list("processing"), RUNS),
            "list past": (self.book_list("past"), RUNS),
            "finder": (self.finder, FINDER_RUNS),
        }

    def measure(self) -> tuple[Timings, int]:
        """Each operation's timings, and the stage search's eligible teachers on
        average."""
        found: Timings = {
            name: timed(self.engine, operation, runs)
            for name, (operation, runs) in self.named().items()
        }
        found["stage search"], _, eligible = stage_search(self.engine, self.centre_id, RUNS)
        return found, eligible // RUNS

    def plans(self) -> list[str]:
        lines = []
        for name, (operation, _) in self.named().items():
            lines += [f"{name}, {line}" for line in explain(self.engine, operation)]
        _, plan, _ = stage_search(self.engine, self.centre_id, 1)
        lines.append(f"stage search, teachers: {plan_summary(plan, small_tables(self.engine))}")
        return lines


def table(title: str, sizes: list[int], figures: list[Timings], notes: list[str]) -> None:
    names = list(figures[0])
    print(f"\n{title}: p50 / p95 in ms")
    print(f"  {'size':>9}  " + "".join(f"{name:>20}" for name in names) + "  ")
    for size, timings, note in zip(sizes, figures, notes, strict=True):
        cells = "".join(
            f"{f'{percentile(timings[n], 0.5):.1f} / {percentile(timings[n], 0.95):.1f}':>20}"
            for n in names
        )
        print(f"  {size:>9,}  {cells}  {note}")


def judge(title: str, sizes: list[int], figures: list[Timings]) -> list[str]:
    """Print each operation's growth from the smallest size to the largest;
    answer the ones that grow with the data."""
    hundreds = math.log(sizes[-1] / sizes[0], 100)
    flat, logarithmic = FLAT**hundreds, LOGARITHMIC**hundreds
    print(
        f"  growth {sizes[0]:,} -> {sizes[-1]:,} ({sizes[-1] // sizes[0]:,}x the data;"
        f" flat <= {flat:.1f}x, logarithmic <= {logarithmic:.1f}x), on p50:"
    )
    failures = []
    for name in figures[0]:
        factor = percentile(figures[-1][name], 0.5) / percentile(figures[0][name], 0.5)
        if factor <= flat:
            verdict = "flat"
        elif factor <= logarithmic:
            verdict = "logarithmic"
        else:
            verdict = "grows with the data"
            failures.append(f"{name} grows with the {title} ({factor:.1f}x)")
        print(f"    {name}: {factor:.1f}x, {verdict}")
    return failures


def report() -> list[str]:
    """Print the figures; answer the operations that grow with the data."""
    started = time.perf_counter()
    _, engine, _ = prepared(GROWTH_URL)
    rng = random.Random(21)
    password = hash_password(secrets.token_hex(8))
    with Session(engine) as db, db.begin():
        insert_teachers(db, rng, 0, TEACHER_STEPS[0], password)
        centre, _ = add_centre(db, password)
        centre_id = centre.id
        teacher_ids = list(db.scalars(select(Teacher.id)))
        insert_bookings(db, rng, centre_id, BOOKING_STEPS[0], teacher_ids)
    operations = Operations(engine, centre_id)

    by_teachers: list[Timings] = []
    teacher_notes: list[str] = []
    for before, size in zip((0, *TEACHER_STEPS), TEACHER_STEPS, strict=False):
        if size > TEACHER_STEPS[0]:
            with Session(engine) as db, db.begin():
                insert_teachers(db, rng, before, size - before, password)
        vacuum(engine)
        figures, eligible = operations.measure()
        by_teachers.append(figures)
        teacher_notes.append(f"({eligible} eligible per stage)")

    by_bookings: list[Timings] = [by_teachers[-1]]
    with Session(engine) as db:
        teacher_ids = list(db.scalars(select(Teacher.id).limit(20_000)))
    for before, size in itertools.pairwise(BOOKING_STEPS):
        with Session(engine) as db, db.begin():
            insert_bookings(db, rng, centre_id, size - before, teacher_ids)
        vacuum(engine)
        by_bookings.append(operations.measure()[0])
    plans = operations.plans()
    engine.dispose()

    print(
        f"\ngrowth, in process, {RUNS} runs each ({FINDER_RUNS} for the finder,"
        f" {FINDER_RADIUS_KM} km), {time.perf_counter() - started:.0f} s in all"
    )
    table(
        "teachers (the centre with 100 bookings)", list(TEACHER_STEPS), by_teachers, teacher_notes
    )
    failures = judge("teachers", list(TEACHER_STEPS), by_teachers)
    table(
        "bookings of one centre (among 100,000 teachers)",
        list(BOOKING_STEPS),
        by_bookings,
        [""] * len(BOOKING_STEPS),
    )
    failures += judge("bookings", list(BOOKING_STEPS), by_bookings)
    print(
        "  each query's plan at the largest size (100,000 teachers, 100,000 bookings;"
        f" tables under {SMALL_TABLE_ROWS:,} rows are read whole by the best plans):"
    )
    for line in plans:
        print(f"    {line}")
    return failures


if __name__ == "__main__":
    missed = report()
    print("\n" + ("OVER BUDGET: " + "; ".join(missed) if missed else "all budgets met"))
    sys.exit(1 if missed else 0)
