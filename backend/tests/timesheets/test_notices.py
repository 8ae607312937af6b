"""What the centre is told about its time sheets: one waits for it (and by
when), and one was confirmed by default. Each notice once, however often the
tasks run."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import Notice, OutboxMessage, TimeSheet, TimeSheetStatus
from relief.notices.service import worded
from relief.tasks import schedule
from tests.booking_helpers import AUCKLAND, next_weekday_at
from tests.teachers.test_api_support import ok
from tests.timesheets.helpers import after, booked_job, confirm, just_after, sheets


def told(db: Session, user_id: int, kind: str) -> list[Notice]:
    return list(
        db.scalars(
            select(Notice).where(Notice.user_id == user_id, Notice.kind == kind).order_by(Notice.id)
        )
    )


def facts_of(notice: Notice) -> dict[str, object]:
    facts: dict[str, object] = json.loads(notice.data)
    return facts


def sheet_of(db: Session, job_record_id: int) -> TimeSheet:
    sheet = db.scalar(select(TimeSheet).where(TimeSheet.job_record_id == job_record_id))
    assert sheet is not None
    db.refresh(sheet)
    return sheet


def test_the_centre_is_told_a_time_sheet_waits_and_by_when(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    six = f.starts.replace(hour=18, minute=0)
    with after(db, client, f.p, just_after(f)):
        pass
    sheet = sheet_of(db, f.job["jobRecordId"])
    [notice] = told(db, f.p.centre_user.id, "timesheet_to_confirm")
    name = f"{f.p.teacher.first_name} {f.p.teacher.last_name}"
    assert worded(notice, "en").title == f"Time sheet to confirm: {name}, {f.starts:%a %d %b}"
    assert f"Confirm or adjust it by {six:%a %d %b} 18:00" in worded(notice, "en").body
    assert "6.00 hours, $192.00" in worded(notice, "en").body
    facts = facts_of(notice)
    assert facts == {
        "timeSheetId": sheet.id,
        "jobRecordId": f.job["jobRecordId"],
        "bookingId": f.booking_id,
        "teacher": name,
        "date": f.starts.date().isoformat(),
        "hours": "6.00",
        "amount": "192.00",
        "confirmBy": six.isoformat(),
    }
    # And by e-mail, to the centre's address.
    mail = db.scalar(select(OutboxMessage).where(OutboxMessage.notice_id == notice.id))
    assert mail is not None
    assert (mail.recipient, mail.subject) == (f.p.centre_user.email, worded(notice, "en").title)
    # The teacher is not told this.
    assert told(db, f.p.teacher_user.id, "timesheet_to_confirm") == []

    # The finish task delivered again opens nothing and tells nothing more.
    schedule(db, "job.finish", f.job["jobRecordId"], f.ends)
    with after(db, client, f.p, just_after(f) + timedelta(minutes=5)):
        pass
    assert len(told(db, f.p.centre_user.id, "timesheet_to_confirm")) == 1


def test_a_job_ending_after_six_pm_gives_the_centre_until_the_next_evening(
    client: TestClient, db: Session
) -> None:
    start = next_weekday_at(12, 0)
    f = booked_job(
        client,
        db,
        jobStartTime=start.isoformat(),
        jobEndTime=start.replace(hour=19, minute=0).isoformat(),
    )
    next_six = (f.starts + timedelta(days=1)).replace(hour=18, minute=0)
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
    assert datetime.fromisoformat(row["defaultAt"]).astimezone(AUCKLAND) == next_six
    [notice] = told(db, f.p.centre_user.id, "timesheet_to_confirm")
    assert f"by {next_six:%a %d %b} 18:00" in worded(notice, "en").body
    assert facts_of(notice)["confirmBy"] == next_six.isoformat()
    # Still the centre's to confirm a minute before, confirmed by default at it.
    with after(db, client, f.p, next_six - timedelta(minutes=1)):
        pass
    assert sheet_of(db, f.job["jobRecordId"]).status == TimeSheetStatus.to_confirm
    with after(db, client, f.p, next_six):
        pass
    assert sheet_of(db, f.job["jobRecordId"]).status == TimeSheetStatus.confirmed


def test_the_centre_is_told_once_when_a_sheet_is_confirmed_by_default(
    client: TestClient, db: Session
) -> None:
    f = booked_job(client, db)
    six = f.starts.replace(hour=18, minute=0)
    with after(db, client, f.p, six):
        pass
    sheet = sheet_of(db, f.job["jobRecordId"])
    assert sheet.status == TimeSheetStatus.confirmed
    [notice] = told(db, f.p.centre_user.id, "timesheet_default_confirmed")
    name = f"{f.p.teacher.first_name} {f.p.teacher.last_name}"
    assert (
        worded(notice, "en").title
        == f"Time sheet confirmed by default: {name}, {f.starts:%a %d %b}"
    )
    assert f"was not confirmed by {six:%a %d %b} 18:00" in worded(notice, "en").body
    assert "confirmed with the booked hours: 6.00 hours, $192.00" in worded(notice, "en").body
    assert facts_of(notice)["timeSheetId"] == sheet.id
    assert facts_of(notice)["bookingId"] == f.booking_id
    # The teacher hears the sheet was confirmed, as for any confirmation.
    assert len(told(db, f.p.teacher_user.id, "timesheet_confirmed")) == 1

    # The default task delivered again: nothing more for anyone.
    schedule(db, "timesheet.default", sheet.id, six)
    with after(db, client, f.p, six + timedelta(minutes=5)):
        pass
    assert len(told(db, f.p.centre_user.id, "timesheet_default_confirmed")) == 1
    assert len(told(db, f.p.teacher_user.id, "timesheet_confirmed")) == 1


def test_a_sheet_the_centre_confirmed_is_not_confirmed_by_default(
    client: TestClient, db: Session
) -> None:
    f = booked_job(client, db)
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        ok(confirm(client, p.centre_token, row["id"]))
    with after(db, client, f.p, f.starts.replace(hour=18, minute=5)):
        pass
    assert told(db, f.p.centre_user.id, "timesheet_default_confirmed") == []
