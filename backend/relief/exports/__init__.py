"""Exports of the admin console's lists to spreadsheets (xlsx), built in the
background: exactly the rows the list's filter finds, in its order, with the
columns the staff member chose, headed as they see them.

- `lists.py`: the registry, one entry a list (its call's name, permission,
  filter, columns and where its rows come from). A list joins it in a few
  lines; `endpoints.py` makes its `POST /api/admin/<name>/export` from it.
- `service.py`: asking (`start`), the progress (`status`), the file, and the
  worker's task `export.build`, which runs in steps: the list's keys are
  placed in order first (so rows added or moved meanwhile change nothing),
  then written a batch per step, then the workbook is made; each step in a
  transaction of its own, so `done` moves while the staff member watches.
- `rules.py`: the pure parts: cells (formula injection neutralised), names.
- `workbook.py`: the workbook itself, written with openpyxl.
"""
