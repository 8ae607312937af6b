"""The world the tenancy sweep probes: one centre and one teacher with records
in every state, built through the real calls and the worker; another centre,
another teacher and a member of staff who try to reach them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import (
    Centre,
    Invite,
    Invoice,
    JobRecord,
    Notice,
    Review,
    StoredFile,
    Teacher,
    TimeSheet,
    User,
)
from relief.vouchers import service as vouchers
from tests.booking_helpers import AUCKLAND, create_booking, drain, next_weekday_at, quote
from tests.booking_helpers import draft as booking_draft
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher, sign_in
from tests.images import png
from tests.teachers.test_api_support import following_weekday, ok, teacher_sign_in

PNG = png()
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
# Christchurch: far from the owners in Henderson, so the other centre's
# bookings never invite the owners' teachers and the other teacher is never
# invited to the owner's bookings.
FAR_LATITUDE, FAR_LONGITUDE = -43.5321, 172.6362


@dataclass
class Caller:
    """Someone who calls the API: an owner, or an intruder."""

    name: str
    kind: str  # centre, teacher or staff
    token: str
    user_id: int
    # The caller's own records by request field, for the fields of a probe
    # that must be valid for the caller (the other centre's own booking when
    # it names the owner's job record in the same call); a function makes
    # one for the probe's body (a live quote of that very draft).
    own: dict[str, Any] = field(default_factory=dict)


@dataclass
class World:
    owner_centre: Caller
    owner_teacher: Caller
    other_centre: Caller
    other_teacher: Caller
    staff: Caller
    # The owners' records by kind ("booking", "invite.teacher"...): what the
    # intruders name in their calls.
    ids: dict[str, list[Any]]
    # Text only the owners' records carry, by group; none may show in an
    # answer to an intruder unless the call is listed as showing the group.
    markers: dict[str, list[str]]
    # The booking draft both centres quoted, and a draft of several days
    # that may invite favourites.
    draft: dict[str, Any]
    days_draft: dict[str, Any]
    # Extra request fields a call needs to be otherwise valid.
    extension_ends_at: datetime
    finished_starts_at: datetime
    finished_ends_at: datetime
    review_answers: list[dict[str, int]]

    @property
    def intruders(self) -> list[Caller]:
        return [self.other_centre, self.other_teacher, self.staff]


def upload(client: TestClient, path: str, token: str, name: str, data: bytes, **form: str) -> Any:
    response = client.post(
        f"/api{path}",
        data=form,
        files={"file": (name, data, "application/octet-stream")},
        headers={"Authorization": f"Bearer {token}"},
    )
    return ok(response.json())


def staff_token(client: TestClient, user: User) -> str:
    answer = ok(call(client, "/admin/login", {"userName": user.email, "password": PASSWORD}))
    token: str = answer["token"]
    return token


def times(start: datetime, end_hour: int = 15) -> dict[str, str]:
    return {
        "jobStartTime": start.isoformat(),
        "jobEndTime": start.replace(hour=end_hour, minute=0).isoformat(),
    }


def one(db: Session, statement: Any) -> Any:
    found = db.scalars(statement).first()
    assert found is not None, str(statement)
    return found


def invite_id(db: Session, booking_id: int, teacher_id: int) -> int:
    return int(
        one(
            db,
            select(Invite.id).where(
                Invite.booking_id == booking_id, Invite.teacher_id == teacher_id
            ),
        )
    )


def record_of(db: Session, booking_id: int) -> JobRecord:
    record: JobRecord = one(db, select(JobRecord).where(JobRecord.booking_id == booking_id))
    return record


def answer_invite(client: TestClient, token: str, invite: int) -> None:
    ok(
        call(
            client, "/teacher/invite/answer", {"inviteId": invite, "interested": True}, token=token
        )
    )


@dataclass
class Owners:
    """The owners as they are before their first jobs finish."""

    centre_user: User
    centre: Centre
    teacher_user: User
    teacher: Teacher
    second_user: User
    second: Teacher
    blocked: Teacher
    staff_user: User
    ids: dict[str, list[Any]]
    billed: int
    unbilled: int


@contextmanager
def built(client: TestClient, db: Session) -> Iterator[World]:
    """The owners' world at a moment after their first jobs finished; the
    clock stays there (the sessions are signed in for it) while the block runs."""
    owners = before_the_jobs(client, db)
    billed_record = record_of(db, owners.billed)
    with time_machine.travel(billed_record.ends_at + timedelta(minutes=5), tick=False):
        drain(db)
        # The worker wrote through sessions of its own: forget what this one read.
        db.expire_all()
        yield after_the_jobs(client, db, owners)


def before_the_jobs(client: TestClient, db: Session) -> Owners:
    """The owner centre and teachers; the teacher's papers and time off, the
    centre's picture, favourite, block, job offer, support ticket and vouchers;
    two jobs on one day, for the second teacher and the owner teacher."""
    centre_user, centre = make_centre(db, name="Tuatara Bay Kinder", agreed=True)
    centre.contact_person = "Marama Ownerley"
    centre.company_name = "Tuatara Bay Early Learning Limited"
    teacher_user, teacher = make_teacher(db)
    teacher.first_name, teacher.last_name = "Aperahama", "Tuataraowner"
    teacher.free_job_seeker = True
    second_user, second = make_teacher(db)
    second.first_name, second.last_name = "Wiremu", "Tuatarasecond"
    _, blocked = make_teacher(db)
    blocked.first_name, blocked.last_name = "Hemi", "Tuatarablocked"
    staff_user = make_staff(db)
    db.flush()
    centre_token = sign_in(client, centre_user.email)
    owner_token = teacher_sign_in(client, teacher_user.email)
    second_token = teacher_sign_in(client, second_user.email)

    document = upload(
        client, "/teacher/document/upload", owner_token, "tuatara-cv.pdf", PDF, kind="cv"
    )
    away = next_weekday_at(9, days_ahead=20)
    span = ok(
        call(
            client,
            "/teacher/availability/add",
            {
                "startsAt": away.isoformat(),
                "endsAt": away.replace(hour=12).isoformat(),
                "note": "Tuatara dentist visit",
            },
            token=owner_token,
        )
    )
    upload(client, "/center/avatar/upload", centre_token, "tuatara-logo.png", PNG)
    avatar = one(
        db,
        select(StoredFile.id).where(
            StoredFile.owner_user_id == centre_user.id, StoredFile.file_name == "tuatara-logo.png"
        ),
    )
    ok(call(client, "/center/favourite/add", {"teacherId": second.id}, token=centre_token))
    block = {"teacherId": blocked.id, "reason": "Tuatara block reason"}
    ok(call(client, "/center/teacher/block", block, token=centre_token))
    starts_on = now().astimezone(AUCKLAND).date() + timedelta(days=30)
    offer = ok(
        call(
            client,
            "/center/offer/create",
            {
                "title": "Tuatara head teacher",
                "description": "Lead the Tuatara room.",
                "workType": 1,
                "rateRange": 3,
                "startsOn": starts_on.isoformat(),
                "expiresOn": (starts_on + timedelta(days=7)).isoformat(),
            },
            token=centre_token,
        )
    )
    applied = ok(
        call(
            client,
            "/teacher/offer/apply",
            {"offerId": offer["id"], "message": "Tuatara application note"},
            token=owner_token,
        )
    )
    attached = upload(
        client, "/center/support/ticket/upload", centre_token, "tuatara-screen.png", PNG
    )
    loose = upload(client, "/center/support/ticket/upload", centre_token, "tuatara-loose.png", PNG)
    ticket = ok(
        call(
            client,
            "/center/support/ticket/submit",
            {
                "category": 1,
                "subject": "Tuatara printer jammed",
                "description": "The Tuatara printer ate the roster.",
                "fileIds": [attached["fileId"]],
            },
            token=centre_token,
        )
    )["ticketNo"]
    reply = {"ticketNo": ticket, "body": "Tuatara staff reply."}
    ok(call(client, "/admin/support/ticket/reply", reply, token=staff_token(client, staff_user)))

    signup_voucher = vouchers.issue_signup(db, centre, now())
    spent_voucher = vouchers.issue_booking_voucher(db, centre.id, now())
    day = next_weekday_at(8, 30)
    billed = create_booking(
        client,
        centre_token,
        **times(day),
        notes="Tuatara gumboots by the door",
        voucherId=spent_voucher.id,
    )
    book(client, db, centre_token, billed, second, second_token)
    unbilled = create_booking(client, centre_token, **times(day))
    book(client, db, centre_token, unbilled, teacher, owner_token)
    return Owners(
        centre_user=centre_user,
        centre=centre,
        teacher_user=teacher_user,
        teacher=teacher,
        second_user=second_user,
        second=second,
        blocked=blocked,
        staff_user=staff_user,
        ids={
            "voucher": [signup_voucher.id, spent_voucher.id],
            "offer": [offer["id"]],
            "application": [applied["myApplicationId"]],
            "ticket": [ticket],
            "file": [avatar, document["fileId"], attached["fileId"], loose["fileId"]],
            "teacher": [teacher.id, second.id, blocked.id],
            "user": [centre_user.id, teacher_user.id],
            "centre": [centre.id],
            "span": [span["id"]],
            "document": [document["id"]],
        },
        billed=billed,
        unbilled=unbilled,
    )


def book(
    client: TestClient, db: Session, token: str, booking: int, teacher: Teacher, teacher_token: str
) -> None:
    """The teacher answers the booking's invite and the centre confirms them."""
    invite = invite_id(db, booking, teacher.id)
    answer_invite(client, teacher_token, invite)
    ok(call(client, "/center/job/confirm/price", {"inviteId": invite}, token=token))


def after_the_jobs(client: TestClient, db: Session, owners: Owners) -> World:
    """The first jobs have finished: one time sheet confirmed, invoiced and
    reviewed, the other still to confirm; then a confirmed booking ahead with
    a longer day asked of the owner teacher, a booking still matching (one
    teacher interested, the owner teacher's invite open) and a live quote."""
    centre_token = sign_in(client, owners.centre_user.email)
    owner_token = teacher_sign_in(client, owners.teacher_user.email)
    second_token = teacher_sign_in(client, owners.second_user.email)
    billed_record = record_of(db, owners.billed)
    unbilled_record = record_of(db, owners.unbilled)

    billed_sheet = one(db, select(TimeSheet.id).where(TimeSheet.job_record_id == billed_record.id))
    confirm = {"timeSheetId": billed_sheet}
    ok(call(client, "/center/job/confirm/time/sheet", confirm, token=centre_token))
    invoice = one(db, select(Invoice).where(Invoice.booking_id == owners.billed))
    ok(call(client, "/center/invoice/down", {"invoiceId": invoice.id}, token=centre_token))
    assert invoice.number is not None
    assert owners.teacher.registration_number is not None
    questions = ok(call(client, "/center/review/questions", token=centre_token))["list"]
    answers = [{"questionId": q["id"], "score": 5} for q in questions]
    review = {
        "jobRecordId": billed_record.id,
        "answers": answers,
        "comment": "Tuatara review comment",
    }
    ok(call(client, "/center/review/submit", review, token=centre_token))
    unbilled_sheet = one(
        db, select(TimeSheet.id).where(TimeSheet.job_record_id == unbilled_record.id)
    )

    confirmed_day = next_weekday_at(8, 30)
    confirmed = create_booking(client, centre_token, **times(confirmed_day))
    book(client, db, centre_token, confirmed, owners.teacher, owner_token)
    upcoming = record_of(db, confirmed)
    extension_ends_at = upcoming.ends_at + timedelta(hours=1)
    extend = {"jobRecordId": upcoming.id, "endTime": extension_ends_at.isoformat()}
    ok(call(client, "/center/job/book/extend", extend, token=centre_token))
    matching_day = following_weekday(confirmed_day)
    processing = create_booking(client, centre_token, **times(matching_day), numberOfTeachers=2)
    interested = invite_id(db, processing, owners.second.id)
    answer_invite(client, second_token, interested)
    open_invite = invite_id(db, processing, owners.teacher.id)

    draft = booking_draft(**times(next_weekday_at(8, 30, days_ahead=5)))
    quoted = quote(client, centre_token, **draft)
    user_ids = (owners.centre_user.id, owners.teacher_user.id)
    notices = [
        one(db, select(Notice.id).where(Notice.user_id == user_id).order_by(Notice.id))
        for user_id in user_ids
    ]
    other_centre, other_teacher = intruders(client, db)
    return World(
        owner_centre=Caller("the owner centre", "centre", centre_token, owners.centre_user.id),
        owner_teacher=Caller("the owner teacher", "teacher", owner_token, owners.teacher_user.id),
        other_centre=other_centre,
        other_teacher=other_teacher,
        staff=Caller(
            "staff", "staff", staff_token(client, owners.staff_user), owners.staff_user.id
        ),
        ids={
            **owners.ids,
            "booking": [processing, confirmed, owners.billed],
            "invite.centre": [interested, open_invite],
            "invite.teacher": [open_invite],
            "record.centre": [upcoming.id, unbilled_record.id, billed_record.id],
            "record.upcoming": [upcoming.id],
            "record.finished": [unbilled_record.id],
            "timesheet": [unbilled_sheet, billed_sheet],
            "invoice": [invoice.id],
            "review": [one(db, select(Review.id).where(Review.job_record_id == billed_record.id))],
            "notice": notices,
            "quote": [quoted["processId"]],
        },
        markers={
            "centre name": [owners.centre.name],
            "centre": [
                "Marama Ownerley",
                "Tuatara Bay Early Learning Limited",
                owners.centre_user.email,
            ],
            "teacher names": ["Tuataraowner", "Tuatarasecond", "Tuatarablocked"],
            "teacher": [
                owners.teacher_user.email,
                owners.second_user.email,
                owners.teacher.registration_number,
            ],
            "offer": ["Tuatara head teacher", "Lead the Tuatara room."],
            "private": [
                "Tuatara gumboots",
                "Tuatara dentist",
                "Tuatara block reason",
                "Tuatara application note",
                "Tuatara printer",
                "Tuatara staff reply",
                "tuatara-",
                "Tuatara review comment",
                owners.ids["ticket"][0],
                invoice.number,
            ],
        },
        draft=draft,
        days_draft={
            **draft,
            "bookingType": 2,
            "jobEndTime": following_weekday(
                datetime.fromisoformat(str(draft["jobEndTime"]))
            ).isoformat(),
        },
        extension_ends_at=extension_ends_at,
        finished_starts_at=unbilled_record.starts_at,
        finished_ends_at=unbilled_record.ends_at,
        review_answers=answers,
    )


def intruders(client: TestClient, db: Session) -> tuple[Caller, Caller]:
    """Another centre and another teacher, far away, each with records of its own."""
    centre_user, _ = make_centre(
        db,
        name="Kahikatea Preschool",
        agreed=True,
        latitude=FAR_LATITUDE,
        longitude=FAR_LONGITUDE,
    )
    teacher_user, teacher = make_teacher(db, latitude=FAR_LATITUDE, longitude=FAR_LONGITUDE)
    teacher.free_job_seeker = True
    db.flush()
    token = sign_in(client, centre_user.email)
    booking = create_booking(client, token, **times(next_weekday_at(8, 30, days_ahead=4)))
    ticket = ok(
        call(
            client,
            "/center/support/ticket/submit",
            {"category": 1, "subject": "Roster", "description": "A question.", "fileIds": []},
            token=token,
        )
    )["ticketNo"]

    def own_quote(body: dict[str, Any]) -> str:
        """A live quote of the other centre for this very draft. A draft the
        quote refuses (the owners' favourites) is refused by create too, before
        it looks at the quote, so any quote id serves then."""
        draft = {k: v for k, v in body.items() if k not in ("processId", "voucherId")}
        answer = call(
            client, "/center/job/create/process", {"processType": 1, **draft}, token=token
        )
        if answer["rtn_code"] != 0:
            return "0" * 16
        process_id: str = answer["rtn_data"]["quote"]["processId"]
        return process_id

    return (
        Caller(
            "another centre",
            "centre",
            token,
            centre_user.id,
            own={
                "bookingId": booking,
                "ticketNo": ticket,
                "processId": own_quote,
            },
        ),
        Caller(
            "another teacher",
            "teacher",
            teacher_sign_in(client, teacher_user.email),
            teacher_user.id,
        ),
    )
