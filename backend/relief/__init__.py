"""Relief: the relief-teacher booking platform's API."""
