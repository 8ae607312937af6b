"""The refusals of the booking aggregate: bookings (codes 40601 to 40699),
matching and invites (40701 to 40799) and job records (40801 to 40899);
see docs/api.md."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class BookingMissing(NotFound):
    code = 40601
    message = "The booking does not exist."


class JobRecordMissing(NotFound):
    code = 40602
    message = "The job record does not exist."


class BookingNoLongerCancelled(Conflict):
    code = 40603
    message = "This booking can no longer be cancelled."


class DayNoLongerCancelled(Conflict):
    code = 40604
    message = "This day can no longer be cancelled."


class SelectCancellationReason(ParameterError):
    code = 40605
    message = "Please select a cancellation reason."


class DayStarted(Conflict):
    code = 40606
    message = "A day that has started cannot be cancelled."


class ExtensionInPast(ParameterError):
    code = 40607
    message = "The extension time must be later than now."


class JobNoLongerExtended(Conflict):
    code = 40608
    message = "This job can no longer be extended."


class ExtensionBeforeEnd(ParameterError):
    code = 40609
    message = "The extension time must be later than the current end time."


class DayTooLong(ParameterError):
    code = 40610
    message = "A working day cannot be longer than 16 hours."


class TeacherAlreadyBookedTime(Conflict):
    code = 40611
    message = "This teacher is already booked at that time."


class BookingNotLooking(Conflict):
    code = 40612
    message = "Only a booking that is still looking for teachers can do this."


class BookingAlreadyStarted(Conflict):
    code = 40613
    message = "The booking has already started."


class BookingAlreadyPublic(Conflict):
    code = 40614
    message = "This booking is already public."


class InviteMissing(NotFound):
    code = 40615
    message = "The invite does not exist."


class InviteNoLongerWithdrawn(Conflict):
    code = 40616
    message = "This invite can no longer be withdrawn."


class BookingNoLongerTakingTeachers(Conflict):
    code = 40617
    message = "This booking is no longer taking teachers."


class NoInterestedTeacher(Conflict):
    code = 40618
    message = "No interested teacher is waiting for confirmation."


class OnlySearchingBookingSplits(Conflict):
    code = 40619
    message = "Only a booking that is still looking for teachers can be split."


class NothingToSplit(Conflict):
    code = 40620
    message = "Nobody is confirmed yet: there is nothing to split."


class BookingHasAllTeachers(Conflict):
    code = 40621
    message = "This booking already has all its teachers."


class TooFewFavourites(ParameterError):
    code = 40622
    message = "Please choose at least {number} favourite teachers."
    field = "favouriteTeacherIds"


class NotAFavourite(ParameterError):
    code = 40623
    message = "Only teachers in your favourites can be invited as favourites."
    field = "favouriteTeacherIds"


class NoFavouriteOfGender(ParameterError):
    code = 40624
    message = "No matching favourite teachers for the gender preference."
    field = "favouriteTeacherIds"


class FavouriteUnavailable(ParameterError):
    code = 40625
    message = "The favourite teacher is unavailable during this period."
    field = "favouriteTeacherIds"


class TeacherRanksNotConfigured(ParameterError):
    code = 40626
    message = "Teacher ranks are not configured."


class GenderReasonMissing(ParameterError):
    code = 40627
    message = "Please give a reason for the gender preference."
    field = "genderJustification"


class AgeGroupMissing(ParameterError):
    code = 40628
    message = "Please select the age group."
    field = "ageGroup"


class TalentPoolMissing(ParameterError):
    code = 40629
    message = "Please select the talent pool."
    field = "teacherTalentPool"


class StartInPast(ParameterError):
    code = 40630
    message = "The start time cannot be earlier than now."
    field = "jobStartTime"


class EndBeforeStart(ParameterError):
    code = 40631
    message = "The end time cannot be earlier than the start time."
    field = "jobEndTime"


class DayEndsBeforeStart(ParameterError):
    code = 40632
    message = "Each day must end later than it starts."
    field = "jobEndTime"


class LongerThanOneYear(ParameterError):
    code = 40633
    message = "A booking can cover at most one year."
    field = "jobEndTime"


class BeyondStandardWindow(ParameterError):
    code = 40634
    message = (
        "Standard Booking can start at most {days} days ahead; use Advance Booking for later dates."
    )
    field = "jobStartTime"


class WeekdaysMissing(ParameterError):
    code = 40635
    message = "Please choose the weekdays to repeat on."
    field = "weekdays"


class FavouritesOnSingleDay(ParameterError):
    code = 40636
    message = "Favourite invites are not available for single-day bookings."
    field = "inviteType"


class NoWorkingDays(ParameterError):
    code = 40637
    message = "There are no working days in the chosen dates."
    field = "jobEndTime"


class DayTooShort(ParameterError):
    code = 40638
    message = "Each day must be at least {hours} hours long."
    field = "jobEndTime"


class TeacherAlreadyConfirmed(Conflict):
    code = 40703
    message = "This teacher is already confirmed."


class TeacherNotInterested(Conflict):
    code = 40704
    message = "Only a teacher who answered interested can be confirmed."


class TeacherMissing(NotFound):
    code = 40705
    message = "The teacher does not exist."


class InviteNoLongerOpen(Conflict):
    code = 40707
    message = "This invite is no longer open."


class BookingFull(Conflict):
    code = 40708
    message = "This booking already has all the teachers it asked for."


class BookedBySomeoneElse(Conflict):
    code = 40709
    message = "This teacher or seat was just booked by someone else."


class GiveReasonLeave(ParameterError):
    code = 40802
    message = "Please give a reason for the leave."


class JobNoLongerLeft(Conflict):
    code = 40803
    message = "This job can no longer be left."


class JobStarted(Conflict):
    code = 40804
    message = "A job that has started cannot be left; please contact the centre."


class NoExtensionWaiting(Conflict):
    code = 40805
    message = "There is no extension waiting for your answer."


class ExtensionTimeAlreadyPassed(Conflict):
    code = 40807
    message = "The extension time has already passed."


class AlreadyBookedTime(Conflict):
    code = 40808
    message = "You are already booked at that time."
