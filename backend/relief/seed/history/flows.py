"""The steps most scenarios share: a booking made, answered and confirmed;
its days worked; its time sheets confirmed one way or another; its invoice
paid. Each is a generator of moments a scenario runs with `yield from`."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from enum import Enum
from typing import Any

from relief.models import Centre, Teacher
from relief.seed.history import acts
from relief.seed.history.story import Story
from relief.settings import service as run_time

Flow = Generator[datetime, None, Any]


@dataclass
class Booked:
    """A booking the story made, with the teachers it booked."""

    booking_id: int
    days: list[date]
    teachers: list[Teacher] = field(default_factory=list)
    job_record_ids: list[int] = field(default_factory=list)


class Sheet(Enum):
    """How the centre deals with a finished job's time sheet."""

    as_is = "confirmed as is"
    by_default = "left to be confirmed at 18:00"
    stayed_longer = "adjusted: the teacher stayed half an hour longer"
    left_early = "adjusted: the teacher left early"


def stage_minutes(story: Story) -> tuple[int, int, int]:
    """How long matching's three public stages last (run-time settings)."""
    values = run_time.current(story.db)
    return values.stage1_minutes, values.stage2_minutes, values.stage3_minutes


def minutes(count: float) -> timedelta:
    return timedelta(minutes=count)


class Pace(Enum):
    """How soon a booking filled: which stage the teacher answered in, and
    when the centre confirmed."""

    first_stage = "answered in the first stage, confirmed at once"
    second_stage = "answered in the second stage, confirmed at once"
    next_morning = "answered in the third stage, confirmed the next morning"


def booked(
    story: Story,
    centre: Centre,
    days: Sequence[date],
    *,
    created: datetime,
    teachers: int = 1,
    prefer: Sequence[Teacher] = (),
    avoid: Sequence[Teacher] = (),
    pace: Pace = Pace.first_stage,
    **booking: Any,
) -> Generator[datetime, None, Booked]:
    """Booked at `created`: invited teachers (those preferred first) answer,
    and the centre confirms them, at the `pace` given. A preferred teacher is
    invited in the first stage, so preferring goes with the first stage."""
    first, second, third = stage_minutes(story)
    answered = created + minutes(
        {
            Pace.first_stage: first / 2,
            Pace.second_stage: first + second / 2,
            Pace.next_morning: first + second + third / 2,
        }[pace]
    )
    yield created
    booking_id = acts.book(story, centre, days[0], last_day=days[-1], teachers=teachers, **booking)
    yield answered
    chosen = [
        acts.answer(story, centre, booking_id, prefer=prefer, avoid=avoid) for _ in range(teachers)
    ]
    if pace is Pace.next_morning:
        yield story.at(story.local_day(created) + timedelta(days=1), "08:05")
    else:
        yield answered + minutes(3)
    for teacher in chosen:
        acts.confirm(story, centre, booking_id, teacher)
    records = acts.job_records(story, centre, booking_id)
    return Booked(booking_id, list(days), chosen, [r.jobRecordId for r in records])


def worked(
    story: Story, centre: Centre, booking: Booked, sheet: Sheet, hours: tuple[str, str]
) -> Flow:
    """Each day is worked; the centre deals with its time sheets as `sheet`
    says, that afternoon (or leaves them to the 18:00 default)."""
    for record_id, day in _records_by_day(story, centre, booking):
        if sheet is Sheet.by_default:
            yield story.at(day, "18:05")
            continue
        yield story.at(day, hours[1]) + minutes(50)
        if sheet is Sheet.as_is:
            acts.confirm_time_sheet(story, centre, record_id)
        elif sheet is Sheet.stayed_longer:
            stayed = story.at(day, hours[1]) + minutes(30)
            acts.adjust_time_sheet(
                story, centre, record_id, (story.at(day, hours[0]), stayed), reason="3"
            )
        else:
            left = story.at(day, hours[1]) - minutes(45)
            acts.adjust_time_sheet(
                story,
                centre,
                record_id,
                (story.at(day, hours[0]), left),
                reason="2",
                note="Left early for a family matter, as agreed with us.",
            )


def _records_by_day(story: Story, centre: Centre, booking: Booked) -> list[tuple[int, date]]:
    records = acts.job_records(story, centre, booking.booking_id)
    return sorted(((r.jobRecordId, r.date) for r in records), key=lambda pair: (pair[1], pair[0]))


def paid(story: Story, centre: Centre, booking: Booked, on: datetime) -> Flow:
    """Staff record the booking's invoices paid at `on`."""
    yield on
    acts.pay_invoices(story, centre, booking.booking_id)
