#!/usr/bin/env python3
"""Mutation test of `symbolify check`'s nib and reuse-identifier findings on real app trees.

What it does, for each app tree given (an original that is never modified):

  1. Copies the tree (`cp -a`) into a scratch folder (default /dev/shm/cell-mutations) and runs
     `symbolify check . --format json` at the copy's root: the baseline findings.
  2. Mutation A, nib rename: finds the xibs that code in the tree loads by a string literal
     (`UINib(nibName: "X"`, `loadNibNamed("X"`, `init(nibName: "X"`, `windowNibName: "X"`,
     `NSNib(nibNamed: "X"` in Swift; `nibWithNibName:@"X"`, `initWithNibName:@"X"`,
     `loadNibNamed:@"X"`, `initWithWindowNibName:@"X"` in Objective-C; comments are skipped) where a
     file X.xib exists in the tree. Up to --nibs of them (default 15), in a fixed order (SHA-1 of the
     name), are each renamed on their own: every file of the tree named X.xib, X~ipad.xib or
     X~iphone.xib (so the copies in *.lproj folders too) becomes XRenamed.xib (XRenamed~ipad.xib, ...),
     and every project.pbxproj of the tree has those file names replaced the same way, as a rename in
     Xcode would leave the project building the renamed file.
     Expected: a new `nib.missing` finding at every code line that loads X by that literal.
  3. Mutation B, dequeued identifier change: finds the dequeue calls whose identifier is a string
     literal (`dequeueReusableCell(withIdentifier: "X", for:`, `dequeueReusableCell(withReuseIdentifier:
     "X", for:`, `dequeueReusableSupplementaryView(ofKind: ..., withReuseIdentifier: "X", for:`;
     `dequeueReusableCellWithIdentifier:@"X" forIndexPath:`, `dequeueReusableCellWithReuseIdentifier:@"X"
     forIndexPath:`). Up to --dequeues of them (default 15), in a fixed order (SHA-1 of file and
     offset), each have that one literal changed to "XMutated".
     Expected: a new `reuse.unknown-identifier` finding at that line.
  4. Controls: up to --controls xibs (default 5) whose name appears in no string literal of the tree's
     code (sources and headers, comments skipped), nowhere in its plists and storyboards, and not as a
     class used as a value (`X.self`, `[X class]`, which `String(describing:)` and `NSStringFromClass`
     make a name of) are renamed as in A. (A controller's xib named after its class, which
     `init(nibName: nil, ...)` loads, may still be one of them.) Expected: no new `nib.*` or `reuse.*` finding.

Each mutation is applied alone to the unmodified copy, the tool is run again, and the findings are
compared with the baseline by (code, file, line) (a renamed xib's own findings under its old path); the mutation is then undone (files renamed back,
file contents restored). After the last mutation the tool runs once more on the restored copy, which
must give the baseline again. The copy is deleted at the end.

What counts as caught:
  A: every expected line (file and line of the literal) has a `nib.missing` finding (any severity)
     that the baseline does not have.
  B: the mutated line has a `reuse.unknown-identifier` finding that is an error or a warning (a note
     does not count) and that the baseline does not have.
  Controls: a false alarm is any new finding of a `nib.*` or `reuse.*` code.
New findings of other codes, and findings a mutation makes disappear, are counted apart.

Run (Python 3 standard library only; one tool run at a time):

  Benchmarks/cell-mutations.py --tool /path/to/symbolify /path/to/AppTree ... [--details out.json]

It prints one block per tree (every mutation not caught, with its source lines and all the new findings
of its run) and a table of the figures; --details writes every mutation and its findings as JSON.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

SOURCE_EXTENSIONS = (".swift", ".m", ".mm")
# Files whose string literals must not name a control xib, and files whose whole text must not.
NAMING_CODE_EXTENSIONS = (".swift", ".m", ".mm", ".h", ".c", ".cc", ".cpp")
NAMING_TEXT_EXTENSIONS = (".plist", ".storyboard")
STRING_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
# A class used as a value (`X.self`, `[X class]`), which code may turn into a nib name
# (`String(describing: X.self)`, `NSStringFromClass([X class])`).
CLASS_USE = re.compile(r"\b([A-Za-z_]\w*)\s*\.\s*self\b|\[\s*([A-Za-z_]\w*)\s+class\s*\]")
DEVICE_SUFFIXES = ("", "~ipad", "~iphone")

LITERAL = r'"([^"\\\n]+)"'
OBJC_LITERAL = r'@\s*"([^"\\\n]+)"'

NIB_PATTERNS = [
    # Swift: UINib(nibName:bundle:), init(nibName:bundle:) of controllers, and any other (nibName: "X".
    re.compile(r"\(\s*nibName\s*:\s*" + LITERAL),
    re.compile(r"\bloadNibNamed\s*\(\s*" + LITERAL),
    re.compile(r"\bwindowNibName\s*:\s*" + LITERAL),
    re.compile(r"\bNSNib\s*\(\s*nibNamed\s*:\s*" + LITERAL),
    # Objective-C.
    re.compile(r"\bnibWithNibName\s*:\s*" + OBJC_LITERAL),
    re.compile(r"\binitWithNibName\s*:\s*" + OBJC_LITERAL),
    re.compile(r"\bloadNibNamed\s*:\s*" + OBJC_LITERAL),
    re.compile(r"\binitWithWindowNibName\s*:\s*" + OBJC_LITERAL),
]

DEQUEUE_PATTERNS = [
    re.compile(r"\bdequeueReusableCell\s*\(\s*withIdentifier\s*:\s*" + LITERAL + r"\s*,\s*for\s*:"),
    re.compile(r"\bdequeueReusableCell\s*\(\s*withReuseIdentifier\s*:\s*" + LITERAL + r"\s*,\s*for\s*:"),
    re.compile(
        r"\bdequeueReusableSupplementaryView\s*\(\s*ofKind\s*:(?:\"[^\"\n]*\"|[^;{}\"])*?,\s*withReuseIdentifier\s*:\s*"
        + LITERAL
        + r"\s*,\s*for\s*:"
    ),
    re.compile(r"\bdequeueReusableCellWithIdentifier\s*:\s*" + OBJC_LITERAL + r"\s+forIndexPath\s*:"),
    re.compile(r"\bdequeueReusableCellWithReuseIdentifier\s*:\s*" + OBJC_LITERAL + r"\s+forIndexPath\s*:"),
]

NIB_CODES_PREFIXES = ("nib.", "reuse.")


def mask_comments(text, swift):
    """The text with every comment replaced by spaces (line breaks kept), strings left as they are."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if swift and text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif swift and text.startswith('"""', i):
            j = text.find('"""', i + 3)
            i = n if j < 0 else j + 3
        elif c == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        elif c == "'" and not swift:
            j = i + 1
            while j < n and text[j] not in "'\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
        else:
            i += 1
    return "".join(out)


def sha(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def walk(root):
    """Relative paths of the tree's files, sorted; symbolic links are not followed."""
    found = []
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f != ".git")
        for name in files:
            path = os.path.join(directory, name)
            if os.path.isfile(path) and not os.path.islink(path):
                found.append(os.path.relpath(path, root))
    return sorted(found)


def read_text(path):
    with open(path, "rb") as handle:
        return handle.read().decode("utf-8", errors="surrogateescape")


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


class Tree:
    def __init__(self, root):
        self.root = root
        self.files = walk(root)
        self.xibs = [f for f in self.files if f.endswith(".xib")]
        self.projects = [f for f in self.files if f.endswith(".xcodeproj/project.pbxproj")]
        self.project_text = "\n".join(read_text(os.path.join(root, p)) for p in self.projects)
        self.sources = {}
        for f in self.files:
            if f.endswith(SOURCE_EXTENSIONS):
                text = read_text(os.path.join(root, f))
                self.sources[f] = (text, mask_comments(text, f.endswith(".swift")))
        # What may name a control xib: the string literals of code, and plists and storyboards whole.
        naming = [read_text(os.path.join(root, f)) for f in self.files if f.endswith(NAMING_TEXT_EXTENSIONS)]
        self.class_uses = set()
        for f in self.files:
            if f.endswith(NAMING_CODE_EXTENSIONS):
                masked = mask_comments(read_text(os.path.join(root, f)), f.endswith(".swift"))
                naming.extend(STRING_LITERAL.findall(masked))
                self.class_uses.update(m.group(1) or m.group(2) for m in CLASS_USE.finditer(masked))
        self.naming_text = "\n".join(naming)

    def xib_name(self, path):
        """A xib's nib name: its file name without extension and device suffix."""
        base = os.path.basename(path)[: -len(".xib")]
        for suffix in DEVICE_SUFFIXES[1:]:
            if base.endswith(suffix):
                return base[: -len(suffix)]
        return base

    def xib_files(self, name):
        wanted = {name + s + ".xib" for s in DEVICE_SUFFIXES}
        return [f for f in self.xibs if os.path.basename(f) in wanted]

    def nib_loads(self):
        """{name: [(file, line, call line, offset)]} of the literal nib loads whose name.xib exists."""
        existing = {os.path.basename(f)[: -len(".xib")] for f in self.xibs}
        loads = {}
        for path, (text, masked) in sorted(self.sources.items()):
            seen = set()
            for pattern in NIB_PATTERNS:
                for match in pattern.finditer(masked):
                    start = match.start(1)
                    if start in seen:
                        continue
                    seen.add(start)
                    name = match.group(1)
                    if name not in existing:
                        continue
                    loads.setdefault(name, []).append(
                        {"file": path, "line": line_of(masked, start), "call_line": line_of(masked, match.start())}
                    )
        return loads

    def dequeues(self):
        found = []
        for path, (text, masked) in sorted(self.sources.items()):
            for pattern in DEQUEUE_PATTERNS:
                for match in pattern.finditer(masked):
                    found.append(
                        {
                            "file": path,
                            "line": line_of(masked, match.start(1)),
                            "start": match.start(1),
                            "end": match.end(1),
                            "identifier": match.group(1),
                        }
                    )
        return found

    def in_project(self, path):
        """Whether some project.pbxproj names this file (a hint only: synchronized folders name none)."""
        return os.path.basename(path) in self.project_text


def run_tool(tool, root):
    started = time.monotonic()
    result = subprocess.run(
        [tool, "check", ".", "--format", "json"], cwd=root, capture_output=True, text=True, timeout=1800
    )
    elapsed = time.monotonic() - started
    try:
        findings = json.loads(result.stdout)["findings"]
    except (ValueError, KeyError) as error:
        raise SystemExit(f"no JSON from the tool in {root} (exit {result.returncode}): {error}\n{result.stderr[-2000:]}")
    for f in findings:
        f["file"] = os.path.normpath(f.get("file") or "")
    return findings, elapsed


def key(finding):
    return (finding["code"], finding["file"], finding.get("line"))


def diff(baseline, findings):
    before = {key(f) for f in baseline}
    after = {key(f) for f in findings}
    new = [f for f in findings if key(f) not in before]
    gone = [f for f in baseline if key(f) not in after]
    return new, gone


def write_bytes(path, data):
    with open(path, "wb") as handle:
        handle.write(data)


class Rename:
    """Renames every file of a nib (all folders, device variants) and its names in the projects."""

    def __init__(self, tree, name):
        self.tree, self.name = tree, name
        self.renamed = []
        self.projects = {}

    def apply(self):
        root = self.tree.root
        for f in self.tree.xib_files(self.name):
            base = os.path.basename(f)
            new = os.path.join(os.path.dirname(f), self.name + "Renamed" + base[len(self.name) :])
            if os.path.exists(os.path.join(root, new)):
                raise SystemExit(f"{new} exists already")
            os.rename(os.path.join(root, f), os.path.join(root, new))
            self.renamed.append((f, new))
        pattern = re.compile(
            r"(?<![A-Za-z0-9_+.\-])" + re.escape(self.name) + r"((?:~ipad|~iphone)?\.xib)(?![A-Za-z0-9_])"
        )
        for p in self.tree.projects:
            path = os.path.join(root, p)
            with open(path, "rb") as handle:
                data = handle.read()
            text = data.decode("utf-8", errors="surrogateescape")
            changed, count = pattern.subn(lambda m: self.name + "Renamed" + m.group(1), text)
            if count:
                self.projects[path] = data
                write_bytes(path, changed.encode("utf-8", errors="surrogateescape"))

    def undo(self):
        root = self.tree.root
        for old, new in reversed(self.renamed):
            os.rename(os.path.join(root, new), os.path.join(root, old))
        for path, data in self.projects.items():
            write_bytes(path, data)

    def describe(self):
        return {"renamed": [n for _, n in self.renamed], "projects_changed": len(self.projects)}


class LiteralChange:
    """Changes one string literal of a source file to the literal followed by 'Mutated'."""

    def __init__(self, tree, dequeue):
        self.path = os.path.join(tree.root, dequeue["file"])
        self.dequeue = dequeue

    def apply(self):
        with open(self.path, "rb") as handle:
            self.data = handle.read()
        text = read_text(self.path)
        start, end = self.dequeue["start"], self.dequeue["end"]
        if text[start:end] != self.dequeue["identifier"]:
            raise SystemExit(f"{self.path}: literal not where it was found")
        changed = text[:end] + "Mutated" + text[end:]
        write_bytes(self.path, changed.encode("utf-8", errors="surrogateescape"))

    def undo(self):
        write_bytes(self.path, self.data)


def brief(finding):
    return f'{finding["severity"]} {finding["code"]} {finding["file"]}:{finding.get("line")}'


def source_line(tree, path, line):
    text = tree.sources.get(path, ("", ""))[0]
    lines = text.split("\n")
    shown = lines[line - 1].strip()[:160] if 0 < line <= len(lines) else ""
    return shown.encode("utf-8", errors="replace").decode("utf-8")


def measure(tree_path, args):
    label = os.path.basename(os.path.normpath(tree_path))
    copy = os.path.join(args.work, label)
    if os.path.exists(copy):
        shutil.rmtree(copy)
    os.makedirs(args.work, exist_ok=True)
    subprocess.run(["cp", "-a", tree_path, copy], check=True)
    try:
        return measure_copy(label, copy, args)
    finally:
        if not args.keep:
            shutil.rmtree(copy)


def measure_copy(label, copy, args):
    tree = Tree(copy)
    baseline, elapsed = run_tool(args.tool, copy)
    print(f"== {label}: {len(tree.xibs)} xibs, {len(tree.sources)} sources, baseline {len(baseline)} findings "
          f"({elapsed:.1f} s a run)", flush=True)
    report = {"tree": label, "baseline": len(baseline), "A": [], "B": [], "controls": []}

    def run_mutation(mutation):
        mutation.apply()
        try:
            findings, _ = run_tool(args.tool, copy)
        finally:
            mutation.undo()
        # A renamed xib's own findings are compared under its old path.
        moved = dict((os.path.normpath(new), os.path.normpath(old)) for old, new in getattr(mutation, "renamed", []))
        for f in findings:
            f["file"] = moved.get(f["file"], f["file"])
        return diff(baseline, findings)

    # A: nib renames.
    loads = tree.nib_loads()
    for name in sorted(loads, key=lambda n: sha(label + "/" + n))[: args.nibs]:
        expected = loads[name]
        mutation = Rename(tree, name)
        new, gone = run_mutation(mutation)
        new_nib = {(f["file"], f.get("line")) for f in new if f["code"] == "nib.missing"}
        lines = []
        for e in expected:
            hit = (e["file"], e["line"]) in new_nib
            hit_call = (e["file"], e["call_line"]) in new_nib
            lines.append(dict(e, caught=hit, caught_at_call_line=hit_call and not hit,
                              in_project=tree.in_project(e["file"]), text=source_line(tree, e["file"], e["line"])))
        expected_places = {(e["file"], e["line"]) for e in expected}
        entry = {
            "name": name,
            **mutation.describe(),
            "lines": lines,
            "caught": all(l["caught"] for l in lines),
            "other_nib_findings": [brief(f) for f in new if f["code"].startswith(NIB_CODES_PREFIXES)
                                   and (f["file"], f.get("line")) not in expected_places],
            "other_code_findings": [brief(f) for f in new if not f["code"].startswith(NIB_CODES_PREFIXES)],
            "gone": [brief(f) for f in gone],
        }
        report["A"].append(entry)
        if not entry["caught"]:
            print(f"  A miss {name}: renamed {entry['renamed']}")
            for l in lines:
                mark = "caught" if l["caught"] else "MISSED"
                print(f"    {mark} {l['file']}:{l['line']} (in a pbxproj: {l['in_project']}): {l['text']}")
            for f in new:
                print(f"    new: {brief(f)}")

    # B: dequeued identifier changes.
    dequeues = tree.dequeues()
    for d in sorted(dequeues, key=lambda d: sha(f'{label}/{d["file"]}:{d["start"]}'))[: args.dequeues]:
        mutation = LiteralChange(tree, d)
        new, gone = run_mutation(mutation)
        found = [f for f in new if f["code"] == "reuse.unknown-identifier"
                 and f["file"] == d["file"] and f.get("line") == d["line"]]
        hits = [f for f in found if f["severity"] in ("error", "warning")]
        entry = {
            "file": d["file"], "line": d["line"], "identifier": d["identifier"],
            "text": source_line(tree, d["file"], d["line"]), "in_project": tree.in_project(d["file"]),
            "caught": bool(hits), "severity": found[0]["severity"] if found else None,
            "other_nib_findings": [brief(f) for f in new if f["code"].startswith(NIB_CODES_PREFIXES) and f not in found],
            "other_code_findings": [brief(f) for f in new if not f["code"].startswith(NIB_CODES_PREFIXES)],
            "gone": [brief(f) for f in gone],
        }
        report["B"].append(entry)
        if not entry["caught"]:
            only = f" (found as a {entry['severity']} only)" if found else ""
            print(f"  B miss{only} {d['file']}:{d['line']} \"{d['identifier']}\" (in a pbxproj: {entry['in_project']}): "
                  f"{entry['text']}")
            for f in new:
                print(f"    new: {brief(f)}")

    # Controls: xibs nothing names.
    names = sorted({tree.xib_name(f) for f in tree.xibs})
    unnamed = [n for n in names if n not in tree.naming_text and n not in loads and n not in tree.class_uses]
    for name in sorted(unnamed, key=lambda n: sha(label + "/control/" + n))[: args.controls]:
        mutation = Rename(tree, name)
        new, gone = run_mutation(mutation)
        entry = {
            "name": name, **mutation.describe(),
            "false_alarms": [brief(f) for f in new if f["code"].startswith(NIB_CODES_PREFIXES)],
            "other_code_findings": [brief(f) for f in new if not f["code"].startswith(NIB_CODES_PREFIXES)],
            "gone": [brief(f) for f in gone],
        }
        report["controls"].append(entry)
        if entry["false_alarms"]:
            print(f"  control false alarm {name}: {entry['false_alarms']}")

    final, _ = run_tool(args.tool, copy)
    new, gone = diff(baseline, final)
    report["restored"] = not new and not gone
    if new or gone:
        print(f"  the restored copy does not give the baseline: {len(new)} new, {len(gone)} gone")

    for kind in ("A", "B", "controls"):
        for entry in report[kind]:
            for f in entry["other_code_findings"]:
                print(f"  {kind} {entry.get('name') or entry['file'] + ':' + str(entry['line'])}: other new finding {f}")
            for f in entry.get("other_nib_findings", []):
                print(f"  {kind} {entry.get('name') or entry['file'] + ':' + str(entry['line'])}: "
                      f"nib/reuse finding elsewhere {f}")
            for f in entry["gone"]:
                print(f"  {kind} {entry.get('name') or entry['file'] + ':' + str(entry['line'])}: finding gone {f}")
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trees", nargs="+", help="app trees (originals; they are copied, never changed)")
    parser.add_argument("--tool", required=True, help="the symbolify executable")
    parser.add_argument("--work", default="/dev/shm/cell-mutations", help="scratch folder for the copies")
    parser.add_argument("--nibs", type=int, default=15)
    parser.add_argument("--dequeues", type=int, default=15)
    parser.add_argument("--controls", type=int, default=5)
    parser.add_argument("--details", help="write every mutation and its findings to this JSON file")
    parser.add_argument("--keep", action="store_true", help="keep the copies")
    args = parser.parse_args()
    args.tool = os.path.abspath(args.tool)
    args.work = os.path.abspath(args.work)
    for tree in args.trees:
        if os.path.abspath(tree).startswith(args.work + os.sep):
            raise SystemExit(f"{tree} is inside the scratch folder")

    reports = [measure(os.path.abspath(t), args) for t in args.trees]

    print()
    print("| tree | A | caught A | B | caught B | controls | false alarms | other new findings |")
    print("|---|---|---|---|---|---|---|---|")
    totals = [0] * 7
    for r in reports:
        row = [
            len(r["A"]), sum(e["caught"] for e in r["A"]),
            len(r["B"]), sum(e["caught"] for e in r["B"]),
            len(r["controls"]), sum(bool(e["false_alarms"]) for e in r["controls"]),
            sum(len(e["other_code_findings"]) for k in ("A", "B", "controls") for e in r[k]),
        ]
        totals = [a + b for a, b in zip(totals, row)]
        print(f"| {r['tree']} | " + " | ".join(str(v) for v in row) + " |")
    print("| total | " + " | ".join(str(v) for v in totals) + " |")
    mutations, caught = totals[0] + totals[2], totals[1] + totals[3]
    if mutations:
        print(f"\ncaught {caught} of {mutations} mutations ({100.0 * caught / mutations:.1f}%); "
              f"A {totals[1]}/{totals[0]}, B {totals[3]}/{totals[2]}; "
              f"control false alarms {totals[5]}/{totals[4]}")
    severities = {}
    for r in reports:
        for e in r["B"]:
            if e["severity"]:
                severities[e["severity"]] = severities.get(e["severity"], 0) + 1
    if severities:
        print("B findings at the mutated line by severity: "
              + ", ".join(f"{k} {v}" for k, v in sorted(severities.items())))
    lines = [l for r in reports for e in r["A"] for l in e["lines"]]
    if lines:
        print(f"A lines: {sum(l['caught'] for l in lines)} of {len(lines)} expected lines have a new nib.missing")
    if not all(r["restored"] for r in reports):
        print("some copies did not give the baseline again once restored (see above)")
    if args.details:
        with open(args.details, "w") as handle:
            json.dump(reports, handle, indent=1)


if __name__ == "__main__":
    sys.exit(main())
