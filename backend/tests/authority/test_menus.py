"""The console's menu tree as staff change it: items added where their type
may sit, never under themselves; built-in items keep what the server and
the console rely on and cannot be removed."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.authority import rules
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_staff


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def code(answer: dict[str, Any]) -> int:
    assert answer["rtn_code"] != 0, answer
    code: int = answer["rtn_data"]["code"]
    return code


def by_permission(menus: list[dict[str, Any]], permission: str) -> dict[str, Any]:
    return next(menu for menu in menus if menu["permission"] == permission)


def test_staff_build_a_directory_with_a_page_and_a_button(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    folder = ok(
        call(
            client,
            "/admin/menu/save",
            {"type": 0, "title": "Reports", "titleZh": "报表", "icon": "bar-chart", "sort": 9},
            token=admin,
        )
    )
    assert (folder["builtIn"], folder["parentId"], folder["permission"]) == (False, None, None)
    page = ok(
        call(
            client,
            "/admin/menu/save",
            {
                "parentId": folder["id"],
                "type": 1,
                "title": "Monthly",
                "titleZh": "月报",
                "route": "/reports/monthly",
                "component": "reports/monthly",
                "permission": "report:list",
                "cache": True,
            },
            token=admin,
        )
    )
    button = ok(
        call(
            client,
            "/admin/menu/save",
            {
                "parentId": page["id"],
                "type": 2,
                "title": "Send",
                "titleZh": "发送",
                "permission": "report:send",
            },
            token=admin,
        )
    )
    menus = ok(call(client, "/admin/menu/list", {}, token=admin))["menus"]
    ids = [menu["id"] for menu in menus]
    assert ids.index(folder["id"]) < ids.index(page["id"]) < ids.index(button["id"])
    # A link out of the console is a menu whose route is an address.
    link = ok(
        call(
            client,
            "/admin/menu/save",
            {
                "parentId": folder["id"],
                "type": 1,
                "title": "Status page",
                "titleZh": "状态页",
                "route": "https://status.example",
                "externalLink": True,
            },
            token=admin,
        )
    )
    assert link["externalLink"] is True
    # Removing goes leaf first.
    assert code(call(client, "/admin/menu/delete", {"id": folder["id"]}, token=admin)) == 42624
    for item in (button, page, link, folder):
        assert ok(call(client, "/admin/menu/delete", {"id": item["id"]}, token=admin)) == {}
    assert code(call(client, "/admin/menu/delete", {"id": folder["id"]}, token=admin)) == 42609


def test_menu_items_are_refused_where_their_type_may_not_sit(
    client: TestClient, db: Session
) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    menus = ok(call(client, "/admin/menu/list", {}, token=admin))["menus"]
    settings_page = by_permission(menus, "setting:list")
    system = next(menu for menu in menus if menu["id"] == settings_page["parentId"])
    base = {"title": "X", "titleZh": "某"}
    cases = [
        ({**base, "type": 2, "permission": "x:y"}, 42615),  # a button at the top
        ({**base, "type": 2, "parentId": system["id"]}, 42615),  # a button in a directory
        ({**base, "type": 1, "parentId": settings_page["id"], "route": "/x"}, 42615),
        ({**base, "type": 0, "parentId": settings_page["id"]}, 42615),
        ({**base, "type": 2, "parentId": settings_page["id"], "route": "/x"}, 42617),
        ({**base, "type": 1, "parentId": system["id"]}, 42618),
        ({**base, "type": 1, "route": "system/x"}, 42618),
        ({**base, "type": 1, "route": "/x", "externalLink": True}, 42618),
        ({**base, "type": 0, "permission": "x:list"}, 42619),
        ({**base, "type": 1, "route": "/x", "permission": "Reports"}, 42620),
        ({**base, "type": 1, "route": "/x", "permission": "setting:edit"}, 42621),
        ({**base, "type": 1, "route": "/x", "parentId": 2**31 - 1}, 42609),
        ({**base, "id": 2**31 - 1, "type": 0}, 42609),
    ]
    for body, expected in cases:
        assert code(call(client, "/admin/menu/save", body, token=admin)) == expected, body
    assert call(client, "/admin/menu/save", {**base, "type": 3}, token=admin)["rtn_code"] == 1000


def test_a_menu_item_is_never_placed_under_itself(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    outer = ok(
        call(client, "/admin/menu/save", {"type": 0, "title": "A", "titleZh": "甲"}, token=admin)
    )
    inner = ok(
        call(
            client,
            "/admin/menu/save",
            {"type": 0, "title": "B", "titleZh": "乙", "parentId": outer["id"]},
            token=admin,
        )
    )
    for parent in (outer["id"], inner["id"]):
        moved = {"id": outer["id"], "type": 0, "title": "A", "titleZh": "甲", "parentId": parent}
        assert code(call(client, "/admin/menu/save", moved, token=admin)) == 42616


def test_built_in_items_keep_their_permission_and_stay(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    menus = ok(call(client, "/admin/menu/list", {}, token=admin))["menus"]
    page = by_permission(menus, "setting:list")
    assert page["builtIn"] is True
    renamed = ok(
        call(
            client,
            "/admin/menu/save",
            {
                **page,
                "title": "Platform settings",
                "titleZh": "平台设置",
                "sort": 1,
                "visible": False,
            },
            token=admin,
        )
    )
    assert (renamed["title"], renamed["visible"], renamed["permission"]) == (
        "Platform settings",
        False,
        "setting:list",
    )
    for change in ({"permission": "setting:other"}, {"route": "/elsewhere"}, {"type": 0}):
        answer = call(client, "/admin/menu/save", {**page, **change}, token=admin)
        assert (answer["rtn_code"], answer["rtn_data"]["code"]) == (1002, 42622), change
    answer = call(client, "/admin/menu/delete", {"id": page["id"]}, token=admin)
    assert (answer["rtn_code"], answer["rtn_data"]["code"]) == (1002, 42623)
    # The Menus page carries the button that opens this editing.
    menus_page = by_permission(menus, "menu:list")
    assert by_permission(menus, "menu:edit")["parentId"] == menus_page["id"]


def test_the_placement_and_cycle_rules() -> None:
    assert rules.placement_allowed(0, None)
    assert rules.placement_allowed(1, 0)
    assert not rules.placement_allowed(2, 0)
    assert rules.placement_allowed(2, 1)
    parents = {1: None, 2: 1, 3: 2}
    assert rules.under_itself(1, 3, parents)
    assert not rules.under_itself(3, 1, parents)
    assert not rules.under_itself(None, 1, parents)
    assert rules.permission_well_formed("report:send-now")
    assert not rules.permission_well_formed("report")
    assert not rules.permission_well_formed("Report:send")
