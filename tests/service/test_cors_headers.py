"""What the browser tests rely on, checked header by header without a browser: the CORS
answers for each ``ARBITER_CORS_ORIGINS`` setting (errors included), and the ``/docs`` page's
own copy of Swagger UI."""

import orjson
import pytest

from service import docs
from service.app import create_app
from service.cors import MAX_AGE, parse_origins

SETUP = "/v1/games/foundations-of-rome/setup"
COMPONENTS = "/v1/games/foundations-of-rome/components"
APP = "https://app.example"
OTHER = "https://other.example"
PREFLIGHT = {"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"}


def client(origins: str | None = None, **config):
    settings = {"ARBITER_CACHE": "none", **config}
    if origins is not None:
        settings["ARBITER_CORS_ORIGINS"] = origins
    app = create_app(settings)

    @app.get("/boom")
    def boom():
        raise RuntimeError("an unexpected failure")

    return app.test_client()


def cors_headers(response) -> dict[str, str]:
    return {k: v for k, v in response.headers.items() if k.startswith("Access-Control-")}


# --- ARBITER_CORS_ORIGINS -----------------------------------------------------------------
@pytest.mark.parametrize(
    "value, origins",
    [
        ("*", ["*"]),
        (" * ", ["*"]),
        ("", []),
        (" , ", []),
        (f"{APP}", [APP]),
        (
            f" {APP}/ ,http://localhost:5173,http://127.0.0.1:8080 ",
            [APP, "http://localhost:5173", "http://127.0.0.1:8080"],
        ),
        ("http://[::1]:3000", ["http://[::1]:3000"]),
    ],
)
def test_origin_lists(value, origins):
    assert parse_origins(value) == origins


@pytest.mark.parametrize(
    "value",
    [
        "*,https://app.example",
        "https://*.example",
        "null",
        "app.example",
        f"{APP}/path",
        "ftp://app.example",
        r"https://app\.example",
    ],
)
def test_anything_but_plain_origins_is_refused_at_startup(value):
    with pytest.raises(ValueError, match="ARBITER_CORS_ORIGINS"):
        create_app({"ARBITER_CACHE": "none", "ARBITER_CORS_ORIGINS": value})


def test_any_origin_by_default_without_credentials():
    c = client()
    preflight = c.options(SETUP, headers={"Origin": APP, **PREFLIGHT})
    assert preflight.status_code == 200
    headers = cors_headers(preflight)
    assert headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in headers["Access-Control-Allow-Methods"].split(", ")
    assert headers["Access-Control-Allow-Headers"].lower() == "content-type"
    assert headers["Access-Control-Max-Age"] == str(MAX_AGE)
    assert "Access-Control-Allow-Credentials" not in headers

    answer = c.post(SETUP, json={"options": {"players": 2}, "seed": 1}, headers={"Origin": APP})
    assert answer.status_code == 200 and answer.headers["Access-Control-Allow-Origin"] == "*"
    assert "Origin" not in answer.vary and "Access-Control-Allow-Credentials" not in answer.headers


def test_a_list_lets_in_only_its_origins_and_always_varies_on_origin():
    c = client(f"{APP},http://localhost:5173")
    allowed = c.options(SETUP, headers={"Origin": APP, **PREFLIGHT})
    assert allowed.headers["Access-Control-Allow-Origin"] == APP
    assert allowed.headers["Access-Control-Max-Age"] == str(MAX_AGE)
    refused = c.options(SETUP, headers={"Origin": OTHER, **PREFLIGHT})
    assert not cors_headers(refused)

    for response in (
        allowed,
        refused,
        c.get(COMPONENTS, headers={"Origin": APP}),
        c.get(COMPONENTS, headers={"Origin": OTHER}),
        c.get(COMPONENTS),  # no Origin: no CORS headers, still Vary (the answer is publicly cacheable)
    ):
        assert response.headers.getlist("Vary") == ["Origin"], response.headers.getlist("Vary")
    assert not cors_headers(c.get(COMPONENTS))


def test_a_single_origin_varies_on_origin_too():
    c = client(APP)
    response = c.post(SETUP, json={"options": {"players": 2}}, headers={"Origin": APP})
    assert response.headers["Access-Control-Allow-Origin"] == APP
    assert response.headers.getlist("Vary") == ["Origin"]


def test_origins_match_exactly_but_case_insensitively():
    c = client(APP)
    assert c.get(COMPONENTS, headers={"Origin": "HTTPS://APP.EXAMPLE"}).headers["Access-Control-Allow-Origin"]
    for near in (APP + ".evil.test", "http://app.example", APP + ":8443", "https://xapp.example"):
        assert not cors_headers(c.get(COMPONENTS, headers={"Origin": near})), near


def test_an_empty_list_turns_cors_off():
    c = client("")
    assert not cors_headers(c.options(SETUP, headers={"Origin": APP, **PREFLIGHT}))
    assert not cors_headers(c.get(COMPONENTS, headers={"Origin": APP}))


def test_the_etag_is_readable_cross_origin():
    response = client(APP).get(COMPONENTS, headers={"Origin": APP})
    assert response.headers["ETag"]
    assert "ETag" in response.headers["Access-Control-Expose-Headers"].split(", ")


@pytest.mark.parametrize("origins, expected", [("*", "*"), (APP, APP)])
@pytest.mark.parametrize(
    "method, path, kwargs, status",
    [
        ("post", SETUP, {"json": {"options": {"players": 9}}}, 422),
        ("post", SETUP, {"data": b"{", "content_type": "application/json"}, 400),
        ("post", SETUP, {"data": b"{}", "content_type": "text/plain"}, 415),
        ("post", SETUP, {"data": b"[" * 5000, "content_type": "application/json"}, 413),
        ("post", "/v1/games/no-such-game/setup", {"json": {"options": {}}}, 404),
        ("get", "/no/such/path", {}, 404),
        ("get", SETUP, {}, 405),
        ("get", "/boom", {}, 500),
    ],
)
def test_problem_responses_carry_cors_headers(origins, expected, method, path, kwargs, status):
    c = client(origins, ARBITER_MAX_BODY_BYTES=4096)
    response = getattr(c, method)(path, headers={"Origin": APP}, **kwargs)
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    assert orjson.loads(response.get_data())["status"] == status
    assert response.headers["Access-Control-Allow-Origin"] == expected


# --- /docs ----------------------------------------------------------------------------------
def test_docs_load_the_shipped_swagger_ui():
    c = client()
    page = c.get("/docs").get_data(as_text=True)
    assert f'src="{docs.ASSETS_URL}swagger-ui-bundle.js"' in page
    assert f'href="{docs.ASSETS_URL}swagger-ui.css"' in page
    assert "https://" not in page and "http://" not in page
    assert docs.VERSION.split(".")[0] == "5", "Swagger UI 5 is the first to render OpenAPI 3.1"

    for name, mimetype in (
        ("swagger-ui-bundle.js", "text/javascript"),
        ("swagger-ui-standalone-preset.js", "text/javascript"),
        ("swagger-ui.css", "text/css"),
    ):
        asset = c.get(docs.ASSETS_URL + name)
        assert asset.status_code == 200 and asset.mimetype == mimetype, name
        assert asset.cache_control.max_age == docs.ASSETS_MAX_AGE
        assert len(asset.get_data()) > 100_000
    assert c.get(docs.ASSETS_URL + "../__init__.py").status_code == 404
    assert c.get(docs.ASSETS_URL + "no-such-file.js").status_code == 404


def test_the_assets_stay_out_of_the_openapi_spec():
    spec = orjson.loads(client().get("/openapi.json").get_data())
    assert not [path for path in spec["paths"] if path.startswith("/docs")]


@pytest.mark.parametrize("url", ["https://cdn.example/swagger-ui-dist@5/", "https://cdn.example/swagger-ui-dist@5"])
def test_swagger_ui_url_overrides_the_shipped_copy(url):
    page = client(ARBITER_SWAGGER_UI_URL=url).get("/docs").get_data(as_text=True)
    assert 'src="https://cdn.example/swagger-ui-dist@5/swagger-ui-bundle.js"' in page
    assert docs.ASSETS_URL not in page


def test_swagger_ui_url_from_the_environment(monkeypatch):
    monkeypatch.setenv("ARBITER_SWAGGER_UI_URL", "https://cdn.example/ui/")
    monkeypatch.setenv("ARBITER_CORS_ORIGINS", APP)
    c = client()
    assert "https://cdn.example/ui/swagger-ui.css" in c.get("/docs").get_data(as_text=True)
    assert c.get(COMPONENTS, headers={"Origin": APP}).headers["Access-Control-Allow-Origin"] == APP
