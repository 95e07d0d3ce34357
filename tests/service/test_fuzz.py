"""Schemathesis fuzzing of every API operation in-process: no 5xx, responses match the spec.

Checks: schemathesis' defaults minus ``positive_data_acceptance`` — a schema-valid state
can still break the rules (the engine refuses it with 422), which the schema cannot express.

Phases: every operation is fuzzed (``max_examples`` generated requests each), and every
operation but the four that take a whole game state also gets schemathesis' coverage phase
(boundary and type-violation cases derived from the schema, all enumerated when the test is
collected). For legal-actions, apply, view and render that phase enumerates each boundary of each
nested member of every game's ``State`` schema: 498 requests per operation with Foundations
of Rome alone, about 450,000 with Gloomhaven's (several minutes and gigabytes of memory to
enumerate on each xdist worker, tens of minutes to send). Those boundaries are the engines'
state checks, which the conformance suite tests in process for every game (``tests/protocol``:
states at the bounds of each counter); the HTTP layer of these operations is fuzzed here.
"""

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig
from schemathesis.specs.openapi.checks import positive_data_acceptance

from service.app import create_app
from service.seal import new_key

#: The operations whose request carries a whole game state (``State``): fuzzed, no coverage phase.
WHOLE_STATE_OPERATIONS = ["legal_actions", "apply_action", "view", "render", "bot_action"]
CONFIG = SchemathesisConfig.from_dict(
    {"operations": [{"include-operation-id": WHOLE_STATE_OPERATIONS, "phases": {"coverage": {"enabled": False}}}]}
)

# With a sealing key, so sealed answers (state_token + view) are fuzzed and checked too.
schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app({"ARBITER_SEAL_KEYS": new_key()}), config=CONFIG)


@schema.parametrize()
@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
def test_api(case):
    response = case.call_and_validate(excluded_checks=[positive_data_acceptance])
    assert response.status_code < 500


def test_the_coverage_phase_is_left_out_only_where_a_whole_state_is_sent():
    """The operations named above are exactly those whose request has a ``state`` member;
    the others keep the coverage phase."""
    components = schema.raw_schema["components"]["schemas"]
    sends_state, covered = set(), set()
    for result in schema.get_all_operations():
        operation = result.ok()
        raw = operation.definition.raw
        body = raw.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
        request = components.get(body.get("$ref", "").rsplit("/", 1)[-1], {})
        if "state" in request.get("properties", {}):
            sends_state.add(raw["operationId"])
        if schema.config.phases_for(operation=operation).coverage.enabled:
            covered.add(raw["operationId"])
    assert sends_state == set(WHOLE_STATE_OPERATIONS)
    assert covered.isdisjoint(WHOLE_STATE_OPERATIONS)
    assert {"setup", "replay", "monster_moves", "list_games", "get_components"} <= covered
