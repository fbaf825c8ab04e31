#!/usr/bin/env bash
# Checks the dependency rule on every import in Sources/ and Providers/ (ARCHITECTURE.md, "Layers"):
#   - arrows point down only: WidgettyKit <- WidgettyRender <- WidgettyHost <- WidgettyTerminal <- WidgettyCLI <- widgetty,
#     so a target never imports a layer above its own;
#   - a provider (Providers/NAME) imports no module of this package but WidgettyKit (the host lends it the network
#     and its other services through its context) and C libraries of its own (CLibical for the calendar; not
#     CCurl, which is the fetch helper's);
#   - nothing but WidgettyTerminal imports CNcursesw (ncurses);
#   - WidgettyHost never names a provider: neither imports a provider's module nor mentions NAMEProvider or NAMEWidget.
# Each finding is printed as FILE:LINE: what is wrong (the rule). In perl, which ships with every Debian.
# Usage: scripts/check-dependencies.sh [ROOT]   (default: this repository); exit status 1 on findings.
set -euo pipefail
root=${1:-"$(dirname "$0")/.."}
cd "$root"
[ -d Sources ] || { echo "check-dependencies: no Sources folder in $root" >&2; exit 2; }
folders=(Sources)
[ -d Providers ] && folders+=(Providers)
providers=$(find Providers -mindepth 1 -maxdepth 1 -type d -printf '%f\n' 2>/dev/null | sort | tr '\n' ' ')
modules=$(find Sources -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tr '\n' ' ')
find "${folders[@]}" -name '*.swift' -print0 | sort -z | PROVIDERS="$providers" MODULES="$modules" xargs -0 -r perl -ne '
    BEGIN {
        @chain = qw(WidgettyKit WidgettyRender WidgettyHost WidgettyTerminal WidgettyCLI widgetty);
        %layer = map { $chain[$_] => $_ } 0 .. $#chain;
        $chainText = join(" <- ", @chain);
        @providers = split " ", $ENV{PROVIDERS};
        %providerModule = map { ("${_}Provider" => 1) } @providers;
        %package = map { ($_ => 1) } (split(" ", $ENV{MODULES}), keys %providerModule);
        $providerWord = @providers ? join("|", map { "${_}(?:Provider|Widget)" } @providers) : "(?!)";
        $found = 0;
    }
    sub finding { print "$ARGV:$.: $_[0]\n"; $found = 1; }
    my ($top, $name) = $ARGV =~ m{^(Sources|Providers)/([^/]+)/};
    my $target = $top eq "Providers" ? "${name}Provider" : $name;
    if (/^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?(\w+)/) {
        my $module = $1;
        if ($module eq "CNcursesw" && $target ne "WidgettyTerminal") {
            finding("$target imports CNcursesw: only WidgettyTerminal talks to ncurses");
        } elsif ($top eq "Providers" && $package{$module} && $module ne "WidgettyKit" && !($module =~ /^C[A-Z]/ && $module ne "CCurl")) {
            finding("the provider $target imports $module: providers import only WidgettyKit and C libraries of their own");
        } elsif ($target eq "WidgettyHost" && $providerModule{$module}) {
            finding("WidgettyHost imports the provider $module: the host never names a concrete provider (ProviderCatalog in WidgettyCLI does)");
        } elsif (exists $layer{$target} && exists $layer{$module} && $layer{$module} > $layer{$target}) {
            finding("$target imports $module, a layer above it: arrows point down only ($chainText)");
        }
    } elsif ($target eq "WidgettyHost" && /\b($providerWord)\b/) {
        finding("WidgettyHost names $1: the host never names a concrete provider (ProviderCatalog in WidgettyCLI does)");
    }
    close ARGV if eof;
    END { exit($found ? 1 : 0) }
' || exit 1
