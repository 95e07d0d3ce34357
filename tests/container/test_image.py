"""The production image, really built and really run.

No Docker engine and no image registry here: the base is Debian bookworm made with
debootstrap (cached in /tmp/arbiter-podman-cache) and imported into podman, the Dockerfile
is built with ``podman build --isolation chroot --build-arg BASE=...``, and the image's
filesystem is exported and its CMD run under chroot on a loopback port. See podman.py.

Needs root, podman and debootstrap (scripts/test.sh installs them). Never skipped.
"""

import json
import os
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.container import podman as pm
from tests.servers import ROOT, free_port, stop, wait_until_up

IMAGE = "localhost/arbiter:test"
CONTEXT_FILES = ("Dockerfile", ".dockerignore", "pyproject.toml", "README.md")
CONTEXT_DIRS = ("rules", "service")


def _request(base: str, path: str, body: dict | None = None) -> tuple[int, bytes]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        base + path, data=data, headers={"Content-Type": "application/json"} if data else {}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def _in_process(path: str, body: dict) -> dict:
    """The same request answered by the app in this process: what the image must say."""
    from service.app import create_app

    response = create_app({"ARBITER_CACHE": "none"}).test_client().post(path, json=body)
    assert response.status_code == 200, response.data
    return response.get_json()


def _copy_context(target: Path) -> None:
    for name in CONTEXT_FILES:
        shutil.copy2(ROOT / name, target / name)
    for name in CONTEXT_DIRS:
        shutil.copytree(ROOT / name, target / name, ignore=shutil.ignore_patterns("__pycache__"))


def _step_cached(build_output: str, step_text: str) -> bool:
    """Whether the build step whose line contains ``step_text`` was taken from the cache."""
    lines = build_output.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("STEP ") and step_text in line:
            return any("Using cache" in later for later in lines[i + 1 : i + 3])
    raise AssertionError(f"no build step with {step_text!r} in:\n{build_output[-4000:]}")


@pytest.mark.slow
def test_image_builds_and_serves_under_chroot(record_property):
    pm.check_tools()
    timings = pm.Timings()
    work = Path(tempfile.mkdtemp(prefix="arbiter-image-"))
    proc = None
    podman = None
    try:
        with timings("total"):
            # -- the base: debootstrapped Debian (cached), imported --------------------------
            with timings("debian base") as label:
                base_tar, cached = pm.debian_base_tar()
                label.append("cached" if cached else "debootstrap")
            with timings("podman storage setup"):
                podman = pm.Podman(work / "podman")
            with timings(f"podman import ({podman.driver})"):
                podman.import_base(base_tar)

            # -- the build, from the repository as it is -------------------------------------
            with timings("podman build"):
                podman.build(ROOT, IMAGE, {"BASE": pm.BASE_IMAGE})

            # -- a code change rebuilds the code layers only, not the dependencies -----------
            context = work / "context"
            context.mkdir()
            _copy_context(context)
            (context / "service" / "build_probe.txt").write_text("changes the code layer\n")
            with timings("rebuild after a code change"):
                output = podman.build(context, IMAGE + "-probe", {"BASE": pm.BASE_IMAGE})
            assert _step_cached(output, "pip install -r /tmp/requirements.txt"), output[-4000:]
            assert not _step_cached(output, "COPY service /src/service"), output[-4000:]

            # -- what the image declares -----------------------------------------------------
            info = podman.inspect(IMAGE)
            config = info["Config"]
            assert "8000/tcp" in (config.get("ExposedPorts") or {})
            assert config["Cmd"] == ["gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]
            healthcheck = info.get("Healthcheck") or config.get("Healthcheck") or {}
            assert healthcheck.get("Test", [None])[0] == "CMD" and "/healthz" in " ".join(healthcheck["Test"])
            env = dict(item.split("=", 1) for item in config["Env"])
            assert env["PROMETHEUS_MULTIPROC_DIR"] and env["PATH"].startswith("/opt/venv/bin:")

            # -- its filesystem, and its CMD under chroot ------------------------------------
            rootfs = work / "rootfs"
            with timings("export + unpack"):
                podman.export(IMAGE, rootfs)
            with timings("podman storage removal"):
                podman.close()  # no longer needed
            podman = None
            uid, gid = pm.image_user(rootfs, config.get("User", ""))
            assert uid != 0, "the image must not run as root"
            assert (rootfs / "opt/venv/bin/arbiter").is_file() and not (rootfs / "src").exists()
            assert list((rootfs / "opt/venv/lib").glob("python3*/site-packages/service/gunicorn_conf.py"))

            # A previous run's metrics file: the server must empty the directory at start.
            metrics_dir = rootfs / env["PROMETHEUS_MULTIPROC_DIR"].lstrip("/")
            metrics_dir.mkdir(parents=True, exist_ok=True)
            stale = metrics_dir / "counter_999999.db"
            stale.write_bytes(b"not a metrics file")
            for path in (metrics_dir, stale):
                os.chown(path, uid, gid)

            port = free_port()
            base = f"http://127.0.0.1:{port}"
            overrides = {"ARBITER_HOST": "127.0.0.1", "ARBITER_PORT": str(port)}
            argv = (config.get("Entrypoint") or []) + config["Cmd"]
            log = work / "server.log"
            with pm.runtime_mounts(rootfs):
                try:
                    with timings("start until /healthz answers"), open(log, "wb") as out:
                        proc = subprocess.Popen(
                            pm.chroot_command(rootfs, config, argv, overrides),
                            stdin=subprocess.DEVNULL,
                            stdout=out,
                            stderr=subprocess.STDOUT,
                            start_new_session=True,
                        )
                        try:
                            wait_until_up(base + "/healthz", proc, seconds=90)
                        except RuntimeError as e:
                            raise AssertionError(f"{e}\n{log.read_text(errors='replace')[-4000:]}") from None

                    with timings("requests"):
                        assert _request(base, "/healthz") == (200, b'{"status":"ok"}')

                        path = "/v1/games/foundations-of-rome"
                        setup_body = {"options": {"players": 2, "first_player": 0}, "seed": 42}
                        status, body = _request(base, path + "/setup", setup_body)
                        assert status == 200, body
                        game = json.loads(body)
                        assert game == _in_process(path + "/setup", setup_body)

                        legal_body = {"state": game["state"], "player": 0}
                        status, body = _request(base, path + "/legal-actions", legal_body)
                        assert status == 200, body
                        legal = json.loads(body)
                        assert {"type": "take_income", "player": 0} in legal["actions"]
                        assert legal["status"]["awaiting"] == [0]
                        assert legal == _in_process(path + "/legal-actions", legal_body)

                        status, body = _request(base, "/metrics")
                        assert status == 200 and b"arbiter_http_requests_total" in body, body[-2000:]
                        assert not stale.exists()

                    # The image's own HEALTHCHECK command, run as the image would run it.
                    test = healthcheck["Test"]
                    argv_check = test[1:] if test[0] == "CMD" else ["/bin/sh", "-c", test[1]]
                    check = subprocess.run(
                        pm.chroot_command(rootfs, config, argv_check, overrides),
                        stdin=subprocess.DEVNULL,
                        capture_output=True,
                        timeout=60,
                        check=False,
                    )
                    assert check.returncode == 0, check.stderr.decode(errors="replace")[-2000:]

                    # Non-root master and workers, 2 x CPUs + 1 of them by default (no /sys in
                    # this chroot, so no cgroup quota: the CPUs are the affinity's).
                    workers = pm.children(proc.pid)
                    assert pm.process_uid(proc.pid) == uid
                    assert len(workers) == 2 * len(os.sched_getaffinity(0)) + 1
                    assert all(pm.process_uid(w) == uid for w in workers)

                    # SIGTERM: gunicorn's graceful shutdown, exit status 0.
                    with timings("graceful stop"):
                        code = pm.terminate(proc, seconds=60)
                    assert code == 0, log.read_text(errors="replace")[-4000:]
                finally:
                    if proc is not None:  # before its /proc and /dev go
                        stop(proc)
    finally:
        if proc is not None:
            stop(proc)
        if podman is not None:
            podman.close()
        pm.remove_tree(work)
        text = timings.text()
        record_property("container_timings", text)
        print(f"\ncontainer image timings: {text}")
