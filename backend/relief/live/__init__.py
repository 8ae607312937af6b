"""Live updates: the changes each signed-in app is told about as they happen.

`service` writes an event row in the transaction of every change an app
shows (a flush of a notice, a booking or its timeline, an invite, a job
record or a time sheet), wakes the streams when it commits (PostgreSQL
NOTIFY across processes, in-process on SQLite), hands out the stream's
tickets and streams each caller's own events (`stream`). `rules` holds the
pure parts: which audiences a changed row concerns, the stream's cursor and
the ticket's payload. `wakes` is the process's wake-up of its streams.
"""
