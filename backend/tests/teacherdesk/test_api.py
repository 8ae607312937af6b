"""The console's teacher desk, over HTTP."""

from __future__ import annotations

import json
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import (
    Approval,
    AuditEntry,
    Booking,
    BookingDay,
    JobRecord,
    Notice,
    PointAdjustment,
    Review,
    ReviewAnswer,
    ReviewQuestion,
    Teacher,
    TeacherRank,
)
from relief.notices.service import worded
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def staff_token(client: TestClient, db: Session, role: str | None = None) -> str:
    staff = make_staff(db) if role is None else make_staff(db, role)
    answer = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def teacher_token(client: TestClient, email: str) -> str:
    answer = call(client, "/teacher/login", {"userName": email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def upload(client: TestClient, token: str, kind: str, **fields: str) -> dict[str, Any]:
    response = client.post(
        "/api/teacher/document/upload",
        data={"kind": kind, **fields},
        files={"file": (f"{kind}.pdf", PDF, "application/octet-stream")},
        headers={"Authorization": f"Bearer {token}"},
    )
    body: dict[str, Any] = response.json()
    assert body["rtn_code"] == 0, body
    return body


def listed(client: TestClient, token: str, **filters: Any) -> list[int]:
    page = ok(call(client, "/admin/teacher/list", {"pageSize": 100, **filters}, token=token))
    return [item["teacherId"] for item in page["list"]]


def test_the_list_narrows_by_every_filter(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    ranks = list(db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)))
    _, a = make_teacher(db, approval=Approval.pending, qualification=1)
    _, b = make_teacher(db, approval=Approval.rejected, qualification=2, enabled=False)
    _, c = make_teacher(
        db, approval=Approval.approved, qualification=3, latitude=-45.87, longitude=170.5
    )
    a.first_name, b.first_name, c.first_name = "Zebedee", "Zebedee", "Zebedee"
    a.talent_pool, b.talent_pool, c.talent_pool = 1, 2, 2
    a.free_job_seeker = True
    c.rank_id = ranks[-1].id
    a.police_vetting_expiry = date.today() + timedelta(days=5)
    db.flush()
    ours = {a.id, b.id, c.id}

    def only(**filters: Any) -> set[int]:
        return set(listed(client, token, keyword="zebedee", **filters)) & ours

    assert only() == ours
    assert only(approval=0) == {a.id}
    assert only(approval=2) == {b.id}
    assert only(qualification=3) == {c.id}
    assert only(rankId=ranks[-1].id) == {c.id}
    assert only(talentPool=2) == {b.id, c.id}
    assert only(region="Otago") == {c.id}
    assert only(freeJobSeeker=True) == {a.id}
    assert only(enabled=False) == {b.id}
    # No document expires yet: the filter reads the documents, not the columns.
    assert only(expiringWithinDays=30) == set()
    item = next(
        i
        for i in ok(call(client, "/admin/teacher/list", {"keyword": "zebedee"}, token=token))[
            "list"
        ]
        if i["teacherId"] == a.id
    )
    assert item["certificationExpiry"] == a.police_vetting_expiry.isoformat()
    assert item["rank"] == ranks[0].name
    assert item["freeJobSeeker"] is True


def test_the_expiry_filter_takes_documents_expiring_within_the_days(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    soon_user, soon = make_teacher(db)
    later_user, later = make_teacher(db)
    today = date.today()
    upload(
        client,
        teacher_token(client, soon_user.email),
        "first_aid",
        expiresOn=(today + timedelta(days=10)).isoformat(),
    )
    upload(
        client,
        teacher_token(client, later_user.email),
        "first_aid",
        expiresOn=(today + timedelta(days=90)).isoformat(),
    )
    within = set(listed(client, token, expiringWithinDays=30))
    assert soon.id in within
    assert later.id not in within
    assert later.id in set(listed(client, token, expiringWithinDays=120))


def test_the_filters_offer_every_rank_and_region(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    offered = ok(call(client, "/admin/teacher/choices", {}, token=token))
    ranks = list(db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)))
    assert [r["rankId"] for r in offered["ranks"]] == [r.id for r in ranks]
    assert len(offered["regions"]) == 16
    assert {"name": "Otago", "nameZh": "奥塔哥大区"} in offered["regions"]


def test_bad_filters_are_refused_without_a_500(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    for bad in (
        {"approval": 5},
        {"qualification": 0},
        {"expiringWithinDays": -1},
        {"expiringWithinDays": 9999},
        {"rankId": 0},
        {"enabled": "maybe"},
    ):
        assert call(client, "/admin/teacher/list", bad, token=token)["rtn_code"] == 1000, bad


def test_the_detail_opens_documents_through_signed_links(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    user, teacher = make_teacher(db, approval=Approval.pending)
    upload(client, teacher_token(client, user.email), "cv")
    detail = ok(call(client, "/admin/teacher/detail", {"teacherId": teacher.id}, token=token))
    assert detail["teacher"]["teacherId"] == teacher.id
    assert detail["teacher"]["approval"] == 0
    [document] = detail["documents"]
    assert document["kind"] == "cv"
    assert document["url"].startswith("/api/file/private/")
    opened = client.get(document["url"])
    assert opened.status_code == 200
    assert opened.content == PDF
    assert {line["item"] for line in detail["checklist"]} >= {"cv", "bank_account"}
    assert [r["pointsNeeded"] for r in detail["ranks"]] == sorted(
        r["pointsNeeded"] for r in detail["ranks"]
    )
    assert detail["reliability"] is None
    assert detail["jobs"] == []
    assert detail["reviews"] == []
    missing = call(client, "/admin/teacher/detail", {"teacherId": 999_999}, token=token)
    assert missing["rtn_code"] == 1003


def test_the_detail_counts_jobs_reviews_and_reliability(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    _, teacher = make_teacher(db)
    _, centre = make_centre(db, name="Kowhai Kids")
    start = now().replace(microsecond=0) - timedelta(days=10)
    booking = Booking(
        centre_id=centre.id,
        booking_type=2,
        invite_type=1,
        qualification=1,
        gender=0,
        age_group=3,
        talent_pool=1,
        invite_range_km=20,
        number_of_teachers=1,
        starts_at=start,
        ends_at=start + timedelta(days=3, hours=6),
        hourly_rate=Decimal("30.00"),
    )
    db.add(booking)
    db.flush()
    records = []
    for n, status in enumerate((3, 3, 3, 4)):
        day_start = start + timedelta(days=n)
        day = BookingDay(
            booking_id=booking.id,
            day=day_start.date(),
            starts_at=day_start,
            ends_at=day_start + timedelta(hours=6),
            break_minutes=0,
            hourly_rate=Decimal("30.00"),
        )
        db.add(day)
        db.flush()
        record = JobRecord(
            booking_id=booking.id,
            booking_day_id=day.id,
            teacher_id=teacher.id,
            centre_id=centre.id,
            status=status,
            seat_no=1,
            seats=1,
            starts_at=day_start,
            ends_at=day_start + timedelta(hours=6),
            break_minutes=0,
            hourly_rate=Decimal("30.00"),
        )
        db.add(record)
        records.append(record)
    db.flush()
    questions = [ReviewQuestion(text=f"Question {n}", text_zh=f"问题 {n}") for n in (1, 2)]
    db.add_all(questions)
    db.flush()
    review = Review(
        job_record_id=records[0].id,
        centre_id=centre.id,
        teacher_id=teacher.id,
        comment="Lovely with the toddlers.",
    )
    db.add(review)
    db.flush()
    db.add_all(
        [
            ReviewAnswer(review_id=review.id, question_id=q.id, score=s)
            for q, s in zip(questions, (4, 5), strict=True)
        ]
    )
    db.flush()
    detail = ok(call(client, "/admin/teacher/detail", {"teacherId": teacher.id}, token=token))
    assert (detail["jobsKept"], detail["jobsLeft"], detail["reliability"]) == (3, 1, 0.75)
    assert [j["jobRecordId"] for j in detail["jobs"]] == [r.id for r in reversed(records)]
    assert detail["jobs"][0]["centre"] == "Kowhai Kids"
    [shown] = detail["reviews"]
    assert shown["score"] == "4.50"
    assert shown["comment"] == "Lovely with the toddlers."


def notices_of(db: Session, user_id: int) -> list[Notice]:
    return list(db.scalars(select(Notice).where(Notice.user_id == user_id).order_by(Notice.id)))


def test_vetting_approves_rejects_and_puts_back_to_pending(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    user, teacher = make_teacher(db, approval=Approval.pending)

    def decide(approval: int, reason: str | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"teacherId": teacher.id, "approval": approval}
        if reason is not None:
            body["reason"] = reason
        return call(client, "/admin/teacher/approval", body, token=token)

    refused = decide(2, "  ")
    assert refused["rtn_code"] == 1000
    assert refused["rtn_data"]["code"] == 43302
    db.refresh(teacher)
    assert teacher.approval == Approval.pending
    assert ok(decide(1))["approval"] == 1
    assert ok(decide(2, "Registration lapsed."))["approval"] == 2
    db.refresh(teacher)
    assert teacher.rejection_reason == "Registration lapsed."
    assert ok(decide(0))["approval"] == 0
    db.refresh(teacher)
    assert teacher.rejection_reason is None
    assert ok(decide(0))["approval"] == 0  # the same again tells nobody twice
    notices = notices_of(db, user.id)
    assert [n.kind for n in notices] == ["profile_approved", "profile_rejected", "profile_reopened"]
    assert "review" in worded(notices[2], "en").body
    assert worded(notices[2], "zh").title == "您的资料正在重新审核"
    assert decide(7)["rtn_code"] == 1000
    assert (
        call(client, "/admin/teacher/approval", {"teacherId": 999_999, "approval": 1}, token=token)[
            "rtn_code"
        ]
        == 1003
    )


def test_points_are_adjusted_with_a_reason_and_the_rank_follows(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    user, teacher = make_teacher(db)
    ranks = list(db.scalars(select(TeacherRank).order_by(TeacherRank.points_needed)))
    top = ranks[-1]

    def adjust(change: int, reason: str = "Job 90 counted twice.") -> dict[str, Any]:
        body = {"teacherId": teacher.id, "change": change, "reason": reason}
        return call(client, "/admin/teacher/points/adjust", body, token=token)

    assert adjust(0)["rtn_data"]["code"] == 43304
    assert adjust(5, "")["rtn_data"]["code"] == 43303
    below = adjust(-(teacher.points + 1))
    assert below["rtn_data"]["code"] == 43305
    assert adjust(100_001)["rtn_code"] == 1000
    db.refresh(teacher)
    assert teacher.points == 0
    assert teacher.rank_id == ranks[0].id

    raised = ok(adjust(top.points_needed, "Ten years of relief work elsewhere."))
    assert raised["points"] == top.points_needed
    assert raised["rankId"] == top.id
    lowered = ok(adjust(-top.points_needed))
    assert lowered["points"] == 0
    assert lowered["rankId"] == ranks[0].id
    kept = list(
        db.scalars(
            select(PointAdjustment)
            .where(PointAdjustment.teacher_id == teacher.id)
            .order_by(PointAdjustment.id)
        )
    )
    assert [(k.change, k.points_before, k.points_after) for k in kept] == [
        (top.points_needed, 0, top.points_needed),
        (-top.points_needed, top.points_needed, 0),
    ]
    assert [n.kind for n in notices_of(db, user.id)] == ["rank_changed", "rank_changed"]
    detail = ok(call(client, "/admin/teacher/detail", {"teacherId": teacher.id}, token=token))
    assert detail["adjustments"][0]["change"] == -top.points_needed
    assert detail["adjustments"][1]["reason"] == "Ten years of relief work elsewhere."
    entry = db.scalars(
        select(AuditEntry)
        .where(AuditEntry.call == "/admin/teacher/points/adjust", AuditEntry.rtn_code == 0)
        .order_by(AuditEntry.id.desc())
    ).first()
    assert entry is not None
    assert entry.permission == "teacher:points"
    changes = json.loads(entry.changes)
    assert any(c["table"] == "teachers" for c in changes)
    assert any(c["table"] == "point_adjustments" for c in changes)


def test_a_reset_password_is_shown_once_and_ends_the_sessions(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    user, teacher = make_teacher(db)
    session = teacher_token(client, user.email)
    answer = ok(
        call(client, "/admin/teacher/password/reset", {"teacherId": teacher.id}, token=token)
    )
    assert answer["teacherId"] == teacher.id
    assert len(answer["password"]) == 14
    assert call(client, "/teacher/document/list", {}, token=session)["rtn_code"] == 1001
    again = call(client, "/teacher/login", {"userName": user.email, "password": answer["password"]})
    assert again["rtn_code"] == 0
    db.refresh(user)
    assert user.password_is_default is True
    entry = db.scalars(
        select(AuditEntry).where(AuditEntry.call == "/admin/teacher/password/reset")
    ).first()
    assert entry is not None
    assert answer["password"] not in entry.changes


def test_a_teacher_switched_off_sees_the_notice_in_the_detail(
    client: TestClient, db: Session
) -> None:
    token = staff_token(client, db)
    user, teacher = make_teacher(db)
    body = {"userId": user.id, "enabled": False, "notice": "Call the office about your vetting."}
    assert ok(call(client, "/admin/user/enabled", body, token=token))["enabled"] is False
    detail = ok(call(client, "/admin/teacher/detail", {"teacherId": teacher.id}, token=token))
    assert detail["teacher"]["enabled"] is False
    assert detail["profile"]["deactiveNotice"] == "Call the office about your vetting."
    ok(call(client, "/admin/user/enabled", {"userId": user.id, "enabled": True}, token=token))
    detail = ok(call(client, "/admin/teacher/detail", {"teacherId": teacher.id}, token=token))
    assert detail["profile"]["deactiveNotice"] is None


def test_each_call_is_refused_without_its_permission(client: TestClient, db: Session) -> None:
    _, teacher = make_teacher(db, approval=Approval.pending)
    finance = staff_token(client, db, "Finance")
    auditor = staff_token(client, db, "Auditor")
    for path, body in (
        ("/admin/teacher/list", {}),
        ("/admin/teacher/choices", {}),
        ("/admin/teacher/detail", {"teacherId": teacher.id}),
        ("/admin/teacher/approval", {"teacherId": teacher.id, "approval": 1}),
        ("/admin/teacher/points/adjust", {"teacherId": teacher.id, "change": 5, "reason": "x"}),
        ("/admin/teacher/password/reset", {"teacherId": teacher.id}),
    ):
        refused = call(client, path, body, token=finance)
        assert (refused["rtn_code"], refused["rtn_data"]["code"]) == (1002, 42601), path
    # The auditor reads, and changes nothing.
    assert ok(call(client, "/admin/teacher/detail", {"teacherId": teacher.id}, token=auditor))
    for path, body in (
        ("/admin/teacher/approval", {"teacherId": teacher.id, "approval": 1}),
        ("/admin/teacher/points/adjust", {"teacherId": teacher.id, "change": 5, "reason": "x"}),
        ("/admin/teacher/password/reset", {"teacherId": teacher.id}),
    ):
        assert call(client, path, body, token=auditor)["rtn_code"] == 1002, path
    db.refresh(teacher)
    stored = db.get(Teacher, teacher.id)
    assert stored is not None
    assert stored.approval == Approval.pending
    assert stored.points == 0
