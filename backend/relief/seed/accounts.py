"""The demo accounts: the West Auckland demo centre, 60 teachers spread
across Auckland, one staff administrator, and a second centre on the North
Shore. Written as rows (sign-up needs SMS and e-mail codes); what happens to
them afterwards is the history's (`relief.seed.history`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy.orm import Session

from relief.auth.security import hash_password
from relief.authority import service as authority
from relief.authority.catalogue import SUPER_ADMINISTRATOR
from relief.models import (
    AccountKind,
    Approval,
    Centre,
    Gender,
    Qualification,
    Teacher,
    User,
)
from relief.seed import repository
from relief.timesheets.rules import rank_for_points

DEMO_PASSWORD = "relief-demo-2026"  # noqa: S105 (demo data only)
CENTRE_EMAIL = "centre@example.com"
STAFF_EMAIL = "admin@example.com"
TEACHER_COUNT = 60

SUBURBS: tuple[tuple[str, float, float], ...] = (
    ("Henderson", -36.8785, 174.6305),
    ("Te Atatu", -36.8427, 174.6478),
    ("Glen Eden", -36.9108, 174.6517),
    ("Titirangi", -36.9375, 174.6558),
    ("Massey", -36.8433, 174.6110),
    ("Kelston", -36.9006, 174.6594),
    ("New Lynn", -36.9080, 174.6850),
    ("Swanson", -36.8676, 174.5783),
    ("Ranui", -36.8675, 174.6006),
    ("Avondale", -36.8963, 174.6937),
    ("Point Chevalier", -36.8660, 174.7060),
    ("Mount Albert", -36.8840, 174.7200),
    ("Ponsonby", -36.8570, 174.7440),
    ("Mount Eden", -36.8770, 174.7580),
    ("Epsom", -36.8880, 174.7740),
    ("Mount Roskill", -36.9110, 174.7370),
    ("Onehunga", -36.9230, 174.7840),
    ("Birkenhead", -36.8100, 174.7260),
    ("Takapuna", -36.7880, 174.7700),
    ("Glenfield", -36.7800, 174.7220),
    ("Albany", -36.7280, 174.7000),
    ("Otahuhu", -36.9450, 174.8400),
    ("Papatoetoe", -36.9760, 174.8540),
    ("Manukau", -36.9930, 174.8799),
    ("Pakuranga", -36.9100, 174.8750),
    ("Howick", -36.8960, 174.9240),
)

FEMALE_NAMES = (
    "Aroha",
    "Sophie",
    "Mere",
    "Olivia",
    "Priya",
    "Grace",
    "Ana",
    "Charlotte",
    "Mei",
    "Isla",
    "Hana",
    "Emily",
    "Lucy",
    "Ruby",
    "Amelia",
    "Ella",
    "Maia",
    "Zoe",
    "Sina",
    "Chloe",
    "Anjali",
    "Georgia",
    "Kiri",
    "Jessica",
    "Yuki",
    "Harper",
    "Leilani",
    "Frances",
    "Tui",
    "Rachel",
    "Aisha",
    "Holly",
    "Ngaio",
    "Lina",
    "Sarah",
    "Wen",
)
MALE_NAMES = (
    "Tama",
    "James",
    "Wiremu",
    "Liam",
    "Arjun",
    "Noah",
    "Sione",
    "Oliver",
    "Hemi",
    "Jack",
    "Daniel",
    "Rawiri",
    "Lucas",
    "Ethan",
    "Mateo",
    "Tom",
    "Kai",
    "Samuel",
    "Ravi",
    "Ben",
    "Manaia",
    "Josh",
    "Chen",
    "Henry",
)
LAST_NAMES = (
    "Smith",
    "Ngata",
    "Williams",
    "Patel",
    "Brown",
    "Tipene",
    "Wilson",
    "Chen",
    "Taylor",
    "Parata",
    "Singh",
    "Walker",
    "Faleolo",
    "Thompson",
    "Kumar",
    "Harris",
    "Wang",
    "Martin",
    "Te Whata",
    "King",
    "Li",
    "Anderson",
    "Tuilagi",
    "Clarke",
)


SECOND_CENTRE_EMAIL = "centre2@example.com"
DEMO_TEACHER_NUMBER = 5  # teacher05@example.com, whom the browser tests sign in as
PENDING_FROM = TEACHER_COUNT - 2  # teacher58 to teacher60 await approval
JOB_SEEKER_EVERY = 6  # every sixth teacher is a free job seeker


@dataclass
class Cast:
    """The demo's accounts, as the history acts with them."""

    password_hash: str
    centre_user: User
    centre: Centre
    staff: User
    # Teacher n (teacher{n:02d}@example.com) by n, and their accounts.
    teachers: dict[int, Teacher]
    teacher_users: dict[int, User]

    def teacher(self, number: int) -> Teacher:
        return self.teachers[number]

    def with_id(self, teacher_id: int) -> Teacher:
        found = next((t for t in self.teachers.values() if t.id == teacher_id), None)
        if found is None:
            raise LookupError(f"no demo teacher has the id {teacher_id}")
        return found

    @property
    def demo_teacher(self) -> Teacher:
        return self.teachers[DEMO_TEACHER_NUMBER]

    @property
    def demo_teacher_user(self) -> User:
        return self.teacher_users[DEMO_TEACHER_NUMBER]


def has_accounts(db: Session) -> bool:
    return repository.has_accounts(db)


def teacher_email(number: int) -> str:
    return f"teacher{number:02d}@example.com"


def enrol(db: Session, today: date) -> Cast:
    """The demo centre, the staff administrator and the 60 teachers, with one
    password hash for all (hashing is slow on purpose)."""
    password_hash = hash_password(DEMO_PASSWORD)
    centre_user, centre = _centre(
        db,
        password_hash,
        email=CENTRE_EMAIL,
        phone="+6498361234",
        name="Kowhai Kids Centre",
        licence_number="ECE-45123",
        company_name="Kowhai Kids Limited",
        gst_number="123-456-789",
        contact_person="Aroha Ngata",
        place=("12 Great North Road", "Henderson", "0612", -36.8790, 174.6290),
    )
    staff = User(
        kind=AccountKind.staff,
        email=STAFF_EMAIL,
        password_hash=password_hash,
        agreed=True,
        level=1,
    )
    db.add(staff)
    db.flush()
    authority.grant_named(db, staff.id, SUPER_ADMINISTRATOR)
    teachers, users = _teachers(db, password_hash, today)
    return Cast(password_hash, centre_user, centre, staff, teachers, users)


def open_second_centre(db: Session, cast: Cast) -> tuple[User, Centre]:
    """The second demo centre, on the North Shore: its own account, so that a
    visitor sees that one centre never sees another's records."""
    return _centre(
        db,
        cast.password_hash,
        email=SECOND_CENTRE_EMAIL,
        phone="+6494891234",
        name="Totara Tots",
        licence_number="ECE-47311",
        company_name="Totara Tots Early Learning Limited",
        gst_number="987-654-321",
        contact_person="Mei Chen",
        place=("48 Hurstmere Road", "Takapuna", "0622", -36.7875, 174.7705),
    )


def _centre(
    db: Session,
    password_hash: str,
    *,
    email: str,
    phone: str,
    name: str,
    licence_number: str,
    company_name: str,
    gst_number: str,
    contact_person: str,
    place: tuple[str, str, str, float, float],
) -> tuple[User, Centre]:
    address, suburb, postal_code, latitude, longitude = place
    user = User(kind=AccountKind.centre, email=email, phone=phone, password_hash=password_hash)
    db.add(user)
    db.flush()
    centre = Centre(
        user_id=user.id,
        name=name,
        licence_number=licence_number,
        company_name=company_name,
        gst_number=gst_number,
        contact_person=contact_person,
        email=email,
        phone=phone,
        latitude=latitude,
        longitude=longitude,
        address=address,
        city="Auckland",
        suburb=suburb,
        postal_code=postal_code,
        country="New Zealand",
    )
    db.add(centre)
    db.flush()
    return user, centre


def _teachers(
    db: Session, password_hash: str, today: date
) -> tuple[dict[int, Teacher], dict[int, User]]:
    rng = random.Random(2026)  # noqa: S311 (repeatable demo data)
    ranks = repository.ranks(db)
    qualifications = (
        Qualification.qualified,
        Qualification.unqualified,
        Qualification.qualified,
        Qualification.newly_qualified,
        Qualification.unqualified,
    )
    females = list(FEMALE_NAMES)
    males = list(MALE_NAMES)
    teachers: dict[int, Teacher] = {}
    users: dict[int, User] = {}
    for n in range(1, TEACHER_COUNT + 1):
        female = n % 5 != 0 and bool(females)
        first = females.pop(0) if female else males.pop(0)
        last = LAST_NAMES[(n * 7) % len(LAST_NAMES)]
        suburb, lat, lon = SUBURBS[(n - 1) % len(SUBURBS)]
        points = rng.randrange(0, 1500)
        email = teacher_email(n)
        user = User(
            kind=AccountKind.teacher,
            email=email,
            phone=f"+64 21 {400000 + n * 137:06d}",
            password_hash=password_hash,
            agreed=True,
        )
        db.add(user)
        db.flush()
        teacher = Teacher(
            user_id=user.id,
            first_name=first,
            last_name=last,
            birthday=date(1970 + n % 30, 1 + n % 12, 1 + n % 28),
            gender=Gender.female if female else Gender.male,
            mobile=user.phone,
            email=email,
            registration_number=f"TR{100000 + n * 31}",
            qualification=qualifications[n % len(qualifications)],
            talent_pool=1,
            approval=Approval.pending if n >= PENDING_FROM else Approval.approved,
            free_job_seeker=n % JOB_SEEKER_EVERY == 0,
            suburb=suburb,
            city="Auckland",
            latitude=round(lat + rng.uniform(-0.012, 0.012), 6),
            longitude=round(lon + rng.uniform(-0.012, 0.012), 6),
            travel_radius_km=(10, 15, 20, 30)[n % 4],
            rank_id=rank_for_points(points, ranks).id,
            points=points,
            completed_minutes=points * 60,
            rating=(Decimal(str(round(rng.uniform(3.6, 5.0), 2))) if points >= 40 else None),
            philosophy="Every child learns through play, relationships and curiosity.",
            registration_expiry=today + timedelta(days=200 + n * 5),
            first_aid_date=today - timedelta(days=300),
            first_aid_expiry=today + timedelta(days=400),
            police_vetting_expiry=today + timedelta(days=500),
        )
        db.add(teacher)
        teachers[n], users[n] = teacher, user
    db.flush()
    return teachers, users
