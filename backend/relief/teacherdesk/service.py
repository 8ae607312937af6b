"""The console's teacher desk: the list with its filters, a teacher's whole
record, vetting decisions, points adjustments and a reset password."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.orm import Session

from relief.admin import rules as admin_rules
from relief.auth import passwords
from relief.auth import service as auth
from relief.authority import service as authority
from relief.config import Settings
from relief.documents import service as document_service
from relief.files import service as files
from relief.kit.clock import now
from relief.kit.envelope import Page
from relief.kit.regions import REGIONS
from relief.models import Approval, PointAdjustment, Teacher, TeacherRank, User
from relief.notices import kinds
from relief.notices import service as notices
from relief.teacherdesk import repository, rules
from relief.teacherdesk.errors import TeacherMissing
from relief.teacherdesk.schemas import (
    AdminTeacherItem,
    AdminTeacherProfile,
    ApprovalIn,
    ChecklistLine,
    JobLine,
    PasswordOut,
    PointAdjustmentItem,
    PointsAdjustIn,
    RankLine,
    RegionChoice,
    ReviewLine,
    TeacherChoicesOut,
    TeacherDetailOut,
    TeacherDocumentItem,
    TeacherFilter,
    TeacherListIn,
)
from relief.timesheets import rules as work_rules
from relief.vetting import service as vetting

HUNDREDTH = Decimal("0.01")
SHOWN = 50


def _hours(minutes: int) -> Decimal:
    return (Decimal(max(minutes, 0)) / 60).quantize(HUNDREDTH, rounding=ROUND_HALF_UP)


def _item(teacher: Teacher, user: User, rank: TeacherRank, missing: list[str]) -> AdminTeacherItem:
    return AdminTeacherItem(
        teacherId=teacher.id,
        userId=user.id,
        name=f"{teacher.first_name} {teacher.last_name}",
        firstName=teacher.first_name,
        lastName=teacher.last_name,
        email=user.email,
        phone=teacher.mobile or user.phone,
        gender=teacher.gender,
        birthday=teacher.birthday,
        qualification=teacher.qualification,
        registrationNumber=teacher.registration_number,
        talentPool=teacher.talent_pool,
        freeJobSeeker=teacher.free_job_seeker,
        suburb=teacher.suburb,
        city=teacher.city,
        region=teacher.region,
        approval=teacher.approval,
        enabled=user.enabled,
        rankId=rank.id,
        rank=rank.name,
        points=teacher.points,
        rating=teacher.rating,
        completedHours=_hours(teacher.completed_minutes),
        lastJobAt=teacher.last_job_at,
        certificationExpiry=rules.certification_expiry(
            (
                teacher.registration_expiry,
                teacher.first_aid_expiry,
                teacher.police_vetting_expiry,
            )
        ),
        createdAt=teacher.created_at,
        missing=missing,
    )


def _filter(query: TeacherFilter, today: date) -> repository.Filter:
    return repository.Filter(
        approval=query.approval,
        qualification=query.qualification,
        rank_id=query.rankId,
        talent_pool=query.talentPool,
        expiring_by=rules.expiry_limit(today, query.expiringWithinDays)
        if query.expiringWithinDays is not None
        else None,
        region=query.region or None,
        free_job_seeker=query.freeJobSeeker,
        enabled=query.enabled,
        keyword=query.keyword or None,
    )


def listed(
    db: Session, reader_id: int, query: TeacherListIn, today: date
) -> Page[AdminTeacherItem]:
    """Teachers, newest first, by the list's filters: those of the regions
    the reader's roles see, each with what they still owe."""
    rows, total = repository.teachers(
        db, _filter(query, today), authority.data_scope(db, reader_id), query.offset, query.pageSize
    )
    missing = vetting.missing_by_teacher(db, [teacher for teacher, _, _ in rows], today)
    return Page[AdminTeacherItem].of(
        [_item(teacher, user, rank, missing[teacher.id]) for teacher, user, rank in rows],
        total,
        query,
    )


def check(query: TeacherFilter, zone: ZoneInfo) -> None:
    """The list's filter is refused by its schema alone; nothing more to check."""


def ids(
    db: Session, reader_id: int, query: TeacherFilter, zone: ZoneInfo, batch: int
) -> Iterable[int]:
    """The ids of the teachers the list shows the reader, in its order (for its export)."""
    today = now().astimezone(zone).date()
    return repository.teacher_ids(
        db, _filter(query, today), authority.data_scope(db, reader_id), batch
    )


def items_by_id(db: Session, ids: Sequence[int], zone: ZoneInfo) -> dict[int, AdminTeacherItem]:
    rows = repository.teachers_by_id(db, ids)
    missing = vetting.missing_by_teacher(
        db, [teacher for teacher, _, _ in rows], now().astimezone(zone).date()
    )
    return {
        teacher.id: _item(teacher, user, rank, missing[teacher.id]) for teacher, user, rank in rows
    }


def _ranks(db: Session) -> list[RankLine]:
    return [
        RankLine(rankId=r.id, name=r.name, pointsNeeded=r.points_needed)
        for r in repository.ranks(db)
    ]


def choices(db: Session) -> TeacherChoicesOut:
    """The ranks and regions the list's filters offer."""
    return TeacherChoicesOut(
        ranks=_ranks(db),
        regions=[RegionChoice(name=name, nameZh=name_zh) for name, name_zh in REGIONS],
    )


def _found(
    db: Session, reader_id: int, teacher_id: int, *, lock: bool = False
) -> tuple[Teacher, User, TeacherRank]:
    """The teacher, if there is one and the reader's data scope holds them."""
    found = repository.teacher(db, teacher_id, lock=lock)
    if found is None:
        raise TeacherMissing()
    regions = authority.data_scope(db, reader_id)
    if regions is not None and found[0].region not in regions:
        raise TeacherMissing()
    return found


def _profile(teacher: Teacher, user: User) -> AdminTeacherProfile:
    return AdminTeacherProfile(
        address=teacher.address,
        postalCode=teacher.postal_code,
        ageGroups=teacher.age_groups,
        travelRadiusKm=teacher.travel_radius_km,
        philosophy=teacher.philosophy,
        taxNumber=teacher.tax_number,
        taxCode=teacher.tax_code,
        bankAccountName=teacher.bank_account_name,
        bankAccountNumber=teacher.bank_account_number,
        registrationExpiry=teacher.registration_expiry,
        firstAidDate=teacher.first_aid_date,
        firstAidExpiry=teacher.first_aid_expiry,
        policeVettingExpiry=teacher.police_vetting_expiry,
        rejectionReason=teacher.rejection_reason,
        deactiveNotice=None if user.enabled else user.deactive_notice,
        passwordIsDefault=user.password_is_default,
    )


def detail(
    db: Session, settings: Settings, reader: User, teacher_id: int, at: datetime, today: date
) -> TeacherDetailOut:
    """A teacher's whole record as staff see it: profile, documents each with
    a short-lived signed link, vetting checklist, rank and points with their
    adjustments, reviews, reliability and jobs."""
    teacher, user, rank = _found(db, reader.id, teacher_id)
    state = vetting.state(db, teacher, today)
    documents_shown: list[TeacherDocumentItem] = []
    for document, stored in document_service.with_files(db, teacher.id):
        shown = document_service.render(document, stored, today)
        link = files.link(db, settings, reader, stored.id, at)
        documents_shown.append(
            TeacherDocumentItem(**shown.model_dump(), url=link.url, urlExpiresAt=link.expires_at)
        )
    kept, left = repository.kept_and_left(db, teacher.id)
    total = kept + left
    return TeacherDetailOut(
        teacher=_item(teacher, user, rank, state.missing),
        profile=_profile(teacher, user),
        documents=documents_shown,
        checklist=[ChecklistLine(**line.model_dump()) for line in state.items],
        ranks=_ranks(db),
        adjustments=[
            PointAdjustmentItem(
                id=a.id,
                change=a.change,
                pointsBefore=a.points_before,
                pointsAfter=a.points_after,
                reason=a.reason,
                staff=staff,
                createdAt=a.created_at,
            )
            for a, staff in repository.adjustments(db, teacher.id)
        ],
        reviews=[
            ReviewLine(
                reviewId=review.id,
                centre=centre,
                comment=review.comment,
                status=review.status,
                score=Decimal(str(score)).quantize(HUNDREDTH) if score is not None else None,
                createdAt=review.created_at,
            )
            for review, centre, score in repository.reviews(db, teacher.id, SHOWN)
        ],
        jobsKept=kept,
        jobsLeft=left,
        reliability=round(kept / total, 2) if total else None,
        jobs=[
            JobLine(
                jobRecordId=job.id,
                bookingId=job.booking_id,
                centre=centre,
                startsAt=job.starts_at,
                endsAt=job.ends_at,
                status=job.status,
            )
            for job, centre in repository.jobs(db, teacher.id, SHOWN)
        ],
    )


def decide(db: Session, reader_id: int, payload: ApprovalIn, today: date) -> AdminTeacherItem:
    """Approve, reject (with the reason the teacher sees) or put a teacher
    back to pending; the teacher is told when their state changes."""
    if problem := rules.approval_problem(payload.approval, payload.reason):
        raise problem
    teacher, user, rank = _found(db, reader_id, payload.teacherId, lock=True)
    changed = teacher.approval != payload.approval
    teacher.approval = payload.approval
    teacher.rejection_reason = rules.kept_reason(payload.approval, payload.reason)
    db.flush()
    if changed and payload.approval == Approval.approved:
        notices.notify(db, user, kinds.ProfileApproved())
    elif changed and payload.approval == Approval.rejected:
        notices.notify(db, user, kinds.ProfileRejected(reason=teacher.rejection_reason or ""))
    elif changed:
        notices.notify(db, user, kinds.ProfileReopened())
    missing = vetting.missing_by_teacher(db, [teacher], today)[teacher.id]
    return _item(teacher, user, rank, missing)


def adjust_points(
    db: Session, staff_id: int, payload: PointsAdjustIn, today: date
) -> AdminTeacherItem:
    """Add or take points with a reason, kept beside the audit entry; the
    rank follows the points as confirmed work moves it (the teacher is told
    of a new rank)."""
    teacher, user, rank = _found(db, staff_id, payload.teacherId, lock=True)
    if problem := rules.points_problem(teacher.points, payload.change, payload.reason):
        raise problem
    before = teacher.points
    teacher.points = before + payload.change
    repository.add(
        db,
        PointAdjustment(
            teacher_id=teacher.id,
            staff_user_id=staff_id,
            change=payload.change,
            points_before=before,
            points_after=teacher.points,
            reason=payload.reason.strip(),
        ),
    )
    new_rank = work_rules.rank_for_points(teacher.points, repository.ranks(db))
    if new_rank.id != teacher.rank_id:
        teacher.rank_id = new_rank.id
        rank = new_rank
        notices.notify(db, user, kinds.RankChanged(rank=new_rank.name, points=teacher.points))
    db.flush()
    missing = vetting.missing_by_teacher(db, [teacher], today)[teacher.id]
    return _item(teacher, user, rank, missing)


def reset_password(db: Session, staff_id: int, teacher_id: int) -> PasswordOut:
    """Give a teacher a new one-time password, answered once: the app asks
    them to change it when they sign in, and every session of theirs ends."""
    teacher, user, _ = _found(db, staff_id, teacher_id, lock=True)
    password = admin_rules.one_time_password()
    passwords.assign(user, password)
    user.password_is_default = True
    auth.end_sessions_of(db, user.id)
    db.flush()
    return PasswordOut(teacherId=teacher.id, password=password)
