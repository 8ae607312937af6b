"""The SQL of exports: the jobs, the rows of one in the making, and whether
its task was parked."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from sqlalchemy import delete, insert, select, update
from sqlalchemy.orm import Session

from relief.models import ExportJob, ExportRow, Task


def job(db: Session, job_id: int, *, lock: bool = False) -> ExportJob | None:
    query = select(ExportJob).where(ExportJob.id == job_id)
    if lock:
        query = query.with_for_update()
    return db.scalar(query)


def owned(db: Session, owner_id: int, job_id: int) -> ExportJob | None:
    """The export if it is this staff member's."""
    return db.scalar(
        select(ExportJob).where(ExportJob.id == job_id, ExportJob.owner_user_id == owner_id)
    )


def place(db: Session, job_id: int, first_seq: int, row_ids: Sequence[int]) -> None:
    """Place rows of the export in order, numbered from `first_seq`."""
    db.execute(
        insert(ExportRow),
        [
            {"job_id": job_id, "seq": first_seq + offset, "row_id": row_id}
            for offset, row_id in enumerate(row_ids)
        ],
    )


def next_rows(db: Session, job_id: int, after_seq: int, limit: int) -> list[tuple[int, int]]:
    """The next placed rows to write, as (seq, row id)."""
    rows = db.execute(
        select(ExportRow.seq, ExportRow.row_id)
        .where(ExportRow.job_id == job_id, ExportRow.seq > after_seq)
        .order_by(ExportRow.seq)
        .limit(limit)
    )
    return [(seq, row_id) for seq, row_id in rows]


def write_cells(db: Session, job_id: int, cells: dict[int, str]) -> None:
    """Keep each row's cells, by seq."""
    if cells:
        db.execute(
            update(ExportRow),
            [{"job_id": job_id, "seq": seq, "cells": text} for seq, text in cells.items()],
        )


def cells_in_order(db: Session, job_id: int, batch: int) -> Iterator[str]:
    """The cells of every row written, in the export's order, `batch` at a time."""
    query = (
        select(ExportRow.cells)
        .where(ExportRow.job_id == job_id, ExportRow.cells.is_not(None))
        .order_by(ExportRow.seq)
        .execution_options(yield_per=batch)
    )
    for cells in db.scalars(query):
        if cells is not None:
            yield cells


def forget_rows(db: Session, job_id: int) -> None:
    db.execute(delete(ExportRow).where(ExportRow.job_id == job_id))


def content(db: Session, job_id: int) -> bytes | None:
    return db.scalar(select(ExportJob.content).where(ExportJob.id == job_id))


def parked(db: Session, kind: str, job_id: int) -> bool:
    """Whether the export's task was parked after failing every attempt."""
    return (
        db.scalar(
            select(Task.id)
            .where(
                Task.kind == kind,
                Task.ref_id == job_id,
                Task.failed_at.is_not(None),
                Task.done_at.is_(None),
            )
            .limit(1)
        )
        is not None
    )


def remove(db: Session, job_id: int) -> None:
    db.execute(delete(ExportRow).where(ExportRow.job_id == job_id))
    db.execute(delete(ExportJob).where(ExportJob.id == job_id))
