#!/usr/bin/env bash
# Times how long `swiftc -typecheck` takes on a route registry of 10, 50, 200 and 400 routes declared
# with the result builder, beside the same routes written as a `switch` in `prepare(for:sender:)`,
# against the SegueRouting module built by `swift build` (debug); and the registry `symbolify generate`
# writes for a storyboard of that many segues from one controller (statements of a function body above
# RouteCodeGenerator.builderRouteLimit routes), beside the same generated routes turned back into a
# result builder, against the stand-in UIKit and the UIKit adapter of IntegrationTests/UIKitStandIn.
#
#   Benchmarks/typecheck-scaling.sh      # from anywhere in a clone; RUNS=N (default 3) runs each
#   SIZES="10 50" Benchmarks/typecheck-scaling.sh
#
# The routes mix the forms apps write: a closure with every parameter typed, a closure that types
# the destination only, and a method reference following the naming convention, over ten destination
# types; and the same routes as a list (`RouteRegistry(routes: [...])`), one expression instead of a
# builder body. Prints the median wall time of RUNS runs of each file and the ratios to the switch; the
# generated registries (with the controllers they name) against the same controllers with a switch in
# `prepare(for:sender:)` ("UIKit sw"). The files of a size are run in turns, one run of each per
# round, so that a busy stretch of the machine slows them all rather than one file's runs.
# Wall-clock time on a possibly shared machine: compare figures from the same run only. The last
# column does not depend on the machine: the constraint solver's scopes (`Sema.NumConstraintScopes`
# of `-stats-output-dir`) for the builder over those for the switch, the work of overload resolution.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-3}"
sizes="${SIZES:-10 50 200 400}"
work="$(mktemp -d)"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT; echo "work: $work" >&2

echo "==> swift build --target SegueRouting, --product symbolify, and the stand-in UIKit with its adapter" >&2
swift build --package-path "$root" --target SegueRouting >&2
swift build --package-path "$root" --product symbolify >&2
symbolify="$(swift build --package-path "$root" --show-bin-path)/symbolify"
modules="$(swift build --package-path "$root" --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --package-path "$root" --show-bin-path)"
standin="$root/IntegrationTests/UIKitStandIn"
swift build --package-path "$standin" --target SegueRoutingUIKitUnderTest >&2
uikit_modules="$(swift build --package-path "$standin" --show-bin-path)/Modules"
[ -d "$uikit_modules" ] || uikit_modules="$(swift build --package-path "$standin" --show-bin-path)"

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

# A storyboard of `count` segues with identifiers from one controller to ten destination classes.
storyboard() {
    local count=$1
    echo '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>'
    echo '<scene sceneID="s"><objects><viewController id="source" customClass="Source" sceneMemberID="viewController"><connections>'
    for ((i = 0; i < count; i++)); do
        echo "<segue destination=\"d$((i % 10))\" kind=\"show\" identifier=\"Item $i\" id=\"g$i\"/>"
    done
    echo '</connections></viewController></objects></scene>'
    for d in 0 1 2 3 4 5 6 7 8 9; do
        echo "<scene sceneID=\"s$d\"><objects><viewController id=\"d$d\" customClass=\"Destination$d\" sceneMemberID=\"viewController\"/></objects></scene>"
    done
    echo '</scenes></document>'
}

# The classes the generated registry names, with the handlers it calls; with `switch` as second
# argument, what an app writes instead of the generated routes: the same controllers, and a `switch`
# over the identifier in `prepare(for:sender:)` that calls the same handlers.
controllers() {
    local count=$1
    echo "import UIKit"
    for d in 0 1 2 3 4 5 6 7 8 9; do echo "final class Destination$d: UIViewController { var value = 0 }"; done
    echo "final class Source: UIViewController {"
    for ((i = 0; i < count; i++)); do
        echo "    func prepareForItem${i}Segue(_ destination: Destination$((i % 10)), sender: Any?) { destination.value = $i }"
    done
    if [ "${2:-}" = switch ]; then
        echo "    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {"
        echo "        switch segue.identifier {"
        for ((i = 0; i < count; i++)); do
            echo "        case \"Item $i\": if let destination = segue.destination as? Destination$((i % 10)) { prepareForItem${i}Segue(destination, sender: sender) }"
        done
        echo "        default: break"
        echo "        }"
        echo "    }"
    fi
    echo "}"
}

# The generated routes of a registry written as statements of a function body, back in a result builder.
as_builder() {
    awk '
        /static let segueRoutes = .*\(routes: makeSegueRoutes\(\)\)$/ {
            sub(/\(routes: makeSegueRoutes\(\)\)$/, " {"); print; inside = 1; next
        }
        inside && (/^$/ || /^    \/\/\/ / || /private static func makeSegueRoutes/ || /var routes: \[/ || /reserveCapacity/) { next }
        inside && /^        routes\.append\(/ { sub(/routes\.append\(/, ""); print; next }
        inside && /^        }\)$/ { print "        }"; next }
        inside && /^        return routes$/ { getline; print "    }"; inside = 0; next }
        { print }
    ' "$1"
}

# Wall time, in milliseconds, of one `swiftc -typecheck` of a file (and the files after it).
typecheck_once() {
    local file=$1 start end
    shift
    start=$(date +%s%N)
    swiftc -typecheck -swift-version 6 -parse-as-library -I "$modules" -I "$uikit_modules" \
        -module-alias SegueRoutingUIKit=SegueRoutingUIKitUnderTest "$file" "$@" 2> "$work/errors.log" || {
        cat "$work/errors.log" >&2
        echo "error: $file does not type-check" >&2
        exit 1
    }
    end=$(date +%s%N)
    echo $(((end - start) / 1000000))
}

# The median, in seconds, of the milliseconds in a file (one a line).
median() {
    sort -n "$1" | sed -n "$(((runs + 1) / 2))p" | awk '{ printf "%.2f", $1 / 1000 }'
}

# Times the six files of a size in turns, one run of each per round, RUNS rounds: a stretch when
# the machine is busy slows every file of the size, not the runs of one file.
typecheck_times() {
    local size=$1 r
    rm -f "$work"/times-*
    for ((r = 0; r < runs; r++)); do
        typecheck_once "$work/builder$size.swift" >> "$work/times-b"
        typecheck_once "$work/list$size.swift" >> "$work/times-l"
        typecheck_once "$work/switch$size.swift" >> "$work/times-s"
        typecheck_once "$work/uikitswitch$size.swift" >> "$work/times-u"
        typecheck_once "$work/generated$size.swift" "$work/controllers$size.swift" >> "$work/times-g"
        typecheck_once "$work/generatedbuilder$size.swift" "$work/controllers$size.swift" >> "$work/times-gb"
    done
}

# The constraint solver's scopes for a file, from the compiler's statistics.
solver_scopes() {
    rm -rf "$work/stats" && mkdir "$work/stats"
    swiftc -typecheck -swift-version 6 -parse-as-library -I "$modules" "$1" -stats-output-dir "$work/stats" \
        2> /dev/null
    cat "$work/stats"/*.json | sed -n 's/.*"Sema.NumConstraintScopes": \([0-9]*\).*/\1/p'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
printf '%-7s %8s %6s %7s %8s %9s %9s %8s %8s %9s %9s %16s\n' routes builder list switch "UIKit sw" generated \
    "gen bldr" "bldr/sw" "list/sw" "gen/UIsw" "genb/UIsw" "scopes bldr/sw"
for size in $sizes; do
    builder "$size" > "$work/builder$size.swift"
    list "$size" > "$work/list$size.swift"
    switcher "$size" > "$work/switch$size.swift"
    storyboard "$size" > "$work/App$size.storyboard"
    controllers "$size" > "$work/controllers$size.swift"
    "$symbolify" generate "$work/App$size.storyboard" --output "$work/generated$size.swift" 2> "$work/generate.log" || {
        cat "$work/generate.log" >&2
        exit 1
    }
    as_builder "$work/generated$size.swift" > "$work/generatedbuilder$size.swift"
    controllers "$size" switch > "$work/uikitswitch$size.swift"
    if ((size > 32)) && ! grep -q 'makeSegueRoutes()' "$work/generated$size.swift"; then
        echo "error: the generated registry of $size routes is not written as a function body" >&2
        exit 1
    fi
    typecheck_times "$size"
    b=$(median "$work/times-b")
    l=$(median "$work/times-l")
    s=$(median "$work/times-s")
    u=$(median "$work/times-u")
    g=$(median "$work/times-g")
    gb=$(median "$work/times-gb")
    sb=$(solver_scopes "$work/builder$size.swift")
    ss=$(solver_scopes "$work/switch$size.swift")
    printf '%-7s %8s %6s %7s %8s %9s %9s %8s %8s %9s %9s %16s\n' "$size" "$b" "$l" "$s" "$u" "$g" "$gb" \
        "$(ratio "$b" "$s")" "$(ratio "$l" "$s")" "$(ratio "$g" "$u")" "$(ratio "$gb" "$u")" "$sb/$ss"
done
