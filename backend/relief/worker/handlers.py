"""Importing this module registers every task handler."""

from relief.invoices import service as invoices  # noqa: F401
from relief.jobs import service as jobs  # noqa: F401
from relief.matching import service as matching  # noqa: F401
from relief.offers import service as offers  # noqa: F401
from relief.timesheets import service as timesheets  # noqa: F401
from relief.vouchers import service as vouchers  # noqa: F401
