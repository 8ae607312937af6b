"""Exports of the admin lists: asking for one, following it, reading the
file, and the worker's task that builds it.

Only the staff member who asked reads an export, and only while their roles
still hold the list's permission; anyone else is answered as if it did not
exist. The task runs in steps, each in its own transaction (the worker's):

1. place: every key the list's filter finds, in the list's order, among
   what the staff member's data scope lets them see, is placed as a
   numbered row (`total` is known from then on);
2. write: the next `rules.BATCH` rows are read by key and their chosen cells
   kept (`done` moves);
3. finish: the workbook is written from the kept cells and stored in the
   export's row, which is then ready; the placed rows go.

A step that fails is retried by the worker and parked after its attempts;
the export then answers `failed` (and carries on if staff retry the task).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from datetime import datetime
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.authority import service as authority
from relief.exports import repository, rules, workbook
from relief.exports.errors import (
    ExportColumnRepeated,
    ExportColumnUnknown,
    ExportMissing,
    ExportNotReady,
)
from relief.exports.lists import LISTS, ExportList
from relief.exports.schemas import ExportIn, ExportJob
from relief.kit.clock import now
from relief.models import ExportJob as JobRow
from relief.models import ExportStatus, Task
from relief.tasks import handles, schedule

BUILD = "export.build"
FORGET = "export.forget"


def _job(job: JobRow, parked: bool) -> ExportJob:
    status = ExportStatus.failed if parked else ExportStatus(job.status)
    return ExportJob(
        id=job.id,
        list=job.list_name,
        status=status.value,
        done=job.done,
        total=job.total,
        fileName=job.file_name,
        createdAt=job.created_at,
        finishedAt=job.finished_at,
        expiresAt=job.expires_at,
    )


def start(db: Session, owner_id: int, name: str, payload: ExportIn, zone: ZoneInfo) -> ExportJob:
    """Queue an export of a list: its filter and sort as the list takes them
    (refused as the list refuses them), and columns of the list's items."""
    entry = LISTS[name]
    keys = [column.key for column in payload.columns]
    unknown = rules.unknown_columns(keys, entry.columns)
    if unknown:
        raise ExportColumnUnknown(keys=", ".join(unknown))
    repeated = rules.repeated_columns(keys)
    if repeated:
        raise ExportColumnRepeated(keys=", ".join(repeated))
    filters = entry.filters.model_validate(
        payload.model_dump(include=set(entry.filters.model_fields))
    )
    entry.check(filters, zone)
    at = now()
    job = JobRow(
        owner_user_id=owner_id,
        list_name=entry.name,
        filters=filters.model_dump_json(),
        columns=json.dumps([column.model_dump() for column in payload.columns], ensure_ascii=False),
        time_zone=zone.key,
        status=ExportStatus.queued,
        done=0,
        total=0,
        file_name=rules.file_name(entry.title, at, zone),
        created_at=at,
        expires_at=at + rules.KEPT_FOR,
    )
    db.add(job)
    db.flush()
    schedule(db, BUILD, job.id, at)
    schedule(db, FORGET, job.id, job.expires_at)
    return _job(job, parked=False)


def _readable(db: Session, reader_id: int, job_id: int) -> tuple[JobRow, ExportList]:
    """The reader's own export, while they still hold its list's permission."""
    job = repository.owned(db, reader_id, job_id)
    if job is None or job.list_name not in LISTS:
        raise ExportMissing()
    entry = LISTS[job.list_name]
    authority.require(db, reader_id, entry.permission)
    return job, entry


def status(db: Session, reader_id: int, job_id: int) -> ExportJob:
    job, _ = _readable(db, reader_id, job_id)
    return _job(job, repository.parked(db, BUILD, job.id))


def file(db: Session, reader_id: int, job_id: int) -> tuple[str, bytes]:
    """The finished workbook's name and bytes."""
    job, _ = _readable(db, reader_id, job_id)
    content = repository.content(db, job.id) if job.status == ExportStatus.ready else None
    if content is None:
        shown = _job(job, repository.parked(db, BUILD, job.id))
        raise ExportNotReady(status=shown.status)
    return job.file_name, content


# -- The worker's steps ---------------------------------------------------------


def _chunks(ids: Iterable[int], size: int) -> Iterator[list[int]]:
    chunk: list[int] = []
    for row_id in ids:
        chunk.append(row_id)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _place(db: Session, job: JobRow, entry: ExportList, zone: ZoneInfo) -> None:
    filters = entry.filters.model_validate_json(job.filters)
    placed = 0
    found = entry.ids(db, job.owner_user_id, filters, zone, rules.BATCH)
    for chunk in _chunks(found, rules.BATCH):
        repository.place(db, job.id, placed + 1, chunk)
        placed += len(chunk)
    job.total = placed
    job.done = 0
    job.status = ExportStatus.running


def _write(db: Session, job: JobRow, entry: ExportList, zone: ZoneInfo) -> None:
    columns = [(column["key"], column.get("labels")) for column in json.loads(job.columns)]
    rows = repository.next_rows(db, job.id, job.done, rules.BATCH)
    items = entry.items(db, [row_id for _, row_id in rows], zone)
    cells: dict[int, str] = {}
    for seq, row_id in rows:
        item = items.get(row_id)
        # A row gone since the export started is left out.
        if item is not None:
            cells[seq] = rules.row_cells(item.model_dump(), columns, zone)
    repository.write_cells(db, job.id, cells)
    job.done += len(rows)


def _finish(db: Session, job: JobRow, entry: ExportList, at: datetime) -> None:
    titles = [column["title"] for column in json.loads(job.columns)]
    rows = (
        [rules.decode(value) for value in json.loads(cells)]
        for cells in repository.cells_in_order(db, job.id, rules.BATCH)
    )
    job.content = workbook.build(entry.title, titles, rows)
    job.status = ExportStatus.ready
    job.finished_at = at
    repository.forget_rows(db, job.id)


@handles(BUILD)
def build(db: Session, task: Task) -> None:
    """One step of an export; the next is scheduled at once until it is ready."""
    job = repository.job(db, task.ref_id, lock=True)
    if job is None or job.status not in (ExportStatus.queued, ExportStatus.running):
        return
    entry = LISTS[job.list_name]
    zone = ZoneInfo(job.time_zone)
    at = now()
    if job.status == ExportStatus.queued:
        _place(db, job, entry, zone)
    elif job.done < job.total:
        _write(db, job, entry, zone)
    else:
        _finish(db, job, entry, at)
    db.flush()
    if job.status != ExportStatus.ready:
        schedule(db, BUILD, job.id, at)


@handles(FORGET)
def forget(db: Session, task: Task) -> None:
    """An export past its time goes, with its file."""
    repository.remove(db, task.ref_id)
