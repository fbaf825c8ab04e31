#!/usr/bin/env bash
# Flags blocking calls in the tests that could hold one of Swift's cooperative pool threads (CI has two; two
# blocked tests stall every other task): sleeps, waitpid, poll, read, accept, a semaphore's wait, and any
# `…OnThisThread(` function (the tests' name for a function that blocks the thread it runs on). Such a call may
# stand only inside a body that runs on a thread of its own: a closure given to `BlockingWork.run`, `Thread` or
# `Thread.detachNewThread`, or a function whose name ends in `OnThisThread`; or on a line that says why it may block
# with a `// blocking-ok: …` comment (e.g. a provider thread's gate). Async code sleeps with `Task.sleep`
# and awaits the async forms (`Subprocess.run`, `BuiltBinary.run`, `TmuxSession`, `PseudoTerminal.read`).
# A heuristic on the text (comments and string literals are skipped), in perl because it ships with every Debian.
# Usage: scripts/lint-blocking-tests.sh [FOLDER…]   (default: Tests); exit status 1 on findings.
set -euo pipefail
cd "$(dirname "$0")/.."
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(Tests)
find "${folders[@]}" -name '*.swift' -print0 | sort -z | xargs -0 perl -0777 -ne '
    my $code = $_;
    my @lines = split /\n/, $_;
    # Blank out comments and string literals (keeping line ends), so only code is read.
    $code =~ s{(//[^\n]*|"""(?s:.*?)"""|"(?:[^"\\\n]|\\.)*")}{ (my $m = $1) =~ s/[^\n]/ /g; $m }ge;
    my @exempt;          # depths at which a thread-of-its-own body opened
    my ($depth, $segment, $function) = (0, "", "");
    my $line = 1;
    my $blocking = qr/(?:(?<![.\w])(?:usleep|nanosleep|sleep|waitpid|wait4|accept)\s*\(|(?:\bGlibc\.|(?<![.\w]))(?:read|recv)\s*\(\s*[\w.]+\s*,\s*&|(?<![.\w])poll\s*\([^,()]*,[^,()]*,\s*+(?!0\s*\))|\bThread\.sleep\s*\(|\.waitForEnd\s*\(|\.wait\s*\((?:\)|timeout:)|(?<!func )\b\w+OnThisThread\s*\()/;
    for my $piece (split /([{}\n])/, $code) {
        if ($piece eq "\n") { $line++; $segment .= " "; next }
        if ($piece eq "{") {
            $depth++;
            push @exempt, $depth if $function =~ /OnThisThread$/
                || $segment =~ /\b(?:BlockingWork\.run|Thread\.detachNewThread|Thread)\s*(?:\([^()]*\))?\s*$/;
            ($segment, $function) = ("", "");
            next;
        }
        if ($piece eq "}") {
            pop @exempt if @exempt && $exempt[-1] == $depth;
            $depth--;
            ($segment, $function) = ("", "");
            next;
        }
        $segment .= $piece;
        $function = $1 if $piece =~ /\bfunc\s+(\w+)/;
        if (!@exempt && $piece =~ /($blocking)/ && $lines[$line - 1] !~ m{//\s*blocking-ok:}) {
            (my $call = $1) =~ s/\s+//g;
            print "$ARGV:$line: $call blocks a cooperative-pool thread: await an async form, Task.sleep, or run it in BlockingWork.run\n";
            $found = 1;
        }
    }
    END { exit($found ? 1 : 0) }
' || exit 1
