"""Reading the codes the platform sends: the SMS log and the e-mail outbox."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from relief.config import Settings
from relief.models import Captcha, OutboxMessage
from tests.factories import call


def captcha(client: TestClient, db: Session) -> dict[str, str]:
    uuid = call(client, "/captcha/image")["rtn_data"]["uuid"]
    answer = db.scalar(select(Captcha.answer).where(Captcha.uuid == uuid))
    assert answer is not None
    return {"uuid": uuid, "captcha": answer}


def last_sms(settings: Settings, phone: str) -> str:
    lines = [json.loads(line) for line in Path(settings.sms_log).read_text().splitlines()]
    texts = [line["text"] for line in lines if line["to"] == phone]
    match = re.search(r"\b(\d{6})\b", texts[-1])
    assert match
    return match.group(1)


def last_email_code(db: Session, address: str) -> str:
    message = db.scalars(
        select(OutboxMessage)
        .where(OutboxMessage.recipient == address)
        .order_by(OutboxMessage.id.desc())
    ).first()
    assert message is not None
    match = re.search(r"\b(\d{6})\b", message.body)
    assert match
    return match.group(1)


def ok(answer: dict[str, Any]) -> Any:
    assert answer["rtn_code"] == 0, answer
    return answer["rtn_data"]
