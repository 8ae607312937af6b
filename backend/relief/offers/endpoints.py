"""Permanent job offers (UR-Free): the centre's calls and the free job seeker's."""

from __future__ import annotations

from fastapi import APIRouter

from relief.auth.deps import DB, CurrentCentre, CurrentTeacher
from relief.kit.clock import now
from relief.kit.envelope import Envelope, Page, PageQuery, ok
from relief.offers import service
from relief.offers.schemas import (
    ApplicantsOut,
    ApplicationOut,
    ApplicationRef,
    ApplyIn,
    HireOut,
    MyApplicationsOut,
    OfferIn,
    OfferListIn,
    OfferOut,
    OfferRef,
    OpenOfferOut,
)

router = APIRouter(tags=["job offers"])


@router.post("/center/offer/create", response_model=Envelope[OfferOut])
def offer_create(payload: OfferIn, caller: CurrentCentre, db: DB) -> Envelope[OfferOut]:
    """Post a permanent job offer; one open offer per centre at a time."""
    return ok(service.create(db, caller.centre, payload, now()))


@router.post("/center/offer/list", response_model=Envelope[Page[OfferOut]])
def offer_list(payload: OfferListIn, caller: CurrentCentre, db: DB) -> Envelope[Page[OfferOut]]:
    """The centre's offers, newest first, with applicant counts."""
    return ok(service.listing(db, caller.centre, payload))


@router.post("/center/offer/detail", response_model=Envelope[OfferOut])
def offer_detail(payload: OfferRef, caller: CurrentCentre, db: DB) -> Envelope[OfferOut]:
    """One of the centre's offers."""
    return ok(service.detail(db, caller.centre, payload.offerId))


@router.post("/center/offer/applicants", response_model=Envelope[ApplicantsOut])
def offer_applicants(payload: OfferRef, caller: CurrentCentre, db: DB) -> Envelope[ApplicantsOut]:
    """The offer's applicants with their profiles."""
    return ok(service.applicants(db, caller.centre, payload.offerId))


@router.post("/center/offer/shortlist", response_model=Envelope[ApplicationOut])
def offer_shortlist(
    payload: ApplicationRef, caller: CurrentCentre, db: DB
) -> Envelope[ApplicationOut]:
    """Shortlist an applicant of an open offer."""
    return ok(service.shortlist(db, caller.centre, payload.applicationId, now()))


@router.post("/center/offer/hire", response_model=Envelope[HireOut])
def offer_hire(payload: ApplicationRef, caller: CurrentCentre, db: DB) -> Envelope[HireOut]:
    """Hire an applicant: the offer is filled and the placement fee invoiced."""
    return ok(service.hire(db, caller.centre, payload.applicationId, now()))


@router.post("/center/offer/decline", response_model=Envelope[ApplicationOut])
def offer_decline(
    payload: ApplicationRef, caller: CurrentCentre, db: DB
) -> Envelope[ApplicationOut]:
    """Decline an applicant; the teacher is told."""
    return ok(service.decline(db, caller.centre, payload.applicationId, now()))


@router.post("/center/offer/close", response_model=Envelope[OfferOut])
def offer_close(payload: OfferRef, caller: CurrentCentre, db: DB) -> Envelope[OfferOut]:
    """Close an open offer without hiring."""
    return ok(service.close(db, caller.centre, payload.offerId, now()))


@router.post("/teacher/offer/list", response_model=Envelope[Page[OpenOfferOut]])
def teacher_offer_list(
    payload: PageQuery, caller: CurrentTeacher, db: DB
) -> Envelope[Page[OpenOfferOut]]:
    """Open offers for a free job seeker, nearest first."""
    return ok(service.open_offers(db, caller.teacher, payload.pageNo, payload.pageSize, now()))


@router.post("/teacher/offer/detail", response_model=Envelope[OpenOfferOut])
def teacher_offer_detail(
    payload: OfferRef, caller: CurrentTeacher, db: DB
) -> Envelope[OpenOfferOut]:
    """An open offer, or one the teacher applied to."""
    return ok(service.open_offer(db, caller.teacher, payload.offerId))


@router.post("/teacher/offer/apply", response_model=Envelope[OpenOfferOut])
def teacher_offer_apply(payload: ApplyIn, caller: CurrentTeacher, db: DB) -> Envelope[OpenOfferOut]:
    """Apply to an open offer (optional message); the centre is told."""
    return ok(service.apply(db, caller.teacher, payload, now()))


@router.post("/teacher/offer/applications", response_model=Envelope[MyApplicationsOut])
def teacher_offer_applications(caller: CurrentTeacher, db: DB) -> Envelope[MyApplicationsOut]:
    """The teacher's applications and how each stands."""
    return ok(service.my_applications(db, caller.teacher))


@router.post("/teacher/offer/withdraw", response_model=Envelope[ApplicationOut])
def teacher_offer_withdraw(
    payload: ApplicationRef, caller: CurrentTeacher, db: DB
) -> Envelope[ApplicationOut]:
    """Withdraw an application that is still applied or shortlisted."""
    return ok(service.withdraw(db, caller.teacher, payload.applicationId, now()))
