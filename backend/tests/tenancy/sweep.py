"""The sweep: each operation called by callers who do not own the records its
request names; each answer and each change of the database judged."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Connection
from sqlalchemy.orm import Session

from tests.tenancy import snapshot
from tests.tenancy.operations import IdField, Operation
from tests.tenancy.world import PDF, PNG, Caller, World

Body = Callable[[World], dict[str, Any]]


@dataclass(frozen=True)
class Allowed:
    """A call that may succeed for a caller who is not the records' owner."""

    reason: str
    # Marker groups of the owners the answer may show.
    shows: frozenset[str] = frozenset()
    # Tables it may change beyond the caller's own rows.
    touches: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Rules:
    """What the test lists: how to fill each call and how to judge its answers."""

    not_records: Mapping[str, str]
    sources: Mapping[str, str]
    public: Mapping[str, str]
    by_operation: Mapping[tuple[str, str], str]
    allowed: Mapping[tuple[str, str], Allowed]
    own_calls: Mapping[str, Allowed]
    keeps: Mapping[str, str]
    bodies: Mapping[str, Body]
    field_bodies: Mapping[tuple[str, str], Body]
    forms: Mapping[str, tuple[dict[str, str], str, bytes]]


@dataclass(frozen=True)
class Probe:
    label: str
    body: dict[str, Any]
    query: dict[str, Any]
    named: IdField | None  # the field carrying the owner's record, if any
    prepared: bool = False  # making it made records of the caller's own
    control: bool = False  # names a record that does not exist


@dataclass
class Report:
    calls: int = 0
    failures: list[str] = field(default_factory=list)


def callers(world: World, audience: str) -> list[Caller]:
    """Who must not reach the owners' records through a call of this audience."""
    if audience == "staff":
        return [world.owner_centre, world.owner_teacher, world.other_centre, world.other_teacher]
    return world.intruders


def absent(value: Any) -> Any:
    """A record of the same shape that does not exist."""
    if isinstance(value, int):
        return 2**31 - 1
    return str(value)[0] + "0" * (len(str(value)) - 1)


def nothing(_: World) -> dict[str, Any]:
    return {}


def probes(
    op: Operation, caller: Caller, world: World, rules: Rules, same_kind: bool
) -> Iterator[Probe]:
    """The call without a record named (when it may be), then for each field
    that names one: a record that does not exist, then each of the owners'
    records (the wrong kind of account, refused before any record is read,
    names the first only)."""
    fields = [f for f in op.id_fields() if f"{op.key} {f.name}" not in rules.not_records]
    extra = rules.bodies.get(op.key, nothing)(world)
    base = {**op.filled(), **(extra if op.method != "GET" else {})}
    query = {**op.query(), **(extra if op.method == "GET" else {})}
    for f in fields:
        base.pop(f.name, None)
    if all(not f.required for f in fields):
        yield Probe("no record named", base, query, None)
    for named in fields:
        assert "." not in named.name, named
        assert named.where in ("body", "query"), named
        extra = rules.field_bodies.get((op.key, named.name), nothing)(world)
        owned = world.ids[source(op, named, rules)]
        values = [absent(owned[0]), *owned] if same_kind else owned[:1]
        for index, value in enumerate(values):
            body, params, prepared = {**base, **extra}, dict(query), False
            (body if named.where == "body" else params)[named.name] = (
                [value] if named.many else value
            )
            for other in fields:
                if other is named or not other.required:
                    continue
                mine = caller.own.get(other.name, world.ids[source(op, other, rules)][0])
                if callable(mine):
                    mine, prepared = mine(body), True
                (body if other.where == "body" else params)[other.name] = (
                    [mine] if other.many else mine
                )
            control = same_kind and index == 0
            label = f"{named.name}={value}" + (" (none such)" if control else "")
            yield Probe(label, body, params, named, prepared, control)


def source(op: Operation, named: IdField, rules: Rules) -> str:
    found = rules.by_operation.get((op.key, named.name), rules.sources.get(named.name))
    assert found is not None, (
        f"{op.key}: which of the owners' records does {named.name} name? Add it to "
        "SOURCES or BY_OPERATION, or to NOT_RECORDS with the reason it names none."
    )
    return found


def send(client: TestClient, op: Operation, caller: Caller, probe: Probe, rules: Rules) -> Any:
    headers = {"Authorization": f"Bearer {caller.token}", "X-Timestamp": "1700000000000"}
    url = "/api" + op.path
    if op.form is not None:
        data, name, content = rules.forms[op.key]
        response = client.request(
            op.method,
            url,
            data=data,
            files={"file": (name, content, "application/octet-stream")},
            headers=headers,
        )
    elif op.method == "GET":
        response = client.request(op.method, url, params=probe.query, headers=headers)
    else:
        response = client.request(
            op.method, url, params=probe.query, json=probe.body, headers=headers
        )
    assert response.status_code < 500, response.text
    return response.json()


def shown(answer: Any, world: World, allowed: frozenset[str]) -> list[str]:
    text = json.dumps(answer, ensure_ascii=False)
    return [
        marker
        for group, markers in world.markers.items()
        if group not in allowed
        for marker in markers
        if marker in text
    ]


def sweep(
    client: TestClient, db: Session, world: World, ops: list[Operation], rules: Rules
) -> Report:
    report = Report()
    before = snapshot.take(db)
    for op in ops:
        assert op.audience is not None, op.key
        for caller in callers(world, op.audience):
            same_kind = op.audience in ("any", caller.kind)
            missing: dict[str, tuple[int, str]] = {}
            for probe in probes(op, caller, world, rules, same_kind):
                if probe.prepared:
                    # Making the probe made records of the caller's own.
                    before = snapshot.take(db)
                where = f"{op.key} by {caller.name} with {probe.label}"
                if op.body is not None and op.form is None:
                    problems = op.body_problems(probe.body)
                    assert not problems, f"{where}: the probe's body is not valid: {problems}"
                with undone(db):
                    answer = send(client, op, caller, probe, rules)
                    after = snapshot.take(db)
                report.calls += 1
                allowed = None
                if same_kind and probe.named is None:
                    allowed = rules.own_calls.get(op.key, Allowed("the caller's own"))
                elif same_kind:
                    allowed = rules.allowed.get((op.key, caller.kind))
                problems = list(judge(answer, before, after, caller, op, world, allowed, rules))
                if probe.named is not None and same_kind:
                    refusal = (answer["rtn_code"], answer["rtn_msg"])
                    if probe.control:
                        missing[probe.named.name] = refusal
                    elif (
                        allowed is None
                        and probe.named.name not in rules.public
                        and refusal != missing[probe.named.name]
                    ):
                        problems.append(
                            f"tells the owners' record from a missing one: {refusal} "
                            f"against {missing[probe.named.name]}"
                        )
                report.failures.extend(f"{where}: {problem}" for problem in problems)
    return report


@contextmanager
def undone(db: Session) -> Iterator[None]:
    """Whatever the block does to the database is undone: every probe meets
    the world as it was built, whatever the probes before it did."""
    db.commit()  # the session's savepoint is closed, so the probe's nest in ours
    connection = db.get_bind()
    assert isinstance(connection, Connection)
    savepoint = connection.begin_nested()
    try:
        yield
    finally:
        db.commit()
        savepoint.rollback()
        db.expire_all()


def judge(
    answer: Any,
    before: snapshot.Snapshot,
    after: snapshot.Snapshot,
    caller: Caller,
    op: Operation,
    world: World,
    allowed: Allowed | None,
    rules: Rules,
) -> Iterator[str]:
    changes = snapshot.changes(before, after)
    accepted = answer["rtn_code"] == 0
    if accepted and allowed is None:
        yield f"answered 0: {json.dumps(answer['rtn_data'], default=str)[:300]}"
    may_show = allowed.shows if accepted and allowed else frozenset()
    for marker in shown(answer, world, may_show):
        yield f"the answer shows the owners' {marker!r}"
    if not changes:
        return
    if (accepted and allowed) or (not accepted and op.key in rules.keeps):
        touches = allowed.touches if accepted and allowed else frozenset()
        owners = snapshot.Owners({caller.user_id}, after, before)
        for change in changes:
            if change.table not in touches and not owners.own_change(change):
                yield f"changed a row that is not the caller's: {change}"
        return
    for change in changes[:5]:
        yield f"{'answered 0' if accepted else 'refused'} but changed the database: {change}"


def form(data: dict[str, str], name: str) -> tuple[dict[str, str], str, bytes]:
    return data, name, PDF if name.endswith(".pdf") else PNG
