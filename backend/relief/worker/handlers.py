"""Importing this module registers every task handler (and the live
updates' events, written with every change the worker makes)."""

from relief.announcements import service as announcements  # noqa: F401
from relief.bookings import service as bookings  # noqa: F401
from relief.exports import service as exports  # noqa: F401
from relief.invoices import service as invoices  # noqa: F401
from relief.live import service as live  # noqa: F401
from relief.offers import service as offers  # noqa: F401
from relief.timesheets import service as timesheets  # noqa: F401
from relief.vouchers import service as vouchers  # noqa: F401
