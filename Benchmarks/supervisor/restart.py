#!/usr/bin/env python3
"""From a plugin's fault to the app drawn again, under `run`'s supervisor (issue 37's target:
<= 1 s for `run`). Runs the faulting fixture in tmux, types a note, presses "Trap" (a Swift
trap), "Exit" (exit(3)) or the C fixture's "Crash" (SIGSEGV), and times the key to the first
screen that shows the app back (its status line naming the fault), polling tmux every 5 ms.
Each round is a new run (the restart budget allows three faults a minute).

Usage: Benchmarks/supervisor/restart.py [ROUNDS]   (after `make plugins`)
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.join(ROOT, "Plugins/.build/debug")
SHELL = os.path.join(BUILD, "lasso-shell")
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 10
CONFIG = """lasso: 1
plugins:
  - dir: plugins
root:
  tabs:
    - { title: Faulty, screen: faulty.main }
    - { title: Ender, screen: ender.main }
"""


def tmux(socket, *arguments):
    return subprocess.run(["tmux", "-L", socket, *arguments], check=True, capture_output=True, text=True).stdout


def wait_for(socket, text, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if text in tmux(socket, "capture-pane", "-p", "-t", "app"):
            return time.monotonic()
        time.sleep(0.005)
    raise SystemExit(f"timed out waiting for {text!r}:\n" + tmux(socket, "capture-pane", "-p", "-t", "app"))


def measure(folder, fault, keys, expected):
    socket = f"lasso-bench-{os.getpid()}-{time.monotonic_ns()}"
    state = os.path.join(folder, f"state-{fault}-{time.monotonic_ns()}")
    tmux(socket, "new-session", "-d", "-s", "app", "-x", "240", "-y", "30", "-c", folder,
         "-e", f"XDG_STATE_HOME={state}", "-e", f"LASSO_PLUGIN_CACHE={folder}/cache", "bash --norc --noprofile")
    try:
        tmux(socket, "send-keys", "-t", "app", f"{SHELL} run app.yaml", "Enter")
        wait_for(socket, "Ctrl-C quit")
        tmux(socket, "send-keys", "-t", "app", "note")
        wait_for(socket, "Noted: note")
        for key in keys[:-1]:
            tmux(socket, "send-keys", "-t", "app", key)
        time.sleep(0.3)  # the focus moved before the timed key
        start = time.monotonic()
        tmux(socket, "send-keys", "-t", "app", keys[-1])
        return wait_for(socket, expected) - start
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)


def main():
    folder = tempfile.mkdtemp(prefix="lasso-supervisor-bench-")
    try:
        os.makedirs(os.path.join(folder, "plugins"))
        for name in ("libFaultingFixture.so", "libCEndingActionFixture.so"):
            shutil.copy(os.path.join(BUILD, name), os.path.join(folder, "plugins"))
        with open(os.path.join(folder, "app.yaml"), "w") as config:
            config.write(CONFIG)
        cases = [
            ("trap (SIGILL)", ["Tab", "Enter"], "a Swift runtime trap (SIGILL)"),
            ("exit(3)", ["Tab", "Tab", "Enter"], "an exit with status 3"),
            ("C SIGSEGV", ["F2", "Tab", "Enter"], "a memory fault (SIGSEGV)"),
        ]
        for name, keys, expected in cases:
            times = sorted(measure(folder, name, keys, expected) * 1000 for _ in range(ROUNDS))
            p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
            print(f"{name:14} fault -> app drawn again: median {statistics.median(times):6.0f} ms, "
                  f"p90 {p90:6.0f} ms, max {times[-1]:6.0f} ms ({ROUNDS} runs)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


main()
