#!/usr/bin/env bash
# Builds FerretDB v1.24.2, with our patches (below), from the Go module proxy into the given cache
# folder.
#
# Why not `go install …@v1.24.2`: the proxy refuses that module's version list (403 while "loading
# deprecation"), and a binary built straight from the module panics at start because the generated
# build/version/version.txt is not in the module. So: download the one module (its own go.sum pins
# every dependency), add version.txt, and build from that copy.
# See docs/adr/0002-embedded-database.md.
set -euo pipefail

version=v1.24.2
# Marks our patched build (below) in `ferretdb --version`, so an unpatched binary is rebuilt; the same
# tag as FERRETDB_BUILD in ferretdb.ts.
patch_tag=-vn2
cache=${1:?usage: build-ferretdb.sh <cache-folder>}
patches=$(cd "$(dirname "$0")/ferretdb-patches" && pwd)
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)

export GOMODCACHE="$cache/gomod" GOCACHE="$cache/gocache" GOFLAGS=-modcacherw
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$work"
go mod init ferretdb-build >/dev/null 2>&1
dir=$(go mod download -json "github.com/FerretDB/FerretDB@$version" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
[ -n "$dir" ] || { echo "go mod download did not return the FerretDB module folder" >&2; exit 1; }
cp -r "$dir" src
chmod -R u+w src
echo "$version$patch_tag" > src/build/version/version.txt
cd src

# Our patches (tools/db/ferretdb-patches, in order; docs/adr/0002-embedded-database.md § The _id
# index): both make lookups by _id use the _id index, which FerretDB 1.24 creates but its queries
# could not use, so every one read the whole table — on SQLite every query, update and delete by _id
# (01), on PostgreSQL every query by _id (02). `patch` refuses a file whose lines have changed, so a
# different FerretDB source fails the build instead of going unpatched.
command -v patch >/dev/null ||
  { echo "Building FerretDB needs patch(1): apt-get install patch (Debian)" >&2; exit 1; }
for change in "$patches"/*.diff; do
  patch --batch --forward --fuzz=0 --no-backup-if-mismatch -p1 <"$change" >/dev/null ||
    { echo "FerretDB's source no longer takes $(basename "$change")" >&2; exit 1; }
done
CGO_ENABLED=0 go build -trimpath -o "$cache/ferretdb.tmp" ./cmd/ferretdb
# Rename last so a half-written binary is never mistaken for a finished one.
mv "$cache/ferretdb.tmp" "$cache/ferretdb"
