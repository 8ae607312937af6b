"""The refusals of permanent job offers: codes 41801 to 41899 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, NotPermitted, ParameterError


class EnterJobTitle(ParameterError):
    code = 41801
    message = "Please enter the job title."
    field = "title"


class EnterJobDescription(ParameterError):
    code = 41802
    message = "Please enter the job description."
    field = "description"


class SelectWorkType(ParameterError):
    code = 41803
    message = "Please select the work type."
    field = "workType"


class WorkTypeMustFullTime(ParameterError):
    code = 41804
    message = "The work type must be full-time or part-time."
    field = "workType"


class SelectRateRange(ParameterError):
    code = 41805
    message = "Please select the rate range."
    field = "rateRange"


class RateRangeMustOneFour(ParameterError):
    code = 41806
    message = "The rate range must be one of the four bands."
    field = "rateRange"


class SelectExpectedStartDate(ParameterError):
    code = 41807
    message = "Please select the expected start date."
    field = "startsOn"


class SelectOfferExpiryDate(ParameterError):
    code = 41808
    message = "Please select the offer expiry date."
    field = "expiresOn"


class StartsOnInPast(ParameterError):
    code = 41809
    message = "The expected start date cannot be earlier than today."
    field = "startsOn"


class EndsOnBeforeStartsOn(ParameterError):
    code = 41810
    message = "The expected end date cannot be earlier than the start date."
    field = "endsOn"


class ExpiryNotAfterStart(ParameterError):
    code = 41811
    message = "Offer expiry must be after offer start."
    field = "expiresOn"


class AlreadyCreatedJobOffer(Conflict):
    code = 41812
    message = "You have already created a job offer."


class JobOfferMissing(NotFound):
    code = 41813
    message = "The job offer does not exist."


class ApplicationMissing(NotFound):
    code = 41814
    message = "The application does not exist."


class JobOfferNoLongerOpen(Conflict):
    code = 41815
    message = "This job offer is no longer open."


class ApplicationNoLongerChanged(Conflict):
    code = 41816
    message = "This application can no longer be changed."


class ProfileNotApprovedYet(NotPermitted):
    code = 41817
    message = "Your profile is not approved yet."


class NotAFreeJobSeeker(NotPermitted):
    code = 41818
    message = "Permanent job offers are for free job seekers. Turn on 'Free job seeker' in your profile to see them."


class ApplicationNoLongerWithdrawn(Conflict):
    code = 41819
    message = "This application can no longer be withdrawn."


class AlreadyAppliedJobOffer(Conflict):
    code = 41820
    message = "You have already applied for this job offer."
