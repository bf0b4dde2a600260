"""The players' colours (issue 19 item 6): told apart, and with enough contrast on light and dark
backgrounds (WCAG 2's 3:1 for graphics), for the terminal chart, the SVG and the pages alike."""

import pytest

from seasons_cli.views.theme import PAGE_THEME, SERIES, STYLES

BACKGROUNDS = {"white": "#ffffff", "rich's terminal image": "#292929", "the dark page": "#1e1e1e",
               "black": "#000000"}


def luminance(colour: str) -> float:
    """WCAG 2's relative luminance of ``#rrggbb``."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("background", BACKGROUNDS)
@pytest.mark.parametrize("colour", SERIES)
def test_every_players_colour_has_3_to_1_contrast(colour, background):
    assert contrast(colour, BACKGROUNDS[background]) >= 3


def test_four_different_colours_and_the_theme_uses_them():
    assert len(set(SERIES)) == 4
    assert [STYLES[f"series.{seat}"] for seat in (1, 2, 3, 4)] == [f"bold {c}" for c in SERIES]


@pytest.mark.parametrize("background", ["#ffffff", "#1e1e1e"])
def test_the_pages_colours_read_on_both_schemes(background):
    """The score table's colours on a page (red, green, yellow, blue, magenta, cyan)."""
    for index in range(1, 7):
        red, green, blue = PAGE_THEME.ansi_colors[index]
        assert contrast(f"#{red:02x}{green:02x}{blue:02x}", background) >= 3


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_pages_text_and_symbols_read_in_both_schemes(scheme):
    """Text 4.5:1 on its background (WCAG 2 AA), graphics and coloured symbols 3:1."""
    from seasons_cli.views.theme import PAGE_COLOURS, SCHEMES

    colours = SCHEMES[scheme]
    assert contrast(colours["text"], colours["back"]) >= 4.5
    assert contrast(colours["muted"], colours["back"]) >= 4.5
    assert contrast(colours["text"], colours["plot"]) >= 4.5
    for colour in (*PAGE_COLOURS.values(), colours["axis"]):
        assert contrast(colour, colours["back"]) >= 3 and contrast(colour, colours["plot"]) >= 3
