#!/usr/bin/env bash
# Times whole `symbolify` processes on a ~25 MB set of storyboards, beside `cat` and
# `xmllint --stream` on the same files, the naming mode on ~1 M identifiers, and `check --sources`
# on a whole app tree (storyboards, xibs and sources) beside one `grep -r -E` over the same files
# (APP_TREE=/path, default this repository).
#
#   Benchmarks/reader-speed.sh            # from anywhere in a clone; RUNS=N (default 5) runs each
#   RSWIFT=/path/to/rswift Benchmarks/reader-speed.sh   # adds R.swift's generate as a column
#
# Inputs: the storyboards of ../shared/corpus/storyboards (relative to the repository root),
# COPIES times (default 25) with distinct names, and the identifiers of ../shared/corpus/identifiers.tsv
# (4th column) repeated to IDENTIFIER_LINES lines (default 1,000,000). Without the corpus, the
# project's fixture storyboards and a written identifier mix are used instead (smaller; the table
# says so). Installs xmllint (Debian's libxml2-utils) when it is missing. Prints medians of RUNS runs
# of each command, after one warm-up run. Wall-clock time on a possibly shared machine: compare
# figures from the same run only.
#
# symbolify is built as one static executable (`-Xswiftc -static-executable`, as "The symbolify
# tool" documents for machines without Swift): the process starts without loading any shared library.
# LINK=static-stdlib links only the Swift runtime statically (`--static-swift-stdlib`), and
# LINK=dynamic builds it as `swift build` does.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-5}"
copies="${COPIES:-25}"
identifier_lines="${IDENTIFIER_LINES:-1000000}"
corpus="$root/../shared/corpus"

section() { printf '==> %s\n' "$*" >&2; }

# --- Tools --------------------------------------------------------------------------------------
if ! command -v xmllint >/dev/null 2>&1; then
    section "Installing xmllint (libxml2-utils)"
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq >&2 && $sudo apt-get install -y -qq libxml2-utils >&2
fi

section "Building symbolify (release)"
build_flags=(-c release --product symbolify)
case "${LINK:-static-executable}" in
    static-executable)
        build_flags+=(-Xswiftc -static-executable --scratch-path "$root/.build-static-exe")
        bin_dir="$root/.build-static-exe/release" ;;
    static-stdlib)
        build_flags+=(--static-swift-stdlib --scratch-path "$root/.build-static")
        bin_dir="$root/.build-static/release" ;;
    dynamic) bin_dir="$root/.build/release" ;;
    *) echo "error: LINK is static-executable, static-stdlib or dynamic, not '$LINK'" >&2; exit 64 ;;
esac
(cd "$root" && swift build "${build_flags[@]}" >&2)
symbolify="$bin_dir/symbolify"

# --- Inputs -------------------------------------------------------------------------------------
work="$(mktemp -d "${TMPDIR:-/tmp}/reader-speed.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/storyboards"

shopt -s nullglob
sources=("$corpus"/storyboards/*.storyboard)
input_note="corpus storyboards"
if [ ${#sources[@]} -eq 0 ]; then
    sources=("$root"/Tests/StoryboardCatalogTests/Fixtures/XcodeLayouts.storyboard
        "$root"/Tests/StoryboardCatalogTests/Fixtures/AppShapes.storyboard)
    input_note="fixture storyboards (no corpus at $corpus)"
fi
for ((copy = 1; copy <= copies; copy++)); do
    for source in "${sources[@]}"; do
        cp "$source" "$work/storyboards/$(printf 'Copy%02d' "$copy")_$(basename "$source")"
    done
done
files=("$work"/storyboards/*.storyboard)
storyboard_bytes=$(cat "${files[@]}" | wc -c)

identifiers="$work/identifiers.txt"
if [ -r "$corpus/identifiers.tsv" ]; then
    tail -n +2 "$corpus/identifiers.tsv" | cut -f4 >"$work/mix.txt"
else
    printf '%s\n' showDetail "Show Detail" push-user-page LoginSegue GET "Confirm your Bid" sw_rear \
        EmbedFoldersTableViewControllerSegue toMap "2nd step" übergang segueToProfile >"$work/mix.txt"
fi
mix_lines=$(wc -l <"$work/mix.txt")
repeat=$(((identifier_lines + mix_lines - 1) / mix_lines))
for ((index = 0; index < repeat; index++)); do cat "$work/mix.txt"; done | head -n "$identifier_lines" >"$identifiers"
identifier_bytes=$(wc -c <"$identifiers")

# --- Timing -------------------------------------------------------------------------------------
# time_command NAME BYTES COMMAND...: one warm-up run, then RUNS timed runs; records the median.
# The command's standard output goes to /dev/null; a non-zero exit is reported, not fatal
# (generate exits 1 when check-like findings are errors, after writing).
names=()
medians=()
sizes=()
statuses=()
time_command() {
    local name="$1" bytes="$2"
    shift 2
    section "Timing: $name"
    local status=0
    "$@" >/dev/null 2>"$work/stderr" || status=$?
    local times=() start end
    for ((run = 0; run < runs; run++)); do
        start=$(date +%s%N)
        "$@" >/dev/null 2>/dev/null || true
        end=$(date +%s%N)
        times+=($((end - start)))
    done
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END {
        if (NR % 2) print a[(NR + 1) / 2]; else print (a[NR / 2] + a[NR / 2 + 1]) / 2 }')
    names+=("$name")
    medians+=("$median")
    sizes+=("$bytes")
    statuses+=("$status")
}

time_command "cat" "$storyboard_bytes" cat "${files[@]}"
time_command "xmllint --stream --noout" "$storyboard_bytes" xmllint --stream --noout "${files[@]}"
time_command "symbolify scan" "$storyboard_bytes" "$symbolify" scan "${files[@]}"
time_command "symbolify scan --format json" "$storyboard_bytes" "$symbolify" scan --format json "${files[@]}"
time_command "symbolify generate" "$storyboard_bytes" "$symbolify" generate "${files[@]}"
if [ -n "${RSWIFT:-}" ]; then
    rswift_files=()
    for file in "${files[@]}"; do rswift_files+=(--input-files "$file"); done
    # R.swift without an Xcode project: the files as input, only its segue and storyboard
    # generators, Bundle.module as the bundle; it writes its output file (not standard output).
    time_command "rswift generate (segue,storyboard)" "$storyboard_bytes" \
        bash -c 'cd "$1" && shift && exec "$@"' _ "$work" "$RSWIFT" generate --input-type input-files \
        --generators segue,storyboard --bundle-source module "${rswift_files[@]}" "$work/R.generated.swift"
fi
time_command "symbolify (naming, plain)" "$identifier_bytes" bash -c '"$1" <"$2"' _ "$symbolify" "$identifiers"
time_command "symbolify --format json (naming)" "$identifier_bytes" \
    bash -c '"$1" --format json <"$2"' _ "$symbolify" "$identifiers"

# The storyboards and xibs of a whole app tree checked against its sources, beside one grep over the
# same files: APP_TREE (default: this repository) is searched as check searches it, skipping what
# check skips (.build, DerivedData, .git, *.xcloc). Pods and Carthage checkouts are grepped too:
# check searches their Swift files and headers for the classes the documents name that the app
# does not declare. The tree is checked as a folder (`--without-projects`): with an Xcode project,
# `--sources` is a usage error, since the project's targets give the sources.
app_tree="${APP_TREE:-$root}"
skipped=(.build .build-static .build-static-exe .build-docs DerivedData .git '*.xcloc')
prune=()
for name in "${skipped[@]}"; do prune+=(-name "$name" -o); done
tree_bytes=$(find "$app_tree" \( "${prune[@]}" -false \) -prune -o -type f \( -name '*.swift' -o -name '*.h' \
    -o -name '*.m' -o -name '*.mm' -o -name '*.storyboard' -o -name '*.xib' \) -print0 | xargs -0 cat | wc -c)
grep_excludes=()
for name in "${skipped[@]}"; do grep_excludes+=(--exclude-dir="$name"); done
time_command "grep -r -E (app tree)" "$tree_bytes" grep -r -E -c "${grep_excludes[@]}" --include='*.swift' \
    --include='*.h' --include='*.m' --include='*.mm' --include='*.storyboard' --include='*.xib' \
    'performSegue|instantiateViewController|UIStoryboard|@IB(Segue)?Action|@IBOutlet|customClass=|<outlet |<action |identifier ==' "$app_tree"
time_command "symbolify check --sources (app tree)" "$tree_bytes" \
    "$symbolify" check "$app_tree" --sources "$app_tree" --without-projects --exclude .build-static \
    --exclude .build-static-exe --exclude .build-docs

# --- Table --------------------------------------------------------------------------------------
xmllint_ns=${medians[1]}
plain_ns=""
generate_ns=""
grep_ns=""
for index in "${!names[@]}"; do
    case "${names[$index]}" in
        "symbolify (naming, plain)") plain_ns=${medians[$index]} ;;
        "symbolify generate") generate_ns=${medians[$index]} ;;
        "grep -r -E (app tree)") grep_ns=${medians[$index]} ;;
    esac
done

printf '\n%s storyboards (%s copies of %d %s), %s bytes; %s identifier lines, %s bytes.\n' \
    "${#files[@]}" "$copies" "${#sources[@]}" "$input_note" "$storyboard_bytes" "$identifier_lines" "$identifier_bytes"
printf 'Median of %s runs each (after one warm-up run), %s, %s.\n\n' "$runs" "$(uname -m)" "$(nproc) cores"
printf '| %-36s | %10s | %9s | %s |\n' "command" "median s" "MB/s" "ratio"
printf '|%s|%s|%s|%s|\n' "--------------------------------------" "-----------:" "----------:" "-------------------------"
for index in "${!names[@]}"; do
    name=${names[$index]}
    ns=${medians[$index]}
    ratio=$(awk -v t="$ns" -v x="$xmllint_ns" 'BEGIN { printf "%.2f× xmllint --stream", t / x }')
    case "$name" in
        "symbolify --format json (naming)")
            ratio=$(awk -v t="$ns" -v p="$plain_ns" 'BEGIN { printf "%.2f× plain naming", t / p }') ;;
        "symbolify (naming, plain)") ratio="—" ;;
        "grep -r -E (app tree)") ratio="—" ;;
        "symbolify check --sources (app tree)")
            ratio=$(awk -v t="$ns" -v g="$grep_ns" 'BEGIN { printf "%.2f× grep -r -E", t / g }') ;;
        "rswift generate"*)
            ratio=$(awk -v t="$ns" -v g="$generate_ns" 'BEGIN { printf "generate is %.3f× rswift", g / t }') ;;
    esac
    if [ "${statuses[$index]}" -ne 0 ]; then ratio="$ratio (exit ${statuses[$index]})"; fi
    awk -v name="$name" -v ns="$ns" -v bytes="${sizes[$index]}" -v ratio="$ratio" \
        'BEGIN { printf "| %-36s | %10.3f | %9.1f | %s |\n", name, ns / 1e9, bytes / (ns / 1e9) / 1e6, ratio }'
done
