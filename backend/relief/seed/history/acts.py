"""What the demo's people do, in the product's words: each act is the
service call the app's endpoint makes for it, at the story's moment.

Acts read what they need (a booking's invites, a time sheet, an invoice)
through the same services the apps read them with, so the history holds no
row a service did not write.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime
from typing import Any

from relief.bookings import service as bookings
from relief.bookings.schemas import CreateIn, InviteItem, JobRecordItem, QuoteRequest
from relief.content import service as content
from relief.content.schemas import ArticleSaveIn, CategorySaveIn, FaqSaveIn
from relief.documents import service as documents
from relief.favourites import service as favourites
from relief.favourites.schemas import BlockIn
from relief.invoices import service as invoices
from relief.invoices.schemas import InvoiceItem, InvoiceListIn, PaymentIn
from relief.kit.envelope import PageQuery
from relief.models import (
    BookingType,
    Centre,
    InviteStatus,
    InviteType,
    Qualification,
    Teacher,
    TimeSheetStatus,
    User,
)
from relief.notices import service as notices
from relief.offers import service as offers
from relief.offers.schemas import ApplyIn, OfferIn
from relief.reviews import service as reviews
from relief.reviews.schemas import AnswerIn, ReviewDecideIn, ReviewSubmitIn
from relief.seed.history.papers import paper
from relief.seed.history.story import HistoryError, Story
from relief.settings import service as run_time
from relief.support import service as support
from relief.support.schemas import NoteIn, ReplyIn, TicketIn
from relief.timesheets import service as timesheets
from relief.timesheets.schemas import (
    TimeSheetConfirmIn,
    TimeSheetItem,
    TimeSheetListIn,
    TimeSheetReportIn,
)
from relief.vouchers import service as vouchers

PRESCHOOL = 3  # the age group most bookings ask for
TALENT_POOL = 1
WIDEST = 20  # km: the invite range most bookings choose
PAGE = 100

# --- bookings: the centre ---------------------------------------------------------


def book(
    story: Story,
    centre: Centre,
    first_day: date,
    *,
    hours: tuple[str, str] = ("08:30", "15:00"),
    last_day: date | None = None,
    teachers: int = 1,
    qualification: int = Qualification.qualified,
    notes: str | None = None,
    favourites: Sequence[Teacher] = (),
    voucher_id: int | None = None,
    gender: int = 0,
    gender_reason: str | None = None,
    invite_range: int = WIDEST,
) -> int:
    """Quote a booking and create it with the live quote, as the creation
    pages do; matching starts. Answers the booking's id."""
    at = story.now
    window = run_time.current(story.db).pre_booking_window_days
    lead = (first_day - story.local_day(at)).days
    single = last_day is None or last_day == first_day
    draft: dict[str, Any] = {
        "bookingType": BookingType.standard if single and lead <= window else BookingType.advance,
        "jobStartTime": story.at(first_day, hours[0]),
        "jobEndTime": story.at(last_day or first_day, hours[1]),
        "numberOfTeachers": teachers,
        "qualification": qualification,
        "gender": gender,
        "genderJustification": gender_reason,
        "ageGroup": PRESCHOOL,
        "teacherTalentPool": TALENT_POOL,
        "inviteType": InviteType.favourite if favourites else InviteType.public,
        "favouriteTeacherIds": [t.id for t in favourites],
        "inviteRange": invite_range,
        "notes": notes,
    }
    quoted = bookings.process(
        story.db,
        centre,
        QuoteRequest.model_validate({**draft, "processType": 1, "voucherId": voucher_id}),
        at,
    )
    assert quoted.quote is not None
    created = bookings.create(
        story.db,
        centre,
        CreateIn.model_validate(
            {**draft, "processId": quoted.quote.processId, "voucherId": voucher_id}
        ),
        at,
    )
    return created.bookingId


def invites(story: Story, centre: Centre, booking_id: int) -> list[InviteItem]:
    return bookings.detail(story.db, centre, booking_id).invites


def job_records(story: Story, centre: Centre, booking_id: int) -> list[JobRecordItem]:
    return bookings.detail(story.db, centre, booking_id).jobRecords


def answer(
    story: Story,
    centre: Centre,
    booking_id: int,
    *,
    interested: bool = True,
    prefer: Iterable[Teacher] = (),
    avoid: Iterable[Teacher] = (),
) -> Teacher:
    """One invited teacher answers the booking's invite: the first of
    `prefer` who holds an open invite, else the invited teacher who has said
    yes least often so far (the nearest of them), never one in `avoid` nor the
    demo teacher unless preferred (the demo teacher's diary is planned).
    Answers the teacher."""
    open_invites = [
        i for i in invites(story, centre, booking_id) if i.status == InviteStatus.connecting
    ]
    by_teacher = {i.teacher.teacherId: i for i in open_invites}
    chosen = next((by_teacher[t.id] for t in prefer if t.id in by_teacher), None)
    if chosen is None:
        kept = {t.id for t in avoid} | {story.cast.demo_teacher.id}
        free = [i for i in open_invites if i.teacher.teacherId not in kept]
        # The work goes round: whoever has said yes least often, then the nearest.
        chosen = min(
            free,
            key=lambda i: (story.answers[i.teacher.teacherId], i.distanceKm),
            default=None,
        )
    if chosen is None:
        raise HistoryError(f"booking {booking_id} has no open invite to answer")
    teacher = story.cast.with_id(chosen.teacher.teacherId)
    bookings.answer_invite(story.db, teacher, chosen.inviteId, interested, story.now)
    if interested:
        story.answers[teacher.id] += 1
    return teacher


def confirm(story: Story, centre: Centre, booking_id: int, teacher: Teacher) -> None:
    """The centre books an interested teacher at the quoted price."""
    invite = next(
        (i for i in invites(story, centre, booking_id) if i.teacher.teacherId == teacher.id),
        None,
    )
    if invite is None:
        raise HistoryError(f"booking {booking_id} never invited teacher {teacher.id}")
    bookings.confirm_price(story.db, centre, invite.inviteId, story.now)


def rematch_of(story: Story, centre: Centre, booking_id: int) -> int:
    """The booking a teacher's leave put the day back into matching with."""
    timeline = bookings.detail(story.db, centre, booking_id).timeline
    leave = next((e for e in reversed(timeline) if e.kind == "teacher_leave"), None)
    if leave is None:
        raise HistoryError(f"booking {booking_id} has no leave")
    return int(leave.data["rematchBookingId"])


def confirm_everyone(story: Story, centre: Centre, booking_id: int) -> None:
    bookings.confirm_all(story.db, centre, booking_id, story.now)


def cancel(
    story: Story, centre: Centre, booking_id: int, reason: str, job_record_id: int | None = None
) -> None:
    """Cancel the booking (or one day of it) with a reason of the cancel_reason dictionary."""
    bookings.cancel(story.db, centre, booking_id, job_record_id, reason, story.now)


def extend(story: Story, centre: Centre, job_record_id: int, until: datetime) -> None:
    bookings.extend(story.db, centre, job_record_id, until, story.now)


def split(story: Story, centre: Centre, booking_id: int) -> int:
    """Split a partly filled booking; answers the new booking still matching."""
    _, rest = bookings.split(story.db, centre, booking_id, story.now)
    return rest.id


def boost(story: Story, centre: Centre, booking_id: int) -> None:
    bookings.boost(story.db, centre, booking_id, story.now)


# --- bookings: the teacher -------------------------------------------------------


def accept_extension(story: Story, teacher: Teacher, job_record_id: int) -> None:
    bookings.answer_extension(story.db, teacher, job_record_id, True, story.now)


def apply_leave(story: Story, teacher: Teacher, job_record_id: int, reason: str) -> None:
    bookings.apply_leave(story.db, teacher, job_record_id, reason, story.now)


def report_times(
    story: Story, teacher: Teacher, job_record_id: int, starts_at: datetime, ends_at: datetime
) -> None:
    """The teacher reports the times actually worked, while the sheet waits."""
    timesheets.report(
        story.db,
        teacher,
        TimeSheetReportIn(jobRecordId=job_record_id, startTime=starts_at, endTime=ends_at),
        story.now,
    )


# --- time sheets, invoices, reviews ------------------------------------------------


def time_sheet(story: Story, centre: Centre, job_record_id: int) -> TimeSheetItem:
    """A job record's time sheet from the centre's list (to confirm, else confirmed)."""
    for status in (TimeSheetStatus.to_confirm, TimeSheetStatus.confirmed):
        page = 1
        while True:
            found = timesheets.page(
                story.db, centre, TimeSheetListIn(status=status, pageNo=page, pageSize=PAGE)
            )
            sheet = next((s for s in found.list if s.jobRecordId == job_record_id), None)
            if sheet is not None:
                return sheet
            if page * PAGE >= found.total:
                break
            page += 1
    raise HistoryError(f"job record {job_record_id} has no time sheet")


def confirm_time_sheet(story: Story, centre: Centre, job_record_id: int) -> None:
    """Confirmed as is: the booked hours (or the teacher's report)."""
    sheet = time_sheet(story, centre, job_record_id)
    timesheets.confirm(story.db, centre, TimeSheetConfirmIn(timeSheetId=sheet.id), story.now)


def adjust_time_sheet(
    story: Story,
    centre: Centre,
    job_record_id: int,
    hours: tuple[datetime, datetime],
    reason: str,
    note: str | None = None,
) -> None:
    """Confirmed with other times and a reason of the timesheet_reason dictionary."""
    sheet = time_sheet(story, centre, job_record_id)
    timesheets.confirm(
        story.db,
        centre,
        TimeSheetConfirmIn(
            timeSheetId=sheet.id, startTime=hours[0], endTime=hours[1], reason=reason, note=note
        ),
        story.now,
    )


def invoices_of(story: Story, centre: Centre, booking_id: int) -> list[InvoiceItem]:
    """The booking's issued invoices, from the centre's invoice list."""
    found: list[InvoiceItem] = []
    page = 1
    while True:
        listed = invoices.page(story.db, centre, InvoiceListIn(pageNo=page, pageSize=PAGE))
        found += [i for i in listed.list if i.bookingId == booking_id]
        if page * PAGE >= listed.total:
            return found
        page += 1


def pay_invoices(story: Story, centre: Centre, booking_id: int) -> None:
    """Staff record that the booking's invoices were paid, today."""
    for invoice in invoices_of(story, centre, booking_id):
        if invoice.paidAt is None:
            invoices.record_payment(
                story.db, story.cast.staff.id, PaymentIn(invoiceId=invoice.id), story.now
            )


def review(
    story: Story, centre: Centre, job_record_id: int, scores: Sequence[int], comment: str
) -> int:
    """The centre answers every review question; answers the review's id."""
    questions = reviews.questions(story.db).list
    answers = [
        AnswerIn(questionId=q.id, score=scores[n % len(scores)]) for n, q in enumerate(questions)
    ]
    given = reviews.submit(
        story.db,
        centre,
        ReviewSubmitIn(jobRecordId=job_record_id, answers=answers, comment=comment),
        story.now,
    )
    assert given.reviewId is not None
    return given.reviewId


def approve_review(story: Story, review_id: int) -> None:
    reviews.decide(
        story.db, story.cast.staff.id, ReviewDecideIn(reviewId=review_id, approve=True), story.now
    )


# --- vouchers, favourites and blocks --------------------------------------------------


def sign_up_voucher(story: Story, centre: Centre) -> None:
    """The welcome voucher a centre gets when it signs up."""
    vouchers.issue_signup(story.db, centre, story.now)


def voucher_for(story: Story, centre: Centre, qualification: int) -> int:
    """The centre's usable voucher that expires first, for a booking of this qualification."""
    usable = vouchers.usable_list(story.db, centre, qualification, story.now).list
    if not usable:
        raise HistoryError(f"centre {centre.id} has no usable voucher")
    return min(usable, key=lambda v: v.expiresAt).id


def favourite(story: Story, centre: Centre, teacher: Teacher) -> None:
    favourites.add(story.db, centre, teacher.id, story.now)


def favourites_of(story: Story, centre: Centre) -> list[Teacher]:
    """The centre's favourite teachers, as its Favourites page lists them."""
    listed = favourites.favourite_page(story.db, centre, PageQuery(pageSize=PAGE)).list
    return [story.cast.with_id(item.teacherId) for item in listed]


def block(story: Story, centre: Centre, teacher: Teacher, reason: str) -> None:
    favourites.block(story.db, centre, BlockIn(teacherId=teacher.id, reason=reason), story.now)


# --- job offers ---------------------------------------------------------------------


def post_offer(story: Story, centre: Centre, offer: dict[str, Any]) -> int:
    return offers.create(story.db, centre, OfferIn.model_validate(offer), story.now).id


def apply_for_offer(story: Story, teacher: Teacher, offer_id: int, message: str) -> int:
    applied = offers.apply(story.db, teacher, ApplyIn(offerId=offer_id, message=message), story.now)
    assert applied.myApplicationId is not None
    return applied.myApplicationId


def shortlist(story: Story, centre: Centre, application_id: int) -> None:
    offers.shortlist(story.db, centre, application_id, story.now)


# --- support --------------------------------------------------------------------------


def open_ticket(
    story: Story, user: User, centre: Centre, category: int, subject: str, description: str
) -> str:
    """The centre asks for help; answers the ticket's number."""
    ticket = TicketIn(category=category, subject=subject, description=description)
    return support.submit(story.db, user, centre, ticket, story.now).ticketNo


def staff_reply(story: Story, ticket_no: str, body: str) -> None:
    support.staff_reply(
        story.db, story.cast.staff, ReplyIn(ticketNo=ticket_no, body=body), story.now
    )


def staff_note(story: Story, ticket_no: str, body: str) -> None:
    support.add_note(story.db, story.cast.staff, NoteIn(ticketNo=ticket_no, body=body), story.now)


def set_ticket_status(story: Story, ticket_no: str, status: int) -> None:
    support.staff_set_status(story.db, ticket_no, status, story.now)


def centre_reply(story: Story, user: User, centre: Centre, ticket_no: str, body: str) -> None:
    support.centre_reply(story.db, user, centre, ReplyIn(ticketNo=ticket_no, body=body), story.now)


def close_ticket(story: Story, centre: Centre, ticket_no: str) -> None:
    support.close(story.db, centre, ticket_no, story.now)


# --- teachers' papers and everyone's notices --------------------------------------------


def upload_document(
    story: Story,
    teacher: Teacher,
    kind: str,
    title: str,
    issued_on: date | None = None,
    expires_on: date | None = None,
) -> None:
    """A teacher uploads a document: a one-page PDF naming what it is."""
    name = f"{teacher.first_name} {teacher.last_name}"
    lines = [title, name, f"Registration {teacher.registration_number}"]
    if issued_on:
        lines.append(f"Issued {issued_on:%d %B %Y}")
    if expires_on:
        lines.append(f"Valid until {expires_on:%d %B %Y}")
    documents.upload(
        story.db,
        story.settings,
        teacher,
        kind=kind,
        file_name=f"{kind.replace('_', '-')}.pdf",
        data=paper(lines),
        issued_on=issued_on,
        expires_on=expires_on,
        today=story.local_day(story.now),
    )


def read_notices(story: Story, user: User) -> None:
    """Every notice so far is read (the bell's "mark all read")."""
    notices.mark_read(story.db, user.id, None)


def write_faq(
    story: Story, audience: str, english: tuple[str, str], chinese: tuple[str, str], sort: int
) -> None:
    """Content staff write a question and its answer in both languages, shown."""
    content.faq_save(
        story.db,
        FaqSaveIn.model_validate(
            {
                "title": english[0],
                "content": english[1],
                "titleZh": chinese[0],
                "contentZh": chinese[1],
                "audience": audience,
                "sort": sort,
                "shown": True,
            }
        ),
    )


def help_category(story: Story, audience: str, name: str, name_zh: str) -> int:
    payload = {"name": name, "nameZh": name_zh, "audience": audience}
    return content.category_save(story.db, CategorySaveIn.model_validate(payload)).id


def publish_article(
    story: Story, category_id: int, english: tuple[str, str], chinese: tuple[str, str]
) -> None:
    """A help article in both languages, published."""
    payload = {
        "categoryId": category_id,
        "title": english[0],
        "body": english[1],
        "titleZh": chinese[0],
        "bodyZh": chinese[1],
        "status": "published",
    }
    content.article_save(story.db, ArticleSaveIn.model_validate(payload), story.now)
