"""Per-key latency of the login screen through a real terminal, for lasso-shell and Textual alike.

Each app runs in its own detached tmux session (80x24). For every key: capture the pane, send one
character with `tmux send-keys`, then capture the pane again and again until it differs; the time
from sending to the first changed capture is that key's latency. Both apps pay the same tmux and
polling costs (about one `tmux capture-pane` process per poll), so the ratio compares the apps.

    python3 Benchmarks/textual/keys_through_tmux.py [KEYS]     # from the repository root

Needs: tmux, Plugins/.build/release (or debug) lasso-shell, `pip install textual`.
"""
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOCKET = f"lasso-keys-{os.getpid()}"
ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def tmux(*arguments: str) -> str:
    return subprocess.run(
        ["tmux", "-L", SOCKET, *arguments],
        check=True, capture_output=True, text=True, env={**os.environ, "TERM": "xterm-256color"},
    ).stdout


def wait_for(text: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if text in tmux("capture-pane", "-p", "-t", "bench"):
            return
        time.sleep(0.05)
    raise SystemExit(f"timed out waiting for {text!r}:\n" + tmux("capture-pane", "-p", "-t", "bench"))


def measure(command: str, keys: int) -> list[float]:
    subprocess.run(
        ["tmux", "-L", SOCKET, "new-session", "-d", "-s", "bench", "-x", "80", "-y", "24", "-c", ROOT, command],
        check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env={**os.environ, "TERM": "xterm-256color"},
    )
    try:
        wait_for("Log in to Lasso")
        time.sleep(1.0)
        latencies = []
        for index in range(keys):
            before = tmux("capture-pane", "-p", "-t", "bench")
            start = time.perf_counter()
            tmux("send-keys", "-t", "bench", "-l", ALPHABET[index % 20])
            while tmux("capture-pane", "-p", "-t", "bench") == before:
                if time.perf_counter() - start > 5:
                    raise SystemExit(f"key {index} changed nothing on screen within 5 s")
            latencies.append((time.perf_counter() - start) * 1000)
            if index % 20 == 19:  # keep the field short: clear it with backspaces between rounds
                for _ in range(20):
                    tmux("send-keys", "-t", "bench", "BSpace")
                time.sleep(0.3)
        return latencies
    finally:
        subprocess.run(["tmux", "-L", SOCKET, "kill-server"], capture_output=True)


def summary(name: str, latencies: list[float]) -> tuple[float, float]:
    ordered = sorted(latencies)
    p50 = statistics.median(ordered)
    p90 = ordered[int(len(ordered) * 0.9) - 1]
    print(f"{name:<12} keys {len(ordered):>4}  p50 {p50:7.2f} ms  p90 {p90:7.2f} ms  max {ordered[-1]:7.2f} ms")
    return p50, p90


def main() -> None:
    keys = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    build = "release" if os.path.exists(os.path.join(ROOT, "Plugins/.build/release/lasso-shell")) else "debug"
    config = "login-release.yaml" if build == "release" else "login.yaml"
    lasso = f"Plugins/.build/{build}/lasso-shell run Benchmarks/textual/{config}"
    textual = f"{sys.executable} Benchmarks/textual/login_app.py"
    print(f"load average: {open('/proc/loadavg').read().split()[:3]}")
    lasso_p50, lasso_p90 = summary(f"lasso-shell ({build})", measure(lasso, keys))
    textual_p50, textual_p90 = summary("Textual", measure(textual, keys))
    print(f"ratio Textual / lasso-shell: p50 {textual_p50 / lasso_p50:.1f}x, p90 {textual_p90 / lasso_p90:.1f}x")


if __name__ == "__main__":
    main()
