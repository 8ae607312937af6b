"""The production layout, proven: two API processes and two workers on one
PostgreSQL database live through 100 bookings at once. Centres create through
either API process, teachers answer and centres confirm through either, and
the platform's clock moves on so that the workers start the jobs, finish them
and confirm their time sheets by default. At the end every task ran once,
every side effect exists once per cause, every notice and e-mail is there
once, and each centre's streams on both API processes heard every event of
the centre, whichever process made the change."""

from __future__ import annotations

import json
import queue
import random
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from datetime import datetime, timedelta
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from sqlalchemy import Engine, func, or_, select
from sqlalchemy.orm import Session

from relief.db import make_engine
from relief.devclock import service as devclock
from relief.kit import clock
from relief.models import (
    Booking,
    BookingEvent,
    Invite,
    Invoice,
    InvoiceLine,
    JobRecord,
    LiveEvent,
    Notice,
    OutboxMessage,
    Task,
    Teacher,
    TimeSheet,
)
from relief.models.billing import InvoiceLineKind, InvoiceStatus, TimeSheetStatus
from relief.models.booking import InviteStatus, JobRecordStatus
from tests.factories import CENTRE_LAT, make_centre, make_teacher
from tests.live import (
    Stream,
    api_server,
    create_booking,
    drop_database,
    free_port,
    fresh_database,
    on_postgresql,
    post,
    token_for,
)
from tests.worker.processes import environment, running, wait_for

pytestmark = pytest.mark.skipif(
    not on_postgresql(), reason="several processes share the work on PostgreSQL"
)

LIVES = 100
CENTRES = 5
# Each centre's teachers live next door to it and far from the other centres
# (a degree of latitude is about 111 km), so its bookings invite only them.
APART = 1.0
# Lives in flight at once.
AT_ONCE = 12
# Generous for a loaded two-core machine; every wait polls for its condition.
PATIENCE = 240.0
# What each booking's life leaves behind, once each: the steps of its history,
# the notices to its centre and to the teacher who worked it (besides each
# invited teacher's invite, and the notice that it was filled for the others).
BOOKING_STEPS = (
    "booking_created",
    "stage_started",
    "teacher_interested",
    "teacher_confirmed",
    "booking_confirmed",
)
CENTRE_NOTICES = (
    "teacher_interested",
    "booking_confirmed",
    "timesheet_to_confirm",
    "timesheet_default_confirmed",
    "invoice_issued",
)
TEACHER_NOTICES = ("job_confirmed", "timesheet_confirmed")


class Inbox:
    """A real SMTP server's handler keeping the Message-ID of each e-mail."""

    def __init__(self) -> None:
        self.ids: list[str] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 (aiosmtpd's name)
        for line in envelope.content.decode("ascii", "replace").splitlines():
            if line.lower().startswith("message-id:"):
                self.ids.append(line.split(":", 1)[1].strip())
        return "250 OK"


@pytest.fixture
def fleet_url() -> Iterator[str]:
    """A fresh PostgreSQL database of this test's own, dropped at the end."""
    try:
        yield fresh_database("fleet")
    finally:
        drop_database("fleet")


class People:
    """The centres and teachers of the test, with sessions that outlive the
    days the clock moves through."""

    def __init__(self, engine: Engine) -> None:
        self.centres: list[tuple[int, int, str]] = []  # (user id, centre id, token)
        self.teachers: list[list[tuple[int, str]]] = []  # per centre: (teacher id, token)
        with Session(engine) as db, db.begin():
            for c in range(CENTRES):
                lat = CENTRE_LAT - c * APART
                user, centre = make_centre(db, agreed=True, latitude=lat)
                self.centres.append((user.id, centre.id, token_for(db, user.id, hours=24 * 30)))
                own = []
                for t in range(LIVES // CENTRES):
                    teacher_user, teacher = make_teacher(db, latitude=lat + t * 0.0001)
                    own.append((teacher.id, token_for(db, teacher_user.id, hours=24 * 30)))
                self.teachers.append(own)


def live_one_booking(engine: Engine, people: People, apis: list[str], n: int) -> int:
    """The centre books through one API process at random, its teacher says
    yes through another at random, the centre confirms through a third."""
    chosen = random.Random(n)
    _, _, centre_token = people.centres[n % CENTRES]
    teacher_id, teacher_token = people.teachers[n % CENTRES][n // CENTRES]
    booking_id = create_booking(chosen.choice(apis), centre_token)
    with Session(engine) as db:
        invite_id = db.scalar(
            select(Invite.id).where(
                Invite.booking_id == booking_id, Invite.teacher_id == teacher_id
            )
        )
    assert invite_id is not None, (booking_id, teacher_id)
    answered = post(
        chosen.choice(apis),
        "/teacher/invite/answer",
        {"inviteId": invite_id, "interested": True},
        teacher_token,
    )
    assert answered["rtn_code"] == 0, answered
    confirmed = post(
        chosen.choice(apis), "/center/job/confirm/price", {"inviteId": invite_id}, centre_token
    )
    assert confirmed["rtn_code"] == 0, confirmed
    return booking_id


def move_clock_past(engine: Engine, moment: datetime) -> None:
    """Move the platform's clock (every process follows it) a minute past `moment`."""
    minutes = int((moment - clock.now()).total_seconds() // 60) + 1
    if minutes > 0:
        with Session(engine) as db, db.begin():
            devclock.advance(db, minutes)


def nothing_due(engine: Engine) -> bool:
    """No task due and not done, no e-mail waiting."""
    with Session(engine) as db:
        tasks = db.scalar(
            select(func.count()).where(Task.done_at.is_(None), Task.due_at <= clock.now())
        )
        mail = db.scalar(select(func.count()).where(OutboxMessage.sent_at.is_(None)))
    return tasks == 0 and mail == 0


def centre_events(engine: Engine, user_id: int, centre_id: int, after: int) -> list[LiveEvent]:
    """The events a centre's stream is owed after `after`, in order."""
    with Session(engine) as db:
        return list(
            db.scalars(
                select(LiveEvent)
                .where(
                    LiveEvent.id > after,
                    or_(LiveEvent.user_id == user_id, LiveEvent.centre_id == centre_id),
                )
                .order_by(LiveEvent.id)
            )
        )


def open_streams(apis: list[str], people: People, cleanup: ExitStack) -> dict[Any, Stream]:
    """A stream for each centre on each API process, cut before the servers stop."""
    streams = {}
    for c, (_, _, token) in enumerate(people.centres):
        for api in apis:
            stream = Stream(api, token, wait=PATIENCE)
            cleanup.callback(stream.cut)
            streams[(c, api)] = stream
    return streams


def test_two_api_processes_and_two_workers_live_through_a_hundred_bookings(
    fleet_url: str,
) -> None:
    engine = make_engine(fleet_url)
    people = People(engine)
    inbox = Inbox()
    smtp_port = free_port()
    smtp = Controller(inbox, hostname="127.0.0.1", port=smtp_port)
    smtp.start()
    env = environment(fleet_url, SMTP_PORT=str(smtp_port))
    try:
        with ExitStack() as fleet:
            apis = [fleet.enter_context(api_server(fleet_url, workers=1)) for _ in range(2)]
            workers = [fleet.enter_context(running(["worker"], env)) for _ in range(2)]
            streams = open_streams(apis, people, fleet)
            ready = {key: stream.next() for key, stream in streams.items()}
            assert {event["kind"] for event in ready.values()} == {"ready"}

            with ThreadPoolExecutor(max_workers=AT_ONCE) as pool:
                bookings = list(
                    pool.map(lambda n: live_one_booking(engine, people, apis, n), range(LIVES))
                )
            assert len(set(bookings)) == LIVES

            # Time moves on: the jobs start, end, and their time sheets
            # confirm themselves by default, all run by the workers.
            with Session(engine) as db:
                records = db.scalars(select(JobRecord)).all()
                starts = max(r.starts_at for r in records)
                ends = max(r.ends_at for r in records)
            for moment, what in ((starts, "the jobs' starts"), (ends, "the jobs' ends")):
                move_clock_past(engine, moment)
                wait_for(what, lambda: nothing_due(engine), PATIENCE)
            with Session(engine) as db:
                defaults = db.scalars(select(TimeSheet.default_at)).all()
            assert len(defaults) == LIVES
            move_clock_past(engine, max(defaults))
            wait_for("the time sheets' defaults", lambda: nothing_due(engine), PATIENCE)
            assert all(worker.poll() is None for worker in workers), "a worker died"

            # Every centre's stream on each API process hears each of the
            # centre's events once, whichever process wrote it; the place a
            # client would resume from only moves forward, to the last event.
            # (The workers forget events a day old by the clock only every
            # 10 minutes of real time, after their first round: the events
            # are all still there.)
            for (c, api), stream in streams.items():
                user_id, centre_id, _ = people.centres[c]
                owed = centre_events(engine, user_id, centre_id, ready[(c, api)]["id"])
                got = [stream.next() for _ in owed]
                assert Counter((e["kind"], e["subjectId"]) for e in got) == Counter(
                    (e.kind, e.subject_id) for e in owed
                ), (c, api)
                places = [e["id"] for e in got]
                assert places == sorted(places), (c, api)
                assert places[-1] == owed[-1].id, (c, api)
                subjects = {e["subjectId"] for e in got if e["kind"] == "booking"}
                assert set(bookings[c::CENTRES]) <= subjects, (c, api)
                with pytest.raises(queue.Empty):
                    stream.events.get(timeout=0.5)
    finally:
        smtp.stop()
        clock.set_offset(timedelta(0))

    check_each_side_effect_once(engine, people, bookings, inbox)
    engine.dispose()


def check_each_side_effect_once(
    engine: Engine, people: People, bookings: list[int], inbox: Inbox
) -> None:
    with Session(engine) as db:
        # Each booking: confirmed, one job, finished, one time sheet confirmed
        # by default, billed on one line of the booking's one invoice, issued.
        assert set(db.scalars(select(Booking.status).where(Booking.id.in_(bookings)))) == {1}
        records = db.scalars(select(JobRecord)).all()
        assert sorted(r.booking_id for r in records) == sorted(bookings)
        assert {r.status for r in records} == {JobRecordStatus.finished}
        sheets = db.scalars(select(TimeSheet)).all()
        assert sorted(s.job_record_id for s in sheets) == sorted(r.id for r in records)
        assert {s.status for s in sheets} == {TimeSheetStatus.confirmed}
        invoices = db.scalars(select(Invoice)).all()
        assert sorted(i.booking_id or 0 for i in invoices) == sorted(bookings)
        assert {i.status for i in invoices} == {InvoiceStatus.unpaid}
        lines = db.scalars(select(InvoiceLine)).all()
        assert sorted((line.kind, line.time_sheet_id) for line in lines) == sorted(
            (InvoiceLineKind.time_sheet, s.id) for s in sheets
        )

        # Each task that fell due ran once, at its first attempt, and there
        # is one task per cause; what is still to come is each invoice's.
        tasks = db.scalars(select(Task)).all()
        ran = [t for t in tasks if t.done_at is not None]
        assert {(t.attempts, t.failed_at) for t in ran} == {(1, None)}
        assert Counter((t.kind, t.ref_id) for t in ran) == Counter(
            [("booking.stage_end", b) for b in bookings]
            + [("booking.start", b) for b in bookings]
            + [("job.finish", r.id) for r in records]
            + [("timesheet.default", s.id) for s in sheets]
        )
        to_come = [t for t in tasks if t.done_at is None]
        assert all(t.due_at > clock.now() and t.attempts == 0 for t in to_come)
        assert Counter((t.kind, t.ref_id) for t in to_come) == Counter(
            [(kind, i.id) for i in invoices for kind in ("invoice.issue", "invoice.overdue")]
        )

        # Each booking's history holds each step once.
        steps = Counter(
            (e.booking_id, e.kind)
            for e in db.scalars(select(BookingEvent).where(BookingEvent.booking_id.in_(bookings)))
        )
        assert steps == Counter({(b, kind): 1 for b in bookings for kind in BOOKING_STEPS})

        # Each booking's confirmed teacher holds its one confirmed invite;
        # every other invite was withdrawn when the booking filled.
        invites = db.scalars(select(Invite)).all()
        chosen = {r.booking_id: r.teacher_id for r in records}
        assert sorted(
            (i.booking_id, i.teacher_id) for i in invites if i.confirmed_at is not None
        ) == sorted(chosen.items())
        others = [i for i in invites if i.confirmed_at is None]
        assert {i.status for i in others} == {InviteStatus.withdrawn}

        # Each notice once per cause, none missing, none extra.
        user_of_teacher = dict(db.execute(select(Teacher.id, Teacher.user_id)).all())
        user_of_centre = {centre_id: user_id for user_id, centre_id, _ in people.centres}
        booking_of_sheet = {s.id: s.booking_id for s in sheets}
        centre_of = dict(
            db.execute(select(Booking.id, Booking.centre_id).where(Booking.id.in_(bookings))).all()
        )
        expected = Counter(
            [(user_of_teacher[i.teacher_id], "invite_new", i.booking_id) for i in invites]
            + [(user_of_teacher[i.teacher_id], "invite_filled", i.booking_id) for i in others]
            + [(user_of_centre[centre_of[b]], kind, b) for b in bookings for kind in CENTRE_NOTICES]
            + [(user_of_teacher[chosen[b]], kind, b) for b in bookings for kind in TEACHER_NOTICES]
        )
        notices = db.scalars(select(Notice)).all()
        told = Counter(
            (n.user_id, n.kind, _booking_of(json.loads(n.data), booking_of_sheet)) for n in notices
        )
        assert told == expected

        # One e-mail for each notice, sent once, received once.
        messages = db.scalars(select(OutboxMessage)).all()
        assert sorted(m.notice_id or 0 for m in messages) == sorted(n.id for n in notices)
        assert {(m.sent_at is not None, m.failed_at) for m in messages} == {(True, None)}
        received = Counter(_outbox_prefix(i) for i in inbox.ids)
        assert received == Counter(f"<outbox.{m.id}." for m in messages)


def _booking_of(facts: dict[str, Any], booking_of_sheet: dict[int, int]) -> int:
    """The booking a notice is about, told by its facts or by its time sheet."""
    if facts.get("bookingId") is not None:
        return int(facts["bookingId"])
    return booking_of_sheet[int(facts["timeSheetId"])]


def _outbox_prefix(message_id: str) -> str:
    """`<outbox.12.` of `<outbox.12.20261124093000@relief.example>`."""
    return message_id[: message_id.index(".", len("<outbox.")) + 1]
