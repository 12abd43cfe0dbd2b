#!/usr/bin/env bash
# Renders piclint's HTML report of the Fixtures in a real browser (headless Chromium, Debian's `chromium`)
# to a PNG, to check the page as a designer sees it.
#   scripts/render-html-report.sh [OUT.png]       (default: piclint-report.png)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-piclint-report.png}"
command -v chromium >/dev/null || { echo "needs Debian's chromium: apt-get install -y chromium fonts-noto-cjk" >&2; exit 2; }
swift build -c release >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
.build/release/piclint --now 2026-11-24T09:41 --format html="$work/report.html" Fixtures >/dev/null || true
chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,2400 \
    --screenshot="$out" "file://$work/report.html" 2>/dev/null
echo "wrote $out"
