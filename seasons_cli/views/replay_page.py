"""``seasons replay FILE --html PAGE``: one self-contained page that steps through the game.

For the setup and after each move: the move's words (``reports.replay.stepped``: the lines of
``seasons replay``) and the board as the ``--as`` player saw it then, built here from the data
of ``reports.board`` as HTML (a rich picture of 300 boards would take seconds and megabytes);
under them the prestige chart (``chart_svg``) with a line at the round shown. The arrow keys,
Home and End and the buttons step through it; the address (``#move-37``) says where. Styles
and script are inline, nothing comes from the network, and nothing hidden from the reader is
in the page: each board and each line is what that reader may see (R21.2).
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..english import counted
from ..reports.words import winners_words
from .chart_svg import point_x, prestige_svg
from .pages import page
from .symbols import CRYSTAL, ENERGY, ENERGY_TYPES, STAR

STYLE = """
nav { display: flex; gap: 0.5em; align-items: center; flex-wrap: wrap; margin-bottom: 1em; }
nav button { font: inherit; padding: 0.2em 0.7em; }
nav input { flex: 1; min-width: 8em; }
#position { font-weight: bold; min-width: 9em; }
section.step h2 { font-size: 1.1em; margin: 0.4em 0; }
section.step h3 { font-size: 0.95em; margin: 0.6em 0 0.2em; color: var(--muted); }
.words p { margin: 0.15em 0; }
.words .then { margin-left: 2em; color: var(--muted); }
.words .notation { color: var(--muted); font-family: ui-monospace, monospace; }
.where { color: var(--muted); }
table.players { border-collapse: collapse; margin: 0.6em 0; }
table.players th, table.players td { border: 1px solid var(--line); padding: 0.25em 0.5em;
  vertical-align: top; text-align: left; }
table.players tr.acting td:first-child { border-left: 4px solid var(--acting); }
.air { color: var(--air); } .water { color: var(--water); } .fire { color: var(--fire); }
.earth { color: var(--earth); } .crystal { color: var(--crystal); }
.pending { font-weight: bold; }
.chart .now { stroke: var(--acting); stroke-width: 3; opacity: 0.8; }
"""

SCRIPT = """
const steps = [...document.querySelectorAll("section.step")];
const position = document.getElementById("position");
const slider = document.getElementById("slider");
const now = document.getElementById("now");
let at = 0;
function show(wanted) {
  const next = Math.max(0, Math.min(steps.length - 1, wanted));
  steps[at].hidden = true;
  steps[next].hidden = false;
  at = next;
  position.textContent = next === 0 ? "The setup" : `Move ${next} of ${steps.length - 1}`;
  slider.value = next;
  const x = steps[next].dataset.x;
  if (now) {
    now.style.display = x ? "" : "none";
    if (x) { now.setAttribute("x1", x); now.setAttribute("x2", x); }
  }
  history.replaceState(null, "", `#move-${next}`);
}
document.addEventListener("keydown", (event) => {
  const moves = {ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: steps.length - 1};
  if (event.key in moves && event.target.tagName !== "INPUT") {
    event.preventDefault();
    show(moves[event.key]);
  }
});
for (const button of document.querySelectorAll("nav button")) {
  button.addEventListener("click", () => show({first: 0, previous: at - 1, next: at + 1,
                                               last: steps.length - 1}[button.dataset.go]));
}
slider.addEventListener("input", () => show(Number(slider.value)));
function asked() {
  const found = /^#move-(\\d+)$/.exec(location.hash);
  return found ? Number(found[1]) : null;
}
window.addEventListener("hashchange", () => { if (asked() !== null && asked() !== at) show(asked()); });
steps.forEach((step) => { step.hidden = true; });
show(asked() ?? Number(document.body.dataset.start));
"""


def replay_page(title: str, steps: list[dict[str, Any]], points: list[dict[str, Any]],
                players: list[str], start: int = 0) -> str:
    """The page: the navigation, a section per step, the chart; opened at step ``start``."""
    last = len(steps) - 1
    nav = ('<nav><button data-go="first">« first</button><button data-go="previous">‹ previous</button>'
           f'<span id="position" aria-live="polite"></span>'
           '<button data-go="next">next ›</button><button data-go="last">last »</button>'
           f'<input id="slider" type="range" min="0" max="{last}" value="{start}" '
           'aria-label="move"></nav>')
    rounds = {point["round"]: index for index, point in reversed(list(enumerate(points)))}
    sections = [step_html(step, _x(step, rounds, len(points))) for step in steps]
    chart = prestige_svg(points, players, now=True)
    body = (f"<h1>{escape(title)}</h1>\n{nav}\n" + "\n".join(sections)
            + f'\n<figure aria-label="prestige by round">{chart}</figure>'
            + '\n<p class="muted">← and → step through the moves, Home and End go to the start '
            "and the end.</p>")
    html = page(title, body, style=STYLE, script=SCRIPT)
    return html.replace("<body>", f'<body data-start="{min(max(start, 0), last)}">', 1)


def _x(step: dict[str, Any], rounds: dict[int, int], count: int) -> str:
    index = rounds.get(step["round"]) if step["round"] is not None else None
    return "" if index is None else f"{point_x(index, count):.1f}"


def step_html(step: dict[str, Any], x: str) -> str:
    number = step["number"]
    heading = "The setup" if number == 0 else f"Move {number}"
    return (f'<section class="step" id="step-{number}" data-x="{x}">\n<h2>{heading}</h2>\n'
            f'<div class="words">{words_html(step["lines"])}</div>\n{board_html(step["board"])}\n'
            "</section>")


def words_html(lines: list[dict[str, Any]]) -> str:
    """The move and what followed, each section title once."""
    parts, title = [], None
    for line in lines:
        if line["title"] != title:
            title = line["title"]
            parts.append(f"<h3>{escape(title)}</h3>")
        if line["kind"] == "move":
            notation = f' <span class="notation">· {escape(line["notation"])}</span>' \
                if line["notation"] else ""
            parts.append(f'<p class="move">{escape(line["text"])}{notation}</p>')
        else:
            parts.append(f'<p class="then {escape(line["kind"])}">{escape(line["text"])}</p>')
    return "".join(parts)


def board_html(data: dict[str, Any]) -> str:
    """The board of ``reports.board.board``: where the game is, the dice, a row per player,
    who must decide."""
    return (f'<div class="board">{where_html(data)}{dice_html(data)}{players_html(data)}'
            f"{pending_html(data)}</div>")


def where_html(data: dict[str, Any]) -> str:
    if data["phase"] in ("draft", "split"):
        stage = "the draft" if data["phase"] == "draft" else "the library split"
        text = f"Prelude: {stage} · {data['level']}"
    elif data["finished"]:
        text = f"Game over after round {data['round']}"
    else:
        text = (f"Year {data['year']} of 3, {data['season']} (space {data['season_position']}) · "
                f"round {data['round']} · first player {data['first_player']}")
    piles = f" · draw pile {data['draw_pile']} · discard pile {data['discard_pile']}"
    return f'<p class="where">{escape(text)}{piles} · head {escape(data["head"] or "")}</p>'


def dice_html(data: dict[str, Any]) -> str:
    if not data["dice"]:
        return ""
    dice = [f"{escape(die['face'])} ({escape(die['symbols'])}): "
            + (escape(die["taken_by"]) if die["taken_by"] else "free") for die in data["dice"]]
    return f'<p class="dice">Dice: {"; ".join(dice)}</p>'


def players_html(data: dict[str, Any]) -> str:
    head = ("<tr><th>player</th><th>crystals</th><th>energy</th><th>gauge</th><th>bonuses</th>"
            "<th>in play</th><th>hand</th><th>libraries</th></tr>")
    acting = {decision["player"] for decision in data["pending"]}
    rows = [player_row(player, data, player["name"] in acting) for player in data["players"]]
    return f'<table class="players">{head}{"".join(rows)}</table>'


def player_row(player: dict[str, Any], data: dict[str, Any], acting: bool) -> str:
    name = escape(player["name"]) + (" (you)" if player["name"] == data["viewer"] else "")
    in_play = ", ".join(f"{escape(card['name'])} {card['prestige']}"
                        + (" (activated)" if card["activated"] else "")
                        for card in player["cards_in_play"]) or "none"
    gauge = f"{STAR}{player['summoning_gauge']}, {len(player['cards_in_play'])} in play"
    bonuses = f"{player['bonuses_used']} of 3" + \
        (f" (-{player['bonus_penalty']})" if player["bonuses_used"] else "")
    cells = [name, f'<span class="crystal">{CRYSTAL}{player["crystals"]}</span>',
             energy_html(player["energy"]) + f" ({sum(player['energy'].values())} of "
             f"{player['reserve_limit']})", gauge, bonuses, in_play, hidden_html(player["hand"]),
             f"II: {hidden_html(player.get('library_ii_cards', player['library_ii']))}<br>"
             f"III: {hidden_html(player.get('library_iii_cards', player['library_iii']))}"]
    if data["phase"] == "draft":
        cells[6] += f"<br>packet: {hidden_html(player['packet'])}<br>picked: {hidden_html(player['chosen'])}"
    elif data["phase"] == "split":
        cells[6] += f"<br>to split: {hidden_html(player['chosen'])}"
    row = "".join(f"<td>{cell}</td>" for cell in cells)
    return f'<tr class="acting">{row}</tr>' if acting else f"<tr>{row}</tr>"


def energy_html(energy: dict[str, int]) -> str:
    return " ".join(f'<span class="{kind}">{ENERGY[kind]}{energy[kind]}</span>'
                    for kind in ENERGY_TYPES)


def hidden_html(cards: list[str] | int) -> str:
    """The viewer's own cards by name; anybody else's as a count."""
    if isinstance(cards, int):
        return counted(cards, "card")
    return escape(", ".join(cards)) or "none"


def pending_html(data: dict[str, Any]) -> str:
    if data["finished"]:
        return f'<p class="pending">The game is over: {escape(winners_words(data["winners"]))}.</p>'
    lines = [decision.get("to_viewer") or f"waiting: {decision['description']}"
             for decision in data["pending"]]
    return "".join(f'<p class="pending">{escape(line)}</p>' for line in lines)
