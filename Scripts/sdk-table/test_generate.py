"""Tests of generate.py on the miniature SDKs under fixtures/.

Run from the package root:  python3 -m unittest discover -s Scripts/sdk-table -v

fixtures/Fixture.sdk      the main iOS SDK: FixKit (+ its .tbd, re-exporting the private
                          FixKitCore), PhoneKit (iOS only), OldKit without headers, objc/NSObject.h
fixtures/FixtureOld.sdk   an older iOS SDK: OldKit's headers, GoneKit (gone from the newer SDK)
fixtures/FixtureTV.sdk    an older tvOS SDK with its own FixKit headers and .tbd
fixtures/FixtureMac.sdk   a flattened macOS SDK (Frameworks/, include/): MacKit, an AppKit stand-in
fixtures/FixtureWatch.sdk an iOS SDK of the WatchKit 1 era, read for watchOS: WatchKit (WK_* macros,
                          a .tbd with watchOS exports), Foundation, UIKit (one watchOS marking, not
                          a framework read for watchOS), SlateKit (no watchOS marking), objc/NSObject.h
"""

import os
import re
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate  # noqa: E402

FIXTURES = os.path.join(HERE, "fixtures")
MAIN = os.path.join(FIXTURES, "Fixture.sdk")
OLD = os.path.join(FIXTURES, "FixtureOld.sdk")
TV = os.path.join(FIXTURES, "FixtureTV.sdk")
MAC = os.path.join(FIXTURES, "FixtureMac.sdk")
WATCH = os.path.join(FIXTURES, "FixtureWatch.sdk")


def run_files(*arguments):
    """Run the command line; return the files it writes, {path relative to the output folder: text}."""
    with tempfile.TemporaryDirectory() as directory:
        output = os.path.join(directory, "Tables")
        status = generate.main(list(arguments) + ["--output", output, "--quiet"])
        assert status == 0
        files = {}
        for folder, _, names in os.walk(output):
            for name in names:
                path = os.path.join(folder, name)
                with open(path, encoding="ascii") as handle:
                    files[os.path.relpath(path, output)] = handle.read()
        return files


class Output(str):
    """The index file's text (`SDKTable+Parts.swift`), with every file the run wrote in `files`."""

    def __new__(cls, files):
        text = super().__new__(cls, files["SDKTable+Parts.swift"])
        text.files = files
        return text


def run(*arguments):
    """Run the command line; return the index file's text, with every file in `.files`."""
    return Output(run_files(*arguments))


def blocks_of(text):
    """{`iOSText`, ...: [lines]}: each platform's parts, in the order the index lists them, joined
    (non-empty tables only)."""
    parts = {match.group(1): match.group(2).split("\n")
             for file in text.files.values()
             for match in re.finditer(r'static let (\w+): StaticString = """\n(.*?)\n"""', file, re.S)}
    blocks = {}
    for title, names in re.findall(r"static let (\w+)Parts: \[StaticString\] = \[(.*?)\]", text):
        names = [name for name in names.split(", ") if name]
        if names:
            blocks[f"{title}Text"] = [line for name in names for line in parts[name]]
    return blocks


class Row:
    def __init__(self, line):
        self.line = line
        head, _, rest = line.partition(";")
        self.name, self.superclass, self.framework = head.split(" ")
        self.has_members = ";" in line
        keys, _, actions = rest.partition(";")
        self.keys = keys.split()
        self.actions = actions.split()


def rows_of(lines):
    return {Row(line).name: Row(line) for line in lines}


class GeneratedFixtureTests(unittest.TestCase):
    """The whole command line on all the fixture SDKs."""

    @classmethod
    def setUpClass(cls):
        cls.text = run("--ios", MAIN, "--ios", OLD, "--tvos", TV, "--macos", MAC,
                       "--macos-from-ios", "FixKit", "--macos-from-ios", "MacKit", "--watchos", WATCH)
        cls.blocks = blocks_of(cls.text)
        cls.ios = rows_of(cls.blocks["iOSText"])
        cls.tvos = rows_of(cls.blocks["tvOSText"])
        cls.macos = rows_of(cls.blocks["macOSText"])
        cls.watchos = rows_of(cls.blocks["watchOSText"])

    # -- classes, superclasses, protocols ---------------------------------------------------

    def test_class_with_superclass_and_protocols(self):
        view = self.ios["FixView"]
        self.assertEqual((view.superclass, view.framework), ("UIView", "FixKit"))
        # FixTapping <FixBaseProtocol <NSObject>>, optional members included
        for key in ("tappable", "optionalKey", "baseProtocolKey", "label"):
            self.assertIn(key, view.keys)
        self.assertIn("protocolTap:", view.actions)
        self.assertIn("baseProtocolAction:", view.actions)
        # a setter declared in a protocol gives a key as well
        self.assertIn("protocolSetterKey", view.keys)

    def test_root_classes_and_nsobject_protocol(self):
        self.assertEqual(self.ios["NSObject"].superclass, "-")
        self.assertEqual(self.ios["NSObject"].framework, "ObjectiveC")
        self.assertEqual(self.ios["FixRootProxy"].superclass, "-")
        # NSObject protocol members: on root classes only
        self.assertIn("hash", self.ios["NSObject"].keys)
        self.assertIn("description", self.ios["FixRootProxy"].keys)
        self.assertNotIn("hash", self.ios["FixView"].keys)
        self.assertNotIn("hash", self.ios["FixBox"].keys)
        # instance variable `isa`, a void method; BOOL method, class method, ARC-unavailable out
        self.assertIn("isa", self.ios["NSObject"].keys)
        self.assertEqual(self.ios["NSObject"].actions, ["doesNotRecognizeSelector:"])

    def test_categories_and_extensions(self):
        view = self.ios["FixView"]
        self.assertIn("categoryKey", view.keys)
        self.assertIn("categoryAction:", view.actions)
        self.assertIn("extraProtocolKey", view.keys)  # protocol adopted by the category
        self.assertIn("extensionKey", view.keys)      # class extension
        self.assertIn("fixAccessibilityLabel", self.ios["NSObject"].keys)  # category on NSObject
        self.assertIn("fixAccessibilityLabel", self.macos["NSObject"].keys)
        self.assertIn("boxExtra", self.ios["FixBox"].keys)  # category on a generic class

    def test_generic_classes(self):
        self.assertEqual(self.ios["FixBox"].superclass, "NSObject")
        self.assertEqual(self.ios["FixMutableBox"].superclass, "FixBox")
        self.assertEqual(self.ios["FixMutableBox"].keys, ["content"])
        self.assertEqual(self.ios["FixMutableBox"].actions, ["setContent:"])

    def test_superclass_through_typedef(self):
        self.assertEqual(self.ios["FixAliasView"].superclass, "UIView")
        self.assertEqual(self.macos["FixAliasView"].superclass, "NSView")

    def test_forward_declarations_are_not_classes(self):
        for name in ("FixForward", "FixOtherForward", "FixLabeled"):
            self.assertNotIn(name, self.ios)

    # -- keys -------------------------------------------------------------------------------

    def test_getter_property_gives_its_name(self):
        view = self.ios["FixView"]
        self.assertIn("enabled", view.keys)
        self.assertNotIn("isEnabled", view.keys)
        self.assertIn("hidden", self.ios["UIView"].keys)

    def test_setter_methods(self):
        view = self.ios["FixView"]
        self.assertIn("fooBar", view.keys)
        self.assertIn("URL", view.keys)
        self.assertNotIn("two", view.keys)
        self.assertIn("setTwo:values:", view.actions)

    def test_instance_variables(self):
        view = self.ios["FixView"]
        for key in ("foo", "bar", "flags", "x", "y", "callback", "_doubleUnderscore"):
            self.assertIn(key, view.keys)
        for key in ("a", "b", "_foo", "NSUInteger", "private"):
            self.assertNotIn(key, view.keys)

    def test_class_members_excluded(self):
        view = self.ios["FixView"]
        self.assertNotIn("sharedView", view.keys)
        self.assertNotIn("protocolClassProperty", view.keys)
        self.assertNotIn("classThing", view.keys)
        self.assertNotIn("classTap:", view.actions)
        self.assertNotIn("setClassThing:", view.actions)

    def test_readonly_block_generic_and_multiline_properties(self):
        view = self.ios["FixView"]
        for key in ("readOnlyName", "handler", "sendableHandler", "titles", "map", "outletLabel",
                    "multiLineWidth", "widthValue", "heightValue", "deprecatedStays"):
            self.assertIn(key, view.keys)
        for key in ("allTitles", "value", "int", "void", "NS_SWIFT_NAME", "API_AVAILABLE"):
            self.assertNotIn(key, view.keys)

    def test_no_attribute_macro_is_taken_for_a_name(self):
        for rows in (self.ios, self.tvos, self.macos, self.watchos):
            for row in rows.values():
                for name in row.keys + row.actions:
                    self.assertIsNone(re.match(r"^[A-Z][A-Z0-9]*_[A-Z0-9_]+$", name), row.line)

    # -- actions ----------------------------------------------------------------------------

    def test_action_shapes(self):
        view = self.ios["FixView"]
        for action in ("tap", "tap:", "tap:forEvent:", "multiLine:second:", "withBlock:"):
            self.assertIn(action, view.actions)
        for action in ("tap:with:and:", "tapReturningBool:", "tapReturningObject", "init",
                       "initWithFrame:"):
            self.assertNotIn(action, view.actions)
        responder = self.ios["UIResponder"]
        self.assertEqual(responder.actions, ["copy:"])  # becomeFirstResponder returns BOOL

    # -- availability -----------------------------------------------------------------------

    def test_unavailable_everywhere(self):
        for rows in (self.ios, self.tvos, self.macos):
            view = rows["FixView"]
            self.assertNotIn("nowhere", view.keys)
            self.assertNotIn("nowhereEither", view.keys)

    def test_api_unavailable_tvos(self):
        ios_view, tv_view = self.ios["FixView"], self.tvos["FixView"]
        self.assertIn("notOnTV", ios_view.keys)
        self.assertNotIn("notOnTV", tv_view.keys)
        self.assertIn("notOnTVAction:", ios_view.actions)
        self.assertNotIn("notOnTVAction:", tv_view.actions)
        self.assertIn("notOnTVProtocolKey", ios_view.keys)       # protocol unavailable on tvOS
        self.assertNotIn("notOnTVProtocolKey", tv_view.keys)
        self.assertIn("onlyOnTVAction:", tv_view.actions)
        self.assertNotIn("onlyOnTVAction:", ios_view.actions)
        self.assertNotIn("onlyOnTVAction:", self.macos["FixView"].actions)

    def test_class_unavailable_on_tvos(self):
        # Only the iOS headers read for tvOS: the class is gone.
        tvos = rows_of(blocks_of(run("--tvos", MAIN))["tvOSText"])
        self.assertNotIn("FixNotOnTV", tvos)
        self.assertIn("FixNotOnTV", self.ios)
        # The tvOS SDK's own header declares it: kept, with the tvOS SDK's members only.
        self.assertEqual(self.tvos["FixNotOnTV"].keys, ["tvSDKKey"])

    def test_unavailable_regions(self):
        self.assertIn("FixInRegion", self.ios)
        self.assertIn("FixInRegion", self.macos)
        self.assertNotIn("FixInRegion", self.tvos)
        self.assertIn("FixAfterRegion", self.tvos)
        self.assertIn("inTVUnavailableRegion", self.ios["FixView"].keys)
        self.assertNotIn("inTVUnavailableRegion", self.tvos["FixView"].keys)
        self.assertNotIn("regionAction:", self.tvos["FixView"].actions)

    def test_prohibited_markers(self):
        self.assertNotIn("FixProhibitedOnTV", self.tvos)  # also exported by the tvOS .tbd
        self.assertIn("FixProhibitedOnTV", self.ios)
        self.assertNotIn("FixProhibitedOnIOS", self.ios)
        self.assertIn("FixProhibitedOnIOS", self.tvos)
        self.assertNotIn("tvProhibited", self.tvos["FixView"].keys)
        self.assertIn("tvProhibited", self.ios["FixView"].keys)
        self.assertNotIn("iosProhibited", self.ios["FixView"].keys)
        self.assertIn("iosProhibited", self.tvos["FixView"].keys)

    def test_ios_unavailability_does_not_imply_tvos(self):
        self.assertNotIn("iosOnlyUnavailable", self.ios["FixView"].keys)
        self.assertIn("iosOnlyUnavailable", self.tvos["FixView"].keys)
        self.assertIn("iosOnlyUnavailable", self.macos["FixView"].keys)

    def test_macos_unavailability(self):
        self.assertNotIn("notOnMac", self.macos["FixView"].keys)
        self.assertIn("notOnMac", self.ios["FixView"].keys)
        self.assertNotIn("FixProhibitedOnTV", self.macos)  # NS_CLASS_AVAILABLE_IOS: not on macOS

    def test_availability_macros_of_the_framework_are_expanded(self):
        self.assertIn("tvOnlyByMacro", self.tvos["FixView"].keys)
        self.assertNotIn("tvOnlyByMacro", self.ios["FixView"].keys)
        self.assertNotIn("tvOnlyByMacro", self.macos["FixView"].keys)
        self.assertIn("FixIOSOnlyByMacro", self.ios)
        self.assertNotIn("FixIOSOnlyByMacro", self.tvos)
        self.assertNotIn("FixIOSOnlyByMacro", self.macos)

    # -- preprocessor -----------------------------------------------------------------------

    def test_target_conditionals_pick_the_superclass(self):
        self.assertEqual(self.ios["FixView"].superclass, "UIView")
        self.assertEqual(self.tvos["FixView"].superclass, "UIView")
        self.assertEqual(self.macos["FixView"].superclass, "NSView")

    def test_nested_conditionals(self):
        self.assertIn("FixPhoneOnly", self.ios)
        self.assertIn("FixTVOnly", self.tvos)
        self.assertIn("FixMacOnly", self.macos)
        for rows, absent in ((self.ios, ("FixTVOnly", "FixMacOnly")),
                             (self.tvos, ("FixPhoneOnly", "FixMacOnly")),
                             (self.macos, ("FixPhoneOnly", "FixTVOnly"))):
            for name in absent + ("FixNoPlatform",):
                self.assertNotIn(name, rows)

    def test_if_zero(self):
        self.assertNotIn("FixDisabled", self.ios)
        self.assertNotIn("disabledByIfZero", self.ios["FixView"].keys)

    def test_unknown_identifiers_count_as_true(self):
        self.assertIn("FixUnknownTrue", self.ios)
        self.assertNotIn("FixUnknownElse", self.ios)
        self.assertNotIn("FixUnknownNotDefined", self.ios)
        self.assertIn("FixUnknownValueTrue", self.ios)
        self.assertNotIn("FixUnknownValueElse", self.ios)
        self.assertNotIn("FixCPlusPlus", self.ios)  # __cplusplus is known to be undefined

    def test_macros_has_include_and_versions(self):
        self.assertIn("FixExtras", self.ios)      # FIX_HAS_EXTRAS: (TARGET_OS_IOS || TARGET_OS_OSX)
        self.assertIn("FixExtras", self.macos)
        self.assertNotIn("FixExtras", self.tvos)
        self.assertIn("FixHasInclude", self.ios)
        self.assertNotIn("FixHasMissingInclude", self.ios)
        self.assertIn("FixVersioned", self.ios)
        self.assertIn("FixVersioned", self.macos)

    def test_comments_and_strings(self):
        for name in ("InComment", "InBlockComment", "InString"):
            self.assertNotIn(name, self.ios)
        self.assertIn("FixView", self.ios)

    # -- .tbd files -------------------------------------------------------------------------

    def test_tbd_only_classes(self):
        for name, framework in (("FixTbdOnly", "FixKit"), ("FixSymbolOnly", "FixKit"),
                                ("FixCoreOnly", "FixKit"), ("OldTbdOnly", "OldKit")):
            self.assertIn(f"{name} ? {framework}", self.blocks["iOSText"])
        self.assertIn("FixTVTbdOnly ? FixKit", self.blocks["tvOSText"])
        self.assertIn("MacTbdOnly ? MacKit", self.blocks["macOSText"])
        for name in ("FixLinkerHint", "FixMetaOnly", "FixUndefined", "_FixPrivate", "FixMacTbdOnly"):
            self.assertNotIn(name, self.ios)
        self.assertNotIn("MacCatalystOnly", self.macos)
        self.assertNotIn("FixTbdOnly", self.tvos)  # the tvOS SDK's .tbd does not export it
        self.assertTrue(self.ios["FixView"].has_members)  # a header beats the .tbd

    # -- several SDKs, tvOS and macOS merging -----------------------------------------------

    def test_frameworks_from_older_sdks(self):
        self.assertEqual(self.ios["OldThing"].framework, "OldKit")
        self.assertEqual(self.ios["OldThing"].actions, ["oldAction:"])
        self.assertNotIn("GoneThing", self.ios)
        self.assertIn("FixtureOld.sdk (Fixture 0.9 per SDKSettings)", self.text.split("\n")[2])
        self.assertIn("Fixture.sdk (Fixture 1.0 per SDKSettings)", self.text.split("\n")[2])

    def test_tvos_borrows_from_ios_headers(self):
        self.assertIn("FixNewOnTV", self.tvos)         # only in the iOS headers, tvos(16.0)
        self.assertIn("FixTVLegacy", self.tvos)        # only in the tvOS SDK
        self.assertIn("OldThing", self.tvos)           # framework without tvOS headers, tvos(9.0)
        self.assertNotIn("PhoneThing", self.tvos)      # iOS-only framework
        self.assertIn("tvCategoryKey", self.tvos["FixView"].keys)
        self.assertIn("tappable", self.tvos["FixView"].keys)
        self.assertNotIn("FixUnguardedCell", self.tvos)  # superclass chain not on tvOS

    def test_macos_borrows_from_ios_headers(self):
        self.assertEqual(self.macos["FixView"].framework, "FixKit")
        self.assertEqual(self.macos["FixUnguardedView"].superclass, "NSView")  # UIView mapped
        self.assertNotIn("FixUnguardedCell", self.macos)
        self.assertEqual(self.macos["NSView"].framework, "MacKit")  # own SDK first
        self.assertEqual(self.macos["NSViewController"].keys, ["view"])
        self.assertFalse([name for name in self.macos if name.startswith("UI")])
        self.assertNotIn("PhoneThing", self.macos)

    # -- format -----------------------------------------------------------------------------

    def test_lines_sorted_unique_and_clean(self):
        for title, lines in self.blocks.items():
            names = [line.split(" ", 1)[0] for line in lines]
            self.assertEqual(names, sorted(names, key=str.encode), title)
            self.assertEqual(len(names), len(set(names)), title)
            for line in lines:
                self.assertTrue(line, title)
                self.assertEqual(line, line.strip())
                self.assertNotIn("  ", line)
                self.assertIsNone(re.search(r'["\\\\]', line))
                self.assertRegex(line, r"^[A-Za-z0-9_]+ (?:[A-Za-z0-9_]+|-|\?) [A-Za-z0-9_]+"
                                       r"(?:;[A-Za-z0-9_ ]*;[A-Za-z0-9_: ]*)?$")
                row = Row(line)
                self.assertEqual(row.keys, sorted(set(row.keys), key=str.encode))
                self.assertEqual(row.actions, sorted(set(row.actions), key=str.encode))
        self.assertEqual(sorted(self.blocks), ["iOSText", "macOSText", "tvOSText", "watchOSText"])
        names = [line.split(" ", 1)[0] for line in self.blocks["iOSText"]]
        self.assertLess(names.index("FixZ"), names.index("Fix_"))
        self.assertLess(names.index("Fix_"), names.index("Fixa"))
        self.assertEqual(self.ios["FixView"].actions[-4:], ["tap", "tap:", "tap:forEvent:", "withBlock:"])
        self.assertIn("FixZ NSObject FixKit;;", self.blocks["iOSText"])

    def test_exact_output(self):
        text = run("--ios", OLD, "--macos", MAC, "--macos-from-ios", "OldKit")
        expected = '''\
// swift-format-ignore-file
// This file is generated by Scripts/sdk-table/generate.py; do not edit it, run the script again.
// iOS: FixtureOld.sdk (Fixture 0.9 per SDKSettings); 2 classes (2 from headers, 0 only in .tbd files)
// macOS: FixtureMac.sdk, plus OldKit from the iOS headers (FixtureOld.sdk) evaluated for macOS; 6 classes (5 from headers, 1 only in .tbd files)
// watchOS: no SDK given (--watchos); 0 classes

extension SDKTable {
    /// The iOS classes: FixtureOld.sdk (Fixture 0.9 per SDKSettings).
    static let iOSParts: [StaticString] = [iOS01]

    /// The macOS classes: FixtureMac.sdk, plus OldKit from the iOS headers (FixtureOld.sdk) evaluated for macOS.
    static let macOSParts: [StaticString] = [macOS01]

    /// The watchOS classes: none (no --watchos SDK given).
    static let watchOSParts: [StaticString] = []
}
'''
        self.assertEqual(text, expected)
        self.assertEqual(sorted(text.files), ["SDKTable+Parts.swift", "iOS/SDKTable+iOS01.swift",
                                              "macOS/SDKTable+macOS01.swift"])
        self.assertEqual(text.files["macOS/SDKTable+macOS01.swift"], '''\
// swift-format-ignore-file
// This file is generated by Scripts/sdk-table/generate.py; do not edit it, run the script again.

extension SDKTable {
    /// The macOS classes from `MacTbdOnly` to `OldThing`, part 01 of 01 (`macOSParts`).
    static let macOS01: StaticString = """
MacTbdOnly ? MacKit
NSObject - ObjectiveC;hash;
NSResponder NSObject MacKit;;cut:
NSView NSResponder MacKit;wantsLayer;
NSViewController NSResponder MacKit;view;
OldThing NSObject OldKit;oldKey;oldAction:
"""
}
''')

    def test_parts_under_600_lines_in_folders_of_at_most_12(self):
        # 8,000 lines: 14 parts of 571 or 572 lines, in two folders of 7.
        layout = generate.part_layout("iOS", 8000)
        self.assertEqual(len(layout), 14)
        self.assertEqual(sorted(end - first for _, first, end in layout), [571] * 8 + [572] * 6)
        self.assertEqual(layout[0][1], 0)
        self.assertEqual(layout[-1][2], 8000)
        self.assertTrue(all(layout[i][2] == layout[i + 1][1] for i in range(13)))
        self.assertEqual([folder for folder, _, _ in layout], ["iOS-1"] * 7 + ["iOS-2"] * 7)
        self.assertEqual({folder for folder, _, _ in generate.part_layout("tvOS", 590 * 12)}, {"tvOS"})
        self.assertEqual(len(generate.part_layout("tvOS", 590 * 12 + 1)), 13)
        self.assertEqual(generate.part_layout("macOS", 0), [])
        self.assertEqual(generate.part_layout("macOS", 1), [("macOS", 0, 1)])

    def test_a_second_run_replaces_the_first_runs_files(self):
        with tempfile.TemporaryDirectory() as directory:
            output = os.path.join(directory, "Tables")
            os.makedirs(os.path.join(output, "iOS-9"))
            for stale in ("iOS-9/SDKTable+iOS99.swift", "SDKTable+Data.swift"):
                with open(os.path.join(output, stale), "w") as handle:
                    handle.write("stale")
            with open(os.path.join(output, "Notes.md"), "w") as handle:
                handle.write("kept")
            self.assertEqual(generate.main(["--ios", OLD, "--output", output, "--quiet"]), 0)
            found = sorted(os.path.relpath(os.path.join(folder, name), output)
                           for folder, _, names in os.walk(output) for name in names)
            self.assertEqual(found, ["Notes.md", "SDKTable+Parts.swift", "iOS/SDKTable+iOS01.swift"])


class WatchOSTests(unittest.TestCase):
    """The watchOS table, read from an iOS SDK's WatchKit headers (fixtures/FixtureWatch.sdk)."""

    @classmethod
    def setUpClass(cls):
        cls.text = run("--watchos", WATCH)
        cls.blocks = blocks_of(cls.text)
        cls.watchos = rows_of(cls.blocks["watchOSText"])

    def test_classes_available_on_watchos_are_kept(self):
        controller = self.watchos["WKInterfaceController"]
        self.assertEqual((controller.superclass, controller.framework), ("NSObject", "WatchKit"))
        for name in ("WKInterfaceLabel", "WKInterfaceGroup"):
            self.assertEqual((self.watchos[name].superclass, self.watchos[name].framework),
                             ("WKInterfaceObject", "WatchKit"))
        self.assertEqual(self.watchos["WKInterfaceObject"].superclass, "NSObject")
        self.assertEqual(self.watchos["NSObject"].superclass, "-")
        self.assertEqual(self.watchos["NSObject"].framework, "ObjectiveC")
        self.assertEqual(self.watchos["WKUserNotificationInterfaceController"].superclass, "WKInterfaceController")
        # WK_AVAILABLE_WATCHOS_ONLY: watchOS availability beats the iOS unavailability it carries
        self.assertIn("WKInterfaceWatchOnly", self.watchos)
        self.assertIn("NSWatchThing", self.watchos)   # watchos(2.0)
        self.assertIn("NSPlainThing", self.watchos)   # no marking: available

    def test_classes_unavailable_on_watchos_are_dropped(self):
        self.assertNotIn("WKPhoneBridge", self.watchos)         # WK_AVAILABLE_IOS_ONLY(8.2)
        self.assertNotIn("WKNotOnWatch", self.watchos)          # API_UNAVAILABLE(watchos), also in the .tbd
        self.assertNotIn("NSPhoneThing", self.watchos)          # API_UNAVAILABLE(watchos)
        self.assertNotIn("WKInterfacePhoneSide", self.watchos)  # #if TARGET_OS_IOS
        self.assertNotIn("WKInterfaceHasUIView", self.watchos)  # __has_include(<UIKit/UIView.h>): false
        # The same headers read for iOS keep them.
        ios = rows_of(blocks_of(run("--ios", WATCH))["iOSText"])
        for name in ("WKPhoneBridge", "WKNotOnWatch", "NSPhoneThing", "WKInterfacePhoneSide",
                     "WKInterfaceHasUIView"):
            self.assertIn(name, ios)
        self.assertNotIn("WKInterfaceWatchOnly", ios)
        self.assertIn("phoneSideNote", ios["WKInterfaceController"].keys)

    def test_members_unavailable_on_watchos_are_dropped(self):
        controller = self.watchos["WKInterfaceController"]
        for key in ("phoneSideNote", "prohibitedFlag", "cachedImages"):
            self.assertNotIn(key, controller.keys)
        for key in ("contentFrame", "title", "watchFlag", "iosUnavailableWatchAvailable"):
            self.assertIn(key, controller.keys)
        for action in ("handleActionWithIdentifier:forNotification:", "phoneOnlyCleanup", "notOnIOSAction:",
                       "presentControllerWithName:context:animated:", "openParentApplication:reply:"):
            self.assertNotIn(action, controller.actions)
        for action in ("awakeWithContext:", "didAppear", "willActivate", "pushControllerWithName:context:",
                       "table:didSelectRowAtIndex:", "setTitle:"):
            self.assertIn(action, controller.actions)
        self.assertIn("sizeToFitWidth", self.watchos["WKInterfaceObject"].actions)

    def test_only_watchos_frameworks_are_read(self):
        for name in ("UIView", "UIColor", "UIResponder", "UIImage", "SlateThing"):
            self.assertNotIn(name, self.watchos)
        self.assertNotIn("WKFixWatchView", self.watchos)  # superclass UIView: not on watchOS
        self.assertEqual({row.framework for row in self.watchos.values()},
                         {"ObjectiveC", "Foundation", "WatchKit"})
        # A listed framework without any watchOS marking is still not read.
        text = run("--watchos", WATCH, "--watchos-framework", "WatchKit", "--watchos-framework", "SlateKit")
        rows = rows_of(blocks_of(text)["watchOSText"])
        self.assertNotIn("SlateThing", rows)
        self.assertIn("WKInterfaceController", rows)
        self.assertNotIn("NSWatchThing", rows)

    def test_tbd_exports_for_watchos_only(self):
        self.assertIn("WKWatchTbdOnly ? WatchKit", self.blocks["watchOSText"])
        self.assertNotIn("WKPhoneTbdOnly", self.watchos)
        self.assertTrue(self.watchos["WKInterfaceController"].has_members)

    def test_watchos_block_name_and_comments(self):
        description = ("ObjectiveC Foundation WatchKit from FixtureWatch.sdk (Fixture Phone 8.2 per SDKSettings), "
                       "evaluated for watchOS")
        lines = self.text.split("\n")
        self.assertEqual(lines[2], f"// watchOS: {description}; 10 classes (9 from headers, 1 only in .tbd files)")
        self.assertIn(f"    /// The watchOS classes: {description}.\n"
                      "    static let watchOSParts: [StaticString] = [watchOS01]\n", self.text)
        self.assertIn('    static let watchOS01: StaticString = """\n',
                      self.text.files["watchOS/SDKTable+watchOS01.swift"])
        self.assertEqual(list(self.blocks), ["watchOSText"])
        self.assertEqual(len(self.blocks["watchOSText"]), 10)

    def test_empty_watchos_table_without_watchos_sdk(self):
        text = run("--ios", MAIN)
        self.assertIn("\n    static let watchOSParts: [StaticString] = []\n}\n", text)
        self.assertIn("// watchOS: no SDK given (--watchos); 0 classes\n", text)
        self.assertNotIn("watchOSText", blocks_of(text))
        self.assertIn("iOSText", blocks_of(text))

    def test_watchos_preprocessor_and_markers(self):
        context = generate.MacroContext("watchos")
        source = generate.SourceFile("/virtual/Watch.h", (
            "#if TARGET_OS_WATCH && TARGET_OS_IPHONE && TARGET_OS_EMBEDDED\nwatch\n#endif\n"
            "#if TARGET_OS_IOS || TARGET_OS_TV || TARGET_OS_OSX\nother\n#endif\n"
            "#if __WATCH_OS_VERSION_MIN_REQUIRED >= 50000\nfive\n#endif\n"))
        self.assertEqual(set(generate.preprocess(source, context).split()), {"watch", "five"})

        def unavailable(text, platform="watchos"):
            availability = generate.Availability()
            tokens = generate._TOKEN.findall(text)
            generate.scan_markers(tokens, 0, len(tokens), availability)
            return availability.is_unavailable(platform, member=True)

        self.assertTrue(unavailable("__WATCHOS_PROHIBITED"))
        self.assertTrue(unavailable("__WATCHOS_UNAVAILABLE"))
        self.assertTrue(unavailable("API_UNAVAILABLE(tvos, watchos)"))
        self.assertTrue(unavailable("__IOS_UNAVAILABLE"))                     # carried over from iOS
        self.assertFalse(unavailable("__WATCHOS_AVAILABLE(2.0) __IOS_UNAVAILABLE"))
        self.assertFalse(unavailable("API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos)"))
        self.assertFalse(unavailable("__IOS_UNAVAILABLE", "tvos"))            # unchanged for tvOS


class HelperTests(unittest.TestCase):
    """The pieces of the generator on small inputs."""

    def tokens(self, text):
        return generate._TOKEN.findall(text)

    def test_declarator_names(self):
        cases = {
            "NSString *name": "name",
            "NSString * _Nullable name API_AVAILABLE(ios(13.0)) NS_SWIFT_NAME(other)": "name",
            "void (^handler)(int value)": "handler",
            "void (NS_SWIFT_SENDABLE ^ _Nullable done)(void) API_AVAILABLE(ios(1.0))": "done",
            "int (*function)(int)": "function",
            "NSArray<NSString *> *titles": "titles",
            "NSDictionary<NSString *, id> *map UI_APPEARANCE_SELECTOR": "map",
            "unsigned int flag:1": "flag",
            "char buffer[16]": "buffer",
            "NSUInteger __private": "__private",
            "NSURL *URL": "URL",
            "__attribute__((NSObject)) CGColorRef color": "color",
        }
        for text, name in cases.items():
            self.assertEqual(generate.declarator_name(self.tokens(text)), name, text)

    def test_setter_keys(self):
        self.assertEqual(generate.setter_key("setFooBar:"), "fooBar")
        self.assertEqual(generate.setter_key("setURL:"), "URL")
        self.assertEqual(generate.setter_key("setA:"), "a")
        self.assertIsNone(generate.setter_key("settle:"))
        self.assertIsNone(generate.setter_key("setFoo:bar:"))
        self.assertIsNone(generate.setter_key("set:"))

    def preprocess(self, text, platform="ios"):
        context = generate.MacroContext(platform)
        source = generate.SourceFile("/virtual/Test.h", text)
        return generate.preprocess(source, context)

    def test_preprocessor_expressions(self):
        text = ("#if (TARGET_OS_IOS && !TARGET_OS_MACCATALYST) || defined(NOT_REALLY) && 0\n"
                "yes1\n#endif\n"
                "#if TARGET_OS_TV\nno1\n#elif TARGET_OS_IPHONE\nyes2\n#else\nno2\n#endif\n"
                "#if __IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_9_0 ? 1 : 0\nyes3\n#endif\n"
                "#if defined(__cplusplus) || __swift__\nno3\n#endif\n"
                "#define LOCAL_ZERO 0\n#if LOCAL_ZERO\nno4\n#endif\n")
        active = set(self.preprocess(text).split())
        self.assertEqual(active, {"yes1", "yes2", "yes3"})
        mac = set(self.preprocess("#if TARGET_OS_OSX && TARGET_OS_MAC && !TARGET_OS_IPHONE\nmac\n#endif\n",
                                  "macos").split())
        self.assertEqual(mac, {"mac"})

    def test_line_numbers_survive_preprocessing(self):
        text = "a\n#if 0\nb\nc\n#endif\nd\n"
        self.assertEqual(self.preprocess(text).split("\n"), ["a", "", "", "", "", "d", ""])

    def test_tbd_versions(self):
        sdk = generate.SDK(MAIN)
        v4 = os.path.join(MAIN, "System/Library/Frameworks/FixKit.framework/FixKit.tbd")
        self.assertEqual(generate.tbd_classes(sdk, v4, "ios"),
                         {"FixNotOnTV", "FixTbdOnly", "FixView", "_FixPrivate", "FixSymbolOnly",
                          "FixCoreOnly"})
        self.assertEqual(generate.tbd_classes(sdk, v4, "macos"),
                         {"FixNotOnTV", "FixTbdOnly", "FixView", "_FixPrivate", "FixSymbolOnly",
                          "FixMacTbdOnly"})
        v3 = os.path.join(TV, "System/Library/Frameworks/FixKit.framework/FixKit.tbd")
        self.assertEqual(generate.tbd_classes(generate.SDK(TV), v3, "tvos"),
                         {"FixTVTbdOnly", "FixProhibitedOnTV"})
        self.assertEqual(generate.tbd_classes(generate.SDK(TV), v3, "ios"), set())

    def test_flattened_sdk_layout(self):
        sdk = generate.SDK(MAC)
        self.assertEqual(sdk.framework_names(), ["MacKit"])
        self.assertTrue(sdk.header_files("MacKit"))
        self.assertTrue(sdk.objc_headers())


if __name__ == "__main__":
    unittest.main()


class InterfaceBuilderKeysTests(unittest.TestCase):
    """Outlets Interface Builder offers beyond the headers are added to their class's keys."""

    def test_documented_outlets_join_the_keys(self):
        saved = generate.INTERFACE_BUILDER_KEYS
        generate.INTERFACE_BUILDER_KEYS = {"macos": {"NSView": {"zzOutlet"}}}
        try:
            text = run("--macos", MAC)
        finally:
            generate.INTERFACE_BUILDER_KEYS = saved
        line = next(line for line in blocks_of(text)["macOSText"] if line.startswith("NSView "))
        keys = line.split(";")[1].split(" ")
        self.assertIn("zzOutlet", keys)
        self.assertEqual(keys, sorted(keys, key=str.encode))

    def test_dock_menu_is_documented(self):
        self.assertEqual(generate.INTERFACE_BUILDER_KEYS["macos"]["NSApplication"], {"dockMenu"})
        self.assertEqual(
            generate.INTERFACE_BUILDER_KEYS["watchos"]["WKUserNotificationInterfaceController"],
            {"notificationAlertLabel"})
