"""Bookings worked and billed through the real calls and tasks."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.bookings import matching
from relief.invoices import rules
from relief.invoices import service as invoices
from relief.kit.clock import now
from relief.models import (
    ApplicationStatus,
    Centre,
    Invite,
    Invoice,
    JobApplication,
    JobOffer,
    JobRecord,
    Teacher,
    TimeSheet,
    TimeSheetConfirmation,
    TimeSheetStatus,
)
from tests.booking_helpers import AUCKLAND, create_booking, drain
from tests.factories import call, make_teacher


def confirmed_booking(
    client: TestClient, db: Session, token: str, teachers: list[Teacher], **overrides: Any
) -> int:
    """A booking created by the centre with these teachers confirmed."""
    booking_id = create_booking(client, token, numberOfTeachers=len(teachers), **overrides)
    for teacher in teachers:
        invite = db.scalar(
            select(Invite).where(Invite.booking_id == booking_id, Invite.teacher_id == teacher.id)
        )
        assert invite is not None, "the teacher was not invited"
        matching.answer(db, teacher, invite.id, True, invite.invited_at)
        db.flush()
        answer = call(client, "/center/job/confirm/price", {"inviteId": invite.id}, token=token)
        assert answer["rtn_code"] == 0, answer
    return booking_id


def records_of(db: Session, booking_id: int) -> list[JobRecord]:
    return list(
        db.scalars(
            select(JobRecord)
            .where(JobRecord.booking_id == booking_id)
            .order_by(JobRecord.starts_at, JobRecord.id)
        )
    )


def travel(db: Session, to: datetime) -> None:
    """Move the clock to `to` and run what fell due."""
    with time_machine.travel(to, tick=False):
        drain(db)


def confirm_sheet(db: Session, record: JobRecord, at: datetime) -> TimeSheet:
    """Confirm the record's time sheet with the booked hours and bill it, as
    confirming a time sheet does (creating the sheet if the finish did not)."""
    db.refresh(record)
    sheet = db.scalar(select(TimeSheet).where(TimeSheet.job_record_id == record.id))
    paid = int((record.ends_at - record.starts_at).total_seconds() // 60) - record.break_minutes
    if sheet is None:
        sheet = TimeSheet(
            job_record_id=record.id,
            booking_id=record.booking_id,
            centre_id=record.centre_id,
            teacher_id=record.teacher_id,
            work_date=record.starts_at.astimezone(AUCKLAND).date(),
            hourly_rate=record.hourly_rate,
            booked_starts_at=record.starts_at,
            booked_ends_at=record.ends_at,
            booked_break_minutes=record.break_minutes,
            default_at=record.ends_at + timedelta(hours=3),
        )
        db.add(sheet)
        db.flush()
    if sheet.invoice_id is not None:
        return sheet
    sheet.status = TimeSheetStatus.confirmed
    sheet.starts_at, sheet.ends_at = record.starts_at, record.ends_at
    sheet.break_minutes = record.break_minutes
    sheet.paid_minutes = paid
    sheet.amount = rules.line_amount(rules.hours_of(paid), record.hourly_rate)
    sheet.confirmation = TimeSheetConfirmation.as_is
    sheet.confirmed_at = at
    db.flush()
    invoices.bill_time_sheet(db, sheet, at)
    db.flush()
    return sheet


def invoice_of(db: Session, booking_id: int) -> Invoice:
    invoice = db.scalars(
        select(Invoice).where(Invoice.booking_id == booking_id).order_by(Invoice.id)
    ).first()
    assert invoice is not None
    db.refresh(invoice)
    return invoice


def money(text: str) -> Decimal:
    return Decimal(text)


def placement_invoice(db: Session, centre: Centre) -> Invoice:
    """The placement fee invoice of a teacher the centre took on through a job offer."""
    _, teacher = make_teacher(db)
    today = now().date()
    offer = JobOffer(
        centre_id=centre.id,
        title="Head teacher",
        description="Permanent role",
        work_type=1,
        rate_range=2,
        starts_on=today + timedelta(days=30),
        expires_on=today + timedelta(days=20),
    )
    db.add(offer)
    db.flush()
    application = JobApplication(
        offer_id=offer.id, teacher_id=teacher.id, status=ApplicationStatus.applied
    )
    db.add(application)
    db.flush()
    return invoices.bill_placement_fee(db, application, now())
