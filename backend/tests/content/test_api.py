"""The FAQ and content through the staff's calls and the Help pages: each
reader sees what is meant for them, shown or published, found in either
language; every edit is audited with its fields."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import AuditEntry
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_centre, make_staff, make_teacher, sign_in
from tests.teachers.test_api_support import teacher_sign_in


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int | None, str | None]:
    data = answer["rtn_data"] or {}
    return answer["rtn_code"], data.get("code"), data.get("field")


def faq(client: TestClient, token: str, **fields: Any) -> dict[str, Any]:
    body = {
        "title": "How are teachers paid?",
        "content": "Weekly, by bank transfer.",
        "audience": "teachers",
        "shown": True,
    } | fields
    saved: dict[str, Any] = ok(call(client, "/admin/faq/save", body, token=token))
    return saved


def category(client: TestClient, token: str, **fields: Any) -> dict[str, Any]:
    body = {"name": "Getting started", "audience": "both"} | fields
    saved: dict[str, Any] = ok(call(client, "/admin/content/category/save", body, token=token))
    return saved


def article(client: TestClient, token: str, category_id: int, **fields: Any) -> dict[str, Any]:
    body = {
        "categoryId": category_id,
        "title": "Your first booking",
        "body": "<p>Choose a day and the teachers you need.</p>",
        "status": "published",
    } | fields
    saved: dict[str, Any] = ok(call(client, "/admin/content/article/save", body, token=token))
    return saved


def test_staff_write_show_hide_sort_and_remove_faq_entries(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    pay = faq(client, token, titleZh="教师如何领取报酬？", contentZh="每周银行转账。", sort=2)
    assert (pay["titleZh"], pay["shown"], pay["sort"]) == ("教师如何领取报酬？", True, 2)
    booking = faq(client, token, title="How do I book 100% of a day?", audience="centres", sort=1)
    hidden = faq(client, token, title="Draft answer", shown=False, audience="both", sort=1)

    def listed(body: dict[str, Any]) -> list[int]:
        page = ok(call(client, "/admin/faq/list", body, token=token))
        return [item["id"] for item in page["list"]]

    # In their order (lowest sort first), ties in the order written.
    assert listed({}) == [booking["id"], hidden["id"], pay["id"]]
    assert listed({"shown": False}) == [hidden["id"]]
    assert listed({"audience": "centres"}) == [booking["id"]]
    assert listed({"keyword": "银行"}) == [pay["id"]]
    assert listed({"keyword": "%"}) == [booking["id"]]
    assert listed({"sort": "title,asc"}) == [hidden["id"], pay["id"], booking["id"]]

    shown = ok(call(client, "/admin/faq/shown", {"id": hidden["id"], "shown": True}, token=token))
    assert shown["shown"] is True
    changed = faq(client, token, id=pay["id"], sort=0, contentZh="")
    assert (changed["sort"], changed["contentZh"]) == (0, "")
    assert listed({})[0] == pay["id"]
    ok(call(client, "/admin/faq/delete", {"id": booking["id"]}, token=token))
    gone = call(client, "/admin/faq/delete", {"id": booking["id"]}, token=token)
    assert refusal(gone) == (1003, 45201, None)
    blank = call(
        client, "/admin/faq/save", {"title": " ", "content": "x", "audience": "both"}, token=token
    )
    assert refusal(blank)[0] == 1000
    assert refusal(blank)[2] == "title"
    unknown = call(
        client, "/admin/faq/save", {"title": "Q", "content": "A", "audience": "staff"}, token=token
    )
    assert refusal(unknown)[2] == "audience"
    too_far = call(
        client,
        "/admin/faq/save",
        {"title": "Q", "content": "A", "audience": "both", "sort": 10_000},
        token=token,
    )
    assert refusal(too_far)[2] == "sort"


def test_categories_count_their_articles_and_are_removed_only_when_empty(
    client: TestClient, db: Session
) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    start = category(client, token, nameZh="入门", sort=1)
    money = category(client, token, name="Money", audience="centres", sort=2)
    article(client, token, start["id"])
    article(client, token, start["id"], status="draft", title="Later")
    page = ok(call(client, "/admin/content/category/list", {}, token=token))
    counted = {item["id"]: (item["articles"], item["published"]) for item in page["list"]}
    assert counted == {start["id"]: (2, 1), money["id"]: (0, 0)}
    assert [
        i["id"]
        for i in ok(call(client, "/admin/content/category/list", {"keyword": "入门"}, token=token))[
            "list"
        ]
    ] == [start["id"]]
    choices = ok(call(client, "/admin/content/category/choices", {}, token=token))["list"]
    assert [(c["id"], c["audience"]) for c in choices] == [
        (start["id"], "both"),
        (money["id"], "centres"),
    ]

    in_use = call(client, "/admin/content/category/delete", {"id": start["id"]}, token=token)
    assert refusal(in_use) == (1004, 45204, None)
    assert in_use["rtn_data"]["values"] == {"count": 2}
    ok(call(client, "/admin/content/category/delete", {"id": money["id"]}, token=token))
    assert (
        refusal(call(client, "/admin/content/category/delete", {"id": money["id"]}, token=token))[1]
        == 45202
    )


def test_articles_are_sanitised_published_and_taken_back(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    start = category(client, token)
    draft = article(
        client,
        token,
        start["id"],
        status="draft",
        body='<p onmouseover="x()">Hello <em>there</em></p><script>alert(1)</script>',
        bodyZh="<p>你好</p>",
        titleZh="第一次预订",
    )
    assert draft["body"] == "<p>Hello <em>there</em></p>"
    assert (draft["status"], draft["publishedAt"]) == ("draft", None)
    published = ok(
        call(
            client,
            "/admin/content/article/status",
            {"id": draft["id"], "status": "published"},
            token=token,
        )
    )
    assert published["status"] == "published"
    assert published["publishedAt"]
    again = article(
        client, token, start["id"], id=draft["id"], title="Renamed", bodyZh="<p>你好</p>"
    )
    assert again["publishedAt"] == published["publishedAt"]
    back = ok(
        call(
            client,
            "/admin/content/article/status",
            {"id": draft["id"], "status": "draft"},
            token=token,
        )
    )
    assert back["publishedAt"] is None

    empty = call(
        client,
        "/admin/content/article/save",
        {"categoryId": start["id"], "title": "T", "body": "<p> </p>"},
        token=token,
    )
    assert refusal(empty) == (1000, 45205, "body")
    nowhere = call(
        client,
        "/admin/content/article/save",
        {"categoryId": 2**31 - 1, "title": "T", "body": "<p>x</p>"},
        token=token,
    )
    assert refusal(nowhere) == (1003, 45202, "categoryId")
    teachers = category(client, token, name="Teachers", audience="teachers")
    other = article(client, token, teachers["id"], title="Pay day", body="<p>Tuesdays</p>")

    def listed(body: dict[str, Any]) -> list[int]:
        return [
            i["id"]
            for i in ok(call(client, "/admin/content/article/list", body, token=token))["list"]
        ]

    assert listed({}) == [other["id"], draft["id"]]
    assert listed({"status": "draft"}) == [draft["id"]]
    assert listed({"categoryId": teachers["id"]}) == [other["id"]]
    assert listed({"audience": "both"}) == [draft["id"]]
    assert listed({"keyword": "tuesdays"}) == [other["id"]]
    assert listed({"keyword": "你好"}) == [draft["id"]]
    # The markup is not searched: every body holds <p>.
    assert listed({"keyword": "<p>"}) == []
    ok(call(client, "/admin/content/article/delete", {"id": other["id"]}, token=token))
    assert (
        refusal(
            call(
                client,
                "/admin/content/article/status",
                {"id": other["id"], "status": "draft"},
                token=token,
            )
        )[1]
        == 45203
    )


def test_each_reader_sees_only_what_is_meant_for_them(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    for_teachers = faq(client, token, title="Teachers: pay", titleZh="教师：报酬")
    for_centres = faq(client, token, title="Centres: invoices", audience="centres")
    for_both = faq(client, token, title="Everyone: help", audience="both", sort=5)
    faq(client, token, title="Hidden from everyone", audience="both", shown=False)
    both = category(client, token, name="Everyone", sort=1)
    centres = category(client, token, name="Centres only", audience="centres", sort=2)
    teachers = category(client, token, name="Teachers only", audience="teachers", sort=3)
    shared = article(client, token, both["id"], title="Signing in")
    centre_only = article(client, token, centres["id"], title="Invoices explained")
    teacher_only = article(
        client, token, teachers["id"], title="Time sheets", bodyZh="<p>工时表</p>"
    )
    article(client, token, both["id"], title="Secret draft", status="draft")
    article(client, token, teachers["id"], title="Another draft", status="draft")

    centre_user, _ = make_centre(db)
    teacher_user, _ = make_teacher(db)
    centre = sign_in(client, centre_user.email)
    teacher = teacher_sign_in(client, teacher_user.email)

    def help_page(
        path: str, who: str, keyword: str | None = None
    ) -> tuple[list[int], dict[int, list[int]]]:
        body = {} if keyword is None else {"keyword": keyword}
        page = ok(call(client, path, body, token=who))
        return [f["id"] for f in page["faqs"]], {
            c["id"]: [a["id"] for a in c["articles"]] for c in page["categories"]
        }

    assert help_page("/center/help", centre) == (
        [for_centres["id"], for_both["id"]],
        {both["id"]: [shared["id"]], centres["id"]: [centre_only["id"]]},
    )
    assert help_page("/teacher/help", teacher) == (
        [for_teachers["id"], for_both["id"]],
        {both["id"]: [shared["id"]], teachers["id"]: [teacher_only["id"]]},
    )
    # Search reaches either language's text; drafts and hidden entries never.
    assert help_page("/teacher/help", teacher, "报酬") == ([for_teachers["id"]], {})
    assert help_page("/teacher/help", teacher, "工时") == (
        [],
        {teachers["id"]: [teacher_only["id"]]},
    )
    assert help_page("/teacher/help", teacher, "draft") == ([], {})
    assert help_page("/center/help", centre, "hidden") == ([], {})
    assert help_page("/center/help", centre, "time sheets") == ([], {})
    assert help_page("/center/help", centre, "%") == ([], {})
    page = ok(call(client, "/teacher/help", {}, token=teacher))
    listed = page["categories"][1]["articles"][0]
    assert (listed["title"], listed["bodyZh"]) == ("Time sheets", "<p>工时表</p>")
    # Each Help page is its own reader's: the other kinds of account are refused.
    assert call(client, "/center/help", {}, token=teacher)["rtn_code"] != 0
    assert call(client, "/teacher/help", {}, token=centre)["rtn_code"] != 0
    assert call(client, "/teacher/help", {}, token=token)["rtn_code"] != 0
    assert call(client, "/center/help", {})["rtn_code"] == 1001


def test_only_staff_who_may_read_or_write_content(client: TestClient, db: Session) -> None:
    support = sign_in_staff(client, make_staff(db, role="Support").email)
    auditor = sign_in_staff(client, make_staff(db, role="Auditor").email)
    for path in ("/admin/faq/list", "/admin/content/category/list", "/admin/content/article/list"):
        assert call(client, path, {}, token=support)["rtn_code"] == 1002
        ok(call(client, path, {}, token=auditor))
    ok(call(client, "/admin/content/category/choices", {}, token=auditor))
    write = {"name": "X", "audience": "both"}
    assert call(client, "/admin/content/category/save", write, token=auditor)["rtn_code"] == 1002


def test_every_edit_is_in_the_audit_log_with_its_fields(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    entry = faq(client, token, shown=False)
    ok(call(client, "/admin/faq/shown", {"id": entry["id"], "shown": True}, token=token))
    start = category(client, token)
    written = article(client, token, start["id"], status="draft")
    article(client, token, start["id"], id=written["id"], body="<p>Pick a day.</p>", status="draft")

    def last(call_path: str) -> AuditEntry:
        found = db.scalars(
            select(AuditEntry).where(AuditEntry.call == call_path).order_by(AuditEntry.id.desc())
        ).first()
        assert found is not None
        return found

    shown = last("/admin/faq/shown")
    assert (shown.permission, shown.target_table, shown.target_id) == (
        "faq:edit",
        "faqs",
        str(entry["id"]),
    )
    assert json.loads(shown.changes)[0]["fields"]["shown"] == [False, True]
    body = last("/admin/content/article/save")
    [change] = json.loads(body.changes)
    assert (change["table"], change["action"]) == ("articles", "changed")
    assert change["fields"]["body"] == [
        "<p>Choose a day and the teachers you need.</p>",
        "<p>Pick a day.</p>",
    ]
    created = last("/admin/content/category/save")
    assert json.loads(created.changes)[0]["action"] == "created"
