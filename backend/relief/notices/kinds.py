"""Every kind of notice and the typed facts it carries.

A notice is stored as its kind and its facts; it is worded from them, in the
reader's language, by `wording` (server: e-mails, the list's title and body)
and by the web apps (`frontend/src/shared/notices`). Facts named `...Id` are
references the apps open; every other fact is worded. A kind worded in more
than one way names the fact that chooses (`variant_fact`) and the choices
(`variants`).

Moments are kept with the centre's offset, so they read as the centre's
wall-clock time wherever they are worded.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from enum import StrEnum
from typing import Annotated, ClassVar, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, TypeAdapter


class NoticeKind(StrEnum):
    invite_new = "invite_new"
    invite_filled = "invite_filled"
    invite_withdrawn = "invite_withdrawn"
    teacher_interested = "teacher_interested"
    booking_confirmed = "booking_confirmed"
    booking_failed = "booking_failed"
    matching_ended_short = "matching_ended_short"
    job_confirmed = "job_confirmed"
    job_canceled = "job_canceled"
    job_moved_away = "job_moved_away"
    job_moved_to_you = "job_moved_to_you"
    job_teacher_changed = "job_teacher_changed"
    teacher_leave = "teacher_leave"
    extension_asked = "extension_asked"
    extension_accepted = "extension_accepted"
    extension_declined = "extension_declined"
    invoice_issued = "invoice_issued"
    invoice_paid = "invoice_paid"
    invoice_overdue = "invoice_overdue"
    timesheet_to_confirm = "timesheet_to_confirm"
    timesheet_default_confirmed = "timesheet_default_confirmed"
    timesheet_reported = "timesheet_reported"
    timesheet_confirmed = "timesheet_confirmed"
    rank_changed = "rank_changed"
    voucher_earned = "voucher_earned"
    voucher_issued = "voucher_issued"
    voucher_expired_early = "voucher_expired_early"
    document_requested = "document_requested"
    profile_approved = "profile_approved"
    profile_rejected = "profile_rejected"
    profile_reopened = "profile_reopened"
    offer_application = "offer_application"
    offer_hired = "offer_hired"
    offer_declined = "offer_declined"
    offer_ended = "offer_ended"
    ticket_reply = "ticket_reply"
    ticket_status = "ticket_status"
    # A notice a person wrote (a platform message from staff), or one written
    # before notices were typed: kept as it was worded.
    written = "written"


# The kinds pushed to a teacher's subscribed browsers (Web Push), each with
# the teacher app's page its notification opens.
PUSHED: dict[NoticeKind, str] = {
    NoticeKind.invite_new: "/invites",
    NoticeKind.job_confirmed: "/jobs",
    NoticeKind.job_canceled: "/jobs",
    NoticeKind.extension_asked: "/jobs",
}


class Facts(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: NoticeKind
    variant_fact: ClassVar[str | None] = None
    variants: ClassVar[tuple[str, ...]] = ()

    def variant(self) -> str | None:
        """Which wording of the kind: the variant fact's value, as text."""
        if self.variant_fact is None:
            return None
        value = getattr(self, self.variant_fact)
        return str(int(value)) if isinstance(value, bool | int) else str(value is not None)


class InviteNew(Facts):
    kind: Literal[NoticeKind.invite_new] = NoticeKind.invite_new
    bookingId: int
    centre: str
    place: str = Field(description="The centre's suburb, else its city")
    startsAt: AwareDatetime
    rate: Decimal


class InviteFilled(Facts):
    kind: Literal[NoticeKind.invite_filled] = NoticeKind.invite_filled
    bookingId: int
    centre: str


class InviteWithdrawn(Facts):
    kind: Literal[NoticeKind.invite_withdrawn] = NoticeKind.invite_withdrawn
    bookingId: int
    centre: str


class TeacherInterested(Facts):
    kind: Literal[NoticeKind.teacher_interested] = NoticeKind.teacher_interested
    variant_fact = "autoConfirm"
    variants = ("0", "1")
    bookingId: int
    teacher: str
    autoConfirm: bool


class BookingConfirmed(Facts):
    kind: Literal[NoticeKind.booking_confirmed] = NoticeKind.booking_confirmed
    bookingId: int


class BookingFailed(Facts):
    kind: Literal[NoticeKind.booking_failed] = NoticeKind.booking_failed
    variant_fact = "startReached"
    variants = ("0", "1")
    bookingId: int
    startReached: bool = Field(description="The start time came (else matching ended)")


class MatchingEndedShort(Facts):
    kind: Literal[NoticeKind.matching_ended_short] = NoticeKind.matching_ended_short
    bookingId: int
    confirmed: int
    wanted: int


class JobConfirmed(Facts):
    kind: Literal[NoticeKind.job_confirmed] = NoticeKind.job_confirmed
    bookingId: int
    centre: str
    days: int
    startsAt: AwareDatetime


class JobCanceled(Facts):
    kind: Literal[NoticeKind.job_canceled] = NoticeKind.job_canceled
    bookingId: int
    centre: str
    reason: str


class JobMovedAway(Facts):
    """Staff gave the teacher's job to another teacher."""

    kind: Literal[NoticeKind.job_moved_away] = NoticeKind.job_moved_away
    bookingId: int
    centre: str
    startsAt: AwareDatetime
    reason: str


class JobMovedToYou(Facts):
    """Staff gave the teacher another teacher's job."""

    kind: Literal[NoticeKind.job_moved_to_you] = NoticeKind.job_moved_to_you
    bookingId: int
    centre: str
    startsAt: AwareDatetime


class JobTeacherChanged(Facts):
    """Staff moved one of the centre's job records to another teacher."""

    kind: Literal[NoticeKind.job_teacher_changed] = NoticeKind.job_teacher_changed
    bookingId: int
    jobRecordId: int
    fromTeacher: str
    toTeacher: str
    startsAt: AwareDatetime
    reason: str


class TeacherLeave(Facts):
    kind: Literal[NoticeKind.teacher_leave] = NoticeKind.teacher_leave
    bookingId: int
    rematchBookingId: int
    teacher: str
    day: date
    reason: str


class ExtensionAsked(Facts):
    kind: Literal[NoticeKind.extension_asked] = NoticeKind.extension_asked
    jobRecordId: int
    centre: str
    until: AwareDatetime


class ExtensionAccepted(Facts):
    kind: Literal[NoticeKind.extension_accepted] = NoticeKind.extension_accepted
    jobRecordId: int
    teacher: str
    until: AwareDatetime


class ExtensionDeclined(Facts):
    kind: Literal[NoticeKind.extension_declined] = NoticeKind.extension_declined
    jobRecordId: int
    teacher: str
    until: AwareDatetime


class InvoiceIssued(Facts):
    kind: Literal[NoticeKind.invoice_issued] = NoticeKind.invoice_issued
    invoiceId: int
    bookingId: int | None = Field(description="None for a placement fee")
    number: str
    total: Decimal
    dueOn: date


class InvoicePaid(Facts):
    kind: Literal[NoticeKind.invoice_paid] = NoticeKind.invoice_paid
    invoiceId: int
    number: str
    total: Decimal


class InvoiceOverdue(Facts):
    kind: Literal[NoticeKind.invoice_overdue] = NoticeKind.invoice_overdue
    invoiceId: int
    number: str
    total: Decimal


class TimesheetToConfirm(Facts):
    kind: Literal[NoticeKind.timesheet_to_confirm] = NoticeKind.timesheet_to_confirm
    timeSheetId: int
    jobRecordId: int
    bookingId: int
    teacher: str
    date: date
    hours: Decimal
    amount: Decimal
    confirmBy: AwareDatetime = Field(description="When it is confirmed by default")


class TimesheetDefaultConfirmed(Facts):
    kind: Literal[NoticeKind.timesheet_default_confirmed] = NoticeKind.timesheet_default_confirmed
    timeSheetId: int
    jobRecordId: int
    bookingId: int
    teacher: str
    date: date
    hours: Decimal
    amount: Decimal
    confirmBy: AwareDatetime = Field(description="The time it was not confirmed by")


class TimesheetReported(Facts):
    kind: Literal[NoticeKind.timesheet_reported] = NoticeKind.timesheet_reported
    timeSheetId: int
    bookingId: int
    teacher: str
    date: date
    startsAt: AwareDatetime
    endsAt: AwareDatetime
    breakMinutes: int


class TimesheetConfirmed(Facts):
    kind: Literal[NoticeKind.timesheet_confirmed] = NoticeKind.timesheet_confirmed
    variant_fact = "confirmation"
    variants = ("1", "2", "3")
    timeSheetId: int
    jobRecordId: int
    date: date
    startsAt: AwareDatetime
    endsAt: AwareDatetime
    hours: Decimal
    amount: Decimal
    confirmation: int = Field(description="1 as is, 2 adjusted, 3 by default")


class RankChanged(Facts):
    kind: Literal[NoticeKind.rank_changed] = NoticeKind.rank_changed
    rank: str
    points: int


class VoucherEarned(Facts):
    kind: Literal[NoticeKind.voucher_earned] = NoticeKind.voucher_earned
    variant_fact = "voucherType"
    variants = ("1", "2")
    voucherId: int
    voucherType: int = Field(description="1 signup voucher, 2 booking voucher")
    bookingId: int | None = Field(default=None, description="The booking that earned it")
    value: Decimal
    expiresAt: AwareDatetime


class VoucherIssued(Facts):
    """Staff issued the centre a voucher (type 3)."""

    kind: Literal[NoticeKind.voucher_issued] = NoticeKind.voucher_issued
    variant_fact = "useType"
    variants = ("0", "1", "2")
    voucherId: int
    name: str
    value: Decimal
    useType: int = Field(description="0 all teachers, 1 qualified, 2 unqualified")
    expiresAt: AwareDatetime


class VoucherExpiredEarly(Facts):
    """Staff expired one of the centre's active vouchers before its expiry."""

    kind: Literal[NoticeKind.voucher_expired_early] = NoticeKind.voucher_expired_early
    voucherId: int
    name: str
    value: Decimal
    reason: str


class DocumentRequested(Facts):
    kind: Literal[NoticeKind.document_requested] = NoticeKind.document_requested
    variant_fact = "note"
    variants = ("False", "True")
    document: str = Field(description="The document's kind (vetting checklist item)")
    note: str | None


class ProfileApproved(Facts):
    kind: Literal[NoticeKind.profile_approved] = NoticeKind.profile_approved


class ProfileRejected(Facts):
    kind: Literal[NoticeKind.profile_rejected] = NoticeKind.profile_rejected
    reason: str


class ProfileReopened(Facts):
    """Staff put the teacher's profile back to pending: it is reviewed again."""

    kind: Literal[NoticeKind.profile_reopened] = NoticeKind.profile_reopened


class OfferApplication(Facts):
    kind: Literal[NoticeKind.offer_application] = NoticeKind.offer_application
    offerId: int
    applicationId: int
    offerTitle: str
    teacher: str


class OfferHired(Facts):
    kind: Literal[NoticeKind.offer_hired] = NoticeKind.offer_hired
    offerId: int
    applicationId: int
    offerTitle: str
    centre: str


class OfferDeclined(Facts):
    kind: Literal[NoticeKind.offer_declined] = NoticeKind.offer_declined
    offerId: int
    applicationId: int
    offerTitle: str
    centre: str


class OfferEnded(Facts):
    kind: Literal[NoticeKind.offer_ended] = NoticeKind.offer_ended
    offerId: int
    applicationId: int
    offerTitle: str
    centre: str
    offerStatus: int = Field(description="2 closed, 3 filled, 4 expired")


class TicketReply(Facts):
    kind: Literal[NoticeKind.ticket_reply] = NoticeKind.ticket_reply
    ticketNo: str
    subject: str


class TicketStatusSet(Facts):
    kind: Literal[NoticeKind.ticket_status] = NoticeKind.ticket_status
    ticketNo: str
    subject: str
    status: int = Field(description="The ticket's state staff set")


class Written(Facts):
    kind: Literal[NoticeKind.written] = NoticeKind.written
    title: str
    body: str


NoticeFacts = Annotated[
    InviteNew
    | InviteFilled
    | InviteWithdrawn
    | TeacherInterested
    | BookingConfirmed
    | BookingFailed
    | MatchingEndedShort
    | JobConfirmed
    | JobCanceled
    | JobMovedAway
    | JobMovedToYou
    | JobTeacherChanged
    | TeacherLeave
    | ExtensionAsked
    | ExtensionAccepted
    | ExtensionDeclined
    | InvoiceIssued
    | InvoicePaid
    | InvoiceOverdue
    | TimesheetToConfirm
    | TimesheetDefaultConfirmed
    | TimesheetReported
    | TimesheetConfirmed
    | RankChanged
    | VoucherEarned
    | VoucherIssued
    | VoucherExpiredEarly
    | DocumentRequested
    | ProfileApproved
    | ProfileRejected
    | ProfileReopened
    | OfferApplication
    | OfferHired
    | OfferDeclined
    | OfferEnded
    | TicketReply
    | TicketStatusSet
    | Written,
    Field(discriminator="kind"),
]

FACTS: TypeAdapter[NoticeFacts] = TypeAdapter(NoticeFacts)


def is_reference(fact: str) -> bool:
    """A fact the apps open (a record's id), not one the wording shows."""
    return fact.endswith("Id")


def stored(facts: Facts) -> dict[str, object]:
    """The facts as kept in the notice's row (its kind is a column of its own)."""
    return facts.model_dump(mode="json", exclude={"kind"})


def parse(kind: str, data: dict[str, object]) -> NoticeFacts:
    """The typed facts of a stored notice."""
    return FACTS.validate_python({**data, "kind": kind})
