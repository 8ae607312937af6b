"""Comparing what a person typed with what they were asked to type (a captcha,
a one-time code).

Input methods type full-width letters and digits (U+FF21 for A, U+FF11 for 1),
phones capitalise, people add spaces: an answer is compared after Unicode
compatibility normalisation (NFKC) and case folding, in constant time on its
UTF-8 bytes, so any text is a plain right or wrong and never an error.
"""

from __future__ import annotations

import hmac
import unicodedata


def normalised(answer: str) -> str:
    """The answer as it is compared: NFKC, case-folded, without outer spaces."""
    return unicodedata.normalize("NFKC", answer).casefold().strip()


def same(expected: str, given: str) -> bool:
    """Whether `given` is the expected answer, in time independent of where they differ."""
    return hmac.compare_digest(_bytes(expected), _bytes(given))


def _bytes(answer: str) -> bytes:
    return normalised(answer).encode("utf-8", "surrogatepass")
