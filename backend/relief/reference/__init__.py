"""The console's Operations pages: public holidays, teacher ranks and pay
parity steps, the reference data pricing reads.

Holidays by year, added, changed and removed by staff, and loaded for a year
as the `holidays` library computes them (`rules.new_zealand`, which the
reference data uses too); pricing reads the table afresh at every quote
(`bookings.planning_repository.holidays`). Ranks and steps are the rates a
booking is priced at (the entry rank's, raised to the step in force) and the
points each rank needs; a change of points re-ranks every teacher in the same
transaction; a live quote keeps the rates it was given at
(`bookings.quotes.held_rates`)."""
