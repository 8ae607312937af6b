"""The refusals of the console's Operations pages (holidays, teacher ranks,
pay parity steps): codes 45001 to 45099 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class HolidayMissing(NotFound):
    code = 45001
    message = "The holiday does not exist."


class HolidayNameInvalid(ParameterError):
    code = 45002
    message = "A holiday's name must be 1 to {longest} characters."
    field = "name"


class HolidayRegionUnknown(ParameterError):
    code = 45003
    message = "{region} is not a New Zealand region."
    field = "region"


class NationalHolidayTaken(Conflict):
    code = 45004
    message = "There is already a national holiday on {day}: {name}."
    field = "date"


class RegionalHolidayTaken(Conflict):
    code = 45005
    message = "There is already a holiday on {day} for {region}: {name}."
    field = "date"


class HolidayYearOutOfRange(ParameterError):
    code = 45006
    message = "A holiday must fall between the years {first} and {last}."
    field = "date"


class RankMissing(NotFound):
    code = 45010
    message = "The teacher rank does not exist."


class FirstRankNeedsNoPoints(ParameterError):
    code = 45011
    message = "The first rank ({rank}) needs 0 points."
    field = "pointsNeeded"


class PointsNotAbovePrevious(ParameterError):
    code = 45012
    message = "The {rank} rank must need more points than the {previous} rank ({points})."
    field = "pointsNeeded"


class PointsNotBelowNext(ParameterError):
    code = 45013
    message = "The {rank} rank must need fewer points than the {next} rank ({points})."
    field = "pointsNeeded"


class RankRateOutOfBounds(ParameterError):
    code = 45014
    message = "An hourly rate must be between ${low} and ${high}."


class UnqualifiedAboveQualified(ParameterError):
    code = 45015
    message = "The unqualified rate cannot be above the qualified rate (${rate})."
    field = "unqualifiedRate"


class RankBelowParity(Conflict):
    code = 45016
    message = (
        "The qualified rate ${rate} is below the pay parity step {step} "
        "(${minimum} from {day}): confirm to save it anyway."
    )
    field = "qualifiedRate"


class ParityStepMissing(NotFound):
    code = 45020
    message = "The pay parity step does not exist."


class ParityNameInvalid(ParameterError):
    code = 45021
    message = "A pay parity step's name must be 1 to {longest} characters."
    field = "name"


class ParityRateOutOfBounds(ParameterError):
    code = 45022
    message = "The minimum hourly rate must be between ${low} and ${high}."
    field = "minimumRate"


class ParityDateOutOfRange(ParameterError):
    code = 45023
    message = "A step must take effect between the years {first} and {last}."
    field = "effectiveFrom"


class ParityStepTaken(Conflict):
    code = 45024
    message = "There is already a step taking effect on {day}: {name}."
    field = "effectiveFrom"


class ParityAboveRank(Conflict):
    code = 45025
    message = (
        "The minimum rate ${minimum} is above the {rank} rank's qualified rate "
        "(${rate}): confirm to save it anyway."
    )
    field = "minimumRate"
