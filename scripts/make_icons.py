"""Make the home-screen icons of the web app manifest from static/icon.svg, the one drawing we keep.

    .venv/bin/python scripts/make_icons.py

Writes static/icon-192.png, static/icon-512.png and static/icon-maskable-512.png (the same drawing
shrunk into the middle of a full-bleed baize, so a phone that crops icons to a circle or a squircle
cuts only baize). Rendered by the Chromium the browser tests drive (Playwright), so the PNGs are what
a browser draws from the SVG, then cut to a palette of 128 colours (a quarter of the bytes, the same
look: the service worker downloads every icon once); run it again after changing the SVG and commit
all four files.
"""

import base64
import io
import sys
from pathlib import Path

from PIL import Image  # installed with WeasyPrint

STATIC = Path(__file__).resolve().parent.parent / "static"
SVG = STATIC / "icon.svg"
BAIZE = "#0b6e4f"  # the SVG's outer colour, and the manifest's theme colour
# file name: (size in px, share of the size the drawing takes, background behind it)
ICONS = {
    "icon-192.png": (192, 1.0, "transparent"),
    "icon-512.png": (512, 1.0, "transparent"),
    # A maskable icon's safe zone is the circle of 40% radius: the drawing at 80% stays inside it.
    "icon-maskable-512.png": (512, 0.8, BAIZE),
}


def page_html(size: int, share: float, background: str) -> str:
    drawing = base64.b64encode(SVG.read_bytes()).decode()
    side = round(size * share)
    return (
        f"<!doctype html><html><body style='margin:0;background:{background};width:{size}px;height:{size}px;"
        f"display:flex;align-items:center;justify-content:center'>"
        f"<img width='{side}' height='{side}' src='data:image/svg+xml;base64,{drawing}'></body></html>"
    )


def palette_png(screenshot: bytes) -> bytes:
    image = Image.open(io.BytesIO(screenshot))
    packed = io.BytesIO()
    image.quantize(colors=128, method=Image.Quantize.FASTOCTREE).save(
        packed, "PNG", optimize=True
    )
    return packed.getvalue()


def render_icons(browser) -> dict[str, bytes]:
    """Each icon's PNG bytes, drawn by `browser` (a Playwright Chromium)."""
    pngs = {}
    context = browser.new_context(device_scale_factor=1)
    page = context.new_page()
    for name, (size, share, background) in ICONS.items():
        page.set_viewport_size({"width": size, "height": size})
        page.set_content(page_html(size, share, background))
        page.wait_for_function("document.images[0].complete")
        shot = page.screenshot(
            omit_background=True, clip={"x": 0, "y": 0, "width": size, "height": size}
        )
        pngs[name] = palette_png(shot)
    context.close()
    return pngs


def main() -> int:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--disable-gpu"]
        )
        pngs = render_icons(browser)
        browser.close()
    for name, png in pngs.items():
        (STATIC / name).write_bytes(png)
        print(f"{name}: {len(png):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
