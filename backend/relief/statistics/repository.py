"""The statistics' queries: each figure group is one SQL query over the real
records, working alike on SQLite and PostgreSQL (no rows are looped over in
Python; only the few grouped rows a query answers are shaped)."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import (
    ColumnElement,
    Integer,
    and_,
    case,
    cast,
    func,
    literal,
    literal_column,
    or_,
    select,
    type_coerce,
)
from sqlalchemy.orm import Session
from sqlalchemy.sql.selectable import Select, Subquery

from relief.kit.types import Money
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
from relief.statistics.rules import DORMANT_DAYS, EXPIRING_DAYS, LEAD_TIME_BOUNDS, LeadTime

DAY_SECONDS = 86400
_Query = TypeVar("_Query", bound=Select[*tuple[Any, ...]])
#: The regions a staff member reads (None: every region).
Regions = frozenset[str] | None
_LEFT_OUT = (BookingStatus.canceled, BookingStatus.split)


def _dialect(db: Session) -> str:
    return db.get_bind().dialect.name


def seconds_between(db: Session, later: Any, earlier: Any) -> ColumnElement[Any]:
    """`later - earlier` in seconds, as a number."""
    if _dialect(db) == "sqlite":
        return (func.julianday(later) - func.julianday(earlier)) * 86400.0
    return func.extract("epoch", later - earlier)


def iso_weekday(db: Session, day: Any) -> ColumnElement[Any]:
    """1 Monday .. 7 Sunday of a date column."""
    if _dialect(db) == "sqlite":
        sunday_zero = cast(func.strftime("%w", day), Integer)
    else:
        sunday_zero = cast(func.extract("dow", day), Integer)
    return case((sunday_zero == 0, 7), else_=sunday_zero)


def lead_time_case(seconds: ColumnElement[Any]) -> ColumnElement[Any]:
    """`rules.lead_time` in SQL: whole days of lead against the same bounds."""
    whens = [
        (seconds < (upper + 1) * DAY_SECONDS, literal(bucket.value))
        for bucket, upper in LEAD_TIME_BOUNDS
    ]
    return case(*whens, else_=literal(LeadTime.eight_plus.value))


def _in_period(start: date, end: date, centre_id: int | None, regions: Regions) -> Any:
    """Ids of the bookings (split ones aside) with a day of the period, of the
    centre if one is given, of centres of `regions` (any when None)."""
    query = (
        select(BookingDay.booking_id)
        .join(Booking, Booking.id == BookingDay.booking_id)
        .join(Centre, Centre.id == Booking.centre_id)
        .where(BookingDay.day >= start, BookingDay.day <= end)
        .where(Booking.status != BookingStatus.split, Booking.deleted_at.is_(None))
    )
    return _scoped(query, centre_id, regions)


def _scoped(query: _Query, centre_id: int | None, regions: Regions) -> _Query:
    """`query` (which reads `Centre`) narrowed to one centre and to `regions`."""
    if centre_id is not None:
        query = query.where(Centre.id == centre_id)
    if regions is not None:
        query = query.where(Centre.region.in_(sorted(regions)))
    return query


def day_rows(
    db: Session, start: date, end: date, at: datetime, centre_id: int | None, regions: Regions
) -> Subquery:
    """One row per booking day of the period (canceled and split bookings,
    canceled days aside): the teacher-days asked for and filled by the day's
    start (counted only once the day has started), and the keys figures are
    broken down by."""
    filled_by_start = (
        select(func.count(JobRecord.id))
        .where(
            JobRecord.booking_day_id == BookingDay.id,
            JobRecord.created_at <= BookingDay.starts_at,
            or_(JobRecord.canceled_at.is_(None), JobRecord.canceled_at > BookingDay.starts_at),
        )
        .correlate(BookingDay)
        .scalar_subquery()
    )
    started = BookingDay.starts_at <= at
    requested = case((started, Booking.number_of_teachers), else_=0)
    filled = case(
        (
            started,
            case(
                (filled_by_start > Booking.number_of_teachers, Booking.number_of_teachers),
                else_=filled_by_start,
            ),
        ),
        else_=0,
    )
    query = (
        select(
            BookingDay.booking_id.label("booking_id"),
            requested.label("requested"),
            filled.label("filled"),
            lead_time_case(seconds_between(db, Booking.starts_at, Booking.created_at)).label(
                "lead"
            ),
            iso_weekday(db, BookingDay.day).label("weekday"),
            func.coalesce(Centre.region, "").label("region"),
            Booking.qualification.label("qualification"),
        )
        .join(Booking, Booking.id == BookingDay.booking_id)
        .join(Centre, Centre.id == Booking.centre_id)
        .where(BookingDay.day >= start, BookingDay.day <= end)
        .where(BookingDay.canceled_at.is_(None))
        .where(Booking.status.not_in(_LEFT_OUT), Booking.deleted_at.is_(None))
    )
    return _scoped(query, centre_id, regions).subquery("days")


def breakdown(db: Session, days: Subquery, key: str | None) -> list[dict[str, Any]]:
    """Bookings, teacher-days asked for and filled, and bookings left with an
    unfilled teacher-day, by `key` (a column of `day_rows`; None: in all)."""
    group = days.c[key] if key is not None else literal("all")
    short = days.c.filled < days.c.requested
    query = select(
        group.label("key"),
        func.count(func.distinct(days.c.booking_id)).label("bookings"),
        func.coalesce(func.sum(days.c.requested), 0).label("requested"),
        func.coalesce(func.sum(days.c.filled), 0).label("filled"),
        func.count(func.distinct(case((short, days.c.booking_id)))).label("unfilled"),
    )
    if key is not None:
        query = query.group_by(group).order_by(group)
    return [dict(row._mapping) for row in db.execute(query)]


def canceled_bookings(
    db: Session, start: date, end: date, centre_id: int | None, regions: Regions
) -> int:
    query = select(func.count(Booking.id)).where(
        Booking.status == BookingStatus.canceled,
        Booking.id.in_(_in_period(start, end, centre_id, regions)),
    )
    return int(db.scalar(query) or 0)


def time_to_fill(
    db: Session, start: date, end: date, centre_id: int | None, regions: Regions
) -> tuple[int, float | None, float | None]:
    """How many bookings of the period were confirmed, and the median and 90th
    percentile (nearest rank, `rules.percentile`) of the seconds from making
    each to its last confirmation, ranked by a window function."""
    seconds = seconds_between(db, Booking.confirmed_at, Booking.created_at)
    ranked = (
        select(
            seconds.label("seconds"),
            func.row_number().over(order_by=seconds).label("rank"),
            func.count().over().label("n"),
        )
        .where(
            Booking.confirmed_at.is_not(None),
            Booking.status.not_in(_LEFT_OUT),
            Booking.id.in_(_in_period(start, end, centre_id, regions)),
        )
        .subquery("ranked")
    )

    def at(percent: int) -> Any:
        rank = (ranked.c.n * percent + 99) // 100
        return func.max(case((ranked.c.rank == rank, ranked.c.seconds)))

    row = db.execute(select(func.coalesce(func.max(ranked.c.n), 0), at(50), at(90))).one()
    count, median, p90 = row
    return (
        int(count),
        None if median is None else round(float(median), 1),
        None if p90 is None else round(float(p90), 1),
    )


def _money_sum(cents: Any) -> ColumnElement[Decimal]:
    """The sum of a money expression (kept as whole cents), read as money; 0 of none."""
    return type_coerce(func.coalesce(func.sum(cents), literal_column("0")), Money)


def money(
    db: Session, start_at: datetime, end_at: datetime, centre_id: int | None, regions: Regions
) -> dict[str, Any]:
    """Invoices issued in the period: count, revenue before GST, GST, total,
    and their cancellation and placement fee lines."""
    issued = and_(
        Invoice.status != InvoiceStatus.draft,
        Invoice.issued_at >= start_at,
        Invoice.issued_at < end_at,
    )
    totals = db.execute(
        _scoped(
            select(
                func.count(Invoice.id),
                _money_sum(Invoice.subtotal - Invoice.discount),
                _money_sum(Invoice.tax),
                _money_sum(Invoice.total),
            )
            .join(Centre, Centre.id == Invoice.centre_id)
            .where(issued),
            centre_id,
            regions,
        )
    ).one()

    def fee(kind: InvoiceLineKind) -> Any:
        return _money_sum(case((InvoiceLine.kind == kind, InvoiceLine.amount)))

    fees = db.execute(
        _scoped(
            select(fee(InvoiceLineKind.cancellation_fee), fee(InvoiceLineKind.placement_fee))
            .join(Invoice, Invoice.id == InvoiceLine.invoice_id)
            .join(Centre, Centre.id == Invoice.centre_id)
            .where(issued),
            centre_id,
            regions,
        )
    ).one()
    cents = Decimal("0.01")
    return {
        "invoices": int(totals[0]),
        "revenue": Decimal(totals[1]).quantize(cents),
        "gst": Decimal(totals[2]).quantize(cents),
        "total": Decimal(totals[3]).quantize(cents),
        "cancellationFees": Decimal(fees[0]).quantize(cents),
        "placementFees": Decimal(fees[1]).quantize(cents),
    }


def teachers(db: Session, as_at: datetime, as_at_day: date, regions: Regions) -> dict[str, int]:
    """Approved teachers: with a job (not canceled) starting in the 30 days
    before `as_at`, without one, and with a registration, first aid or police
    vetting expiring within 30 days from `as_at_day`."""
    # One pass over the window's job records (a hashed set), not a probe per teacher.
    worked = Teacher.id.in_(
        select(JobRecord.teacher_id).where(
            JobRecord.status != JobRecordStatus.canceled,
            JobRecord.starts_at >= as_at - timedelta(days=DORMANT_DAYS),
            JobRecord.starts_at < as_at,
        )
    )
    until = as_at_day + timedelta(days=EXPIRING_DAYS)
    expiring = or_(
        *(
            and_(column >= as_at_day, column <= until)
            for column in (
                Teacher.registration_expiry,
                Teacher.first_aid_expiry,
                Teacher.police_vetting_expiry,
            )
        )
    )
    query = select(
        func.count(Teacher.id),
        func.coalesce(func.sum(case((worked, 1), else_=0)), 0),
        func.coalesce(func.sum(case((expiring, 1), else_=0)), 0),
    ).where(Teacher.approval == Approval.approved)
    if regions is not None:
        query = query.where(Teacher.region.in_(sorted(regions)))
    row = db.execute(query).one()
    approved, active, expiring_count = (int(value) for value in row)
    return {
        "approved": approved,
        "active": active,
        "dormant": approved - active,
        "expiringDocuments": expiring_count,
    }


def centre_seen(db: Session, centre_id: int, regions: Regions) -> bool:
    """Whether the centre exists in one of `regions` (any when None)."""
    query = select(Centre.id).where(Centre.id == centre_id)
    if regions is not None:
        query = query.where(Centre.region.in_(sorted(regions)))
    return db.scalar(query) is not None


def teacher_seen(db: Session, teacher_id: int, regions: Regions) -> Teacher | None:
    """The teacher, if of one of `regions` (any when None)."""
    query = select(Teacher).where(Teacher.id == teacher_id)
    if regions is not None:
        query = query.where(Teacher.region.in_(sorted(regions)))
    return db.scalar(query)


def teacher_jobs(db: Session, teacher_id: int, start: date, end: date) -> dict[str, Any]:
    """A teacher's job records on days of the period by state, and the paid
    hours of the period's confirmed time sheets."""

    def of(*statuses: JobRecordStatus) -> Any:
        return func.coalesce(func.sum(case((JobRecord.status.in_(statuses), 1), else_=0)), 0)

    jobs = db.execute(
        select(
            of(
                JobRecordStatus.processing,
                JobRecordStatus.finished,
                JobRecordStatus.leave,
                JobRecordStatus.extend,
            ),
            of(JobRecordStatus.finished),
            of(JobRecordStatus.leave),
            of(JobRecordStatus.canceled),
        )
        .join(BookingDay, BookingDay.id == JobRecord.booking_day_id)
        .where(JobRecord.teacher_id == teacher_id, BookingDay.day >= start, BookingDay.day <= end)
    ).one()
    minutes = db.scalar(
        select(func.coalesce(func.sum(TimeSheet.paid_minutes), 0)).where(
            TimeSheet.teacher_id == teacher_id,
            TimeSheet.status == TimeSheetStatus.confirmed,
            TimeSheet.work_date >= start,
            TimeSheet.work_date <= end,
        )
    )
    total, finished, left, canceled = (int(value) for value in jobs)
    return {
        "jobs": total,
        "finished": finished,
        "left": left,
        "canceled": canceled,
        "hours": (Decimal(int(minutes or 0)) / Decimal(60)).quantize(Decimal("0.01")),
    }
