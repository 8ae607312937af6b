"""Telling the demo's past: the moments it happened at, and the clock moved
to each of them with the worker's due tasks run, so that every change is
made by the services at its own moment and obeys every rule then in force.

A scenario is a generator: it yields the next moment it acts at, and when it
resumes the clock stands there and every task due by then has run through
the production task runner. `tell` interleaves all scenarios in the order of
their moments, so the history is lived once, forwards, like the platform
lives it. The code before a scenario's first `yield` runs before anything
happens: it may only work out moments.
"""

from __future__ import annotations

import heapq
import itertools
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session, sessionmaker

from relief.config import Settings
from relief.kit import clock
from relief.seed import repository
from relief.seed.accounts import Cast
from relief.worker import handlers  # noqa: F401  (registers the task handlers)
from relief.worker.runner import run_due_tasks

# What a scenario yields: the moments it acts at, in order.
Steps = Iterator[datetime]
Scenario = Callable[["Story"], Steps]

DRAIN_BATCH = 1000


class HistoryError(RuntimeError):
    """The history could not be told as written (a scenario went back in
    time, found nobody to book, or a task failed): a fault of the demo."""


@contextmanager
def travelling_clock() -> Iterator[Callable[[datetime], None]]:
    """Moves this process's clock to given moments, and puts its offset back
    exactly as it was at the end, whatever happens. Only for loading demo
    data before the platform serves: a request served meanwhile would read
    the moved clock."""
    kept = clock.offset()
    try:
        yield lambda moment: clock.set_offset(moment - clock.real_now())
    finally:
        clock.set_offset(kept)


class Story:
    """The demo's accounts at a moment of their history, and the calendar
    the scenarios count in (the demo centre's time zone)."""

    def __init__(
        self,
        db: Session,
        settings: Settings,
        cast: Cast,
        start: datetime,
        end: datetime,
        move_clock: Callable[[datetime], None],
    ) -> None:
        self.db = db
        self.settings = settings
        self.cast = cast
        self.start = start
        self.end = end
        self.zone = ZoneInfo(cast.centre.time_zone)
        self.today = end.astimezone(self.zone).date()
        self.holidays = repository.holidays_in(db, cast.centre.city)
        self._move_clock = move_clock
        # The worker's sessions share the history's connection: they see what
        # it wrote so far, and their transactions become savepoints of its.
        self._worker = sessionmaker(
            bind=db.connection(), join_transaction_mode="create_savepoint", expire_on_commit=False
        )
        self.moment = start
        # How often each teacher (by id) has answered yes in the story so far.
        self.answers: Counter[int] = Counter()

    # --- the calendar -----------------------------------------------------------

    @property
    def now(self) -> datetime:
        """The moment being told (what every service is given as `at`)."""
        return clock.now()

    def is_workday(self, day: date) -> bool:
        return day.isoweekday() <= 5 and day not in self.holidays

    def workday(self, n: int) -> date:
        """The n-th working day (Monday to Friday, no public holiday) after
        today, or before it when n is negative."""
        if n == 0:
            raise ValueError("count working days from 1 or -1")
        step = timedelta(days=1 if n > 0 else -1)
        day, left = self.today, abs(n)
        while left:
            day += step
            left -= self.is_workday(day)
        return day

    def workdays(self, first: int, count: int) -> list[date]:
        """`count` working days in a row, from the `first`-th."""
        start = self.workday(first)
        days = [start]
        while len(days) < count:
            day = days[-1] + timedelta(days=1)
            while not self.is_workday(day):
                day += timedelta(days=1)
            days.append(day)
        return days

    def at(self, day: date, wall_clock: str) -> datetime:
        """A local wall-clock time ("08:30") on a day, as an aware moment."""
        return datetime.combine(day, time.fromisoformat(wall_clock), tzinfo=self.zone)

    def days_ago(self, days: int, wall_clock: str) -> datetime:
        return self.at(self.today - timedelta(days=days), wall_clock)

    def days_ahead(self, days: int) -> date:
        return self.today + timedelta(days=days)

    def before_end(self, **delta: float) -> datetime:
        """A moment shortly before now: for what is still under way."""
        return self.end - timedelta(**delta)

    def last_evening(self) -> date:
        """The day of the latest 18:00 at or before now: a job ending then has
        its time sheet to confirm until 18:00 the next day."""
        today_six = self.at(self.today, "18:00")
        return self.today if today_six <= self.end else self.today - timedelta(days=1)

    def local_day(self, moment: datetime) -> date:
        return moment.astimezone(self.zone).date()

    # --- living through time -------------------------------------------------------

    def travel_to(self, moment: datetime) -> None:
        """Move the clock to `moment` and run every task due by then, as the
        worker would have."""
        if moment < self.moment:
            raise HistoryError(f"the history went back in time: {moment} after {self.moment}")
        if moment > self.end:
            raise HistoryError(f"the history went past its end: {moment}")
        self.moment = moment
        self._move_clock(moment)
        self.db.flush()
        ran = 0
        while True:
            batch = run_due_tasks(self._worker, DRAIN_BATCH)
            ran += batch
            if batch < DRAIN_BATCH:
                break
        if ran:
            # The worker wrote through sessions of its own.
            self.db.expire_all()


def tell(story: Story, scenarios: Sequence[Scenario]) -> None:
    """Live through every scenario's moments in time order, then up to the end."""
    order = itertools.count()
    queue: list[tuple[datetime, int, Steps]] = []
    for scenario in scenarios:
        steps = scenario(story)
        first = next(steps, None)
        if first is not None:
            heapq.heappush(queue, (first, next(order), steps))
    while queue:
        moment, _, steps = heapq.heappop(queue)
        story.travel_to(moment)
        following = next(steps, None)
        if following is not None:
            if following < moment:
                raise HistoryError(f"a scenario went back from {moment} to {following}")
            heapq.heappush(queue, (following, next(order), steps))
    story.travel_to(story.end)
