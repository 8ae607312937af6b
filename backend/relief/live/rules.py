"""The pure rules of live updates: whom a change concerns, a stream's cursor,
a ticket's payload."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from relief.models import Booking, BookingEvent, Invite, JobRecord, Notice, TimeSheet

# How long a ticket lets a stream open; the app asks for a new one for each
# connection, so a ticket that leaks (in a proxy's log) is soon worthless.
TICKET_SECONDS = 60
TICKET_PREFIX = "live:"
# How long the browser waits before it reconnects after a drop (the `retry:` hint).
RETRY_MILLISECONDS = 3000
# A transaction that wrote a lower id may commit after one that wrote a
# higher id: a stream reads again this far below the last id it sent.
SETTLE_SECONDS = 30.0
# Most events read at once; a stream reads again at once when it got this many.
READ_BATCH = 500


# The kind of a stream's first event: its id is where the stream starts, so a
# client that connected without one and hears nothing before a drop still
# resumes from there.
READY = "ready"


class Kind(StrEnum):
    """What changed, and so which of an app's views to refresh."""

    notice = "notice"  # the bell: a notice arrived
    booking = "booking"  # a booking: its status, timeline, invites or jobs
    invite = "invite"  # a teacher's invite: arrived, answered or closed
    job = "job"  # a teacher's job record
    timesheet = "timesheet"  # a time sheet: waiting, reported or confirmed


@dataclass(frozen=True)
class Publication:
    """One event to write: its kind and subject, for a user, a centre, a
    teacher, or the centre whose booking `booking_id` is."""

    kind: Kind
    subject_id: int
    user_id: int | None = None
    centre_id: int | None = None
    teacher_id: int | None = None
    booking_id: int | None = None


def publications(row: object) -> list[Publication]:
    """The events a new or changed row makes (none for a row no app shows live)."""
    if isinstance(row, Notice):
        return [Publication(Kind.notice, row.id, user_id=row.user_id)]
    if isinstance(row, Booking):
        return [Publication(Kind.booking, row.id, centre_id=row.centre_id)]
    if isinstance(row, BookingEvent):
        return [Publication(Kind.booking, row.booking_id, booking_id=row.booking_id)]
    if isinstance(row, Invite):
        return [
            Publication(Kind.invite, row.id, teacher_id=row.teacher_id),
            Publication(Kind.booking, row.booking_id, booking_id=row.booking_id),
        ]
    if isinstance(row, JobRecord):
        found = [Publication(Kind.booking, row.booking_id, booking_id=row.booking_id)]
        if row.teacher_id is not None:
            found.insert(0, Publication(Kind.job, row.id, teacher_id=row.teacher_id))
        return found
    if isinstance(row, TimeSheet):
        return [
            Publication(Kind.timesheet, row.id, centre_id=row.centre_id),
            Publication(Kind.timesheet, row.id, teacher_id=row.teacher_id),
        ]
    return []


def ticket_payload(session_id: int) -> str:
    return f"{TICKET_PREFIX}{session_id}"


def session_of_ticket(payload: str | None) -> int | None:
    """The session a genuine ticket's payload names, else None."""
    if payload is None or not payload.startswith(TICKET_PREFIX):
        return None
    number = payload.removeprefix(TICKET_PREFIX)
    return int(number) if number.isdigit() else None


def resume_from(header: str | None, query: int | None) -> int | None:
    """The last event id a client saw: the `Last-Event-ID` header the browser
    sends when it reconnects, else the `lastEventId` the app passes when it
    opens a new connection; None for neither (or a header that is no id)."""
    if header is not None and header.strip().isdigit():
        return int(header.strip())
    return query


@dataclass
class Cursor:
    """Where a stream is: every id up to `floor` is behind it, and the ids
    above it already sent are remembered (with when) until they settle, so
    an event whose transaction committed late is still sent, and none twice."""

    floor: int
    sent: dict[int, float] = field(default_factory=dict)

    def fresh(self, ids: list[int], at: float) -> list[tuple[int, int]]:
        """Of the ids read above `floor` (ascending), those not sent yet, each
        with the place a client resumes after once it has it: the highest id
        sent so far, so an event that committed late never moves a client
        back to repeat what it has. Marks them sent at `at` and moves the
        floor past what has settled."""
        new = [i for i in ids if i > self.floor and i not in self.sent]
        high = self.last
        places = []
        for i in new:
            self.sent[i] = at
            high = max(high, i)
            places.append((i, high))
        settled = [i for i, when in self.sent.items() if at - when >= SETTLE_SECONDS]
        if settled:
            self.floor = max(settled)
            self.sent = {i: when for i, when in self.sent.items() if i > self.floor}
        return places

    @property
    def last(self) -> int:
        """The highest id sent or passed."""
        return max([self.floor, *self.sent])
