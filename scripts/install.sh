#!/bin/sh
# make install / make uninstall: scripts/install.sh install|uninstall BUILD_DIR ROOT
# BUILD_DIR holds the built widgetty; ROOT is $(DESTDIR)$(PREFIX).
# install puts the program (stripped; it is its own fetch helper), the manual page and the bash, zsh and fish completions,
# all made by the built widgetty from its own command definitions, and config.example.toml;
# uninstall removes exactly those files (and share/doc/widgetty, which is widgetty's own), nothing else.
# Both remove what an earlier install put there that this one no longer does ($retired).
set -eu
action=$1 build=$2 root=$3
here=$(cd "$(dirname "$0")/.." && pwd)

# Each installed file: its path under ROOT, then how it is made.
files='
bin/widgetty                                 program widgetty
share/man/man1/widgetty.1                    output reference manual
share/bash-completion/completions/widgetty   output --generate-completion-script bash
share/zsh/site-functions/_widgetty           output --generate-completion-script zsh
share/fish/vendor_completions.d/widgetty.fish output --generate-completion-script fish
share/doc/widgetty/config.example.toml       copy config.example.toml
'

# Installed by earlier versions, no longer: the fetch helper that was a second program (widgetty is its own now).
retired='bin/widgetty-fetch'

remove_retired() {
    for path in $retired; do
        if [ -e "$root/$path" ] || [ -L "$root/$path" ]; then
            rm -f "$root/$path"
            echo "removed $root/$path (an earlier install's; no longer installed)"
        fi
    done
}

case $action in
install)
    echo "$files" | while read -r path how what; do
        [ -n "$path" ] || continue
        mkdir -p "$root/$(dirname "$path")"
        case $how in
        program) install -m 755 -s "$build/$what" "$root/$path" ;;
        output)
            if ! "$build/widgetty" $what > "$root/$path.tmp"; then
                rm -f "$root/$path.tmp"
                echo "install.sh: $build/widgetty $what failed; $path not installed" >&2
                exit 1
            fi
            chmod 644 "$root/$path.tmp" && mv "$root/$path.tmp" "$root/$path" ;;
        copy)    install -m 644 "$here/$what" "$root/$path" ;;
        esac
        echo "installed $root/$path"
    done
    # Only once the new program is in place: a failed install leaves the earlier one whole.
    remove_retired
    ;;
uninstall)
    echo "$files" | while read -r path how what; do
        [ -n "$path" ] || continue
        if [ -e "$root/$path" ] || [ -L "$root/$path" ]; then
            rm -f "$root/$path"
            echo "removed $root/$path"
        fi
    done
    rmdir "$root/share/doc/widgetty" 2>/dev/null || true
    remove_retired
    ;;
*)
    echo "usage: $0 install|uninstall BUILD_DIR ROOT" >&2
    exit 64
    ;;
esac
