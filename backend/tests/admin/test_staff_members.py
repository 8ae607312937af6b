"""Staff members as other staff change them, and as they sign in: names and
e-mails, switching off (sessions end at once), one-time passwords, all
within the changer's level; the console's sign-in with its captcha."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.admin import rules
from relief.auth.passwords import check_strength
from relief.models import AuthSession, User
from tests.auth.test_login import solve_captcha
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import PASSWORD, call, make_centre, make_staff

LOGIN = "/admin/login"


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int]:
    return answer["rtn_code"], answer["rtn_data"]["code"]


def live_sessions(db: Session, user: User) -> int:
    sessions = db.scalars(
        select(AuthSession).where(AuthSession.user_id == user.id, AuthSession.revoked_at.is_(None))
    ).all()
    return len(sessions)


def test_staff_sign_in_asks_for_the_captcha_after_failures(client: TestClient, db: Session) -> None:
    staff = make_staff(db, role="Auditor")
    for attempt in range(3):
        wrong = call(client, LOGIN, {"userName": staff.email, "password": "wrong"})
        assert wrong["rtn_code"] == 1100
        assert wrong["rtn_data"] == {"captchaRequired": attempt == 2}
    assert call(client, LOGIN, {"userName": staff.email, "password": PASSWORD})["rtn_code"] == 1101
    uuid, text = solve_captcha(client, db)
    answer = ok(
        call(
            client,
            LOGIN,
            {"userName": staff.email, "password": PASSWORD, "captcha": text, "uuid": uuid},
        )
    )
    assert (answer["email"], answer["passwordIsDefault"]) == (staff.email, False)


def test_only_staff_accounts_sign_in_to_the_console(client: TestClient, db: Session) -> None:
    centre, _ = make_centre(db)
    assert call(client, LOGIN, {"userName": centre.email, "password": PASSWORD})["rtn_code"] == 1100
    staff = make_staff(db)
    assert (
        call(client, "/user/password/login", {"userName": staff.email, "password": PASSWORD})[
            "rtn_code"
        ]
        == 1100
    )


def test_the_list_carries_roles_levels_and_sorts(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    auditor = make_staff(db, role="Auditor")
    auditor.name = "Aaron Auditor"
    nobody = make_staff(db, role=None)
    nobody.name = "Zoe Nobody"
    db.commit()
    listed = ok(
        call(client, "/admin/staff/list", {"sort": "name,asc", "pageSize": 100}, token=admin)
    )
    names = [item["name"] for item in listed["list"] if item["name"]]
    assert names == sorted(names)
    by_id = {item["userId"]: item for item in listed["list"]}
    item = by_id[auditor.id]
    assert (item["roles"], item["level"], item["enabled"]) == (["Auditor"], 3, True)
    assert len(item["roleIds"]) == 1
    assert (by_id[nobody.id]["roles"], by_id[nobody.id]["level"]) == ([], None)
    newest = ok(call(client, "/admin/staff/list", {}, token=admin))["list"]
    assert [i["userId"] for i in newest] == sorted((i["userId"] for i in newest), reverse=True)
    bad = call(client, "/admin/staff/list", {"sort": "passwordHash,desc"}, token=admin)
    assert refusal(bad) == (1000, 1018)


def test_a_staff_member_is_renamed_and_moved_to_another_address(
    client: TestClient, db: Session
) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    member = make_staff(db, role="Content")
    changed = ok(
        call(
            client,
            "/admin/staff/update",
            {"userId": member.id, "name": "  Hine   Walker ", "email": "Hine@Relief.Example"},
            token=admin,
        )
    )
    assert (changed["name"], changed["email"]) == ("Hine Walker", "hine@relief.example")
    taken, _ = make_centre(db)
    answer = call(
        client,
        "/admin/staff/update",
        {"userId": member.id, "name": "Hine", "email": taken.email},
        token=admin,
    )
    assert refusal(answer) == (1004, 40513)
    for body, code in [
        ({"userId": member.id, "name": "   "}, 40512),
        ({"userId": member.id, "name": "Hine", "email": "not an address"}, 40511),
        ({"userId": taken.id, "name": "Someone"}, 42610),
        ({"userId": 2**31 - 1, "name": "Someone"}, 42610),
    ]:
        assert call(client, "/admin/staff/update", body, token=admin)["rtn_data"]["code"] == code
    db.refresh(member)
    assert (member.name, member.email) == ("Hine Walker", "hine@relief.example")


def test_switching_a_staff_member_off_ends_their_sessions_at_once(
    client: TestClient, db: Session
) -> None:
    admin_user = make_staff(db)
    admin = sign_in_staff(client, admin_user.email)
    member = make_staff(db, role="Operations")
    theirs = sign_in_staff(client, member.email)
    assert live_sessions(db, member) == 1
    off = ok(
        call(client, "/admin/staff/enabled", {"userId": member.id, "enabled": False}, token=admin)
    )
    assert off["enabled"] is False
    assert live_sessions(db, member) == 0
    assert call(client, "/admin/authority/mine", {}, token=theirs)["rtn_code"] == 1001
    again = call(client, LOGIN, {"userName": member.email, "password": PASSWORD})
    assert again["rtn_code"] == 30030
    on = ok(
        call(client, "/admin/staff/enabled", {"userId": member.id, "enabled": True}, token=admin)
    )
    assert on["enabled"] is True
    assert ok(call(client, LOGIN, {"userName": member.email, "password": PASSWORD}))["token"]
    own = call(
        client, "/admin/staff/enabled", {"userId": admin_user.id, "enabled": False}, token=admin
    )
    assert refusal(own) == (1002, 40515)


def test_nobody_changes_a_staff_member_above_their_level(client: TestClient, db: Session) -> None:
    admin_user = make_staff(db)
    admin = sign_in_staff(client, admin_user.email)
    roles = ok(call(client, "/admin/role/list", {}, token=admin))
    chosen = [
        menu["id"]
        for menu in roles["menus"]
        if menu["permission"] in ("staff:list", "staff:edit", "role:list", "role:edit")
    ]
    ok(
        call(
            client,
            "/admin/role/save",
            {"name": "Staff lead", "level": 2, "menuIds": chosen},
            token=admin,
        )
    )
    lead_user = make_staff(db, role="Staff lead")
    lead = sign_in_staff(client, lead_user.email)
    peer = make_staff(db, role="Finance")  # level 2, as the lead
    junior = make_staff(db, role="Auditor")  # level 3
    for path, body in [
        ("/admin/staff/update", {"userId": admin_user.id, "name": "Renamed"}),
        ("/admin/staff/enabled", {"userId": admin_user.id, "enabled": False}),
        ("/admin/staff/password/reset", {"userId": admin_user.id}),
    ]:
        answer = call(client, path, body, token=lead)
        assert refusal(answer) == (1002, 42611), path
        assert answer["rtn_data"]["values"] == {"level": 2}
    assert ok(call(client, "/admin/staff/update", {"userId": peer.id, "name": "Peer"}, token=lead))
    assert ok(
        call(client, "/admin/staff/enabled", {"userId": junior.id, "enabled": False}, token=lead)
    )
    db.refresh(admin_user)
    assert (admin_user.name, admin_user.enabled) == (None, True)


def test_a_reset_password_works_once_shown_and_asks_to_be_changed(
    client: TestClient, db: Session
) -> None:
    admin_user = make_staff(db)
    admin = sign_in_staff(client, admin_user.email)
    member = make_staff(db, role="Content")
    theirs = sign_in_staff(client, member.email)
    reset = ok(call(client, "/admin/staff/password/reset", {"userId": member.id}, token=admin))
    assert reset["userId"] == member.id
    password = reset["password"]
    check_strength(password)
    assert call(client, "/admin/authority/mine", {}, token=theirs)["rtn_code"] == 1001
    assert call(client, LOGIN, {"userName": member.email, "password": PASSWORD})["rtn_code"] == 1100
    signed_in = ok(call(client, LOGIN, {"userName": member.email, "password": password}))
    assert signed_in["passwordIsDefault"] is True
    mine = ok(call(client, "/admin/authority/mine", {}, token=signed_in["token"]))
    assert mine["passwordIsDefault"] is True
    ok(
        call(
            client,
            "/user/password/change",
            {"oldPassword": password, "newPassword": "Fresh-Start-2027"},
            token=signed_in["token"],
        )
    )
    mine = ok(call(client, "/admin/authority/mine", {}, token=signed_in["token"]))
    assert mine["passwordIsDefault"] is False
    own = call(client, "/admin/staff/password/reset", {"userId": admin_user.id}, token=admin)
    assert refusal(own) == (1002, 40516)
    # The audit log keeps the reset, never the password.
    from relief.models import AuditEntry

    entry = db.scalars(
        select(AuditEntry).where(AuditEntry.call == "/admin/staff/password/reset")
    ).first()
    assert entry is not None
    assert password not in entry.changes


def test_one_time_passwords_pass_the_password_rule() -> None:
    picks = iter("a" * 14 + "ab" + "2" * 12 + "ab23" + "x" * 10)
    assert rules.one_time_password(lambda _: next(picks)) == "ab" + "2" * 12
    for _ in range(200):
        password = rules.one_time_password()
        check_strength(password)
        assert len(password) == rules.PASSWORD_LENGTH
