"""The home-screen icons are made from static/icon.svg: a fresh render by scripts/make_icons.py in
this Chromium draws what is committed."""

import importlib.util
import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[3]
spec = importlib.util.spec_from_file_location(
    "make_icons", ROOT / "scripts" / "make_icons.py"
)
make_icons = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_icons)


@pytest.fixture(scope="module")
def fresh(browser):
    return make_icons.render_icons(browser)


def pixels(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGBA")


@pytest.mark.parametrize(
    "name, size",
    [("icon-192.png", 192), ("icon-512.png", 512), ("icon-maskable-512.png", 512)],
)
def test_the_committed_icon_is_a_fresh_render_of_the_svg(fresh, name, size):
    committed = pixels((ROOT / "static" / name).read_bytes())
    assert committed.size == (size, size)
    difference = ImageChops.difference(committed, pixels(fresh[name]))
    # Same drawing, same browser: at most a faint anti-aliasing difference on a few edge pixels.
    # pixels that differ by more than 24 of 255
    changed = sum(difference.convert("L").histogram()[25:])
    assert changed <= size * size // 1000


def test_the_maskable_icon_is_baize_to_its_edges_and_the_plain_one_has_round_corners():
    maskable = pixels((ROOT / "static" / "icon-maskable-512.png").read_bytes())
    plain = pixels((ROOT / "static" / "icon-512.png").read_bytes())
    baize = (0x0B, 0x6E, 0x4F, 255)
    for corner in ((0, 0), (511, 0), (0, 511), (511, 511)):
        assert all(abs(a - b) <= 3 for a, b in zip(maskable.getpixel(corner), baize))
        assert plain.getpixel(corner)[3] == 0  # transparent outside the rounded square
