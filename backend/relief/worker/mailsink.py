"""A local SMTP server that keeps every message as an .eml file: for the
browser tests and for demos without a mail server. Needs aiosmtpd (a test
dependency)."""

from __future__ import annotations

import contextlib
import itertools
import time
from pathlib import Path
from typing import Any


class FolderHandler:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.serial = itertools.count(1)

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 (aiosmtpd's name)
        name = f"{time.time_ns()}-{next(self.serial)}.eml"
        (self.folder / name).write_bytes(envelope.original_content or envelope.content)
        return "250 OK"


def serve_forever(port: int, folder: Path) -> None:
    from aiosmtpd.controller import Controller

    folder.mkdir(parents=True, exist_ok=True)
    controller = Controller(FolderHandler(folder), hostname="127.0.0.1", port=port)
    controller.start()
    with contextlib.suppress(KeyboardInterrupt):
        while True:
            time.sleep(3600)
    controller.stop()
