"""What platform staff may do: the permission strings every staff call
checks, the console's menus and buttons that carry them, the roles that hold
them, and who holds which role.

- `catalogue.py`: every permission, the console's menu tree and the seeded
  roles, installed by `service.install` with the reference data.
- `rules.py`: pure rules (a role above your level, granting what you lack).
- `deps.py`: `May(permission)`, the dependency every staff call declares.
"""
