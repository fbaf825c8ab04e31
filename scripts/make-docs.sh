#!/bin/sh
# make docs: scripts/make-docs.sh WIDGETTY
# Draws every picture docs/images/pictures.tsv lists with WIDGETTY render --svg, at a fixed moment in UTC and the
# C locale so the same code draws the same bytes, and writes the tables generated from the code (each kind's
# options, the keys) between the "generated" marks of docs/widgets/KIND.md and docs/keys.md.
set -eu
widgetty=$1
cd "$(dirname "$0")/.."
export TZ=UTC LC_ALL=C.UTF-8 LANG=C.UTF-8
unset LC_TIME COLORTERM NO_COLOR
# A picture of the embedded demo must not read a configuration of the person running this.
export XDG_CONFIG_HOME=/nonexistent
moment=2026-11-22T09:41:07Z

grep -v '^#' docs/images/pictures.tsv | while IFS='	' read -r file arguments; do
    [ -n "$file" ] || continue
    # The arguments come after the default moment, so a picture's own --at wins.
    "$widgetty" render --svg --at "$moment" $arguments > "docs/images/$file.tmp"
    mv "docs/images/$file.tmp" "docs/images/$file"
    echo "docs/images/$file"
done

# Replaces what lies between a file's generated marks with the output of a command.
splice() {
    file=$1; shift
    table=$("$@")
    TABLE=$table awk '
        /<!-- generated: begin/ { print; print ENVIRON["TABLE"]; skipping = 1; next }
        /<!-- generated: end/ { skipping = 0 }
        !skipping { print }
    ' "$file" > "$file.tmp"
    mv "$file.tmp" "$file"
    echo "$file"
}

for page in docs/widgets/*.md; do
    kind=$(basename "$page" .md)
    splice "$page" "$widgetty" reference "$kind"
done
splice docs/keys.md "$widgetty" reference keys
