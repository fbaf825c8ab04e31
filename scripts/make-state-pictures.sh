#!/bin/sh
# scripts/make-state-pictures.sh WIDGETTY: the pictures of every state in docs/states (PNG), and their index.
# Draws each state docs/states/states.tsv lists from docs/states/home.toml with WIDGETTY render --svg --previews (the
# renderer of `make docs`, at the same fixed moment in UTC and the C locale), in dark and light at 49 × 44 and
# 160 × 37, and turns each into a PNG with rsvg-convert (Debian: librsvg2-bin), its colors reduced to a palette of 256 by
# pngquant where it is installed (a third of the size, no visible change); weather glyphs need a symbol font
# (Debian: fonts-symbola) and Japanese a CJK one (fonts-ipafont-gothic). Also the before and after pictures:
# the docs pictures as commit dc91045 drew them (the screen issue 28 describes: the large weather's separator through its
# border, ragged hourly columns) beside today's, read with `git show`, so nothing old is built.
set -eu
widgetty=$1
cd "$(dirname "$0")/.."
command -v rsvg-convert > /dev/null || { echo "make-state-pictures: rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 1; }
export TZ=UTC LC_ALL=C.UTF-8 LANG=C.UTF-8
unset LC_TIME COLORTERM NO_COLOR
export XDG_CONFIG_HOME=/nonexistent
moment=2026-11-22T09:41:07Z
before=dc91045
out=docs/states
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# picture NAME SVG-FILE: the PNG of an SVG picture, named NAME.png in docs/states.
picture() {
    rsvg-convert "$2" -o "$out/$1.png"
    if command -v pngquant > /dev/null; then pngquant --force --skip-if-larger --output "$out/$1.png" 256 "$out/$1.png" || true; fi
    echo "$out/$1.png"
}

index=$out/README.md
{
    echo "# Every state, in pictures"
    echo
    echo "Drawn by \`scripts/make-state-pictures.sh .build/debug/widgetty\` from [home.toml](home.toml) (previews, at"
    echo "$moment), each state reached by the keys or pointer input [states.tsv](states.tsv) gives: what a person"
    echo "sees at 49 columns (a phone's width) and 160, dark and light, in 24-bit colors."
    echo
    echo "| state | 49 dark | 49 light | 160 dark | 160 light |"
    echo "| --- | --- | --- | --- | --- |"
} > "$index"
grep -v '^#' "$out/states.tsv" | while IFS='	' read -r name narrow wide; do
    [ -n "$name" ] || continue
    row="| $name |"
    for size in 49x44 160x37; do
        [ "$size" = 49x44 ] && keys=$narrow || keys=$wide
        for theme in dark light; do
            # shellcheck disable=SC2059 # the keys are printf's escapes on purpose
            "$widgetty" render --svg --previews --at "$moment" --config "$out/home.toml" --size "$size" --theme "$theme" \
                --press "$(printf "${keys:-}")" > "$work/picture.svg"
            file=$name-${size%%x*}-$theme
            picture "$file" "$work/picture.svg" > /dev/null
            row="$row [![$file]($file.png)]($file.png) |"
        done
    done
    echo "$row" >> "$index"
done

{
    echo
    echo "## Before and after"
    echo
    echo "The same \`make docs\` pictures as commit $before drew them (before) and as the code draws them now (after)."
    echo
    echo "| picture | before ($before) | after |"
    echo "| --- | --- | --- |"
} >> "$index"
for pair in "large weather:weather" "medium clock:clock" "light mode:demo-49-light"; do
    title=${pair%%:*} file=${pair#*:}
    git show "$before:docs/images/$file.svg" > "$work/before.svg"
    picture "before-$file" "$work/before.svg" > /dev/null
    picture "after-$file" "docs/images/$file.svg" > /dev/null
    echo "| $title | [![before](before-$file.png)](before-$file.png) | [![after](after-$file.png)](after-$file.png) |" >> "$index"
done
echo "$index"
