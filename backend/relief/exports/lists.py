"""The lists that export: one entry a list.

An entry names the list (its export is `POST /api/admin/<name>/export`), the
permission of the list (the export's too), the export's body (the list's
filter with the columns), the list's item (its fields are the columns), and
three functions of the list's own service: `check` refuses what the list
would refuse, `ids` gives the keys of every row the filter finds in the
list's order (for the staff member who asked: a list kept to their data
scope keeps its export to it too), `items` the items of some keys. A list
joins in a few lines: a body class and an entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import BaseModel
from sqlalchemy.orm import Session

from relief.admin import service as admin
from relief.admin.schemas import OnlineSession, SessionFilter, StaffFilter, StaffItem
from relief.announcements import service as announcements
from relief.announcements.schemas import AnnouncementFilter, AnnouncementItem
from relief.audit import service as audit
from relief.audit.schemas import AuditFilter, AuditItem
from relief.authority.catalogue import Permission
from relief.bookingdesk import service as bookingdesk
from relief.bookingdesk.schemas import DeskFilter, JobRecordRow
from relief.centre_admin import service as centre_admin
from relief.centre_admin.schemas import AdminCentreItem, CentreFilter
from relief.exports.schemas import ExportIn
from relief.invoices import service as invoices
from relief.invoices.schemas import StaffInvoiceFilter, StaffInvoiceItem
from relief.kit.clock import now
from relief.kit.envelope import Input
from relief.teacherdesk import service as teacherdesk
from relief.teacherdesk.schemas import AdminTeacherItem, TeacherFilter
from relief.voucherdesk import service as voucherdesk
from relief.voucherdesk.schemas import VoucherDeskItem, VoucherFilter


class AuditExportIn(AuditFilter, ExportIn):
    """The audit log's filter and sort, and the columns to export."""


class StaffExportIn(StaffFilter, ExportIn):
    """The staff list's filter and sort, and the columns to export."""


class SessionExportIn(SessionFilter, ExportIn):
    """The online sessions' filter and sort, and the columns to export."""


class MessageExportIn(AnnouncementFilter, ExportIn):
    """The messages' filter and sort, and the columns to export."""


class JobRecordExportIn(DeskFilter, ExportIn):
    """The job records' filter, and the columns to export."""


class TeacherExportIn(TeacherFilter, ExportIn):
    """The teachers' filter, and the columns to export."""


class CentreExportIn(CentreFilter, ExportIn):
    """The centres' filter, and the columns to export."""


class InvoiceExportIn(StaffInvoiceFilter, ExportIn):
    """The invoices' filter, and the columns to export."""


class VoucherExportIn(VoucherFilter, ExportIn):
    """The vouchers' filter and sort, and the columns to export."""


@dataclass(frozen=True)
class ExportList:
    name: str
    # The sheet's title and the file name's start.
    title: str
    permission: Permission
    body: type[ExportIn]
    filters: type[Input]
    item: type[BaseModel]
    check: Callable[[Any, ZoneInfo], None]
    # (db, the staff member who asked, filter, zone, batch size)
    ids: Callable[[Session, int, Any, ZoneInfo, int], Iterable[int]]
    # (db, keys, zone)
    items: Callable[[Session, Sequence[int], ZoneInfo], Mapping[int, BaseModel]]
    # The export's path when the spec names one (else `/admin/<name>/export`).
    path: str | None = None

    @property
    def columns(self) -> list[str]:
        return list(self.item.model_fields)


LISTS: dict[str, ExportList] = {
    entry.name: entry
    for entry in (
        ExportList(
            name="audit",
            title="Operation log",
            permission=Permission.audit_list,
            body=AuditExportIn,
            filters=AuditFilter,
            item=AuditItem,
            check=audit.check,
            ids=lambda db, reader, query, zone, batch: audit.entry_ids(db, query, zone, batch),
            items=lambda db, ids, zone: audit.items_by_id(db, ids),
        ),
        ExportList(
            name="staff",
            title="Staff",
            permission=Permission.staff_list,
            body=StaffExportIn,
            filters=StaffFilter,
            item=StaffItem,
            check=lambda query, zone: admin.check_staff(query),
            ids=lambda db, reader, query, zone, batch: admin.staff_ids(db, query, batch),
            items=lambda db, ids, zone: admin.staff_by_id(db, ids),
        ),
        ExportList(
            name="session",
            title="Online sessions",
            permission=Permission.session_list,
            body=SessionExportIn,
            filters=SessionFilter,
            item=OnlineSession,
            check=lambda query, zone: admin.check_sessions(query),
            ids=lambda db, reader, query, zone, batch: admin.session_ids(db, query, batch),
            items=lambda db, ids, zone: admin.sessions_by_id(db, ids),
        ),
        ExportList(
            name="message",
            title="Messages",
            permission=Permission.message_list,
            body=MessageExportIn,
            filters=AnnouncementFilter,
            item=AnnouncementItem,
            check=lambda query, zone: announcements.check(query),
            ids=lambda db, reader, query, zone, batch: announcements.ids(db, query, batch),
            items=lambda db, ids, zone: announcements.items_by_id(db, ids),
        ),
        ExportList(
            name="jobRecords",
            title="Job records",
            permission=Permission.booking_export,
            body=JobRecordExportIn,
            filters=DeskFilter,
            item=JobRecordRow,
            check=bookingdesk.check_records,
            ids=bookingdesk.record_ids,
            items=lambda db, ids, zone: bookingdesk.records_by_id(db, ids),
            path="/statistical/statistics/jobRecords/export",
        ),
        ExportList(
            name="teacher",
            title="Teachers",
            permission=Permission.teacher_list,
            body=TeacherExportIn,
            filters=TeacherFilter,
            item=AdminTeacherItem,
            check=teacherdesk.check,
            ids=teacherdesk.ids,
            items=teacherdesk.items_by_id,
        ),
        ExportList(
            name="centre",
            title="Centres",
            permission=Permission.centre_list,
            body=CentreExportIn,
            filters=CentreFilter,
            item=AdminCentreItem,
            check=lambda query, zone: None,
            ids=centre_admin.ids,
            items=lambda db, ids, zone: centre_admin.items_by_id(db, ids),
        ),
        ExportList(
            name="invoice",
            title="Invoices",
            permission=Permission.invoice_list,
            body=InvoiceExportIn,
            filters=StaffInvoiceFilter,
            item=StaffInvoiceItem,
            check=invoices.check_staff,
            ids=invoices.staff_ids,
            items=lambda db, ids, zone: invoices.staff_items_by_id(db, ids, now()),
        ),
        ExportList(
            name="voucher",
            title="Vouchers",
            permission=Permission.voucher_list,
            body=VoucherExportIn,
            filters=VoucherFilter,
            item=VoucherDeskItem,
            check=voucherdesk.check,
            ids=voucherdesk.ids,
            items=lambda db, ids, zone: voucherdesk.items_by_id(db, ids),
        ),
    )
}
