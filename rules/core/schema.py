"""JSON Schemas published by the games: small builders, bundles of named schemas, validators.

A game publishes a ``SchemaBundle``: named JSON Schemas (draft 2020-12) that refer to each
other as ``{"$ref": "#/$defs/Name"}``, and which of them is the options, the state, the view,
each action and each event. The service turns the names into OpenAPI components; the engine
and the tests validate with ``validator``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import jsonschema_rs

JSON = dict[str, Any]


def camel(name: str) -> str:
    """``deed_bought`` or ``foundations-of-rome`` → ``DeedBought`` / ``FoundationsOfRome``:
    how schema names are made from types and game ids."""
    return "".join(part.capitalize() for part in re.split(r"[-_]", name))


# --- builders -------------------------------------------------------------------------
def ref(name: str) -> JSON:
    return {"$ref": "#/$defs/" + name}


def const(value: str) -> JSON:
    """A string that must be exactly ``value`` (an ``enum`` of one, which SDK generators
    turn into a literal type)."""
    return {"type": "string", "enum": [value]}


def integer(low: int | None = None, high: int | None = None, **extra: Any) -> JSON:
    schema: JSON = {"type": "integer"}
    if low is not None:
        schema["minimum"] = low
    if high is not None:
        schema["maximum"] = high
    return {**schema, **extra}


def array(items: JSON, **extra: Any) -> JSON:
    return {"type": "array", "items": items, **extra}


def nullable(schema: JSON) -> JSON:
    """``schema`` or null."""
    if "$ref" in schema:
        return {"anyOf": [schema, {"type": "null"}]}
    kind = schema["type"]
    kinds = [*kind, "null"] if isinstance(kind, list) else [kind, "null"]
    if "enum" in schema:  # an enum lists every value allowed
        return {**schema, "type": kinds, "enum": [*schema["enum"], None]}
    return {**schema, "type": kinds}


def obj(properties: dict[str, JSON], *, optional: tuple[str, ...] = (), **extra: Any) -> JSON:
    """A closed object: every property required except ``optional``, no others allowed."""
    return {
        "type": "object",
        "properties": properties,
        "required": sorted(k for k in properties if k not in optional),
        "additionalProperties": False,
        **extra,
    }


def union(refs: dict[str, str], description: str) -> JSON:
    """A union of named object schemas told apart by their ``type`` member."""
    return {
        "description": description,
        "oneOf": [ref(name) for name in refs.values()],
        "discriminator": {"propertyName": "type", "mapping": {t: "#/$defs/" + name for t, name in refs.items()}},
    }


# --- bundles --------------------------------------------------------------------------
@dataclass
class SchemaBundle:
    """The named JSON Schemas of one game, and the role each plays."""

    defs: dict[str, JSON]
    options: str
    state: str
    view: str
    actions: dict[str, str]  # action type -> schema name
    events: dict[str, str]  # event type -> schema name
    components: str
    action_union: str = "Action"
    event_union: str = "Event"
    _validators: dict[str, jsonschema_rs.Draft202012Validator] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.defs.setdefault(self.action_union, union(self.actions, "an action of this game"))
        self.defs.setdefault(self.event_union, union(self.events, "an event of this game"))
        missing = [
            n
            for n in (
                self.options,
                self.state,
                self.view,
                self.components,
                *self.actions.values(),
                *self.events.values(),
            )
            if n not in self.defs
        ]
        if missing:
            raise ValueError(f"schema bundle names undefined schemas: {missing}")

    def document(self, name: str) -> JSON:
        """A standalone schema document for ``name`` (every def carried along)."""
        return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": self.defs, **ref(name)}

    def validator(self, name: str) -> jsonschema_rs.Draft202012Validator:
        """A compiled validator of ``name`` (made once, then reused)."""
        found = self._validators.get(name)
        if found is None:
            found = self._validators[name] = jsonschema_rs.Draft202012Validator(
                self.document(name), validate_formats=False
            )
        return found

    def errors(self, name: str, instance: Any, limit: int = 5) -> list[str]:
        """Up to ``limit`` messages, each prefixed with its JSON path, of ``instance``
        against ``name``; empty when it is valid."""
        validator = self.validator(name)
        if validator.is_valid(instance):
            return []
        out = []
        for error in validator.iter_errors(instance):
            path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.instance_path)
            out.append(f"{path.lstrip('.') or '(root)'}: {error.message}")
            if len(out) >= limit:
                break
        return out

    def renamed(self, prefix: str, target: str = "#/components/schemas/") -> dict[str, JSON]:
        """Every def named ``prefix + name``, its refs pointing at ``target + prefix + name``
        (how the service puts a game's schemas into the OpenAPI components)."""

        def target_of(local: str) -> str:
            return target + prefix + local[len("#/$defs/") :]

        def walk(node: Any) -> Any:
            if isinstance(node, list):
                return [walk(v) for v in node]
            if not isinstance(node, dict):
                return node
            out = {k: walk(v) for k, v in node.items()}
            if isinstance(out.get("$ref"), str) and out["$ref"].startswith("#/$defs/"):
                out["$ref"] = target_of(out["$ref"])
            if "propertyName" in out and "mapping" in out:  # a discriminator
                out["mapping"] = {k: target_of(v) for k, v in out["mapping"].items()}
            return out

        return {prefix + name: walk(schema) for name, schema in self.defs.items()}
