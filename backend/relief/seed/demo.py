"""Demo data for a first run: one West Auckland centre, 60 teachers spread
across Auckland, one staff administrator. Loaded only when demo data is on
and the database has no accounts yet."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, time, timedelta
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
from relief.vouchers.service import issue_signup

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


def has_accounts(db: Session) -> bool:
    return repository.has_accounts(db)


def load_demo_data(db: Session, today: date) -> None:
    password_hash = hash_password(DEMO_PASSWORD)
    rng = random.Random(2026)  # noqa: S311 (repeatable demo data)

    centre_user = User(
        kind=AccountKind.centre,
        email=CENTRE_EMAIL,
        phone="+6498361234",
        password_hash=password_hash,
    )
    db.add(centre_user)
    db.flush()
    demo_centre = Centre(
        user_id=centre_user.id,
        name="Kowhai Kids Centre",
        licence_number="ECE-45123",
        company_name="Kowhai Kids Limited",
        gst_number="123-456-789",
        contact_person="Aroha Ngata",
        email=CENTRE_EMAIL,
        phone="+6498361234",
        latitude=-36.8790,
        longitude=174.6290,
        address="12 Great North Road",
        city="Auckland",
        suburb="Henderson",
        postal_code="0612",
        country="New Zealand",
    )
    db.add(demo_centre)
    db.flush()
    issue_signup(db, demo_centre, datetime.combine(today, time(9), tzinfo=UTC))
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
    for n in range(1, TEACHER_COUNT + 1):
        female = n % 5 != 0 and bool(females)
        first = females.pop(0) if female else males.pop(0)
        last = LAST_NAMES[(n * 7) % len(LAST_NAMES)]
        suburb, lat, lon = SUBURBS[(n - 1) % len(SUBURBS)]
        points = rng.randrange(0, 1500)
        email = f"teacher{n:02d}@example.com"
        user = User(
            kind=AccountKind.teacher,
            email=email,
            phone=f"+64 21 {400000 + n * 137:06d}",
            password_hash=password_hash,
            agreed=True,
        )
        db.add(user)
        db.flush()
        db.add(
            Teacher(
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
                approval=Approval.pending if n > TEACHER_COUNT - 3 else Approval.approved,
                free_job_seeker=n % 6 == 0,
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
        )
    db.flush()
