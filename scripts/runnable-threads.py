#!/usr/bin/env python3
"""How much of a run kept both cores busy: runs a command and reads, every 10 ms, how many of
its threads are running or ready to run (state R in /proc/PID/task/*/stat, see proc(5)) and the
CPU time the process has used (utime + stime of /proc/PID/stat).

CPU time spent while at most one thread could run is the serial part of the run: on two cores
the wall time cannot fall below it plus half of the rest. A waiting thread (a lock, a condition)
is not ready to run, so this reads the program's own idle cores whatever else the machine runs.

    scripts/runnable-threads.py [--samples FILE] [--stretch SECONDS] -- COMMAND...

Prints the CPU time spent with two or more threads ready and with at most one, the wall time
two cores would take for that split, and each stretch of at least --stretch seconds (0.3) with
at most one ready. The command's standard output goes to standard output.
"""
import os
import subprocess
import sys
import time

HZ = os.sysconf("SC_CLK_TCK")


def fields(path):
    text = open(path).read()
    return text[text.rindex(")") + 2:].split()


def sample(pid):
    ready = 0
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            try:
                ready += fields(f"/proc/{pid}/task/{tid}/stat")[0] == "R"
            except OSError:
                pass
        own = fields(f"/proc/{pid}/stat")
        return ready, int(own[11]) + int(own[12])
    except OSError:
        return None


def main(argv):
    samples_path, stretch = None, 0.3
    while argv and argv[0] != "--":
        option = argv.pop(0)
        if option == "--samples":
            samples_path = argv.pop(0)
        elif option == "--stretch":
            stretch = float(argv.pop(0))
        else:
            sys.exit(f"unknown option {option}")
    if not argv[1:]:
        sys.exit(__doc__)
    start = time.monotonic()
    process = subprocess.Popen(argv[1:])
    rows = []
    while process.poll() is None:
        taken = sample(process.pid)
        if taken:
            rows.append((time.monotonic() - start, *taken))
        time.sleep(0.01)
    if samples_path:
        with open(samples_path, "w") as out:
            out.writelines(f"{t:.3f} {ready} {cpu}\n" for t, ready, cpu in rows)
    busy = lone = 0.0
    stretches, began = [], None
    for number, (before, after) in enumerate(zip(rows, rows[1:])):
        used = (after[2] - before[2]) / HZ
        if before[1] >= 2:
            busy += used
            if began is not None and before[0] - rows[began][0] >= stretch:
                stretches.append((rows[began][0], before[0] - rows[began][0], (before[2] - rows[began][2]) / HZ))
            began = None
        else:
            lone += used
            began = number if began is None else began
    report = sys.stderr
    print(f"CPU with two or more threads ready: {busy:.2f} s; with at most one: {lone:.2f} s; "
          f"two cores: {lone + busy / 2:.2f} s of wall at least", file=report)
    for at, length, used in stretches:
        print(f"  at {at:.2f} s, {length:.2f} s with at most one ready ({used:.2f} s of CPU)", file=report)
    return process.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
