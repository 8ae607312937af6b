"""The settings as the admin console edits them: described for a form,
previewed without being stored, and every change kept in the audit log."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.models import AuditEntry
from relief.settings import service as settings
from relief.settings.catalogue import CATALOGUE, GROUPS
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_centre, make_staff, sign_in


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def test_the_list_describes_each_setting_for_its_form(client: TestClient, db: Session) -> None:
    token = sign_in_staff(client, make_staff(db).email)
    listed = ok(call(client, "/admin/setting/list", token=token))
    assert [group["key"] for group in listed["groups"]] == [group.value for group in GROUPS]
    assert listed["groups"][0] == {"key": "pricing", "label": "Pricing", "labelZh": "价格"}
    by_key = {item["key"]: item for item in listed["list"]}
    assert list(by_key) == list(CATALOGUE)
    incentive = by_key["boost_incentive"]
    assert {k: incentive[k] for k in ("kind", "group", "unit", "unitZh", "minimum", "maximum")} == {
        "kind": "money",
        "group": "pricing",
        "unit": "NZD/hour",
        "unitZh": "新西兰元/小时",
        "minimum": "0",
        "maximum": "100",
    }
    assert incentive["label"] == "Boost incentive"
    assert incentive["labelZh"] == "加价激励"
    assert incentive["description"]
    assert incentive["descriptionZh"]
    terms = by_key["agreement"]
    assert (terms["kind"], terms["group"], terms["unit"], terms["minimum"]) == (
        "html",
        "content",
        None,
        None,
    )
    assert {item["group"] for item in listed["list"]} <= {g["key"] for g in listed["groups"]}


def test_a_preview_answers_the_sanitised_html_and_stores_nothing(
    client: TestClient, db: Session
) -> None:
    auditor = sign_in_staff(client, make_staff(db, role="Auditor").email)
    before = settings.current(db).agreement
    shown = ok(
        call(
            client,
            "/admin/setting/preview",
            {
                "key": "agreement",
                "value": '<h2 onclick="steal()">Terms</h2><script>alert(1)</script>'
                '<p><a href="javascript:alert(1)">x</a> <strong>bold</strong></p>',
            },
            token=auditor,
        )
    )["value"]
    assert shown == '<h2>Terms</h2><p><a rel="noopener noreferrer">x</a> <strong>bold</strong></p>'
    assert settings.current(db).agreement == before
    assert ok(
        call(
            client,
            "/admin/setting/preview",
            {"key": "voucher_value", "value": "12.5"},
            token=auditor,
        )
    ) == {"value": "12.50"}
    over = call(
        client, "/admin/setting/preview", {"key": "voucher_value", "value": 10001}, token=auditor
    )
    assert (over["rtn_data"]["code"], over["rtn_msg"]) == (
        42402,
        "The value must be at most 10000.",
    )
    missing = call(client, "/admin/setting/preview", {"key": "nothing", "value": 1}, token=auditor)
    assert missing["rtn_code"] == 1003
    # A preview reads: it leaves no entry in the audit log.
    assert not db.scalars(
        select(AuditEntry).where(AuditEntry.call == "/admin/setting/preview")
    ).all()

    centre, _ = make_centre(db)
    refused = call(
        client,
        "/admin/setting/preview",
        {"key": "agreement", "value": "<p>x</p>"},
        token=sign_in(client, centre.email),
    )
    assert refused["rtn_code"] == 1002


def test_new_terms_are_stored_sanitised_and_audited_with_before_and_after(
    client: TestClient, db: Session
) -> None:
    staff = make_staff(db)
    token = sign_in_staff(client, staff.email)
    ok(
        call(
            client,
            "/admin/setting/update",
            {"key": "privacy_policy", "value": "<p>Old</p>"},
            token=token,
        )
    )
    changed = ok(
        call(
            client,
            "/admin/setting/update",
            {
                "key": "privacy_policy",
                "value": '<p style="color:red">New<img src=x onerror=alert(1)></p>',
            },
            token=token,
        )
    )
    assert changed["value"] == '<p>New<img src="x"></p>'
    assert settings.current(db).privacy_policy == '<p>New<img src="x"></p>'
    shown = ok(call(client, "/show/system/config"))
    assert shown["privacyPolicy"] == '<p>New<img src="x"></p>'

    kept = db.scalars(
        select(AuditEntry)
        .where(AuditEntry.call == "/admin/setting/update")
        .order_by(AuditEntry.id.desc())
    ).first()
    assert kept is not None
    assert (kept.actor_user_id, kept.permission, kept.rtn_code) == (staff.id, "setting:edit", 0)
    detail = ok(call(client, "/admin/audit/detail", {"id": kept.id}, token=token))
    [record] = detail["changes"]
    assert (record["table"], record["id"], record["action"]) == (
        "system_settings",
        "privacy_policy",
        "changed",
    )
    assert {f["field"]: (f["before"], f["after"]) for f in record["fields"]} == {
        "value": ('"<p>Old</p>"', '"<p>New<img src=\\"x\\"></p>"')
    }
