"""Time sheets: one per finished job record, reported by the teacher, confirmed
by the centre (as is or adjusted) or by default at 18:00, then billed.

Confirming credits the teacher's working points (and rank) and puts the sheet
on its booking's invoice, in the caller's transaction.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy.orm import Session

from relief.invoices import service as invoices
from relief.kit.clock import local
from relief.kit.envelope import Page
from relief.locks import lock_booking
from relief.models import (
    Centre,
    JobRecord,
    Task,
    Teacher,
    TimeSheet,
    TimeSheetConfirmation,
    TimeSheetStatus,
    User,
)
from relief.notices import kinds
from relief.notices import service as notices
from relief.settings import service as settings
from relief.tasks import handles, schedule
from relief.timesheets import repository, rules
from relief.timesheets.errors import (
    GiveBothStartEndTime,
    NoTimeSheetForJob,
    TimeSheetAlreadyConfirmed,
    TimeSheetMissing,
)
from relief.timesheets.schemas import (
    TimeSheetConfirmIn,
    TimeSheetItem,
    TimeSheetListIn,
    TimeSheetReportIn,
)


def _centre(db: Session, centre_id: int) -> Centre:
    centre = repository.centre(db, centre_id)
    assert centre is not None
    return centre


def _user(db: Session, user_id: int) -> User:
    user = repository.user(db, user_id)
    assert user is not None
    return user


def _lunch_break(db: Session, starts_at: datetime, ends_at: datetime) -> int:
    values = settings.current(db)
    return rules.lunch_break(
        starts_at,
        ends_at,
        lunch_break_minutes=values.lunch_break_minutes,
        lunch_minimum_hours=values.lunch_minimum_hours,
    )


# --- a finished job gets its time sheet ----------------------------------------


def open_for_finished_job(db: Session, record: JobRecord) -> TimeSheet:
    """The finished job record's time sheet with the booked hours, to confirm,
    and its default confirmation as a task (once: a second call finds it)."""
    existing = repository.of_job_record(db, record.id)
    if existing is not None:
        return existing
    zone = _centre(db, record.centre_id).time_zone
    work_date = rules.local_date(record.starts_at, zone)
    sheet = TimeSheet(
        job_record_id=record.id,
        booking_id=record.booking_id,
        centre_id=record.centre_id,
        teacher_id=record.teacher_id,
        work_date=work_date,
        status=TimeSheetStatus.to_confirm,
        hourly_rate=record.hourly_rate,
        booked_starts_at=record.starts_at,
        booked_ends_at=record.ends_at,
        booked_break_minutes=record.break_minutes,
        default_at=rules.default_at(work_date, record.ends_at, zone),
    )
    db.add(sheet)
    db.flush()
    schedule(db, "timesheet.default", sheet.id, sheet.default_at)
    _tell_centre_to_confirm(db, sheet, zone)
    return sheet


def _sheet_notice(
    db: Session,
    sheet: TimeSheet,
    zone: str,
    kind: type[kinds.TimesheetToConfirm] | type[kinds.TimesheetDefaultConfirmed],
) -> kinds.TimesheetToConfirm | kinds.TimesheetDefaultConfirmed:
    """A time sheet notice to the centre: the sheet, its teacher, the paid
    hours and amount, and when it is (or was to be) confirmed by default."""
    minutes, amount = paid(sheet)
    return kind(
        timeSheetId=sheet.id,
        jobRecordId=sheet.job_record_id,
        bookingId=sheet.booking_id,
        teacher=" ".join(_names(db, sheet.teacher_id)),
        date=sheet.work_date,
        hours=rules.paid_hours(minutes),
        amount=amount,
        confirmBy=local(sheet.default_at, zone),
    )


def _tell_centre_to_confirm(db: Session, sheet: TimeSheet, zone: str) -> None:
    """The centre hears that the sheet waits for it, and by when."""
    notices.notify(
        db,
        _user(db, _centre(db, sheet.centre_id).user_id),
        _sheet_notice(db, sheet, zone, kinds.TimesheetToConfirm),
    )


# --- confirming -------------------------------------------------------------------


def _credit_teacher(db: Session, teacher: Teacher, minutes: int, at: datetime) -> None:
    """Paid minutes add to the finished work; a working point per whole hour;
    the rank follows the points (a change is told to the teacher)."""
    before = teacher.completed_minutes
    teacher.completed_minutes = before + minutes
    teacher.points += rules.working_points(teacher.completed_minutes) - rules.working_points(before)
    ranks = repository.ranks(db)
    rank = rules.rank_for_points(teacher.points, ranks)
    if rank.id != teacher.rank_id:
        teacher.rank_id = rank.id
        notices.notify(
            db, _user(db, teacher.user_id), kinds.RankChanged(rank=rank.name, points=teacher.points)
        )


def _confirm(
    db: Session,
    sheet: TimeSheet,
    starts_at: datetime,
    ends_at: datetime,
    break_minutes: int,
    how: TimeSheetConfirmation,
    at: datetime,
    reason: str | None = None,
    note: str | None = None,
) -> TimeSheet:
    minutes = rules.paid_minutes(starts_at, ends_at, break_minutes)
    sheet.starts_at, sheet.ends_at, sheet.break_minutes = starts_at, ends_at, break_minutes
    sheet.paid_minutes = minutes
    sheet.amount = rules.amount(sheet.hourly_rate, minutes)
    sheet.confirmation = how
    sheet.adjust_reason = reason
    sheet.adjust_note = note
    sheet.status = TimeSheetStatus.confirmed
    sheet.confirmed_at = at
    db.flush()
    teacher = repository.teacher(db, sheet.teacher_id, lock=True)
    assert teacher is not None
    _credit_teacher(db, teacher, minutes, at)
    invoices.bill_time_sheet(db, sheet, at)
    zone = _centre(db, sheet.centre_id).time_zone
    hours = rules.paid_hours(minutes)
    notices.notify(
        db,
        _user(db, teacher.user_id),
        kinds.TimesheetConfirmed(
            timeSheetId=sheet.id,
            jobRecordId=sheet.job_record_id,
            date=sheet.work_date,
            startsAt=local(starts_at, zone),
            endsAt=local(ends_at, zone),
            hours=hours,
            amount=sheet.amount,
            confirmation=how.value,
        ),
    )
    db.flush()
    return sheet


def _locked_open_sheet(db: Session, sheet: TimeSheet) -> TimeSheet:
    """The sheet locked after its booking (the order of every booking change)."""
    lock_booking(db, sheet.booking_id)
    locked = repository.locked(db, sheet.id)
    assert locked is not None
    if locked.status != TimeSheetStatus.to_confirm:
        raise TimeSheetAlreadyConfirmed()
    return locked


def confirm(
    db: Session, centre: Centre, payload: TimeSheetConfirmIn, at: datetime
) -> TimeSheetItem:
    """Confirm as is (no times: the teacher's reported times if any, else the
    booked ones) or adjusted (times, a reason, and text for 'other')."""
    found = repository.for_centre(db, centre.id, payload.timeSheetId)
    if found is None:
        raise TimeSheetMissing()
    adjusting = payload.startTime is not None or payload.endTime is not None
    if adjusting:
        if payload.startTime is None or payload.endTime is None:
            raise GiveBothStartEndTime()
        problem = rules.reason_problem(payload.reason, payload.note)
        if problem:
            raise problem
        starts_at, ends_at = payload.startTime, payload.endTime
        break_minutes = (
            payload.breakMinutes
            if payload.breakMinutes is not None
            else _lunch_break(db, starts_at, ends_at)
        )
        problem = rules.times_problem(
            starts_at, ends_at, break_minutes, found.work_date, centre.time_zone
        )
        if problem:
            raise problem
    sheet = _locked_open_sheet(db, found)
    if adjusting:
        note = (payload.note or "").strip() or None
        _confirm(
            db,
            sheet,
            starts_at,
            ends_at,
            break_minutes,
            TimeSheetConfirmation.adjusted,
            at,
            reason=payload.reason,
            note=note,
        )
    else:
        starts_at, ends_at, break_minutes = as_is(sheet)
        _confirm(db, sheet, starts_at, ends_at, break_minutes, TimeSheetConfirmation.as_is, at)
    return item(sheet, *_names(db, sheet.teacher_id))


def as_is(sheet: TimeSheet) -> tuple[datetime, datetime, int]:
    """What confirming as is pays: the reported times if the teacher reported, else the booked."""
    if (
        sheet.reported_starts_at is not None
        and sheet.reported_ends_at is not None
        and sheet.reported_break_minutes is not None
    ):
        return sheet.reported_starts_at, sheet.reported_ends_at, sheet.reported_break_minutes
    return sheet.booked_starts_at, sheet.booked_ends_at, sheet.booked_break_minutes


@handles("timesheet.default")
def confirm_by_default(db: Session, task: Task) -> None:
    """18:00 on the job's day: an unconfirmed sheet is confirmed with the booked hours."""
    sheet = repository.sheet(db, task.ref_id)
    if sheet is None or sheet.status != TimeSheetStatus.to_confirm:
        return
    lock_booking(db, sheet.booking_id)
    locked = repository.locked(db, sheet.id)
    if locked is None or locked.status != TimeSheetStatus.to_confirm:
        return
    _confirm(
        db,
        locked,
        locked.booked_starts_at,
        locked.booked_ends_at,
        locked.booked_break_minutes,
        TimeSheetConfirmation.by_default,
        task.due_at,
    )
    centre = _centre(db, locked.centre_id)
    notices.notify(
        db,
        _user(db, centre.user_id),
        _sheet_notice(db, locked, centre.time_zone, kinds.TimesheetDefaultConfirmed),
    )


# --- the teacher's report ---------------------------------------------------------


def report(db: Session, teacher: Teacher, payload: TimeSheetReportIn, at: datetime) -> TimeSheet:
    """The teacher's actual times, while the sheet is still to confirm."""
    found = repository.for_teacher_job(db, teacher.id, payload.jobRecordId)
    if found is None:
        raise NoTimeSheetForJob()
    centre = _centre(db, found.centre_id)
    starts_at, ends_at = payload.startTime, payload.endTime
    break_minutes = (
        payload.breakMinutes
        if payload.breakMinutes is not None
        else _lunch_break(db, starts_at, ends_at)
    )
    problem = rules.times_problem(
        starts_at, ends_at, break_minutes, found.work_date, centre.time_zone
    )
    if problem:
        raise problem
    sheet = _locked_open_sheet(db, found)
    sheet.reported_starts_at, sheet.reported_ends_at = starts_at, ends_at
    sheet.reported_break_minutes = break_minutes
    sheet.reported_at = at
    name = f"{teacher.first_name} {teacher.last_name}"
    notices.notify(
        db,
        _user(db, centre.user_id),
        kinds.TimesheetReported(
            timeSheetId=sheet.id,
            bookingId=sheet.booking_id,
            teacher=name,
            date=sheet.work_date,
            startsAt=local(starts_at, centre.time_zone),
            endsAt=local(ends_at, centre.time_zone),
            breakMinutes=break_minutes,
        ),
    )
    db.flush()
    return sheet


# --- what the centre and the teacher read ----------------------------------------


def _names(db: Session, teacher_id: int) -> tuple[str, str]:
    teacher = repository.teacher(db, teacher_id)
    assert teacher is not None
    return teacher.first_name, teacher.last_name


def paid(sheet: TimeSheet) -> tuple[int, Decimal]:
    """The paid minutes and amount: as confirmed, or what confirming as is would pay."""
    if sheet.paid_minutes is not None and sheet.amount is not None:
        return sheet.paid_minutes, sheet.amount
    minutes = rules.paid_minutes(*as_is(sheet))
    return minutes, rules.amount(sheet.hourly_rate, minutes)


def item(sheet: TimeSheet, first_name: str, last_name: str) -> TimeSheetItem:
    minutes, amount = paid(sheet)
    return TimeSheetItem(
        id=sheet.id,
        jobRecordId=sheet.job_record_id,
        bookingId=sheet.booking_id,
        teacherId=sheet.teacher_id,
        teacherName=f"{first_name} {last_name}",
        date=sheet.work_date,
        status=sheet.status,
        hourlyRate=sheet.hourly_rate,
        bookedStartsAt=sheet.booked_starts_at,
        bookedEndsAt=sheet.booked_ends_at,
        bookedBreakMinutes=sheet.booked_break_minutes,
        reportedStartsAt=sheet.reported_starts_at,
        reportedEndsAt=sheet.reported_ends_at,
        reportedBreakMinutes=sheet.reported_break_minutes,
        reportedAt=sheet.reported_at,
        startsAt=sheet.starts_at,
        endsAt=sheet.ends_at,
        breakMinutes=sheet.break_minutes,
        hours=rules.paid_hours(minutes),
        amount=amount,
        confirmation=sheet.confirmation,
        reason=sheet.adjust_reason,
        note=sheet.adjust_note,
        confirmedAt=sheet.confirmed_at,
        defaultAt=sheet.default_at,
    )


def page(db: Session, centre: Centre, query: TimeSheetListIn) -> Page[TimeSheetItem]:
    """The centre's sheets to confirm or confirmed, paged, in two queries."""
    rows, total = repository.page(db, centre.id, query.status, query.offset, query.pageSize)
    return Page[TimeSheetItem].of(
        [item(sheet, first, last) for sheet, first, last in rows], total, query
    )


def of_job_records(db: Session, job_record_ids: list[int]) -> dict[int, TimeSheet]:
    """The time sheets of these job records (for the teacher's job list)."""
    return repository.of_job_records(db, job_record_ids)
