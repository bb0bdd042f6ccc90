"""Draws the demo app's frames as SVG pictures for the README (`make capture`).

Runs `lasso-shell run config/demo.yaml` headless with docs/capture/demo.script and colour on,
and turns every `snapshot NAME` of the script into docs/capture/NAME.svg. The frames are the
shell's own output (the same SGR sequences a terminal receives); rich (PyPI) reads them and
writes the SVG, so nothing here draws by hand.

    python3 docs/capture/capture.py LASSO_SHELL
"""
import os
import re
import subprocess
import sys

from rich.console import Console
from rich.text import Text

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WIDTH, HEIGHT = 80, 24


def frames(shell):
    """The script's snapshots as (name, ANSI text), in order."""
    result = subprocess.run(
        [shell, "run", os.path.join(ROOT, "config", "demo.yaml"),
         "--script", os.path.join(HERE, "demo.script"),
         "--color", "always", "--size", f"{WIDTH}x{HEIGHT}"],
        capture_output=True, text=True, env=dict(os.environ, COLORTERM="truecolor"), check=False)
    if result.returncode != 0:
        sys.exit(f"capture: lasso-shell failed with status {result.returncode}:\n{result.stderr}")
    pattern = r"^--- snapshot (\S+) \(\d+x\d+\) ---\n(.*?)\n--- end snapshot \1 ---$"
    return re.findall(pattern, result.stdout, flags=re.MULTILINE | re.DOTALL)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: capture.py LASSO_SHELL")
    captured = frames(sys.argv[1])
    if not captured:
        sys.exit("capture: the script took no snapshot")
    for name, frame in captured:
        with open(os.devnull, "w") as nowhere:
            console = Console(record=True, width=WIDTH, height=HEIGHT, color_system="truecolor", file=nowhere)
            console.print(Text.from_ansi(frame), end="")
        path = os.path.join(HERE, f"{name}.svg")
        console.save_svg(path, title=f"lasso-shell run config/demo.yaml — {name}")
        print(f"capture: {os.path.relpath(path, ROOT)}")


if __name__ == "__main__":
    main()
