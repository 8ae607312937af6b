"""Live quotes: the rate shown while a booking is created, held for 5 minutes."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime

from sqlalchemy.orm import Session

from relief.bookings import quote_repository, rules
from relief.bookings.estimate import Estimate, VoucherTerms, estimate
from relief.bookings.planning import Plan
from relief.bookings.pricing import HeldRates, OwnRates, PlatformRates
from relief.bookings.schemas import BookingDraft, QuoteDay, QuoteOut
from relief.kit.hours import CENT
from relief.models import Centre, LiveQuote
from relief.settings import service as settings
from relief.vouchers import service as vouchers

DRAFT_ONLY = {"processType", "processId", "voucherId"}


def digest(draft: BookingDraft) -> str:
    """A fingerprint of what the quote was made for."""
    canonical = draft.model_dump_json(exclude=DRAFT_ONLY)
    return hashlib.sha256(canonical.encode()).hexdigest()


def new_process_id() -> str:
    return secrets.token_urlsafe(12)[:16]


def bill(
    db: Session,
    centre: Centre,
    draft: BookingDraft,
    plan: Plan,
    voucher_id: int | None,
    at: datetime,
) -> Estimate:
    """What the booking will cost once invoiced, with the voucher it would attach."""
    terms = None
    if voucher_id is not None:
        voucher = vouchers.usable_for(db, centre, voucher_id, draft.qualification, at)
        terms = VoucherTerms(voucher.par_value, voucher.use_type, voucher.expires_at)
    return estimate(plan, draft.qualification, settings.current(db).tax_rate, terms)


def issue(
    db: Session,
    centre: Centre,
    draft: BookingDraft,
    plan: Plan,
    at: datetime,
    voucher_id: int | None = None,
) -> QuoteOut:
    """A live quote of the draft, held for 5 minutes, with what the centre will pay."""
    cost = bill(db, centre, draft, plan, voucher_id, at)
    quote = LiveQuote(
        process_id=new_process_id(),
        centre_id=centre.id,
        draft_digest=digest(draft),
        hourly_rate=plan.live_rate,
        total=plan.total,
        created_at=at,
        expires_at=at + rules.QUOTE_LIFETIME,
        qualified_rate=plan.own.qualified_rate,
        unqualified_rate=plan.own.unqualified_rate,
        qualified_discount=plan.own.qualified_discount,
        unqualified_discount=plan.own.unqualified_discount,
        platform_qualified_rate=plan.platform.qualified_rate if plan.platform else None,
        platform_unqualified_rate=plan.platform.unqualified_rate if plan.platform else None,
        parity_floor=plan.platform.parity_floor if plan.platform else None,
    )
    db.add(quote)
    db.flush()
    return render(quote, plan, cost)


def render(quote: LiveQuote, plan: Plan, cost: Estimate) -> QuoteOut:
    return QuoteOut(
        processId=quote.process_id,
        liveRate=quote.hourly_rate,
        days=[
            QuoteDay(
                date=d.day,
                startsAt=d.starts_at,
                endsAt=d.ends_at,
                breakMinutes=d.hours.break_minutes,
                workingHours=d.hours.working_hours.quantize(CENT),
                hourlyRate=d.hourly_rate,
                weekend=d.weekend,
                holiday=d.holiday,
                amount=d.amount,
            )
            for d in plan.days
        ],
        totalHours=plan.total_hours.quantize(CENT),
        total=quote.total,
        discount=cost.discount,
        taxRate=cost.tax_rate,
        tax=cost.tax,
        payable=cost.total,
        expiresAt=quote.expires_at,
    )


def held_rates(
    db: Session, centre: Centre, process_id: str, draft: BookingDraft, at: datetime
) -> HeldRates | None:
    """The rates a live, unused quote of this very draft was given at: the
    centre's own rates and discounts, and the platform's (the entry rank's
    rates and the pay parity step). The booking is priced at them, so a quote
    keeps its price when staff change the centre's rates, the ranks or the
    pay parity steps meanwhile. None: no such quote."""
    quote = quote_repository.quote(db, centre.id, process_id)
    if (
        quote is None
        or quote.used_at is not None
        or not rules.quote_live(quote.expires_at, at)
        or quote.draft_digest != digest(draft)
    ):
        return None
    own = OwnRates(
        quote.qualified_rate,
        quote.unqualified_rate,
        quote.qualified_discount,
        quote.unqualified_discount,
    )
    if quote.platform_qualified_rate is None or quote.platform_unqualified_rate is None:
        return HeldRates(own)
    return HeldRates(
        own,
        PlatformRates(
            quote.platform_qualified_rate, quote.platform_unqualified_rate, quote.parity_floor
        ),
    )


def take(
    db: Session, centre: Centre, process_id: str, draft: BookingDraft, plan: Plan, at: datetime
) -> LiveQuote | None:
    """The quote a booking is created with, if it is this centre's, unused, live,
    made for this very draft and still at the same price; it is used up."""
    quote = quote_repository.lock_quote(db, centre.id, process_id)
    if (
        quote is None
        or quote.used_at is not None
        or not rules.quote_live(quote.expires_at, at)
        or quote.draft_digest != digest(draft)
        or quote.hourly_rate != plan.live_rate
        or quote.total != plan.total
    ):
        return None
    quote.used_at = at
    db.flush()
    return quote
