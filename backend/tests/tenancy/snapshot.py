"""Every row of every table, compared before and after a call, and whose a
changed row is (whom it leads to through its foreign keys)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import Dialect, String, Table, cast, func, literal, select, union_all
from sqlalchemy.orm import Session

from relief.models.base import Base

Key = tuple[Any, ...]
Row = tuple[Any, ...]  # the values in column order, as JSON carries them
Snapshot = dict[str, dict[Key, Row]]

# A task names its record by kind and id instead of a foreign key.
TASK_TABLES = {
    "booking": "bookings",
    "job": "job_records",
    "invoice": "invoices",
    "timesheet": "time_sheets",
    "voucher": "vouchers",
    "offer": "job_offers",
}


def tables() -> list[Table]:
    return list(Base.metadata.sorted_tables)


@cache
def columns(table: str) -> list[str]:
    return [column.name for column in Base.metadata.tables[table].columns]


@cache
def _query(dialect: Dialect) -> str:
    """One query for every row of every table: its table's name and its values
    as a JSON array (one round trip however many tables there are)."""
    row = func.json_build_array if dialect.name == "postgresql" else func.json_array
    parts = [
        select(literal(table.name, String), cast(row(*table.columns), String)) for table in tables()
    ]
    return str(union_all(*parts).compile(dialect=dialect, compile_kwargs={"literal_binds": True}))


@cache
def _keys(table: str) -> list[int]:
    names = columns(table)
    return [names.index(column.name) for column in Base.metadata.tables[table].primary_key]


def take(db: Session) -> Snapshot:
    """Every row of every table, by primary key (values as JSON gives them)."""
    connection = db.connection()
    found: Snapshot = {table.name: {} for table in tables()}
    for table, values in connection.exec_driver_sql(_query(connection.dialect)):
        row = tuple(json.loads(values))
        found[table][tuple(row[k] for k in _keys(table))] = row
    return found


@dataclass(frozen=True)
class Change:
    table: str
    key: Key
    before: Row | None
    after: Row | None

    def __str__(self) -> str:
        names = columns(self.table)
        if self.before is None or self.after is None:
            row = self.after if self.before is None else self.before
            assert row is not None
            what = "added" if self.before is None else "deleted"
            return f"{self.table} {self.key} {what}: {dict(zip(names, row, strict=True))}"
        changed = {
            name: (old, new)
            for name, old, new in zip(names, self.before, self.after, strict=True)
            if old != new
        }
        return f"{self.table} {self.key} changed: {changed}"


def changes(before: Snapshot, after: Snapshot) -> list[Change]:
    found: list[Change] = []
    for table, rows in after.items():
        old = before[table]
        for key in old.keys() | rows.keys():
            if old.get(key) != rows.get(key):
                found.append(Change(table, key, old.get(key), rows.get(key)))
    return found


def _parents(table: str, row: Row) -> list[tuple[str, Key]]:
    """The rows this row points to."""
    parents: list[tuple[str, Key]] = []
    values = dict(zip(columns(table), row, strict=True))
    for column in Base.metadata.tables[table].columns:
        for foreign_key in column.foreign_keys:
            value = values[column.name]
            if value is not None:
                parents.append((foreign_key.column.table.name, (value,)))
    if table == "tasks":
        kind = str(values["kind"]).split(".", 1)[0]
        assert kind in TASK_TABLES, f"tasks of kind {values['kind']!r}: add it to TASK_TABLES"
        parents.append((TASK_TABLES[kind], (values["ref_id"],)))
    return parents


class Owners:
    """Which rows lead, through their foreign keys, to one of some users."""

    def __init__(self, user_ids: set[int], *snapshots: Snapshot) -> None:
        self.user_ids = user_ids
        self.snapshots = snapshots
        self.known: dict[tuple[str, Key], bool] = {}

    def _row(self, table: str, key: Key) -> Row | None:
        for snapshot in self.snapshots:
            if key in snapshot[table]:
                return snapshot[table][key]
        return None

    def own(self, table: str, row: Row) -> bool:
        """Whether this version of a row leads to one of the users."""
        if table == "users":
            return row[columns("users").index("id")] in self.user_ids
        return any(self._leads(parent, key) for parent, key in _parents(table, row))

    def _leads(self, table: str, key: Key) -> bool:
        if (table, key) not in self.known:
            self.known[(table, key)] = False  # a cycle leads nowhere new
            row = self._row(table, key)
            self.known[(table, key)] = row is not None and self.own(table, row)
        return self.known[(table, key)]

    def own_change(self, change: Change) -> bool:
        """Both the row as it was and as it is lead to these users."""
        return all(
            self.own(change.table, row) for row in (change.before, change.after) if row is not None
        )
