"""Tenancy, swept over the whole API.

Every operation of the OpenAPI document is called by callers who do not own
the records it names: another centre, another teacher and staff on the
centres' and teachers' calls; both owners and the others on the staff calls.
Each names, one by one, every record of the owners that the request can name
(a booking in each state, each invite, job record, time sheet, file...), with
every other field valid. Each must refuse, show none of the owners' data and
leave every row of every table as it was. A call that takes no id is called
too: the wrong kind of account is refused; the right kind reaches only its
own rows and sees none of the owners' data.

A call that is neither swept nor listed in OPEN with its reason fails the
test, as does a field that names a record without a rule for the owners'
record it names.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from pydantic import BaseModel
from sqlalchemy import update
from sqlalchemy.orm import Session

from relief.auth.deps import DB, CurrentCentre
from relief.bookings.schemas import BookingRef
from relief.config import Settings
from relief.errors import NotFound
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok
from relief.main import create_app
from relief.models import Booking, Notice
from tests.tenancy.operations import operations
from tests.tenancy.sweep import Allowed, Rules, form, sweep
from tests.tenancy.world import FAR_LATITUDE, FAR_LONGITUDE, World, built

# Calls the sweep leaves out, each with its reason.
OPEN = {
    "POST /captcha/image": "no session: a new captcha for whoever asks; names no record",
    "POST /user/password/login": "sign-in: the e-mail and password are the proof",
    "POST /admin/login": "sign-in: the e-mail and password are the proof",
    "POST /teacher/login": "sign-in: the e-mail and password are the proof",
    "POST /user/password/reset": "no session: the ticket of a code sent to the account is the proof",
    "POST /code/send": "no session: the code goes to the phone or address named, nowhere else",
    "POST /code/verify": "no session: answers only whether the code sent there matches",
    "POST /center/signup": "no session: makes a new centre from verified tickets",
    "POST /show/system/config": "public: the settings the sign-in pages show",
    "POST /show/holiday/list": "public: New Zealand's public holidays",
    "POST /show/version/check": (
        "public: an app asks, before anyone signs in, whether its version must update; "
        "answers only the platform's released versions"
    ),
    "GET /health": "no session: whether the database answers and workers beat, counts only",
    "POST /teacher/signup": "no session: makes a new teacher from verified tickets",
    "GET /dictDetail": "public: the lists (talent pools, age groups...) the sign-up pages offer",
    "GET /file/private/{token}": (
        "the signed link is itself the permission (minutes); /file/get/private/file, "
        "which hands it out, is swept"
    ),
    "GET /center/invoice/pdf/{token}": (
        "the signed link is itself the permission (a day); /center/invoice/down, "
        "which hands it out, is swept"
    ),
    "GET /invoice/accounting/{token}": (
        "the signed link is itself the permission (minutes); /center/invoice/accounting/export "
        "and /admin/invoice/accounting/export, which hand it out, are swept"
    ),
    "GET /calendar/feed/{token}.ics": (
        "no session: the feed's secret token (256 bits, stored as a digest) is the key, "
        "for calendar apps; /center/calendar/feed/on and /teacher/calendar/feed/on, which "
        "hand it out, are swept"
    ),
    "GET /live/stream": (
        "the ticket is itself the permission (a minute, naming the caller's own session, "
        "whose own events alone the stream reads); /live/ticket, which hands it out, is swept"
    ),
    "POST /user/logout": "takes no id: ends the caller's own session",
    "POST /user/password/change": "takes no id: changes the caller's own password",
    "POST /dev/clock": "development only (demo data), never mounted in production",
    "POST /dev/clock/advance": "development only (demo data), never mounted in production",
    "POST /dev/clock/reset": "development only (demo data), never mounted in production",
    "POST /dev/tasks/run": "development only (demo data), never mounted in production",
}

# Fields whose names read like ids but that name no record of a centre or teacher.
NOT_RECORDS = {
    "POST /center/job/create/process processId": (
        "the draft's own label (made on the client before any quote); a quote "
        "request ignores it and an abandonment report only carries it"
    ),
    "POST /center/review/submit answers[].questionId": "the platform's review questions",
    "POST /admin/setting/update key": "the name of a platform setting",
    "POST /admin/setting/preview key": "the name of a platform setting",
    "POST /admin/task/retry taskId": "a platform task, no party's record (staff only)",
    "POST /admin/mail/retry messageId": "an outgoing e-mail of the platform's outbox (staff only)",
    "PUT /dictDetail id": "a dictionary entry, the platform's reference data (staff only)",
    "POST /admin/role/save id": "a staff role (staff only)",
    "POST /admin/role/delete id": "a staff role (staff only)",
    "POST /admin/audit/detail id": "an entry of the platform's audit log (staff only)",
    "POST /admin/message/save id": "a platform message (staff only)",
    "POST /admin/message/publish id": "a platform message (staff only)",
    "POST /admin/message/delete id": "a platform message (staff only)",
    "POST /admin/staff/create roleIds": "staff roles (staff only)",
    "POST /admin/session/end sessionId": "any account's session, which staff may end (staff only)",
    "POST /admin/audit/list targetId": "a filter of the audit log: any table's key (staff only)",
    "POST /admin/staff/roles roleIds": "staff roles (staff only)",
    "POST /admin/role/save menuIds": "items of the console's menu (staff only)",
    "POST /admin/message/save accountIds": "the accounts a platform message goes to (staff only)",
    "POST /admin/menu/save id": "an item of the console's menu (staff only)",
    "POST /admin/menu/save parentId": "an item of the console's menu (staff only)",
    "POST /admin/menu/delete id": "an item of the console's menu (staff only)",
    "POST /admin/export/status id": "a staff member's own export (staff only)",
    "GET /admin/export/file/{id} id": "a staff member's own export (staff only)",
    **{
        f"POST /admin/{name}/export columns[].key": "a column of the exported list (staff only)"
        for name in (
            "audit",
            "staff",
            "session",
            "message",
            "teacher",
            "centre",
            "invoice",
            "voucher",
        )
    },
    "POST /statistical/statistics/jobRecords/export columns[].key": (
        "a column of the exported list (staff only)"
    ),
    "POST /admin/audit/export targetId": "a filter of the audit log: any table's key (staff only)",
    "POST /admin/support/ticket/assign assigneeId": "a staff member who answers tickets (staff only)",
    "POST /statistical/job/record/move teacherId": (
        "the teacher staff give the job record to: any teacher of the platform (staff only)"
    ),
    "POST /admin/teacher/list rankId": "a filter by teacher rank, the platform's reference data (staff only)",
    "POST /admin/teacher/export rankId": (
        "a filter by teacher rank, the platform's reference data (staff only)"
    ),
    **{
        f"POST /admin/holiday/{call} holidayId": "a public holiday, the platform's reference data (staff only)"
        for call in ("update", "delete")
    },
    "POST /admin/rank/update rankId": "a teacher rank, the platform's reference data (staff only)",
    **{
        f"POST /admin/parity/{call} stepId": (
            "a pay parity step, the platform's reference data (staff only)"
        )
        for call in ("update", "delete")
    },
    **{
        f"POST /admin/version/{verb} id": "a version of the apps, the platform's (staff only)"
        for verb in ("save", "delete")
    },
    **{
        f"POST /admin/faq/{verb} id": "an FAQ entry, the platform's help text (staff only)"
        for verb in ("save", "shown", "delete")
    },
    **{
        f"POST /admin/content/category/{verb} id": (
            "a category of help articles, the platform's (staff only)"
        )
        for verb in ("save", "delete")
    },
    **{
        f"POST /admin/content/article/{verb} id": "a help article, the platform's (staff only)"
        for verb in ("save", "status", "delete")
    },
    **{
        f"POST /admin/content/article/{verb} categoryId": (
            "a category of help articles, the platform's (staff only)"
        )
        for verb in ("save", "list")
    },
}

# The owners' records a request field names (World.ids), by field ...
SOURCES = {
    "bookingId": "booking",
    "inviteId": "invite.centre",
    "jobRecordId": "record.centre",
    "timeSheetId": "timesheet",
    "invoiceId": "invoice",
    "reviewId": "review",
    "voucherId": "voucher",
    "offerId": "offer",
    "applicationId": "application",
    "ticketNo": "ticket",
    "fileId": "file",
    "fileIds": "file",
    "teacherId": "teacher",
    "favouriteTeacherIds": "teacher",
    "userId": "user",
    "centreId": "centre",
    "centreIds": "centre",
    "noticeId": "notice",
    "processId": "quote",
}
# ... and where a call needs records in a particular state, or `id` is ambiguous.
BY_OPERATION = {
    ("POST /teacher/invite/answer", "inviteId"): "invite.teacher",
    ("POST /teacher/job/leave", "jobRecordId"): "record.upcoming",
    ("POST /teacher/job/extension/answer", "jobRecordId"): "record.upcoming",
    ("POST /teacher/time/sheet/report", "jobRecordId"): "record.finished",
    ("POST /teacher/availability/delete", "id"): "span",
    ("POST /teacher/document/delete", "id"): "document",
    **{(f"POST /statistical/job/book/{verb}", "id"): "booking" for verb in ("detail", "delete")},
    **{
        (f"POST /statistical/job/invite/{verb}", "id"): "invite.centre"
        for verb in ("detail", "delete")
    },
    **{
        (f"POST /statistical/job/record/{verb}", "id"): "record.centre"
        for verb in ("detail", "delete")
    },
    ("POST /statistical/job/operate/record/list", "id"): "booking",
    ("POST /statistical/job/book/rematch", "id"): "booking",
    ("POST /statistical/job/record/move", "id"): "record.upcoming",
}

# Ids whose records anyone of the kind may know exist: a refusal may tell
# them from missing ones.
PUBLIC = {
    "teacherId": "approved teachers are a directory every centre searches",
    "favouriteTeacherIds": "approved teachers are a directory every centre searches",
}

# Calls naming the owners' records that may still answer 0 to a caller of
# the same kind (the key's second part), and why.
ALLOWED = {
    ("POST /center/teacher/profile", "centre"): Allowed(
        "approved teachers are a directory every centre reads: name, rank, rating, "
        "work record, never contact details",
        shows=frozenset({"teacher names"}),
    ),
    ("POST /center/favourite/add", "centre"): Allowed(
        "any centre may favourite an approved teacher: the favourite is its own row"
    ),
    ("POST /center/job/create/process", "centre"): Allowed(
        "a quote only prices the draft, as the caller's own row; the favourites it "
        "names are checked when the booking is created"
    ),
    ("POST /center/teacher/block", "centre"): Allowed(
        "any centre may block an approved teacher: the block is its own row"
    ),
    ("POST /teacher/offer/detail", "teacher"): Allowed(
        "open job offers are published to every free job seeker",
        shows=frozenset({"offer", "centre name"}),
    ),
    ("POST /teacher/offer/apply", "teacher"): Allowed(
        "any free job seeker may apply to an open offer: the application is its own "
        "row, and the centre is told by a notice (its e-mail, and its live event for "
        "the bell)",
        shows=frozenset({"offer", "centre name"}),
        touches=frozenset({"notices", "outbox", "live_events"}),
    ),
    ("POST /file/get/private/file", "staff"): Allowed(
        "platform staff read every private file: teachers' papers for vetting, support attachments"
    ),
}
# Calls that take no id and may show the owners' data or change more than the
# caller's own rows.
OWN_CALLS = {
    "POST /teacher/offer/list": Allowed(
        "open job offers are published to every free job seeker",
        shows=frozenset({"offer", "centre name"}),
    ),
}
# Refusals that keep a change of the caller's own.
KEEPS = {
    "POST /center/job/create": (
        "a quote that is not the caller's answers 2001 with a fresh quote of the "
        "caller's own draft, kept for the retry"
    ),
}


def span(world: World) -> dict[str, Any]:
    starts = world.finished_ends_at + timedelta(days=30)
    return {"startsAt": starts.isoformat(), "endsAt": (starts + timedelta(hours=2)).isoformat()}


def offer(world: World) -> dict[str, Any]:
    starts = world.finished_ends_at.date() + timedelta(days=30)
    return {
        "title": "Plain words",
        "description": "Plain words",
        "workType": 1,
        "rateRange": 1,
        "startsOn": starts.isoformat(),
        "expiresOn": (starts + timedelta(days=7)).isoformat(),
    }


def picker(world: World) -> dict[str, Any]:
    """The favourites that could take a booking of several days."""
    draft = world.days_draft
    fields = ("bookingType", "jobStartTime", "jobEndTime", "qualification", "gender")
    return {name: draft[name] for name in fields} | {"teacherTalentPool": 1}


# Fields a call needs, beyond its required ones, to be otherwise valid.
BODIES = {
    "POST /center/job/create/process": lambda w: {"processType": 1, **w.draft},
    "POST /center/job/create": lambda w: dict(w.draft),
    "POST /center/job/book/favorite/teacher/list": picker,
    "POST /center/offer/create": offer,
    "POST /center/job/book/cancel": lambda _: {"reason": "Plain words"},
    "POST /center/job/book/extend": lambda w: {"endTime": w.extension_ends_at.isoformat()},
    "POST /teacher/time/sheet/report": lambda w: {
        "startTime": w.finished_starts_at.isoformat(),
        "endTime": w.finished_ends_at.isoformat(),
    },
    "POST /center/review/submit": lambda w: {"answers": w.review_answers},
    "POST /teacher/availability/add": span,
    "POST /center/profile/update": lambda _: {
        "name": "Plain words",
        "latitude": FAR_LATITUDE,
        "longitude": FAR_LONGITUDE,
    },
    "POST /center/support/ticket/submit": lambda _: {
        "category": 1,
        "subject": "Plain words",
        "description": "Plain words",
    },
    "POST /center/support/ticket/reply": lambda _: {"body": "Plain words"},
    "POST /admin/support/ticket/reply": lambda _: {"body": "Plain words"},
    "POST /admin/support/ticket/status": lambda _: {"status": 2},
    "POST /statistical/job/record/move": lambda _: {"reason": "Plain words"},
    "POST /center/favourite/search": lambda _: {"firstName": "Plain"},
    "POST /admin/setting/update": lambda _: {"key": "boost_duration_minutes", "value": 60},
    "POST /admin/setting/preview": lambda _: {"key": "boost_duration_minutes", "value": 60},
}
# ... and beyond those, for the probes of one field.
FIELD_BODIES = {
    # Favourites are invited only to bookings of several days.
    ("POST /center/job/create", "favouriteTeacherIds"): lambda w: {
        **w.days_draft,
        "inviteType": 2,
    },
}
FORMS = {
    "POST /center/avatar/upload": form({}, "plain.png"),
    "POST /teacher/document/upload": form({"kind": "cv"}, "plain.pdf"),
    "POST /center/support/ticket/upload": form({}, "plain.png"),
    "POST /admin/support/ticket/upload": form({}, "plain.png"),
}

RULES = Rules(
    not_records=NOT_RECORDS,
    sources=SOURCES,
    public=PUBLIC,
    by_operation=BY_OPERATION,
    allowed=ALLOWED,
    own_calls=OWN_CALLS,
    keeps=KEEPS,
    bodies=BODIES,
    field_bodies=FIELD_BODIES,
    forms=FORMS,
)


def test_the_lists_name_only_calls_that_exist(settings: Settings) -> None:
    # With demo data on, the development calls are there too.
    app = create_app(settings.model_copy(update={"demo_data": True}))
    ops = {op.key: op for op in operations(app.state.api)}
    fields = {f"{key} {f.name}" for key, op in ops.items() for f in op.id_fields()}
    assert set(OPEN) <= set(ops), set(OPEN) - set(ops)
    assert set(NOT_RECORDS) <= fields, set(NOT_RECORDS) - fields
    assert set(PUBLIC) <= set(SOURCES)
    listed = {key for key, _ in BY_OPERATION} | {key for key, _ in ALLOWED}
    listed |= {key for key, _ in FIELD_BODIES} | set(OWN_CALLS) | set(KEEPS) | set(BODIES)
    listed |= set(FORMS)
    assert listed <= set(ops) - set(OPEN), listed - (set(ops) - set(OPEN))
    assert {op.key for op in ops.values() if op.form is not None} <= set(FORMS)


class Notes(BaseModel):
    notes: str | None


def add_calls_that_ignore_tenancy(api: FastAPI) -> None:
    """A call that reads any booking, one that changes any booking and then
    refuses, keeping the change, and one that marks everyone's notices read."""

    @api.post("/center/leaky/notes", response_model=Envelope[Notes])
    def notes(payload: BookingRef, caller: CurrentCentre, db: DB) -> Envelope[Notes]:
        booking = db.get(Booking, payload.bookingId)
        return ok(Notes(notes=booking.notes if booking else None))

    @api.post("/center/leaky/scribble", response_model=Envelope[Notes])
    def scribble(payload: BookingRef, caller: CurrentCentre, db: DB) -> Envelope[Notes]:
        booking = db.get(Booking, payload.bookingId)
        if booking is not None:
            booking.notes = "Scribbled"
            db.flush()
        raise NotFound(keep_changes=True)

    @api.post("/center/leaky/read", response_model=Envelope[Notes])
    def read(caller: CurrentCentre, db: DB) -> Envelope[Notes]:
        db.execute(update(Notice).values(read_at=now()))
        return ok(Notes(notes=None))


def test_no_caller_reaches_another_partys_records(client: TestClient, db: Session) -> None:
    api = client.app.state.api  # type: ignore[attr-defined]
    ops = operations(api)
    unswept = [op.key for op in ops if op.audience is None and op.key not in OPEN]
    assert not unswept, f"calls without a session must be listed in OPEN: {unswept}"
    swept = [op for op in ops if op.key not in OPEN]
    with built(client, db) as world:
        report = sweep(client, db, world, swept, RULES)
        assert not report.failures, "\n".join(report.failures[:60])
        assert report.calls > 3 * len(swept)

        # The same sweep sees calls that ignore tenancy.
        add_calls_that_ignore_tenancy(api)
        leaky = [op for op in operations(api) if op.path.startswith("/center/leaky/")]
        failures = sweep(client, db, world, leaky, RULES).failures
    billed = world.ids["booking"][2]
    assert (
        f"POST /center/leaky/notes by another centre with bookingId={billed}: "
        "the answer shows the owners' 'Tuatara gumboots'"
    ) in failures
    read = f"POST /center/leaky/notes by another centre with bookingId={billed}: answered 0"
    assert any(f.startswith(read) for f in failures)
    scribbled = [f for f in failures if "refused but changed the database: bookings" in f]
    assert {f.split(":")[0] for f in scribbled} == {
        f"POST /center/leaky/scribble by another centre with bookingId={booking}"
        for booking in world.ids["booking"]
    }
    read_all = "POST /center/leaky/read by another centre with no record named: "
    assert any(
        f.startswith(read_all + "changed a row that is not the caller's: notices") for f in failures
    )
    # The wrong kind of account is refused before any of it runs.
    assert not [f for f in failures if "by another teacher" in f or "by staff" in f]
