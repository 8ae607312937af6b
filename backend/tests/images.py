"""Real images for upload tests: small ones drawn with Pillow, and huge blank
PNGs written chunk by chunk (a 20000 x 20000 picture in about 50 KB), the way
a decompression bomb is made."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image


def png(width: int = 16, height: int = 12, colour: str = "teal") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, "PNG")
    return out.getvalue()


def jpeg(width: int = 16, height: int = 12, colour: str = "orange") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(out, "JPEG")
    return out.getvalue()


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def blank_png(width: int, height: int) -> bytes:
    """A valid black-and-white PNG of any size, compressed row by row so it
    is never whole in memory."""
    row = b"\x00" * (1 + (width + 7) // 8)  # filter byte, then one bit a pixel
    packer = zlib.compressobj(9)
    data = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", data)
        + _chunk(b"IEND", b"")
    )
