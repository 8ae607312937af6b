"""The second demo centre, on the North Shore: it joined three weeks ago and
has a few bookings of its own (finished, confirmed, matching), a support
ticket, and its welcome voucher still to use. Signed in as either centre, a
visitor sees none of the other's records."""

from __future__ import annotations

from datetime import timedelta

from relief.seed.accounts import open_second_centre
from relief.seed.history import acts
from relief.seed.history.flows import Sheet, booked, worked
from relief.seed.history.story import Steps, Story

DAY = ("08:30", "15:00")
NEAREST = 45  # teacher45@example.com lives in Takapuna


def a_second_centre(story: Story) -> Steps:
    yield story.days_ago(20, "11:00")
    user, centre = open_second_centre(story.db, story.cast)
    acts.sign_up_voucher(story, centre)

    day = story.workday(-4)
    finished = yield from booked(
        story,
        centre,
        [day],
        created=story.at(day - timedelta(days=2), "15:00"),
        prefer=[story.cast.teacher(NEAREST)],
        notes="Kowhaiwhai room, under-twos.",
    )
    yield from worked(story, centre, finished, Sheet.as_is, DAY)

    yield from booked(
        story,
        centre,
        [story.workday(3)],
        created=story.days_ago(2, "09:40"),
        notes="Pohutukawa room.",
    )
    yield story.days_ago(1, "14:05")
    acts.open_ticket(
        story,
        user,
        centre,
        7,
        "Parking for relievers",
        "Where should relievers park? Our own car park is full by 8.",
    )
    yield story.before_end(minutes=6)
    acts.book(story, centre, story.workday(4), notes="Pohutukawa room, afternoon nap duty.")
