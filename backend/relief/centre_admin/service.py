"""The console's centres: the list with every label, a centre's detail with
its rates, bookings and invoices, and its own rates and discounts changed.

Switching a centre's account off or on is the console's account call
(`/admin/user/enabled`, relief.admin), which every account shares."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.authority.schemas import RegionItem
from relief.bookings import service as booking_service
from relief.bookings.errors import TeacherRanksNotConfigured
from relief.centre_admin import repository, rules
from relief.centre_admin.errors import CentreMissing
from relief.centre_admin.schemas import (
    AdminCentreItem,
    CentreBookingItem,
    CentreDetailOut,
    CentreFilter,
    CentreInvoiceItem,
    CentreListIn,
    CentreRatesIn,
    CentreRatesOut,
    CentreRegionsOut,
)
from relief.kit import regions
from relief.kit.envelope import Page
from relief.models import Booking, Centre, Invoice, User

# How many of a centre's latest bookings and invoices its detail shows.
RECENT = 20


def _item(centre: Centre, user: User, bookings: int) -> AdminCentreItem:
    return AdminCentreItem(
        centreId=centre.id,
        userId=user.id,
        name=centre.name,
        licenceNumber=centre.licence_number,
        companyName=centre.company_name,
        gstNumber=centre.gst_number,
        contactPerson=centre.contact_person,
        email=centre.email or user.email,
        phone=centre.phone or user.phone,
        address=centre.address,
        city=centre.city,
        suburb=centre.suburb,
        postalCode=centre.postal_code,
        region=centre.region,
        qualifiedRate=centre.qualified_rate,
        unqualifiedRate=centre.unqualified_rate,
        qualifiedDiscount=centre.qualified_discount,
        unqualifiedDiscount=centre.unqualified_discount,
        ownRates=any(
            value is not None
            for value in (
                centre.qualified_rate,
                centre.unqualified_rate,
                centre.qualified_discount,
                centre.unqualified_discount,
            )
        ),
        enabled=user.enabled,
        createdAt=centre.created_at,
        bookings=bookings,
    )


def _filter(db: Session, reader_id: int, query: CentreFilter) -> repository.Filter:
    return repository.Filter(
        keyword=query.keyword or None,
        region=query.region or None,
        enabled=query.enabled,
        own_rates=query.ownRates,
        regions=authority.data_scope(db, reader_id),
    )


def centres(db: Session, reader_id: int, query: CentreListIn) -> Page[AdminCentreItem]:
    """Centres, newest first: those of the regions the reader's roles see."""
    rows, total = repository.centres(
        db, _filter(db, reader_id, query), query.offset, query.pageSize
    )
    return Page[AdminCentreItem].of(
        [_item(centre, user, bookings) for centre, user, bookings in rows], total, query
    )


def ids(
    db: Session, reader_id: int, query: CentreFilter, zone: ZoneInfo, batch: int
) -> Iterable[int]:
    """The ids of the centres the list shows the reader, in its order (for its export)."""
    return repository.centre_ids(db, _filter(db, reader_id, query), batch)


def items_by_id(db: Session, ids: Sequence[int]) -> dict[int, AdminCentreItem]:
    return {
        centre.id: _item(centre, user, bookings)
        for centre, user, bookings in repository.centres_by_id(db, ids)
    }


def region_choices(db: Session, reader_id: int) -> CentreRegionsOut:
    scope = authority.data_scope(db, reader_id)
    return CentreRegionsOut(
        list=[
            RegionItem(name=name, nameZh=name_zh)
            for name, name_zh in regions.REGIONS
            if scope is None or name in scope
        ]
    )


def _found(
    db: Session, reader_id: int, centre_id: int, *, lock: bool = False
) -> tuple[Centre, User]:
    """The centre, if the reader's roles see its region; otherwise as if it did not exist."""
    found = repository.centre(db, centre_id, authority.data_scope(db, reader_id), lock=lock)
    if found is None:
        raise CentreMissing()
    return found


def _rates(db: Session, centre: Centre) -> CentreRatesOut:
    platform = booking_service.platform_rates(db)
    qualified, unqualified = platform if platform else (None, None)
    return CentreRatesOut(
        qualifiedRate=centre.qualified_rate,
        unqualifiedRate=centre.unqualified_rate,
        qualifiedDiscount=centre.qualified_discount,
        unqualifiedDiscount=centre.unqualified_discount,
        platformQualifiedRate=qualified,
        platformUnqualifiedRate=unqualified,
        effectiveQualifiedRate=booking_service.own_or_platform(centre.qualified_rate, qualified)
        if qualified is not None
        else centre.qualified_rate,
        effectiveUnqualifiedRate=booking_service.own_or_platform(
            centre.unqualified_rate, unqualified
        )
        if unqualified is not None
        else centre.unqualified_rate,
    )


def _booking(booking: Booking) -> CentreBookingItem:
    return CentreBookingItem(
        bookingId=booking.id,
        status=booking.status,
        qualification=booking.qualification,
        numberOfTeachers=booking.number_of_teachers,
        startsAt=booking.starts_at,
        endsAt=booking.ends_at,
        hourlyRate=booking.hourly_rate,
        createdAt=booking.created_at,
    )


def _invoice(invoice: Invoice) -> CentreInvoiceItem:
    return CentreInvoiceItem(
        invoiceId=invoice.id,
        number=invoice.number,
        kind=invoice.kind,
        bookingId=invoice.booking_id,
        status=invoice.status,
        total=invoice.total,
        issuedAt=invoice.issued_at,
        dueAt=invoice.due_at,
        paidAt=invoice.paid_at,
    )


def _detail(db: Session, centre: Centre, user: User) -> CentreDetailOut:
    item = _item(centre, user, repository.booking_count(db, centre.id))
    return CentreDetailOut(
        **item.model_dump(),
        accountEmail=user.email,
        agreed=user.agreed,
        deactiveNotice=user.deactive_notice,
        latitude=centre.latitude,
        longitude=centre.longitude,
        country=centre.country,
        timeZone=centre.time_zone,
        invoices=repository.invoice_count(db, centre.id),
        rates=_rates(db, centre),
        recentBookings=[_booking(b) for b in repository.recent_bookings(db, centre.id, RECENT)],
        recentInvoices=[_invoice(i) for i in repository.recent_invoices(db, centre.id, RECENT)],
    )


def detail(db: Session, reader_id: int, centre_id: int) -> CentreDetailOut:
    centre, user = _found(db, reader_id, centre_id)
    return _detail(db, centre, user)


def _money(value: Decimal | None) -> Decimal | None:
    return None if value is None else value.quantize(Decimal("0.01"))


def update_rates(db: Session, reader_id: int, payload: CentreRatesIn) -> CentreDetailOut:
    """Set the centre's own rates and discounts (an empty one: the platform's
    rate, no discount). The centre's next quote uses the new rates; a live
    quote given before keeps its price (it holds the rates it was given at)."""
    centre, user = _found(db, reader_id, payload.centreId, lock=True)
    platform = booking_service.platform_rates(db)
    if platform is None:
        raise TeacherRanksNotConfigured()
    wanted = rules.Rates(
        qualified_rate=_money(payload.qualifiedRate),
        unqualified_rate=_money(payload.unqualifiedRate),
        qualified_discount=_money(payload.qualifiedDiscount),
        unqualified_discount=_money(payload.unqualifiedDiscount),
    )
    if problem := rules.rates_problem(wanted, *platform):
        raise problem
    centre.qualified_rate = wanted.qualified_rate
    centre.unqualified_rate = wanted.unqualified_rate
    centre.qualified_discount = wanted.qualified_discount
    centre.unqualified_discount = wanted.unqualified_discount
    db.flush()
    return _detail(db, centre, user)
