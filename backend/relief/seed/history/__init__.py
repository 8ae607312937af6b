"""The demo's history: weeks of a centre's life told through the real
services at the moments it happened, relative to today, so a visitor finds
bookings in every state, time sheets, invoices, reviews, vouchers, a job
offer, support tickets and notices, and the demo never goes stale.

`play` enrols the demo accounts as they were 100 days ago, then lives through
every scenario (`story.tell`): the clock is moved to each moment, the due
tasks run through the production task runner, and the services act as the
apps' calls would. The clock's offset is put back exactly as it was. It runs
only while the database is prepared, before anything is served.

Parts of the story: `bookings` (one scenario per booking state), `centre`
(favourites, a block, a job offer, support, notices), `teachers` (papers,
notices), `second_centre` and `help_content` (the FAQ and articles staff
wrote). A scenario is a generator yielding the moments
it acts at, with the shared steps of `flows` and the acts of `acts`; a new
one is a few lines in the module of its part, added to its `SCENARIOS`:

    def an_afternoon_of_cover(story: Story) -> Steps:
        centre, day = story.cast.centre, story.workday(-6)
        hours = ("12:00", "17:30")
        created = story.at(day - timedelta(days=1), "16:00")
        booking = yield from booked(story, centre, [day], created=created, hours=hours)
        yield from worked(story, centre, booking, Sheet.as_is, hours)
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.config import Settings
from relief.kit import clock
from relief.seed import accounts, repository
from relief.seed.accounts import Cast
from relief.seed.history import bookings, centre, help_content, second_centre, teachers
from relief.seed.history.story import HistoryError, Scenario, Story, tell, travelling_clock

# The demo centre joined this many days ago: longer than a voucher lasts, so
# its welcome voucher has run out unused.
HISTORY_DAYS = 100

SCENARIOS: tuple[Scenario, ...] = (
    centre.signs_up,
    *bookings.SCENARIOS,
    centre.keeps_favourites_and_blocks_one,
    centre.posts_a_job_offer,
    centre.asks_for_help,
    centre.reads_notices,
    teachers.keep_their_papers,
    teachers.demo_teacher_reads_notices,
    second_centre.a_second_centre,
    help_content.staff_write_the_help,
)


def play(db: Session, settings: Settings, scenarios: tuple[Scenario, ...] = SCENARIOS) -> Cast:
    """Enrol the demo accounts and live through their history up to now."""
    end = clock.now()
    zone = ZoneInfo(settings.time_zone)
    today = end.astimezone(zone).date()
    start = datetime.combine(today - timedelta(days=HISTORY_DAYS), time(9), tzinfo=zone)
    with travelling_clock() as move:
        move(start)
        cast = accounts.enrol(db, today)
        tell(Story(db, settings, cast, start, end, move), scenarios)
    settle(db)
    return cast


def settle(db: Session) -> None:
    """Every task the history ran must have succeeded. Its e-mails belong to
    the past: they count as delivered when written, so a demo that starts
    never sends weeks of old news (docs/rules.md, "Demo data")."""
    failures = repository.failed_tasks(db)
    if failures:
        raise HistoryError(f"tasks of the demo history failed: {failures}")
    repository.deliver_past_mail(db)
