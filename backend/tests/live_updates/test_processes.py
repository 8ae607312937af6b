"""Live updates cross processes through PostgreSQL: a change made through
one API process reaches a stream open on another, and a stream cut and
opened again after its last event misses nothing and repeats nothing."""

from __future__ import annotations

import queue
from collections.abc import Iterator

import pytest
from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from relief.db import make_engine
from relief.models import LiveEvent
from tests.booking_helpers import draft
from tests.factories import make_centre
from tests.live import (
    Stream,
    api_server,
    drop_database,
    fresh_database,
    on_postgresql,
    post,
    token_for,
)

pytestmark = pytest.mark.skipif(
    not on_postgresql(), reason="live updates cross processes through PostgreSQL"
)

# Well inside the stream's own re-read (30 s): an event sooner than this was woken by NOTIFY.
ARRIVES_WITHIN = 10.0


@pytest.fixture(scope="module")
def live_url() -> Iterator[str]:
    yield fresh_database("live")
    drop_database("live")


def create(base: str, token: str) -> int:
    quote = post(base, "/center/job/create/process", {"processType": 1, **draft()}, token)
    assert quote["rtn_code"] == 0, quote
    created = post(
        base,
        "/center/job/create",
        {**draft(), "processId": quote["rtn_data"]["quote"]["processId"]},
        token,
    )
    assert created["rtn_code"] == 0, created
    booking_id: int = created["rtn_data"]["bookingId"]
    return booking_id


def test_a_change_through_one_process_reaches_a_stream_on_another(live_url: str) -> None:
    engine = make_engine(live_url)
    with Session(engine) as db, db.begin():
        user, centre = make_centre(db, agreed=True)
        token = token_for(db, user.id)
        user_id, centre_id = user.id, centre.id

    def centres_events(after: int) -> list[int]:
        with Session(engine) as db:
            return list(
                db.scalars(
                    select(LiveEvent.id)
                    .where(
                        LiveEvent.id > after,
                        or_(LiveEvent.user_id == user_id, LiveEvent.centre_id == centre_id),
                    )
                    .order_by(LiveEvent.id)
                )
            )

    with api_server(live_url, workers=1) as a, api_server(live_url, workers=1) as b:
        stream = Stream(b, token, wait=ARRIVES_WITHIN)
        ready = stream.next()
        assert ready["kind"] == "ready"

        first = create(a, token)
        heard = stream.next()
        assert (heard["kind"], heard["subjectId"]) == ("booking", first)
        # Everything the change wrote for this centre arrives, once.
        expected = centres_events(ready["id"])
        got = [heard["id"]] + [stream.next()["id"] for _ in expected[1:]]
        assert got == expected
        last = got[-1]

        stream.cut()
        second = create(a, token)
        meanwhile = centres_events(last)
        assert meanwhile

        again = Stream(b, token, last=last, wait=ARRIVES_WITHIN)
        assert again.next()["kind"] == "ready"
        resumed = [again.next() for _ in meanwhile]
        assert [e["id"] for e in resumed] == meanwhile
        assert ("booking", second) in {(e["kind"], e["subjectId"]) for e in resumed}
        with pytest.raises(queue.Empty):
            again.events.get(timeout=1.0)
        again.cut()
    engine.dispose()
