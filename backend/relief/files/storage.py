"""Where private files live: behind one small interface, on local disk by default."""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Protocol


class Storage(Protocol):
    def put(self, data: bytes) -> str:
        """Keep the bytes; answer the key to find them again."""

    def get(self, key: str) -> bytes: ...

    def delete(self, key: str) -> None: ...


class LocalStorage:
    """Files under a private directory, never served directly."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, key: str) -> Path:
        if not key.isalnum():
            raise ValueError("bad storage key")
        return self.root / key[:2] / key

    def put(self, data: bytes) -> str:
        key = secrets.token_hex(24)
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".part")
        temporary.write_bytes(data)
        os.replace(temporary, path)
        return key

    def get(self, key: str) -> bytes:
        return self._path(key).read_bytes()

    def delete(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)
