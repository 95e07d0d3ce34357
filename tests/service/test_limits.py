"""Every endpoint has a documented worst case (docs/limits.md) and an adversarial benchmark
case (bench/adversarial.py), so a new endpoint cannot arrive without one."""

import json

from bench import adversarial
from tests.servers import ROOT

SPEC = json.loads((ROOT / "openapi" / "openapi.json").read_text())
METHODS = ("get", "post", "put", "patch", "delete")
OPERATIONS = [
    (method.upper(), path, op["operationId"])
    for path, ops in SPEC["paths"].items()
    for method, op in ops.items()
    if method in METHODS
]


def test_every_operation_has_a_row_in_the_limits_document():
    text = (ROOT / "docs" / "limits.md").read_text()
    missing = [op for _, _, op in OPERATIONS if f"`{op}`" not in text]
    assert not missing, f"docs/limits.md has no worst case for {missing}"


def test_every_post_operation_has_an_adversarial_case():
    paths = {case.path.replace("foundations-of-rome", "{game}") for case in adversarial.cases()}
    missing = [path for method, path, _ in OPERATIONS if method == "POST" and path not in paths]
    assert not missing, f"bench/adversarial.py has no case for {missing}"
