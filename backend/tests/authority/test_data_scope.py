"""A role's data scope: staff whose roles see some regions read only the
teachers and centres of those regions; nobody gives a role regions they do
not see themselves."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.authority import rules
from relief.kit import regions
from tests.authority.test_every_staff_call import sign_in_staff
from tests.factories import call, make_centre, make_staff, make_teacher

WELLINGTON = (-41.2865, 174.7762)
CHRISTCHURCH = (-43.5321, 172.6362)


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def code(answer: dict[str, Any]) -> int:
    assert answer["rtn_code"] != 0, answer
    found: int = answer["rtn_data"]["code"]
    return found


def role(
    client: TestClient, token: str, name: str, scope: str, chosen: list[str], *permissions: str
) -> dict[str, Any]:
    menus = ok(call(client, "/admin/role/list", {}, token=token))["menus"]
    saved: dict[str, Any] = ok(
        call(
            client,
            "/admin/role/save",
            {
                "name": name,
                "level": 3,
                "menuIds": [m["id"] for m in menus if m["permission"] in permissions],
                "dataScope": scope,
                "regions": chosen,
            },
            token=token,
        )
    )
    return saved


def test_a_regional_role_reads_only_its_regions(client: TestClient, db: Session) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    auckland_centre = make_centre(db, name="Auckland Kids")[1]
    wellington_centre = make_centre(
        db, name="Wgtn Kids", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )[1]
    auckland_teacher = make_teacher(db)[1]
    christchurch_teacher = make_teacher(db, latitude=CHRISTCHURCH[0], longitude=CHRISTCHURCH[1])[1]
    assert (auckland_centre.region, wellington_centre.region) == ("Auckland", "Wellington")
    assert christchurch_teacher.region == "Canterbury"

    north = role(
        client, admin, "Auckland desk", "regions", ["Auckland"], "centre:list", "teacher:list"
    )
    assert (north["dataScope"], north["regions"]) == ("regions", ["Auckland"])
    desk = sign_in_staff(client, make_staff(db, role="Auckland desk").email)
    big = {"pageSize": 100}
    centres = ok(call(client, "/admin/centre/list", big, token=desk))["list"]
    teachers = ok(call(client, "/admin/teacher/list", big, token=desk))["list"]
    assert auckland_centre.id in {c["centreId"] for c in centres}
    assert wellington_centre.id not in {c["centreId"] for c in centres}
    assert {t["teacherId"] for t in teachers} >= {auckland_teacher.id}
    assert christchurch_teacher.id not in {t["teacherId"] for t in teachers}

    # A second role adds its regions; a role that sees all opens everything.
    role(client, admin, "South desk", "regions", ["Canterbury", "Otago"], "teacher:list")
    both = make_staff(db, role="Auckland desk")
    from relief.authority import service as authority

    authority.grant_named(db, both.id, "South desk")
    db.commit()
    token = sign_in_staff(client, both.email)
    seen = {
        t["teacherId"] for t in ok(call(client, "/admin/teacher/list", big, token=token))["list"]
    }
    assert {auckland_teacher.id, christchurch_teacher.id} <= seen
    authority.grant_named(db, both.id, "Operations")
    db.commit()
    centres = ok(call(client, "/admin/centre/list", big, token=token))["list"]
    assert {auckland_centre.id, wellington_centre.id} <= {c["centreId"] for c in centres}


def test_a_moved_centre_changes_region(db: Session) -> None:
    _, centre = make_centre(db)
    assert centre.region == "Auckland"
    centre.latitude, centre.longitude = WELLINGTON
    db.flush()
    assert centre.region == "Wellington"
    centre.latitude, centre.longitude = 0.0, 0.0
    db.flush()
    assert centre.region is None


def test_regions_are_new_zealands_and_never_beyond_ones_own(
    client: TestClient, db: Session
) -> None:
    admin = sign_in_staff(client, make_staff(db).email)
    listed = ok(call(client, "/admin/role/list", {}, token=admin))
    assert [r["name"] for r in listed["regions"]] == [name for name, _ in regions.REGIONS]
    assert len(listed["regions"]) == 16
    assert all(r["dataScope"] == "all" and r["regions"] == [] for r in listed["roles"])
    base = {"name": "Desk", "level": 3}
    unknown = call(
        client,
        "/admin/role/save",
        {**base, "dataScope": "regions", "regions": ["Narnia"]},
        token=admin,
    )
    assert code(unknown) == 42612
    assert unknown["rtn_data"]["values"] == {"regions": "Narnia"}
    assert (
        code(call(client, "/admin/role/save", {**base, "dataScope": "regions"}, token=admin))
        == 42613
    )

    role(
        client,
        admin,
        "Auckland lead",
        "regions",
        ["Auckland"],
        "role:list",
        "role:edit",
        "staff:edit",
    )
    lead_role = next(
        r
        for r in ok(call(client, "/admin/role/list", {}, token=admin))["roles"]
        if r["name"] == "Auckland lead"
    )
    lead = sign_in_staff(client, make_staff(db, role="Auckland lead").email)
    wider = call(client, "/admin/role/save", {**base, "level": 4}, token=lead)
    assert (code(wider), wider["rtn_data"]["values"]) == (42614, {"regions": "all regions"})
    elsewhere = {**base, "level": 4, "dataScope": "regions", "regions": ["Auckland", "Otago"]}
    answer = call(client, "/admin/role/save", elsewhere, token=lead)
    assert (code(answer), answer["rtn_data"]["values"]) == (42614, {"regions": "Otago"})
    inside = {**base, "level": 4, "dataScope": "regions", "regions": ["Auckland"]}
    assert ok(call(client, "/admin/role/save", inside, token=lead))["regions"] == ["Auckland"]
    # Nor grant a role that sees all.
    seeing_all = ok(call(client, "/admin/role/save", {"name": "Wide", "level": 5}, token=admin))
    someone = make_staff(db, role=None)
    grant = {"userId": someone.id, "roleIds": [seeing_all["id"]]}
    assert code(call(client, "/admin/staff/roles", grant, token=lead)) == 42614
    assert lead_role["level"] == 3


def test_the_scope_rules() -> None:
    assert rules.scope([]) == frozenset()
    assert rules.scope(
        [("regions", ["Auckland"], False), ("regions", ["Otago"], False)]
    ) == frozenset({"Auckland", "Otago"})
    assert rules.scope([("regions", ["Auckland"], False), ("all", [], False)]) is None
    assert rules.scope([("regions", [], True)]) is None
    assert rules.widened(None, None) is None
    assert rules.widened(None, frozenset({"Auckland"})) == rules.ALL_REGIONS
    assert rules.widened(frozenset({"Auckland"}), None) is None
    assert rules.widened(frozenset({"Auckland", "Otago"}), frozenset({"Otago"})) == frozenset(
        {"Auckland"}
    )
    assert rules.beyond_scope(None, rules.ALL_REGIONS) == []
    assert rules.beyond_scope(frozenset({"Otago"}), rules.ALL_REGIONS) == ["all regions"]
    assert rules.beyond_scope(frozenset({"Otago"}), frozenset({"Otago"})) == []


def test_every_region_has_towns_and_a_point_far_out_has_none() -> None:
    assert {region for *_, region in regions.TOWNS} == regions.NAMES
    assert regions.region_at(-36.85, 174.76) == "Auckland"
    assert regions.region_at(-45.03, 168.66) == "Otago"
    assert regions.region_at(-41.27, 173.28) == "Nelson"
    assert regions.region_at(-44.0, -176.5) is None  # the Chatham Islands
    assert regions.region_at(0.0, 0.0) is None
    assert regions.region_at(None, 174.0) is None
