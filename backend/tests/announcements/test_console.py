"""What the console's message form reads: accounts to choose from, found by
name or e-mail, and a draft's chosen accounts named."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_centre, make_staff, make_teacher
from tests.query_count import count_queries


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def test_accounts_are_found_by_name_or_e_mail(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    kowhai, _ = make_centre(db, name="Kowhai Kids", email="hello@kowhai.test")
    make_centre(db, name="Rimu 100%", email="office@rimu.test")
    teacher, row = make_teacher(db, email="aroha@kowhai-teachers.test")
    make_staff(db)

    def found(body: dict[str, Any]) -> list[tuple[int, str, str | None]]:
        listed = ok(call(client, "/admin/message/accounts", body, token=token))["list"]
        return [(a["userId"], a["kind"], a["name"]) for a in listed]

    assert found({"keyword": "KOWHAI"}) == [
        (teacher.id, "teacher", f"{row.first_name} {row.last_name}"),
        (kowhai.id, "centre", "Kowhai Kids"),
    ]
    assert found({"keyword": "kowhai", "kind": "centre"}) == [(kowhai.id, "centre", "Kowhai Kids")]
    assert found({"keyword": row.first_name.lower()}) == [
        (teacher.id, "teacher", f"{row.first_name} {row.last_name}")
    ]
    # What is typed is matched as it is: % is no wildcard.
    assert [name for _, _, name in found({"keyword": "100%"})] == ["Rimu 100%"]
    assert found({"keyword": "%"}) == found({"keyword": "100%"})
    everyone = found({})
    assert {kind for _, kind, _ in everyone} == {"centre", "teacher"}
    assert len(everyone) <= 20
    bad = call(client, "/admin/message/accounts", {"kind": "staff"}, token=token)
    assert bad["rtn_code"] == 1000


def test_a_draft_names_its_chosen_accounts(client: TestClient, db: Session, engine: Engine) -> None:
    author = make_staff(db)
    token = sign_in_staff(client, author.email)
    centre, _ = make_centre(db, name="Totara Kindy")
    teacher, row = make_teacher(db)
    drafts = [
        ok(
            call(
                client,
                "/admin/message/save",
                {
                    "subject": f"Note {n}",
                    "description": "Read me.",
                    "audience": "accounts",
                    "accountIds": [teacher.id, centre.id],
                },
                token=token,
            )
        )
        for n in range(3)
    ]
    assert (drafts[0]["authorName"], drafts[0]["authorEmail"]) == (None, author.email)
    assert [(a["userId"], a["name"], a["email"]) for a in drafts[0]["accounts"]] == [
        (centre.id, "Totara Kindy", centre.email),
        (teacher.id, f"{row.first_name} {row.last_name}", teacher.email),
    ]
    with count_queries(engine) as one_page:
        listed = ok(call(client, "/admin/message/list", {}, token=token))["list"]
    assert [len(item["accounts"]) for item in listed] == [2, 2, 2]
    with count_queries(engine) as short_page:
        ok(call(client, "/admin/message/list", {"pageSize": 1}, token=token))
    # The accounts of a whole page are named in one query.
    assert len(one_page) == len(short_page)


def test_the_list_narrows_by_subject_audience_and_status(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db).email)

    def save(subject: str, audience: str) -> int:
        body = {"subject": subject, "description": "Read me.", "audience": audience}
        saved: int = ok(call(client, "/admin/message/save", body, token=token))["id"]
        return saved

    maintenance = save("Planned maintenance", "everyone")
    fees = save("New fees for centres", "centres")
    percent = save("100% uptime", "teachers")
    ok(call(client, "/admin/message/publish", {"id": fees}, token=token))

    def listed(body: dict[str, Any]) -> list[int]:
        page = ok(call(client, "/admin/message/list", body, token=token))
        return [item["id"] for item in page["list"]]

    assert listed({}) == [percent, fees, maintenance]
    assert listed({"keyword": "MAINTENANCE"}) == [maintenance]
    assert listed({"keyword": "%"}) == [percent]
    assert listed({"audience": "centres"}) == [fees]
    assert listed({"status": "draft", "audience": "teachers"}) == [percent]
    assert listed({"status": "published", "keyword": "fees"}) == [fees]
    refused = call(client, "/admin/message/list", {"audience": "staff"}, token=token)
    assert refused["rtn_code"] == 1000
