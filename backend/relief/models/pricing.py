"""Pay parity steps: the lowest hourly rate a qualified teacher may be paid."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import Date, String
from sqlalchemy.orm import Mapped, mapped_column

from relief.kit.types import Money
from relief.models.base import Base


class PayParityStep(Base):
    __tablename__ = "pay_parity_steps"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    minimum_rate: Mapped[Decimal] = mapped_column(Money)
    effective_from: Mapped[date] = mapped_column(Date, index=True)
