#!/bin/sh
# Idle CPU of the interactive shell over 10 s (the `render` section of BENCHMARKS.md).
# usage: Benchmarks/idle-cpu.sh Plugins/.build/release/lasso-shell   (from the repository root)
cd "$(dirname "$0")/.."
tmux -L bench kill-server 2>/dev/null
tmux -L bench new-session -d -x 80 -y 24 "$1 run config/minimal.yaml" </dev/null >/dev/null 2>&1
sleep 2
PID=$(tmux -L bench list-panes -F '#{pane_pid}')
echo "pid $PID: $(cat /proc/$PID/comm)"
TCK=$(getconf CLK_TCK)
a=$(awk '{print $14+$15}' /proc/$PID/stat)
sleep 10
b=$(awk '{print $14+$15}' /proc/$PID/stat)
echo "ticks before $a after $b CLK_TCK $TCK cpu_seconds $(echo "scale=3; ($b-$a)/$TCK" | bc)"
grep VmRSS /proc/$PID/status
tmux -L bench capture-pane -p | head -12
tmux -L bench kill-server
