#!/usr/bin/env python3
"""Live reload benchmark: swaps plugins under a running `lasso-shell run --watch`, headless.

Measures, through the real binary and a script:
  - latency: plugin file complete (the writer closed it) -> the app runs the new version, as the
    status line reports it ("Reloaded ... in N ms"): the file watcher's settle, the private copy,
    its SHA-256, the child-process check (a warm child), loading, registration and the swap of
    every live screen with its state. p50/p99/max over --swaps swaps of the sample counter,
    alternating two builds (1.0.0 and the 1.1.0 fixture) so every swap loads new code.
  - memory: the host's RSS (VmRSS) after each swap of each sample plugin in the demo app; the
    slope is what each swap keeps (old images stay mapped: Swift code cannot be unloaded).

  - edit to screen (--edits N): with `run --watch --watch-sources` on the demo app, a one-line
    change of the counter's view (Plugins/Features/CounterFeature/CounterViewController.swift,
    restored afterwards) -> the rebuilt plugin swapped in; one warm-up edit, then N measured.

Usage: Benchmarks/reload/reload-benchmark.py [--swaps 60] [--rounds 20] [--edits 5]   (after `make plugins`)
"""
import argparse, os, re, shutil, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("LASSO_PLUGINS_BUILD_DIR", os.path.join(ROOT, "Plugins/.build/debug"))
SHELL = os.path.join(BUILD, "lasso-shell")


def sandbox(plugins, config):
    base = tempfile.mkdtemp(prefix="lasso-reload-bench-")
    os.chmod(base, 0o755)
    for name in plugins:
        shutil.copy(os.path.join(BUILD, name), base)
    with open(os.path.join(base, "app.yaml"), "w") as f:
        f.write(config)
    return base


def run(base, steps):
    with open(os.path.join(base, "bench.script"), "w") as f:
        f.write("\n".join(steps) + "\n")
    env = dict(os.environ, LASSO_PLUGIN_CACHE=os.path.join(base, "scan.cache"))
    result = subprocess.run([SHELL, "run", "app.yaml", "--watch", "--script", "bench.script", "--size", "200x20"],
                            cwd=base, env=env, capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        sys.exit("lasso-shell failed:\n" + result.stdout[-3000:] + result.stderr[-3000:])
    return result


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def latency(swaps):
    base = sandbox(["libCounterPlugin.so"], "lasso: 1\nplugins:\n  - dir: .\nroot:\n  screen: counter.main\n  state: { limit: 100000 }\n")
    versions = [os.path.join(BUILD, "libCounterNextFixture.so"), os.path.join(BUILD, "libCounterPlugin.so")]
    steps = []
    for index in range(swaps):
        steps += ["tap +", f"sh cp {versions[index % 2]} libCounterPlugin.so", "wait reload", "expect state kept", "snapshot"]
    result = run(base, steps)
    times = [int(m) for m in re.findall(r"Reloaded counter [^\n]* in (\d+) ms", result.stdout)]
    shutil.rmtree(base, ignore_errors=True)
    if len(times) != swaps:
        sys.exit(f"expected {swaps} reload times, found {len(times)}")
    return times


def memory(rounds):
    demo = open(os.path.join(ROOT, "config/demo.yaml")).read().replace("../Plugins/.build/debug", ".")
    # Every sample plugin the demo loads from the build folder (fixtures end in Fixture.so): a
    # written list went stale when the orders plugin joined the demo.
    names = sorted(name for name in os.listdir(BUILD) if name.startswith("lib") and name.endswith("Plugin.so"))
    base = sandbox(names, demo)
    steps = ["press enter", "wait idle"]
    for name in names:
        for _ in range(rounds):
            steps += [f"sh cp {name} .next.so && mv .next.so {name}", "wait reload",
                      f"sh echo RSS {name} $(grep VmRSS /proc/$PPID/status | tr -s ' ' | cut -d' ' -f2) >&2"]
    result = run(base, steps)
    shutil.rmtree(base, ignore_errors=True)
    per_plugin = {}
    for name, kilobytes in re.findall(r"RSS (\S+) (\d+)", result.stderr):
        per_plugin.setdefault(name, []).append(int(kilobytes))
    rows = []
    for name in names:
        series = per_plugin.get(name, [])
        size = os.path.getsize(os.path.join(BUILD, name)) // 1024
        # Least-squares slope of RSS over the swaps (the first swap of each plugin is left out:
        # it also pays one-time costs).
        ys = series[1:]
        xs = list(range(len(ys)))
        slope = 0.0
        if len(ys) > 1:
            mx, my = statistics.mean(xs), statistics.mean(ys)
            slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
        rows.append((name, size, slope))
    return rows


def edits(count):
    view = os.path.join(ROOT, "Plugins/Features/CounterFeature/CounterViewController.swift")
    original = open(view).read()
    steps = ["press enter", "tab Counter", "wait reload 120s", "expect Watching the sources"]
    for index in range(count + 1):
        steps += [f"sh sed -i 's/\"Count[^:]*: /\"Count{index}: /' {view}", "wait reload 120s", "snapshot"]
    script = tempfile.NamedTemporaryFile("w", suffix=".script", delete=False)
    script.write("\n".join(steps) + "\n")
    script.close()
    try:
        result = subprocess.run([SHELL, "run", "config/demo.yaml", "--watch", "--watch-sources", "--script", script.name, "--size", "200x20"],
                                cwd=ROOT, capture_output=True, text=True, timeout=1800)
    finally:
        open(view, "w").write(original)
        os.unlink(script.name)
    found = re.findall(r"Rebuilt and reloaded counter [^\n]* in (\d+) ms from the save \(the reload took (\d+) ms\)", result.stdout)
    if result.returncode != 0 or len(found) != count + 1:
        sys.exit("the edit benchmark failed:\n" + result.stdout[-3000:] + result.stderr[-2000:])
    return [(int(total), int(reload)) for total, reload in found]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--swaps", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--edits", type=int, default=0)
    arguments = parser.parse_args()
    if arguments.edits:
        measured = edits(arguments.edits)
        warm_up, rest = measured[0], measured[1:]
        totals = [total for total, _ in rest]
        print(f"edit -> screen with --watch-sources: warm-up edit {warm_up[0]} ms; then {len(rest)} edits: "
              f"median {statistics.median(totals):.0f} ms, max {max(totals)} ms")
        for total, reload in rest:
            print(f"  {total} ms = {total - reload} ms watch + build + link, {reload} ms check + load + swap")
    times = latency(arguments.swaps)
    print(f"swap latency over {len(times)} swaps: p50 {percentile(times, 0.5)} ms, p99 {percentile(times, 0.99)} ms, "
          f"max {max(times)} ms, mean {statistics.mean(times):.1f} ms")
    print(f"memory kept per swap ({arguments.rounds} swaps of each plugin in the demo app):")
    print("| plugin | file size | RSS kept per swap |")
    print("| --- | ---: | ---: |")
    for name, size, slope in memory(arguments.rounds):
        print(f"| {name} | {size} KB | {slope:.0f} KB |")


if __name__ == "__main__":
    main()
