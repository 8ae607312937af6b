"""Centres: schools and childcare centres that book relief teachers."""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import Float, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.types import Money
from relief.models.base import Base, Timestamped
from relief.models.place import keeps_region


class Centre(Timestamped, Base):
    __tablename__ = "centres"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), unique=True)
    name: Mapped[str] = mapped_column(String(20))
    licence_number: Mapped[str | None] = mapped_column(String(64))
    company_name: Mapped[str | None] = mapped_column(String(128))
    gst_number: Mapped[str | None] = mapped_column(String(32))
    contact_person: Mapped[str | None] = mapped_column(String(64))
    email: Mapped[str | None] = mapped_column(String(254))
    phone: Mapped[str | None] = mapped_column(String(32))
    # The map location form: latitude, longitude, Address, City, Suburb,
    # postal_code, country.
    latitude: Mapped[float] = mapped_column(Float)
    longitude: Mapped[float] = mapped_column(Float)
    # Read from the map point whenever it is written (`kit.regions`): what a
    # staff role's data scope selects by.
    region: Mapped[str | None] = mapped_column(String(32), index=True)
    address: Mapped[str | None] = mapped_column(String(255))
    city: Mapped[str | None] = mapped_column(String(64))
    suburb: Mapped[str | None] = mapped_column(String(64))
    postal_code: Mapped[str | None] = mapped_column(String(16))
    country: Mapped[str | None] = mapped_column(String(64))
    time_zone: Mapped[str] = mapped_column(String(64), default="Pacific/Auckland")
    qualified_rate: Mapped[Decimal | None] = mapped_column(Money)
    unqualified_rate: Mapped[Decimal | None] = mapped_column(Money)
    qualified_discount: Mapped[Decimal | None] = mapped_column(Money)
    unqualified_discount: Mapped[Decimal | None] = mapped_column(Money)


keeps_region(Centre)
