"""Sending text messages.

A provider is anything with `send(phone, text)`. The default writes each
message as a JSON line to the SMS log (`SMS_LOG`) and to the server log; a real
gateway plugs in by implementing `SmsSender` and returning it from `sender()`.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Protocol

from relief.config import Settings
from relief.kit.clock import now

log = logging.getLogger("relief.sms")


class SmsSender(Protocol):
    def send(self, phone: str, text: str) -> None: ...


class LoggingSms:
    def __init__(self, path: Path) -> None:
        self.path = path

    def send(self, phone: str, text: str) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as file:
            file.write(json.dumps({"to": phone, "text": text, "at": now().isoformat()}) + "\n")
        log.info("SMS to %s: %s", phone, text)


def sender(settings: Settings) -> SmsSender:
    return LoggingSms(settings.sms_log)
