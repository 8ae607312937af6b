"""The rules of the vouchers staff issue and expire early, without the database.

Plain functions over plain values; each `..._problem` answers the refusal
that says what is wrong, or None.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from relief.errors import AppError
from relief.voucherdesk.errors import (
    AlreadyExpired,
    ConditionsTooLong,
    ExpireApplied,
    ExpireAttached,
    ExpiryNotAhead,
    ExpiryPeriodBackwards,
    ExpiryReasonMissing,
    ExpiryReasonTooLong,
    ExpiryTooFar,
    IssuedPeriodBackwards,
    NoCentreFound,
    RecipientsNotChosen,
    TooManyRecipients,
    ValidDaysOutOfBounds,
    ValidityNotChosen,
    VoucherNameLength,
    VoucherValueOutOfBounds,
)

# How many centres one issue reaches at most: one transaction writes a
# voucher, a task, a notice and an e-mail for each, and stays well inside a
# request's time (tests/voucherdesk: a few hundred centres in a few statements).
MOST_CENTRES = 1000
NAME_LENGTH = (2, 64)
CONDITIONS_LENGTH = 500
REASON_LENGTH = 500
# A voucher is money off an invoice: at least a dollar, and no more than a
# week of a teacher's time, so a slipped zero is refused.
LOWEST_VALUE = Decimal("1.00")
HIGHEST_VALUE = Decimal("1000.00")
# The longest a voucher staff issue stays valid (two years).
LONGEST_VALIDITY_DAYS = 730

# Voucher statuses as stored (relief.vouchers.service).
ACTIVE, BOOK, USING, USED, EXPIRED = 0, 1, 2, 3, 5


def recipients_problem(chosen: Collection[int] | None, matching: bool) -> AppError | None:
    """Chosen centres or a filter's centres: exactly one of the two, and at
    least one centre chosen."""
    if (chosen is not None) == matching or (chosen is not None and not chosen):
        return RecipientsNotChosen()
    return None


def count_problem(count: int, matching: bool) -> AppError | None:
    """How many centres an issue reaches: at least one, at most `MOST_CENTRES`."""
    if count == 0 and matching:
        return NoCentreFound()
    if count == 0:
        return RecipientsNotChosen()
    if count > MOST_CENTRES:
        problem = TooManyRecipients(limit=MOST_CENTRES, count=count)
        if matching:
            problem.field = "matching"
        return problem
    return None


def voucher_problem(name: str, conditions: str | None, value: Decimal) -> AppError | None:
    low, high = NAME_LENGTH
    if not low <= len(name.strip()) <= high:
        return VoucherNameLength(low=low, high=high)
    if conditions is not None and len(conditions.strip()) > CONDITIONS_LENGTH:
        return ConditionsTooLong(high=CONDITIONS_LENGTH)
    if not LOWEST_VALUE <= value <= HIGHEST_VALUE:
        return VoucherValueOutOfBounds(low=LOWEST_VALUE, high=HIGHEST_VALUE)
    return None


@dataclass(frozen=True)
class Validity:
    """Until the end of a day (its last second in each centre's time zone), or
    a number of days from the moment of issue (as the signup and booking
    vouchers)."""

    expires_on: date | None = None
    valid_days: int | None = None


def validity_problem(validity: Validity, today: date) -> AppError | None:
    """Exactly one of the two; the day after `today` (the platform's) and at
    most `LONGEST_VALIDITY_DAYS` ahead; the days 1 to that many."""
    if (validity.expires_on is None) == (validity.valid_days is None):
        return ValidityNotChosen()
    if validity.valid_days is not None:
        if not 1 <= validity.valid_days <= LONGEST_VALIDITY_DAYS:
            return ValidDaysOutOfBounds(days=LONGEST_VALIDITY_DAYS)
        return None
    assert validity.expires_on is not None
    if validity.expires_on <= today:
        return ExpiryNotAhead(today=today.isoformat())
    last = today + timedelta(days=LONGEST_VALIDITY_DAYS)
    if validity.expires_on > last:
        return ExpiryTooFar(days=LONGEST_VALIDITY_DAYS, last=last.isoformat())
    return None


# The last second of a voucher's last day: its expiry moment then falls on
# that day, so the day shows in every list, notice and e-mail as staff chose it.
LAST_SECOND = time(23, 59, 59)


def expiry(validity: Validity, at: datetime, zone: str) -> datetime:
    """The moment a voucher issued at `at` to a centre in `zone` expires: the
    last second of its last day there, or `at` plus its days."""
    if validity.expires_on is not None:
        return datetime.combine(validity.expires_on, LAST_SECOND, tzinfo=ZoneInfo(zone))
    assert validity.valid_days is not None
    return at + timedelta(days=validity.valid_days)


def reason_problem(reason: str) -> AppError | None:
    if not reason.strip():
        return ExpiryReasonMissing()
    if len(reason.strip()) > REASON_LENGTH:
        return ExpiryReasonTooLong(high=REASON_LENGTH)
    return None


def expire_early_problem(
    status: int, expires_at: datetime, booking_id: int | None, at: datetime
) -> AppError | None:
    """Only an active voucher still before its expiry may be expired early: one
    attached to a booking waits for the booking to give it back, one applied
    on an invoice has been spent."""
    if status == BOOK:
        return ExpireAttached(bookingId=booking_id)
    if status in (USING, USED):
        return ExpireApplied()
    if status == EXPIRED or expires_at <= at:
        return AlreadyExpired()
    return None


@dataclass(frozen=True)
class Stored:
    """Vouchers stored in `status`; `live` True: not past expiry, False: past
    it, None: either."""

    status: int
    live: bool | None = None


# Each status as the lists show it, and the stored vouchers that show so: an
# active or attached voucher past its expiry shows expired before its task
# has run (relief.vouchers.service.list_status).
SHOWN_AS: dict[int, tuple[Stored, ...]] = {
    ACTIVE: (Stored(ACTIVE, live=True),),
    BOOK: (Stored(BOOK, live=True),),
    USING: (Stored(USING),),
    USED: (Stored(USED),),
    EXPIRED: (Stored(EXPIRED), Stored(ACTIVE, live=False), Stored(BOOK, live=False)),
}


def stored_as(shown: Iterable[int]) -> tuple[Stored, ...]:
    """The stored vouchers that show with any of these statuses."""
    return tuple(stored for status in sorted(set(shown)) for stored in SHOWN_AS[status])


def period_problem(
    issued: tuple[date | None, date | None], expires: tuple[date | None, date | None]
) -> AppError | None:
    if issued[0] is not None and issued[1] is not None and issued[1] < issued[0]:
        return IssuedPeriodBackwards()
    if expires[0] is not None and expires[1] is not None and expires[1] < expires[0]:
        return ExpiryPeriodBackwards()
    return None


def period_bounds(
    start: date | None, end: date | None, zone: str
) -> tuple[datetime | None, datetime | None]:
    """The instants of a period of days (inclusive) in a time zone: from the
    first day's midnight to the midnight after the last day."""
    tz = ZoneInfo(zone)
    return (
        datetime.combine(start, time(0), tzinfo=tz) if start else None,
        datetime.combine(end + timedelta(days=1), time(0), tzinfo=tz) if end else None,
    )
