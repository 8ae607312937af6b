"""Every value a request carries has a shape that no input can break: texts are
a `Line` or a `Text` (no control characters), dates and times a `Day` or a
`Moment` (years 1900 to 2999), whole numbers have an upper bound inside the
database's integer range. The walk covers every call, so a new one cannot
forget."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, datetime
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

import pytest
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from pydantic import AwareDatetime, BaseModel
from pydantic.fields import FieldInfo
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.devclock.endpoints import router as devclock_router
from relief.kit.inputs import (
    FREE_TEXT,
    IN_YEARS,
    MAX_ID,
    MOMENT_IN_YEARS,
    ONE_LINE,
    Day,
    Id,
    Line,
    Text,
)
from relief.main import ROUTERS, create_api
from relief.worker.endpoints import router as worker_router
from tests.factories import make_centre, make_staff, make_teacher, sign_in
from tests.images import png


def _flat(metadata: list[Any]) -> list[Any]:
    flat: list[Any] = []
    for item in metadata:
        if isinstance(item, FieldInfo):
            flat.extend(_flat(list(item.metadata)))
        else:
            flat.append(item)
    return flat


def problems(where: str, annotation: Any, metadata: list[Any]) -> Iterator[str]:
    """What is unbounded or unchecked in a request value of this type."""
    metadata = _flat(metadata)
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *extra = get_args(annotation)
        yield from problems(where, base, [*metadata, *extra])
    elif origin in (Union, UnionType, list, set, frozenset, tuple):
        for argument in get_args(annotation):
            yield from problems(where, argument, metadata if origin in (Union, UnionType) else [])
    elif origin is Literal or annotation in (type(None), bool):
        return
    elif annotation in (date, datetime, AwareDatetime):
        if not any(item is IN_YEARS or item is MOMENT_IN_YEARS for item in metadata):
            yield f"{where}: a date or time that is neither Day nor Moment"
    elif annotation is str:
        if not any(item is ONE_LINE or item is FREE_TEXT for item in metadata):
            yield f"{where}: a text that is neither Line nor Text"
    elif annotation is int:
        highest = [getattr(m, "le", None) for m in metadata] + [
            getattr(m, "lt", None) for m in metadata
        ]
        bounds = [bound for bound in highest if bound is not None]
        if not bounds or min(bounds) > MAX_ID:
            yield f"{where}: a whole number without an upper bound"
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
        for name, field in annotation.model_fields.items():
            yield from problems(f"{where}.{name}", field.annotation, list(field.metadata))


def dependants(dependant: Dependant) -> Iterator[Dependant]:
    yield dependant
    for inner in dependant.dependencies:
        yield from dependants(inner)


def request_values(route: APIRoute) -> Iterator[tuple[str, Any, list[Any]]]:
    for dependant in dependants(route.dependant):
        for params in (
            dependant.path_params,
            dependant.query_params,
            dependant.header_params,
            dependant.cookie_params,
            dependant.body_params,
        ):
            for param in params:
                info = param.field_info
                yield param.name, info.annotation, list(info.metadata)


def test_every_text_date_and_number_of_every_request_has_a_bounded_shape(
    settings: Settings,
) -> None:
    routes = [
        route
        for router in (*ROUTERS, devclock_router, worker_router)
        for route in router.routes
        if isinstance(route, APIRoute)
    ]
    # The walk sees every call of the API document (with the development calls).
    document = create_api(settings.model_copy(update={"demo_data": True})).openapi()
    assert len(routes) == sum(len(ops) for ops in document["paths"].values())
    found = [
        f"{route.path} {problem}"
        for route in routes
        for name, annotation, metadata in request_values(route)
        for problem in problems(name, annotation, metadata)
    ]
    assert not found, "\n".join(found)


class _Forgetful(BaseModel):
    name: str
    ids: list[int]
    good: list[Id]
    note: Text | None = None
    title: Line
    starts: AwareDatetime
    on: Day | None = None


def test_the_walk_finds_a_plain_text_an_unbounded_number_and_a_plain_time() -> None:
    assert sorted(problems("body", _Forgetful, [])) == [
        "body.ids: a whole number without an upper bound",
        "body.name: a text that is neither Line nor Text",
        "body.starts: a date or time that is neither Day nor Moment",
    ]


LINES = ["Kowhai\x00Kids", "Kowhai\nKids", "Kowhai\tKids", "Kowhai\u2028Kids", "Kowhai\x85Kids"]


@pytest.mark.parametrize("name", LINES)
def test_a_name_is_one_line_without_control_characters(
    client: TestClient, db: Session, name: str
) -> None:
    user, centre = make_centre(db)
    token = sign_in(client, user.email)
    body = {
        "name": name,
        "contactPerson": "Aroha Ngata",
        "latitude": -36.879,
        "longitude": 174.629,
    }
    for lang, message in (
        (
            "en",
            "Parameter error: name must be a single line without control characters.",
        ),
        ("zh-CN", "参数错误：name 必须是单行文字，且不能包含控制字符。"),
    ):
        answer = client.post(
            "/api/center/profile/update",
            json=body,
            headers={"Authorization": f"Bearer {token}", "Accept-Language": lang},
        ).json()
        assert (answer["rtn_code"], answer["rtn_msg"]) == (1000, message)
    db.refresh(centre)
    assert centre.name == "Kowhai Kids Centre"


def test_a_free_text_keeps_its_line_breaks_but_no_other_control_characters(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    headers = {"Authorization": f"Bearer {token}"}
    refused = client.post(
        "/api/center/support/ticket/submit",
        json={"category": 1, "subject": "Invoice", "description": "Which\x00week?"},
        headers={**headers, "Accept-Language": "zh-CN"},
    ).json()
    assert (refused["rtn_code"], refused["rtn_msg"]) == (
        1000,
        "参数错误：description 不能包含控制字符。",
    )
    english = client.post(
        "/api/center/support/ticket/submit",
        json={"category": 1, "subject": "Invoice", "description": "Which\x1bweek?"},
        headers=headers,
    ).json()
    assert english["rtn_msg"] == "Parameter error: description must not contain control characters."
    taken = client.post(
        "/api/center/support/ticket/submit",
        json={"category": 1, "subject": "Invoice", "description": "Which week?\r\n\tThe 3rd."},
        headers=headers,
    ).json()
    assert taken["rtn_code"] == 0, taken
    assert taken["rtn_data"]["messages"][0]["body"] == "Which week?\r\n\tThe 3rd."


def test_a_title_for_an_e_mail_subject_is_one_line(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    answer = client.post(
        "/api/center/offer/create",
        json={"title": "Head teacher\r\nBcc: everyone@example.com"},
        headers={"Authorization": f"Bearer {token}"},
    ).json()
    assert answer["rtn_code"] == 1000
    assert answer["rtn_msg"].startswith("Parameter error: title must be a single line")


def test_a_lone_surrogate_is_refused(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    answer = client.post(
        "/api/center/favourite/search",
        content=b'{"firstName": "Ar\\ud800oha"}',
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    ).json()
    assert answer["rtn_code"] == 1000, answer


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/center/job/book/detail", {"bookingId": 2**31}),
        ("/center/job/book/detail", {"bookingId": 2**63}),
        ("/center/favourite/add", {"teacherId": 2**31}),
        ("/center/support/ticket/submit", {"category": 1, "fileIds": [2**31]}),
        ("/center/job/create/process", {"processType": 1, "favouriteTeacherIds": [2**63]}),
    ],
)
def test_an_id_beyond_the_database_range_is_a_parameter_error(
    client: TestClient, db: Session, path: str, body: dict[str, Any]
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    response = client.post(f"/api{path}", json=body, headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200
    assert response.json()["rtn_code"] == 1000, response.text


def test_ids_beyond_the_range_are_refused_for_teachers_and_staff(
    client: TestClient, db: Session
) -> None:
    teacher_user, _ = make_teacher(db)
    staff = make_staff(db)
    teacher = client.post(
        "/api/teacher/login", json={"userName": teacher_user.email, "password": "Correct-Horse-42"}
    ).json()["rtn_data"]["token"]
    admin = client.post(
        "/api/admin/login", json={"userName": staff.email, "password": "Correct-Horse-42"}
    ).json()["rtn_data"]["token"]
    for token, path, body in (
        (teacher, "/teacher/invite/answer", {"inviteId": 2**31, "interested": True}),
        (teacher, "/teacher/offer/apply", {"offerId": 2**40}),
        (admin, "/admin/user/enabled", {"userId": 2**31, "enabled": True}),
        (admin, "/admin/invoice/paid", {"invoiceId": 2**63}),
    ):
        answer = client.post(
            f"/api{path}", json=body, headers={"Authorization": f"Bearer {token}"}
        ).json()
        assert answer["rtn_code"] == 1000, (path, answer)


def test_a_token_of_any_bytes_is_a_plain_sign_in_request(client: TestClient) -> None:
    for token in (b"\xe9t\xe9", b"\xff\xfe", "令牌".encode()):
        response = client.post(
            "/api/center/job/book/list", json={}, headers={b"Authorization": b"Bearer " + token}
        )
        assert response.status_code == 200
        assert response.json()["rtn_code"] == 1001


@pytest.mark.parametrize(
    ("sent", "kept"),
    [
        ("rota\x00\x1b.png", "rota.png"),
        ("C:\\Users\\mere\\rota.png", "rota.png"),
        ("../../etc/rota.png", "rota.png"),
        ("\u2028\x7f.png", ".png"),
        ("\x00", "file"),
        ("x" * 300 + ".png", "x" * 251 + ".png"),
    ],
)
def test_an_uploaded_file_name_is_kept_on_one_line(
    client: TestClient, db: Session, sent: str, kept: str
) -> None:
    user, _ = make_centre(db)
    token = sign_in(client, user.email)
    # Written by hand: a client library would escape the name's characters.
    form = (
        b"--edge\r\n"
        b'Content-Disposition: form-data; name="file"; filename="'
        + sent.encode()
        + b'"\r\nContent-Type: image/png\r\n\r\n'
        + png()
        + b"\r\n--edge--\r\n"
    )
    answer = client.post(
        "/api/center/support/ticket/upload",
        content=form,
        headers={
            "Authorization": f"Bearer {token}",
            "Content-Type": "multipart/form-data; boundary=edge",
        },
    ).json()
    assert answer["rtn_code"] == 0, answer
    assert answer["rtn_data"]["fileName"] == kept


FAR_DAYS = ["9999-12-31", "0001-01-01", "1899-12-31", "3000-01-01"]
FAR_MOMENTS = ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "3000-01-01T00:00:00Z"]


def test_dates_and_times_beyond_the_years_are_refused_by_name(
    client: TestClient, db: Session
) -> None:
    user, _ = make_centre(db)
    centre = {"Authorization": f"Bearer {sign_in(client, user.email)}"}
    teacher_user, _ = make_teacher(db)
    teacher = {
        "Authorization": "Bearer "
        + client.post(
            "/api/teacher/login",
            json={"userName": teacher_user.email, "password": "Correct-Horse-42"},
        ).json()["rtn_data"]["token"]
    }
    draft = {"bookingType": 1, "numberOfTeachers": 1, "qualification": 1, "gender": 0}
    calls: list[tuple[dict[str, str], str, dict[str, Any], str]] = []
    for day in FAR_DAYS:
        calls += [
            (centre, "/center/job/book/list", {"dateFrom": day}, "dateFrom"),
            (centre, "/center/job/book/upcoming", {"dateTo": day}, "dateTo"),
            (centre, "/center/calendar/list", {"dateFrom": day, "dateTo": day}, "dateFrom"),
            (centre, "/center/finder/list", {"availableOn": day}, "availableOn"),
            (teacher, "/teacher/availability/list", {"from": day, "to": day}, "from"),
        ]
    for moment in FAR_MOMENTS:
        times = {"jobStartTime": moment, "jobEndTime": "2030-01-01T15:00:00+13:00"}
        calls += [
            (
                centre,
                "/center/job/create/process",
                {"processType": 1, **draft, **times},
                "jobStartTime",
            ),
            (
                centre,
                "/center/job/create/process",
                {"processType": 3, "processId": "abc", **draft, **times},
                "jobStartTime",
            ),
            (
                centre,
                "/center/job/book/favorite/teacher/list",
                {**draft, **times, "teacherTalentPool": 1},
                "jobStartTime",
            ),
            (
                teacher,
                "/teacher/availability/add",
                {"startsAt": moment, "endsAt": moment},
                "startsAt",
            ),
        ]
    for headers, path, body, field in calls:
        answer = client.post(f"/api{path}", json=body, headers=headers).json()
        assert (answer["rtn_code"], answer["rtn_msg"]) == (
            1000,
            f"Parameter error: {field} must be between the years 1900 and 2999.",
        ), (path, body)
    chinese = client.post(
        "/api/center/calendar/list",
        json={"dateFrom": "9999-12-31", "dateTo": "9999-12-31"},
        headers={**centre, "Accept-Language": "zh-CN"},
    ).json()
    assert chinese["rtn_msg"] == "参数错误：dateFrom 必须在 1900 年至 2999 年之间。"
    upload = client.post(
        "/api/teacher/document/upload",
        data={"kind": "first_aid", "expiresOn": "9999-12-31"},
        files={"file": ("first-aid.png", png(), "image/png")},
        headers=teacher,
    ).json()
    assert upload["rtn_code"] == 1000, upload


def test_the_last_day_of_the_years_is_still_a_day(client: TestClient, db: Session) -> None:
    user, _ = make_centre(db)
    headers = {"Authorization": f"Bearer {sign_in(client, user.email)}"}
    for path, body in (
        ("/center/calendar/list", {"dateFrom": "2999-12-31", "dateTo": "2999-12-31"}),
        ("/center/job/book/list", {"dateFrom": "1900-01-01", "dateTo": "2999-12-31"}),
        ("/center/finder/list", {"availableOn": "2999-12-31"}),
    ):
        answer = client.post(f"/api{path}", json=body, headers=headers).json()
        assert answer["rtn_code"] == 0, (path, answer)


@pytest.mark.parametrize("path", ["/user/password/login", "/teacher/login", "/admin/login"])
def test_a_nul_at_sign_in_is_a_parameter_error(client: TestClient, path: str) -> None:
    for body, field in (
        ({"userName": "kowhai\x00@example.test", "password": "x"}, "userName"),
        ({"userName": "kowhai@example.test", "password": "pass\x00word"}, "password"),
        ({"userName": "kowhai@example.test", "password": "x", "captcha": "AB\x003"}, "captcha"),
    ):
        answer = client.post(f"/api{path}", json=body).json()
        assert (answer["rtn_code"], answer["rtn_msg"]) == (
            1000,
            f"Parameter error: {field} must be a single line without control characters.",
        )
