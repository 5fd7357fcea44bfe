#!/usr/bin/env bash
# Builds FerretDB v1.24.2, with our one patch (below), from the Go module proxy into the given cache
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
patch_tag=-vn1
cache=${1:?usage: build-ferretdb.sh <cache-folder>}
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

# Our one patch (docs/adr/0002-embedded-database.md § The _id index): the SQLite backend names a
# document's _id as `_ferretdb_sjson->'$._id'` in every query, update and delete, but creates its
# _id index on `_ferretdb_sjson->"_id"`. SQLite matches an index to the very expression, so none of
# them used the index: every update or delete by _id read the whole table. The two expressions
# mean the same (a label X is the path $.X), so the queries take the index's spelling.
metadata=internal/backends/sqlite/metadata/metadata.go
grep -q "IDColumn = DefaultColumn + \"->'\$._id'\"" "$metadata" ||
  { echo "FerretDB's $metadata no longer has the _id column this build patches" >&2; exit 1; }
sed -i "s|IDColumn = DefaultColumn + \"->'\$._id'\"|IDColumn = DefaultColumn + \"->'_id'\"|" "$metadata"
grep -q "IDColumn = DefaultColumn + \"->'_id'\"" "$metadata" ||
  { echo "patching $metadata failed" >&2; exit 1; }
CGO_ENABLED=0 go build -trimpath -o "$cache/ferretdb.tmp" ./cmd/ferretdb
# Rename last so a half-written binary is never mistaken for a finished one.
mv "$cache/ferretdb.tmp" "$cache/ferretdb"
