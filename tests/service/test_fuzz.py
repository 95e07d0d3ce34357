"""Schemathesis fuzzing of every API operation in-process: no 5xx, responses match the spec.

Checks: schemathesis' defaults minus ``positive_data_acceptance`` — a schema-valid state
can still break the rules (the engine refuses it with 422), which the schema cannot express.
"""

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

from service.app import create_app
from service.seal import new_key

# With a sealing key, so sealed answers (state_token + view) are fuzzed and checked too.
schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app({"ARBITER_SEAL_KEYS": new_key()}))


@schema.parametrize()
@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
def test_api(case):
    response = case.call_and_validate(excluded_checks=[positive_data_acceptance])
    assert response.status_code < 500
