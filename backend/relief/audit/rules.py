"""Which calls the audit log keeps, and how their result is read."""

from __future__ import annotations

import json
from dataclasses import dataclass

from relief.authority.catalogue import reading_permission

# The sign-ins of the three apps.
SIGN_INS = frozenset({"/user/password/login", "/admin/login", "/teacher/login"})
# Where staff calls live: the console's, and the spec's dictionary and statistics forms.
STAFF_CALLS = ("/admin/", "/dictDetail", "/statistical/")


def may_record(method: str, path: str) -> bool:
    """Whether a call may be kept, known before it runs (reading by GET never is)."""
    return method != "GET" and (path in SIGN_INS or path.startswith(STAFF_CALLS))


def kept(path: str, permission: str | None) -> bool:
    """Whether a call is kept, known once it has run: a sign-in, an export
    of a list (what left the platform, and who took it), or a staff call
    whose permission changes something."""
    if path in SIGN_INS or (permission is not None and path.endswith("/export")):
        return True
    return permission is not None and not reading_permission(permission)


@dataclass(frozen=True)
class Result:
    rtn_code: int
    refusal_code: int | None
    message: str | None


def result(body: bytes) -> Result:
    """The answer's code, its refusal's own code and its message."""
    try:
        answer = json.loads(body)
    except ValueError:
        return Result(rtn_code=1999, refusal_code=None, message=None)
    if not isinstance(answer, dict):
        return Result(rtn_code=1999, refusal_code=None, message=None)
    data = answer.get("rtn_data")
    code = data.get("code") if isinstance(data, dict) else None
    rtn_code = answer.get("rtn_code")
    return Result(
        rtn_code=rtn_code if isinstance(rtn_code, int) else 1999,
        refusal_code=code if isinstance(code, int) and rtn_code != 0 else None,
        message=str(answer.get("rtn_msg")) if rtn_code != 0 else None,
    )
