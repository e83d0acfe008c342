#!/usr/bin/env python3
"""Writes the files of one commit of a git repository into a folder, to audit an app as checked out.

    scripts/export-mirror.py GIT_DIR REVISION OUT_DIR

GIT_DIR may be a bare repository or a `.git` folder; a shallow or partial clone may lack some
blobs: those files are left out and counted on standard error ("N written, M missing"), so the
folder is the commit as far as the clone holds it. Symbolic links are left out. Exits 2 on bad
usage, 1 when git cannot list the commit.
"""
import os
import subprocess
import sys


def main(argv):
    if len(argv) != 4:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    git_dir, revision, out = argv[1:4]
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", revision], capture_output=True)
    if listing.returncode != 0:
        print(listing.stderr.decode("utf-8", "replace").strip(), file=sys.stderr)
        return 1
    entries = []
    for record in listing.stdout.split(b"\0"):
        if not record:
            continue
        meta, path = record.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob" and mode != b"120000":
            entries.append((sha, path.decode("utf-8", "replace")))
    reader = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE)
    missing = 0
    for sha, path in entries:
        reader.stdin.write(sha + b"\n")
        reader.stdin.flush()
        header = reader.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        data = reader.stdout.read(int(header[2]))
        reader.stdout.read(1)
        destination = os.path.join(out, path)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as file:
            file.write(data)
    reader.stdin.close()
    reader.wait()
    print(f"{len(entries) - missing} written, {missing} missing", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
