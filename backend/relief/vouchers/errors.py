"""The refusals of vouchers: codes 41701 to 41799 (docs/api.md)."""

from __future__ import annotations

from relief.errors import Conflict, NotFound, ParameterError


class VoucherMissing(NotFound):
    code = 41701
    message = "The voucher does not exist."


class VoucherTaken(Conflict):
    code = 41702
    message = "This voucher has already been used or attached to another booking."


class VoucherExpired(Conflict):
    code = 41703
    message = "This voucher has expired."


class VoucherDoesNotFit(ParameterError):
    code = 41704
    message = "This voucher cannot be used for the teachers this booking asks for."
