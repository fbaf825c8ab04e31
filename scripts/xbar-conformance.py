#!/usr/bin/env python3
"""Compares the command widget's xbar reading with xbar's own, on the recorded output of published plugins.

A development check, not part of the product. Two steps:

    scripts/xbar-conformance.py record PLUGINS_CHECKOUT   # runs the plugins named in the manifest, keeps their output
    scripts/xbar-conformance.py compare [--binary .build/release/widgetty]
    scripts/xbar-conformance.py expected       # the reference's reading, for XbarSampleTests

`record` runs each plugin named in Tests/Fixtures/xbar-plugins/MANIFEST.tsv from a checkout of
github.com/matryer/xbar-plugins (the manifest names the commit that last changed each), as xbar runs it (in its folder, its
`<xbar.var>` defaults in the environment, light appearance, a scratch HOME), and writes what it printed to
Tests/Fixtures/xbar-plugins/NAME.txt. Only the output is kept (data); the plugins carry their own licences.

`compare` reads every fixture twice: with `widgetty timeline --json` (a command widget, `format = "xbar"`,
running `cat FIXTURE`), and with the reference below, a reader that follows xbar's Go code rule for rule
(github.com/matryer/xbar, pkg/plugins/parse.go, item_params.go, emoji.go and app/menu_parser.go; each rule
cites its function). It prints "agree" or "disagree" per plugin with both sides of each row that differs,
then a summary. `expected` writes the reference's reading of every fixture to XBAR-READING.json beside them,
which the unit test XbarSampleTests compares the parser with, so that the sample stays read right without Python.

What is compared, per row as the menu shows it at rest (no modifier held): the titles (the lines xbar cycles
in the menu bar), then each row's nesting level, kind (item or separator), text (escape sequences removed),
whether it has a colour (`color` or, for ANSI text, its own), its link (`href`), its command (`shell`/`bash`
and `param1…`), `refresh` and `disabled`. Not compared, because a terminal cannot do them (docs/widgets/command.md
says what widgetty shows instead): `font`, `size`, `image`/`templateImage`, `key`; nor which colour exactly (widgetty
draws the nearest of its semantic colours). Output xbar refuses as a whole (an unknown parameter, a bad
boolean or colour) is shown as an error by xbar; such a plugin is counted as "refused by xbar", not compared.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures" / "xbar-plugins"
MANIFEST = FIXTURES / "MANIFEST.tsv"
READING = FIXTURES / "XBAR-READING.json"
XBAR_MIRROR = Path("/work/.mirror/matryer+xbar/repo")


class RefusedByXbar(Exception):
    """xbar's parseOutput returns an error for this output: it shows "⚠️ plugin" and the message instead."""


# ---------------------------------------------------------------------------------------------------------------
# The reference: xbar's reading of a plugin's output.

def load_xbar_tables(xbar_git: Path) -> tuple[dict[str, str], dict[str, str]]:
    """xbar's emoji table (pkg/plugins/emoji.go, name2codes) and named colours (pkg/plugins/colors.go, namedColors),
    read from its source so the reference uses exactly its data."""

    def show(path: str) -> str:
        return subprocess.run(["git", "--git-dir", str(xbar_git), "show", f"HEAD:{path}"],
                              capture_output=True, text=True, check=True).stdout

    emoji = {}
    for name, codes in re.findall(r'^\s*"([^"]+)":\s*\{([^}]*)\}', show("pkg/plugins/emoji.go"), re.MULTILINE):
        emoji[name] = "".join(chr(int(code, 16)) for code in re.findall(r"0x([0-9A-Fa-f]+)", codes))
    colours = dict(re.findall(r'^\s*"([a-z]+)":\s*"(#[0-9a-f]+)"', show("pkg/plugins/colors.go"), re.MULTILINE))
    return emoji, colours


EMOJI: dict[str, str] = {}
NAMED_COLOURS: dict[str, str] = {}
# pkg/plugins/colors.go, colorRegexp
COLOUR_HEX = re.compile(r"^#(?:(?:[\da-f]{3}){1,2}|(?:[\da-f]{4}){1,2})$")


def parse_bool(value: str) -> bool:
    """item_params.go, parseBool: Go's strconv.ParseBool."""
    if value in ("1", "t", "T", "TRUE", "true", "True"):
        return True
    if value in ("0", "f", "F", "FALSE", "false", "False"):
        return False
    raise RefusedByXbar(f'expected "true" or "false", not "{value}"')


def parse_int(value: str) -> int:
    """item_params.go, parseInt: strconv.ParseInt(s, 10, 64)."""
    if not re.fullmatch(r"[+-]?\d+", value):
        raise RefusedByXbar(f'expected an int, not "{value}"')
    return int(value)


def parse_colour(value: str) -> str:
    """item_params.go, parseColor: a named colour or #RGB, #RGBA, #RRGGBB, #RRGGBBAA, lower-cased."""
    if not value:
        raise RefusedByXbar("expected hex string or named color")
    value = value.lower()
    if value.startswith("#"):
        if not COLOUR_HEX.match(value):
            raise RefusedByXbar(f'invalid hex format "{value}"')
        return value
    if value not in NAMED_COLOURS:
        raise RefusedByXbar(f'invalid named color "{value}"')
    return NAMED_COLOURS[value]


def default_params() -> dict:
    """item_params.go, defaultParams."""
    return {"disabled": False, "href": "", "color": "", "shell": "", "shell_params": [], "terminal": False,
            "refresh": False, "dropdown": True, "length": 0, "trim": True, "alternate": False, "emojize": True,
            "ansi": True, "image": "", "template_image": "", "font": "", "size": 0, "key": "", "separator": False}


def set_value_by_key(params: dict, key: str, value: str) -> None:
    """item_params.go, setValueByKey."""
    if key in ("disabled", "terminal", "refresh", "dropdown", "trim", "alternate", "emojize", "ansi"):
        params[key] = parse_bool(value)
    elif key in ("key", "href", "font", "image"):
        params[key] = value
    elif key == "templateImage":
        params["template_image"] = value
    elif key == "color":
        params["color"] = parse_colour(value)
    elif key in ("size", "length"):
        params[key] = parse_int(value)
    elif key in ("shell", "bash"):
        params["shell"] = value
    elif key.startswith("param"):
        if not re.fullmatch(r"[+-]?\d+", key[5:]):
            raise RefusedByXbar(f"bad parameter: {key} (should be paramN)")
        index = int(key[5:])
        shell_params = params["shell_params"]
        while len(shell_params) < index:
            shell_params.append("")
        shell_params[index - 1] = value  # Go panics for param0; no published plugin writes it
    else:
        raise RefusedByXbar(f"unknown parameter: {key}")


def parse_param_str(params: dict, s: str) -> None:
    """item_params.go, parseParamStr: key=value pairs, a value in ' or " up to the same quote, a bare value up to a
    space (or a `|`); a key may start with `|`, which is dropped."""
    while True:
        s = s.strip()
        if not s:
            return
        split, end_text = "=", " "
        i = s.find(split)
        if i < 0:
            raise RefusedByXbar("malformed parameters: missing equals")
        if len(s) > i + 1 and s[i + 1] in "\"'":
            end_text = s[i + 1]
            split = "=" + end_text
        offset = i + len(split)
        key = s[:i]
        if key.startswith("|"):
            key = key[1:].strip()
        value_part = s[offset:]
        end = value_part.find(end_text)
        if end < 0:
            end = value_part.find("|")
        end = len(s) if end < 0 else end + offset
        set_value_by_key(params, key, s[i + len(split):end])
        if end + 1 > len(s):
            return
        s = s[end + 1:]


def parse_params(line: str) -> tuple[str, dict]:
    """item_params.go, parseParams: the text before the first `|` and the parameters after it."""
    params = default_params()
    bar = line.find("|")
    if bar < 0:
        return line, params
    parse_param_str(params, line[bar + 1:])
    return line[:bar], params


def parse_separator(src: str) -> tuple[str, bool]:
    """parse.go, parseSeparator."""
    text = src.strip()
    if text == "---":
        return "", True
    while text.startswith("--"):
        text = text[2:]
        if text == "---":
            return src[:-3], True
    return src, False


def emojize(text: str) -> str:
    """emoji.go, Emojize: every `:name:` of the table replaced."""
    if ":" not in text:
        return text
    for name, emoji in EMOJI.items():
        text = text.replace(f":{name}:", emoji)
    return text


@dataclass
class Item:
    """parse.go's Item: text, parameters, submenu and Option-key alternate."""

    text: str
    params: dict
    items: list = field(default_factory=list)
    alternate: "Item | None" = None


def parse_output(output: str) -> tuple[list[Item], list[Item]]:
    """parse.go, parseOutput: the cycle (title) items and the expanded (menu) items, nested."""
    cycle, expanded = [], []
    depth_prefix, previous, ancestors, capture_expanded = "", None, [], False
    lines = output.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # bufio ReadString: io.EOF with no text ends the loop
    for line in lines:
        text, params = parse_params(line)
        if not capture_expanded and text.strip() == "---":
            capture_expanded = True
            continue
        text, is_separator = parse_separator(text)
        while not text.startswith(depth_prefix):
            ancestors.pop()
            depth_prefix = depth_prefix[2:]
        if text.startswith(depth_prefix + "--") and text[len(depth_prefix):] != "---":
            ancestors.append(previous)
            depth_prefix += "--"
        text = text[len(depth_prefix):]
        if capture_expanded and is_separator:
            params["separator"] = True
            separator = Item(text, params)
            (ancestors[-1].items if ancestors else expanded).append(separator)
            continue
        if params["trim"]:
            text = text.strip()
        if params["emojize"]:
            text = emojize(text)
        item = Item(text, params)
        if capture_expanded:
            if ancestors:
                if ancestors[-1] is None:
                    raise RefusedByXbar("nil pointer: a nested line with no line above it")
                ancestors[-1].items.append(item)
            elif params["alternate"]:
                if previous is None:
                    raise RefusedByXbar("nil pointer: an alternate line with no line above it")
                previous.alternate = item
            elif params["dropdown"]:
                expanded.append(item)
        else:
            cycle.append(item)
        previous = item
    return cycle, expanded


def go_unquote(text: str) -> str | None:
    """Go's strconv.Unquote of `"` + text + `"` (item_params.go, DisplayText, when ansi is on); None when it fails."""
    if "\n" in text:
        return None
    if "\\" not in text and '"' not in text:
        return text
    out = bytearray()
    i = 0
    simple = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11, "\\": 92, '"': 34}
    while i < len(text):
        c = text[i]
        if c == '"':
            return None
        if c != "\\":
            out += c.encode("utf-8", "surrogatepass")
            i += 1
            continue
        if i + 1 >= len(text):
            return None
        e = text[i + 1]
        if e in simple:
            out.append(simple[e])
            i += 2
        elif e == "x" and re.fullmatch(r"[0-9A-Fa-f]{2}", text[i + 2:i + 4]):
            out.append(int(text[i + 2:i + 4], 16))
            i += 4
        elif e in "01234567" and re.fullmatch(r"[0-7]{3}", text[i + 1:i + 4]) and int(text[i + 1:i + 4], 8) < 256:
            out.append(int(text[i + 1:i + 4], 8))
            i += 4
        elif e in "uU":
            width = 4 if e == "u" else 8
            digits = text[i + 2:i + 2 + width]
            if not re.fullmatch(r"[0-9A-Fa-f]{%d}" % width, digits):
                return None
            value = int(digits, 16)
            if value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:
                return None
            out += chr(value).encode("utf-8")
            i += 2 + width
        else:
            return None
    return out.decode("utf-8", "replace")


SGR = re.compile(r"\x1b\[([0-9;]*)m")


def ansi_cleanse(text: str) -> tuple[str, str]:
    """go-ansi-parser's Cleanse (what wails draws of a label with escapes): the text without SGR sequences, and the
    class of the foreground colours its visible parts get (see `colour_class`)."""
    found = "plain"
    for match in re.finditer(r"\x1b\[([0-9;]*)m([^\x1b]*)", text):
        if not match.group(2).strip():
            continue
        codes = match.group(1).split(";")
        if any(code in {"31", "32", "33", "34", "35", "36", "91", "92", "93", "94", "95", "96", "38"} for code in codes):
            found = "colour"
        elif found == "plain" and any(code in {"2", "30", "90"} for code in codes):
            found = "dim"
    return SGR.sub("", text), found


def colour_class(hex_value: str) -> str:
    """A `color` value as compared: "plain" for white and black (a terminal draws them in its own text colour),
    "dim" for another gray, "colour" for the rest."""
    digits = hex_value[1:]
    if len(digits) in (3, 4):
        digits = "".join(c * 2 for c in digits[:3])
    red, green, blue = digits[0:2], digits[2:4], digits[4:6]
    if red == green == blue:
        return "plain" if red in ("00", "ff") else "dim"
    return "colour"


def grapheme_count(text: str) -> int:
    """Characters as a reader counts them (combining marks and variation selectors join the one before)."""
    return sum(1 for c in text if not (unicodedata.combining(c) or 0xFE00 <= ord(c) <= 0xFE0F or c == "\u200d"))


def display_text(item: Item) -> str:
    """item_params.go, DisplayText, then go-ansi-parser's Cleanse: the label as the menu shows it."""
    text = item.text
    if item.params["ansi"]:
        unquoted = go_unquote(text)
        text = text if unquoted is None else unquoted
    text, _ = ansi_cleanse(text)
    length = item.params["length"]
    # item_params.go, truncate: ansi.Truncate(s, max-1), then "…" when the result is max-1 long; a length of 0
    # keeps the text (Truncate(s, -1) never reaches zero).
    if length > 0 and grapheme_count(text) >= length - 1:
        kept, count = "", 0
        for c in text:
            joins = unicodedata.combining(c) or 0xFE00 <= ord(c) <= 0xFE0F or c == "\u200d"
            if not joins:
                if count == length - 1:
                    break
                count += 1
            kept += c
        text = kept + "…"
    return text


def shown_row(item: Item, depth: int) -> dict:
    """One item as the menu shows it (app/menu_parser.go, ParseMenuItem), reduced to what is compared."""
    params = item.params
    if params["separator"]:
        return {"depth": depth, "kind": "separator"}
    text = item.text
    if params["ansi"]:
        unquoted = go_unquote(text)
        text = text if unquoted is None else unquoted
    _, ansi_class = ansi_cleanse(text) if params["ansi"] else ("", "plain")
    shown = display_text(item)
    colour = "dim" if params["disabled"] else colour_class(params["color"]) if params["color"] else ansi_class
    return {
        "depth": depth, "kind": "item", "text": shown.replace("\ufe0f", ""),
        "colour": colour if shown.strip() else "plain",
        "href": params["href"] or None,
        "shell": [params["shell"]] + params["shell_params"] if params["shell"] else None,
        "refresh": params["refresh"], "disabled": params["disabled"],
    }


def menu_rows(items: list[Item], depth: int = 0) -> list[dict]:
    """app/menu_parser.go, ParseItems: the rows at rest. An alternate (menuItem.MacAlternate) shows only while
    Option is held and a dropdown=false item is hidden (menuItem.Hidden), each with its submenu."""
    rows = []
    for item in items:
        if item.params["separator"]:
            rows.append(shown_row(item, depth))
            continue
        if item.params["alternate"] or not item.params["dropdown"]:
            continue
        rows.append(shown_row(item, depth))
        rows.extend(menu_rows(item.items, depth + 1))
    return rows


def reference(output: str) -> dict:
    """xbar's reading of `output`: titles and rows, or the error it shows."""
    try:
        cycle, expanded = parse_output(output)
    except RefusedByXbar as error:
        return {"refused": str(error)}
    return {"titles": [shown_row(item, 0) for item in cycle], "rows": menu_rows(expanded)}


# ---------------------------------------------------------------------------------------------------------------
# widgetty's reading.

def widgetty_row(row: dict) -> dict:
    """One encoded XbarRow (or title XbarItem) reduced to what is compared."""
    if "divider" in row:
        return {"depth": row["divider"]["depth"], "kind": "separator"}
    item = row["item"]["_0"] if "item" in row else row
    runs = [run for run in item.get("runs", []) if run["text"].strip()]
    roles = {run.get("color") for run in runs} - {None, "label"}
    colour = "colour" if roles - DIM_ROLES else "dim" if roles else "plain"
    return {
        "depth": item["depth"], "kind": "item", "text": "".join(run["text"] for run in item.get("runs", [])).replace("\ufe0f", ""),
        "colour": colour, "href": item.get("url"), "shell": item.get("command"),
        "refresh": item["refreshes"], "disabled": item["isDisabled"],
    }


DIM_ROLES = {"gray", "gray2", "gray3", "gray4", "gray5", "gray6", "secondaryLabel", "tertiaryLabel", "placeholder"}


def widgetty(binary: Path, fixture: Path, home: Path) -> dict:
    """`widgetty timeline --json` of a command widget that prints `fixture` as an xbar plugin (light appearance)."""
    config = home / "config.toml"
    config.write_text('[[widget]]\nkind = "command"\nsize = "large"\nformat = "xbar"\n'
                      f'command = ["cat", {json.dumps(str(fixture.resolve()))}]\n')
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "LANG": "C.UTF-8",
                   "XDG_CONFIG_HOME": str(home / "config"), "XDG_CACHE_HOME": str(home / "cache"),
                   "XDG_STATE_HOME": str(home / "state"), "XDG_RUNTIME_DIR": str(home / "run")}
    command = [str(binary), "timeline", "--json", "--config", str(config), "--timeout", "30"]
    run = subprocess.run(command, capture_output=True, env=environment, timeout=60)
    if run.returncode != 0:
        return {"failed": f"exit {run.returncode}: {run.stderr.decode(errors='replace').strip()[-300:]}"}
    widget = json.loads(run.stdout)["widgets"][0]
    entries = widget.get("entries") or []
    if not entries:
        return {"failed": widget.get("failure") or "no entries"}
    menus = [entry["content"]["content"]["menu"] for entry in entries]
    titles = [menu.get("title") for menu in menus]
    period = next((p for p in range(1, len(titles) + 1)
                   if all(titles[i] == titles[i % p] for i in range(len(titles)))), len(titles))
    shown_titles = [widgetty_row(title) for title in titles[:period] if title is not None]
    return {"titles": shown_titles, "rows": [widgetty_row(row) for row in menus[0].get("rows", [])]}


# ---------------------------------------------------------------------------------------------------------------
# Comparing.

def describe(row: dict | None) -> str:
    """A row in a line."""
    if row is None:
        return "(none)"
    if row["kind"] == "separator":
        return f"{'  ' * row['depth']}--- (separator)"
    marks = [name for name in ("refresh", "disabled") if row[name]] + ([row["colour"]] if row["colour"] != "plain" else [])
    marks += [f"href={row['href']}"] if row["href"] else []
    marks += [f"shell={row['shell']}"] if row["shell"] else []
    return f"{'  ' * row['depth']}{row['text']!r} {' '.join(marks)}".rstrip()


def differences(xbar: dict, ours: dict) -> list[str]:
    """The rows that differ, both sides each."""
    lines = []
    for part in ("titles", "rows"):
        theirs, mine = xbar[part], ours[part]
        for index in range(max(len(theirs), len(mine))):
            a = theirs[index] if index < len(theirs) else None
            b = mine[index] if index < len(mine) else None
            if a != b:
                lines.append(f"    {part}[{index}] xbar:     {describe(a)}")
                lines.append(f"    {part}[{index}] widgetty: {describe(b)}")
    return lines


def manifest() -> list[dict]:
    """The plugins of the sample: fixture name, source path, commit."""
    rows = []
    for line in MANIFEST.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, path, commit = line.split("\t")[:3]
        rows.append({"name": name, "path": path, "commit": commit})
    return rows


def declared_defaults(source: str) -> dict[str, str]:
    """The `<xbar.var>` defaults (pkg/metadata/plugin_metadata.go, Parse and parsePluginVar)."""
    values = {}
    for body in re.findall(r"<(?:xbar\.var)>(.*)</[xbar].*?>", source):
        match = re.fullmatch(r"(.+)\((.+)\):\s(.+)", body)
        if not match:
            continue
        name = match.group(2)
        if "=" in name:
            name, default = name.split("=")[:2]
            values[name] = default.strip("\"'")
    return values


def record(checkout: Path) -> int:
    """Runs each plugin of the manifest from `checkout` as xbar would, and keeps its output as a fixture."""
    for plugin in manifest():
        source = checkout / plugin["path"]
        with tempfile.TemporaryDirectory() as scratch:
            home = Path(scratch) / "home"
            home.mkdir()
            folder = Path(scratch) / "plugins"
            shutil.copytree(source.parent, folder)
            os.chmod(folder / source.name, 0o755)
            environment = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
                           "XBARDarkMode": "false", "BitBarDarkMode": "false", "OS_APPEARANCE": "Light"}
            environment.update(declared_defaults(source.read_text(encoding="utf-8", errors="replace")))
            run = subprocess.run(["./" + source.name], cwd=folder, env=environment, capture_output=True,
                                 timeout=20, stdin=subprocess.DEVNULL)
            output = run.stdout.replace(str(folder).encode(), b"/plugins")
        (FIXTURES / f"{plugin['name']}.txt").write_bytes(output)
        lines = output.count(b"\n")
        print(f"{plugin['name']}: exit {run.returncode}, {lines} lines")
    return 0


def write_expected(xbar_git: Path) -> int:
    """Writes the reference's reading of every fixture to READING, which XbarSampleTests compares XbarOutput with."""
    load_reference(xbar_git)
    readings = {plugin["name"]: reference((FIXTURES / f"{plugin['name']}.txt").read_text(encoding="utf-8", errors="replace"))
                for plugin in manifest()}
    def rows(items: list[dict]) -> str:
        return "[" + ",".join("\n   " + json.dumps(row, ensure_ascii=False, sort_keys=True) for row in items) + "]"

    plugins = []
    for name, reading in readings.items():
        body = (json.dumps(reading, ensure_ascii=False) if "refused" in reading
                else f'{{"titles": {rows(reading["titles"])},\n  "rows": {rows(reading["rows"])}}}')
        plugins.append(f" {json.dumps(name)}: {body}")
    READING.write_text("{\n" + ",\n".join(plugins) + "\n}\n", encoding="utf-8")
    print(f"wrote {READING} ({len(readings)} plugins)")
    return 0


def load_reference(xbar_git: Path) -> None:
    """Reads xbar's emoji and colour tables into the reference."""
    emoji, colours = load_xbar_tables(xbar_git)
    EMOJI.update(emoji)
    NAMED_COLOURS.update(colours)


def compare(binary: Path, xbar_git: Path, verbose: bool) -> int:
    """Prints agree or disagree per fixture, with both sides of each differing row, then the counts."""
    load_reference(xbar_git)
    counts = {"agree": 0, "disagree": 0, "refused by xbar": 0, "failed in widgetty": 0}
    with tempfile.TemporaryDirectory() as scratch:
        for plugin in manifest():
            fixture = FIXTURES / f"{plugin['name']}.txt"
            xbar = reference(fixture.read_text(encoding="utf-8", errors="replace"))
            ours = widgetty(binary, fixture, Path(scratch))
            if "refused" in xbar:
                counts["refused by xbar"] += 1
                print(f"refused by xbar  {plugin['path']}: {xbar['refused']}")
            elif "failed" in ours:
                counts["failed in widgetty"] += 1
                print(f"failed           {plugin['path']}: {ours['failed']}")
            elif (lines := differences(xbar, ours)):
                counts["disagree"] += 1
                print(f"disagree         {plugin['path']}")
                print("\n".join(lines if verbose else lines[:8]))
            else:
                counts["agree"] += 1
                print(f"agree            {plugin['path']}")
    print(", ".join(f"{name}: {count}" for name, count in counts.items()), f"(of {len(manifest())})")
    return 0 if counts["disagree"] == 0 and counts["failed in widgetty"] == 0 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    steps = parser.add_subparsers(dest="step", required=True)
    record_step = steps.add_parser("record", help="run the plugins of the manifest and keep their output")
    record_step.add_argument("checkout", type=Path, help="a checkout of github.com/matryer/xbar-plugins")
    compare_step = steps.add_parser("compare", help="compare widgetty's reading with xbar's")
    compare_step.add_argument("--binary", type=Path, default=ROOT / ".build" / "release" / "widgetty")
    compare_step.add_argument("--xbar", type=Path, default=XBAR_MIRROR, help="a git directory of github.com/matryer/xbar")
    compare_step.add_argument("--verbose", action="store_true", help="every differing row, not the first four")
    expected_step = steps.add_parser("expected", help="write the reference's reading of every fixture (XBAR-READING.json)")
    expected_step.add_argument("--xbar", type=Path, default=XBAR_MIRROR, help="a git directory of github.com/matryer/xbar")
    arguments = parser.parse_args()
    if arguments.step == "record":
        return record(arguments.checkout)
    if arguments.step == "expected":
        return write_expected(arguments.xbar)
    return compare(arguments.binary, arguments.xbar, arguments.verbose)


if __name__ == "__main__":
    sys.exit(main())
