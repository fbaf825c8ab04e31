#!/bin/sh
# A command widget in shell: the git status of the repository it runs in, a link per changed file.
#
#   [[widget]]
#   kind = "command"
#   size = "medium"
#   format = "json"
#   command = ["~/src/widgetty/examples/widgets/git-status.sh"]
#   cwd = "~/src/my-project"
#   interval = "1m"
set -eu

# A JSON string of $1: control characters dropped, backslashes and quotes escaped.
json() {
    printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed 's/\\/\\\\/g; s/"/\\"/g')"
}

top=$(git rev-parse --show-toplevel)
branch=$(git branch --show-current 2>/dev/null || echo detached)
rows=$((${WIDGETTY_ROWS:-10} - 4))
changes=$(git -c core.quotePath=false status --porcelain | head -n "$rows")
count=$(git status --porcelain | wc -l | tr -d ' ')

printf '{"widgetty": 1, "entries": [{"view": {"type": "vstack", "alignment": "leading", "children": ['
printf '{"type": "text", "text": %s, "font": "headline"},' "$(json "$(basename "$top") · $branch")"
if [ "$count" -eq 0 ]; then
    printf '{"type": "text", "text": "clean", "color": "green"}'
else
    printf '{"type": "text", "text": %s, "color": "orange"}' "$(json "$count changed")"
    printf '%s\n' "$changes" | while IFS= read -r line; do
        file=${line#???}
        case "$top/$file" in
            *[!A-Za-z0-9._/+-]*) printf ',{"type": "text", "text": %s}' "$(json "$line")" ;;  # would need percent-encoding
            *) printf ',{"type": "link", "url": %s, "title": %s}' "$(json "file://$top/$file")" "$(json "$line")" ;;
        esac
    done
fi
printf ']}}], "policy": "atEnd"}\n'
