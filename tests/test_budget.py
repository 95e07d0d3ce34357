"""The work budget of a request (rules/core/budget.py): counted in steps, so the same request
is stopped at the same point on any machine."""

import pytest

from rules.core import TooComplex, budget
from service.app import create_app


def test_spending_past_the_limit_raises_too_complex_with_the_limit():
    with budget.limit(10) as active:
        budget.spend(4)
        budget.spend(6)
        assert active.used == 10
        with pytest.raises(TooComplex) as caught:
            budget.spend(1)
    assert caught.value.code == "too_complex" and caught.value.details["limit"] == 10


def test_nothing_is_counted_outside_a_budget_and_budgets_nest():
    assert budget.current() is None
    budget.spend(10**12)  # unbounded: a library caller asks for a budget if it wants one
    with budget.limit(100) as outer:
        with budget.limit(5) as inner:
            budget.spend(5)
        budget.spend(1)
        assert (outer.used, inner.used) == (1, 5)
    assert budget.current() is None


def test_every_request_runs_under_the_configured_budget():
    app = create_app({"ARBITER_WORK_BUDGET": "1234"})
    seen = []

    @app.get("/_budget")
    def probe():
        seen.append(budget.current().limit)
        return {}

    app.test_client().get("/_budget")
    assert seen == [1234] and budget.current() is None
