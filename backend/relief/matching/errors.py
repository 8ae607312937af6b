"""The refusals of matching and invites: codes 40701 to 40799 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound


class BookingNoLongerTakingTeachers(Conflict):
    code = 40701
    message = "This booking is no longer taking teachers."


class InviteMissing(NotFound):
    code = 40702
    message = "The invite does not exist."


class TeacherAlreadyConfirmed(Conflict):
    code = 40703
    message = "This teacher is already confirmed."


class TeacherNotInterested(Conflict):
    code = 40704
    message = "Only a teacher who answered interested can be confirmed."


class TeacherMissing(NotFound):
    code = 40705
    message = "The teacher does not exist."


class TeacherAlreadyBookedTime(Conflict):
    code = 40706
    message = "This teacher is already booked at that time."


class InviteNoLongerOpen(Conflict):
    code = 40707
    message = "This invite is no longer open."


class BookingFull(Conflict):
    code = 40708
    message = "This booking already has all the teachers it asked for."


class BookedBySomeoneElse(Conflict):
    code = 40709
    message = "This teacher or seat was just booked by someone else."
