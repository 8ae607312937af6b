"""Time sheets through HTTP: created when the job finishes, reported by the
teacher, confirmed as is or adjusted by the centre, confirmed by default at
18:00, billed, and credited to the teacher's working points and rank."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import (
    InvoiceLine,
    Notice,
    Task,
    Teacher,
    TeacherRank,
    TimeSheet,
    TimeSheetConfirmation,
    TimeSheetStatus,
)
from relief.notices.service import worded
from tests.factories import call, make_centre, sign_in
from tests.teachers.test_api_support import jobs, ok
from tests.timesheets.helpers import after, booked_job, confirm, just_after, sheets

AUCKLAND = ZoneInfo("Pacific/Auckland")


def stored(db: Session, sheet_id: int) -> TimeSheet:
    sheet = db.get(TimeSheet, sheet_id)
    assert sheet is not None
    db.refresh(sheet)
    return sheet


def teacher_row(db: Session, teacher_id: int) -> Teacher:
    teacher = db.get(Teacher, teacher_id)
    assert teacher is not None
    db.refresh(teacher)
    return teacher


def local(moment: str) -> datetime:
    return datetime.fromisoformat(moment).astimezone(AUCKLAND)


def test_a_finished_job_gets_a_time_sheet_to_confirm(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    assert sheets(client, f.p.centre_token) == []
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        [past] = jobs(client, p.teacher_token, "past")
    assert row["jobRecordId"] == f.job["jobRecordId"]
    assert row["bookingId"] == f.booking_id
    assert row["teacherName"] == f"{f.p.teacher.first_name} {f.p.teacher.last_name}"
    assert row["date"] == f.starts.date().isoformat()
    assert row["status"] == 1
    assert (local(row["bookedStartsAt"]), local(row["bookedEndsAt"])) == (f.starts, f.ends)
    assert row["bookedBreakMinutes"] == 30
    # 08:30 to 15:00 less 30 minutes: 6 hours at $32.00.
    assert (row["hours"], row["hourlyRate"], row["amount"]) == ("6.00", "32.00", "192.00")
    assert row["confirmation"] is None
    assert row["startsAt"] is None
    assert local(row["defaultAt"]) == f.starts.replace(hour=18, minute=0)
    task = db.scalar(select(Task).where(Task.kind == "timesheet.default", Task.ref_id == row["id"]))
    assert task is not None
    assert task.due_at == local(row["defaultAt"])
    assert past["timeSheet"]["status"] == 1
    assert past["timeSheet"]["paidHours"] is None


def test_confirm_as_is_pays_bills_and_credits_the_teacher(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    before = teacher_row(db, f.p.teacher.id)
    points, minutes = before.points, before.completed_minutes
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        done = ok(confirm(client, p.centre_token, row["id"]))
        assert sheets(client, p.centre_token) == []
        [listed] = sheets(client, p.centre_token, 2)
        again = confirm(client, p.centre_token, row["id"])
        [past] = jobs(client, p.teacher_token, "past")
    assert done == listed
    assert done["status"] == 2
    assert done["confirmation"] == 1
    assert (done["hours"], done["amount"]) == ("6.00", "192.00")
    assert (local(done["startsAt"]), local(done["endsAt"]), done["breakMinutes"]) == (
        f.starts,
        f.ends,
        30,
    )
    assert again["rtn_code"] == 1004
    assert again["rtn_msg"] == "This time sheet is already confirmed."
    sheet = stored(db, row["id"])
    assert (sheet.paid_minutes, sheet.amount) == (360, Decimal("192.00"))
    line = db.scalar(select(InvoiceLine).where(InvoiceLine.time_sheet_id == sheet.id))
    assert line is not None
    assert line.amount == Decimal("192.00")
    assert sheet.invoice_id == line.invoice_id
    teacher = teacher_row(db, f.p.teacher.id)
    assert (teacher.points, teacher.completed_minutes) == (points + 6, minutes + 360)
    assert past["timeSheet"]["status"] == 2
    assert (past["timeSheet"]["paidHours"], past["timeSheet"]["amount"]) == ("6.00", "192.00")
    kinds = set(db.scalars(select(Notice.kind).where(Notice.user_id == f.p.teacher_user.id)))
    assert "timesheet_confirmed" in kinds


def test_adjust_needs_a_reason_and_other_needs_text(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    start, end = f.starts.replace(hour=9, minute=0), f.starts.replace(hour=14, minute=45)
    times = {"startTime": start.isoformat(), "endTime": end.isoformat(), "breakMinutes": 15}
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        no_reason = confirm(client, p.centre_token, row["id"], **times)
        other = confirm(client, p.centre_token, row["id"], **times, reason="5", note="  ")
        unknown = confirm(client, p.centre_token, row["id"], **times, reason="late")
        assert sheets(client, p.centre_token)[0]["status"] == 1
        done = ok(
            confirm(
                client, p.centre_token, row["id"], **times, reason="5", note=" Fire drill ran over "
            )
        )
    assert (no_reason["rtn_code"], no_reason["rtn_msg"]) == (1000, "Please select a reason.")
    assert (other["rtn_code"], other["rtn_msg"]) == (1000, "Please specify the reason.")
    assert unknown["rtn_msg"] == "Please select a reason."
    # 09:00 to 14:45 less 15 minutes: 5.5 hours at $32.00.
    assert (done["confirmation"], done["hours"], done["amount"]) == (2, "5.50", "176.00")
    assert (done["reason"], done["note"]) == ("5", "Fire drill ran over")
    assert (local(done["startsAt"]), local(done["endsAt"]), done["breakMinutes"]) == (
        start,
        end,
        15,
    )


def test_an_adjustment_without_a_break_takes_the_lunch_rule(
    client: TestClient, db: Session
) -> None:
    f = booked_job(client, db)
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        short = f.starts.replace(hour=9)
        done = ok(
            confirm(
                client,
                p.centre_token,
                row["id"],
                startTime=short.isoformat(),
                endTime=short.replace(hour=13).isoformat(),
                reason="2",
            )
        )
    assert (done["breakMinutes"], done["hours"], done["amount"]) == (0, "4.00", "128.00")


def test_bad_adjustments_change_nothing(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    day = f.starts
    bad: list[tuple[dict[str, Any], str]] = [
        (
            {
                "startTime": day.replace(hour=15).isoformat(),
                "endTime": day.replace(hour=9).isoformat(),
            },
            "The end time must be after the start time.",
        ),
        (
            {
                "startTime": day.replace(hour=9).isoformat(),
                "endTime": (day + timedelta(days=1)).replace(hour=9).isoformat(),
            },
            "The times must be on the day of the job.",
        ),
        (
            {
                "startTime": day.replace(hour=9).isoformat(),
                "endTime": day.replace(hour=10).isoformat(),
                "breakMinutes": 60,
            },
            "The break must be shorter than the time worked.",
        ),
        (
            {"startTime": day.replace(hour=9).isoformat()},
            "Please give both the start and the end time.",
        ),
    ]
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        for times, message in bad:
            answer = confirm(client, p.centre_token, row["id"], **times, reason="1")
            assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message)
        for body in (
            {},
            {"timeSheetId": "abc"},
            {"timeSheetId": row["id"], "breakMinutes": -5, "reason": "1"},
            {"timeSheetId": row["id"], "startTime": "09:00", "endTime": "10:00", "reason": "1"},
            {"timeSheetId": row["id"], "note": "x" * 501},
        ):
            answer = call(client, "/center/job/confirm/time/sheet", body, token=p.centre_token)
            assert answer["rtn_code"] == 1000, body
        for body in ({"status": 3}, {"pageSize": 0}, {"pageNo": "x"}):
            answer = call(client, "/center/job/time/sheet/list", body, token=p.centre_token)
            assert answer["rtn_code"] == 1000, body
    sheet = stored(db, row["id"])
    assert sheet.status == TimeSheetStatus.to_confirm
    assert sheet.confirmed_at is None


def test_another_centre_can_neither_see_nor_confirm(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    other_user, _ = make_centre(db, name="Other Centre")
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        other = sign_in(client, other_user.email)
        assert sheets(client, other) == []
        refused = confirm(client, other, row["id"])
        missing = confirm(client, p.centre_token, row["id"] + 1000)
        teacher_call = confirm(client, p.teacher_token, row["id"])
    assert (refused["rtn_code"], refused["rtn_msg"]) == (1003, "The time sheet does not exist.")
    assert missing["rtn_code"] == 1003
    assert teacher_call["rtn_code"] == 1002
    assert stored(db, row["id"]).status == TimeSheetStatus.to_confirm


def test_the_teacher_reports_times_and_as_is_pays_them(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    start, end = f.starts.replace(hour=8, minute=15), f.starts.replace(hour=15, minute=30)
    report = {
        "jobRecordId": f.job["jobRecordId"],
        "startTime": start.isoformat(),
        "endTime": end.isoformat(),
    }
    # Before the job has finished there is no time sheet to report on.
    early = call(client, "/teacher/time/sheet/report", report, token=f.p.teacher_token)
    assert (early["rtn_code"], early["rtn_msg"]) == (1003, "There is no time sheet for this job.")
    with after(db, client, f.p, just_after(f)) as p:
        bad = call(
            client,
            "/teacher/time/sheet/report",
            {**report, "endTime": start.isoformat()},
            token=p.teacher_token,
        )
        job = ok(call(client, "/teacher/time/sheet/report", report, token=p.teacher_token))
        [row] = sheets(client, p.centre_token)
        done = ok(confirm(client, p.centre_token, row["id"]))
        late = call(client, "/teacher/time/sheet/report", report, token=p.teacher_token)
        centre_call = call(client, "/teacher/time/sheet/report", report, token=p.centre_token)
    assert (bad["rtn_code"], bad["rtn_msg"]) == (1000, "The end time must be after the start time.")
    state = job["timeSheet"]
    assert (local(state["reportedStartsAt"]), local(state["reportedEndsAt"])) == (start, end)
    assert state["reportedBreakMinutes"] == 30  # 7.25 h: the lunch rule
    assert (local(row["reportedStartsAt"]), row["reportedBreakMinutes"]) == (start, 30)
    assert row["hours"] == "6.75"  # what confirming as is would pay
    assert (done["confirmation"], done["hours"], done["amount"]) == (1, "6.75", "216.00")
    assert (late["rtn_code"], late["rtn_msg"]) == (1004, "This time sheet is already confirmed.")
    assert centre_call["rtn_code"] == 1002
    kinds = set(db.scalars(select(Notice.kind).where(Notice.user_id == f.p.centre_user.id)))
    assert "timesheet_reported" in kinds


def test_a_teacher_cannot_report_on_another_teachers_job(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    g = booked_job(client, db, jobStartTime=f.starts.isoformat(), jobEndTime=f.ends.isoformat())
    report = {
        "jobRecordId": f.job["jobRecordId"],
        "startTime": f.starts.isoformat(),
        "endTime": f.ends.isoformat(),
    }
    with after(db, client, g.p, just_after(f)) as p:
        refused = call(client, "/teacher/time/sheet/report", report, token=p.teacher_token)
        for body in ({}, {**report, "breakMinutes": -1}, {**report, "startTime": "soon"}):
            assert (
                call(client, "/teacher/time/sheet/report", body, token=p.teacher_token)["rtn_code"]
                == 1000
            )
    assert refused["rtn_code"] == 1003
    sheet = db.scalar(select(TimeSheet).where(TimeSheet.job_record_id == f.job["jobRecordId"]))
    assert sheet is not None
    assert sheet.reported_at is None


def test_at_six_pm_an_unconfirmed_sheet_is_confirmed_with_the_booked_hours(
    client: TestClient, db: Session
) -> None:
    f = booked_job(client, db)
    six = f.starts.replace(hour=18, minute=0)
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        ok(
            call(
                client,
                "/teacher/time/sheet/report",
                {
                    "jobRecordId": f.job["jobRecordId"],
                    "startTime": f.starts.isoformat(),
                    "endTime": f.ends.replace(hour=16).isoformat(),
                },
                token=p.teacher_token,
            )
        )
    with after(db, client, f.p, six - timedelta(minutes=1)):
        assert stored(db, row["id"]).status == TimeSheetStatus.to_confirm
    with after(db, client, f.p, six) as p:
        [done] = sheets(client, p.centre_token, 2)
    assert done["confirmation"] == 3
    # The booked hours, not the reported ones.
    assert (done["hours"], done["amount"]) == ("6.00", "192.00")
    sheet = stored(db, row["id"])
    assert sheet.confirmation == TimeSheetConfirmation.by_default
    assert sheet.confirmed_at == six.astimezone(UTC)
    assert sheet.invoice_id is not None


def test_a_stale_default_task_does_nothing(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        ok(confirm(client, p.centre_token, row["id"]))
    points = teacher_row(db, f.p.teacher.id).points
    with after(db, client, f.p, f.starts.replace(hour=18, minute=5)):
        pass
    sheet = stored(db, row["id"])
    assert sheet.confirmation == TimeSheetConfirmation.as_is
    assert teacher_row(db, f.p.teacher.id).points == points
    task = db.scalar(select(Task).where(Task.kind == "timesheet.default", Task.ref_id == row["id"]))
    assert task is not None
    assert task.done_at is not None
    assert (
        len(list(db.scalars(select(InvoiceLine).where(InvoiceLine.time_sheet_id == row["id"]))))
        == 1
    )


def test_working_points_move_the_rank(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    silver = db.scalar(select(TeacherRank).where(TeacherRank.name == "silver"))
    assert silver is not None
    teacher = teacher_row(db, f.p.teacher.id)
    teacher.points, teacher.completed_minutes = 296, 296 * 60 + 50
    db.flush()
    with after(db, client, f.p, just_after(f)) as p:
        [row] = sheets(client, p.centre_token)
        ok(confirm(client, p.centre_token, row["id"]))
        profile = ok(call(client, "/teacher/profile", {}, token=p.teacher_token))
    teacher = teacher_row(db, f.p.teacher.id)
    # 296 h 50 min + 6 h = 302 h 50 min: 302 points.
    assert (teacher.points, teacher.rank_id) == (302, silver.id)
    assert (profile["points"], profile["rank"]["name"]) == (302, "silver")
    notice = db.scalar(
        select(Notice).where(Notice.user_id == f.p.teacher_user.id, Notice.kind == "rank_changed")
    )
    assert notice is not None
    assert worded(notice, "en").title == "You are now silver"
