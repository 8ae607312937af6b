"""The pure rules of staff authority."""

from __future__ import annotations

from relief.authority import rules
from relief.authority.rules import Held


def test_what_roles_add_up_to() -> None:
    holder = rules.held([(3, False), (2, False)], ["ticket:list", "ticket:reply"])
    assert holder == Held(
        level=2, every_permission=False, permissions=frozenset({"ticket:list", "ticket:reply"})
    )
    assert holder.may("ticket:reply")
    assert not holder.may("setting:edit")
    assert rules.held([(1, True)], []).may("anything:at-all")
    assert rules.NOTHING.level is None
    assert not rules.NOTHING.may("ticket:list")


def test_a_role_above_your_level_is_out_of_reach() -> None:
    operations = rules.held([(2, False)], [])
    assert rules.may_manage(operations, 2)
    assert rules.may_manage(operations, 3)
    assert not rules.may_manage(operations, 1)
    assert not rules.may_manage(rules.NOTHING, 99)
    assert rules.may_manage(rules.held([(1, True)], []), 1)


def test_nobody_gives_away_what_they_do_not_hold() -> None:
    holder = rules.held([(2, False)], ["ticket:list", "ticket:reply"])
    assert rules.beyond(holder, ["ticket:list"]) == []
    assert rules.beyond(holder, ["setting:edit", "ticket:reply", "role:edit"]) == [
        "role:edit",
        "setting:edit",
    ]
    assert rules.beyond(rules.held([(1, True)], []), ["setting:edit"]) == []


def test_levels_run_from_one_to_the_lowest() -> None:
    assert [level for level in (0, 1, 50, 99, 100, -3) if rules.level_problem(level)] == [
        0,
        100,
        -3,
    ]
