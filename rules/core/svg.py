"""What every game's pictures share: the opening of an SVG document of a seat's view."""

from xml.sax.saxutils import escape


def whose(viewer: int | None) -> str:
    """ "seat 2's view", or "a spectator's view"."""
    return "a spectator's view" if viewer is None else f"seat {viewer}'s view"


def opening(width: int | float, height: int | float, title: str) -> list[str]:
    """The root element (size, viewBox, font) and the document's title, escaped."""
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
        f"<title>{escape(title)}</title>",
    ]
