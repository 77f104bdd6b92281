#!/usr/bin/env bash
# How long `obslab try` takes to answer, and what it adds to the cache, for a user's file:
#   the first try on a new machine (empty cache: the lab's modules are copied in),
#   the first try of a file set never seen before, an edit, a set tried before,
#   the cache's growth per new set, and how soon `--watch` answers after a save.
# Each figure is the median of RUNS runs (min and max beside it), whole-process wall time.
#
#   Benchmarks/try-latency.sh [path/to/obslab] [RUNS]
set -euo pipefail
obslab=$(realpath "${1:-.build/debug/obslab}")
runs=${2:-5}
work=$(mktemp -d)
trap 'kill "${watcher:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
export NO_COLOR=1

view() { # a counter view named $1, with a #Preview
    cat <<SWIFT
import SwiftUI

@Observable class Model$1 { var count = 0; var name = "Ada" }

struct $1: View {
    @State private var model = Model$1()
    var body: some View {
        VStack {
            Text("Count \(model.count)")
            Button("Add") { model.count += 1 }
        }
    }
}

#Preview { $1() }
SWIFT
}
printf 'tap "Add"\n' > "$work/script.obslab"

now() { date +%s%N; }
# Runs `obslab try` on $1 with the cache $2; prints the milliseconds it took.
timed_try() {
    local start end
    start=$(now)
    XDG_CACHE_HOME="$2" "$obslab" try "$1" --script "$work/script.obslab" >/dev/null 2>&1
    end=$(now)
    echo $(( (end - start) / 1000000 ))
}
summary() { # name, then milliseconds
    local name=$1; shift
    local sorted; sorted=$(printf '%s\n' "$@" | sort -n)
    local count=$#
    printf '%-44s median %6s ms   min %6s   max %6s   (%d runs)\n' "$name" \
        "$(echo "$sorted" | sed -n "$(( (count + 1) / 2 ))p")" "$(echo "$sorted" | head -1)" "$(echo "$sorted" | tail -1)" "$count"
}

cold=() new=() edit=() cached=()
for run in $(seq "$runs"); do
    cache="$work/cache-$run"
    view "Cold$run" > "$work/Cold$run.swift"
    cold+=("$(timed_try "$work/Cold$run.swift" "$cache")")
    view "Fresh$run" > "$work/Fresh$run.swift"
    new+=("$(timed_try "$work/Fresh$run.swift" "$cache")")
    echo "// edit $run" >> "$work/Fresh$run.swift"
    edit+=("$(timed_try "$work/Fresh$run.swift" "$cache")")
    cached+=("$(timed_try "$work/Fresh$run.swift" "$cache")")
done
summary "first try, empty cache (copies the lab)" "${cold[@]}"
summary "first try of a new file set" "${new[@]}"
summary "after an edit" "${edit[@]}"
summary "a file set tried before" "${cached[@]}"

# Growth: ten new sets in one cache, its size before and after.
cache="$work/cache-growth"
view Base > "$work/Base.swift"; timed_try "$work/Base.swift" "$cache" >/dev/null
before=$(du -sk "$cache" | cut -f1)
for index in $(seq 10); do view "Grow$index" > "$work/Grow$index.swift"; timed_try "$work/Grow$index.swift" "$cache" >/dev/null; done
after=$(du -sk "$cache" | cut -f1)
printf '%-44s %6s KB per new file set (lab copy: %s KB, once per lab build)\n' "cache growth" \
    $(( (after - before) / 10 )) "$before"

# --watch: from a save to the answer.
view Watched > "$work/Watched.swift"
XDG_CACHE_HOME="$cache" "$obslab" try "$work/Watched.swift" --watch --script "$work/script.obslab" \
    >"$work/watch.out" 2>"$work/watch.err" &
watcher=$!
answers() { local count; count=$(grep -c '^watching' "$work/watch.err" 2>/dev/null) || true; echo "${count:-0}"; }
until [ "$(answers)" -ge 1 ]; do sleep 0.05; done
watch=()
for run in $(seq "$runs"); do
    seen=$(answers)
    sleep 0.3
    start=$(now)
    echo "// save $run" >> "$work/Watched.swift"
    until [ "$(answers)" -gt "$seen" ]; do sleep 0.01; done
    watch+=("$(( ($(now) - start) / 1000000 ))")
done
summary "--watch: a save to its answer" "${watch[@]}"
