"""Reading a data file of ``data/agpl/`` (perks, items, treasures) checked against a JSON
Schema: a broken file fails loudly at load, naming the file and the place."""

from __future__ import annotations

from typing import Any

import jsonschema_rs

from rules.core.schema import JSON

from .content import DATA, _read


def checked(name: str, schema: JSON) -> Any:
    """The JSON of ``data/agpl/<name>`` (its ``_about`` left out), valid against ``schema``."""
    path = DATA / "agpl" / name
    data = _read(path)
    data.pop("_about", None)
    validator = jsonschema_rs.Draft202012Validator(schema, validate_formats=False)
    errors = [f"{''.join(f'[{p}]' for p in e.instance_path)}: {e.message}" for e in validator.iter_errors(data)]
    if errors:
        raise ValueError(f"{path}: " + "; ".join(errors[:5]))
    return data
