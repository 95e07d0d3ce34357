"""Build and run the production image without a Docker engine or an image registry.

- The base: Debian bookworm (python3 3.11, like ``python:3.11-slim``) made with
  ``debootstrap --variant=minbase`` from Debian's packages, cached as a tar in
  ``CACHE_DIR`` (keyed by suite and packages), and ``podman import``-ed.
- The build: ``podman build --isolation chroot`` in throw-away storage (``--root``,
  ``--runroot``, ``--tmpdir`` under a temporary directory; overlay, else vfs), with the
  host's CA certificates and /etc/pip.conf mounted so pip reaches the package index.
- The run: ``podman create`` + ``podman export`` give the image's filesystem, unpacked to a
  directory; its CMD runs there under ``chroot`` as the image's user, with the image's
  environment and working directory, on a loopback port (the host's network).

Everything runs as root (debootstrap, mount and chroot need it). Mounts are only ever made
and removed below a directory this module created, checked before every (u)mount.
"""

import contextlib
import fcntl
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

CACHE_DIR = Path(os.environ.get("ARBITER_PODMAN_CACHE", "/tmp/arbiter-podman-cache"))
DEBIAN_SUITE = "bookworm"  # python3 is 3.11 there, as in python:3.11-slim
BASE_PACKAGES = ("python3", "python3-venv")
BASE_IMAGE = f"localhost/arbiter-base:{DEBIAN_SUITE}"
BASE_MAX_AGE_DAYS = 14  # then debootstrap again, for the suite's updates
BASE_CHANGES = (  # what the official python images declare too
    "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "ENV LANG=C.UTF-8",
    'CMD ["python3"]',
)
HOST_BUILD_MOUNTS = (  # pip inside the build must trust the same CAs as the host's pip
    "/etc/ssl/certs:/etc/ssl/certs:ro",
    "/etc/pip.conf:/etc/pip.conf:ro",
)
PODMAN_FLAGS = ("--cgroup-manager", "cgroupfs", "--events-backend", "file")
STORAGE_DRIVERS = tuple(filter(None, [os.environ.get("ARBITER_PODMAN_STORAGE_DRIVER")])) or ("overlay", "vfs")


class CommandFailed(RuntimeError):
    pass


def run(cmd: list, timeout: float, **kwargs) -> subprocess.CompletedProcess:
    """Run ``cmd``; on failure raise with the command and the end of its output."""
    cmd = [str(part) for part in cmd]
    try:
        result = subprocess.run(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            check=False,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=timeout,
            **kwargs,
        )
    except subprocess.TimeoutExpired as e:
        output = e.output.decode(errors="replace") if isinstance(e.output, bytes) else (e.output or "")
        raise CommandFailed(f"timed out after {timeout} s: {' '.join(cmd)}\n{output[-6000:]}") from None
    if result.returncode != 0:
        raise CommandFailed(f"exit {result.returncode}: {' '.join(cmd)}\n{result.stdout[-6000:]}")
    return result


class Timings:
    """Named durations, printed at the end of the test run (see conftest.py)."""

    def __init__(self):
        self.items: list[tuple[str, float]] = []

    @contextlib.contextmanager
    def __call__(self, label: str):
        """Time the block; words it appends to the list it gets go into the label."""
        started, notes = time.monotonic(), []
        try:
            yield notes
        finally:
            text = f"{label} ({', '.join(notes)})" if notes else label
            self.items.append((text, time.monotonic() - started))

    def text(self) -> str:
        return ", ".join(f"{label} {seconds:.1f} s" for label, seconds in self.items)


# --- mounts: only below our own directories ----------------------------------------------
def _mount_points() -> list[str]:
    """Mount points in mount order (unescaped from /proc/self/mountinfo)."""
    points = []
    with open("/proc/self/mountinfo", encoding="utf-8") as f:
        for line in f:
            point = line.split()[4]
            for code in ("\\040", "\\011", "\\012", "\\134"):
                point = point.replace(code, chr(int(code[1:], 8)))
            points.append(point)
    return points


def _inside(path: str | Path, root: str | Path) -> str:
    """``path`` resolved, if it lies strictly below ``root`` (itself below a temp dir)."""
    root = os.path.realpath(root)
    if root in ("/", "") or not root.startswith(("/tmp/", tempfile.gettempdir() + "/", str(CACHE_DIR) + "/")):
        raise RuntimeError(f"refusing to touch mounts under {root!r}")
    resolved = os.path.realpath(path)
    if not resolved.startswith(root + "/"):
        raise RuntimeError(f"{path} resolves to {resolved}, outside {root}")
    return resolved


def unmount_below(root: str | Path) -> None:
    """Unmount everything mounted below ``root``, innermost first (lazily if busy)."""
    root_real = os.path.realpath(root)
    for point in reversed(_mount_points()):
        if point.startswith(root_real + "/"):
            target = _inside(point, root_real)
            if subprocess.run(["umount", target], stderr=subprocess.DEVNULL, check=False).returncode != 0:
                subprocess.run(["umount", "-l", target], check=True)


def remove_tree(root: str | Path) -> None:
    """Unmount what is below ``root``, then delete it; never deletes through a mount."""
    if not os.path.exists(root):
        return
    unmount_below(root)
    root_real = os.path.realpath(root)
    left = [p for p in _mount_points() if p.startswith(root_real + "/")]
    if left:
        raise RuntimeError(f"still mounted, not deleting {root}: {left}")
    shutil.rmtree(root, ignore_errors=True)


@contextlib.contextmanager
def runtime_mounts(rootfs: Path):
    """/proc, /dev (bound, private: nothing propagates back to the host) and a fresh
    /dev/shm tmpfs inside ``rootfs``, as a container runtime provides them."""
    done: list[str] = []

    def mount(args: list, target: Path) -> None:
        target.mkdir(parents=True, exist_ok=True)
        checked = _inside(target, rootfs)
        run(["mount", *args, checked], timeout=30)
        done.append(checked)

    try:
        mount(["-t", "proc", "proc"], rootfs / "proc")
        mount(["--bind", "/dev"], rootfs / "dev")
        run(["mount", "--make-private", done[-1]], timeout=30)
        mount(["-t", "tmpfs", "-o", "mode=1777,nosuid,nodev,size=64m", "shm"], rootfs / "dev" / "shm")
        yield
    finally:
        for target in reversed(done):
            if subprocess.run(["umount", _inside(target, rootfs)], stderr=subprocess.DEVNULL, check=False).returncode:
                subprocess.run(["umount", "-l", _inside(target, rootfs)], check=False)


def check_tools() -> None:
    """Fail (never skip) with a clear message when something the test needs is missing."""
    missing = [
        tool for tool in ("podman", "debootstrap", "chroot", "mount", "umount", "tar") if shutil.which(tool) is None
    ]
    assert not missing, f"missing {', '.join(missing)}: scripts/test.sh installs podman and debootstrap"
    assert os.geteuid() == 0, "the container test runs as root (debootstrap, mount, chroot)"


# --- the Debian base ---------------------------------------------------------------------
@contextlib.contextmanager
def _locked(path: Path):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def debian_base_tar() -> tuple[Path, bool]:
    """The debootstrapped base filesystem as a tar, and whether it came from the cache."""
    tar = CACHE_DIR / f"debian-{DEBIAN_SUITE}-minbase-{'-'.join(BASE_PACKAGES)}.tar"
    with _locked(CACHE_DIR / ".lock"):
        if tar.exists() and time.time() - tar.stat().st_mtime < BASE_MAX_AGE_DAYS * 86400:
            return tar, True
        work = Path(tempfile.mkdtemp(prefix="debootstrap-", dir=CACHE_DIR))
        try:
            rootfs = work / "rootfs"
            run(
                ["debootstrap", "--variant=minbase", "--include=" + ",".join(BASE_PACKAGES), DEBIAN_SUITE, rootfs],
                timeout=900,
            )  # Debian's default mirror
            unmount_below(rootfs)  # debootstrap unmounts its /proc and /sys; be sure
            for junk in ("var/cache/apt/archives", "var/lib/apt/lists"):
                for entry in (rootfs / junk).glob("*"):
                    if entry.is_file():
                        entry.unlink()
            run(["tar", "--numeric-owner", "-C", rootfs, "-cf", work / "base.tar", "."], timeout=300)
            os.replace(work / "base.tar", tar)
        finally:
            remove_tree(work)
    return tar, False


# --- podman in throw-away storage --------------------------------------------------------
class Podman:
    """``podman`` with its storage, run state and temporary files below ``workdir``."""

    def __init__(self, workdir: Path):
        self.workdir = workdir
        self.driver = None
        errors = []
        for driver in STORAGE_DRIVERS:
            self.driver = driver
            try:
                self("info", "--format", "{{.Store.GraphDriverName}}", timeout=120)
                return
            except CommandFailed as e:
                errors.append(str(e))
                self._reset()
        raise CommandFailed("no storage driver works:\n" + "\n".join(errors))

    def _reset(self) -> None:
        for name in ("root", "run", "tmp"):
            remove_tree(self.workdir / name)

    def command(self, *args) -> list[str]:
        flags = [
            "--root",
            self.workdir / "root",
            "--runroot",
            self.workdir / "run",
            "--tmpdir",
            self.workdir / "tmp",
            "--storage-driver",
            self.driver,
            *PODMAN_FLAGS,
        ]
        return ["podman", *map(str, flags), *map(str, args)]

    def __call__(self, *args, timeout: float = 300) -> subprocess.CompletedProcess:
        (self.workdir / "tmp").mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "TMPDIR": str(self.workdir / "tmp")}
        return run(self.command(*args), timeout=timeout, env=env)

    def import_base(self, tar: Path, name: str = BASE_IMAGE) -> None:
        changes = [arg for change in BASE_CHANGES for arg in ("--change", change)]
        self("import", *changes, tar, name, timeout=300)

    def build(self, context: Path, tag: str, build_args: dict, timeout: float = 600) -> str:
        mounts = [arg for spec in HOST_BUILD_MOUNTS if os.path.exists(spec.split(":")[0]) for arg in ("-v", spec)]
        args = [arg for key, value in build_args.items() for arg in ("--build-arg", f"{key}={value}")]
        # docker format keeps HEALTHCHECK (OCI has no such field); --pull=never: no registry
        return self(
            "build",
            "--isolation",
            "chroot",
            "--pull=never",
            "--format",
            "docker",
            *mounts,
            *args,
            "-t",
            tag,
            "-f",
            context / "Dockerfile",
            context,
            timeout=timeout,
        ).stdout

    def inspect(self, image: str) -> dict:
        return json.loads(self("image", "inspect", image).stdout)[0]

    def export(self, image: str, rootfs: Path) -> None:
        """The image's filesystem, unpacked into ``rootfs``."""
        name = f"arbiter-export-{os.getpid()}"
        tar = self.workdir / "image.tar"
        self("create", "--name", name, "--health-cmd", "none", image, timeout=120)
        try:
            self("export", "-o", tar, name, timeout=300)
        finally:
            self("rm", "-f", name, timeout=120)
        rootfs.mkdir(parents=True)
        run(["tar", "--numeric-owner", "-C", rootfs, "-xf", tar], timeout=300)
        tar.unlink()

    def close(self) -> None:
        self._reset()


# --- running the image's command under chroot --------------------------------------------
def _lookup(rootfs: Path, table: str, name: str) -> int:
    """The id of a user or group name in the image's /etc/passwd or /etc/group."""
    for line in (rootfs / "etc" / table).read_text().splitlines():
        fields = line.split(":")
        if fields[0] == name:
            return int(fields[2])
    raise LookupError(f"{name} is not in the image's /etc/{table}")


def image_user(rootfs: Path, user: str) -> tuple[int, int]:
    """uid and gid of an image's ``User`` (``name``, ``uid``, ``uid:gid``, ``name:group``)."""
    name, _, group = (user or "0").partition(":")
    uid = int(name) if name.isdigit() else _lookup(rootfs, "passwd", name)
    if group:
        gid = int(group) if group.isdigit() else _lookup(rootfs, "group", group)
    else:
        gid = 0
        for line in (rootfs / "etc" / "passwd").read_text().splitlines():
            fields = line.split(":")
            if fields[2] == str(uid):
                gid = int(fields[3])
    return uid, gid


def chroot_command(
    rootfs: Path, config: dict, argv: list[str], env: dict | None = None, cwd: str | None = None
) -> list[str]:
    """``argv`` as the image would run it: under chroot, as its user, with exactly its
    environment (plus ``env``) and in its working directory."""
    uid, gid = image_user(rootfs, config.get("User", ""))
    variables = dict(item.split("=", 1) for item in config.get("Env") or [])
    variables.update(env or {})
    workdir = cwd or config.get("WorkingDir") or "/"
    (rootfs / workdir.lstrip("/")).mkdir(parents=True, exist_ok=True)  # as runtimes do
    return [
        "chroot",
        f"--userspec={uid}:{gid}",
        f"--groups={gid}",
        str(rootfs),
        "/usr/bin/env",
        "-i",
        "-C",
        workdir,
        *(f"{key}={value}" for key, value in variables.items()),
        *argv,
    ]


def process_uid(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("Uid:"):
            return int(line.split()[1])
    raise LookupError(pid)


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, IndexError):
                stat = (entry / "stat").read_text()
                if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
    return found


def terminate(proc: subprocess.Popen, seconds: float) -> int | None:
    """SIGTERM to the process alone (gunicorn's master: graceful shutdown); its exit code,
    or None if it did not exit within ``seconds``."""
    with contextlib.suppress(ProcessLookupError):
        proc.send_signal(signal.SIGTERM)
    try:
        return proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        return None
