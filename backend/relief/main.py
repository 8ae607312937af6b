"""The ASGI application: API under /api, the web apps beside it."""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from sqlalchemy import exc as db_errors
from sqlalchemy.orm import Session
from starlette.exceptions import HTTPException as StarletteHTTPException

from relief import messages
from relief.admin.endpoints import router as admin_router
from relief.announcements.endpoints import router as announcements_router
from relief.apidocs import endpoints as apidocs
from relief.appversions.endpoints import router as appversions_router
from relief.audit.endpoints import router as audit_router
from relief.audit.recorder import AuditRecorder
from relief.auth.deps import Reading, writing_sessions
from relief.auth.endpoints import router as session_router
from relief.authority.deps import document_permissions
from relief.authority.endpoints import router as authority_router
from relief.bookingdesk.endpoints import router as bookingdesk_router
from relief.bookings.endpoints import router as bookings_router
from relief.calendar.endpoints import router as calendar_router
from relief.centre.endpoints import router as centre_router
from relief.centre_admin.endpoints import router as centre_admin_router
from relief.codes.endpoints import router as codes_router
from relief.config import Environment, Settings, get_settings
from relief.content.endpoints import router as content_router
from relief.db import database_unavailable
from relief.dictionary.endpoints import router as dictionary_router
from relief.documents.endpoints import router as documents_router
from relief.errors import (
    AppError,
    BodyNotJson,
    BodyNotObject,
    FieldDayOutOfRange,
    FieldHasControlCharacters,
    FieldInvalid,
    FieldNotOneLine,
    FieldRequired,
    InvalidRequest,
    MethodNotAllowed,
    ParameterError,
    RouteNotFound,
    ServerError,
    ServiceUnavailable,
)
from relief.exports.endpoints import router as exports_router
from relief.favourites.endpoints import router as favourites_router
from relief.files.endpoints import router as files_router
from relief.finder.endpoints import router as finder_router
from relief.health.endpoints import router as health_router
from relief.invoices.endpoints import router as invoices_router
from relief.kit.headers import SecurityHeaders, security_headers
from relief.kit.inputs import ONE_LINE_PROBLEM, PATTERN_PROBLEMS, TEXT_PROBLEM
from relief.kit.limits import BodySizeLimit, ConcurrencyLimit
from relief.kit.webfiles import WebFiles
from relief.live.endpoints import router as live_router
from relief.notices.endpoints import router as notices_router
from relief.offers.endpoints import router as offers_router
from relief.push.endpoints import router as push_router
from relief.reference.endpoints import router as reference_router
from relief.reviews.endpoints import router as reviews_router
from relief.show.endpoints import router as show_router
from relief.signup.endpoints import router as signup_router
from relief.statistics.endpoints import centre_router as centre_statistics_router
from relief.statistics.endpoints import router as statistics_router
from relief.support.endpoints import router as support_router
from relief.teacherdesk.endpoints import router as teacherdesk_router
from relief.teachers.endpoints import router as teachers_router
from relief.timesheets.endpoints import router as timesheets_router
from relief.vetting.endpoints import router as vetting_router
from relief.voucherdesk.endpoints import router as voucherdesk_router
from relief.vouchers.endpoints import router as vouchers_router

log = logging.getLogger("relief")

API_PREFIX = "/api"
# Calls that stay open (a stream takes a database connection only for each
# short read), outside the limit of requests inside the API at once.
LONG_LIVED = frozenset({"/live/stream"})


def envelope_response(error: AppError, request: Request | None = None) -> JSONResponse:
    lang = messages.language(request.headers.get("accept-language") if request else None)
    return JSONResponse(
        status_code=error.http_status,
        content={
            "rtn_code": error.rtn_code,
            "rtn_msg": messages.text(error, lang),
            "rtn_data": error.answer_data(),
        },
    )


# Problems written by relief.kit.inputs, each a refusal of its own.
_PATTERN_REFUSALS: dict[str, type[InvalidRequest]] = {
    ONE_LINE_PROBLEM: FieldNotOneLine,
    TEXT_PROBLEM: FieldHasControlCharacters,
}


def validation_refusal(exc: RequestValidationError, lang: str = messages.ENGLISH) -> ParameterError:
    """The refusal of the first problem in a request, naming its field. In
    English a problem Pydantic words itself is given as it words it; in other
    languages the field is named as invalid."""
    errors: list[dict[str, Any]] = list(exc.errors())
    if not errors:
        return ParameterError()
    first = errors[0]
    parts = list(first.get("loc", ()))
    # Bodies are objects: a number right after "body" is the tag of a
    # discriminated union (body.1.jobStartTime), not a position.
    if len(parts) > 2 and parts[0] == "body" and isinstance(parts[1], int):
        del parts[1]
    loc = [str(part) for part in parts if part not in ("body", "query")]
    field = ".".join(loc)
    kind = first.get("type", "")
    if kind == "json_invalid":
        return BodyNotJson()
    if kind in ("model_attributes_type", "dict_type") and not field:
        return BodyNotObject()
    problem = str(first.get("msg", "is invalid")).rstrip(".")
    problem = problem[0].lower() + problem[1:] if problem else "is invalid"
    if not field:
        return ParameterError(written=f"Parameter error: {problem}.")
    if kind == "missing":
        return FieldRequired(field)
    if kind == "string_pattern_mismatch":
        pattern_problem = PATTERN_PROBLEMS.get(first.get("ctx", {}).get("pattern"))
        if pattern_problem is not None:
            # A text with control characters (see relief.kit.inputs).
            return _PATTERN_REFUSALS[pattern_problem](field)
    if kind == "day":
        return FieldDayOutOfRange(field)
    if lang == messages.ENGLISH:
        return FieldInvalid(field, written=f"Parameter error: {field} {problem}.")
    return FieldInvalid(field)


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def app_error(request: Request, exc: AppError) -> Response:
        return envelope_response(exc, request)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> Response:
        lang = messages.language(request.headers.get("accept-language"))
        return envelope_response(validation_refusal(exc, lang), request)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 404:
            return envelope_response(RouteNotFound(), request)
        if exc.status_code == 405:
            return envelope_response(MethodNotAllowed(), request)
        error = ParameterError(written=str(exc.detail))
        return JSONResponse(
            status_code=exc.status_code,
            content={"rtn_code": error.rtn_code, "rtn_msg": error.msg, "rtn_data": None},
        )

    @app.exception_handler(db_errors.SQLAlchemyError)
    async def database_error(request: Request, exc: db_errors.SQLAlchemyError) -> Response:
        if database_unavailable(exc):
            cause = getattr(exc, "orig", None) or exc
            log.warning(
                "database unavailable on %s %s: %s",
                request.method,
                request.url.path,
                str(cause).partition("\n")[0],
            )
            return envelope_response(ServiceUnavailable(), request)
        log.exception("database error on %s %s", request.method, request.url.path)
        return envelope_response(ServerError(), request)

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> Response:
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return envelope_response(ServerError(), request)


def install_clock_sync(app: FastAPI) -> None:
    """Outside production, follow the stored clock offset (at most once a second)."""
    from starlette.concurrency import run_in_threadpool

    from relief.db import get_sessionmaker
    from relief.devclock import service as devclock

    last = {"at": 0.0}

    def sync() -> None:
        try:
            with get_sessionmaker()() as db:
                devclock.load(db)
        except Exception as error:
            # The health check must still say that the database is away.
            if not database_unavailable(error):
                raise
            log.warning("the demo clock was not read: the database cannot be reached")

    @app.middleware("http")
    async def clock_sync(request: Request, call_next: Any) -> Response:
        if time.monotonic() - last["at"] > 1:
            last["at"] = time.monotonic()
            await run_in_threadpool(sync)
        response: Response = await call_next(request)
        return response


# Every feature's calls, in the order the API document lists them.
ROUTERS = (
    session_router,
    show_router,
    centre_router,
    centre_statistics_router,
    notices_router,
    live_router,
    dictionary_router,
    bookings_router,
    teachers_router,
    push_router,
    documents_router,
    codes_router,
    signup_router,
    files_router,
    favourites_router,
    finder_router,
    calendar_router,
    offers_router,
    support_router,
    invoices_router,
    vouchers_router,
    voucherdesk_router,
    timesheets_router,
    reviews_router,
    admin_router,
    centre_admin_router,
    statistics_router,
    teacherdesk_router,
    authority_router,
    audit_router,
    announcements_router,
    bookingdesk_router,
    exports_router,
    vetting_router,
    health_router,
    reference_router,
    appversions_router,
    content_router,
)


def create_api(settings: Settings) -> FastAPI:
    """The API application, mounted at /api."""
    api = FastAPI(
        title="Relief API",
        version="1.0.0",
        description="The relief-teacher booking platform. Every answer is the envelope "
        "`{rtn_code, rtn_msg, rtn_data}`; docs/api.md lists the code catalogue.",
        servers=[{"url": API_PREFIX}],
        docs_url=None,
        redoc_url=None,
        openapi_url="/openapi.json" if settings.serves_api_docs else None,
    )
    install_error_handlers(api)
    if settings.serves_api_docs:
        apidocs.install(api, API_PREFIX)
    if not settings.is_production and settings.demo_data:
        from relief.devclock.endpoints import router as devclock_router
        from relief.worker.endpoints import router as worker_router

        api.include_router(devclock_router)
        api.include_router(worker_router)
    for router in ROUTERS:
        document_permissions(router)
        api.include_router(router)
    api.add_middleware(AuditRecorder, sessions=lambda: _writing(api))
    return api


def _writing(api: FastAPI) -> AbstractContextManager[Session]:
    """A session of its own, from where the calls get theirs (tests override it)."""
    source: Callable[[], Reading] = api.dependency_overrides.get(writing_sessions, writing_sessions)
    return source()()


def settle_garbage_collector() -> None:
    """Keep the collector off the request path.

    Everything built at start-up (routes, models, validators) lives as long as
    the process, so it is moved out of the collector's sight, and young objects
    are collected in larger batches: the long pauses of full collections over
    start-up objects were the slowest requests' main cost. Once per process.
    """
    if gc.get_freeze_count():
        return
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)


def create_app(settings: Settings | None = None) -> FastAPI:
    """The whole platform: the API under /api and the web apps beside it."""
    settings = settings or get_settings()
    if settings.is_production:
        # Production serves only a database whose invoices name the platform itself.
        from relief.setup import refuse_unsafe_start

        refuse_unsafe_start(settings)
    app = FastAPI(openapi_url=None, docs_url=None, redoc_url=None)
    api = create_api(settings)
    app.state.api = api

    if settings.environment is Environment.development:
        install_clock_sync(app)

    app.add_middleware(
        BodySizeLimit, max_bytes=settings.max_body_bytes, upload_max_bytes=settings.upload_max_bytes
    )
    app.add_middleware(
        SecurityHeaders,
        headers=security_headers(
            settings.map_tile_url, settings.map_geocoder_url, https=settings.serves_https
        ),
    )
    api.add_middleware(
        ConcurrencyLimit,
        limit=settings.db_pool_size + settings.db_max_overflow,
        unlimited=LONG_LIVED,
    )
    app.mount(API_PREFIX, api)
    settle_garbage_collector()
    if settings.web_dist.is_dir():
        app.mount("/", WebFiles(settings.web_dist), name="web")
    return app
