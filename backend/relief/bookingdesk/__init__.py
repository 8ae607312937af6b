"""The staff's desk of bookings, invites and job records (spec section 7,
"Statistics calls"): filtered lists, details with the matching timeline and
the operation records, soft removal, and the job records' export."""
