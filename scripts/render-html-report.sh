#!/usr/bin/env bash
# usage: scripts/render-html-report.sh [--html REPORT.html] [OUT.png | OUT.pdf]
# Renders piclint's HTML report in a real browser, headless, to see the page as a designer does: OUT.png is a
# screenshot of the top 1280 × 4000 pixels of the page, OUT.pdf the page printed (the report's print style).
#   scripts/render-html-report.sh [OUT]              the Fixtures' report, linted by the release binary (built
#                                                    first); OUT is piclint-report.png unless given
#   scripts/render-html-report.sh --html FILE OUT    a report already written (the tests' way): the browser takes
#                                                    over this script's process, so whoever started it can stop it
# PICLINT_WINDOW_SIZE=W,H changes the screenshot's size (the top W × H pixels).
# The browser: $PICLINT_CHROMIUM, else chromium, chromium-browser, google-chrome or google-chrome-stable on PATH,
# else Google Chrome or Chromium in /Applications. scripts/setup --dev installs Debian's chromium and the fonts.
set -euo pipefail

usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }

# Paths are the caller's, made absolute before the script moves to the repository.
absolute() { case "$1" in /*) printf '%s\n' "$1" ;; *) printf '%s\n' "$PWD/$1" ;; esac; }

html=""
out=""
while [ $# -gt 0 ]; do
    case "$1" in
        --html) [ $# -ge 2 ] || { usage >&2; exit 2; }; html="$(absolute "$2")"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        -*) echo "render-html-report.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
        *) [ -z "$out" ] || { usage >&2; exit 2; }; out="$(absolute "$1")"; shift ;;
    esac
done
out="${out:-$(absolute piclint-report.png)}"
case "$out" in
    *.png|*.pdf) ;;
    *) echo "render-html-report.sh: $out: the output is a .png (a screenshot) or a .pdf (the page printed)" >&2; exit 2 ;;
esac
cd "$(dirname "$0")/.."

browser="${PICLINT_CHROMIUM:-}"
if [ -z "$browser" ]; then
    for name in chromium chromium-browser google-chrome google-chrome-stable; do
        browser="$(command -v "$name" || true)"
        [ -z "$browser" ] || break
    done
fi
if [ -z "$browser" ]; then
    for app in "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" /Applications/Chromium.app/Contents/MacOS/Chromium; do
        if [ -x "$app" ]; then browser="$app"; break; fi
    done
fi
if [ -z "$browser" ]; then
    echo "render-html-report.sh: no Chromium found: scripts/setup --dev installs it (Debian: chromium); on a Mac," \
        "install Google Chrome or Chromium in /Applications, or set PICLINT_CHROMIUM to its executable" >&2
    exit 2
fi

# Replaces the (sub)shell it runs in with the browser.
# --no-sandbox: Chromium's sandbox refuses to start as root and needs namespaces that containers often lack; the
# page is piclint's own file and runs no script (its Content-Security-Policy allows none).
# --disable-dev-shm-usage: a container's /dev/shm is often 64 MB, too small for a tall page.
# --force-device-scale-factor=1: one pixel a CSS pixel on any display (a Mac's would double the screenshot).
# Headless Chromium makes a profile of its own for the run and removes it, so two renders at once do not meet.
render() {
    local flags=(--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars --force-device-scale-factor=1)
    case "$1" in
        *.png) flags+=(--window-size="${PICLINT_WINDOW_SIZE:-1280,4000}" --screenshot="$1") ;;
        *.pdf) flags+=(--no-pdf-header-footer --print-to-pdf="$1") ;;
    esac
    exec "$browser" "${flags[@]}" "$2"
}

if [ -n "$html" ]; then
    [ -f "$html" ] || { echo "render-html-report.sh: $html: no such file" >&2; exit 2; }
    render "$out" "$html"
fi

swift build -c release --product piclint >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
.build/release/piclint --now 2026-11-24T09:41 --format html="$work/report.html" Fixtures >/dev/null || true
rm -f "$out"
# What Chromium says on the way (D-Bus, GPU) is noise when it works; it is shown when it does not.
if ! (render "$out" "$work/report.html") 2>"$work/browser.log" || [ ! -s "$out" ]; then
    cat "$work/browser.log" >&2
    echo "render-html-report.sh: $browser wrote no $out" >&2
    exit 1
fi
echo "wrote $out"
