"""Reading the refusals a rule answers with."""

from __future__ import annotations

from relief.errors import AppError


def said(answer: object) -> object:
    """What a rule's refusal says (its English message); anything else as it is."""
    return answer.msg if isinstance(answer, AppError) else answer
