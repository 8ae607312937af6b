"""Reviews through HTTP: the questions, pending and done, one complete review
per finished job of the centre, staff decisions and the teacher's rating."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from relief.models import Review, ReviewAnswer, Teacher
from tests.factories import PASSWORD, call, make_centre, make_staff, sign_in
from tests.teachers.test_api_support import ok
from tests.timesheets.helpers import after, booked_job, just_after


def questions(client: TestClient, token: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = ok(call(client, "/center/review/questions", {}, token=token))[
        "list"
    ]
    return items


def reviews(client: TestClient, token: str, scope: str = "pending") -> list[dict[str, Any]]:
    page = ok(call(client, "/center/review/list", {"scope": scope, "pageSize": 100}, token=token))
    items: list[dict[str, Any]] = page["list"]
    return items


def submit(
    client: TestClient, token: str, job_record_id: int, scores: list[tuple[int, int]], **more: Any
) -> dict[str, Any]:
    return call(
        client,
        "/center/review/submit",
        {
            "jobRecordId": job_record_id,
            "answers": [{"questionId": q, "score": s} for q, s in scores],
            **more,
        },
        token=token,
    )


def staff_token(client: TestClient, db: Session) -> str:
    staff = make_staff(db)
    answer = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})
    token: str = ok(answer)["token"]
    return token


def review_count(db: Session) -> int:
    return int(db.scalar(select(func.count()).select_from(Review)) or 0)


def test_the_questions_are_seeded_in_english_and_chinese(client: TestClient, db: Session) -> None:
    centre_user, _ = make_centre(db)
    found = questions(client, sign_in(client, centre_user.email))
    assert 4 <= len(found) <= 5
    assert [q["sort"] for q in found] == sorted(q["sort"] for q in found)
    assert all(q["text"] and q["textZh"] and q["text"] != q["textZh"] for q in found)


def test_review_a_finished_job_then_staff_approve(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    with after(db, client, f.p, just_after(f)) as p:
        asked = questions(client, p.centre_token)
        [pending] = reviews(client, p.centre_token)
        assert pending["jobRecordId"] == f.job["jobRecordId"]
        assert (pending["reviewId"], pending["status"]) == (None, None)
        scores = [(q["id"], 5 if i else 4) for i, q in enumerate(asked)]
        missing = submit(client, p.centre_token, f.job["jobRecordId"], scores[:-1])
        zero = submit(
            client, p.centre_token, f.job["jobRecordId"], [*scores[:-1], (asked[-1]["id"], 0)]
        )
        assert review_count(db) == 0
        given = ok(
            submit(
                client,
                p.centre_token,
                f.job["jobRecordId"],
                scores,
                comment="  Lovely with the toddlers. ",
            )
        )
        again = submit(client, p.centre_token, f.job["jobRecordId"], scores)
        assert reviews(client, p.centre_token) == []
        [done] = reviews(client, p.centre_token, "done")
        decided = ok(
            call(
                client,
                "/admin/review/decide",
                {"reviewId": given["reviewId"], "approve": True},
                token=staff_token(client, db),
            )
        )
        [after_decision] = reviews(client, p.centre_token, "done")
    assert (missing["rtn_code"], missing["rtn_msg"]) == (1000, "Please fill in all the questions.")
    assert zero["rtn_msg"] == "Please fill in all the questions."
    assert (again["rtn_code"], again["rtn_msg"]) == (1004, "This job has already been reviewed.")
    assert given == done
    assert given["status"] == 0
    assert given["comment"] == "Lovely with the toddlers."
    n = len(asked)
    expected = (Decimal(4 + 5 * (n - 1)) / n).quantize(Decimal("0.01"))
    assert Decimal(given["score"]) == expected
    assert [a["questionId"] for a in given["answers"]] == [q["id"] for q in asked]
    assert decided["status"] == 1
    assert Decimal(decided["teacherRating"]) == expected
    assert after_decision["status"] == 1
    teacher = db.get(Teacher, f.p.teacher.id)
    assert teacher is not None
    db.refresh(teacher)
    assert teacher.rating == expected


def test_only_approved_reviews_make_the_rating(client: TestClient, db: Session) -> None:
    f = booked_job(client, db)
    g = booked_job(
        client,
        db,
        f.p,
        jobStartTime=f.starts.replace(hour=15, minute=30).isoformat(),
        jobEndTime=f.starts.replace(hour=19).isoformat(),
    )
    with after(db, client, f.p, just_after(g)) as p:
        asked = questions(client, p.centre_token)
        first = ok(
            submit(client, p.centre_token, f.job["jobRecordId"], [(q["id"], 5) for q in asked])
        )
        second = ok(
            submit(client, p.centre_token, g.job["jobRecordId"], [(q["id"], 1) for q in asked])
        )
        staff = staff_token(client, db)
        both = [
            ok(
                call(
                    client,
                    "/admin/review/decide",
                    {"reviewId": r["reviewId"], "approve": True},
                    token=staff,
                )
            )
            for r in (first, second)
        ]
        no_reason = [
            call(
                client,
                "/admin/review/decide",
                {"reviewId": second["reviewId"], "approve": False, **more},
                token=staff,
            )
            for more in ({}, {"reason": "   "})
        ]
        still_approved = db.get(Review, second["reviewId"])
        assert still_approved is not None
        db.refresh(still_approved)
        assert still_approved.status == 1
        disapproved = ok(
            call(
                client,
                "/admin/review/decide",
                {"reviewId": second["reviewId"], "approve": False, "reason": " Names a child. "},
                token=staff,
            )
        )
        statuses = {r["reviewId"]: r["status"] for r in reviews(client, p.centre_token, "done")}
        listed = {
            status: ok(call(client, "/admin/review/list", {"status": status}, token=staff))["list"]
            for status in (0, 1, 2)
        }
        by_name = ok(call(client, "/admin/review/list", {"keyword": "no such name"}, token=staff))
        finance = make_staff(db, "Finance")
        finance_token = ok(
            call(client, "/admin/login", {"userName": finance.email, "password": PASSWORD})
        )["token"]
        finance_refused = [
            call(client, path, body, token=finance_token)
            for path, body in (
                ("/admin/review/list", {}),
                ("/admin/review/decide", {"reviewId": first["reviewId"], "approve": False}),
            )
        ]
        bad_status = call(client, "/admin/review/list", {"status": 7}, token=staff)
    assert both[-1]["teacherRating"] == "3.00"
    assert [(a["rtn_code"], a["rtn_data"]["code"]) for a in no_reason] == [(1000, 41906)] * 2
    assert no_reason[0]["rtn_msg"] == "Please give the reason for disapproving the review."
    assert (disapproved["status"], disapproved["teacherRating"]) == (2, "5.00")
    assert disapproved["reason"] == "Names a child."
    assert statuses == {first["reviewId"]: 1, second["reviewId"]: 2}
    assert listed[0] == []
    assert [r["reviewId"] for r in listed[1]] == [first["reviewId"]]
    [shown] = listed[2]
    assert (shown["reviewId"], shown["reason"], shown["score"]) == (
        second["reviewId"],
        "Names a child.",
        "1.00",
    )
    assert shown["decidedAt"] is not None
    assert shown["centreName"]
    assert by_name["total"] == 0
    assert [a["rtn_code"] for a in finance_refused] == [1002, 1002]
    assert bad_status["rtn_code"] == 1000


def test_reviews_refused_for_unfinished_or_other_centres_jobs(
    client: TestClient, db: Session
) -> None:
    f = booked_job(client, db)
    other_user, _ = make_centre(db, name="Other Centre")
    asked = questions(client, f.p.centre_token)
    scores = [(q["id"], 4) for q in asked]
    not_yet = submit(client, f.p.centre_token, f.job["jobRecordId"], scores)
    assert (not_yet["rtn_code"], not_yet["rtn_msg"]) == (
        1004,
        "Only a finished job can be reviewed.",
    )
    with after(db, client, f.p, just_after(f)) as p:
        other = sign_in(client, other_user.email)
        assert reviews(client, other) == []
        refused = submit(client, other, f.job["jobRecordId"], scores)
        teacher_call = submit(client, p.teacher_token, f.job["jobRecordId"], scores)
        centre_decides = call(
            client, "/admin/review/decide", {"reviewId": 1, "approve": True}, token=p.centre_token
        )
        unknown = call(
            client,
            "/admin/review/decide",
            {"reviewId": 999_999, "approve": True},
            token=staff_token(client, db),
        )
        bad_bodies = [
            {},
            {"jobRecordId": f.job["jobRecordId"], "answers": "all five"},
            {"jobRecordId": f.job["jobRecordId"], "answers": [{"questionId": asked[0]["id"]}]},
            {
                "jobRecordId": f.job["jobRecordId"],
                "answers": [{"questionId": q, "score": s} for q, s in scores],
                "comment": "x" * 1001,
            },
        ]
        codes = [
            call(client, "/center/review/submit", body, token=p.centre_token)["rtn_code"]
            for body in bad_bodies
        ]
        list_codes = [
            call(client, "/center/review/list", body, token=p.centre_token)["rtn_code"]
            for body in ({"scope": "all"}, {"pageSize": 1000})
        ]
    assert (refused["rtn_code"], refused["rtn_msg"]) == (1003, "The job record does not exist.")
    assert teacher_call["rtn_code"] == 1002
    assert centre_decides["rtn_code"] == 1002
    assert (unknown["rtn_code"], unknown["rtn_msg"]) == (1003, "The review does not exist.")
    assert codes == [1000, 1000, 1000, 1000]
    assert list_codes == [1000, 1000]
    assert review_count(db) == 0
    assert db.scalar(select(func.count()).select_from(ReviewAnswer)) == 0
