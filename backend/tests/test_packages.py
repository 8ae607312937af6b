"""Features use each other only through their public modules (the other
package rules are import-linter contracts in `.importlinter`, run by
`make lint`)."""

from __future__ import annotations

import grimp

# Below every feature: they import no feature (a contract checks it).
LOWER = frozenset({"config", "db", "errors", "kit", "locks", "messages", "models", "tasks"})
# The top: the application, the command line, set-up and the demo data put
# the features together.
TOP = frozenset({"__main__", "main", "migrate", "setup", "seed"})
# What a feature offers the others: its service, its request and answer
# shapes, its pure rules and its refusals.
PUBLIC = frozenset({"service", "schemas", "rules", "errors"})
# And besides: the callers of every endpoint, setting a password, the
# portal's session user, the catalogue of run-time settings, the kinds of
# notice with their facts (what every feature hands to `notices.service`), the
# staff permissions with the dependency every staff call declares, and the
# publishing of live events for rows written in bulk (which no flush sees).
ALSO_PUBLIC = frozenset(
    {
        "relief.auth.deps",
        "relief.auth.passwords",
        "relief.auth.session_user",
        "relief.authority.catalogue",
        "relief.authority.deps",
        "relief.live.publishing",
        "relief.notices.kinds",
        "relief.settings.catalogue",
    }
)


def crossings(graph: grimp.ImportGraph) -> list[str]:
    """Every import of another feature's module that is not public."""
    found = []
    for importer in sorted(graph.modules):
        parts = importer.split(".")
        if len(parts) < 2 or parts[1] in LOWER | TOP:
            continue
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            names = imported.split(".")
            if len(names) < 2 or names[1] in LOWER or names[1] == parts[1]:
                continue
            if (len(names) > 2 and names[2] in PUBLIC) or imported in ALSO_PUBLIC:
                continue
            found.append(f"{importer} -> {imported}")
    return found


def test_features_use_each_other_only_through_their_public_modules() -> None:
    assert crossings(grimp.build_graph("relief")) == []


def test_an_import_of_another_features_internals_is_caught() -> None:
    graph = grimp.ImportGraph()
    for module in (
        "relief",
        "relief.bookings",
        "relief.bookings.service",
        "relief.bookings.repository",
        "relief.invoices",
        "relief.invoices.service",
        "relief.models",
    ):
        graph.add_module(module)
    graph.add_import(importer="relief.invoices.service", imported="relief.bookings.service")
    graph.add_import(importer="relief.invoices.service", imported="relief.models")
    graph.add_import(importer="relief.invoices.service", imported="relief.bookings.repository")
    assert crossings(graph) == ["relief.invoices.service -> relief.bookings.repository"]
