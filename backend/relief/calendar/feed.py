"""A calendar feed drawn as iCalendar (RFC 5545) from plain values: one VEVENT
a job, in its centre's time zone with that zone's VTIMEZONE."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal
from zoneinfo import ZoneInfo

from icalendar import Calendar, Event, vDuration, vGeo

from relief.calendar import rules
from relief.calendar.wording import why_called_off, words
from relief.kit.language import Language

PRODID = "-//Relief//Calendar feed//EN"
Owner = Literal["centre", "teacher"]


@dataclass(frozen=True)
class FeedJob:
    """What a feed shows of one job record."""

    job_record_id: int
    booking_id: int
    status: int
    extended: bool
    sequence: int
    starts_at: datetime
    ends_at: datetime
    break_minutes: int
    created_at: datetime
    updated_at: datetime
    teacher: str
    centre: str
    centre_phone: str | None
    address: str
    latitude: float
    longitude: float
    time_zone: str


def _summary(owner: Owner, job: FeedJob, language: Language) -> str:
    if owner == "centre":
        summary = words(language, "centre_summary", teacher=job.teacher, booking=job.booking_id)
    else:
        summary = words(language, "teacher_summary", centre=job.centre)
    if rules.event_status(job.status) == "CANCELLED":
        return words(language, "called_off", summary=summary)
    return summary


def _description(owner: Owner, job: FeedJob, language: Language) -> str:
    lines = [words(language, "booking", booking=job.booking_id)]
    if owner == "centre":
        lines.append(words(language, "teacher", teacher=job.teacher))
    else:
        lines.append(words(language, "centre", centre=job.centre))
        if job.centre_phone:
            lines.append(words(language, "phone", phone=job.centre_phone))
    if job.break_minutes:
        lines.append(words(language, "break", minutes=job.break_minutes))
    if job.extended:
        lines.append(words(language, "extended"))
    if why := why_called_off(language, job.status):
        lines.append(why)
    return "\n".join(lines)


def _event(owner: Owner, job: FeedJob, language: Language, domain: str) -> Event:
    zone = ZoneInfo(job.time_zone)
    event = Event()
    event.add("uid", rules.event_uid(job.job_record_id, domain))
    event.add("dtstamp", job.updated_at.astimezone(UTC))
    event.add("created", job.created_at.astimezone(UTC))
    event.add("last-modified", job.updated_at.astimezone(UTC))
    event.add("sequence", job.sequence)
    event.add("dtstart", job.starts_at.astimezone(zone))
    event.add("dtend", job.ends_at.astimezone(zone))
    event.add("summary", _summary(owner, job, language))
    event.add("description", _description(owner, job, language))
    if job.address:
        event.add("location", job.address)
    event.add("geo", vGeo((job.latitude, job.longitude)))
    event.add("status", rules.event_status(job.status))
    event.add(
        "transp", "TRANSPARENT" if rules.event_status(job.status) == "CANCELLED" else "OPAQUE"
    )
    return event


def render(owner: Owner, name: str, jobs: list[FeedJob], language: Language, domain: str) -> bytes:
    """The feed: its name, the refresh hint, each job's event, and the
    VTIMEZONE of each zone the events use, over the span they cover."""
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "PUBLISH")
    key = "centre_calendar" if owner == "centre" else "teacher_calendar"
    calendar.add("x-wr-calname", words(language, key, centre=name, teacher=name))
    refresh = timedelta(minutes=rules.REFRESH_MINUTES)
    calendar.add("refresh-interval", refresh, parameters={"VALUE": "DURATION"})
    calendar.add("x-published-ttl", vDuration(refresh))
    for job in jobs:
        calendar.add_component(_event(owner, job, language, domain))
    if jobs:
        first = min(job.starts_at for job in jobs).date() - timedelta(days=366)
        last = max(job.ends_at for job in jobs).date() + timedelta(days=366)
        calendar.add_missing_timezones(first_date=first, last_date=last)
    body: bytes = calendar.to_ical()
    return body
