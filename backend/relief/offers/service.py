"""Permanent job offers (UR-Free): a centre posts one open offer at a time, free
job seekers apply, the centre shortlists, hires (billing the placement fee) or
declines, and offers close themselves at the end of their expiry day."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.errors import ParameterError
from relief.finder import service as finder
from relief.kit.envelope import Page
from relief.kit.geo import distance_km
from relief.models import Approval, Centre, Task, Teacher
from relief.models.offers import ApplicationStatus, JobApplication, JobOffer, JobOfferStatus
from relief.notices import kinds
from relief.notices import service as notices
from relief.offers import repository, rules
from relief.offers.errors import (
    AlreadyAppliedJobOffer,
    AlreadyCreatedJobOffer,
    ApplicationMissing,
    ApplicationNoLongerChanged,
    ApplicationNoLongerWithdrawn,
    JobOfferMissing,
    JobOfferNoLongerOpen,
    NotAFreeJobSeeker,
    ProfileNotApprovedYet,
)
from relief.offers.schemas import (
    ApplicantOut,
    ApplicantsOut,
    ApplicationOut,
    ApplyIn,
    HireOut,
    MyApplicationOut,
    MyApplicationsOut,
    OfferIn,
    OfferListIn,
    OfferOut,
    OpenOfferOut,
)
from relief.settings import service as run_time
from relief.tasks import handles, schedule

EXPIRE_TASK = "offer.expire"


def _placement_fee(db: Session) -> Decimal:
    fee = run_time.current(db).placement_fee
    return fee


def _render(db: Session, offers: Sequence[JobOffer]) -> list[OfferOut]:
    counts = repository.counts(db, [o.id for o in offers])
    fee = _placement_fee(db)
    return [
        OfferOut(
            id=o.id,
            title=o.title,
            description=o.description,
            workType=o.work_type,
            rateRange=o.rate_range,
            startsOn=o.starts_on,
            endsOn=o.ends_on,
            expiresOn=o.expires_on,
            status=o.status,
            createdAt=o.created_at,
            closedAt=o.closed_at,
            applicantCount=counts.get(o.id, (0, 0))[0],
            shortlistedCount=counts.get(o.id, (0, 0))[1],
            placementFee=fee,
        )
        for o in offers
    ]


def _tell_applicants_offer_ended(db: Session, offer: JobOffer, centre: Centre) -> None:
    """Applicants still in the running hear that the offer has ended."""
    for application in repository.active_applications(db, offer.id):
        notices.notify(
            db,
            repository.teacher_account(db, application.teacher_id),
            kinds.OfferEnded(
                offerId=offer.id,
                applicationId=application.id,
                offerTitle=offer.title,
                centre=centre.name,
                offerStatus=offer.status,
            ),
        )


def _end(
    db: Session, offer: JobOffer, centre: Centre, status: JobOfferStatus, at: datetime
) -> None:
    offer.status = status
    offer.closed_at = at
    db.flush()
    _tell_applicants_offer_ended(db, offer, centre)


def _expire_if_due(db: Session, offer: JobOffer, centre: Centre, at: datetime) -> bool:
    if offer.status == JobOfferStatus.open and rules.is_past_expiry(
        offer.expires_on, centre.time_zone, at
    ):
        _end(db, offer, centre, JobOfferStatus.expired, at)
        return True
    return False


# --- the centre -------------------------------------------------------------------


def create(db: Session, centre: Centre, payload: OfferIn, at: datetime) -> OfferOut:
    """Post an offer; a centre with an open offer is refused, also under a race
    (the database's one-open-offer index has the last word)."""
    draft = rules.OfferDraft(
        title=payload.title or None,
        description=payload.description or None,
        work_type=payload.workType,
        rate_range=payload.rateRange,
        starts_on=payload.startsOn,
        ends_on=payload.endsOn,
        expires_on=payload.expiresOn,
    )
    checked = rules.checked_offer(draft, rules.local_today(centre.time_zone, at))
    if isinstance(checked, ParameterError):
        raise checked
    existing = repository.open_offer_of(db, centre.id)
    if existing is not None and not _expire_if_due(db, existing, centre, at):
        raise AlreadyCreatedJobOffer()
    offer = JobOffer(
        centre_id=centre.id,
        title=checked.title,
        description=checked.description,
        work_type=checked.work_type,
        rate_range=checked.rate_range,
        starts_on=checked.starts_on,
        ends_on=checked.ends_on,
        expires_on=checked.expires_on,
        status=JobOfferStatus.open,
    )
    try:
        with db.begin_nested():
            db.add(offer)
            db.flush()
    except IntegrityError:
        raise AlreadyCreatedJobOffer() from None
    schedule(db, EXPIRE_TASK, offer.id, rules.expires_at(offer.expires_on, centre.time_zone))
    return _render(db, [offer])[0]


def listing(db: Session, centre: Centre, query: OfferListIn) -> Page[OfferOut]:
    rows, total = repository.centre_offers(
        db, centre.id, query.status, query.offset, query.pageSize
    )
    return Page[OfferOut].of(_render(db, rows), total, query)


def _own_offer(db: Session, centre: Centre, offer_id: int, *, lock: bool = False) -> JobOffer:
    offer = repository.centre_offer(db, centre.id, offer_id, lock=lock)
    if offer is None:
        raise JobOfferMissing()
    return offer


def detail(db: Session, centre: Centre, offer_id: int) -> OfferOut:
    return _render(db, [_own_offer(db, centre, offer_id)])[0]


def applicants(db: Session, centre: Centre, offer_id: int) -> ApplicantsOut:
    """The offer's applicants with their profiles as a centre may see them
    (withdrawn applications left out)."""
    offer = _own_offer(db, centre, offer_id)
    found = [
        (application, teacher)
        for application, teacher in repository.applicants(db, offer.id)
        if application.status != ApplicationStatus.withdrawn
        and teacher.approval == Approval.approved
    ]
    profiles = finder.profiles(db, centre, [teacher.id for _, teacher in found])
    items = [
        ApplicantOut(
            applicationId=application.id,
            status=application.status,
            message=application.message,
            appliedAt=application.applied_at,
            decidedAt=application.decided_at,
            distanceKm=round(
                distance_km(centre.latitude, centre.longitude, teacher.latitude, teacher.longitude),
                1,
            ),
            teacher=profiles[teacher.id],
        )
        for application, teacher in found
    ]
    return ApplicantsOut(offer=_render(db, [offer])[0], list=items)


def _lock_offer_of(db: Session, application: JobApplication) -> JobOffer:
    """Take the lock of the application's offer, which every change to the
    offer or its applications takes first, then re-read the application as it
    is under that lock. Answers the offer, re-read too."""
    offer = repository.offer(db, application.offer_id, lock=True)
    assert offer is not None
    db.refresh(application)
    return offer


def _decide(
    db: Session, centre: Centre, application_id: int, wanted: ApplicationStatus, at: datetime
) -> tuple[JobApplication, JobOffer]:
    found = repository.centre_application(db, centre.id, application_id)
    if found is None:
        raise ApplicationMissing()
    application = found[0]
    offer = _lock_offer_of(db, application)
    if offer.status != JobOfferStatus.open:
        raise JobOfferNoLongerOpen()
    if not rules.centre_may_move(application.status, wanted):
        raise ApplicationNoLongerChanged()
    application.status = wanted
    application.decided_at = at
    db.flush()
    return application, offer


def _out(application: JobApplication) -> ApplicationOut:
    return ApplicationOut(
        applicationId=application.id,
        offerId=application.offer_id,
        status=application.status,
        decidedAt=application.decided_at,
    )


def shortlist(db: Session, centre: Centre, application_id: int, at: datetime) -> ApplicationOut:
    application, _ = _decide(db, centre, application_id, ApplicationStatus.shortlisted, at)
    return _out(application)


def decline(db: Session, centre: Centre, application_id: int, at: datetime) -> ApplicationOut:
    application, offer = _decide(db, centre, application_id, ApplicationStatus.declined, at)
    notices.notify(
        db,
        repository.teacher_account(db, application.teacher_id),
        kinds.OfferDeclined(
            offerId=offer.id,
            applicationId=application.id,
            offerTitle=offer.title,
            centre=centre.name,
        ),
    )
    return _out(application)


def hire(db: Session, centre: Centre, application_id: int, at: datetime) -> HireOut:
    """Hire one applicant: the offer is filled and the placement fee invoiced."""
    from relief.invoices import service as invoices

    application, offer = _decide(db, centre, application_id, ApplicationStatus.hired, at)
    _end(db, offer, centre, JobOfferStatus.filled, at)
    invoice = invoices.bill_placement_fee(db, application, at)
    notices.notify(
        db,
        repository.teacher_account(db, application.teacher_id),
        kinds.OfferHired(
            offerId=offer.id,
            applicationId=application.id,
            offerTitle=offer.title,
            centre=centre.name,
        ),
    )
    return HireOut(
        applicationId=application.id,
        offerId=offer.id,
        status=application.status,
        decidedAt=application.decided_at,
        invoiceId=invoice.id,
        placementFee=_placement_fee(db),
    )


def close(db: Session, centre: Centre, offer_id: int, at: datetime) -> OfferOut:
    offer = _own_offer(db, centre, offer_id, lock=True)
    if offer.status != JobOfferStatus.open:
        raise JobOfferNoLongerOpen()
    _end(db, offer, centre, JobOfferStatus.closed, at)
    return _render(db, [offer])[0]


@handles(EXPIRE_TASK)
def offer_expired(db: Session, task: Task) -> None:
    """The end of the expiry day came: an offer still open expires."""
    found = repository.offer(db, task.ref_id, lock=True)
    if found is None:
        return
    _expire_if_due(db, found, repository.centre(db, found.centre_id), task.due_at)


# --- the teacher -------------------------------------------------------------------


def _job_seeker(teacher: Teacher) -> None:
    if teacher.approval != Approval.approved:
        raise ProfileNotApprovedYet()
    if not teacher.free_job_seeker:
        raise NotAFreeJobSeeker()


def _open_out(
    teacher: Teacher, offer: JobOffer, centre: Centre, mine: JobApplication | None
) -> OpenOfferOut:
    return OpenOfferOut(
        id=offer.id,
        centreName=centre.name,
        suburb=centre.suburb,
        city=centre.city,
        distanceKm=round(
            distance_km(teacher.latitude, teacher.longitude, centre.latitude, centre.longitude), 1
        ),
        title=offer.title,
        description=offer.description,
        workType=offer.work_type,
        rateRange=offer.rate_range,
        startsOn=offer.starts_on,
        endsOn=offer.ends_on,
        expiresOn=offer.expires_on,
        status=offer.status,
        myApplicationId=mine.id if mine else None,
        myApplicationStatus=mine.status if mine else None,
    )


def open_offers(
    db: Session, teacher: Teacher, page_no: int, page_size: int, at: datetime
) -> Page[OpenOfferOut]:
    """Open offers, nearest first (one per centre at most, so the list stays short)."""
    _job_seeker(teacher)
    rows = [
        (offer, centre)
        for offer, centre in repository.open_offers(db)
        if not rules.is_past_expiry(offer.expires_on, centre.time_zone, at)
    ]
    rows.sort(
        key=lambda row: (
            distance_km(teacher.latitude, teacher.longitude, row[1].latitude, row[1].longitude),
            row[0].id,
        )
    )
    page = rows[(page_no - 1) * page_size : page_no * page_size]
    mine = repository.my_applications(db, teacher.id, [offer.id for offer, _ in page])
    return Page[OpenOfferOut](
        list=[_open_out(teacher, offer, centre, mine.get(offer.id)) for offer, centre in page],
        total=len(rows),
        pageNo=page_no,
        pageSize=page_size,
    )


def _visible_offer(db: Session, teacher: Teacher, offer_id: int) -> tuple[JobOffer, Centre]:
    """An offer the teacher may read: open, or one they applied to."""
    found = repository.visible_offer(db, teacher.id, offer_id)
    if found is None:
        raise JobOfferMissing()
    return found


def open_offer(db: Session, teacher: Teacher, offer_id: int) -> OpenOfferOut:
    _job_seeker(teacher)
    offer, centre = _visible_offer(db, teacher, offer_id)
    return _open_out(teacher, offer, centre, repository.application_of(db, offer.id, teacher.id))


def apply(db: Session, teacher: Teacher, payload: ApplyIn, at: datetime) -> OpenOfferOut:
    """Apply to an open offer, with an optional message to the centre."""
    _job_seeker(teacher)
    found = repository.offer_with_centre(db, payload.offerId)
    if found is None:
        raise JobOfferMissing()
    offer = repository.offer(db, payload.offerId, lock=True)
    assert offer is not None
    centre = found[1]
    if offer.status != JobOfferStatus.open or rules.is_past_expiry(
        offer.expires_on, centre.time_zone, at
    ):
        raise JobOfferNoLongerOpen()
    application = repository.application_of(db, offer.id, teacher.id)
    message = payload.message or None
    if application is None:
        application = JobApplication(
            offer_id=offer.id, teacher_id=teacher.id, message=message, applied_at=at
        )
        try:
            with db.begin_nested():
                db.add(application)
                db.flush()
        except IntegrityError:
            raise AlreadyAppliedJobOffer() from None
    elif rules.teacher_may_move(application.status, ApplicationStatus.applied):
        application.status = ApplicationStatus.applied
        application.message = message
        application.applied_at = at
        application.decided_at = None
    else:
        raise AlreadyAppliedJobOffer()
    db.flush()
    notices.notify(
        db,
        repository.account(db, centre.user_id),
        kinds.OfferApplication(
            offerId=offer.id,
            applicationId=application.id,
            offerTitle=offer.title,
            teacher=f"{teacher.first_name} {teacher.last_name}",
        ),
    )
    return _open_out(teacher, offer, centre, application)


def my_applications(db: Session, teacher: Teacher) -> MyApplicationsOut:
    """The teacher's applications, newest first (also after they stop seeking)."""
    return MyApplicationsOut(
        list=[
            MyApplicationOut(
                applicationId=application.id,
                status=application.status,
                message=application.message,
                appliedAt=application.applied_at,
                decidedAt=application.decided_at,
                offer=_open_out(teacher, offer, centre, application),
            )
            for application, offer, centre in repository.teacher_applications(db, teacher.id)
        ]
    )


def withdraw(db: Session, teacher: Teacher, application_id: int, at: datetime) -> ApplicationOut:
    application = repository.teacher_application(db, teacher.id, application_id)
    if application is None:
        raise ApplicationMissing()
    _lock_offer_of(db, application)
    if not rules.teacher_may_move(application.status, ApplicationStatus.withdrawn):
        raise ApplicationNoLongerWithdrawn()
    application.status = ApplicationStatus.withdrawn
    application.decided_at = at
    db.flush()
    return _out(application)
