#!/usr/bin/env bash
# Proves the pre-commit hook with the real framework: installs `pre-commit` from PyPI, makes a scratch git
# repository, points it at this checkout's hook as the README shows (no `files:` of its own), and checks that a
# workflow, a compose file and a good spec are committed, and that the commit of a bad spec is refused with
# piclint's finding.
#   scripts/check-pre-commit.sh        (builds piclint in pre-commit's own environment: a few minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet pre-commit
here="$(pwd)"
rev="$(git rev-parse HEAD)"
work="$(mktemp -d)"
export PRE_COMMIT_HOME="$(mktemp -d)"
trap 'rm -rf "$work" "$PRE_COMMIT_HOME"' EXIT
cd "$work"
git init -q && git config user.email ci@example.invalid && git config user.name ci
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $here
    rev: $rev
    hooks:
      - id: piclint
YAML
git add -A && git commit -qm config
pre-commit install >/dev/null
echo "== YAML that is not a spec is committed"
mkdir -p .github/workflows
printf 'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps: [{run: swift test}]\n' > .github/workflows/ci.yml
printf 'services:\n  web:\n    image: nginx\n' > docker-compose.yml
git add .github/workflows/ci.yml docker-compose.yml
git commit -qm "not specs" || { echo "FAIL: the hook refused YAML that is not a spec" >&2; exit 1; }
mkdir screens
cp "$here/Fixtures/good/alarm-clock.yaml" screens/good.yaml
echo "== a good spec is committed"
git add screens/good.yaml
git commit -qm good
cp "$here/Fixtures/bad/pasta-timers.yaml" screens/bad.yaml
git add screens/bad.yaml
echo "== a bad spec is refused"
if git commit -qm bad > "$work/out.txt" 2>&1; then
    cat "$work/out.txt"; echo "FAIL: the bad spec was committed" >&2; exit 1
fi
cat "$work/out.txt"
grep -q "\[countdown-limit\]" "$work/out.txt" || { echo "FAIL: piclint's finding is missing" >&2; exit 1; }
echo "OK: pre-commit ran piclint, passed the workflow, the compose file and the good spec, and refused the bad spec"
