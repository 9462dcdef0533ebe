#!/bin/bash
# How issue 16 counts duplication: the `duplicates` tool over the tracked sources, without tests,
# e2e, resilience, stories, fixtures and generated code (route tree, applied migrations).
# Usage: scripts/duplicates-outside-tests.sh [duplicates options, e.g. --most 200]
set -euo pipefail
root=$(git rev-parse --show-toplevel)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cd "$root"
git ls-files --cached --others --exclude-standard \
  | grep -vE '(\.test\.|\.spec\.|^e2e/|/testing/|^resilience/|\.stories\.|\.fixtures\.|test-fixtures|/fixtures/|^docs/|\.md$|package-lock|routeTree\.gen\.ts|^db/migrations/)' \
  | while read -r file; do
      [ -f "$file" ] && mkdir -p "$copy/$(dirname "$file")" && cp "$file" "$copy/$file"
    done
cd "$copy" && duplicates --seconds 120 "$@"
