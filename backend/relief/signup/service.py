"""New accounts sign themselves up: centres and teachers."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from relief.auth import passwords
from relief.auth import service as auth
from relief.auth.service import open_session
from relief.auth.session_user import session_user
from relief.centre import service as centres
from relief.codes import service as codes
from relief.config import Settings
from relief.dictionary import service as dictionaries
from relief.models import AccountKind, Approval, Centre, Qualification, Teacher, User
from relief.signup import rules
from relief.signup.errors import (
    AgreeTermsUse,
    ChooseAgeGroupsFromList,
    ChooseTalentPoolFromList,
    EmailAlreadyRegistered,
    MobileNumberAlreadyRegistered,
    RegistrationNumberAlreadyRegistered,
)
from relief.signup.schemas import (
    SignupIn,
    SignupOut,
    TeacherSignupIn,
    TeacherSignupOut,
    VoucherOut,
)
from relief.teachers import service as teachers
from relief.vouchers import service as vouchers


def _verified_contacts(
    db: Session, settings: Settings, phone_ticket: str, email_ticket: str, at: datetime
) -> tuple[str, str]:
    """The phone and e-mail the tickets prove, neither used by any account.

    The refusal names the contact, never the kind of account that has it."""
    phone = codes.ticket_target(settings, phone_ticket, "signup", "sms", at)
    email = codes.ticket_target(settings, email_ticket, "signup", "email", at)
    if auth.account_for(db, "email", email) is not None:
        raise EmailAlreadyRegistered()
    if auth.account_for(db, "sms", phone) is not None:
        raise MobileNumberAlreadyRegistered()
    return phone, email


def _add_account(db: Session, user: User) -> None:
    """Insert the account; a racing sign-up with the same e-mail loses here."""
    try:
        with db.begin_nested():
            db.add(user)
            db.flush()
    except IntegrityError:
        raise EmailAlreadyRegistered() from None


def sign_up(
    db: Session, settings: Settings, payload: SignupIn, address: str, at: datetime
) -> SignupOut:
    """Create the centre's account from its verified phone and e-mail; the new
    centre is signed in and gets its signup voucher."""
    phone, email = _verified_contacts(db, settings, payload.phoneTicket, payload.emailTicket, at)
    user = User(kind=AccountKind.centre, email=email, phone=phone, password_hash="", agreed=False)
    passwords.assign(user, payload.password)
    _add_account(db, user)
    centre = Centre(user_id=user.id, email=email, phone=phone, latitude=0.0, longitude=0.0)
    centres.apply_details(centre, payload)
    db.add(centre)
    db.flush()
    voucher = vouchers.issue_signup(db, centre, at)
    token = open_session(db, settings, user, address=address, device_type="web", at=at)
    return SignupOut(
        token=token,
        user=session_user(user, centre, settings.secret_key, at),
        voucher=VoucherOut(
            name=voucher.name, parValue=voucher.par_value, validityEndTime=voucher.expires_at
        ),
    )


def _check_teacher(db: Session, payload: TeacherSignupIn, today: date) -> str | None:
    """Refuse what the teacher's details get wrong; answer the registration
    number to keep (None for an unqualified teacher)."""
    if not payload.agreed:
        raise AgreeTermsUse()
    for problem in (
        rules.name_problem(payload.firstName, payload.lastName),
        rules.birthday_problem(payload.birthday, today),
        rules.registration_problem(payload.qualification, payload.registrationNumber),
    ):
        if problem:
            raise problem
    if not dictionaries.has_values(db, "talent_pool", [payload.talentPool]):
        raise ChooseTalentPoolFromList()
    if not dictionaries.has_values(db, "age_group", payload.ageGroups):
        raise ChooseAgeGroupsFromList()
    if payload.qualification == Qualification.unqualified:
        return None
    number = rules.registration_number(payload.registrationNumber)
    if number is not None and teachers.registration_taken(db, number):
        raise RegistrationNumberAlreadyRegistered()
    return number


def sign_up_teacher(
    db: Session,
    settings: Settings,
    payload: TeacherSignupIn,
    address: str,
    at: datetime,
) -> TeacherSignupOut:
    """Create a teacher's account from the verified mobile and e-mail. The new
    teacher is signed in and waits for staff's approval; matching never
    invites them until then."""
    phone, email = _verified_contacts(db, settings, payload.phoneTicket, payload.emailTicket, at)
    registration = _check_teacher(db, payload, at.astimezone(ZoneInfo(settings.time_zone)).date())
    user = User(
        kind=AccountKind.teacher,
        email=email,
        phone=phone,
        password_hash="",
        agreed=True,
        agreed_at=at,
    )
    passwords.assign(user, payload.password)
    _add_account(db, user)
    teacher = Teacher(
        user_id=user.id,
        first_name=payload.firstName.strip(),
        last_name=payload.lastName.strip(),
        birthday=payload.birthday,
        gender=payload.gender,
        mobile=phone,
        email=email,
        registration_number=registration,
        qualification=payload.qualification,
        talent_pool=payload.talentPool,
        age_groups=rules.age_groups_text(payload.ageGroups),
        approval=Approval.pending,
        free_job_seeker=payload.freeJobSeeker,
        address=payload.address or None,
        suburb=payload.suburb or None,
        city=payload.city or None,
        postal_code=payload.postalCode or None,
        latitude=payload.latitude,
        longitude=payload.longitude,
        travel_radius_km=payload.travelRadiusKm,
        rank_id=teachers.entry_rank_id(db),
    )
    db.add(teacher)
    db.flush()
    token = open_session(db, settings, user, address=address, device_type="web", at=at)
    return TeacherSignupOut(token=token, teacher=teachers.profile(db, teacher))
