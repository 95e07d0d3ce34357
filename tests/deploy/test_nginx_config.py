"""deploy/nginx/arbiter.conf is what the local shape runs: bench/cluster.py changes only its
listen port and upstream servers, and Debian's nginx accepts the result (``nginx -t``)."""

import difflib
import subprocess

from bench.cluster import NGINX_SITE, nginx_binary, nginx_conf, site_conf


def test_local_site_differs_only_in_addresses():
    local = site_conf(["127.0.0.1:1111", "127.0.0.1:2222", "127.0.0.1:3333"], 4444)
    changed = [
        line
        for line in difflib.unified_diff(NGINX_SITE.read_text().splitlines(), local.splitlines(), lineterm="", n=0)
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    removed = [line[1:].split() for line in changed if line.startswith("-")]
    added = [line[1:].split() for line in changed if line.startswith("+")]
    assert [words[:2] for words in removed] == [
        ["server", "arbiter-a:8000"],
        ["server", "arbiter-b:8000"],
        ["listen", "80;"],
    ]
    assert [words[:2] for words in added] == [
        ["server", "127.0.0.1:1111"],
        ["server", "127.0.0.1:2222"],
        ["server", "127.0.0.1:3333"],
        ["listen", "127.0.0.1:4444;"],
    ]
    # the upstream servers keep their parameters (passive health checks)
    assert {tuple(w[2:]) for w in removed[:2]} == {tuple(w[2:]) for w in added[:3]}


def test_nginx_accepts_the_generated_configuration(tmp_path):
    tmp_path.chmod(0o755)
    (tmp_path / "tmp").mkdir()
    conf = tmp_path / "nginx.conf"
    conf.write_text(nginx_conf(tmp_path, ["127.0.0.1:1111", "127.0.0.1:2222"], 4444))
    check = subprocess.run(
        [nginx_binary(), "-t", "-p", str(tmp_path), "-c", str(conf)],
        check=False,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert check.returncode == 0, check.stderr
    assert "test is successful" in check.stderr
