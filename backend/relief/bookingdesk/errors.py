"""The refusals of the staff's booking desk: codes 43701 to 43799 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class DeskBookingMissing(NotFound):
    code = 43701
    message = "The booking does not exist."


class DeskInviteMissing(NotFound):
    code = 43702
    message = "The invite does not exist."


class DeskJobRecordMissing(NotFound):
    code = 43703
    message = "The job record does not exist."


class DeskPeriodBackwards(ParameterError):
    code = 43704
    message = "The period ends before it starts."
    field = "dateTo"


class DeskStatusUnknown(ParameterError):
    code = 43705
    message = "There is no status {status} in this list."
    field = "status"


class RemovalInvoiced(Conflict):
    code = 43706
    message = "This cannot be removed: an invoice bills it."


class RemovalTimeSheetConfirmed(Conflict):
    code = 43730
    message = "This cannot be removed: its time sheet has been confirmed."


class RemovalFeeCharged(Conflict):
    code = 43731
    message = "This cannot be removed: a cancellation fee was charged on it."


class RemovalStillMatching(Conflict):
    code = 43732
    message = "This booking is still being matched. Cancel it before removing it."


class RemovalSplit(Conflict):
    code = 43733
    message = "This booking was split in two. Remove its parts instead."


class RemovalTeacherBooked(Conflict):
    code = 43734
    message = "A teacher is still booked on this. Cancel the booking or the teacher's day first."


class RemovalDayWorked(Conflict):
    code = 43735
    message = "A teacher has worked this day: its time sheet and invoice depend on it."


class RemovalInviteOpen(Conflict):
    code = 43736
    message = (
        "The teacher can still answer this invite or awaits the centre. Cancel the booking first."
    )


# Re-running matching (43710 to 43714).


class RematchCancelled(Conflict):
    code = 43710
    message = "A cancelled booking cannot be matched again."


class RematchFilled(Conflict):
    code = 43711
    message = "The booking already has all the teachers it asked for."


class RematchSplit(Conflict):
    code = 43712
    message = "A split booking is not matched again: its parts are matched on their own."


class RematchStarted(Conflict):
    code = 43713
    message = "The booking has already started."


class BookingRemoved(Conflict):
    code = 43714
    message = "The booking was removed."


# Moving a job record to another teacher (43715 to 43722).


class RecordNotUpcoming(Conflict):
    code = 43715
    message = "Only an upcoming job record can move to another teacher."


class RecordStarted(Conflict):
    code = 43716
    message = "The job has already started."


class MoveTeacherMissing(NotFound):
    code = 43717
    message = "The teacher does not exist."
    field = "teacherId"


class MoveSameTeacher(ParameterError):
    code = 43718
    message = "The job record is already this teacher's."
    field = "teacherId"


class MoveTeacherNotApproved(Conflict):
    code = 43719
    message = "The teacher is not approved."
    field = "teacherId"


class MoveTeacherDisabled(Conflict):
    code = 43720
    message = "The teacher's account is switched off."
    field = "teacherId"


class MoveTeacherBusy(Conflict):
    code = 43721
    message = "The teacher already has a job at that time."
    field = "teacherId"


class MoveReasonMissing(ParameterError):
    code = 43722
    message = "Please give the reason for moving the job."
    field = "reason"
