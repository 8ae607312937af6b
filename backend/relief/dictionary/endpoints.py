"""The dictionary lookup."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query

from relief.auth.deps import DB
from relief.auth.service import Principal
from relief.authority.catalogue import Permission
from relief.authority.deps import May
from relief.dictionary import service
from relief.dictionary.schemas import (
    DictionaryEntryChangeIn,
    DictionaryEntryIn,
    DictionaryEntryOut,
    DictionaryListOut,
    DictionaryPageOut,
)
from relief.kit.envelope import Empty, Envelope, ok
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


@router.post("/dictDetail", response_model=Envelope[DictionaryEntryOut])
def dictionary_entry_add(
    payload: DictionaryEntryIn,
    caller: Annotated[Principal, May(Permission.dictionary_edit)],
    db: DB,
) -> Envelope[DictionaryEntryOut]:
    """A new entry of a dictionary (staff): its value, unique in the
    dictionary, and its words in English and Chinese."""
    return ok(service.add_entry(db, payload))


@router.put("/dictDetail", response_model=Envelope[DictionaryEntryOut])
def dictionary_entry_change(
    payload: DictionaryEntryChangeIn,
    caller: Annotated[Principal, May(Permission.dictionary_edit)],
    db: DB,
) -> Envelope[DictionaryEntryOut]:
    """New words or place for an entry (staff); its value stays, since
    bookings and profiles keep it."""
    return ok(service.change_entry(db, payload))


@router.delete("/dictDetail/{entry_id}", response_model=Envelope[Empty])
def dictionary_entry_remove(
    entry_id: Annotated[int, Path(ge=1, le=2**31 - 1)],
    caller: Annotated[Principal, May(Permission.dictionary_edit)],
    db: DB,
) -> Envelope[Empty]:
    """Remove an entry (staff): forms stop offering it."""
    service.remove_entry(db, entry_id)
    return ok(Empty())


@router.get("/admin/dictionary/list", response_model=Envelope[DictionaryListOut])
def dictionary_list(
    caller: Annotated[Principal, May(Permission.dictionary_edit)], db: DB
) -> Envelope[DictionaryListOut]:
    """Every dictionary by name, with its description and number of entries
    (staff): the console's dictionary page lists them beside their entries."""
    return ok(service.listed(db))
