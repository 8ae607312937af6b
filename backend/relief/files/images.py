"""Images are decoded before they are kept: a picture too large to open
safely, or one that does not decode, is never stored nor served."""

from __future__ import annotations

import io
import warnings
from enum import Enum

from PIL import Image

from relief.files import rules

# Pillow's names for the formats the platform accepts.
PILLOW_FORMATS = {rules.JPEG: "JPEG", rules.PNG: "PNG"}


class ImageProblem(Enum):
    too_many_pixels = "too_many_pixels"
    unreadable = "unreadable"


def problem(data: bytes, content_type: str, max_pixels: int) -> ImageProblem | None:
    """What is wrong with an image's bytes, or None when it decodes whole
    within `max_pixels`.

    The size is read from the header before anything is decoded, so a small
    file claiming a huge picture is refused without allocating it; Pillow's
    decompression-bomb warning counts as too large. Then every pixel is
    decoded: a truncated or corrupt image is unreadable.
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=[PILLOW_FORMATS[content_type]]) as image:
                width, height = image.size
                if width <= 0 or height <= 0:
                    return ImageProblem.unreadable
                if width * height > max_pixels:
                    return ImageProblem.too_many_pixels
                image.load()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        return ImageProblem.too_many_pixels
    except Exception:
        # Whatever else a decoder raises on hostile bytes (OSError for a
        # truncated file, SyntaxError for a broken chunk, struct.error...)
        # means the same to the uploader: the image cannot be read.
        return ImageProblem.unreadable
    return None
