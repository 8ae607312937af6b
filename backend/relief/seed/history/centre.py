"""The demo centre beyond its bookings: signing up, favourites and a blocked
teacher, a job offer with applicants, support tickets answered by staff, and
the notices it has read."""

from __future__ import annotations

from relief.models import TicketStatus
from relief.seed.history import acts
from relief.seed.history.story import Steps, Story

FOUND_BY_NAME = 12  # a teacher the centre looked up and kept as a favourite
BLOCKED = 9
JOB_SEEKERS = (6, 18, 30)  # free job seekers who apply for the offer; 18 is shortlisted


def signs_up(story: Story) -> Steps:
    """The centre joins: its welcome voucher, which it never used (expired)."""
    yield story.start
    acts.sign_up_voucher(story, story.cast.centre)


def keeps_favourites_and_blocks_one(story: Story) -> Steps:
    """A teacher found by name becomes a favourite; another is blocked."""
    centre = story.cast.centre
    yield story.days_ago(20, "14:10")
    acts.favourite(story, centre, story.cast.teacher(FOUND_BY_NAME))
    yield story.days_ago(12, "16:40")
    acts.block(
        story,
        centre,
        story.cast.teacher(BLOCKED),
        "Left the room unattended twice; please do not send again.",
    )


def posts_a_job_offer(story: Story) -> Steps:
    """A permanent position, open for five weeks: three job seekers apply,
    one is shortlisted."""
    centre = story.cast.centre
    yield story.days_ago(12, "10:00")
    offer_id = acts.post_offer(
        story,
        centre,
        {
            "title": "Permanent teacher for our toddler room",
            "description": "Join a warm team of five in our toddler room (18 months to 3 "
            "years). Registered teacher, full-time, Monday to Friday.",
            "workType": 1,
            "rateRange": 3,
            "startsOn": story.days_ahead(21),
            "expiresOn": story.days_ahead(35),
        },
    )
    messages = (
        "Six years with toddlers in West Auckland; I live ten minutes away.",
        "Fluent in te reo Maori and Samoan; I love the toddler age.",
        "Newly back from overseas and looking for a permanent team.",
    )
    application_ids = []
    for days, number, message in zip((11, 9, 4), JOB_SEEKERS, messages, strict=True):
        yield story.days_ago(days, "20:15")
        application_ids.append(
            acts.apply_for_offer(story, story.cast.teacher(number), offer_id, message)
        )
        if number == JOB_SEEKERS[1]:
            yield story.days_ago(days - 1, "09:10")
            acts.shortlist(story, centre, application_ids[-1])


def asks_for_help(story: Story) -> Steps:
    """Support tickets in several states, answered by staff: closed, resolved,
    waiting on the centre, being handled, and a new one."""
    user, centre = story.cast.centre_user, story.cast.centre
    yield story.days_ago(38, "10:20")
    gst = acts.open_ticket(
        story,
        user,
        centre,
        2,
        "Our GST number on invoices",
        "Our first invoice shows our GST number without dashes. Is that right?",
    )
    yield story.days_ago(37, "09:05")
    acts.staff_reply(
        story, gst, "It is the same number; we now print it as 123-456-789 on every invoice."
    )
    acts.set_ticket_status(story, gst, TicketStatus.resolved)
    yield story.days_ago(35, "15:00")
    acts.close_ticket(story, centre, gst)

    yield story.days_ago(16, "13:30")
    fee = acts.open_ticket(
        story,
        user,
        centre,
        1,
        "How does the cancellation fee work?",
        "If we cancel the evening before, what do we pay?",
    )
    yield story.days_ago(16, "15:10")
    acts.staff_reply(
        story,
        fee,
        "Inside 24 hours of the start, 30% of the cancelled day; earlier, nothing. "
        "The fee shows before you confirm the cancellation.",
    )
    acts.set_ticket_status(story, fee, TicketStatus.resolved)

    yield story.days_ago(9, "11:45")
    contact = acts.open_ticket(
        story,
        user,
        centre,
        5,
        "A second contact for bookings",
        "Our assistant manager should get booking e-mails too. Can we add her?",
    )
    yield story.days_ago(8, "10:00")
    acts.staff_reply(
        story, contact, "Happy to. Please send us her name, e-mail address and mobile number."
    )
    acts.set_ticket_status(story, contact, TicketStatus.waiting)

    yield story.days_ago(3, "16:20")
    entrance = acts.open_ticket(
        story,
        user,
        centre,
        3,
        "Reliever could not find our entrance",
        "This morning's reliever went to the school gate first and arrived late.",
    )
    yield story.days_ago(2, "09:30")
    acts.staff_note(story, entrance, "Suggest directions in the booking notes.")
    acts.staff_reply(
        story,
        entrance,
        "Sorry about that. A line in the booking notes (for example 'entrance on "
        "Railside Avenue') reaches every teacher you book; we are checking with the reliever.",
    )

    yield story.before_end(hours=5)
    acts.open_ticket(
        story,
        user,
        centre,
        6,
        "Confirmation e-mails land in spam",
        "Our booking confirmations went to the spam folder this week.",
    )


def reads_notices(story: Story) -> Steps:
    """The centre read its notices two days ago; what came since is unread."""
    yield story.days_ago(2, "08:10")
    acts.read_notices(story, story.cast.centre_user)
