"""The audit log: every staff write and every sign-in (staff, centre,
teacher), with who, what, the record, the fields before and after (secrets
masked), address, browser, duration and result. Append-only.

- `recorder.py`: the middleware that opens a trail (`relief.kit.trail`)
  around each call it may record and writes the entry before the answer is
  sent, in a transaction of its own, so a refused call is recorded too.
- `service.py`, `repository.py`, `endpoints.py`: the staff's list and detail.
"""
