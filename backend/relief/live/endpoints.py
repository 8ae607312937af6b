"""Live updates: a ticket for the caller's stream, and the stream itself."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import APIRouter, Depends, Header, Query
from fastapi.sse import EventSourceResponse, ServerSentEvent
from starlette.concurrency import run_in_threadpool

from relief.auth.deps import CurrentPrincipal, Reading, reading_sessions
from relief.config import Settings, get_settings
from relief.kit.envelope import Envelope, ok
from relief.kit.inputs import Id, Line
from relief.live import rules, service
from relief.live.schemas import LiveTicketOut

router = APIRouter(tags=["live"])
SettingsDep = Annotated[Settings, Depends(get_settings)]
Sessions = Annotated[Reading, Depends(reading_sessions)]


@router.post("/live/ticket", response_model=Envelope[LiveTicketOut])
def live_ticket(principal: CurrentPrincipal, settings: SettingsDep) -> Envelope[LiveTicketOut]:
    """A ticket, good for a minute, that opens the caller's stream of live
    updates (a browser's EventSource cannot send the session's header)."""
    return ok(service.ticket(principal, settings.secret_key))


def stream_timing(settings: SettingsDep) -> service.Timing:
    """How a stream paces itself (tests put theirs here)."""
    return service.timing(settings.database_url)


async def listener(
    ticket: Annotated[Line, Query(max_length=512, description="From POST /live/ticket")],
    sessions: Sessions,
    settings: SettingsDep,
) -> service.Listener:
    def check() -> service.Listener:
        with sessions() as db:
            return service.listener(db, ticket, settings.secret_key)

    return await run_in_threadpool(check)


@router.get("/live/stream", response_class=EventSourceResponse)
async def live_stream(
    who: Annotated[service.Listener, Depends(listener)],
    sessions: Sessions,
    settings: SettingsDep,
    pace: Annotated[service.Timing, Depends(stream_timing)],
    last_event_id: Annotated[Line | None, Header(alias="Last-Event-ID", max_length=32)] = None,
    lastEventId: Annotated[Id | None, Query(description="Resume after this event")] = None,
) -> AsyncIterator[ServerSentEvent]:
    """The caller's live updates as Server-Sent Events (`text/event-stream`):
    each event's data is `{kind, subjectId}` and its id its place. Events
    after `Last-Event-ID` (the browser's reconnection) or `lastEventId` come
    first, then each as it is committed; a comment keeps the line alive.
    Refused like any call (envelope, 1001) without a good ticket."""
    after = rules.resume_from(last_event_id, lastEventId)
    async for item in service.stream(who, after, sessions, pace, settings.database_url):
        yield item
