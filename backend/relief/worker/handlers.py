"""Importing this module registers every task handler."""

from relief.jobs import service as jobs  # noqa: F401
from relief.matching import service as matching  # noqa: F401
