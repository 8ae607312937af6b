"""The refusals of favourites and blocks: codes 40901 to 40999 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class BookingMissing(NotFound):
    code = 40901
    message = "The booking does not exist."


class BookingDidNotInviteFavourite(ParameterError):
    code = 40902
    message = "This booking did not invite favourite teachers."


class TeacherMissing(NotFound):
    code = 40903
    message = "The teacher does not exist."


class TeacherNotFavourites(NotFound):
    code = 40904
    message = "This teacher is not in your favourites."


class TeacherNotBlocked(NotFound):
    code = 40905
    message = "This teacher is not blocked."


class SearchEmpty(ParameterError):
    code = 40906
    message = "Please enter a first name, last name or registration number."


class TeacherBlocked(Conflict):
    code = 40907
    message = "This teacher is blocked. Unblock them first."
