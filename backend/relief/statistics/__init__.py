"""The console's statistics: bookings, fill rate, money and teachers over a period."""
