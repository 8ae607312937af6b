"""Signed links to private files."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends
from fastapi.responses import Response
from pydantic import BaseModel

from relief.auth.deps import DB, CurrentPrincipal
from relief.config import Settings, get_settings
from relief.files import service
from relief.kit.clock import now
from relief.kit.downloads import file_response
from relief.kit.envelope import Envelope, Input, ok
from relief.kit.inputs import Id, Line

router = APIRouter(tags=["files"])
SettingsDep = Annotated[Settings, Depends(get_settings)]


class FileRef(Input):
    fileId: Id


class LinkOut(BaseModel):
    url: str
    expiresAt: datetime


@router.post("/file/get/private/file", response_model=Envelope[LinkOut])
def private_file_link(
    payload: FileRef, principal: CurrentPrincipal, db: DB, settings: SettingsDep
) -> Envelope[LinkOut]:
    """A short-lived signed link to a private file the caller may read."""
    link = service.link(db, settings, principal.user, payload.fileId, now())
    return ok(LinkOut(url=link.url, expiresAt=link.expires_at))


@router.get(
    "/file/private/{token}",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}, "image/jpeg": {}, "image/png": {}}}},
)
def private_file(token: Line, db: DB, settings: SettingsDep) -> Response:
    """The file behind a signed link, while the link lives."""
    stored, data = service.open_link(db, settings, token, now())
    return file_response(data, stored.content_type, stored.file_name)
