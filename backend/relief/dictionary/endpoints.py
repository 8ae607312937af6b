"""The dictionary lookup."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from relief.auth.deps import DB
from relief.dictionary import service
from relief.dictionary.schemas import DictionaryPageOut
from relief.kit.envelope import Envelope, ok
from relief.kit.inputs import Line

router = APIRouter(tags=["dictionary"])


@router.get("/dictDetail", response_model=Envelope[DictionaryPageOut])
def dictionary_detail(
    db: DB,
    dictName: Annotated[Line, Query(min_length=1, max_length=64)],
    page: Annotated[int, Query(ge=0, le=100_000)] = 0,
    size: Annotated[int, Query(ge=1, le=9999)] = 9999,
) -> Envelope[DictionaryPageOut]:
    """Entries of one dictionary by name, paged from 0 (the portal asks size 9999).
    Reference data, open without a session: the teacher sign-up reads the
    talent pools and age groups before there is an account."""
    return ok(service.lookup(db, dictName, page, size))
