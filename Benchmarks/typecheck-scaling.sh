#!/usr/bin/env bash
# Times how long `swiftc -typecheck` takes on a route registry of 10, 50, 200 and 400 routes declared
# with the result builder, beside the same routes written as a `switch` in `prepare(for:sender:)`,
# against the SegueRouting module built by `swift build` (debug).
#
#   Benchmarks/typecheck-scaling.sh      # from anywhere in a clone; RUNS=N (default 3) runs each
#   SIZES="10 50" Benchmarks/typecheck-scaling.sh
#
# The routes mix the forms apps write: a closure with every parameter typed, a closure that types
# the destination only, and a method reference following the naming convention, over ten destination
# types; and the same routes as a list (`RouteRegistry(routes: [...])`), one expression instead of a
# builder body. Prints the median wall time of RUNS runs of each file and the ratios to the switch.
# Wall-clock time on a possibly shared machine: compare figures from the same run only.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-3}"
sizes="${SIZES:-10 50 200 400}"
work="$(mktemp -d)"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT; echo "work: $work" >&2

echo "==> swift build --target SegueRouting" >&2
swift build --package-path "$root" --target SegueRouting >&2
modules="$(swift build --package-path "$root" --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --package-path "$root" --show-bin-path)"

# Writes the declarations both files share: the source with its convention methods, the destinations.
common() {
    local count=$1
    echo "import SegueRouting"
    for d in 0 1 2 3 4 5 6 7 8 9; do
        echo "@MainActor final class Destination$d { var value = 0 }"
    done
    echo "@MainActor final class Source {"
    echo "    var value = 0"
    for ((i = 0; i < count; i++)); do
        if ((i % 3 == 2)); then
            echo "    func prepareForItem${i}Segue(_ destination: Destination$((i % 10)), sender: Any?) { destination.value = value + $i }"
        fi
    done
    echo "}"
}

builder() {
    local count=$1
    common "$count"
    echo "enum Routes {"
    echo "    static let registry = RouteRegistry<Source> {"
    for ((i = 0; i < count; i++)); do
        local d=$((i % 10))
        case $((i % 3)) in
        0) echo "        Route(\"Item $i\") { (source: Source, destination: Destination$d, sender: Any?) in destination.value = source.value + $i }" ;;
        1) echo "        Route(\"Item $i\") { (_, destination: Destination$d, _) in destination.value = $i }" ;;
        2) echo "        Route(\"Item $i\", Source.prepareForItem${i}Segue)" ;;
        esac
    done
    echo "    }"
    echo "}"
}

# The same routes as a list, `RouteRegistry(routes: [...])`: one expression instead of a builder body.
list() {
    local count=$1
    builder "$count" | sed -e 's/static let registry = RouteRegistry<Source> {$/static let registry = RouteRegistry<Source>(routes: [/' \
        -e '/^        Route(/s/$/,/' -e 's/^    }$/    ])/'
}

switcher() {
    local count=$1
    common "$count"
    echo "extension Source {"
    echo "    func prepare(identifier: String?, destination: Any, sender: Any?) {"
    echo "        switch identifier {"
    for ((i = 0; i < count; i++)); do
        local d=$((i % 10))
        case $((i % 3)) in
        0) echo "        case \"Item $i\": if let destination = destination as? Destination$d { destination.value = value + $i }" ;;
        1) echo "        case \"Item $i\": if let destination = destination as? Destination$d { destination.value = $i }" ;;
        2) echo "        case \"Item $i\": if let destination = destination as? Destination$d { prepareForItem${i}Segue(destination, sender: sender) }" ;;
        esac
    done
    echo "        default: break"
    echo "        }"
    echo "    }"
    echo "}"
}

# Median wall time, in seconds, of `swiftc -typecheck` on a file.
typecheck_time() {
    local file=$1 times=() start end
    for ((r = 0; r < runs; r++)); do
        start=$(date +%s%N)
        swiftc -typecheck -swift-version 6 -parse-as-library -I "$modules" "$file" 2> "$work/errors.log" || {
            cat "$work/errors.log" >&2
            echo "error: $file does not type-check" >&2
            exit 1
        }
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p" | awk '{ printf "%.2f", $1 / 1000 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1fx", a / b }'; }
printf '%-8s %12s %10s %12s %16s %14s\n' routes "builder (s)" "list (s)" "switch (s)" "builder/switch" "list/switch"
for size in $sizes; do
    builder "$size" > "$work/builder$size.swift"
    list "$size" > "$work/list$size.swift"
    switcher "$size" > "$work/switch$size.swift"
    b=$(typecheck_time "$work/builder$size.swift")
    l=$(typecheck_time "$work/list$size.swift")
    s=$(typecheck_time "$work/switch$size.swift")
    printf '%-8s %12s %10s %12s %16s %14s\n' "$size" "$b" "$l" "$s" "$(ratio "$b" "$s")" "$(ratio "$l" "$s")"
done
