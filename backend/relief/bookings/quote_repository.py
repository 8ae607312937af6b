"""All SQL of live quotes. Every quote a centre can reach starts from
`readable_quotes(centre_id)`."""

from __future__ import annotations

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from relief.locks import for_update
from relief.models import LiveQuote


def readable_quotes(centre_id: int) -> Select[LiveQuote]:
    return select(LiveQuote).where(LiveQuote.centre_id == centre_id)


def lock_quote(db: Session, centre_id: int, process_id: str) -> LiveQuote | None:
    """The centre's quote of this process, locked for the rest of the
    transaction; another centre's quote does not exist for it."""
    return db.scalar(
        for_update(readable_quotes(centre_id).where(LiveQuote.process_id == process_id))
    )


def quote(db: Session, centre_id: int, process_id: str) -> LiveQuote | None:
    """The centre's quote of this process, unlocked (to read what it was given at)."""
    return db.scalar(readable_quotes(centre_id).where(LiveQuote.process_id == process_id))
