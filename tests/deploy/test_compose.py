"""deploy/compose.yaml: two Arbiter replicas, Redis and nginx in front, checked structurally
(no container engine here; tests/deploy/test_nginx_two_instances.py runs the same shape)."""

import re
from pathlib import Path

import pytest
import yaml

from .helpers import (
    DEPLOY,
    PORT,
    ROOT,
    check_settings,
    dockerfile_instructions,
    redis_host_port,
)

COMPOSE = DEPLOY / "compose.yaml"
REPLICAS = ("arbiter-a", "arbiter-b")


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load(COMPOSE.read_text())


@pytest.fixture(scope="module")
def services(compose) -> dict:
    return compose["services"]


def nginx_site(services) -> tuple[Path, str]:
    """The host file compose mounts as nginx's site configuration, and its text."""
    for volume in services["nginx"]["volumes"]:
        source, target, *_ = volume.split(":")
        if target.startswith("/etc/nginx/conf.d/"):
            path = (COMPOSE.parent / source).resolve()
            return path, path.read_text()
    raise AssertionError("nginx mounts no configuration into /etc/nginx/conf.d/")


def test_services(services):
    assert set(services) == {*REPLICAS, "redis", "nginx"}


def test_replicas_are_built_from_the_repository_dockerfile(services):
    for name in REPLICAS:
        build = services[name]["build"]
        context = (COMPOSE.parent / build["context"]).resolve()
        assert context == ROOT
        dockerfile = context / build.get("dockerfile", "Dockerfile")
        assert dockerfile == ROOT / "Dockerfile"
        assert dockerfile.exists(), "compose builds the repository's Dockerfile, which is missing"
        assert services[name]["image"] == "arbiter:latest"
    # the two replicas are the same service twice (one YAML anchor)
    a, b = (services[name] for name in REPLICAS)
    assert a == b


def test_replica_settings_point_at_the_redis_service(services, known_settings):
    redis_ports = {int(p) for p in services["redis"]["expose"]}
    for name in REPLICAS:
        env = services[name]["environment"]
        check_settings(env, known_settings, f"{name}.environment")
        host, port = redis_host_port(env["ARBITER_REDIS_URL"])
        assert host == "redis" and host in services
        assert port in redis_ports
        assert env.get("ARBITER_CACHE", "auto") in ("auto", "redis")
        assert int(env["ARBITER_WORKERS"]) >= 1  # set: a container's CPU count is the host's


def test_only_nginx_is_published(services):
    for name in (*REPLICAS, "redis"):
        assert "ports" not in services[name], f"{name} must be reached through nginx only"
    for name in REPLICAS:
        assert [int(p) for p in services[name]["expose"]] == [PORT]
    assert dockerfile_instructions("EXPOSE") == [str(PORT)]
    published = services["nginx"]["ports"]
    assert len(published) == 1
    host_port, container_port = str(published[0]).rsplit(":", 1)
    assert int(host_port) > 0
    _, site = nginx_site(services)
    assert re.search(rf"^\s*listen\s+{container_port}\s*;", site, re.MULTILINE)


def test_nginx_balances_over_both_replicas(services):
    path, site = nginx_site(services)
    assert path == DEPLOY / "nginx" / "arbiter.conf"
    upstream = re.search(r"upstream\s+(\w+)\s*\{(.*?)\}", site, re.DOTALL)
    assert upstream, "no upstream block"
    servers = re.findall(r"^\s*server\s+([\w.-]+):(\d+)([^;]*);", upstream.group(2), re.MULTILINE)
    assert {(host, int(port)) for host, port, _ in servers} == {(name, PORT) for name in REPLICAS}
    for _, _, params in servers:  # passive health checks
        assert "max_fails=" in params and "fail_timeout=" in params
    # round-robin: no hash, ip_hash or least_conn balancing
    assert not re.search(r"^\s*(hash|ip_hash|least_conn|random)\b", upstream.group(2), re.MULTILINE)
    assert re.search(rf"proxy_pass\s+http://{upstream.group(1)}\s*;", site)
    assert re.search(r"proxy_next_upstream\s+error\b", site)


def test_startup_order_waits_for_health(services):
    """nginx starts once both replicas are healthy; the replicas once Redis is."""
    assert services["nginx"]["depends_on"] == {name: {"condition": "service_healthy"} for name in REPLICAS}
    for name in REPLICAS:
        assert services[name]["depends_on"] == {"redis": {"condition": "service_healthy"}}
    for name, service in services.items():
        for dependency, how in service.get("depends_on", {}).items():
            assert dependency in services, f"{name} depends on an unknown service {dependency}"
            if how["condition"] == "service_healthy":
                assert "healthcheck" in services[dependency], f"{dependency} has no healthcheck"


def test_healthchecks(services, app_routes):
    for name in REPLICAS:
        check = services[name]["healthcheck"]
        assert check["test"][0] == "CMD"
        command = " ".join(check["test"][1:])
        path = re.search(rf"http://127\.0\.0\.1:{PORT}(/\w+)", command).group(1)
        assert path == "/readyz" and path in app_routes
        assert check["retries"] >= 1
        compile(check["test"][-1], "healthcheck", "exec")  # the python -c script is valid Python
    assert "redis-cli" in services["redis"]["healthcheck"]["test"]
    _, site = nginx_site(services)
    nginx_path = re.search(r"http://127\.0\.0\.1(/[\w-]+)", " ".join(services["nginx"]["healthcheck"]["test"]))
    assert re.search(rf"location\s+=\s+{nginx_path.group(1)}\s*\{{", site)


def test_graceful_stop(services):
    for name in REPLICAS:
        assert services[name]["stop_signal"] == "SIGTERM"  # gunicorn's graceful shutdown
        graceful = int(services[name]["environment"].get("ARBITER_GRACEFUL_TIMEOUT", "30"))
        assert int(services[name]["stop_grace_period"].removesuffix("s")) > graceful


def test_redis_is_a_cache(services):
    command = services["redis"]["command"]
    assert "--maxmemory" in command
    assert command[command.index("--maxmemory-policy") + 1] == "allkeys-lru"
    assert command[command.index("--appendonly") + 1] == "no"
