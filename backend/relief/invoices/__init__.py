"""Invoices: a booking's week of confirmed time sheets and fees, and placement fees."""
