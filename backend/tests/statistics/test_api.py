"""The statistics calls over HTTP, against records built by hand and counted
by hand: bookings filled before their start, after it and never; invoices in
and out of the period; teachers with and without recent jobs."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from relief.models import (
    Approval,
    Booking,
    BookingDay,
    BookingStatus,
    Centre,
    Invoice,
    InvoiceLine,
    InvoiceLineKind,
    InvoiceStatus,
    JobRecord,
    JobRecordStatus,
    Teacher,
    TimeSheet,
    TimeSheetStatus,
)
from tests.factories import PASSWORD, call, make_centre, make_staff, make_teacher

HOUR = timedelta(hours=1)
DAY = timedelta(days=1)
# NZDT (UTC+13) in March 2026: 08:30 local is 19:30 UTC the day before.
PERIOD = {"dateFrom": "2026-03-02", "dateTo": "2026-03-08"}
WELLINGTON = (-41.2865, 174.7762)


def staff_token(client: TestClient, db: Session, role: str | None = None) -> str:
    staff = make_staff(db) if role is None else make_staff(db, role)
    answer = call(client, "/admin/login", {"userName": staff.email, "password": PASSWORD})
    assert answer["rtn_code"] == 0, answer
    token: str = answer["rtn_data"]["token"]
    return token


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]


def refusal(answer: dict[str, Any]) -> tuple[int, int | None]:
    return answer["rtn_code"], (answer["rtn_data"] or {}).get("code")


def local_start(day: date) -> datetime:
    """08:30 NZDT of a March 2026 day, in UTC."""
    return datetime(day.year, day.month, day.day, 8, 30, tzinfo=UTC) - timedelta(hours=13)


def booking(
    db: Session,
    centre: Centre,
    days: list[date],
    *,
    teachers: int = 1,
    lead: timedelta,
    qualification: int = 1,
    status: int = BookingStatus.confirmed,
    fill_seconds: int | None = None,
) -> tuple[Booking, list[BookingDay]]:
    starts = local_start(days[0])
    created = starts - lead
    row = Booking(
        centre_id=centre.id,
        booking_type=1,
        status=status,
        invite_type=1,
        qualification=qualification,
        age_group=1,
        talent_pool=1,
        invite_range_km=20,
        number_of_teachers=teachers,
        starts_at=starts,
        ends_at=local_start(days[-1]) + 6.5 * HOUR,
        hourly_rate=Decimal("40.00"),
        created_at=created,
        confirmed_at=None if fill_seconds is None else created + timedelta(seconds=fill_seconds),
    )
    db.add(row)
    db.flush()
    made = [
        BookingDay(
            booking_id=row.id,
            day=day,
            starts_at=local_start(day),
            ends_at=local_start(day) + 6.5 * HOUR,
            break_minutes=30,
            hourly_rate=Decimal("40.00"),
        )
        for day in days
    ]
    db.add_all(made)
    db.flush()
    return row, made


def job(
    db: Session,
    teacher: Teacher,
    row: Booking,
    day: BookingDay,
    *,
    made: datetime,
    seat: int = 1,
    status: int = JobRecordStatus.finished,
    canceled_at: datetime | None = None,
) -> JobRecord:
    record = JobRecord(
        booking_id=row.id,
        booking_day_id=day.id,
        teacher_id=teacher.id,
        centre_id=row.centre_id,
        status=status,
        seat_no=seat,
        seats=row.number_of_teachers,
        starts_at=day.starts_at,
        ends_at=day.ends_at,
        break_minutes=30,
        hourly_rate=Decimal("40.00"),
        created_at=made,
        canceled_at=canceled_at,
    )
    db.add(record)
    db.flush()
    return record


def invoice(
    db: Session,
    centre: Centre,
    number: str,
    issued: datetime | None,
    subtotal: str,
    discount: str,
    tax: str,
    *,
    status: int = InvoiceStatus.unpaid,
    lines: tuple[tuple[int, str], ...] = (),
) -> None:
    row = Invoice(
        number=number,
        centre_id=centre.id,
        status=status,
        subtotal=Decimal(subtotal),
        discount=Decimal(discount),
        tax_rate=Decimal("15"),
        tax=Decimal(tax),
        total=Decimal(subtotal) - Decimal(discount) + Decimal(tax),
        issued_at=issued,
    )
    db.add(row)
    db.flush()
    db.add_all(
        InvoiceLine(invoice_id=row.id, kind=kind, description="line", amount=Decimal(amount))
        for kind, amount in lines
    )
    db.flush()


@dataclass
class World:
    centre_a: Centre
    centre_b: Centre
    t1: Teacher
    t2: Teacher


def build(db: Session) -> World:
    """Bookings of 2 to 8 March 2026 (Monday to Sunday), counted by hand:

    B1 centre A, qualified, 2 teachers, Tue; made 10 days ahead; both seats
       filled 5 days ahead; confirmed 2 h after it was made.
    B2 centre A, unqualified, Wed; made 3 h ahead; its teacher came an hour
       after the start (not filled by start); confirmed 4 h after it was made.
    B3 centre B, qualified, Thu and Fri; made 36 h ahead; failed, no teacher.
    B4 centre A, qualified, Mon; made 3 days ahead; the first teacher (made
       2 days ahead) canceled a day ahead, the second came an hour ahead;
       confirmed 30 h after it was made.
    B5 canceled (Sat), B6 after the period, B7 split, B8 in January.
    """
    _, centre_a = make_centre(db, name="Centre A")
    _, centre_b = make_centre(db, name="Centre B", latitude=WELLINGTON[0], longitude=WELLINGTON[1])
    teachers = [make_teacher(db)[1] for _ in range(5)]
    t1, t2, t3, t4, t5 = teachers
    pending = make_teacher(db, approval=Approval.pending)[1]
    pending.first_aid_expiry = date(2026, 3, 20)
    t5.first_aid_expiry = date(2026, 3, 20)  # within 30 days of 9 March
    t1.rating = Decimal("4.50")

    b1, (b1_tue,) = booking(
        db, centre_a, [date(2026, 3, 3)], teachers=2, lead=10 * DAY, fill_seconds=7200
    )
    t1_job = job(db, t1, b1, b1_tue, made=b1_tue.starts_at - 5 * DAY)
    job(db, t2, b1, b1_tue, made=b1_tue.starts_at - 5 * DAY, seat=2, status=JobRecordStatus.leave)

    b2, (b2_wed,) = booking(
        db, centre_a, [date(2026, 3, 4)], lead=3 * HOUR, qualification=2, fill_seconds=14400
    )
    job(db, t3, b2, b2_wed, made=b2_wed.starts_at + HOUR)

    booking(
        db,
        centre_b,
        [date(2026, 3, 5), date(2026, 3, 6)],
        lead=36 * HOUR,
        status=BookingStatus.failed,
    )

    b4, (b4_mon,) = booking(db, centre_a, [date(2026, 3, 2)], lead=3 * DAY, fill_seconds=108000)
    job(
        db,
        t4,
        b4,
        b4_mon,
        made=b4_mon.starts_at - 2 * DAY,
        status=JobRecordStatus.canceled,
        canceled_at=b4_mon.starts_at - DAY,
    )
    job(db, t3, b4, b4_mon, made=b4_mon.starts_at - HOUR)

    booking(db, centre_a, [date(2026, 3, 7)], lead=5 * DAY, status=BookingStatus.canceled)
    booking(db, centre_a, [date(2026, 3, 20)], lead=5 * DAY, fill_seconds=60)
    booking(db, centre_a, [date(2026, 3, 4)], lead=5 * DAY, status=BookingStatus.split)
    b8, (b8_jan,) = booking(db, centre_b, [date(2026, 1, 27)], lead=5 * DAY, fill_seconds=60)
    job(db, t5, b8, b8_jan, made=b8_jan.starts_at - 2 * DAY)

    db.add(
        TimeSheet(
            job_record_id=t1_job.id,
            booking_id=b1.id,
            centre_id=centre_a.id,
            teacher_id=t1.id,
            work_date=date(2026, 3, 3),
            status=TimeSheetStatus.confirmed,
            hourly_rate=Decimal("40.00"),
            booked_starts_at=b1_tue.starts_at,
            booked_ends_at=b1_tue.ends_at,
            booked_break_minutes=30,
            paid_minutes=360,
            amount=Decimal("240.00"),
            default_at=b1_tue.ends_at,
            confirmed_at=b1_tue.ends_at,
        )
    )

    # 12:00 UTC on 1 March is 01:00 on 2 March in Auckland: in the period.
    invoice(
        db,
        centre_a,
        "INV-S1",
        datetime(2026, 3, 1, 12, tzinfo=UTC),
        "300.00",
        "20.00",
        "42.00",
        lines=((InvoiceLineKind.time_sheet, "250.00"), (InvoiceLineKind.cancellation_fee, "50.00")),
    )
    invoice(
        db,
        centre_b,
        "INV-S2",
        datetime(2026, 3, 6, 3, tzinfo=UTC),
        "500.00",
        "0.00",
        "75.00",
        status=InvoiceStatus.paid,
        lines=((InvoiceLineKind.placement_fee, "500.00"),),
    )
    # A draft, and one issued at 23:00 on 1 March in Auckland: both out.
    invoice(db, centre_a, None, None, "90.00", "0.00", "13.50", status=InvoiceStatus.draft)  # type: ignore[arg-type]
    invoice(
        db,
        centre_a,
        "INV-S4",
        datetime(2026, 3, 1, 10, tzinfo=UTC),
        "100.00",
        "0.00",
        "15.00",
        lines=((InvoiceLineKind.cancellation_fee, "100.00"),),
    )
    db.flush()
    return World(centre_a, centre_b, t1, t2)


def row(key: str, bookings: int, requested: int, filled: int, unfilled: int) -> dict[str, Any]:
    return {
        "key": key,
        "bookings": bookings,
        "requestedDays": requested,
        "filledDays": filled,
        "fillRate": None if requested == 0 else round(filled / requested, 4),
        "unfilledBookings": unfilled,
    }


def test_the_overview_counts_what_was_built(client: TestClient, db: Session) -> None:
    world = build(db)
    token = staff_token(client, db)
    figures = ok(call(client, "/admin/statistics/overview", PERIOD, token=token))

    bookings = figures["bookings"]
    assert bookings["total"] == row("all", 4, 6, 3, 2)
    assert bookings["canceled"] == 1
    assert bookings["confirmedCount"] == 3
    assert bookings["medianFillSeconds"] == 14400
    assert bookings["p90FillSeconds"] == 108000
    assert bookings["byLeadTime"] == [
        row("eightPlus", 1, 2, 2, 0),
        row("oneDay", 1, 2, 0, 1),
        row("sameDay", 1, 1, 0, 1),
        row("twoToSeven", 1, 1, 1, 0),
    ]
    assert bookings["byWeekday"] == [
        row("1", 1, 1, 1, 0),
        row("2", 1, 2, 2, 0),
        row("3", 1, 1, 0, 1),
        row("4", 1, 1, 0, 1),
        row("5", 1, 1, 0, 1),
    ]
    region_a, region_b = world.centre_a.region, world.centre_b.region
    assert region_a
    assert region_b
    assert region_a != region_b
    assert sorted(bookings["byRegion"], key=lambda r: r["key"]) == sorted(
        [row(region_a, 3, 4, 3, 1), row(region_b, 1, 2, 0, 1)], key=lambda r: r["key"]
    )
    assert bookings["byQualification"] == [row("1", 3, 5, 3, 1), row("2", 1, 1, 0, 1)]

    money = figures["money"]
    assert money["invoices"] == 2
    assert Decimal(money["revenue"]) == Decimal("780.00")
    assert Decimal(money["gst"]) == Decimal("117.00")
    assert Decimal(money["total"]) == Decimal("897.00")
    assert Decimal(money["cancellationFees"]) == Decimal("50.00")
    assert Decimal(money["placementFees"]) == Decimal("500.00")

    # t1, t2, t3 worked in the 30 days to 9 March; t4's only job was
    # canceled and t5's was in January; t5's first aid expires on 20 March.
    assert figures["teachers"] == {
        "approved": 5,
        "active": 3,
        "dormant": 2,
        "expiringDocuments": 1,
    }


def test_a_centre_has_its_own_figures(client: TestClient, db: Session) -> None:
    world = build(db)
    token = staff_token(client, db, "Finance")
    body = {**PERIOD, "centreId": world.centre_a.id}
    figures = ok(call(client, "/admin/statistics/centre", body, token=token))
    assert figures["bookings"]["total"] == row("all", 3, 4, 3, 1)
    assert figures["bookings"]["canceled"] == 1
    assert figures["bookings"]["medianFillSeconds"] == 14400
    assert figures["bookings"]["p90FillSeconds"] == 108000
    assert figures["bookings"]["byRegion"] == [row(world.centre_a.region or "", 3, 4, 3, 1)]
    assert figures["money"]["invoices"] == 1
    assert Decimal(figures["money"]["revenue"]) == Decimal("280.00")
    assert Decimal(figures["money"]["gst"]) == Decimal("42.00")
    assert Decimal(figures["money"]["cancellationFees"]) == Decimal("50.00")
    assert Decimal(figures["money"]["placementFees"]) == Decimal("0.00")
    assert figures["teachers"] is None

    other = ok(
        call(
            client,
            "/admin/statistics/centre",
            {**PERIOD, "centreId": world.centre_b.id},
            token=token,
        )
    )
    assert other["bookings"]["total"] == row("all", 1, 2, 0, 1)
    assert other["bookings"]["confirmedCount"] == 0
    assert other["bookings"]["medianFillSeconds"] is None


def test_a_teacher_has_jobs_hours_reliability_and_rating(client: TestClient, db: Session) -> None:
    world = build(db)
    token = staff_token(client, db, "Operations")
    first = ok(
        call(client, "/admin/statistics/teacher", {**PERIOD, "teacherId": world.t1.id}, token=token)
    )
    assert {k: first[k] for k in ("jobs", "finished", "left", "canceled", "reliability")} == {
        "jobs": 1,
        "finished": 1,
        "left": 0,
        "canceled": 0,
        "reliability": 1.0,
    }
    assert Decimal(first["hours"]) == Decimal("6.00")
    assert Decimal(first["rating"]) == Decimal("4.50")
    second = ok(
        call(client, "/admin/statistics/teacher", {**PERIOD, "teacherId": world.t2.id}, token=token)
    )
    assert (second["jobs"], second["left"], second["reliability"]) == (1, 1, 0.0)
    assert Decimal(second["hours"]) == Decimal("0.00")
    assert second["rating"] is None


def test_an_empty_period_answers_zeros(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    body = {"dateFrom": "2020-01-01", "dateTo": "2020-01-31"}
    figures = ok(call(client, "/admin/statistics/overview", body, token=token))
    assert figures["bookings"]["total"] == row("all", 0, 0, 0, 0)
    assert figures["bookings"]["byLeadTime"] == []
    assert figures["bookings"]["medianFillSeconds"] is None
    assert Decimal(figures["money"]["revenue"]) == 0


def test_a_bad_period_is_refused(client: TestClient, db: Session) -> None:
    token = staff_token(client, db)
    path = "/admin/statistics/overview"
    reversed_ = {"dateFrom": "2026-03-08", "dateTo": "2026-03-02"}
    assert refusal(call(client, path, reversed_, token=token)) == (1000, 44701)
    too_long = {"dateFrom": "2025-01-01", "dateTo": "2026-01-02"}
    assert refusal(call(client, path, too_long, token=token)) == (1000, 44702)
    longest = {"dateFrom": "2024-01-01", "dateTo": "2024-12-31"}
    ok(call(client, path, longest, token=token))
    assert call(client, path, {"dateFrom": "2026-03-02"}, token=token)["rtn_code"] == 1000
    assert call(client, path, {**PERIOD, "dateTo": "soon"}, token=token)["rtn_code"] == 1000
    missing = {**PERIOD, "centreId": 999999}
    assert refusal(call(client, "/admin/statistics/centre", missing, token=token)) == (
        1003,
        44703,
    )
    nobody = {**PERIOD, "teacherId": 999999}
    assert refusal(call(client, "/admin/statistics/teacher", nobody, token=token)) == (
        1003,
        44704,
    )
    teacher_bad = {"dateFrom": "2026-03-08", "dateTo": "2026-03-02", "teacherId": 1}
    assert refusal(call(client, "/admin/statistics/teacher", teacher_bad, token=token)) == (
        1000,
        44701,
    )


def test_statistics_are_refused_without_their_permission(client: TestClient, db: Session) -> None:
    _, centre = make_centre(db)
    _, teacher = make_teacher(db)
    bodies = {
        "/admin/statistics/overview": PERIOD,
        "/admin/statistics/centre": {**PERIOD, "centreId": centre.id},
        "/admin/statistics/teacher": {**PERIOD, "teacherId": teacher.id},
    }
    support = staff_token(client, db, "Support")
    for path, body in bodies.items():
        assert refusal(call(client, path, body, token=support)) == (1002, 42601)
        assert call(client, path, body)["rtn_code"] != 0
    for role in ("Finance", "Operations"):
        token = staff_token(client, db, role)
        for path, body in bodies.items():
            ok(call(client, path, body, token=token))


def test_a_regional_reader_sees_only_its_regions(client: TestClient, db: Session) -> None:
    world = build(db)
    admin = staff_token(client, db)
    assert (world.centre_a.region, world.centre_b.region) == ("Auckland", "Wellington")
    menus = ok(call(client, "/admin/role/list", {}, token=admin))["menus"]
    ok(
        call(
            client,
            "/admin/role/save",
            {
                "name": "Wellington figures",
                "level": 3,
                "menuIds": [m["id"] for m in menus if m["permission"] == "statistics:read"],
                "dataScope": "regions",
                "regions": ["Wellington"],
            },
            token=admin,
        )
    )
    token = staff_token(client, db, "Wellington figures")
    figures = ok(call(client, "/admin/statistics/overview", PERIOD, token=token))
    assert figures["bookings"]["total"] == row("all", 1, 2, 0, 1)
    assert figures["bookings"]["canceled"] == 0
    assert figures["money"]["invoices"] == 1
    assert Decimal(figures["money"]["placementFees"]) == Decimal("500.00")
    # Every teacher built is in Auckland.
    assert figures["teachers"]["approved"] == 0
    other_centre = {**PERIOD, "centreId": world.centre_a.id}
    assert refusal(call(client, "/admin/statistics/centre", other_centre, token=token)) == (
        1003,
        44703,
    )
    other_teacher = {**PERIOD, "teacherId": world.t1.id}
    assert refusal(call(client, "/admin/statistics/teacher", other_teacher, token=token)) == (
        1003,
        44704,
    )
