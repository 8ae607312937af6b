"""App versions through the staff's calls and the open check an app makes:
validation, one number per platform, the audit log, and what an app is told."""

from __future__ import annotations

import json
from datetime import date, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import AuditEntry
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_staff


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def today() -> date:
    return now().astimezone(ZoneInfo("Pacific/Auckland")).date()


def version(**changes: Any) -> dict[str, Any]:
    return {
        "platform": "android",
        "number": "1.2.3",
        "type": "general",
        "package": "https://play.example.test/relief",
        "releaseDate": (today() - timedelta(days=1)).isoformat(),
        "description": "Faster job lists.",
    } | changes


def save(client: TestClient, token: str, **changes: Any) -> dict[str, Any]:
    saved: dict[str, Any] = ok(call(client, "/admin/version/save", version(**changes), token=token))
    return saved


def test_staff_add_list_change_and_remove_versions(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    first = save(client, token, number="1.02.3")
    assert (first["number"], first["platform"], first["released"]) == ("1.2.3", "android", True)
    later = save(
        client, token, number="1.10.0", releaseDate=(today() + timedelta(days=3)).isoformat()
    )
    assert later["released"] is False
    ios = save(client, token, platform="ios", number="1.2.3", type="forced")
    web = save(client, token, platform="web", number="2.0.0", package="", type="silent")

    def listed(body: dict[str, Any]) -> list[str]:
        page = ok(call(client, "/admin/version/list", body, token=token))
        return [f"{item['platform']} {item['number']}" for item in page["list"]]

    # The highest number first, compared as numbers (1.10.0 above 1.2.3); the newest on a tie.
    assert listed({}) == ["web 2.0.0", "android 1.10.0", "ios 1.2.3", "android 1.2.3"]
    assert listed({"platform": "android"}) == ["android 1.10.0", "android 1.2.3"]
    assert listed({"type": "forced"}) == ["ios 1.2.3"]
    assert listed({"keyword": "FASTER", "platform": "web"}) == ["web 2.0.0"]
    assert listed({"keyword": "1.10"}) == ["android 1.10.0"]
    assert listed({"sort": "number,asc", "platform": "android"}) == [
        "android 1.2.3",
        "android 1.10.0",
    ]
    assert (
        call(client, "/admin/version/list", {"sort": "package,asc"}, token=token)["rtn_data"][
            "code"
        ]
        == 1018
    )

    changed = save(client, token, id=first["id"], number="1.2.4", type="silent")
    assert (changed["id"], changed["number"], changed["type"]) == (first["id"], "1.2.4", "silent")
    ok(call(client, "/admin/version/delete", {"id": ios["id"]}, token=token))
    assert listed({"platform": "ios"}) == []
    missing = call(client, "/admin/version/delete", {"id": ios["id"]}, token=token)
    assert (missing["rtn_code"], missing["rtn_data"]["code"]) == (1003, 45101)
    assert web["package"] == ""


def test_a_version_is_checked_before_it_is_kept(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    saved = save(client, token)

    def refused(body: dict[str, Any]) -> dict[str, Any]:
        answer = call(client, "/admin/version/save", version(**body), token=token)
        assert answer["rtn_code"] != 0, answer
        data: dict[str, Any] = answer["rtn_data"]
        return {"rtn": answer["rtn_code"], "code": data["code"], "field": data.get("field")}

    bad_number = {"rtn": 1000, "code": 45102, "field": "number"}
    assert refused({"number": "1.2"}) == bad_number
    assert refused({"number": "v1.2.3"}) == bad_number
    # The same number on the same platform, however it is written.
    taken = {"rtn": 1004, "code": 45103, "field": "number"}
    assert refused({"number": "01.2.3"}) == taken
    assert refused({"platform": "windows"})["field"] == "platform"
    assert refused({"type": "urgent"})["field"] == "type"
    assert refused({"releaseDate": "3000-01-01"})["field"] == "releaseDate"
    assert refused({"id": 2**31 - 1}) == {"rtn": 1003, "code": 45101, "field": None}
    # The other platforms may have the same number; changing a version keeps its own.
    save(client, token, platform="ios")
    save(client, token, id=saved["id"], description="Kept its number.")
    chinese = client.post(
        "/api/admin/version/save",
        json=version(number="1.2"),
        headers={"Authorization": f"Bearer {token}", "Accept-Language": "zh-CN"},
    ).json()
    assert chinese["rtn_msg"] == "版本号须为用点分隔的三个整数，例如 1.2.3。"


def test_only_staff_who_may_see_or_change_versions(client: TestClient, db: Session) -> None:
    support = sign_in_staff(client, make_staff(db, role="Support").email)
    auditor = sign_in_staff(client, make_staff(db, role="Auditor").email)
    assert call(client, "/admin/version/list", {}, token=support)["rtn_code"] == 1002
    ok(call(client, "/admin/version/list", {}, token=auditor))
    assert call(client, "/admin/version/save", version(), token=auditor)["rtn_code"] == 1002


def test_every_change_is_in_the_audit_log_with_its_fields(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    saved = save(client, token)
    save(client, token, id=saved["id"], type="forced", description="Security fix.")
    entry = db.scalars(
        select(AuditEntry)
        .where(AuditEntry.call == "/admin/version/save")
        .order_by(AuditEntry.id.desc())
    ).first()
    assert entry is not None
    assert (entry.permission, entry.target_table, entry.target_id) == (
        "version:edit",
        "app_versions",
        str(saved["id"]),
    )
    [change] = json.loads(entry.changes)
    assert change["action"] == "changed"
    assert change["fields"]["type"] == ["general", "forced"]
    assert change["fields"]["description"] == ["Faster job lists.", "Security fix."]


def check(client: TestClient, platform: str, current: str) -> dict[str, Any]:
    answer: dict[str, Any] = ok(
        call(client, "/show/version/check", {"platform": platform, "version": current})
    )
    return answer


def test_an_app_asks_whether_to_update_without_signing_in(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db, role="Content").email)
    save(client, token, platform="web", number="1.1.0", type="forced", package="")
    save(
        client, token, platform="web", number="1.2.0", type="general", package="", description="New"
    )
    save(
        client,
        token,
        platform="web",
        number="1.3.0",
        type="forced",
        releaseDate=(today() + timedelta(days=1)).isoformat(),
    )
    save(client, token, platform="android", number="9.0.0", type="forced")

    # Behind a forced version: forced, with the newest released version.
    assert check(client, "web", "1.0.0") == {
        "update": "forced",
        "newest": {
            "number": "1.2.0",
            "type": "general",
            "package": "",
            "releaseDate": (today() - timedelta(days=1)).isoformat(),
            "description": "New",
        },
    }
    # Past it, the newest says how; 1.3.0 is not released yet.
    assert check(client, "web", "1.1.0")["update"] == "general"
    assert check(client, "web", "1.2.0") == {"update": "none", "newest": None}
    assert check(client, "web", "1.10.0") == {"update": "none", "newest": None}
    assert check(client, "ios", "0.0.1") == {"update": "none", "newest": None}
    assert check(client, "android", "8.99.99")["update"] == "forced"

    bad = call(client, "/show/version/check", {"platform": "web", "version": "latest"})
    assert (bad["rtn_code"], bad["rtn_data"]["code"], bad["rtn_data"]["field"]) == (
        1000,
        45104,
        "version",
    )
    unknown = call(client, "/show/version/check", {"platform": "symbian", "version": "1.0.0"})
    assert (unknown["rtn_code"], unknown["rtn_data"]["field"]) == (1000, "platform")
