"""The dictionary lookup."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from relief.auth.deps import DB, CurrentPrincipal
from relief.dictionary import service
from relief.dictionary.schemas import DictionaryPageOut
from relief.kit.envelope import Envelope, ok

router = APIRouter(tags=["dictionary"])


@router.get("/dictDetail", response_model=Envelope[DictionaryPageOut])
def dictionary_detail(
    _: CurrentPrincipal,
    db: DB,
    dictName: Annotated[str, Query(min_length=1, max_length=64)],
    page: Annotated[int, Query(ge=0, le=100_000)] = 0,
    size: Annotated[int, Query(ge=1, le=9999)] = 9999,
) -> Envelope[DictionaryPageOut]:
    """Entries of one dictionary by name, paged from 0 (the portal asks size 9999)."""
    return ok(service.lookup(db, dictName, page, size))
