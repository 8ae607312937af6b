"""Roles and who holds them, over HTTP: a support desk made by the super
administrator, and the limits on everyone below."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_staff


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int]:
    return answer["rtn_code"], answer["rtn_data"]["code"]


def menu_ids(roles: dict[str, Any], *permissions: str) -> list[int]:
    return [menu["id"] for menu in roles["menus"] if menu["permission"] in permissions]


def test_a_support_desk_role_sees_and_does_only_support(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    roles = ok(call(client, "/admin/role/list", {}, token=admin))
    desk = ok(
        call(
            client,
            "/admin/role/save",
            {
                "name": "Support desk",
                "level": 3,
                "description": "Answers tickets",
                "menuIds": menu_ids(roles, "ticket:list", "ticket:reply", "ticket:status"),
            },
            token=admin,
        )
    )
    created = ok(
        call(
            client,
            "/admin/staff/create",
            {
                "email": "desk@example.test",
                "name": "Mere Desk",
                "password": "first-pass-1",
                "roleIds": [desk["id"]],
            },
            token=admin,
        )
    )
    assert created["roles"] == ["Support desk"]
    token = ok(
        call(client, "/admin/login", {"userName": "desk@example.test", "password": "first-pass-1"})
    )["token"]
    mine = ok(call(client, "/admin/authority/mine", {}, token=token))
    assert sorted(mine["permissions"]) == ["ticket:list", "ticket:reply", "ticket:status"]
    assert [menu["title"] for menu in mine["menus"] if menu["type"] != 2] == ["Support"]
    assert ok(call(client, "/admin/support/ticket/list", {}, token=token))["total"] == 0
    assert refusal(call(client, "/admin/setting/list", {}, token=token)) == (1002, 42601)
    listed = ok(call(client, "/admin/staff/list", {"keyword": "desk"}, token=admin))
    assert [(item["email"], item["roles"]) for item in listed["list"]] == [
        ("desk@example.test", ["Support desk"])
    ]


def test_nobody_reaches_above_their_own_level(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    roles = ok(call(client, "/admin/role/list", {}, token=admin))
    by_name = {role["name"]: role for role in roles["roles"]}
    # A staff lead at level 2 who may manage roles and staff.
    lead_role = ok(
        call(
            client,
            "/admin/role/save",
            {
                "name": "Staff lead",
                "level": 2,
                "menuIds": menu_ids(
                    roles, "role:list", "role:edit", "staff:list", "staff:edit", "ticket:list"
                ),
            },
            token=admin,
        )
    )
    lead_user = make_staff(db, role="Staff lead")
    lead = sign_in_staff(client, lead_user.email)

    # Raising their own role's level, or making a level-1 role, is refused.
    raised = {"id": lead_role["id"], "name": "Staff lead", "level": 1, "menuIds": []}
    assert refusal(call(client, "/admin/role/save", raised, token=lead)) == (1002, 42602)
    top = {"name": "Second admin", "level": 1, "menuIds": []}
    assert refusal(call(client, "/admin/role/save", top, token=lead)) == (1002, 42602)
    # So is editing the super administrator's role or granting it.
    grant_super = {"userId": lead_user.id, "roleIds": [by_name["Super administrator"]["id"]]}
    assert refusal(call(client, "/admin/staff/roles", grant_super, token=lead)) == (1002, 42602)
    # A role at their level with a permission they lack is refused too.
    settings = {
        "name": "Settings editor",
        "level": 3,
        "menuIds": menu_ids(roles, "setting:list", "setting:edit"),
    }
    answer = call(client, "/admin/role/save", settings, token=lead)
    assert refusal(answer) == (1002, 42603)
    assert answer["rtn_data"]["values"] == {"permissions": "setting:edit, setting:list"}
    # Granting themselves a same-level role that carries more is refused.
    grant_ops = {"userId": lead_user.id, "roleIds": [lead_role["id"], by_name["Operations"]["id"]]}
    assert refusal(call(client, "/admin/staff/roles", grant_ops, token=lead)) == (1002, 42603)
    # What they hold they may pass on, at their level or below.
    tickets = {"name": "Ticket reader", "level": 4, "menuIds": menu_ids(roles, "ticket:list")}
    reader = ok(call(client, "/admin/role/save", tickets, token=lead))
    assert reader["level"] == 4
    helper = make_staff(db, role=None)
    given = ok(
        call(
            client,
            "/admin/staff/roles",
            {"userId": helper.id, "roleIds": [reader["id"]]},
            token=lead,
        )
    )
    assert given["roleIds"] == [reader["id"]]


def test_roles_refuse_bad_input_and_a_role_in_use(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    roles = ok(call(client, "/admin/role/list", {}, token=admin))
    operations = next(role for role in roles["roles"] if role["name"] == "Operations")
    cases = [
        ({"name": "  ", "level": 3}, 42608),
        ({"name": "Desk", "level": 0}, 42606),
        ({"name": "Desk", "level": 100}, 42606),
        ({"name": "operations", "level": 3}, 42604),
        ({"name": "Desk", "level": 3, "menuIds": [999_999]}, 42609),
        ({"id": 999_999, "name": "Desk", "level": 3}, 42605),
    ]
    for body, code in cases:
        assert call(client, "/admin/role/save", body, token=admin)["rtn_data"]["code"] == code
    make_staff(db, role="Operations")
    in_use = call(client, "/admin/role/delete", {"id": operations["id"]}, token=admin)
    assert refusal(in_use) == (1004, 42607)
    unused = ok(call(client, "/admin/role/save", {"name": "Desk", "level": 3}, token=admin))
    assert ok(call(client, "/admin/role/delete", {"id": unused["id"]}, token=admin)) == {}
    after = ok(call(client, "/admin/role/list", {}, token=admin))["roles"]
    assert "Desk" not in [role["name"] for role in after]
