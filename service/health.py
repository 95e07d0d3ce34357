"""Liveness, readiness and Prometheus metrics."""

import marshmallow as ma
from flask import current_app
from flask_smorest import Blueprint

blp = Blueprint("health", __name__, description="Liveness, readiness and metrics")


class HealthSchema(ma.Schema):
    status = ma.fields.String(required=True, validate=ma.validate.OneOf(["ok"]))


class CacheHealthSchema(ma.Schema):
    class Meta:
        unknown = ma.INCLUDE

    backend = ma.fields.String(required=True, metadata={"description": "memory, none, ..."})
    ok = ma.fields.Boolean(required=True, metadata={"description": "false: the cache is unreachable"})


class ReadySchema(ma.Schema):
    status = ma.fields.String(
        required=True,
        validate=ma.validate.OneOf(["ready", "degraded"]),
        metadata={"description": "degraded: still serving, without a working cache"},
    )
    cache = ma.fields.Nested(CacheHealthSchema, required=True)


@blp.route("/healthz", methods=["GET"])
@blp.doc(operationId="healthz")
@blp.response(200, HealthSchema)
def healthz():
    """Liveness: the process answers."""
    return {"status": "ok"}


@blp.route("/readyz", methods=["GET"])
@blp.doc(operationId="readyz")
@blp.response(200, ReadySchema)
def readyz():
    """Readiness: ready, or degraded (still answering) when the cache is unreachable."""
    cache = current_app.extensions["arbiter"]["cache"].health()
    return current_app.json.response({"status": "ready" if cache["ok"] else "degraded", "cache": cache})


@blp.route("/metrics", methods=["GET"])
@blp.doc(operationId="metrics")
@blp.response(200, {"type": "string"}, content_type="text/plain", description="Prometheus text exposition format")
def metrics():
    """Prometheus metrics of this service."""
    body, content_type = current_app.extensions["arbiter"]["metrics"].render()
    return current_app.response_class(body, content_type=content_type)
