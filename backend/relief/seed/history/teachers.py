"""The demo teachers beyond their jobs: the papers they uploaded (the demo
teacher's first aid certificate runs out within the month) and the notices
the demo teacher has read."""

from __future__ import annotations

from datetime import timedelta

from relief.seed.history import acts
from relief.seed.history.bookings import SECOND_TEACHER
from relief.seed.history.story import Steps, Story

FIRST_AID_LEFT_DAYS = 25  # the warning shows from 30 days before expiry


def keep_their_papers(story: Story) -> Steps:
    """The demo teacher uploads a CV and a first aid certificate that
    expires soon; the second teacher the practising certificate."""
    teacher = story.cast.demo_teacher
    yield story.days_ago(61, "20:10")
    acts.upload_document(story, teacher, "cv", "Curriculum vitae")
    expires = story.days_ahead(FIRST_AID_LEFT_DAYS)
    acts.upload_document(
        story,
        teacher,
        "first_aid",
        "Paediatric first aid certificate",
        issued_on=expires - timedelta(days=730),
        expires_on=expires,
    )
    second = story.cast.teacher(SECOND_TEACHER)
    yield story.days_ago(44, "07:45")
    expiry = second.registration_expiry
    acts.upload_document(
        story,
        second,
        "registration",
        "Practising certificate",
        issued_on=expiry - timedelta(days=3 * 365) if expiry else None,
        expires_on=expiry,
    )


def demo_teacher_reads_notices(story: Story) -> Steps:
    """The demo teacher read the notices four days ago; newer ones are unread."""
    yield story.days_ago(4, "07:30")
    acts.read_notices(story, story.cast.demo_teacher_user)
