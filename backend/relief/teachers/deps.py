"""The FastAPI dependency that turns the bearer token into a signed-in teacher."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends

from relief.auth.deps import DB, CurrentPrincipal
from relief.auth.service import Principal
from relief.errors import NotPermitted
from relief.models import AccountKind, Teacher
from relief.teachers import repository


class TeacherCaller:
    """A signed-in teacher and its teacher row."""

    def __init__(self, principal: Principal, teacher: Teacher) -> None:
        self.principal = principal
        self.user = principal.user
        self.teacher = teacher


def current_teacher(principal: CurrentPrincipal, db: DB) -> TeacherCaller:
    if principal.user.kind != AccountKind.teacher:
        raise NotPermitted("This call is for teacher accounts.")
    teacher = repository.by_user_id(db, principal.user.id)
    if teacher is None:
        raise NotPermitted("This account has no teacher profile.")
    return TeacherCaller(principal, teacher)


CurrentTeacher = Annotated[TeacherCaller, Depends(current_teacher)]
