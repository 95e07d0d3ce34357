"""deploy/k8s: the Kubernetes manifests, checked structurally with PyYAML (no cluster here)."""

import pytest
import yaml

from .helpers import (
    DEPLOY,
    PORT,
    check_settings,
    dockerfile_instructions,
    redis_host_port,
)

K8S = DEPLOY / "k8s"
API_VERSIONS = {
    "Deployment": "apps/v1",
    "Service": "v1",
    "HorizontalPodAutoscaler": "autoscaling/v2",
    "ConfigMap": "v1",
    "Secret": "v1",
    "PodDisruptionBudget": "policy/v1",
}


@pytest.fixture(scope="module")
def kustomization() -> dict:
    return yaml.safe_load((K8S / "kustomization.yaml").read_text())


@pytest.fixture(scope="module")
def docs(kustomization) -> dict[tuple[str, str], dict]:
    """Every object of the resources kustomization.yaml lists, by (kind, name)."""
    out = {}
    for resource in kustomization["resources"]:
        for doc in yaml.safe_load_all((K8S / resource).read_text()):
            if doc is None:
                continue
            key = (doc["kind"], doc["metadata"]["name"])
            assert key not in out, f"{key} defined twice"
            out[key] = doc
    return out


def only(docs, kind: str, name: str | None = None) -> dict:
    found = [d for (k, n), d in docs.items() if k == kind and (name is None or n == name)]
    assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
    return found[0]


@pytest.fixture(scope="module")
def deployment(docs) -> dict:
    return only(docs, "Deployment", "arbiter")


@pytest.fixture(scope="module")
def container(deployment) -> dict:
    (c,) = deployment["spec"]["template"]["spec"]["containers"]
    return c


def subset(small: dict, big: dict) -> bool:
    return all(big.get(k) == v for k, v in small.items())


def named_port(container: dict, port) -> int:
    """A probe's or Service's port (a number or a container port name) as a number."""
    if isinstance(port, int):
        return port
    (match,) = [p["containerPort"] for p in container["ports"] if p.get("name") == port]
    return match


def test_kustomization_lists_every_file(kustomization):
    assert kustomization["kind"] == "Kustomization"
    files = {p.name for p in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    assert set(kustomization["resources"]) == files
    image_names = {i["name"] for i in kustomization.get("images", [])}
    assert "arbiter" in image_names


def test_kinds_and_api_versions(docs):
    kinds = {kind for kind, _ in docs}
    assert {"Deployment", "Service", "HorizontalPodAutoscaler", "ConfigMap", "Secret"} <= kinds
    for (kind, name), doc in docs.items():
        assert doc["apiVersion"] == API_VERSIONS[kind], f"{kind} {name}"
        assert doc["metadata"]["labels"]["app.kubernetes.io/name"]


def test_deployment_replicas_and_labels(deployment):
    spec = deployment["spec"]
    assert spec["replicas"] >= 2
    assert spec["selector"]["matchLabels"]
    assert subset(spec["selector"]["matchLabels"], spec["template"]["metadata"]["labels"])
    assert spec["strategy"]["rollingUpdate"]["maxUnavailable"] == 0


def test_container_serves_port_8000(container):
    assert container["image"].split(":")[0] == "arbiter"
    assert dockerfile_instructions("EXPOSE") == [str(PORT)]
    assert [p["containerPort"] for p in container["ports"]] == [PORT]
    env = {e["name"]: e["value"] for e in container.get("env", [])}
    assert int(env.get("ARBITER_PORT", PORT)) == PORT


def test_probes_use_the_apps_routes(container, app_routes):
    readiness, liveness = container["readinessProbe"], container["livenessProbe"]
    assert readiness["httpGet"]["path"] == "/readyz"
    assert liveness["httpGet"]["path"] == "/healthz"
    probes = [readiness, liveness, container.get("startupProbe")]
    for probe in filter(None, probes):
        assert probe["httpGet"]["path"] in app_routes
        assert named_port(container, probe["httpGet"]["port"]) == PORT


def test_resources(container):
    resources = container["resources"]
    assert resources["requests"]["cpu"] and resources["requests"]["memory"]  # the HPA needs the CPU request
    assert resources["limits"]["memory"]


def test_graceful_termination(deployment, container, docs):
    pod = deployment["spec"]["template"]["spec"]
    command = container["lifecycle"]["preStop"]["exec"]["command"]
    assert command[0] == "sleep"
    config = only(docs, "ConfigMap", "arbiter-config")["data"]
    graceful = int(config.get("ARBITER_GRACEFUL_TIMEOUT", "30"))  # gunicorn's default is 30 too
    assert pod["terminationGracePeriodSeconds"] > int(command[1]) + graceful


def test_env_from_configmap_and_secret(container, docs, known_settings):
    refs = container["envFrom"]
    config_name = next(r["configMapRef"]["name"] for r in refs if "configMapRef" in r)
    secret_name = next(r["secretRef"]["name"] for r in refs if "secretRef" in r)
    config = only(docs, "ConfigMap", config_name)
    secret = only(docs, "Secret", secret_name)
    check_settings(config["data"], known_settings, f"ConfigMap {config_name}")
    check_settings(secret["stringData"], known_settings, f"Secret {secret_name}")
    assert "ARBITER_SEAL_KEYS" in secret["stringData"]
    assert not set(config["data"]) & set(secret["stringData"]), "a setting in both"
    check_settings({e["name"]: e["value"] for e in container.get("env", [])}, known_settings, "env")


def test_redis_url_names_the_redis_service(docs):
    config = only(docs, "ConfigMap", "arbiter-config")["data"]
    host, port = redis_host_port(config["ARBITER_REDIS_URL"])
    service = only(docs, "Service", host)
    assert port in [p["port"] for p in service["spec"]["ports"]]
    redis = only(docs, "Deployment", host)
    assert subset(service["spec"]["selector"], redis["spec"]["template"]["metadata"]["labels"])
    assert subset(redis["spec"]["selector"]["matchLabels"], redis["spec"]["template"]["metadata"]["labels"])
    (container,) = redis["spec"]["template"]["spec"]["containers"]
    target = service["spec"]["ports"][0]["targetPort"]
    assert named_port(container, target) == 6379


def test_service_selects_the_api_pods(docs, deployment, container):
    service = only(docs, "Service", "arbiter")
    selector = service["spec"]["selector"]
    assert selector == deployment["spec"]["selector"]["matchLabels"]
    assert subset(selector, deployment["spec"]["template"]["metadata"]["labels"])
    for port in service["spec"]["ports"]:
        assert named_port(container, port["targetPort"]) == PORT
    # the redis pods are not selected by the API Service
    redis = only(docs, "Deployment", "arbiter-redis")
    assert not subset(selector, redis["spec"]["template"]["metadata"]["labels"])


def test_hpa_scales_the_deployment_on_cpu(docs, deployment):
    hpa = only(docs, "HorizontalPodAutoscaler")
    target = hpa["spec"]["scaleTargetRef"]
    assert (target["apiVersion"], target["kind"], target["name"]) == (
        deployment["apiVersion"],
        deployment["kind"],
        deployment["metadata"]["name"],
    )
    assert 2 <= hpa["spec"]["minReplicas"] <= hpa["spec"]["maxReplicas"]
    (metric,) = hpa["spec"]["metrics"]
    assert metric["type"] == "Resource" and metric["resource"]["name"] == "cpu"
    assert metric["resource"]["target"]["type"] == "Utilization"
    assert 0 < metric["resource"]["target"]["averageUtilization"] <= 100


def test_disruption_budget_selects_the_api_pods(docs, deployment):
    pdb = only(docs, "PodDisruptionBudget")
    assert pdb["spec"]["selector"]["matchLabels"] == deployment["spec"]["selector"]["matchLabels"]
    assert pdb["spec"]["minAvailable"] < deployment["spec"]["replicas"]


def test_pod_runs_as_the_images_non_root_user(deployment, container):
    """runAsNonRoot needs a numeric, non-zero USER in the image (or a runAsUser)."""
    pod = deployment["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    if "runAsUser" not in pod["securityContext"]:
        (user,) = dockerfile_instructions("USER")
        assert user.split(":")[0].isdigit() and int(user.split(":")[0]) != 0, user
    if container["securityContext"].get("readOnlyRootFilesystem"):
        # gunicorn's Prometheus multiprocess directory is under /tmp: it must be writable
        assert "/tmp" in [m["mountPath"] for m in container["volumeMounts"]]
