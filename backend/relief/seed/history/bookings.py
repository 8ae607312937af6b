"""The demo centre's bookings: one scenario per state a booking can be in,
each counted in working days from today (W-30 is thirty working days ago).

Working days ahead are chosen so that W+2, the day the browser tests book,
stays as free as any other.

Past: finished and paid, a week of cover that earned a booking voucher, a
routine of single days (one overdue), cancelled with a fee, cancelled free,
failed, finished last week with an adjusted time sheet and the voucher on
its invoice, and two jobs that ended at 18:00 (one extended) whose time
sheets wait. Ahead: confirmed this week and next, over three days, one whose
teacher took leave and was re-matched, one split, and bookings matching at
each stage (stage 1, 2 and 3, boosted, favourites only).
"""

from __future__ import annotations

from datetime import timedelta

from relief.models import Centre, Qualification
from relief.seed.history import acts
from relief.seed.history.flows import (
    Pace,
    Sheet,
    booked,
    minutes,
    paid,
    stage_minutes,
    worked,
)
from relief.seed.history.story import Scenario, Steps, Story

DAY = ("08:30", "15:00")
ROOMS = (
    "Kea room, 3 to 5 year olds.",
    "Tui room, under-twos: nappy changes and sleeps.",
    "Kea room; outdoor play in the afternoon.",
)
SECOND_TEACHER = 27  # teacher27@example.com: the week of cover, then leave


def kowhai(story: Story) -> Centre:
    return story.cast.centre


def the_first_booking(story: Story) -> Steps:
    """Six weeks ago the demo teacher's first day here: confirmed as is,
    reviewed and approved, paid; the teacher becomes a favourite."""
    centre, day = kowhai(story), story.workday(-30)
    booking = yield from booked(
        story,
        centre,
        [day],
        created=story.at(day - timedelta(days=3), "14:00"),
        prefer=[story.cast.demo_teacher],
        notes="Toddler room. Please bring indoor shoes.",
    )
    yield from worked(story, centre, booking, Sheet.as_is, DAY)
    yield story.at(day + timedelta(days=1), "09:15")
    review_id = acts.review(
        story,
        centre,
        booking.job_record_ids[0],
        scores=(5, 5, 4, 5, 5),
        comment="Settled the toddlers quickly and kept to our routines. Welcome back any time.",
    )
    acts.favourite(story, centre, booking.teachers[0])
    yield story.at(day + timedelta(days=3), "10:00")
    acts.approve_review(story, review_id)
    yield from paid(story, centre, booking, story.at(day + timedelta(days=6), "11:30"))


def a_week_of_cover(
    first: int, *, paid_after_days: int | None, by_the_second_teacher: bool = False
) -> Scenario:
    """Five working days from W`first` for one teacher, booked nine days
    ahead; the time sheets are left to the 18:00 default. Five days kept earn
    the centre a booking voucher. The second demo teacher's week makes her a
    favourite."""

    def week_of_cover(story: Story) -> Steps:
        centre, days = kowhai(story), story.workdays(first, 5)
        booking = yield from booked(
            story,
            centre,
            days,
            created=story.at(days[0] - timedelta(days=9), "10:00"),
            prefer=[story.cast.teacher(SECOND_TEACHER)] if by_the_second_teacher else [],
            pace=Pace.first_stage if by_the_second_teacher else Pace.next_morning,
            notes="Covering our head teacher's leave: Kea room, 3 to 5 year olds.",
        )
        yield from worked(story, centre, booking, Sheet.by_default, DAY)
        if by_the_second_teacher:
            yield story.at(days[-1] + timedelta(days=1), "10:00")
            acts.favourite(story, centre, booking.teachers[0])
        if paid_after_days is not None:
            on = story.at(days[-1] + timedelta(days=paid_after_days), "11:30")
            yield from paid(story, centre, booking, on)

    return week_of_cover


def a_day_of_cover(
    workday: int,
    *,
    lead_days: int,
    booked_at: str,
    sheet: Sheet,
    pace: Pace = Pace.first_stage,
    hours: tuple[str, str] = DAY,
    teachers: int = 1,
    paid_after_days: int | None = None,
) -> Scenario:
    """One day at W`workday`, booked `lead_days` ahead at `booked_at` and
    filled at `pace`; the time sheet dealt with as `sheet`; paid
    `paid_after_days` after the day (never: unpaid, then overdue once its due
    date passes)."""

    def day_of_cover(story: Story) -> Steps:
        centre, day = kowhai(story), story.workday(workday)
        booking = yield from booked(
            story,
            centre,
            [day],
            created=story.at(day - timedelta(days=lead_days), booked_at),
            teachers=teachers,
            pace=pace,
            hours=hours,
        )
        yield from worked(story, centre, booking, sheet, hours)
        if paid_after_days is not None:
            on = story.at(day + timedelta(days=paid_after_days), "11:30")
            yield from paid(story, centre, booking, on)

    return day_of_cover


def cancelled_with_a_fee(story: Story) -> Steps:
    """Booked two days ahead, cancelled the evening before: inside the free
    cancellation period, so the fee is invoiced (and paid)."""
    centre, day = kowhai(story), story.workday(-7)
    booking = yield from booked(story, centre, [day], created=story.at(story.workday(-9), "10:00"))
    yield story.at(day - timedelta(days=1), "19:30")
    acts.cancel(story, centre, booking.booking_id, reason="1")
    yield from paid(story, centre, booking, story.at(day + timedelta(days=4), "11:30"))


def cancelled_before_anyone_answered(story: Story) -> Steps:
    """Cancelled while still matching: free of charge."""
    centre, day = kowhai(story), story.workday(-4)
    created = story.at(story.workday(-5), "09:00")
    yield created
    booking_id = acts.book(story, centre, day, notes="Kea room.")
    yield created + minutes(4)
    acts.cancel(story, centre, booking_id, reason="5")


def failed(story: Story) -> Steps:
    """A male teacher wanted within 5 km the next day: nobody answered in
    time, and matching failed once the last stage ended."""
    centre, day = kowhai(story), story.workday(-6)
    yield story.at(day - timedelta(days=1), "16:00")
    acts.book(
        story,
        centre,
        day,
        gender=2,
        gender_reason="Our boys' group has asked for a male role model this term.",
        invite_range=5,
    )


def finished_last_week_with_the_voucher(story: Story) -> Steps:
    """Last week the demo teacher left early: the time sheet was adjusted
    with a reason, the invoice took the booking voucher off and is not paid
    yet, and the review waits for staff."""
    centre, day = kowhai(story), story.workday(-3)
    created = story.at(story.workday(-5), "11:00")
    yield created
    voucher_id = acts.voucher_for(story, centre, Qualification.qualified)
    booking = yield from booked(
        story,
        centre,
        [day],
        created=created,
        prefer=[story.cast.demo_teacher],
        voucher_id=voucher_id,
        notes="Kea room; lunch cover 12 to 1.",
    )
    yield from worked(story, centre, booking, Sheet.left_early, DAY)
    yield story.at(day + timedelta(days=1), "08:40")
    acts.review(
        story,
        centre,
        booking.job_record_ids[0],
        scores=(4, 5, 4, 4, 5),
        comment="Lovely with the children; had to leave a little early.",
    )


def time_sheets_waiting(story: Story) -> Steps:
    """Two jobs that ended at 18:00 on the last evening: one the centre
    extended (the teacher accepted), one a late shift whose teacher reported
    staying later. Their time sheets wait for the centre until 18:00 the next
    day."""
    centre, day = kowhai(story), story.last_evening()
    extended = yield from booked(
        story, centre, [day], created=story.at(day - timedelta(days=2), "10:00")
    )
    late = yield from booked(
        story,
        centre,
        [day],
        created=story.at(day - timedelta(days=2), "10:30"),
        hours=("10:00", "18:00"),
        notes="Late shift: close the centre with the manager.",
    )
    yield story.at(day, "09:00")
    acts.extend(story, centre, extended.job_record_ids[0], story.at(day, "18:00"))
    yield story.at(day, "09:25")
    acts.accept_extension(story, extended.teachers[0], extended.job_record_ids[0])
    yield min(story.at(day, "18:25"), story.end)
    acts.report_times(
        story,
        late.teachers[0],
        late.job_record_ids[0],
        story.at(day, "10:00"),
        story.at(day, "18:20"),
    )


def confirmed_this_week(story: Story) -> Steps:
    """The demo teacher is booked for the next working day; yesterday the
    centre asked the teacher to stay until 16:00, and the answer waits."""
    centre, day = kowhai(story), story.workday(1)
    booking = yield from booked(
        story,
        centre,
        [day],
        created=story.days_ago(2, "10:00"),
        prefer=[story.cast.demo_teacher],
        notes="Kea room. Sign in at the office first.",
    )
    yield story.days_ago(1, "16:00")
    acts.extend(story, centre, booking.job_record_ids[0], story.at(day, "16:00"))


def confirmed_next_week(story: Story) -> Steps:
    """Two teachers for one day next week, confirmed together; one of them
    has agreed to stay an hour longer."""
    centre, day = kowhai(story), story.workday(5)
    created = story.days_ago(3, "13:00")
    yield created
    booking_id = acts.book(story, centre, day, teachers=2, notes="Staff training day.")
    yield created + minutes(stage_minutes(story)[0] / 2)
    acts.answer(story, centre, booking_id)
    acts.answer(story, centre, booking_id)
    yield created + minutes(stage_minutes(story)[0] - 1)
    acts.confirm_everyone(story, centre, booking_id)
    yield story.days_ago(2, "09:00")
    record = acts.job_records(story, centre, booking_id)[0]
    acts.extend(story, centre, record.jobRecordId, story.at(day, "16:00"))
    yield story.days_ago(2, "12:30")
    acts.accept_extension(story, story.cast.with_id(record.teacher.teacherId), record.jobRecordId)


def three_days_ahead(story: Story) -> Steps:
    """An Advance Booking over three days, booked a week before."""
    centre, days = kowhai(story), story.workdays(8, 3)
    yield from booked(
        story, centre, days, created=story.days_ago(6, "11:00"), notes="Kea room, all three days."
    )


def leave_and_rematch(story: Story) -> Steps:
    """Booked last week; yesterday evening the teacher applied for leave, the
    day went back to matching as a new booking, and another teacher took it."""
    centre, day = kowhai(story), story.workday(6)
    booking = yield from booked(
        story,
        centre,
        [day],
        created=story.at(story.workday(-2), "09:00"),
        prefer=[story.cast.teacher(SECOND_TEACHER)],
    )
    left = story.days_ago(1, "19:30")
    yield left
    acts.apply_leave(
        story,
        booking.teachers[0],
        booking.job_record_ids[0],
        "My son is unwell and I must stay home.",
    )
    rematch_id = acts.rematch_of(story, centre, booking.booking_id)
    first_stage = stage_minutes(story)[0]
    yield left + minutes(first_stage / 2)
    teacher = acts.answer(story, centre, rematch_id, avoid=booking.teachers)
    yield left + minutes(first_stage - 1)
    acts.confirm(story, centre, rematch_id, teacher)


def split(story: Story) -> Steps:
    """Two teachers wanted; one was confirmed and matching ended short, so
    the centre split the booking: the filled part is confirmed, the rest
    matches on its own and has a teacher interested."""
    centre, day = kowhai(story), story.workday(4)
    created = story.days_ago(1, "08:00")
    yield created
    booking_id = acts.book(story, centre, day, teachers=2, notes="Two rooms short.")
    first, second, third = stage_minutes(story)
    yield created + minutes(first / 2)
    teacher = acts.answer(story, centre, booking_id)
    yield created + minutes(first - 1)
    acts.confirm(story, centre, booking_id, teacher)
    split_at = created + minutes(first + second + third + 5)
    yield split_at
    rest_id = acts.split(story, centre, booking_id)
    yield split_at + minutes(first + 2)
    acts.answer(story, centre, rest_id)


def matching_in_stage(stage: int) -> Scenario:
    """A booking made so that matching is half-way through stage `stage` now:
    its invites are out, and from stage 2 on a teacher is interested (in stage
    3 another declined)."""

    def matching(story: Story) -> Steps:
        centre, durations = kowhai(story), stage_minutes(story)
        day = story.workday(2 + stage)  # W+3, W+4, W+5
        elapsed = sum(durations[: stage - 1]) + durations[stage - 1] / 2
        created = story.end - minutes(elapsed)
        yield created
        booking_id = acts.book(story, centre, day, notes=ROOMS[stage - 1])
        if stage >= 3:
            yield created + minutes(2)
            acts.answer(story, centre, booking_id, interested=False)
        if stage >= 2:
            yield created + minutes(durations[0] / 2)
            acts.answer(story, centre, booking_id)

    return matching


def boosted(story: Story) -> Steps:
    """Nobody answered and matching failed; the centre boosted the rate a
    quarter of an hour ago, and every teacher within reach is invited again."""
    centre, day = kowhai(story), story.workday(7)
    created = story.end - minutes(sum(stage_minutes(story)) + 40)
    yield created
    booking_id = acts.book(story, centre, day, hours=("09:00", "14:00"), notes="Afternoon cover.")
    yield story.end - minutes(15)
    acts.boost(story, centre, booking_id)


def favourites_only(story: Story) -> Steps:
    """Three days asked of the centre's favourites only, who have until the
    favourite stage ends to answer."""
    centre, days = kowhai(story), story.workdays(9, 3)
    yield story.end - minutes(sum(stage_minutes(story)) / 2)
    acts.book(
        story,
        centre,
        days[0],
        last_day=days[-1],
        favourites=acts.favourites_of(story, centre),
        notes="Our favourites first: Kea room.",
    )


SCENARIOS: tuple[Scenario, ...] = (
    the_first_booking,
    a_week_of_cover(-26, paid_after_days=8, by_the_second_teacher=True),
    a_day_of_cover(
        -28,
        lead_days=1,
        booked_at="15:00",
        sheet=Sheet.as_is,
        pace=Pace.second_stage,
        paid_after_days=5,
    ),
    a_day_of_cover(
        -24,
        lead_days=4,
        booked_at="10:40",
        sheet=Sheet.as_is,
        pace=Pace.next_morning,
        paid_after_days=7,
    ),
    a_day_of_cover(-21, lead_days=2, booked_at="13:15", sheet=Sheet.by_default, paid_after_days=6),
    a_day_of_cover(
        -19,
        lead_days=0,
        booked_at="06:50",
        sheet=Sheet.by_default,
        hours=("09:00", "15:00"),
        paid_after_days=6,
    ),
    a_day_of_cover(
        -17,
        lead_days=2,
        booked_at="11:00",
        sheet=Sheet.stayed_longer,
        pace=Pace.next_morning,
        paid_after_days=4,
    ),
    a_day_of_cover(
        -15,
        lead_days=6,
        booked_at="09:30",
        sheet=Sheet.as_is,
        pace=Pace.second_stage,
        hours=("08:00", "16:00"),
        teachers=2,
        paid_after_days=5,
    ),
    a_day_of_cover(-13, lead_days=1, booked_at="17:10", sheet=Sheet.by_default),
    a_week_of_cover(-12, paid_after_days=None),
    a_day_of_cover(
        -10,
        lead_days=1,
        booked_at="16:00",
        sheet=Sheet.as_is,
        pace=Pace.second_stage,
        paid_after_days=3,
    ),
    a_day_of_cover(
        -8,
        lead_days=3,
        booked_at="12:20",
        sheet=Sheet.as_is,
        pace=Pace.second_stage,
        paid_after_days=3,
    ),
    cancelled_with_a_fee,
    failed,
    cancelled_before_anyone_answered,
    finished_last_week_with_the_voucher,
    a_day_of_cover(-2, lead_days=1, booked_at="15:30", sheet=Sheet.as_is),
    time_sheets_waiting,
    leave_and_rematch,
    confirmed_this_week,
    confirmed_next_week,
    three_days_ahead,
    split,
    matching_in_stage(1),
    matching_in_stage(2),
    matching_in_stage(3),
    boosted,
    favourites_only,
)
