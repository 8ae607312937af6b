"""Staff issue vouchers to one centre or to many: the centres are told, the
vouchers expire on time, and each centre books with its own."""

from __future__ import annotations

import json
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import time_machine
from fastapi.testclient import TestClient
from sqlalchemy import Engine, func, select
from sqlalchemy.orm import Session

from relief.kit.clock import now
from relief.models import AuditEntry, Notice, OutboxMessage, Task, Voucher
from relief.vouchers import service as vouchers
from tests.authority.test_data_scope import WELLINGTON, role
from tests.factories import call, make_centre, sign_in
from tests.invoices.helpers import travel
from tests.query_count import count_queries
from tests.voucherdesk.helpers import data, issue, refusal, staff_token

AUCKLAND = ZoneInfo("Pacific/Auckland")


def issued_to(db: Session, centre_id: int) -> list[Voucher]:
    return list(
        db.scalars(
            select(Voucher).where(
                Voucher.centre_id == centre_id, Voucher.voucher_type == vouchers.ISSUED
            )
        )
    )


def test_a_voucher_issued_to_one_centre_is_told_listed_usable_and_audited(
    client: TestClient, db: Session
) -> None:
    user, centre = make_centre(db)
    token = staff_token(client, db)
    at = now()
    with time_machine.travel(at, tick=False):
        answer = data(issue(client, token, centreIds=[centre.id], value="75.50", useType=1))
    [voucher] = issued_to(db, centre.id)
    assert answer == {"count": 1, "voucherIds": [voucher.id]}
    assert (voucher.name, voucher.conditions, voucher.par_value, voucher.use_type) == (
        "Matariki thanks",
        "For a booking in the July holidays.",
        Decimal("75.50"),
        1,
    )
    assert voucher.status == vouchers.ACTIVE
    assert voucher.issued_by is not None
    assert voucher.expires_at == at + timedelta(days=30)
    task = db.scalar(select(Task).where(Task.kind == "voucher.expire", Task.ref_id == voucher.id))
    assert task is not None
    assert task.due_at == voucher.expires_at

    # The centre is told, in the app and by e-mail.
    notice = db.scalar(select(Notice).where(Notice.user_id == user.id))
    assert notice is not None
    assert notice.kind == "voucher_issued"
    facts = json.loads(notice.data)
    assert facts["voucherId"] == voucher.id
    assert (facts["name"], facts["value"], facts["useType"]) == ("Matariki thanks", "75.50", 1)
    mail = db.scalar(select(OutboxMessage).where(OutboxMessage.notice_id == notice.id))
    assert mail is not None
    assert mail.subject == "A $75.50 voucher from Relief: Matariki thanks"
    assert "qualified teachers" in mail.body

    # It is among the centre's vouchers, and offered to a qualified booking only.
    centre_token = sign_in(client, user.email)
    [listed] = data(call(client, "/center/voucher/list", {}, token=centre_token))["list"]
    assert listed["id"] == voucher.id
    assert (listed["voucherType"], listed["conditions"], listed["parValue"]) == (
        3,
        "For a booking in the July holidays.",
        "75.50",
    )
    assert (listed["status"], listed["useType"], listed["expiryReason"]) == (0, 1, None)

    def usable(qualification: int) -> list[int]:
        body = {"qualification": qualification}
        found = data(call(client, "/center/voucher/usable", body, token=centre_token))
        return [item["id"] for item in found["list"]]

    assert usable(1) == [voucher.id]
    assert usable(3) == [voucher.id]
    assert usable(2) == []

    # The audit log keeps the call with the voucher created, field by field.
    entry = db.scalar(select(AuditEntry).where(AuditEntry.call == "/admin/voucher/issue"))
    assert entry is not None
    assert (entry.rtn_code, entry.permission) == (0, "voucher:issue")
    created = [c for c in json.loads(entry.changes) if c["table"] == "vouchers"]
    assert [c["action"] for c in created] == ["created"]
    assert created[0]["fields"]["par_value"] == [None, "75.50"]
    assert created[0]["fields"]["voucher_type"] == [None, 3]


def test_an_expiry_date_lasts_to_the_end_of_the_day_and_the_task_expires_it(
    client: TestClient, db: Session
) -> None:
    _, centre = make_centre(db)
    today = now().astimezone(AUCKLAND).date()
    last_day = today + timedelta(days=23)
    with time_machine.travel(datetime.combine(today, time(9), tzinfo=AUCKLAND), tick=False):
        token = staff_token(client, db)
        data(issue(client, token, centreIds=[centre.id], validDays=None, expiresOn=str(last_day)))
    [voucher] = issued_to(db, centre.id)
    last_second = datetime.combine(last_day, time(23, 59, 59), tzinfo=AUCKLAND)
    assert voucher.expires_at == last_second
    travel(db, last_second - timedelta(minutes=1))
    db.refresh(voucher)
    assert voucher.status == vouchers.ACTIVE
    travel(db, last_second + timedelta(seconds=1))
    db.refresh(voucher)
    assert voucher.status == vouchers.EXPIRED


def test_many_centres_by_choice_or_by_the_centre_lists_filter(
    client: TestClient, db: Session
) -> None:
    auckland = [make_centre(db, name=f"Pohutukawa {n}")[1] for n in range(3)]
    wellington = make_centre(
        db, name="Pohutukawa South", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )[1]
    other = make_centre(db, name="Rimu Early Learning")[1]
    token = staff_token(client, db)

    chosen = data(issue(client, token, centreIds=[auckland[0].id, auckland[1].id, auckland[0].id]))
    assert chosen["count"] == 2
    by_region = data(issue(client, token, matching={"region": "Wellington"}))
    by_keyword = data(issue(client, token, matching={"keyword": "pohutukawa"}))
    assert by_region["count"] == 1
    assert by_keyword["count"] == 4
    counts = {centre.id: len(issued_to(db, centre.id)) for centre in [*auckland, wellington, other]}
    assert counts == {
        auckland[0].id: 2,
        auckland[1].id: 2,
        auckland[2].id: 1,
        wellington.id: 2,
        other.id: 0,
    }
    nothing = issue(client, token, matching={"keyword": "no such centre"})
    assert refusal(nothing) == (1000, 45303, "matching")


def test_an_issue_to_hundreds_of_centres_is_written_set_by_set(
    client: TestClient, db: Session, engine: Engine
) -> None:
    few = [make_centre(db, name=f"Few {n}")[1].id for n in range(3)]
    many = [make_centre(db, name=f"Many {n}")[1].id for n in range(300)]
    token = staff_token(client, db)
    counts = []
    for centre_ids in (few, many):
        with count_queries(engine) as statements:
            answer = data(issue(client, token, centreIds=centre_ids))
        assert answer["count"] == len(centre_ids)
        counts.append(len(statements))
    if engine.dialect.name == "postgresql":
        # One INSERT each for the vouchers, their tasks, notices and e-mails,
        # however many centres (SQLAlchemy's batched INSERT ... RETURNING).
        assert counts[0] == counts[1] < 20, counts
    else:
        # SQLite: SQLAlchemy cannot match generated keys to the rows of one
        # batched INSERT there, so it writes a row at a time, in process:
        # never more than those four rows a centre.
        assert counts[1] - counts[0] <= 4 * (len(many) - len(few)), counts
    told = db.scalar(select(func.count(Notice.id)).where(Notice.kind == "voucher_issued"))
    assert told == 303
    tasks = db.scalar(select(func.count(Task.id)).where(Task.kind == "voucher.expire"))
    assert tasks == 303


def test_an_issue_is_bounded_and_refused_whole(client: TestClient, db: Session) -> None:
    _, centre = make_centre(db)
    token = staff_token(client, db)
    too_many = issue(client, token, centreIds=list(range(1, 1002)))
    assert refusal(too_many) == (1000, 45302, "centreIds")
    assert too_many["rtn_msg"] == (
        "A voucher is issued to at most 1000 centres at once, and this would be 1001. "
        "Narrow the centres."
    )
    missing = issue(client, token, centreIds=[centre.id, 2_000_000_000])
    assert refusal(missing) == (1003, 45304, "centreIds")
    assert issued_to(db, centre.id) == []


def test_bad_input_is_refused_in_the_callers_language_and_changes_nothing(
    client: TestClient, db: Session
) -> None:
    _, centre = make_centre(db)
    token = staff_token(client, db)
    today = now().astimezone(AUCKLAND).date()
    one: dict[str, Any] = {"centreIds": [centre.id]}
    cases: list[tuple[dict[str, Any], tuple[int, int, str]]] = [
        ({}, (1000, 45301, "centreIds")),
        ({"centreIds": []}, (1000, 45301, "centreIds")),
        ({**one, "matching": {"region": "Auckland"}}, (1000, 45301, "centreIds")),
        ({**one, "name": "A"}, (1000, 45305, "name")),
        ({**one, "conditions": "x" * 501}, (1000, 45306, "conditions")),
        ({**one, "value": "0"}, (1000, 45307, "value")),
        ({**one, "value": "1000.01"}, (1000, 45307, "value")),
        ({**one, "validDays": None}, (1000, 45308, "expiresOn")),
        ({**one, "expiresOn": (today + timedelta(days=3)).isoformat()}, (1000, 45308, "expiresOn")),
        ({**one, "validDays": None, "expiresOn": today.isoformat()}, (1000, 45309, "expiresOn")),
        (
            {**one, "validDays": None, "expiresOn": (today + timedelta(days=731)).isoformat()},
            (1000, 45310, "expiresOn"),
        ),
        ({**one, "validDays": 0}, (1000, 45311, "validDays")),
        ({**one, "validDays": 731}, (1000, 45311, "validDays")),
        ({**one, "value": "12.345"}, (1000, 1012, "value")),
        ({**one, "useType": 3}, (1000, 1012, "useType")),
        ({**one, "name": "Two\nlines"}, (1000, 1013, "name")),
        ({**one, "centreIds": [0]}, (1000, 1012, "centreIds.0")),
    ]
    for body, expected in cases:
        assert refusal(issue(client, token, **body)) == expected, body
    assert issued_to(db, centre.id) == []

    # In Chinese when the staff member reads Chinese.
    headers = {"Authorization": f"Bearer {token}", "X-Timestamp": "1", "Accept-Language": "zh-CN"}
    answer = client.post(
        "/api/admin/voucher/issue",
        json={**one, "name": "Thanks", "value": "5000", "useType": 0, "validDays": 30},
        headers=headers,
    ).json()
    assert answer["rtn_msg"] == "代金券面值必须在 $1.00 至 $1000.00 之间。"


def test_staff_reach_only_the_centres_of_their_regions(client: TestClient, db: Session) -> None:
    _, auckland = make_centre(db, name="North Kids")
    _, wellington = make_centre(
        db, name="South Kids", latitude=WELLINGTON[0], longitude=WELLINGTON[1]
    )
    admin = staff_token(client, db, "Super administrator")
    role(
        client,
        admin,
        "Wellington money",
        "regions",
        ["Wellington"],
        "voucher:list",
        "voucher:issue",
    )
    regional = staff_token(client, db, "Wellington money")
    outside = issue(client, regional, centreIds=[auckland.id])
    assert refusal(outside) == (1003, 45304, "centreIds")
    everyone = data(issue(client, regional, matching={}))
    assert everyone["count"] == 1
    assert issued_to(db, auckland.id) == []
    assert len(issued_to(db, wellington.id)) == 1


def test_who_may_issue(client: TestClient, db: Session) -> None:
    _, centre = make_centre(db)
    user, _ = make_centre(db)
    for name in ("Auditor", "Operations", "Content", "Support"):
        assert issue(client, staff_token(client, db, name), centreIds=[centre.id])["rtn_code"] == (
            1002
        ), name
    centre_token = sign_in(client, user.email)
    assert issue(client, centre_token, centreIds=[centre.id])["rtn_code"] != 0
    assert issued_to(db, centre.id) == []
    assert issue(client, staff_token(client, db, "Finance"), centreIds=[centre.id])["rtn_code"] == 0


def test_the_home_popup_stays_the_signup_vouchers(client: TestClient, db: Session) -> None:
    user, centre = make_centre(db)
    token = staff_token(client, db)
    centre_token = sign_in(client, user.email)
    data(issue(client, token, centreIds=[centre.id]))
    alone = data(call(client, "/center/home/statics/coupon", {}, token=centre_token))
    assert (alone["newCenterCouponFlag"], alone["couponType"]) == (False, None)
    signup = vouchers.issue_signup(db, centre, now())
    with_signup = data(call(client, "/center/home/statics/coupon", {}, token=centre_token))
    assert (with_signup["newCenterCouponFlag"], with_signup["couponType"]) == (True, 1)
    assert with_signup["parValue"] == str(signup.par_value)
    assert date.fromisoformat(with_signup["validityEndTimeData"][:10]) >= now().date()
