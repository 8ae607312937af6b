"""The FastAPI dependency that turns the bearer token into a signed-in teacher."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends

from relief.auth.deps import DB, CurrentPrincipal
from relief.auth.service import Principal
from relief.models import AccountKind, Teacher
from relief.teachers import repository
from relief.teachers.errors import AccountNoTeacherProfile, TeacherAccountsOnly


class TeacherCaller:
    """A signed-in teacher and its teacher row."""

    def __init__(self, principal: Principal, teacher: Teacher) -> None:
        self.principal = principal
        self.user = principal.user
        self.teacher = teacher


def current_teacher(principal: CurrentPrincipal, db: DB) -> TeacherCaller:
    if principal.user.kind != AccountKind.teacher:
        raise TeacherAccountsOnly()
    teacher = repository.by_user_id(db, principal.user.id)
    if teacher is None:
        raise AccountNoTeacherProfile()
    return TeacherCaller(principal, teacher)


CurrentTeacher = Annotated[TeacherCaller, Depends(current_teacher)]
