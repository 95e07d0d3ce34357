"""Arbiter's Python SDK: ``Arbiter`` / ``AsyncArbiter`` (one method per operation, raising
``ArbiterError`` for a problem) over the client generated from openapi/openapi.json.

Hand-written: scripts/generate-clients.sh copies clients/python-facade/__init__.py over the
generated one (and stops when the generated one exports a name this one does not).
"""

from .client import AuthenticatedClient, Client
from .facade import Arbiter, ArbiterError, AsyncArbiter
from .problem_codes import PROBLEM_CODES, ClientCode, ProblemCode
from .unions import Action, Components, Event, Options, State, View

__all__ = (
    "PROBLEM_CODES",
    "Action",
    "Arbiter",
    "ArbiterError",
    "AsyncArbiter",
    "AuthenticatedClient",
    "Client",
    "ClientCode",
    "Components",
    "Event",
    "Options",
    "ProblemCode",
    "State",
    "View",
)
