"""The centre's calendar, and the calendar feeds of centres and teachers."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Header, Response

from relief.auth.deps import DB, CurrentCentre, CurrentTeacher
from relief.calendar import service
from relief.calendar.schemas import CalendarFeedOut, CalendarIn, CalendarOut
from relief.config import Settings, get_settings
from relief.kit.clock import now
from relief.kit.envelope import Envelope, ok
from relief.kit.inputs import Line

router = APIRouter(tags=["calendar"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


@router.post("/center/calendar/list", response_model=Envelope[CalendarOut])
def calendar_list(payload: CalendarIn, caller: CurrentCentre, db: DB) -> Envelope[CalendarOut]:
    """The centre's booking days and the public holidays of a date range."""
    return ok(service.calendar(db, caller.centre, payload))


@router.post("/center/calendar/feed", response_model=Envelope[CalendarFeedOut])
def centre_feed(caller: CurrentCentre, db: DB, config: SettingsDep) -> Envelope[CalendarFeedOut]:
    """Whether the centre's calendar feed is on, and its address if so."""
    return ok(service.feed_state(db, caller.user, config))


@router.post("/center/calendar/feed/on", response_model=Envelope[CalendarFeedOut])
def centre_feed_on(caller: CurrentCentre, db: DB, config: SettingsDep) -> Envelope[CalendarFeedOut]:
    """Turn the centre's calendar feed on (on already: the same address)."""
    return ok(service.turn_feed_on(db, caller.user, config, now()))


@router.post("/center/calendar/feed/regenerate", response_model=Envelope[CalendarFeedOut])
def centre_feed_regenerate(
    caller: CurrentCentre, db: DB, config: SettingsDep
) -> Envelope[CalendarFeedOut]:
    """A new address for the centre's feed; the old one answers 404 at once."""
    return ok(service.regenerate_feed(db, caller.user, config, now()))


@router.post("/center/calendar/feed/off", response_model=Envelope[CalendarFeedOut])
def centre_feed_off(
    caller: CurrentCentre, db: DB, config: SettingsDep
) -> Envelope[CalendarFeedOut]:
    """Turn the centre's calendar feed off; its address answers 404."""
    return ok(service.turn_feed_off(db, caller.user, config))


@router.post("/teacher/calendar/feed", response_model=Envelope[CalendarFeedOut])
def teacher_feed(caller: CurrentTeacher, db: DB, config: SettingsDep) -> Envelope[CalendarFeedOut]:
    """Whether the teacher's calendar feed is on, and its address if so."""
    return ok(service.feed_state(db, caller.user, config))


@router.post("/teacher/calendar/feed/on", response_model=Envelope[CalendarFeedOut])
def teacher_feed_on(
    caller: CurrentTeacher, db: DB, config: SettingsDep
) -> Envelope[CalendarFeedOut]:
    """Turn the teacher's calendar feed on (on already: the same address)."""
    return ok(service.turn_feed_on(db, caller.user, config, now()))


@router.post("/teacher/calendar/feed/regenerate", response_model=Envelope[CalendarFeedOut])
def teacher_feed_regenerate(
    caller: CurrentTeacher, db: DB, config: SettingsDep
) -> Envelope[CalendarFeedOut]:
    """A new address for the teacher's feed; the old one answers 404 at once."""
    return ok(service.regenerate_feed(db, caller.user, config, now()))


@router.post("/teacher/calendar/feed/off", response_model=Envelope[CalendarFeedOut])
def teacher_feed_off(
    caller: CurrentTeacher, db: DB, config: SettingsDep
) -> Envelope[CalendarFeedOut]:
    """Turn the teacher's calendar feed off; its address answers 404."""
    return ok(service.turn_feed_off(db, caller.user, config))


@router.get(
    "/calendar/feed/{token}.ics",
    response_class=Response,
    responses={
        200: {"content": {"text/calendar": {}}, "description": "The feed (iCalendar)"},
        304: {"description": "Unchanged since the ETag asked with"},
        404: {"description": "No such feed (turned off, or its address replaced)"},
    },
)
def calendar_feed(
    token: Line,
    db: DB,
    config: SettingsDep,
    if_none_match: Annotated[Line | None, Header()] = None,
) -> Response:
    """A centre's or a teacher's jobs as iCalendar, for calendar apps to
    subscribe to; no sign-in: the secret token in the address is the key."""
    feed = service.feed_file(db, token, config, now())
    headers = {"ETag": feed.etag, "Cache-Control": "private, no-cache"}
    if if_none_match is not None and feed.etag in if_none_match:
        return Response(status_code=304, headers=headers)
    return Response(content=feed.body, media_type="text/calendar; charset=utf-8", headers=headers)
