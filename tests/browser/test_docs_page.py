"""``/docs`` in a real browser with no internet: the Swagger UI shipped with the service
renders every operation of the spec, and no request leaves the loopback (the ``offline_page``
fixture aborts any that would, and fails the test)."""

OPERATIONS = {
    ("GET", "/v1/games"),
    ("GET", "/v1/games/{game}/components"),
    ("POST", "/v1/games/{game}/setup"),
    ("POST", "/v1/games/{game}/legal-actions"),
    ("POST", "/v1/games/{game}/apply"),
    ("POST", "/v1/games/{game}/replay"),
    ("GET", "/healthz"),
}
# Each operation block's method and path, as Swagger UI shows them.
BLOCKS = """() => Array.from(document.querySelectorAll('.opblock')).map(block => [
    block.querySelector('.opblock-summary-method')?.textContent.trim(),
    block.querySelector('.opblock-summary-path')?.getAttribute('data-path'),
])"""


def rendered_operations(page) -> set[tuple[str, str]]:
    page.wait_for_selector(".opblock", state="attached")
    return {tuple(block) for block in page.evaluate(BLOCKS)}


def test_docs_render_the_operations_offline(offline_page, requests_made, live_server):
    errors: list[str] = []
    offline_page.on("pageerror", lambda error: errors.append(str(error)))
    offline_page.goto(live_server + "/docs")

    operations = rendered_operations(offline_page)

    assert not OPERATIONS - operations, sorted(operations)
    assert offline_page.locator(".info .title").first.inner_text().startswith("Arbiter")
    assert not offline_page.get_by_text("Unable to render this definition").count()
    assert not errors, errors
    assert not requests_made.blocked, f"/docs tried to reach the internet: {requests_made.blocked}"
    assert any("/docs/swagger-ui-" in url and url.endswith("/swagger-ui-bundle.js") for url in requests_made.urls)
    assert any(url.endswith("/openapi.json") for url in requests_made.urls)

    # An operation opens with its example request and its documented errors (rendering the
    # page and the examples of this large spec takes Swagger UI a few seconds: one page load).
    setup = offline_page.locator(".opblock-post", has=offline_page.locator('[data-path="/v1/games/{game}/setup"]'))
    # Swagger UI renders the operation of this large spec on the click: on a loaded machine
    # (the suite's other worker) that takes longer than Playwright's default wait. Not a speed check.
    setup.locator(".opblock-summary").click(timeout=90_000)
    example = setup.locator(".opblock-section-request-body .microlight").first
    text = example.inner_text(timeout=90_000)  # the setup request's example (games/views.py)
    assert '"options": {' in text and '"players": 2' in text
    assert setup.locator(".responses-table").get_by_text("application/problem+json").count() >= 1
    assert not errors, errors
    assert not requests_made.blocked, requests_made.blocked
