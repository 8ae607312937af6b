"""Pure rules of support tickets: the status machine, ticket numbers and the
fixed list of categories."""

from __future__ import annotations

from datetime import date

from relief.models.support import TicketStatus

MAX_ATTACHMENTS = 3

# The categories a centre chooses from (the portal shows them in English and Chinese).
CATEGORIES: dict[int, str] = {
    1: "Bookings",
    2: "Billing and invoices",
    3: "Teachers",
    4: "Job offers",
    5: "Account",
    6: "Technical problem",
    7: "Other",
}

ENDED = frozenset({TicketStatus.resolved, TicketStatus.closed})


def ticket_number(local_day: date, sequence: int) -> str:
    """`T` + the centre's local date + the day's sequence, at least 3 digits:
    T20261122001, T20261122002, ..."""
    if sequence < 1:
        raise ValueError("a ticket sequence starts at 1")
    return f"T{local_day:%Y%m%d}{sequence:03d}"


def sequence_of(number: str) -> int:
    """The day's sequence of a ticket number (the digits after the date)."""
    return int(number[9:])


def after_centre_reply(status: int) -> TicketStatus | None:
    """Where a centre's reply moves the ticket; None when it may not reply.

    A ticket waiting on the centre goes back to processing; a resolved or
    closed ticket must be reopened first; otherwise the state stays."""
    current = TicketStatus(status)
    if current in ENDED:
        return None
    if current == TicketStatus.waiting:
        return TicketStatus.processing
    return current


def after_staff_reply(status: int) -> TicketStatus | None:
    """Where a staff reply moves the ticket; None when it may not reply.

    A new or reopened ticket is being processed once staff answer; a closed
    ticket takes no replies; otherwise staff set the state themselves."""
    current = TicketStatus(status)
    if current == TicketStatus.closed:
        return None
    if current in (TicketStatus.new, TicketStatus.reopened):
        return TicketStatus.processing
    return current


def centre_may_close(status: int) -> bool:
    return TicketStatus(status) != TicketStatus.closed


def centre_may_reopen(status: int) -> bool:
    return TicketStatus(status) in ENDED


def staff_may_set(current: int, wanted: int) -> bool:
    """Staff may move a ticket to any state but back to new (a ticket is new
    only until someone handles it), and not to the state it is in."""
    if wanted not in TicketStatus._value2member_map_:
        return False
    return wanted != TicketStatus.new and wanted != current
