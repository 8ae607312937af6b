"""The staff's booking desk: the three lists, their details with the matching
timeline, a booking's operation records, and soft removal refused while the
record still runs or money depends on it. Each call is kept to the reader's
data scope: a regional role reads and changes the bookings of its regions'
centres, and one outside them is missing to it."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.bookingdesk import repository, rules
from relief.bookingdesk.errors import (
    DeskBookingMissing,
    DeskInviteMissing,
    DeskJobRecordMissing,
    DeskPeriodBackwards,
    DeskStatusUnknown,
    RemovalDayWorked,
    RemovalFeeCharged,
    RemovalInviteOpen,
    RemovalInvoiced,
    RemovalSplit,
    RemovalStillMatching,
    RemovalTeacherBooked,
    RemovalTimeSheetConfirmed,
)
from relief.bookingdesk.schemas import (
    BookingDeskDetail,
    BookingRow,
    DeskFilter,
    DeskListIn,
    InviteDeskDetail,
    InviteRow,
    JobRecordDeskDetail,
    JobRecordRow,
    OperationRecord,
    Removed,
    StaffCancelIn,
    StaffCancelOut,
    TimelineEntry,
)
from relief.bookings import service as bookings
from relief.errors import AppError
from relief.kit.envelope import Page
from relief.models import Booking, Centre, Invite, JobRecord, Teacher


def _start_of(day: date, zone: ZoneInfo) -> datetime:
    return datetime.combine(day, time(0), tzinfo=zone)


def _check(table: str, query: DeskFilter) -> None:
    if query.dateFrom and query.dateTo and query.dateTo < query.dateFrom:
        raise DeskPeriodBackwards()
    if not rules.known_status(table, query.status):
        raise DeskStatusUnknown(status=query.status)


def _where(
    db: Session, reader_id: int, table: str, query: DeskFilter, zone: ZoneInfo
) -> repository.Filter:
    _check(table, query)
    return repository.Filter(
        status=query.status,
        centre_id=query.centreId,
        teacher_id=query.teacherId,
        booking_id=query.bookingId,
        since=_start_of(query.dateFrom, zone) if query.dateFrom else None,
        before=_start_of(query.dateTo + timedelta(days=1), zone) if query.dateTo else None,
        keyword=query.keyword or None,
        regions=authority.data_scope(db, reader_id),
    )


def _name(teacher: Teacher) -> str:
    return f"{teacher.first_name} {teacher.last_name}"


def _booking_row(booking: Booking, centre: Centre) -> BookingRow:
    return BookingRow(
        bookingId=booking.id,
        centreId=centre.id,
        centreName=centre.name,
        parentId=booking.parent_id,
        status=booking.status,
        bookingType=booking.booking_type,
        inviteType=booking.invite_type,
        startsAt=booking.starts_at,
        endsAt=booking.ends_at,
        hourlyRate=booking.hourly_rate,
        numberOfTeachers=booking.number_of_teachers,
        multiDay=booking.multi_day,
        includeWeekends=booking.include_weekends,
        includeHolidays=booking.include_holidays,
        repeatWeekdays=booking.repeat_weekdays,
        boosted=booking.boosted_at is not None,
        boostIncentive=booking.boost_incentive,
        inviteRangeKm=booking.invite_range_km,
        gender=booking.gender,
        genderJustification=booking.gender_justification,
        ageGroup=booking.age_group,
        talentPool=booking.talent_pool,
        qualification=booking.qualification,
        notes=booking.notes,
        cancelReason=booking.cancel_reason,
        canceledAt=booking.canceled_at,
        confirmedAt=booking.confirmed_at,
        failedAt=booking.failed_at,
        createdAt=booking.created_at,
    )


def _invite_row(invite: Invite, booking: Booking, centre: Centre, teacher: Teacher) -> InviteRow:
    return InviteRow(
        inviteId=invite.id,
        bookingId=booking.id,
        centreId=centre.id,
        centreName=centre.name,
        teacherId=teacher.id,
        teacherName=_name(teacher),
        status=invite.status,
        stage=invite.stage,
        distanceKm=invite.distance_km,
        hourlyRate=invite.hourly_rate,
        startsAt=booking.starts_at,
        endsAt=booking.ends_at,
        invitedAt=invite.invited_at,
        answeredAt=invite.answered_at,
        confirmedAt=invite.confirmed_at,
        closedAt=invite.closed_at,
    )


def _record_row(row: repository.RecordRow) -> JobRecordRow:
    record, centre, teacher, sheet, invoice = row
    hours = rules.working_hours(record.starts_at, record.ends_at, record.break_minutes)
    return JobRecordRow(
        jobRecordId=record.id,
        bookingId=record.booking_id,
        inviteId=record.invite_id,
        centreId=centre.id,
        centreName=centre.name,
        teacherId=teacher.id,
        teacherName=_name(teacher),
        status=record.status,
        startsAt=record.starts_at,
        endsAt=record.ends_at,
        finishedAt=record.finished_at,
        breakMinutes=record.break_minutes,
        workingHours=hours,
        hourlyRate=record.hourly_rate,
        grossPayment=rules.gross(hours, record.hourly_rate),
        leaveAt=record.leave_at,
        leaveReason=record.leave_reason,
        cancelReason=record.cancel_reason,
        canceledAt=record.canceled_at,
        cancelFee=record.cancel_fee,
        extensionEndsAt=record.extension_ends_at,
        extensionAnswer=record.extension_answer,
        timeSheetStatus=sheet.status if sheet else None,
        invoiceId=invoice.id if invoice else None,
        invoiceStatus=invoice.status if invoice else None,
    )


def _timeline(db: Session, booking_id: int) -> list[TimelineEntry]:
    return [
        TimelineEntry(at=e.at, kind=e.kind, data=json.loads(e.data or "{}"))
        for e in bookings.timeline_events(db, booking_id)
    ]


# The lists


def booking_list(
    db: Session, reader_id: int, query: DeskListIn, zone: ZoneInfo
) -> Page[BookingRow]:
    rows, total = repository.bookings(
        db, _where(db, reader_id, "booking", query, zone), query.offset, query.pageSize
    )
    return Page[BookingRow].of([_booking_row(b, c) for b, c in rows], total, query)


def invite_list(db: Session, reader_id: int, query: DeskListIn, zone: ZoneInfo) -> Page[InviteRow]:
    rows, total = repository.invites(
        db, _where(db, reader_id, "invite", query, zone), query.offset, query.pageSize
    )
    return Page[InviteRow].of([_invite_row(*row) for row in rows], total, query)


def record_list(
    db: Session, reader_id: int, query: DeskListIn, zone: ZoneInfo
) -> Page[JobRecordRow]:
    rows, total = repository.records(
        db, _where(db, reader_id, "jobRecord", query, zone), query.offset, query.pageSize
    )
    return Page[JobRecordRow].of([_record_row(row) for row in rows], total, query)


# The job records' export


def check_records(query: DeskFilter, zone: ZoneInfo) -> None:
    _check("jobRecord", query)


def record_ids(
    db: Session, reader_id: int, query: DeskFilter, zone: ZoneInfo, batch: int
) -> Iterable[int]:
    return repository.record_ids(db, _where(db, reader_id, "jobRecord", query, zone), batch)


def records_by_id(db: Session, ids: Sequence[int]) -> dict[int, JobRecordRow]:
    return {row[0].id: _record_row(row) for row in repository.records_by_id(db, ids)}


# Details


def booking_detail(db: Session, reader_id: int, booking_id: int) -> BookingDeskDetail:
    found = repository.booking(db, booking_id, authority.data_scope(db, reader_id))
    if found is None:
        raise DeskBookingMissing()
    booking, centre = found
    of_booking = repository.Filter(booking_id=booking.id)
    return BookingDeskDetail(
        **_booking_row(booking, centre).model_dump(),
        invites=[_invite_row(*row) for row in repository.invites_of(db, of_booking)],
        jobRecords=[_record_row(row) for row in repository.records_of(db, of_booking)],
        timeline=_timeline(db, booking.id),
    )


def invite_detail(db: Session, reader_id: int, invite_id: int) -> InviteDeskDetail:
    found = repository.invite(db, invite_id, authority.data_scope(db, reader_id))
    if found is None:
        raise DeskInviteMissing()
    return InviteDeskDetail(**_invite_row(*found).model_dump(), timeline=_timeline(db, found[1].id))


def record_detail(db: Session, reader_id: int, record_id: int) -> JobRecordDeskDetail:
    found = repository.record(db, record_id, authority.data_scope(db, reader_id))
    if found is None:
        raise DeskJobRecordMissing()
    return JobRecordDeskDetail(
        **_record_row(found).model_dump(), timeline=_timeline(db, found[0].booking_id)
    )


def operation_records(db: Session, reader_id: int, booking_id: int) -> list[OperationRecord]:
    """The booking's timeline and the staff changes of it, its invites and its
    job records, oldest first."""
    if repository.booking(db, booking_id, authority.data_scope(db, reader_id)) is None:
        raise DeskBookingMissing()
    targets = [("bookings", str(booking_id))]
    targets += [("invites", str(i.id)) for i in repository.invites_of_booking(db, booking_id)]
    targets += [
        ("job_records", str(r.id)) for r in repository.job_records_of_booking(db, booking_id)
    ]
    found = [
        OperationRecord(at=e.at, source="timeline", kind=e.kind, data=e.data)
        for e in _timeline(db, booking_id)
    ]
    found += [
        OperationRecord(
            at=entry.at,
            source="audit",
            kind=entry.call,
            actorEmail=user.email if user else None,
            targetTable=entry.target_table,
            targetId=entry.target_id,
            data={"auditId": entry.id, "permission": entry.permission},
        )
        for entry, user in repository.audit_entries(db, targets)
    ]
    return sorted(found, key=lambda r: r.at)


# Removal


_MONEY_REFUSALS: dict[str, type[AppError]] = {
    "invoiced": RemovalInvoiced,
    "time_sheet": RemovalTimeSheetConfirmed,
    "fee": RemovalFeeCharged,
}
_IN_USE_REFUSALS: dict[str, type[AppError]] = {
    "matching": RemovalStillMatching,
    "split": RemovalSplit,
    "booked": RemovalTeacherBooked,
    "worked": RemovalDayWorked,
}


def _refuse_if_money(db: Session, booking_id: int | None, record_ids: Sequence[int]) -> None:
    what = rules.money_in_the_way(
        repository.billed_lines(db, booking_id, record_ids),
        repository.confirmed_sheets(db, record_ids),
        repository.fees_of(db, record_ids),
    )
    if what is not None:
        raise _MONEY_REFUSALS[what]()


def _refuse_if_in_use(what: str | None) -> None:
    if what is not None:
        raise _IN_USE_REFUSALS[what]()


def delete_booking(db: Session, staff_id: int, booking_id: int, at: datetime) -> Removed:
    """Remove a booking with its invites and job records once it has ended,
    unless money hangs on it. A removed booking is gone for its centre and its
    teachers too."""
    if not repository.sees_booking(db, booking_id, authority.data_scope(db, staff_id)):
        raise DeskBookingMissing()
    booking = repository.lock_booking(db, booking_id)
    if booking is None or booking.deleted_at is not None:
        raise DeskBookingMissing()
    records = [r for r in repository.job_records_of_booking(db, booking_id) if r.deleted_at is None]
    _refuse_if_money(db, booking_id, [r.id for r in records])
    _refuse_if_in_use(rules.booking_in_use(booking.status, [r.status for r in records]))
    # The booking first, so that the audit entry names it as its target.
    booking.deleted_at, booking.deleted_by = at, staff_id
    db.flush()
    rows: list[JobRecord | Invite] = [*records, *repository.invites_of_booking(db, booking_id)]
    for row in rows:
        if row.deleted_at is None:
            row.deleted_at, row.deleted_by = at, staff_id
    db.flush()
    bookings.record_event(db, booking_id, "removed_by_staff", at, staffId=staff_id)
    db.flush()
    return Removed(id=booking_id, deletedAt=at)


def delete_invite(db: Session, staff_id: int, invite_id: int, at: datetime) -> Removed:
    found = repository.invite(db, invite_id, authority.data_scope(db, staff_id))
    if found is None:
        raise DeskInviteMissing()
    invite = found[0]
    booking = repository.lock_booking(db, invite.booking_id)
    records = [
        r.id
        for r in repository.job_records_of_booking(db, invite.booking_id)
        if r.invite_id == invite.id
    ]
    _refuse_if_money(db, None, records)
    if booking is not None and rules.invite_in_use(invite.status, booking.status):
        raise RemovalInviteOpen()
    invite.deleted_at, invite.deleted_by = at, staff_id
    db.flush()
    bookings.record_event(db, invite.booking_id, "invite_removed_by_staff", at, inviteId=invite.id)
    db.flush()
    return Removed(id=invite_id, deletedAt=at)


def delete_record(db: Session, staff_id: int, record_id: int, at: datetime) -> Removed:
    found = repository.record(db, record_id, authority.data_scope(db, staff_id))
    if found is None:
        raise DeskJobRecordMissing()
    record = found[0]
    repository.lock_booking(db, record.booking_id)
    _refuse_if_money(db, None, [record.id])
    _refuse_if_in_use(rules.record_in_use([record.status]))
    record.deleted_at, record.deleted_by = at, staff_id
    db.flush()
    bookings.record_event(
        db, record.booking_id, "job_record_removed_by_staff", at, jobRecordId=record.id
    )
    db.flush()
    return Removed(id=record_id, deletedAt=at)


def cancel_for_centre(
    db: Session, staff_id: int, payload: StaffCancelIn, at: datetime
) -> StaffCancelOut:
    """Cancel a booking (or one job record) on its centre's behalf, through the
    centre's own cancellation: the same checks, fee, notices and timeline."""
    found = repository.booking(db, payload.bookingId, authority.data_scope(db, staff_id))
    if found is None:
        raise DeskBookingMissing()
    _booking, centre = found
    answer = bookings.cancel(db, centre, payload.bookingId, payload.jobRecordId, payload.reason, at)
    bookings.record_event(
        db, payload.bookingId, "canceled_by_staff", at, staffId=staff_id, reason=payload.reason
    )
    db.flush()
    return StaffCancelOut(**answer.model_dump())
