"""Every table, imported here so that metadata and migrations see them all."""

from relief.models.account import AccountKind, AuthSession, Captcha, LoginAttempt, User
from relief.models.announcements import Announcement, AnnouncementStatus, Audience
from relief.models.audit import AuditEntry
from relief.models.authority import MenuType, StaffMenu, StaffRole, StaffRoleMenu, StaffUserRole
from relief.models.base import Base
from relief.models.billing import (
    Invoice,
    InvoiceKind,
    InvoiceLine,
    InvoiceLineKind,
    InvoiceStatus,
    TimeSheet,
    TimeSheetConfirmation,
    TimeSheetStatus,
)
from relief.models.booking import (
    ACTIVE_JOB_STATUSES,
    Booking,
    BookingDay,
    BookingEvent,
    BookingStatus,
    BookingType,
    CreationReport,
    Invite,
    InviteStatus,
    InviteType,
    JobRecord,
    JobRecordStatus,
    LiveQuote,
    Stage,
)
from relief.models.calendar import CalendarFeed
from relief.models.centre import Centre
from relief.models.codes import VerificationCode, Voucher
from relief.models.content import Article, ArticleStatus, ContentCategory, Faq, HelpAudience
from relief.models.exports import ExportJob, ExportRow, ExportStatus
from relief.models.files import DocumentRequest, StoredFile, TeacherDocument
from relief.models.live import LiveEvent
from relief.models.notice import Notice
from relief.models.offers import ApplicationStatus, JobApplication, JobOffer, JobOfferStatus
from relief.models.pricing import PayParityStep
from relief.models.push import PushSubscription
from relief.models.reference import Dictionary, DictionaryEntry, Holiday, SystemSetting
from relief.models.relations import BlockedTeacher, Favourite, Unavailability
from relief.models.reviews import Review, ReviewAnswer, ReviewQuestion, ReviewStatus
from relief.models.support import (
    SupportTicket,
    TicketAttachment,
    TicketMessage,
    TicketNote,
    TicketStatus,
)
from relief.models.teacher import (
    Approval,
    Gender,
    PointAdjustment,
    Qualification,
    Teacher,
    TeacherRank,
)
from relief.models.versions import AppPlatform, AppVersion, UpdateType
from relief.models.work import ClockOffset, OutboxMessage, Task, WorkerHeartbeat

__all__ = [
    "ACTIVE_JOB_STATUSES",
    "AccountKind",
    "Announcement",
    "AnnouncementStatus",
    "AppPlatform",
    "AppVersion",
    "ApplicationStatus",
    "Approval",
    "Article",
    "ArticleStatus",
    "Audience",
    "AuditEntry",
    "AuthSession",
    "Base",
    "BlockedTeacher",
    "Booking",
    "BookingDay",
    "BookingEvent",
    "BookingStatus",
    "BookingType",
    "CalendarFeed",
    "Captcha",
    "Centre",
    "ClockOffset",
    "ContentCategory",
    "CreationReport",
    "Dictionary",
    "DictionaryEntry",
    "DocumentRequest",
    "ExportJob",
    "ExportRow",
    "ExportStatus",
    "Faq",
    "Favourite",
    "Gender",
    "HelpAudience",
    "Holiday",
    "Invite",
    "InviteStatus",
    "InviteType",
    "Invoice",
    "InvoiceKind",
    "InvoiceLine",
    "InvoiceLineKind",
    "InvoiceStatus",
    "JobApplication",
    "JobOffer",
    "JobOfferStatus",
    "JobRecord",
    "JobRecordStatus",
    "LiveEvent",
    "LiveQuote",
    "LoginAttempt",
    "MenuType",
    "Notice",
    "OutboxMessage",
    "PayParityStep",
    "PointAdjustment",
    "PushSubscription",
    "Qualification",
    "Review",
    "ReviewAnswer",
    "ReviewQuestion",
    "ReviewStatus",
    "StaffMenu",
    "StaffRole",
    "StaffRoleMenu",
    "StaffUserRole",
    "Stage",
    "StoredFile",
    "SupportTicket",
    "SystemSetting",
    "Task",
    "Teacher",
    "TeacherDocument",
    "TeacherRank",
    "TicketAttachment",
    "TicketMessage",
    "TicketNote",
    "TicketStatus",
    "TimeSheet",
    "TimeSheetConfirmation",
    "TimeSheetStatus",
    "Unavailability",
    "UpdateType",
    "User",
    "VerificationCode",
    "Voucher",
    "WorkerHeartbeat",
]
