#!/usr/bin/env python3
"""judge.py REPORT.json N SEED: draws N review findings (seeded), prints each with a verdict
from explicit criteria (worth a reviewer's time: checking it could lead to a code change), and
the share. Criteria, per rule (docs/review.md, Measured):
- small-hit-region: worth when both sides are under 44 and the larger is at most 40 (an icon-sized
  control, or a size the code decides); a text row or field (one side >= 60) is not.
- icon-only-button-without-label: worth (the symbol's description rarely names the action).
- material-ignores-reduce-transparency: not worth (system materials adapt).
- label-is-file-name: worth when the label looks like an asset name (underscore, hyphen, .png,
  symbol-like dotted name) and no run-time/nesting reason explains it; a camelCase or dotted key
  of a strings table is not.
- missing-label, tappable-without-button-trait, gesture-only-control, duplicate-labels,
  context-free-action, label-repeats-trait, others: worth unless the only reasons are front-end
  artefacts (nesting limit, unknown modifier/view, run-time branch condition, implicit init) or
  a run-time label (`\\(`) stands for the text.
"""
import json, sys, random, re
path, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
fs = [f for f in json.load(open(path))['findings'] if f['kind'] != 'violation']
random.Random(seed).shuffle(fs)
ARTEFACT = re.compile(r"nests too deeply|unknown modifier|unknown view|condition depends on run-time|implicit `[^`]*` is not evaluated|is not evaluated|budget")
def reasons(m):
    r = re.search(r"Not worked out from the code: (.*)$", m)
    return r.group(1) if r else ""
def verdict(f):
    rule, m = f['ruleID'], f['message']
    why = reasons(m)
    if rule == 'small-hit-region':
        s = re.search(r"is ([\d.]+)×([\d.]+) pt", m)
        if not s: return False
        w, h = float(s.group(1)), float(s.group(2))
        return max(w, h) <= 40
    if rule == 'icon-only-button-without-label': return True
    if rule == 'material-ignores-reduce-transparency': return False
    if rule == 'label-is-file-name':
        label = re.search(r'file name "([^"]*)"', m)
        label = label.group(1) if label else ""
        assetlike = bool(re.search(r"_|-|\.(png|jpg|pdf)$", label)) and label.count('.') < 2
        return assetlike and not ARTEFACT.search(why)
    if '\\(' in m and rule in ('duplicate-labels', 'context-free-action', 'label-repeats-trait'): return False
    parts = [p for p in re.split(r"; ", why.rstrip('.')) if p]
    if parts and all(ARTEFACT.search(p) for p in parts): return False
    return True
worth = 0
for f in fs[:n]:
    v = verdict(f)
    worth += v
    print("%s %s %s:%d  %s" % ("WORTH" if v else "  -  ", f['ruleID'], f['file'].split('/')[-1], f['line'], f['message'][:170]))
k = min(n, len(fs))
print("worth %d of %d (%d %%)" % (worth, k, round(100.0 * worth / k) if k else 0))
