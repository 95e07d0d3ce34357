"""Arbiter's HTTP service: a Flask app (``service.app:create_app``) over the rules engines.

Kept import-free so ``arbiter serve`` can prepare the environment (Prometheus
multiprocess mode) before anything imports prometheus_client.
"""
