"""The teacher app's calls: sign-in, profile, availability, invites and jobs.

Sign-out and notices are the shared `/user/...` calls.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from relief.auth.deps import DB, CurrentTeacher, client_address
from relief.auth.schemas import LoginIn
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Empty, Envelope, Page, ok
from relief.teachers import availability, invites, jobs, payment, profile
from relief.teachers.schemas import (
    AvailabilityListIn,
    BankDetailsIn,
    BankDetailsOut,
    ExtensionAnswerIn,
    InviteAnswerIn,
    InviteListIn,
    JobListIn,
    LeaveIn,
    ProfileUpdateIn,
    SpanAddedOut,
    SpanAddIn,
    SpanListOut,
    SpanRef,
    TeacherInvite,
    TeacherJob,
    TeacherLoginOut,
    TeacherProfile,
)
from relief.timesheets.schemas import TimeSheetReportIn

router = APIRouter(tags=["teacher"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/teacher/login", response_model=Envelope[TeacherLoginOut])
def login(
    payload: LoginIn, request: Request, db: DB, settings: SettingsDep
) -> Envelope[TeacherLoginOut]:
    """Teacher sign-in with e-mail and password (captcha when asked for)."""
    return ok(profile.sign_in(db, settings, payload, client_address(request)))


@router.post("/teacher/profile", response_model=Envelope[TeacherProfile])
def get_profile(caller: CurrentTeacher, db: DB) -> Envelope[TeacherProfile]:
    """The signed-in teacher's profile, rank and completed hours."""
    return ok(profile.profile(db, caller.teacher))


@router.post("/teacher/profile/update", response_model=Envelope[TeacherProfile])
def update_profile(
    payload: ProfileUpdateIn, caller: CurrentTeacher, db: DB
) -> Envelope[TeacherProfile]:
    """Change the home location, travel radius, mobile or teaching philosophy."""
    return ok(profile.update(db, caller.teacher, payload))


@router.post("/teacher/bank/detail", response_model=Envelope[BankDetailsOut])
def bank_detail(caller: CurrentTeacher) -> Envelope[BankDetailsOut]:
    """The teacher's bank account, IRD number and tax code."""
    return ok(payment.details(caller.teacher))


@router.post("/teacher/bank/update", response_model=Envelope[BankDetailsOut])
def bank_update(payload: BankDetailsIn, caller: CurrentTeacher, db: DB) -> Envelope[BankDetailsOut]:
    """Set the bank account (12-3456-1234567-001), IRD number and tax code."""
    return ok(payment.update(db, caller.teacher, payload))


@router.post("/teacher/availability/list", response_model=Envelope[SpanListOut])
def availability_list(
    payload: AvailabilityListIn, caller: CurrentTeacher, db: DB, settings: SettingsDep
) -> Envelope[SpanListOut]:
    """The times marked unavailable that overlap a range of days."""
    return ok(
        availability.list_spans(db, caller.teacher, payload.from_, payload.to, settings.time_zone)
    )


@router.post("/teacher/availability/add", response_model=Envelope[SpanAddedOut])
def availability_add(payload: SpanAddIn, caller: CurrentTeacher, db: DB) -> Envelope[SpanAddedOut]:
    """Mark a time unavailable; warns when it overlaps a booked job."""
    return ok(availability.add(db, caller.teacher, payload, now()))


@router.post("/teacher/availability/delete", response_model=Envelope[Empty])
def availability_delete(payload: SpanRef, caller: CurrentTeacher, db: DB) -> Envelope[Empty]:
    """Remove a time marked unavailable."""
    availability.delete(db, caller.teacher, payload.id)
    return ok(Empty())


@router.post("/teacher/invite/list", response_model=Envelope[Page[TeacherInvite]])
def invite_list(
    payload: InviteListIn, caller: CurrentTeacher, db: DB
) -> Envelope[Page[TeacherInvite]]:
    """Open or answered invites, newest first, paged."""
    return ok(invites.page(db, caller.teacher, payload))


@router.post("/teacher/invite/answer", response_model=Envelope[TeacherInvite])
def invite_answer(
    payload: InviteAnswerIn, caller: CurrentTeacher, db: DB
) -> Envelope[TeacherInvite]:
    """Answer an open invite: interested or not."""
    return ok(invites.answer(db, caller.teacher, payload.inviteId, payload.interested, now()))


@router.post("/teacher/job/list", response_model=Envelope[Page[TeacherJob]])
def job_list(payload: JobListIn, caller: CurrentTeacher, db: DB) -> Envelope[Page[TeacherJob]]:
    """Upcoming or past job records, paged."""
    return ok(jobs.page(db, caller.teacher, payload, now()))


@router.post("/teacher/job/leave", response_model=Envelope[TeacherJob])
def job_leave(payload: LeaveIn, caller: CurrentTeacher, db: DB) -> Envelope[TeacherJob]:
    """Apply for leave from a booked day; the day goes back to matching."""
    return ok(jobs.apply_leave(db, caller.teacher, payload.jobRecordId, payload.reason, now()))


@router.post("/teacher/job/extension/answer", response_model=Envelope[TeacherJob])
def extension_answer(
    payload: ExtensionAnswerIn, caller: CurrentTeacher, db: DB
) -> Envelope[TeacherJob]:
    """Accept or decline the centre's request to stay later."""
    return ok(jobs.answer_extension(db, caller.teacher, payload.jobRecordId, payload.accept, now()))


@router.post("/teacher/time/sheet/report", response_model=Envelope[TeacherJob])
def time_sheet_report(
    payload: TimeSheetReportIn, caller: CurrentTeacher, db: DB
) -> Envelope[TeacherJob]:
    """The teacher reports the times actually worked, while the sheet is to confirm."""
    return ok(jobs.report_times(db, caller.teacher, payload, now()))
