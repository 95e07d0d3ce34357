# Arbiter production image: gunicorn serving service.app:create_app().
#
#   docker build -t arbiter .
#   docker run --rm -p 8000:8000 -e ARBITER_WORKERS=4 arbiter
#
# Settings are ARBITER_* variables read by service/gunicorn_conf.py (the same module
# `arbiter serve` uses): ARBITER_PORT, ARBITER_WORKERS, ARBITER_THREADS, ARBITER_TIMEOUT,
# ARBITER_GRACEFUL_TIMEOUT, ARBITER_KEEPALIVE, ARBITER_LOG_LEVEL, ARBITER_ACCESS_LOG=- ...
#
# BASE may be any Debian-like image with python3 >= 3.11, its venv module and useradd (the
# container test builds on a debootstrapped Debian bookworm, as no registry is reachable
# there); either way the service runs from the virtual environment /opt/venv.
ARG BASE=python:3.11-slim
FROM ${BASE}

ENV PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore \
    VIRTUAL_ENV=/opt/venv \
    PATH=/opt/venv/bin:$PATH

# The dependencies (and the build backend) pinned in pyproject.toml, in their own layer:
# rebuilt only when pyproject.toml changes, not when the code does.
COPY pyproject.toml /src/
RUN python3 -m venv /opt/venv \
 && /opt/venv/bin/python -c "import tomllib; p = tomllib.load(open('/src/pyproject.toml', 'rb')); print('\n'.join(p['build-system']['requires'] + p['project']['dependencies']))" > /tmp/requirements.txt \
 && pip install -r /tmp/requirements.txt \
 && rm /tmp/requirements.txt

# The code: the rules engines and the service, installed as the `arbiter` distribution.
COPY README.md /src/
COPY rules /src/rules
COPY service /src/service
RUN pip install --no-deps --no-build-isolation /src \
 && rm -rf /src \
 && mkdir -p /app \
 && groupadd --gid 10001 arbiter \
 && useradd --uid 10001 --gid arbiter --no-create-home --home-dir /nonexistent \
            --shell /usr/sbin/nologin arbiter

# Numeric user, so that Kubernetes' runAsNonRoot can check it. The working directory is
# empty and root's: gunicorn puts it on sys.path.
USER 10001:10001
WORKDIR /app

ENV ARBITER_HOST=0.0.0.0 \
    ARBITER_PORT=8000 \
    PROMETHEUS_MULTIPROC_DIR=/tmp/arbiter-metrics

EXPOSE 8000

# Slim images have no curl: ask /healthz with Python's urllib (any non-2xx answer raises).
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('ARBITER_PORT', '8000'), timeout=4)"]

# gunicorn's master turns SIGTERM into a graceful shutdown: workers finish their requests
# for up to ARBITER_GRACEFUL_TIMEOUT (30 s) seconds; `docker stop` waits 10 s unless -t.
STOPSIGNAL SIGTERM
CMD ["gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]
