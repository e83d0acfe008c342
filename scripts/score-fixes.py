#!/usr/bin/env python3
"""Scores `perceive audit` on a corpus of real accessibility fixes, SwiftUI or UIKit.

Reads a corpus file (--corpus: Benchmarks/SwiftUIFixes/corpus.json or
Benchmarks/UIKitFixes/corpus.json; format: docs/swiftui-fix-corpus.md and
docs/uikit-fix-corpus.md). For each fix it
materialises the audited folders of the project at the fix's parent and at the fix commit (with
`git archive` from a local clone of the repository), audits each with
`perceive audit --no-cache --quiet --format json`, and counts:

- found: a finding of the parent's audit lies in a changed file, on a line of a changed hunk
  (the parent's side of the diff) widened by --tolerance lines on each side;
- gone: none of the findings that made the fix found is still reported after the fix (same rule,
  same file, on the fix commit's side of the same hunk, widened the same way);
- a finding counts for a fix when its rule is one of the fix category's `rules` or
  `pendingRules` (rules being written, counted once the audit reports them);
- fixes marked `outOfReach` (what a source audit cannot see: nibs, run-time state) are scored
  like the others and also counted apart;
- beside those, kept apart: found and gone counting a finding also at its insertion site (where
  the modifier its fix adds goes, `insertion` in the JSON report), the line the fix edits when it
  adds a missing modifier; the measure above reads the primary location alone, as before;
- per category, the share of fixes found and gone;
- on the accessible files (audited with their project at the recorded commit): findings per
  thousand lines.

Writes results.json and summary.md to --out. Only the Python standard library is needed.
Audits are kept in --out/audits and reused unless --fresh is given.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import OrderedDict

REQUIRED_FIX_KEYS = ("id", "repository", "commit", "parent", "category", "why", "changes")
REQUIRED_FILE_KEYS = ("repository", "commit", "path")
FORMATS = {"perceive-swiftui-fix-corpus": "SwiftUI", "perceive-uikit-fix-corpus": "UIKit"}


def fail(message):
    sys.stderr.write("score-fixes: " + message + "\n")
    sys.exit(2)


def load_corpus(path):
    try:
        with open(path, encoding="utf-8") as handle:
            corpus = json.load(handle)
    except (OSError, ValueError) as error:
        fail("%s: cannot read the corpus: %s" % (path, error))
    if corpus.get("format") not in FORMATS:
        fail("%s: format is %r, not one of %s" % (path, corpus.get("format"), ", ".join(sorted(FORMATS))))
    for index, fix in enumerate(corpus.get("fixes", [])):
        missing = [key for key in REQUIRED_FIX_KEYS if key not in fix]
        if missing:
            fail("%s: fixes[%d] lacks %s" % (path, index, ", ".join(missing)))
    categories = corpus.get("categories", {})
    for index, fix in enumerate(corpus.get("fixes", [])):
        if fix["category"] not in categories:
            fail("%s: fixes[%d] (%s) has category %r, not one of %s"
                 % (path, index, fix["id"], fix["category"], ", ".join(sorted(categories))))
    for index, entry in enumerate(corpus.get("accessibleFiles", [])):
        missing = [key for key in REQUIRED_FILE_KEYS if key not in entry]
        if missing:
            fail("%s: accessibleFiles[%d] lacks %s" % (path, index, ", ".join(missing)))
    return corpus


def git_dir(mirrors, url):
    owner, name = url.rstrip("/").split("/")[-2:]
    for candidate in (
        os.path.join(mirrors, owner + "+" + name, "repo"),
        os.path.join(mirrors, owner + "+" + name + ".git"),
        os.path.join(mirrors, name + ".git"),
    ):
        if os.path.isdir(candidate):
            return candidate
    fail(
        "no clone of %s under %s: run `git clone --mirror %s %s`"
        % (url, mirrors, url, os.path.join(mirrors, owner + "+" + name + ".git"))
    )


def audit_key(url, commit, paths, project=False):
    digest = hashlib.sha256(("\n".join([url, commit] + sorted(paths) + (["project"] if project else []))).encode()).hexdigest()
    return digest[:20]


# What an audit needs of the rest of the repository to index the project around the audited
# paths: its Swift files and the markers of its projects (docs/configuration.md, The project
# around a path).
PROJECT_PATHSPECS = [":(glob)**/*.swift", ":(glob)**/*.xcodeproj/project.pbxproj",
                     ":(glob)**/*.xcworkspace/contents.xcworkspacedata"]


def extract(repo_dir, commit, pathspecs, root):
    """Extracts `pathspecs` of `commit` into `root`; whether git and tar both succeeded."""
    archive = subprocess.Popen(
        ["git", "--git-dir", repo_dir, "archive", "--format=tar", commit, "--"] + pathspecs,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    unpacked = subprocess.run(["tar", "-x", "-C", root], stdin=archive.stdout, stderr=subprocess.DEVNULL)
    archive.stdout.close()
    return archive.wait() == 0 and unpacked.returncode == 0


def run_audit(perceive, repo_dir, commit, paths, cache_file, project=False):
    """Materialises `paths` of `commit` and audits them; returns the parsed JSON report.

    With `project`, the rest of the repository's Swift files and project markers are
    materialised too, under a `.git` folder as a checkout has, so the audit indexes the project
    around the paths; findings are still reported in the paths alone."""
    if os.path.exists(cache_file):
        with open(cache_file, encoding="utf-8") as handle:
            return json.load(handle)
    present = [
        path for path in paths
        if path == "." or subprocess.run(
            ["git", "--git-dir", repo_dir, "cat-file", "-e", "%s:%s" % (commit, path)],
            capture_output=True).returncode == 0
    ]
    if not present:
        fail("none of %s exists at %s in %s" % (paths, commit, repo_dir))
    paths = present
    with tempfile.TemporaryDirectory(prefix="fix-corpus-") as root:
        if not extract(repo_dir, commit, paths, root):
            # A clone that lacks some large blobs (a partial or size-limited copy) cannot archive
            # the folders whole: take their Swift files alone.
            sys.stderr.write("%s at %s: the clone lacks some files; auditing the Swift files alone\n" % (repo_dir, commit[:10]))
            shutil.rmtree(root)
            os.makedirs(root)
            swift_only = [":(glob)%s**/*.swift" % ("" if path == "." else path.rstrip("/") + "/") for path in paths]
            if not extract(repo_dir, commit, swift_only, root):
                fail("git archive %s %s failed in %s" % (commit, paths, repo_dir))
        if project:
            if not extract(repo_dir, commit, PROJECT_PATHSPECS, root):
                fail("git archive %s (Swift files and project markers) failed in %s" % (commit, repo_dir))
            os.makedirs(os.path.join(root, ".git"), exist_ok=True)
        targets = [os.path.join(root, path) for path in paths]
        result = subprocess.run(
            ["nice", perceive, "audit", "--no-cache", "--quiet", "--format", "json"] + targets,
            capture_output=True,
            text=True,
        )
        if result.returncode not in (0, 1):
            fail("perceive failed on %s at %s: %s" % (repo_dir, commit, result.stderr.strip()))
        report = json.loads(result.stdout)
        prefix = root.rstrip("/") + "/"
        for finding in report["findings"]:
            for place in [finding] + ([finding["insertion"]] if finding.get("insertion") else []):
                if place["file"].startswith(prefix):
                    # normpath: an audit of the repository's root (".") names its files "./path".
                    place["file"] = os.path.normpath(place["file"][len(prefix):])
    write_atomically(cache_file, lambda handle: json.dump(report, handle))
    return report


def write_atomically(path, write):
    """Writes a file through a temporary file beside it, renamed into place when complete: a run
    killed while writing leaves the old file or none, never a truncated one the next run reuses."""
    folder = os.path.dirname(os.path.abspath(path))
    descriptor, partial = tempfile.mkstemp(dir=folder, prefix=".partial-", suffix=".json")
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            write(handle)
        os.replace(partial, path)
    except BaseException:
        if os.path.exists(partial):
            os.remove(partial)
        raise


def findings_by_file(report):
    index = {}
    for finding in report["findings"]:
        index.setdefault(finding["file"], []).append(finding)
    return index


def near(line, span, tolerance):
    return span[0] - tolerance <= line <= span[1] + tolerance


def primary_lines(finding):
    """The lines a finding is counted at by the main measure: its primary location."""
    return [finding["line"]]


def primary_or_site_lines(finding):
    """Its primary location, and the line of its insertion site where it has one in the same file."""
    insertion = finding.get("insertion")
    if insertion and insertion["file"] == finding["file"]:
        return [finding["line"], insertion["line"]]
    return [finding["line"]]


def match_findings(fix, before_index, after_index, rules, tolerance, lines_of):
    """The category's findings at a changed hunk before the fix (each place `lines_of` gives is
    tried), those of them still there after it, and the other rules' findings at the hunks."""
    matched, remaining, other = [], [], []
    for change in fix["changes"]:
        path = change["path"]
        for hunk in change["hunks"]:
            for finding in before_index.get(path, []):
                if not any(near(line, hunk["before"], tolerance) for line in lines_of(finding)):
                    continue
                entry = {"file": path, "line": finding["line"], "ruleID": finding["ruleID"]}
                if finding["ruleID"] not in rules:
                    if entry not in other:
                        other.append(entry)
                    continue
                if entry in matched:
                    continue
                matched.append(entry)
                still = [
                    later
                    for later in after_index.get(path, [])
                    if later["ruleID"] == finding["ruleID"]
                    and any(near(line, hunk["after"], tolerance) for line in lines_of(later))
                ]
                if still:
                    remaining.append(dict(entry, after=[later["line"] for later in still]))
    return matched, remaining, other


def score_fix(fix, before, after, rules, tolerance):
    before_index, after_index = findings_by_file(before), findings_by_file(after)
    in_file = sum(len(before_index.get(change["path"], [])) for change in fix["changes"])
    matched, remaining, other = match_findings(fix, before_index, after_index, rules, tolerance, primary_lines)
    at_site, remaining_at_site, _ = match_findings(fix, before_index, after_index, rules, tolerance, primary_or_site_lines)
    nearest = None
    if not matched:
        for change in fix["changes"]:
            for finding in before_index.get(change["path"], []):
                if finding["ruleID"] not in rules:
                    continue
                distance = min(
                    max(hunk["before"][0] - finding["line"], finding["line"] - hunk["before"][1], 0)
                    for hunk in change["hunks"]
                )
                if nearest is None or distance < nearest["distance"]:
                    nearest = {"file": change["path"], "line": finding["line"], "ruleID": finding["ruleID"], "distance": distance}
    return OrderedDict(
        [
            ("id", fix["id"]),
            ("category", fix["category"]),
            ("found", bool(matched)),
            ("gone", bool(matched) and not remaining),
            ("foundAtPrimaryOrSite", bool(at_site)),
            ("goneAtPrimaryOrSite", bool(at_site) and not remaining_at_site),
            ("matched", matched),
            ("remaining", remaining),
            ("matchedAtPrimaryOrSite", at_site),
            ("remainingAtPrimaryOrSite", remaining_at_site),
            ("otherRulesAtChangedLines", other),
            ("nearestCategoryFindingWhenMissed", nearest),
            ("findingsInChangedFilesBefore", in_file),
            (
                "rulesInChangedFilesBefore",
                sorted(
                    {
                        f["ruleID"]
                        for change in fix["changes"]
                        for f in before_index.get(change["path"], [])
                    }
                ),
            ),
        ]
    )


def mark_reach(fix, result):
    """Carries a fix's `outOfReach` (why a source audit cannot see it) into its result."""
    if fix.get("outOfReach"):
        result["outOfReach"] = fix["outOfReach"]
    return result


def folder_above(path, depth):
    """The folder `depth` levels above the file at `path` ("." at the top)."""
    for _ in range(depth):
        path = os.path.dirname(path)
    return path or "."


def category_rules(category):
    """The rules whose findings count for a category: its rules and the ones still to come."""
    return category["rules"] + category.get("pendingRules", [])


def count_lines(repo_dir, commit, path):
    text = subprocess.run(
        ["git", "--git-dir", repo_dir, "show", "%s:%s" % (commit, path)],
        capture_output=True,
        check=True,
    ).stdout
    return text.count(b"\n")


def percent(part, whole):
    return round(100.0 * part / whole, 1) if whole else 0.0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", default=os.path.join(here, "..", "Benchmarks", "SwiftUIFixes", "corpus.json"))
    parser.add_argument("--mirrors", default=None,
                        help="folder holding a bare clone of each repository (owner+name/repo or owner+name.git); "
                             "default $SWIFTUI_FIXES_MIRRORS or $UIKIT_FIXES_MIRRORS (by the corpus's framework), "
                             "else .build/swiftui-fixes/mirrors or .build/uikit-fixes/mirrors")
    parser.add_argument("--perceive", default=os.environ.get("PERCEIVE", os.path.join(here, "..", ".build", "release", "perceive")))
    parser.add_argument("--out", default=None, help="default .build/swiftui-fixes or .build/uikit-fixes")
    parser.add_argument("--jobs", type=int, default=2, help="audits at once (at most 2)")
    parser.add_argument("--tolerance", type=int, default=2, help="lines around a changed hunk that still count")
    parser.add_argument("--only", action="append", default=[], help="score only this fix id (repeatable)")
    parser.add_argument("--fresh", action="store_true", help="audit again instead of reusing --out/audits")
    parser.add_argument("--check", action="store_true", help="only check the corpus file and exit")
    parser.add_argument("--project", dest="project", action="store_true", default=False,
                        help="materialise the whole repository's Swift files, so each audit indexes its project")
    parser.add_argument("--alone", dest="project", action="store_false",
                        help="materialise only the audited folders (the default)")
    options = parser.parse_args()

    corpus = load_corpus(options.corpus)
    framework = FORMATS[corpus["format"]]
    name = framework.lower() + "-fixes"
    if options.out is None:
        options.out = os.path.join(here, "..", ".build", name)
    if options.mirrors is None:
        options.mirrors = os.environ.get(framework.upper() + "_FIXES_MIRRORS", os.path.join(here, "..", ".build", name, "mirrors"))
    if options.check:
        print("%d fixes, %d accessible files" % (len(corpus["fixes"]), len(corpus.get("accessibleFiles", []))))
        return
    if not os.access(options.perceive, os.X_OK):
        fail("no perceive binary at %s: set PERCEIVE or run `swift build -c release`" % options.perceive)
    audits = os.path.join(options.out, "audits")
    os.makedirs(audits, exist_ok=True)
    if options.fresh:
        for name in os.listdir(audits):
            os.remove(os.path.join(audits, name))
    fixes = [fix for fix in corpus["fixes"] if not options.only or fix["id"] in options.only]
    default_paths = corpus.get("auditPaths", {})
    depth = corpus.get("fixAuditDepth", 2)

    def paths_for(entry):
        return entry.get("auditPaths") or default_paths.get(entry["repository"]) or ["."]

    def fix_paths_for(fix):
        """A fix's own auditPaths, else the folder above the folder of each changed file."""
        if fix.get("auditPaths"):
            return fix["auditPaths"]
        return sorted({folder_above(change["path"], depth) for change in fix["changes"]})

    jobs = OrderedDict()
    for fix in fixes:
        for commit in (fix["parent"], fix["commit"]):
            jobs[(fix["repository"], commit, tuple(fix_paths_for(fix)))] = None
    files = corpus.get("accessibleFiles", []) if not options.only else []
    for entry in files:
        jobs[(entry["repository"], entry["commit"], tuple(paths_for(entry)))] = None

    def audit(key):
        url, commit, paths = key
        cache_file = os.path.join(audits, audit_key(url, commit, list(paths), options.project) + ".json")
        return run_audit(options.perceive, git_dir(options.mirrors, url), commit, list(paths), cache_file, options.project)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(2, options.jobs))) as pool:
        for key, report in zip(jobs, pool.map(audit, jobs)):
            jobs[key] = report
            sys.stderr.write("audited %s at %s\n" % (key[0], key[1][:10]))

    results = [
        mark_reach(fix, score_fix(
            fix,
            jobs[(fix["repository"], fix["parent"], tuple(fix_paths_for(fix)))],
            jobs[(fix["repository"], fix["commit"], tuple(fix_paths_for(fix)))],
            category_rules(corpus["categories"][fix["category"]]),
            options.tolerance,
        ))
        for fix in fixes
    ]
    categories = OrderedDict()
    for result in sorted(results, key=lambda r: r["category"]):
        row = categories.setdefault(result["category"], {"fixes": 0, "found": 0, "gone": 0,
                                                         "foundAtPrimaryOrSite": 0, "goneAtPrimaryOrSite": 0})
        row["fixes"] += 1
        for measure in ("found", "gone", "foundAtPrimaryOrSite", "goneAtPrimaryOrSite"):
            row[measure] += result[measure]

    file_rows, total_lines, total_findings, total_violations = [], 0, 0, 0
    for entry in files:
        report = jobs[(entry["repository"], entry["commit"], tuple(paths_for(entry)))]
        lines = count_lines(git_dir(options.mirrors, entry["repository"]), entry["commit"], entry["path"])
        found = [f for f in report["findings"] if f["file"] == entry["path"]]
        violations = [f for f in found if f["kind"] == "violation"]
        total_lines += lines
        total_findings += len(found)
        total_violations += len(violations)
        file_rows.append(OrderedDict([
            ("repository", entry["repository"]), ("path", entry["path"]), ("lines", lines),
            ("findings", len(found)), ("violations", len(violations)),
            ("rules", sorted({f["ruleID"] for f in found})),
        ]))

    found = sum(r["found"] for r in results)
    gone = sum(r["gone"] for r in results)
    found_at_site = sum(r["foundAtPrimaryOrSite"] for r in results)
    gone_at_site = sum(r["goneAtPrimaryOrSite"] for r in results)
    summary = OrderedDict([
        ("fixes", len(results)),
        ("found", found),
        ("foundPercent", percent(found, len(results))),
        ("gone", gone),
        ("gonePercentOfFound", percent(gone, found)),
        ("foundAtPrimaryOrSite", found_at_site),
        ("foundAtPrimaryOrSitePercent", percent(found_at_site, len(results))),
        ("goneAtPrimaryOrSite", gone_at_site),
        ("goneAtPrimaryOrSitePercentOfFound", percent(gone_at_site, found_at_site)),
        ("tolerance", options.tolerance),
        ("accessibleFiles", len(file_rows)),
        ("accessibleLines", total_lines),
        ("accessibleFindings", total_findings),
        ("accessibleViolations", total_violations),
        ("findingsPerKLOC", round(1000.0 * total_findings / total_lines, 2) if total_lines else 0.0),
        ("violationsPerKLOC", round(1000.0 * total_violations / total_lines, 2) if total_lines else 0.0),
    ])
    in_reach = [r for r in results if not r.get("outOfReach")]
    if len(in_reach) < len(results):
        summary["inReach"] = len(in_reach)
        summary["inReachFound"] = sum(r["found"] for r in in_reach)
        summary["inReachGone"] = sum(r["gone"] for r in in_reach)
    output = OrderedDict([("summary", summary), ("categories", categories), ("fixes", results), ("accessibleFiles", file_rows)])
    write_atomically(os.path.join(options.out, "results.json"),
                     lambda handle: (json.dump(output, handle, indent=2), handle.write("\n")))

    markdown = [
        "| measure | value |", "|---|---|",
        "| fixes | %d |" % len(results),
        "| found before the fix (±%d lines) | %d (%.1f %%) |" % (options.tolerance, found, summary["foundPercent"]),
        "| gone after the fix, of those found | %d (%.1f %%) |" % (gone, summary["gonePercentOfFound"]),
        "| apart: found at the primary location or the insertion site (±%d lines) | %d (%.1f %%) |" % (
            options.tolerance, found_at_site, summary["foundAtPrimaryOrSitePercent"]),
        "| apart: gone by the same, of those found | %d (%.1f %%) |" % (gone_at_site, summary["goneAtPrimaryOrSitePercentOfFound"]),
    ]
    if "inReach" in summary:
        markdown.append("| in reach of a source audit (not nib or run-time only): found, gone | %d of %d (%.1f %%), %d |" % (
            summary["inReachFound"], summary["inReach"], percent(summary["inReachFound"], summary["inReach"]), summary["inReachGone"]))
    if file_rows:
        markdown += [
            "| accessible files: lines | %d in %d files |" % (total_lines, len(file_rows)),
            "| accessible files: findings per kLOC (violations only) | %.2f (%.2f) |" % (summary["findingsPerKLOC"], summary["violationsPerKLOC"]),
        ]
    headline = len(markdown)
    markdown += ["", "| category | fixes | found | gone | found at primary or site | gone by the same |", "|---|---|---|---|---|---|"]
    for name, row in categories.items():
        markdown.append("| %s | %d | %d (%.0f %%) | %d | %d (%.0f %%) | %d |" % (
            name, row["fixes"], row["found"], percent(row["found"], row["fixes"]), row["gone"],
            row["foundAtPrimaryOrSite"], percent(row["foundAtPrimaryOrSite"], row["fixes"]), row["goneAtPrimaryOrSite"]))
    markdown += ["", "| fix | category | found | gone | found, gone at primary or site | rules at the changed lines (any) | rules elsewhere in the changed files |",
                 "|---|---|---|---|---|---|---|"]
    for result in results:
        at_line = sorted({m["ruleID"] for m in result["matched"] + result["otherRulesAtChangedLines"]})
        markdown.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            result["id"] + (" (%s only)" % result["outOfReach"] if result.get("outOfReach") else ""),
            result["category"], "yes" if result["found"] else "no",
            ("yes" if result["gone"] else "no") if result["found"] else "-",
            ("yes, " + ("yes" if result["goneAtPrimaryOrSite"] else "no")) if result["foundAtPrimaryOrSite"] else "no, -",
            ", ".join(at_line) or "-",
            ", ".join(r for r in result["rulesInChangedFilesBefore"] if r not in at_line) or "-"))
    markdown += ["", "| missed fix | nearest finding of its category's rules in the changed files |", "|---|---|"]
    for result in results:
        if result["found"]:
            continue
        nearest = result["nearestCategoryFindingWhenMissed"]
        markdown.append("| %s | %s |" % (result["id"], "none" if nearest is None else
                        "%s, %d lines from the change (%s:%d)" % (nearest["ruleID"], nearest["distance"], os.path.basename(nearest["file"]), nearest["line"])))
    with open(os.path.join(options.out, "summary.md"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(markdown) + "\n")
    print("\n".join(markdown[:headline]))


if __name__ == "__main__":
    main()
