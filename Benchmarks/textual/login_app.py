"""The Lasso login screen rebuilt in Textual, for the comparison in BENCHMARKS.md.

    python3 login_app.py              # interactive
    python3 login_app.py --startup    # headless: exit after the first frame (startup time)
    python3 login_app.py --keys 1000  # headless: type N characters into the username field,
                                      # per-key latency (press -> frame refreshed), then RSS
"""
import asyncio
import resource
import sys
import time

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.widgets import Button, Header, Input, Label, LoadingIndicator


class LoginApp(App):
    TITLE = "Log In"
    CSS = """
    Vertical { height: auto; }
    Input { width: 32; }
    #error { color: red; }
    LoadingIndicator { display: none; height: 1; }
    """

    def __init__(self, exit_on_mount: bool = False) -> None:
        super().__init__()
        self.exit_on_mount = exit_on_mount

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Label("Log in to Lasso")
            yield Input(placeholder="Username", id="username")
            yield Input(placeholder="Password", password=True, id="password")
            yield Label("", id="error")
            yield LoadingIndicator(id="activity")
            yield Button("Log In", id="login")

    def on_mount(self) -> None:
        for field in self.query(Input):
            field.cursor_blink = False  # no timer keeping the app busy between keys
        self.query_one("#username", Input).focus()
        if self.exit_on_mount:
            self.call_after_refresh(self.exit)


async def type_keys(count: int) -> None:
    app = LoginApp()
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
    latencies = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for index in range(count):
            start = time.perf_counter()
            await pilot.press(alphabet[index % len(alphabet)])
            await pilot.pause()  # until the refresh has run
            latencies.append(time.perf_counter() - start)
        value = app.query_one("#username", Input).value
    assert len(value) == count, len(value)
    latencies.sort()

    def pct(p: float) -> float:
        return latencies[min(len(latencies) - 1, max(0, -(-int(p * len(latencies) * 1000) // 1000) - 1))] * 1e6

    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"textual {count} keys at 80x24 (headless run_test, press + pause): "
          f"p50 {pct(0.5):.1f} us, p99 {pct(0.99):.1f} us, max {latencies[-1] * 1e6:.1f} us, "
          f"mean {sum(latencies) / len(latencies) * 1e6:.1f} us; peak RSS {rss / 1024:.1f} MiB")


if __name__ == "__main__":
    if "--startup" in sys.argv:
        LoginApp(exit_on_mount=True).run(headless=True, size=(80, 24))
    elif "--keys" in sys.argv:
        asyncio.run(type_keys(int(sys.argv[sys.argv.index("--keys") + 1])))
    else:
        LoginApp().run()
