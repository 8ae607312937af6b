"""The operations of the OpenAPI document: who may call each (read from its
route's dependencies), the fields of its request that name a record, and
ordinary valid values for the rest of the request."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts

from relief.auth.deps import (
    centre_reading,
    current_centre,
    current_principal,
    current_staff,
    current_teacher,
)
from relief.kit.clock import now
from tests.booking_helpers import AUCKLAND

Schema = dict[str, Any]

# The dependency that admits a caller, and the kind of account it admits.
AUDIENCES: dict[Callable[..., Any], str] = {
    current_centre: "centre",
    centre_reading: "centre",
    current_teacher: "teacher",
    current_staff: "staff",
    current_principal: "any",
}
ID_NAMES = {"id", "ticketNo", "token", "ticket", "uuid", "key"}
ID_ENDINGS = ("Id", "Ids", "Key", "Token")


def names_a_record(name: str) -> bool:
    return name in ID_NAMES or name.endswith(ID_ENDINGS)


@dataclass(frozen=True)
class IdField:
    """A request field that names a record: `bookingId`, `answers[].questionId`..."""

    name: str
    where: str  # body, form, query or path
    required: bool
    many: bool


@dataclass
class Operation:
    method: str
    path: str
    audience: str | None  # centre, teacher, staff, any, or None without a session
    route: APIRoute
    body: Schema | None  # the JSON body's object schema (a union's first variant)
    variants: list[Schema]  # every object schema the JSON body may take
    form: Schema | None  # the multipart body's schema
    parameters: list[Schema]
    components: dict[str, Schema]

    @property
    def key(self) -> str:
        return f"{self.method} {self.path}"

    def id_fields(self) -> list[IdField]:
        found: dict[str, IdField] = {}
        for schema in self.variants:
            for field in _id_fields(self.resolve(schema), self.components, "", "body"):
                found.setdefault(field.name, field)
        if self.form is not None:
            for field in _id_fields(self.form, self.components, "", "form"):
                found.setdefault(field.name, field)
        for parameter in self.parameters:
            if names_a_record(parameter["name"]):
                found[parameter["name"]] = IdField(
                    parameter["name"], parameter["in"], parameter.get("required", False), False
                )
        return list(found.values())

    def resolve(self, schema: Schema) -> Schema:
        return _resolve(schema, self.components)

    def filled(self) -> dict[str, Any]:
        """The JSON body's required fields, each with an ordinary valid value."""
        return example(self.body, self.components) if self.body is not None else {}

    def query(self) -> dict[str, Any]:
        return {
            p["name"]: example(p["schema"], self.components)
            for p in self.parameters
            if p["in"] == "query" and p.get("required", False)
        }

    def body_problems(self, body: Any) -> list[Any]:
        """What the route's own validation says of a JSON body (nothing when valid)."""
        field = self.route.body_field
        assert field is not None, self.key
        _, errors = field.validate(body, {}, loc=("body",))
        return list(errors)


def _resolve(schema: Schema, components: dict[str, Schema]) -> Schema:
    while "$ref" in schema:
        schema = components[schema["$ref"].rsplit("/", 1)[1]]
    return schema


def _object_variants(schema: Schema, components: dict[str, Schema]) -> list[Schema]:
    schema = _resolve(schema, components)
    for union in ("anyOf", "oneOf"):
        if union in schema:
            return [
                v
                for option in schema[union]
                for v in _object_variants(option, components)
                if v.get("type") == "object" or "properties" in v
            ]
    return [schema] if schema.get("type") == "object" or "properties" in schema else []


def _id_fields(
    schema: Schema, components: dict[str, Schema], prefix: str, where: str
) -> Iterator[IdField]:
    required = set(schema.get("required", []))
    for name, prop in schema.get("properties", {}).items():
        prop = _resolve(prop, components)
        options = [_resolve(o, components) for o in prop.get("anyOf", [prop])]
        many = any(o.get("type") == "array" for o in options)
        if names_a_record(name):
            yield IdField(prefix + name, where, name in required, many)
            continue
        for option in options:
            items = _resolve(option.get("items", {}), components)
            for inner in (option, items):
                if "properties" in inner:
                    yield from _id_fields(inner, components, f"{prefix}{name}[].", where)


def operations(api: FastAPI) -> list[Operation]:
    """Every operation of the API's OpenAPI document, with its route."""
    document = api.openapi()
    components = document.get("components", {}).get("schemas", {})
    routes = {
        (method, context.path_format): context.original_route
        for context in iter_route_contexts(api.routes)
        if isinstance(context.original_route, APIRoute)
        for method in context.original_route.methods or ()
    }
    found = []
    for path, ops in document["paths"].items():
        for method, op in ops.items():
            route = routes[(method.upper(), path)]
            content = op.get("requestBody", {}).get("content", {})
            json_schema = content.get("application/json", {}).get("schema")
            form = content.get("multipart/form-data", {}).get("schema")
            variants = _object_variants(json_schema, components) if json_schema else []
            found.append(
                Operation(
                    method=method.upper(),
                    path=path,
                    audience=audience(route.dependant),
                    route=route,
                    body=variants[0] if variants else None,
                    variants=variants,
                    form=_resolve(form, components) if form else None,
                    parameters=op.get("parameters", []),
                    components=components,
                )
            )
    return found


def audience(dependant: Dependant) -> str | None:
    """The kind of account the route's dependencies admit."""
    found: set[str] = set()

    def walk(node: Dependant) -> None:
        if node.call in AUDIENCES:
            found.add(AUDIENCES[node.call])
        for sub in node.dependencies:
            walk(sub)

    walk(dependant)
    specific = found - {"any"}
    assert len(specific) <= 1, found
    if specific:
        return specific.pop()
    return "any" if found else None


def example(schema: Schema, components: dict[str, Schema]) -> Any:
    """An ordinary valid value of a schema: small numbers, one line of plain
    text, a weekday ahead; an object gets its required fields."""
    schema = _resolve(schema, components)
    for union in ("anyOf", "oneOf"):
        if union in schema:
            options = [o for o in schema[union] if _resolve(o, components).get("type") != "null"]
            return example(options[0], components)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    if "default" in schema and schema["default"] is not None:
        return schema["default"]
    kind = schema.get("type")
    if kind in ("integer", "number"):
        value = max(1, schema.get("minimum", 1))
        value = min(value, schema.get("maximum", value))
        return int(value) if kind == "integer" else float(value)
    if kind == "boolean":
        return True
    if kind == "array":
        return [example(schema["items"], components) for _ in range(schema.get("minItems", 0))]
    if kind == "object" or "properties" in schema:
        required = schema.get("required", [])
        return {name: example(schema["properties"][name], components) for name in required}
    if kind == "string" or kind is None:
        ahead = now().astimezone(AUCKLAND) + timedelta(days=3)
        if schema.get("format") == "date":
            return ahead.date().isoformat()
        if schema.get("format") == "date-time":
            return ahead.replace(hour=9, minute=0, second=0, microsecond=0).isoformat()
        text = "Plain words"
        text = text.ljust(schema.get("minLength", 0), "x")
        return text[: schema.get("maxLength", len(text))]
    raise AssertionError(f"no example for {schema}")
