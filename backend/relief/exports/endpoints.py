"""The staff calls of exports: one `POST /api/admin/<list>/export` for each
list of the registry (`lists.LISTS`), made here from its entry, and the two
calls every export shares: its progress and its file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends
from fastapi.responses import Response

from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.config import Settings, get_settings
from relief.exports import service, workbook
from relief.exports.lists import LISTS, ExportList
from relief.exports.schemas import ExportIdIn, ExportIn, ExportJob
from relief.kit.downloads import content_disposition
from relief.kit.envelope import Envelope, ok
from relief.kit.inputs import Id

router = APIRouter(tags=["admin console"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


def _starter(entry: ExportList) -> Callable[..., Envelope[ExportJob]]:
    def start(
        payload: ExportIn, caller: Principal, db: DB, settings: Settings
    ) -> Envelope[ExportJob]:
        zone = ZoneInfo(settings.time_zone)
        return ok(service.start(db, caller.user.id, entry.name, payload, zone))

    # The body is the list's own, and the permission the list's.
    start.__annotations__ = {
        "payload": entry.body,
        "caller": Annotated[Principal, May(entry.permission)],
        "db": DB,
        "settings": SettingsDep,
        "return": Envelope[ExportJob],
    }
    start.__name__ = f"{entry.name}_export"
    start.__doc__ = (
        f"Export the {entry.title.lower()} list to a spreadsheet in the background: every "
        "row its filter finds (paging aside), in its order, with the columns given (keys of "
        "its items, headed by their titles). Answers the export, queued; follow it with "
        "`/api/admin/export/status`."
    )
    return start


for _entry in LISTS.values():
    router.add_api_route(
        _entry.path or f"/admin/{_entry.name}/export",
        _starter(_entry),
        methods=["POST"],
        response_model=Envelope[ExportJob],
    )


@router.post("/admin/export/status", response_model=Envelope[ExportJob])
def export_status(
    payload: ExportIdIn, caller: Annotated[Principal, May(Permission.export_read)], db: DB
) -> Envelope[ExportJob]:
    """An export's progress. Only the staff member who asked sees it, while
    they hold its list's permission; to anyone else it does not exist."""
    return ok(service.status(db, caller.user.id, payload.id))


XLSX: dict[int | str, dict[str, Any]] = {200: {"content": {workbook.MEDIA_TYPE: {}}}}


@router.get("/admin/export/file/{id}", response_class=Response, responses=XLSX)
def export_file(
    id: Id,
    caller: Annotated[Principal, May(Permission.export_read)],
    db: DB,
) -> Response:
    """A ready export's workbook, as an attachment, for the staff member who asked."""
    name, content = service.file(db, caller.user.id, id)
    return Response(
        content=content,
        media_type=workbook.MEDIA_TYPE,
        headers={
            "Content-Disposition": content_disposition(name, inline=False),
            "Cache-Control": "private, no-store",
        },
    )
