"""The booking aggregate: bookings, their days, invites and job records, from
creation through matching to the end of each job.

`service` is the one public module: every other package reaches bookings
through it (besides the plain shapes of `schemas` and the pure rules of
`rules`). The rest of the package is internal: `creation`, `planning`,
`quotes`, `estimate` and `pricing` (a new booking and its price), `matching`
and `matching_rules` (staged invitations, answers and confirmations),
`actions` (what a centre does to a booking), `job_records` (leave, extensions
and finishing), `queries` (the centre's lists), `timeline`, `sweep` (missed
deadlines), and all their SQL in `repository` (bookings, their days,
invites, job records and timelines, and the centre's lists),
`matching_repository`, `teacher_repository` (the teacher's side),
`planning_repository` (holidays and rates) and `quote_repository`.
Importing `service` registers the aggregate's task handlers (stage ends,
booking starts, jobs finishing).
"""
