#!/usr/bin/env python3
"""Generate the SDK table's Swift files: the public Objective-C classes of Apple's SDKs.

For each platform (iOS, tvOS, macOS, watchOS) the table lists every Objective-C class that the
SDK's public framework headers declare, with its superclass, its framework, the keys key-value
coding can set on it and its action-shaped instance methods, plus the classes that the SDK's `.tbd`
files export without a public header (name and framework only). The Swift files hold each
platform's table as parts of at most 590 lines (`static let iOS01: StaticString`, ..., in folders of
at most 12 parts), and `SDKTable+Parts.swift` lists them per platform (`static let iOSParts:
[StaticString]`, `tvOSParts`, `macOSParts`, `watchOSParts`; `watchOSParts` is always written, empty
without `--watchos`).

Usage (from the package root):

    python3 Scripts/sdk-table/generate.py \
        --ios iPhoneOS16.5.sdk --ios iPhoneOS15.6.sdk \
        --tvos AppleTVOS12.4.sdk \
        --macos MacOSX14.2.sdk \
        --watchos iPhoneOS12.4.sdk \
        --output Sources/StoryboardChecks/SDK/Tables

Standard library only (Python 3.11). The SDK headers are read as data; nothing is compiled.

Choices this script makes (the table approximates what clang would see; nothing is compiled):

* SDK folders. An SDK folder is either a real SDK (`System/Library/Frameworks`, `usr/include`,
  `usr/lib`, `System/Library/PrivateFrameworks`) or a flattened snapshot (`Frameworks`,
  `include`, `lib` at the top); both layouts are found. A framework's headers are every `*.h`
  below `X.framework/Headers` (symbolic links followed); umbrella sub-frameworks
  (`X.framework/Frameworks/Y.framework`) are not read. The root class `NSObject` and the
  `NSObject` protocol come from `usr/include/objc/*.h` and are listed with the framework name
  `ObjectiveC` (the module name of those headers). The SDK's name in the output is its folder
  name plus the `DisplayName` of its SDKSettings.json/.plist, as written there.
* Several SDKs per platform. Each `--ios`/`--tvos`/`--macos`/`--watchos` may be repeated, newest
  first. The frameworks are those of the first (newest) SDK (for watchOS: the listed ones, see
  below); each is read from the first SDK that has headers for it, and its `.tbd` from the first
  SDK that has that `.tbd` (a snapshot can miss files). Frameworks that only older SDKs have
  (removed or renamed, such as CHIP) are not read.
* tvOS. The tvOS SDK's own headers are read for tvOS first. Then the frameworks of the iOS SDKs
  (each from the iOS SDK chosen above) are read again, evaluated for tvOS (TARGET_OS_TV=1,
  TARGET_OS_IPHONE=1, TARGET_OS_IOS=0), keeping only what is not marked unavailable on tvOS,
  and merged in: a class, member or protocol that either source declares available is kept
  (so the tvOS SDK's own AVPlayerViewController stays though the iOS header says tvOS-
  unavailable), and the tvOS SDK's own declaration decides a class's superclass and framework.
  An iOS framework takes part only if it exists on tvOS: the tvOS SDK has its headers, or its
  iOS headers carry at least one explicit tvOS availability (`tvos(9.0)`,
  `__TVOS_AVAILABLE(9_0)`); otherwise it is an iOS-only framework (WebKit, ARKit, PassKit, ...)
  whose declarations carry no tvOS annotation at all and would wrongly look available. As the
  brief asked, `API_UNAVAILABLE(ios)` alone does not make a declaration unavailable on tvOS
  (clang itself would infer the tvOS attribute from the iOS one there; the report lists them).
* macOS. The macOS SDK's headers are read for macOS. The frameworks named by `--macos-from-ios`
  (default: DEFAULT_MACOS_FROM_IOS below) that the macOS SDKs have no headers for are read from
  the iOS SDK's headers evaluated for macOS (TARGET_OS_OSX=1, TARGET_OS_MAC=1,
  TARGET_OS_IPHONE=0, TARGET_OS_IOS=0, TARGET_OS_EMBEDDED=0), keeping only what is not marked
  unavailable on macOS. Some iOS headers name a UIKit superclass with no platform condition
  (`@interface SCNView : UIView`); for such borrowed classes UIView, UIViewController,
  UIControl and UIResponder become NSView, NSViewController, NSControl and NSResponder
  (UIKIT_TO_APPKIT below). macOS-only classes that the iOS headers do not declare at all (such as
  AVKit's AVPlayerView) cannot be found this way.
* watchOS. No watchOS SDK is read: `--watchos` takes iOS SDK folders, because the iOS SDKs up to
  12.4 ship WatchKit's headers (WatchKit 1 apps ran their extension on the phone) with watchOS
  availability markings (`WK_AVAILABLE_WATCHOS_ONLY`, `WK_AVAILABLE_IOS_ONLY`,
  `API_AVAILABLE(watchos(...))`, `__WATCHOS_PROHIBITED`). Only the frameworks named by
  `--watchos-framework` (default: DEFAULT_WATCHOS_FRAMEWORKS below, frameworks that exist on
  watchOS and whose iOS 12.4 headers were checked to mark what watchOS lacks) are read, plus the
  root `NSObject` from `usr/include/objc`; each from the first `--watchos` SDK that has its headers,
  and only if those headers carry at least one explicit watchOS availability (`watchos(2.0)`,
  `__WATCHOS_AVAILABLE(3.0)`, `WK_AVAILABLE_WATCHOS_ONLY(2.0)`), as for tvOS. The headers are
  evaluated for watchOS (TARGET_OS_WATCH=1, TARGET_OS_IPHONE=1, TARGET_OS_IOS=0,
  TARGET_OS_EMBEDDED=1; minimum watchOS 5.0, with the iOS minimum 12.0 as for tvOS). UIKit is
  never read (watchOS has a small UIKit without views, which the iOS headers do not tell apart),
  and `__has_include(<UIKit/...>)` is false there: the headers test `<UIKit/UIView.h>` to tell
  watchOS (SpriteKit's SKNode is then an NSObject, MapKit leaves out its views). Dropped: what is
  marked unavailable on watchOS (`API_UNAVAILABLE(watchos)`, `__WATCHOS_PROHIBITED`,
  `__WATCHOS_UNAVAILABLE`, `WK_AVAILABLE_IOS_ONLY` which expands to it, ...) and, as clang carries an
  iOS availability attribute over to watchOS, what is marked unavailable on iOS without an explicit
  watchOS availability, or inside an `API_UNAVAILABLE_BEGIN(ios)` region (`WK_AVAILABLE_WATCHOS_ONLY`
  = watchOS availability + iOS unavailability stays); `__IPHONE_NA`, `NS_*_MAC` and `NA` in the iOS slot count as for tvOS. Every class must
  reach a root class through classes read for watchOS (WatchKit's classes reach NSObject; MapKit's
  MKCompassButton, a UIView, does not), and classes that only have categories in the headers read
  (a category on UIKit's or AVFoundation's classes) are left out. `.tbd`-only classes come only from
  `.tbd` exports for watchOS (`platform: watchos`, targets `*-watchos`), which iOS SDKs do not have:
  with iOS SDKs there are none.
* Borrowed classes (read from another platform's headers, as in the points above) whose
  superclass chain does not reach a root class on the platform being generated are left out;
  the report lists them.
* Superclasses spelled through a type alias or an object-like macro (`typedef NSViewController
  ASViewController;`, `#define PDFKitPlatformView NSView`) are replaced by the class they name.
* Preprocessor. Comments are stripped, then `#if/#ifdef/#ifndef/#elif/#else/#endif` are evaluated
  with the TARGET_OS_* macros of the platform (SIMULATOR=0; any other TARGET_OS_* is 0),
  `__OBJC__`, `__OBJC2__`, `__BLOCKS__`, `__LP64__` and friends defined, `__cplusplus`,
  `__swift__` and a few others undefined, the deployment-target macros set (minimum iOS/tvOS
  12.0, macOS 10.13; maximum unbounded) and version constants such as `__IPHONE_16_0` computed.
  `__has_include(<F/H.h>)` is true when one of the platform's SDKs has that header (AVFoundation's
  `#if !__has_include(<AVFCore/AVPlayerItem.h>)` needs the truth); a spelling that cannot be
  understood is true. `__has_feature`, `__has_attribute` and the like are true. The `#define`s of
  all the headers read for the platform are collected in a first pass and object-like ones are
  expanded in `#if` expressions. A name that a file itself defines (`#define`, or
  `typedef A B;`) counts as undefined in that file before its definition, so include guards and
  `#if !defined(ASViewController)` work. Any other identifier is unknown and counts as true
  (`#ifdef X` and `#if X` taken, `#ifndef X` and their `#else` skipped), as does an expression
  that cannot be evaluated. `#if 0` is false. `#include`/`#import` are not followed: every header
  of a framework is read on its own.
* Unavailability. A declaration is skipped when it carries `NS_UNAVAILABLE`,
  `UNAVAILABLE_ATTRIBUTE`, `__unavailable`, `__attribute__((unavailable))`,
  `__attribute__((availability(P, unavailable)))`, `API_UNAVAILABLE(P, ...)` and its framework
  variants that take platform arguments (`MP_UNAVAILABLE`, `MP_PROHIBITED`, `IC_UNAVAILABLE`, ...),
  `__TVOS_PROHIBITED`/`__TVOS_UNAVAILABLE`, `__IOS_PROHIBITED`/`__IOS_UNAVAILABLE`,
  `__OSX_UNAVAILABLE`, `*_UNAVAILABLE_EMBEDDED` (iOS, tvOS), `*_UNAVAILABLE_DESKTOP` (macOS),
  `__MAC_NA`/`__IPHONE_NA` and `NA` in the macOS/iOS slot of `NS_AVAILABLE(mac, ios)`-style
  macros, `NS_*_IOS` availability macros (not on macOS) and `NS_*_MAC` ones (not on iOS or tvOS),
  or sits inside an `API_UNAVAILABLE_BEGIN(P)` ... `API_UNAVAILABLE_END` region (any
  `*UNAVAILABLE_BEGIN*`/`*UNAVAILABLE_END` pair); P is the platform being generated
  (`macos`/`macosx`/`osx` for macOS, `watchos` for watchOS; `maccatalyst` and `visionos` never
  match). A framework
  macro that none of these rules knows but whose definition mentions availability
  (`UIKIT_CLASS_AVAILABLE_IOS_ONLY(10_0)`, `UIKIT_AVAILABLE_TVOS_ONLY(9_0)`) is expanded and its
  expansion read. An explicit tvOS availability overrides a tvOS unavailability that is only
  inferred from iOS (`NA`, `NS_*_MAC`). Swift-only (`NS_SWIFT_UNAVAILABLE`), app-extension-only
  and weak-reference markers are ignored; `OBJC_ARC_UNAVAILABLE`-style markers drop a member
  (ARC code cannot use it) but not a class. Deprecated declarations stay.
* Members. Keys: instance `@property` names (read-only ones too: key-value coding sets them
  through their instance variable; `@property (class ...)` excluded; the name, not a custom
  `getter=`), `fooBar` for every `- (void)setFooBar:(T)x;` (`setURL:` gives `URL`), the instance
  variables in the `@interface` braces with one leading `_` removed (`IBOutlet NSView *bar;`
  gives `bar`), and the properties and setters of every protocol the class or one of its
  categories/extensions adopts, through protocol inheritance, optional ones included. Actions:
  selectors of instance methods returning `void` (or `oneway void`) or `IBAction` with zero, one
  or two parts, from the class, its categories and adopted protocols. A class's line lists only
  what its own declarations give; inherited members come from the superclass's line. For the
  same reason the `NSObject` protocol's members are flattened into root classes only (every
  other class inherits them from its root class).
* Classes. The framework is the one of the primary `@interface`; if several frameworks declare
  the same class, `ObjectiveC` and then the frameworks in name order win. A class that only has
  categories in the headers read (its primary `@interface` is elsewhere) is listed with the
  superclass `?`, the framework of its `.tbd` export or else of its first category, and its
  members. Classes that only the `.tbd` files export are listed as `Name ? Framework` with no
  member sections: the `.tbd`s of the frameworks that have headers on the platform (a framework
  folder without headers is Swift-only or, in patched SDKs, not public there), plus the private
  libraries they re-export (UIKit -> UIKitCore, ...), never other public frameworks. Names
  starting with `_`, and names that headers declare unavailable on the platform, are skipped.
  Only the `.tbd` exports for the platform being generated count (`platform: ios` in tbd v3,
  targets `*-ios` in v4; `$ld$` hint symbols ignored).
"""

from __future__ import annotations

import argparse
import json
import os
import plistlib
import re
import sys
import time
from dataclasses import dataclass, field

# Frameworks read for watchOS from the (iOS) SDKs given to --watchos: each exists on watchOS and its
# iOS 12.4 headers mark what watchOS lacks (checked class by class). Not listed: UIKit (watchOS has
# a small UIKit without views, but the iOS headers mark almost nothing unavailable on watchOS),
# AVFoundation (2 of the 81 classes its iOS 12.4 headers keep say watchOS), PassKit (in-app
# provisioning and disbursement classes without any watchOS marking), GameKit (iOS-only
# GKSession, GKNotificationBanner, ... unmarked), EventKit (no watchOS availability at all).
DEFAULT_WATCHOS_FRAMEWORKS = [
    "WatchKit", "Foundation", "CloudKit", "Contacts", "CoreData", "CoreLocation", "CoreML", "CoreMotion",
    "HealthKit", "HomeKit", "Intents", "MapKit", "MediaPlayer", "NaturalLanguage", "SceneKit", "SpriteKit",
    "UserNotifications", "WatchConnectivity",
]

# Outlets Interface Builder offers on a framework class that no public header declares (the class
# sets them through a private setter or instance variable), each with where Apple documents it.
# Only documented ones belong here: the headers stay the rule.
INTERFACE_BUILDER_KEYS = {
    "macos": {
        # NSApplicationDelegate's applicationDockMenu(_:) documentation: "you can also connect a menu
        # to the application's dockMenu outlet in Interface Builder" (MainMenu.xib's File's Owner).
        "NSApplication": {"dockMenu"},
    },
    "watchos": {
        # WKUserNotificationInterfaceController's documentation: a static notification interface's
        # label for the notification's message is connected to its notificationAlertLabel outlet.
        "WKUserNotificationInterfaceController": {"notificationAlertLabel"},
    },
}

DEFAULT_MACOS_FROM_IOS = [
    "WebKit", "MapKit", "SceneKit", "SpriteKit", "AVKit", "MetalKit", "GLKit", "PDFKit", "GameKit",
    "AuthenticationServices", "PhotosUI", "ContactsUI", "EventKit", "Contacts", "CoreLocation",
    "AVFoundation", "StoreKit", "QuartzCore",
]

GENERATED_BY = "Scripts/sdk-table/generate.py"

# --------------------------------------------------------------------------------------------
# Platforms
# --------------------------------------------------------------------------------------------

PLATFORM_TITLES = {"ios": "iOS", "tvos": "tvOS", "macos": "macOS", "watchos": "watchOS"}

# Spellings of each platform in availability macros.
PLATFORM_SPELLINGS = {
    "ios": "ios", "iphoneos": "ios", "iOS": "ios",
    "tvos": "tvos", "tvOS": "tvos",
    "macos": "macos", "macosx": "macos", "osx": "macos", "macOS": "macos", "OSX": "macos",
    "watchos": "watchos", "watchOS": "watchos",
    "maccatalyst": "maccatalyst", "macCatalyst": "maccatalyst", "uikitformac": "maccatalyst",
    "visionos": "visionos", "xros": "visionos", "visionOS": "visionos",
    "driverkit": "driverkit",
    "bridgeos": "bridgeos",
}

_TARGET_OS = {
    "ios": dict(IPHONE=1, IOS=1, TV=0, WATCH=0, OSX=0, MAC=1, MACCATALYST=0, UIKITFORMAC=0,
                VISION=0, XR=0, SIMULATOR=0, IPHONE_SIMULATOR=0, EMBEDDED=1, BRIDGE=0,
                DRIVERKIT=0, NANO=0, WIN32=0, WINDOWS=0, UNIX=0, LINUX=0),
    "tvos": dict(IPHONE=1, IOS=0, TV=1, WATCH=0, OSX=0, MAC=1, MACCATALYST=0, UIKITFORMAC=0,
                 VISION=0, XR=0, SIMULATOR=0, IPHONE_SIMULATOR=0, EMBEDDED=1, BRIDGE=0,
                 DRIVERKIT=0, NANO=0, WIN32=0, WINDOWS=0, UNIX=0, LINUX=0),
    "macos": dict(IPHONE=0, IOS=0, TV=0, WATCH=0, OSX=1, MAC=1, MACCATALYST=0, UIKITFORMAC=0,
                  VISION=0, XR=0, SIMULATOR=0, IPHONE_SIMULATOR=0, EMBEDDED=0, BRIDGE=0,
                  DRIVERKIT=0, NANO=0, WIN32=0, WINDOWS=0, UNIX=0, LINUX=0),
    "watchos": dict(IPHONE=1, IOS=0, TV=0, WATCH=1, OSX=0, MAC=1, MACCATALYST=0, UIKITFORMAC=0,
                    VISION=0, XR=0, SIMULATOR=0, IPHONE_SIMULATOR=0, EMBEDDED=1, BRIDGE=0,
                    DRIVERKIT=0, NANO=0, WIN32=0, WINDOWS=0, UNIX=0, LINUX=0),
}

_UNDEFINED = None  # value of a macro that is known to be undefined

_COMMON_MACROS = {
    "__OBJC__": 1, "__OBJC2__": 1, "__BLOCKS__": 1, "__clang__": 1, "__GNUC__": 4,
    "__GNUC_MINOR__": 2, "__clang_major__": 15, "__STDC__": 1, "__STDC_VERSION__": 201112,
    "__LP64__": 1, "__LITTLE_ENDIAN__": 1, "__APPLE__": 1, "__MACH__": 1, "__APPLE_CC__": 6000,
    "__arm64__": 1, "__aarch64__": 1, "__OBJC_BOOL_IS_BOOL": 1,
    "TARGET_RT_LITTLE_ENDIAN": 1, "TARGET_RT_BIG_ENDIAN": 0, "TARGET_RT_64_BIT": 1,
    "TARGET_RT_MAC_MACHO": 1, "TARGET_RT_MAC_CFM": 0, "TARGET_CPU_ARM64": 1, "TARGET_CPU_ARM": 0,
    "TARGET_CPU_X86": 0, "TARGET_CPU_X86_64": 0, "TARGET_CPU_PPC": 0, "TARGET_CPU_PPC64": 0,
    "TARGET_ABI_USES_IOS_VALUES": 1,
    "__cplusplus": _UNDEFINED, "__swift__": _UNDEFINED, "__METAL_VERSION__": _UNDEFINED,
    "__OPENCL_VERSION__": _UNDEFINED, "_WIN32": _UNDEFINED, "_WIN64": _UNDEFINED,
    "__BIG_ENDIAN__": _UNDEFINED, "KERNEL": _UNDEFINED, "DEPLOYMENT_RUNTIME_SWIFT": _UNDEFINED,
    "__STRICT_ANSI__": _UNDEFINED, "__x86_64__": _UNDEFINED, "__i386__": _UNDEFINED,
    "__ppc__": _UNDEFINED, "__ppc64__": _UNDEFINED, "__arm__": _UNDEFINED, "_MSC_VER": _UNDEFINED,
    "__OBJC_GC__": _UNDEFINED, "__INTEL_COMPILER": _UNDEFINED, "__ANDROID__": _UNDEFINED,
    "__linux__": _UNDEFINED, "__DRIVERKIT_19_0": _UNDEFINED, "OBJC_OLD_DISPATCH_PROTOTYPES": 0,
    "__CIKERNEL_METAL_VERSION__": _UNDEFINED, "__WATCH_OS_VERSION_MIN_REQUIRED": _UNDEFINED,
    "__WATCH_OS_VERSION_MAX_ALLOWED": _UNDEFINED, "__DRIVERKIT_VERSION_MIN_REQUIRED": _UNDEFINED,
    "__VISION_OS_VERSION_MIN_REQUIRED": _UNDEFINED,
}

_VERSION_MACROS = {
    "ios": {"__IPHONE_OS_VERSION_MIN_REQUIRED": 120000, "__IPHONE_OS_VERSION_MAX_ALLOWED": 999999,
            "__TV_OS_VERSION_MIN_REQUIRED": _UNDEFINED, "__TV_OS_VERSION_MAX_ALLOWED": _UNDEFINED,
            "__MAC_OS_X_VERSION_MIN_REQUIRED": _UNDEFINED,
            "__MAC_OS_X_VERSION_MAX_ALLOWED": _UNDEFINED},
    "tvos": {"__IPHONE_OS_VERSION_MIN_REQUIRED": 120000, "__IPHONE_OS_VERSION_MAX_ALLOWED": 999999,
             "__TV_OS_VERSION_MIN_REQUIRED": 120000, "__TV_OS_VERSION_MAX_ALLOWED": 999999,
             "__MAC_OS_X_VERSION_MIN_REQUIRED": _UNDEFINED,
             "__MAC_OS_X_VERSION_MAX_ALLOWED": _UNDEFINED},
    "macos": {"__IPHONE_OS_VERSION_MIN_REQUIRED": _UNDEFINED,
              "__IPHONE_OS_VERSION_MAX_ALLOWED": _UNDEFINED,
              "__TV_OS_VERSION_MIN_REQUIRED": _UNDEFINED, "__TV_OS_VERSION_MAX_ALLOWED": _UNDEFINED,
              "__MAC_OS_X_VERSION_MIN_REQUIRED": 101300, "__MAC_OS_X_VERSION_MAX_ALLOWED": 999999,
              "MAC_OS_X_VERSION_MIN_REQUIRED": 101300, "MAC_OS_X_VERSION_MAX_ALLOWED": 999999},
    "watchos": {"__IPHONE_OS_VERSION_MIN_REQUIRED": 120000, "__IPHONE_OS_VERSION_MAX_ALLOWED": 999999,
                "__WATCH_OS_VERSION_MIN_REQUIRED": 50000, "__WATCH_OS_VERSION_MAX_ALLOWED": 999999,
                "__TV_OS_VERSION_MIN_REQUIRED": _UNDEFINED, "__TV_OS_VERSION_MAX_ALLOWED": _UNDEFINED,
                "__MAC_OS_X_VERSION_MIN_REQUIRED": _UNDEFINED,
                "__MAC_OS_X_VERSION_MAX_ALLOWED": _UNDEFINED},
}

_VERSION_CONSTANT = re.compile(r"^__(?:IPHONE|MAC|TVOS|WATCHOS|VISIONOS|MAC_OS_X_VERSION)_(\d+)(?:_(\d+))?(?:_(\d+))?$")

# Function-like names that #if expressions may call; the value for any argument.
_BUILTIN_FUNCTIONS = {
    "__has_include": 1, "__has_include_next": 1, "__has_feature": 1, "__has_extension": 1,
    "__has_attribute": 1, "__has_builtin": 1, "__has_c_attribute": 1, "__has_cpp_attribute": 1,
    "__has_declspec_attribute": 1, "__has_warning": 1, "__building_module": 0,
    "__is_target_environment": 0,
}


def platform_macros(platform: str) -> dict:
    """The macros with a known value (or known to be undefined: None) for `platform`."""
    values = dict(_COMMON_MACROS)
    for name, value in _TARGET_OS[platform].items():
        values["TARGET_OS_" + name] = value
    values.update(_VERSION_MACROS[platform])
    return values


# --------------------------------------------------------------------------------------------
# Source files: comment stripping and directive lists (platform independent, cached)
# --------------------------------------------------------------------------------------------

_COMMENT_OR_LITERAL = re.compile(
    r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
_DIRECTIVE = re.compile(r"^\s*#\s*([A-Za-z_]*)(.*)$", re.S)


def _blank_comment(match: re.Match) -> str:
    text = match.group(0)
    if text.startswith("//"):
        return " "
    if text.startswith("/*"):
        return " " + "\n" * text.count("\n")
    return text


class SourceFile:
    """A header after comment removal, split into lines, with its preprocessor directives."""

    __slots__ = ("path", "lines", "directives", "has_objc", "own_defines", "has_typedef_alias")

    def __init__(self, path: str, text: str):
        self.path = path
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        text = _COMMENT_OR_LITERAL.sub(_blank_comment, text)
        lines = text.split("\n")
        directives = []  # (line index, keyword, rest)
        index = 0
        count = len(lines)
        while index < count:
            line = lines[index]
            stripped = line.lstrip()
            if stripped.startswith("#"):
                start = index
                # Join continuation lines into the directive and blank them.
                while line.endswith("\\") and index + 1 < count:
                    index += 1
                    line = line[:-1] + " " + lines[index]
                    lines[index] = ""
                lines[start] = ""
                match = _DIRECTIVE.match(line)
                if match:
                    directives.append((start, match.group(1), match.group(2).strip()))
            index += 1
        self.lines = lines
        self.directives = directives
        own = set()
        for _, keyword, rest in directives:
            if keyword == "define":
                match = re.match(r"[A-Za-z_]\w*", rest)
                if match:
                    own.add(match.group(0))
        # Type aliases count too: `#if !defined(ASViewController)` + `typedef NSViewController ASViewController;`
        own.update(match.group(2) for match in _TYPEDEF_ALIAS.finditer(text))
        self.own_defines = frozenset(own)
        self.has_objc = "@interface" in text or "@protocol" in text
        self.has_typedef_alias = _TYPEDEF_ALIAS.search(text) is not None


_TYPEDEF_ALIAS = re.compile(r"\btypedef\s+([A-Za-z_]\w*)\s+([A-Za-z_]\w*)\s*;")

_FILE_CACHE: dict[str, SourceFile] = {}


def load_source(path: str) -> SourceFile:
    source = _FILE_CACHE.get(path)
    if source is None:
        with open(path, "rb") as handle:
            text = handle.read().decode("utf-8", errors="replace")
        source = SourceFile(path, text)
        _FILE_CACHE[path] = source
    return source


# --------------------------------------------------------------------------------------------
# Preprocessor
# --------------------------------------------------------------------------------------------

_EXPR_TOKEN = re.compile(
    r"\s*(0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*|[A-Za-z_]\w*|&&|\|\||==|!=|<=|>=|<<|>>|'(?:\\.|[^'])'|\S)")


class _Unknown(Exception):
    pass


class MacroContext:
    """The macros of one platform evaluation: built-in values plus the `#define`s of its headers."""

    def __init__(self, platform: str, sdks=(), borrowed_frameworks=None):
        self.platform = platform
        self.builtins = platform_macros(platform)
        # name -> [set of defining files, body or None for function-like macros]
        self.defines: dict[str, list] = {}
        self.sdks = list(sdks)  # the platform's own SDKs
        self.borrowed_frameworks = dict(borrowed_frameworks or {})  # framework -> SDK read for it
        self.include_cache: dict[str, bool] = {}

    def has_include(self, spelled: str) -> bool:
        """`__has_include(<Framework/Header.h>)`: whether one of the SDKs has that header."""
        cached = self.include_cache.get(spelled)
        if cached is not None:
            return cached
        found = True  # not understood: true
        if self.platform == "watchos" and spelled[1:].startswith("UIKit/"):
            # watchOS's UIKit has no views: the headers test `<UIKit/UIView.h>` to tell (SKVIEW_AVAILABLE).
            found = False
        elif len(spelled) > 2 and spelled[0] in "<\"" and spelled[-1] in ">\"" and self.sdks:
            path = spelled[1:-1]
            found = False
            sdks = self.sdks
            if "/" in path and path.split("/", 1)[0] in self.borrowed_frameworks:
                sdks = [self.borrowed_frameworks[path.split("/", 1)[0]]] + sdks
            for sdk in sdks:
                candidates = []
                if "/" in path and sdk.frameworks_dir:
                    framework, rest = path.split("/", 1)
                    candidates.append(os.path.join(sdk.frameworks_dir, framework + ".framework", "Headers", rest))
                    if sdk.private_dir:
                        candidates.append(os.path.join(sdk.private_dir, framework + ".framework", "Headers", rest))
                if sdk.include_dir:
                    candidates.append(os.path.join(sdk.include_dir, path))
                if any(os.path.isfile(candidate) for candidate in candidates):
                    found = True
                    break
        self.include_cache[spelled] = found
        return found

    def record(self, name: str, body, path: str, function=None):
        entry = self.defines.get(name)
        if entry is None:
            self.defines[name] = [{path}, body, function]
        else:
            entry[0].add(path)
            entry[1] = body
            entry[2] = function

    def expansion(self, name: str, arguments):
        """The tokens an availability-looking macro of the headers expands to, or None."""
        entry = self.defines.get(name)
        if entry is None:
            return None
        if entry[2] is not None:
            parameters, body = entry[2]
        elif entry[1] is not None:
            parameters, body = None, entry[1]
        else:
            return None
        if not _AVAILABILITY_WORDS.search(body):
            return None
        tokens = _TOKEN.findall(body)
        if parameters is not None:
            values = _split_arguments(arguments or [])
            mapping = {}
            variadic = None
            for position, parameter in enumerate(parameters):
                if parameter == "...":
                    variadic = "__VA_ARGS__"
                    rest = values[position:]
                elif parameter.endswith("..."):
                    variadic = parameter[:-3]
                    rest = values[position:]
                else:
                    mapping[parameter] = values[position] if position < len(values) else []
                    continue
                joined = []
                for index, value in enumerate(rest):
                    if index:
                        joined.append(",")
                    joined.extend(value)
                mapping[variadic] = joined
            substituted = []
            for token in tokens:
                if token in mapping:
                    substituted.extend(mapping[token])
                elif token != "#":
                    substituted.append(token)
            tokens = substituted
        pasted = []
        index = 0
        while index < len(tokens):  # token pasting: __MAC_ ## NA -> __MAC_NA
            if tokens[index] == "#" and index + 1 < len(tokens) and tokens[index + 1] == "#":
                index += 2
                if pasted and index < len(tokens):
                    pasted[-1] = pasted[-1] + tokens[index]
                    index += 1
                continue
            pasted.append(tokens[index])
            index += 1
        return pasted

    def collect(self, paths):
        """First pass: run the conditionals of every file and remember its #defines."""
        for path in paths:
            preprocess(load_source(path), self, collect=True)


class _Evaluator:
    def __init__(self, context: MacroContext, local: dict, path: str, own_defines: frozenset):
        self.context = context
        self.local = local
        self.path = path
        self.depth = 0
        self.own_defines = own_defines

    # Lookup: returns ("value", int|None) or ("body", str) or ("function", None) or ("unknown", None)
    def lookup(self, name: str):
        if name in self.local:
            body = self.local[name]
            if body is None:
                return ("function", None)
            return ("body", body)
        builtins = self.context.builtins
        if name in builtins:
            return ("value", builtins[name])
        if name.startswith("TARGET_OS_"):
            return ("value", 0)
        match = _VERSION_CONSTANT.match(name)
        if match:
            major = int(match.group(1))
            minor = int(match.group(2) or 0)
            patch = int(match.group(3) or 0)
            return ("value", major * 10000 + minor * 100 + patch)
        entry = self.context.defines.get(name)
        if entry is not None and (len(entry[0]) > 1 or self.path not in entry[0]):
            if entry[1] is None:
                return ("function", None)
            return ("body", entry[1])
        if name in self.own_defines:
            return ("value", None)  # this file defines it further down (an include guard): not yet
        return ("unknown", None)

    def is_defined(self, name: str) -> bool:
        kind, value = self.lookup(name)
        if kind == "value":
            return value is not None
        return True  # defined somewhere, or unknown (counts as defined)

    def evaluate(self, text: str) -> int:
        tokens = _EXPR_TOKEN.findall(text)
        self.depth += 1
        if self.depth > 40:
            raise _Unknown()
        try:
            parser = _ExprParser(tokens, self)
            value = parser.ternary()
            if parser.index != len(tokens):
                raise _Unknown()
            return value
        finally:
            self.depth -= 1


class _ExprParser:
    _BINARY = [
        ("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", ">", "<=", ">="),
        ("<<", ">>"), ("+", "-"), ("*", "/", "%"),
    ]

    def __init__(self, tokens, evaluator: _Evaluator):
        self.tokens = tokens
        self.index = 0
        self.evaluator = evaluator

    def peek(self):
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self):
        if self.index >= len(self.tokens):
            raise _Unknown()
        token = self.tokens[self.index]
        self.index += 1
        return token

    def expect(self, token):
        if self.take() != token:
            raise _Unknown()

    def ternary(self):
        condition = self.binary(0)
        if self.peek() == "?":
            self.take()
            first = self.ternary()
            self.expect(":")
            second = self.ternary()
            return first if condition else second
        return condition

    def binary(self, level):
        if level == len(self._BINARY):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in self._BINARY[level]:
            operator = self.take()
            right = self.binary(level + 1)
            left = self.apply(operator, left, right)
        return left

    @staticmethod
    def apply(operator, left, right):
        if operator == "||":
            return 1 if (left or right) else 0
        if operator == "&&":
            return 1 if (left and right) else 0
        if operator == "|":
            return left | right
        if operator == "^":
            return left ^ right
        if operator == "&":
            return left & right
        if operator == "==":
            return int(left == right)
        if operator == "!=":
            return int(left != right)
        if operator == "<":
            return int(left < right)
        if operator == ">":
            return int(left > right)
        if operator == "<=":
            return int(left <= right)
        if operator == ">=":
            return int(left >= right)
        if operator == "<<":
            return left << min(right, 64)
        if operator == ">>":
            return left >> min(right, 64)
        if operator == "+":
            return left + right
        if operator == "-":
            return left - right
        if operator == "*":
            return left * right
        if right == 0:
            raise _Unknown()
        if operator == "/":
            return int(left / right)
        return left % right

    def skip_parenthesized(self):
        self.expect("(")
        depth = 1
        while depth:
            token = self.take()
            if token == "(":
                depth += 1
            elif token == ")":
                depth -= 1

    def unary(self):
        token = self.take()
        if token == "!":
            return 0 if self.unary() else 1
        if token == "-":
            return -self.unary()
        if token == "+":
            return self.unary()
        if token == "~":
            return ~self.unary()
        if token == "(":
            value = self.ternary()
            self.expect(")")
            return value
        if token[0].isdigit():
            digits = token.rstrip("uUlL")
            return int(digits, 16) if digits[:2] in ("0x", "0X") else int(digits, 8 if digits.startswith("0") and len(digits) > 1 else 10)
        if token[0] == "'":
            body = token[1:-1]
            return ord(body[-1]) if body else 0
        if token[0].isalpha() or token[0] == "_":
            if token == "defined":
                if self.peek() == "(":
                    self.take()
                    name = self.take()
                    self.expect(")")
                else:
                    name = self.take()
                return 1 if self.evaluator.is_defined(name) else 0
            if self.peek() == "(":
                if token in ("__has_include", "__has_include_next"):
                    start = self.index
                    self.skip_parenthesized()
                    spelled = "".join(self.tokens[start + 1:self.index - 1])
                    return 1 if self.evaluator.context.has_include(spelled) else 0
                if token in _BUILTIN_FUNCTIONS:
                    self.skip_parenthesized()
                    return _BUILTIN_FUNCTIONS[token]
                kind, _ = self.evaluator.lookup(token)
                if kind in ("function", "unknown", "body"):
                    self.skip_parenthesized()
                    return 1
            kind, value = self.evaluator.lookup(token)
            if kind == "value":
                return 0 if value is None else value
            if kind == "body":
                if not value.strip():
                    return 1
                try:
                    return self.evaluator.evaluate(value)
                except (_Unknown, ValueError, RecursionError):
                    return 1
            return 1  # unknown identifier or function-like macro used bare: true
        raise _Unknown()


_DEFINE = re.compile(r"([A-Za-z_]\w*)(\()?(.*)$", re.S)
_AVAILABILITY_WORDS = re.compile(r"AVAILABLE|PROHIBITED|unavailable|availability|_NA\b")


def preprocess(source: SourceFile, context: MacroContext, collect: bool = False):
    """Evaluate the conditionals of `source`; return its active text (None when collecting)."""
    local: dict = {}
    evaluator = _Evaluator(context, local, source.path, source.own_defines)

    def condition(text: str) -> bool:
        text = text.strip()
        if not text:
            return True
        try:
            return bool(evaluator.evaluate(text))
        except (_Unknown, ValueError, RecursionError, IndexError):
            return True

    # Stack entries: [parent_active, a_branch_taken, this_branch_active]
    stack: list[list[bool]] = []
    active = True
    active_ranges = []  # (start line, end line) of active source lines
    range_start = 0
    for line_index, keyword, rest in source.directives:
        was_active = active
        if keyword in ("if", "ifdef", "ifndef"):
            if not active:
                stack.append([False, True, False])
            else:
                if keyword == "if":
                    value = condition(rest)
                else:
                    name_match = re.match(r"[A-Za-z_]\w*", rest)
                    defined = evaluator.is_defined(name_match.group(0)) if name_match else True
                    value = defined if keyword == "ifdef" else not defined
                stack.append([True, value, value])
        elif keyword in ("elif", "elifdef", "elifndef"):
            if stack:
                frame = stack[-1]
                if frame[0] and not frame[1]:
                    if keyword == "elif":
                        value = condition(rest)
                    else:
                        name_match = re.match(r"[A-Za-z_]\w*", rest)
                        defined = evaluator.is_defined(name_match.group(0)) if name_match else True
                        value = defined if keyword == "elifdef" else not defined
                    frame[1] = frame[1] or value
                    frame[2] = value
                else:
                    frame[2] = False
        elif keyword == "else":
            if stack:
                frame = stack[-1]
                frame[2] = frame[0] and not frame[1]
                frame[1] = True
        elif keyword == "endif":
            if stack:
                stack.pop()
        elif active and keyword == "define":
            match = _DEFINE.match(rest)
            if match:
                name = match.group(1)
                function = None
                if match.group(2):
                    body = None
                    parameters, _, function_body = match.group(3).partition(")")
                    function = ([parameter.strip() for parameter in parameters.split(",") if parameter.strip()],
                                function_body.strip())
                else:
                    body = match.group(3).strip()
                local[name] = body
                if collect:
                    context.record(name, body, source.path, function)
        elif active and keyword == "undef":
            name_match = re.match(r"[A-Za-z_]\w*", rest)
            if name_match:
                local.pop(name_match.group(0), None)
        active = all(frame[2] for frame in stack) if stack else True
        if not collect and was_active != active:
            if was_active:
                active_ranges.append((range_start, line_index))
            else:
                range_start = line_index + 1
    if collect:
        return None
    if active:
        active_ranges.append((range_start, len(source.lines)))
    lines = source.lines
    pieces = []
    position = 0
    for start, end in active_ranges:
        if start > position:
            pieces.append("\n" * (start - position - 1))  # inactive lines stay, empty
        pieces.append("\n".join(lines[start:end]))
        position = end
    if position < len(lines):
        pieces.append("\n" * (len(lines) - position - 1))
    return "\n".join(pieces)


# --------------------------------------------------------------------------------------------
# Availability markers
# --------------------------------------------------------------------------------------------

ALL = "*"      # unavailable everywhere
ARC = "arc"    # unavailable in ARC code (members only)

_NAME_PLATFORM_SUFFIXES = [
    ("MACCATALYST", {"maccatalyst"}), ("UIKITFORMAC", {"maccatalyst"}),
    ("TVOS", {"tvos"}), ("WATCHOS", {"watchos"}), ("IOS", {"ios"}), ("IPHONE", {"ios"}),
    ("OSX", {"macos"}), ("MACOS", {"macos"}), ("MAC", {"macos"}),
    ("EMBEDDED", {"ios", "tvos", "watchos"}), ("DESKTOP", {"macos"}),
]


def _platforms_in(tokens) -> set:
    found = set()
    for token in tokens:
        platform = PLATFORM_SPELLINGS.get(token)
        if platform:
            found.add(platform)
    return found


def _platforms_in_name(name: str) -> set:
    parts = name.strip("_").split("_")
    found = set()
    for part in parts:
        for suffix, platforms in _NAME_PLATFORM_SUFFIXES:
            if part == suffix:
                found |= platforms
    return found


def _split_arguments(tokens):
    arguments, current, depth = [], [], 0
    for token in tokens:
        if token in "([{" and len(token) == 1:
            depth += 1
        elif token in ")]}" and len(token) == 1:
            depth -= 1
        if token == "," and depth == 0:
            arguments.append(current)
            current = []
        else:
            current.append(token)
    arguments.append(current)
    return arguments


_NS_AVAILABILITY = re.compile(r"^(?:NS|CF)_(?:[A-Z]+_)*?(AVAILABLE|DEPRECATED)(?:_(IOS|MAC))?$")


class Availability:
    """What availability markers in one declaration say."""

    __slots__ = ("unavailable", "inferred", "explicit")

    def __init__(self):
        self.unavailable: set = set()   # explicit unavailability (platforms, ALL, ARC)
        self.inferred: set = set()      # tvOS/watchOS unavailability inferred from iOS-style macros
        self.explicit: set = set()      # platforms with an explicit availability

    def is_unavailable(self, platform: str, member: bool) -> bool:
        if ALL in self.unavailable or platform in self.unavailable:
            return True
        if member and ARC in self.unavailable:
            return True
        if platform in self.inferred and platform not in self.explicit:
            return True
        if platform == "watchos" and "ios" in self.unavailable and "watchos" not in self.explicit:
            return True  # clang carries an iOS attribute over to watchOS when there is no watchOS one
        return False


def scan_markers(tokens, start: int, end: int, availability: Availability, context=None, depth: int = 0):
    """Read the availability markers among tokens[start:end] into `availability`.

    A name no rule knows that the headers define as a macro mentioning availability
    (`UIKIT_CLASS_AVAILABLE_IOS_ONLY(10_0)`) is expanded and its expansion read instead.
    """
    index = start
    while index < end:
        token = tokens[index]
        first = token[0]
        if not (first.isalpha() or first == "_"):
            index += 1
            continue
        arguments = None
        next_index = index + 1
        if next_index < end and tokens[next_index] == "(":
            close = matching(tokens, next_index, end)
            arguments = tokens[next_index + 1:close]
            next_index = close + 1
        if not classify_marker(token, arguments, availability) and context is not None and depth < 8:
            expansion = context.expansion(token, arguments)
            if expansion:
                scan_markers(expansion, 0, len(expansion), availability, context, depth + 1)
        index = next_index


def classify_marker(name: str, arguments, availability: Availability) -> bool:
    """Read one attribute-like name; return whether a rule knew it (else it may be expanded)."""
    if name == "__attribute__":
        if arguments is not None:
            _classify_attribute(arguments, availability)
        return True
    if name == "SWIFT_AVAILABILITY":
        if arguments:
            parts = _split_arguments(arguments)
            platforms = _platforms_in(parts[0])
            if any("unavailable" in part for part in parts[1:]):
                availability.unavailable |= platforms
            else:
                availability.explicit |= platforms
        return True
    if name == "__unavailable":
        availability.unavailable.add(ALL)
        return True
    if name.upper() != name and not name.startswith("__"):
        return False
    if "UNAVAILABLE" in name or "PROHIBITED" in name:
        if "UNAVAILABLE_BEGIN" in name or "UNAVAILABLE_END" in name:
            return True  # regions are handled by the parser
        if "EXTENSION" in name or "WEAK" in name or "ASYNC" in name:
            return True
        if "SWIFT" in name:
            if name.startswith("SWIFT_UNAVAILABLE"):
                availability.unavailable.add(ALL)
            return True
        if "INIT_UNAVAILABLE" in name:
            return True
        if "AUTOMATED_REFCOUNT" in name or "ARC_UNAVAILABLE" in name:
            availability.unavailable.add(ARC)
            return True
        platforms = _platforms_in(arguments or [])
        if not platforms:
            platforms = _platforms_in_name(name.replace("UNAVAILABLE", "").replace("PROHIBITED", ""))
        if not platforms and name == "__UNAVAILABLE_PUBLIC_IOS":
            platforms = {"ios", "maccatalyst"}
        if platforms:
            availability.unavailable |= platforms
        else:
            availability.unavailable.add(ALL)
        return True
    known = False
    if name.startswith("__TVOS_AVAILABLE") or name.startswith("__TVOS_DEPRECATED"):
        availability.explicit.add("tvos")
        known = True
    if name.startswith("__WATCHOS_AVAILABLE") or name.startswith("__WATCHOS_DEPRECATED"):
        availability.explicit.add("watchos")
        known = True
    if arguments:
        for token in arguments:
            if token == "__MAC_NA":
                availability.unavailable.add("macos")
            elif token == "__IPHONE_NA":
                availability.inferred.update(("ios", "tvos", "watchos"))
            elif token == "__TVOS_NA":
                availability.unavailable.add("tvos")
            elif token == "__WATCHOS_NA":
                availability.unavailable.add("watchos")
            elif token in ("tvos", "tvOS"):
                availability.explicit.add("tvos")
            elif token in ("watchos", "watchOS"):
                availability.explicit.add("watchos")
    if name in _STANDARD_AVAILABILITY or name.startswith(("__OSX_", "__IOS_", "__TVOS_", "__WATCHOS_", "__API_")):
        known = True
    match = _NS_AVAILABILITY.match(name)
    if match:
        kind, suffix = match.group(1), match.group(2)
        if suffix == "IOS":
            availability.unavailable.add("macos")
        elif suffix == "MAC":
            availability.inferred.update(("ios", "tvos", "watchos"))
        elif arguments is not None:
            parts = _split_arguments(arguments)
            mac_parts, ios_parts = [], []
            if kind == "AVAILABLE" and len(parts) >= 2:
                mac_parts, ios_parts = parts[0:1], parts[1:2]
            elif kind == "DEPRECATED" and len(parts) >= 4:
                mac_parts, ios_parts = parts[0:2], parts[2:4]
            if any(part == ["NA"] for part in mac_parts):
                availability.unavailable.add("macos")
            if any(part == ["NA"] for part in ios_parts):
                availability.inferred.update(("ios", "tvos", "watchos"))
        return True
    return known


_STANDARD_AVAILABILITY = {
    "API_AVAILABLE", "API_DEPRECATED", "API_DEPRECATED_WITH_REPLACEMENT", "API_TO_BE_DEPRECATED",
    "API_AVAILABLE_BEGIN", "API_AVAILABLE_END", "API_DEPRECATED_BEGIN", "API_DEPRECATED_END",
}


def _classify_attribute(arguments, availability: Availability):
    # arguments of __attribute__ are "( attr, attr(...) )"
    inner = arguments[1:-1] if arguments and arguments[0] == "(" else arguments
    for part in _split_arguments(inner):
        if not part:
            continue
        if part[0] == "unavailable":
            availability.unavailable.add(ALL)
        elif part[0] == "availability" and len(part) > 2:
            fields = _split_arguments(part[2:-1])
            platforms = _platforms_in(fields[0]) if fields else set()
            if any(field[:1] == ["unavailable"] for field in fields[1:]):
                availability.unavailable |= platforms
            else:
                availability.explicit |= platforms


def region_platforms(name: str, arguments) -> set:
    platforms = _platforms_in(arguments or [])
    if not platforms:
        platforms = _platforms_in_name(name.replace("UNAVAILABLE_BEGIN", ""))
    return platforms or {ALL}


# --------------------------------------------------------------------------------------------
# Objective-C declarations
# --------------------------------------------------------------------------------------------

_TOKEN = re.compile(
    r'[A-Za-z_$][A-Za-z0-9_$]*|@[A-Za-z_]+|@?"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\''
    r'|\.?[0-9][A-Za-z0-9_.]*|\.\.\.|[^\sA-Za-z0-9_$]')

_MACRO_LIKE = re.compile(r"^(?:__\w+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|IBOutlet|IBInspectable|IBAction|IB_DESIGNABLE)$")
_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_NAME_CHARS = re.compile(r"^[A-Za-z0-9_:]+$")

_OPEN = {"(": ")", "[": "]", "{": "}", "<": ">"}


def matching(tokens, index: int, end: int | None = None) -> int:
    """Index of the bracket closing tokens[index] (or the last index if unbalanced)."""
    if end is None:
        end = len(tokens)
    opener = tokens[index]
    closer = _OPEN[opener]
    depth = 0
    while index < end:
        token = tokens[index]
        if token == opener:
            depth += 1
        elif token == closer:
            depth -= 1
            if depth == 0:
                return index
        index += 1
    return end - 1


def is_identifier(token: str) -> bool:
    return bool(_IDENTIFIER.match(token))


def declarator_name(tokens) -> str | None:
    """The declared name in `type name attributes` (a property or an instance variable)."""
    tokens = list(tokens)
    # Drop trailing attributes: `NAME(...)` calls and macro-like bare names, and array bounds.
    while tokens:
        last = tokens[-1]
        if last == ")":
            opener = _open_index(tokens, len(tokens) - 1, "(", ")")
            if opener > 0 and is_identifier(tokens[opener - 1]) and tokens[opener - 1] != "void":
                del tokens[opener - 1:]  # NAME(...) attribute
                continue
            break
        if last == "]":
            opener = _open_index(tokens, len(tokens) - 1, "[", "]")
            del tokens[opener:]
            continue
        if is_identifier(last) and _MACRO_LIKE.match(last) and last not in ("IBOutlet", "IBInspectable") \
                and len(tokens) > 2 and is_identifier(tokens[-2]):
            # `NSString *name NS_REFINED_FOR_SWIFT`, but not the name in `NSUInteger __name`
            del tokens[-1]
            continue
        break
    if not tokens:
        return None
    if tokens[-1] == ")":
        # Block or function pointer: `void (^name)(int)`, `void (NS_SWIFT_SENDABLE ^name)(int)`.
        for index, token in enumerate(tokens):
            if token != "(":
                continue
            cursor = index + 1
            while cursor < len(tokens) and is_identifier(tokens[cursor]):
                cursor += 1  # qualifiers and attribute macros before the caret
            if cursor >= len(tokens) or tokens[cursor] not in ("^", "*"):
                continue
            while cursor < len(tokens) and (tokens[cursor] in ("^", "*") or (
                    is_identifier(tokens[cursor]) and cursor + 1 < len(tokens) and is_identifier(tokens[cursor + 1]))):
                cursor += 1  # carets, stars and qualifiers such as `_Nullable` before the name
            if cursor < len(tokens) and is_identifier(tokens[cursor]):
                return tokens[cursor]
        return None
    # Bit fields: `unsigned int _flag:1`
    depth = 0
    candidate = None
    for token in tokens:
        if token in ("(", "[", "<", "{"):
            depth += 1
        elif token in (")", "]", ">", "}"):
            depth -= 1
        elif depth == 0:
            if token == ":":
                break
            if is_identifier(token):
                candidate = token
    return candidate


def _open_index(tokens, close_index: int, opener: str, closer: str) -> int:
    depth = 0
    index = close_index
    while index >= 0:
        token = tokens[index]
        if token == closer:
            depth += 1
        elif token == opener:
            depth -= 1
            if depth == 0:
                return index
        index -= 1
    return 0


def setter_key(selector: str) -> str | None:
    if not selector.startswith("set") or selector.count(":") != 1 or not selector.endswith(":"):
        return None
    rest = selector[3:-1]
    if not rest or not rest[0].isupper():
        return None
    if len(rest) > 1 and rest[1].isupper():
        return rest
    return rest[0].lower() + rest[1:]


@dataclass
class Members:
    keys: set = field(default_factory=set)
    actions: set = field(default_factory=set)


@dataclass
class ClassInfo:
    name: str
    superclass: str | None = None
    framework: str | None = None
    has_primary: bool = False
    primary_rank: tuple = ()
    borrowed: bool = False
    keys: set = field(default_factory=set)
    actions: set = field(default_factory=set)
    protocols: set = field(default_factory=set)
    category_frameworks: list = field(default_factory=list)


@dataclass
class ProtocolInfo:
    name: str
    inherits: set = field(default_factory=set)
    keys: set = field(default_factory=set)
    actions: set = field(default_factory=set)


class Issues:
    """Header constructs the parser could not make sense of (reported, not fatal)."""

    def __init__(self):
        self.items: list[tuple[str, int, str]] = []

    def add(self, path: str, text: str, token_index: int, message: str):
        line = _line_of_token(text, token_index)
        self.items.append((path, line, message))


def _line_of_token(text: str, token_index: int) -> int:
    for count, match in enumerate(_TOKEN.finditer(text)):
        if count == token_index:
            return text.count("\n", 0, match.start()) + 1
    return 0


class Table:
    """The classes and protocols of one platform, filled by parsing headers."""

    def __init__(self, platform: str):
        self.platform = platform
        self.classes: dict[str, ClassInfo] = {}
        self.protocols: dict[str, ProtocolInfo] = {}
        self.unavailable_classes: set = set()
        self.typedefs: dict[str, str] = {}
        self.issues = Issues()
        self.stats = {"ios_only_unavailability_kept": 0}
        self.ios_only_kept: list = []           # (path, text, token index) for the report
        self.unavailable_when_borrowed: set = set()

    def class_info(self, name: str) -> ClassInfo:
        info = self.classes.get(name)
        if info is None:
            info = ClassInfo(name)
            self.classes[name] = info
        return info

    def protocol_info(self, name: str) -> ProtocolInfo:
        info = self.protocols.get(name)
        if info is None:
            info = ProtocolInfo(name)
            self.protocols[name] = info
        return info


class HeaderParser:
    """Reads the Objective-C declarations of one header's active text into a Table."""

    def __init__(self, table: Table, framework: str, rank: tuple, path: str, text: str, borrowed: bool):
        self.table = table
        self.platform = table.platform
        self.framework = framework
        self.rank = rank
        self.path = path
        self.text = text
        self.borrowed = borrowed
        self.tokens = _TOKEN.findall(text)
        self.regions: list[set] = []
        self.context = getattr(table, "context", None)

    # -- helpers -----------------------------------------------------------------------------

    def in_unavailable_region(self) -> bool:
        for platforms in self.regions:
            if ALL in platforms or self.platform in platforms:
                return True
            if self.platform == "watchos" and "ios" in platforms:
                return True  # as for declarations: iOS unavailability carries over to watchOS
        return False

    def unavailable(self, start: int, end: int, member: bool) -> bool:
        availability = Availability()
        scan_markers(self.tokens, start, end, availability, self.context)
        if self.platform == "tvos" and "ios" in availability.unavailable \
                and "tvos" not in availability.unavailable and "tvos" not in availability.explicit:
            self.table.stats["ios_only_unavailability_kept"] += 1
            self.table.ios_only_kept.append((self.path, self.text, start))
        return availability.is_unavailable(self.platform, member)

    def region_marker(self, index: int):
        """If tokens[index] starts or ends an unavailability region, handle it; return the next index."""
        token = self.tokens[index]
        if "UNAVAILABLE_BEGIN" in token or "PROHIBITED_BEGIN" in token:
            arguments = None
            next_index = index + 1
            if next_index < len(self.tokens) and self.tokens[next_index] == "(":
                close = matching(self.tokens, next_index)
                arguments = self.tokens[next_index + 1:close]
                next_index = close + 1
            self.regions.append(region_platforms(token, arguments))
            return next_index
        if "UNAVAILABLE_END" in token or "PROHIBITED_END" in token:
            if self.regions:
                self.regions.pop()
            return index + 1
        return None

    def issue(self, index: int, message: str):
        self.table.issues.add(self.path, self.text, index, message)

    # -- top level ---------------------------------------------------------------------------

    def parse(self):
        tokens = self.tokens
        count = len(tokens)
        index = 0
        boundary = 0
        while index < count:
            token = tokens[index]
            if token[0] == "@":
                if token == "@interface":
                    index = self.parse_interface(index, boundary)
                    boundary = index
                    continue
                if token == "@protocol":
                    index = self.parse_protocol(index, boundary)
                    boundary = index
                    continue
                if token in ("@class", "@compatibility_alias"):
                    while index < count and tokens[index] != ";":
                        index += 1
                    index += 1
                    boundary = index
                    continue
                if token == "@end":
                    index += 1
                    boundary = index
                    continue
                index += 1
                continue
            if token in (";", "{", "}"):
                index += 1
                boundary = index
                continue
            if token == "typedef" and index + 3 < count and tokens[index + 3] == ";" \
                    and is_identifier(tokens[index + 1]) and is_identifier(tokens[index + 2]):
                self.table.typedefs[tokens[index + 2]] = tokens[index + 1]  # `typedef UIView PDFView;`
            if ("UNAVAILABLE_" in token or "PROHIBITED_" in token) and ("_BEGIN" in token or "_END" in token):
                next_index = self.region_marker(index)
                if next_index is not None:
                    index = next_index
                    boundary = index
                    continue
            index += 1

    def skip_to_end(self, index: int) -> int:
        tokens = self.tokens
        count = len(tokens)
        while index < count and tokens[index] != "@end":
            index += 1
        return index + 1

    def angle_list(self, index: int):
        """Parse `<A, B<C>, D>` at tokens[index]; return (top-level names, parts, next index)."""
        tokens = self.tokens
        close = matching(tokens, index)
        parts = _split_arguments_angle(tokens[index + 1:close])
        names = []
        for part in parts:
            for token in part:
                if is_identifier(token) and token not in ("__covariant", "__contravariant", "__kindof", "id"):
                    names.append(token)
                    break
        return names, parts, close + 1

    def parse_interface(self, index: int, boundary: int) -> int:
        tokens = self.tokens
        count = len(tokens)
        start = index
        index += 1
        if index >= count or not is_identifier(tokens[index]):
            self.issue(start, "@interface without a class name")
            return self.skip_to_end(index)
        name = tokens[index]
        index += 1
        generic_parameters = []
        protocols = []
        if index < count and tokens[index] == "<":
            names, _, after = self.angle_list(index)
            if after < count and tokens[after] in (":", "("):
                generic_parameters = names  # `@interface NSArray<ObjectType> : NSObject`
            else:
                protocols = names           # a root class: `@interface NSObject <NSObject>`
            index = after
        category = None
        superclass = None
        if index < count and tokens[index] == "(":
            close = matching(tokens, index)
            category = "".join(tokens[index + 1:close])
            index = close + 1
        elif index < count and tokens[index] == ":":
            index += 1
            if index < count and is_identifier(tokens[index]):
                superclass = tokens[index]
                index += 1
            else:
                self.issue(start, f"@interface {name} with an unreadable superclass")
            if index < count and tokens[index] == "<":
                names, parts, after = self.angle_list(index)
                if after < count and tokens[after] == "<":
                    index = after  # the first list was the superclass's type arguments
                elif any(token in generic_parameters or token == "*" for part in parts for token in part):
                    index = after
        if index < count and tokens[index] == "<":
            more, _, index = self.angle_list(index)
            protocols += more
        header_unavailable = self.in_unavailable_region() or self.unavailable(boundary, start, member=False)
        is_primary = category is None
        if header_unavailable:
            if is_primary:
                self.table.unavailable_classes.add(name)
                if self.borrowed:
                    self.table.unavailable_when_borrowed.add(name)
            return self.skip_to_end(index)
        info = self.table.class_info(name)
        if is_primary:
            if not info.has_primary or self.rank < info.primary_rank:
                info.has_primary = True
                info.primary_rank = self.rank
                info.superclass = superclass
                info.framework = self.framework
                info.borrowed = self.borrowed
        else:
            info.category_frameworks.append((self.rank, self.framework))
        info.protocols.update(protocols)
        members = Members()
        if index < count and tokens[index] == "{":
            close = matching(tokens, index)
            self.parse_ivars(index + 1, close, members)
            index = close + 1
        index = self.parse_members(index, members, is_protocol=False)
        info.keys |= members.keys
        info.actions |= members.actions
        return index

    def parse_protocol(self, index: int, boundary: int) -> int:
        tokens = self.tokens
        count = len(tokens)
        start = index
        index += 1
        if index >= count or not is_identifier(tokens[index]):
            return index
        name = tokens[index]
        index += 1
        if index < count and tokens[index] in (";", ","):
            while index < count and tokens[index] != ";":
                index += 1
            return index + 1
        inherits = []
        if index < count and tokens[index] == "<":
            inherits, _, index = self.angle_list(index)
        if self.in_unavailable_region() or self.unavailable(boundary, start, member=False):
            return self.skip_to_end(index)
        info = self.table.protocol_info(name)
        info.inherits.update(inherits)
        members = Members()
        index = self.parse_members(index, members, is_protocol=True)
        info.keys |= members.keys
        info.actions |= members.actions
        return index

    # -- members -----------------------------------------------------------------------------

    def parse_ivars(self, start: int, end: int, members: Members):
        tokens = self.tokens
        statement = []
        index = start
        while index < end:
            token = tokens[index]
            if token == "{":
                close = matching(tokens, index, end)
                index = close + 1  # nested struct/union body: skipped
                statement.append("{}")
                continue
            if token[0] == "@":
                index += 1
                continue
            if token == ";":
                self.ivar_statement(statement, members, index)
                statement = []
                index += 1
                continue
            statement.append(token)
            index += 1
        if statement:
            self.ivar_statement(statement, members, end)

    def ivar_statement(self, statement, members: Members, index: int):
        if not statement:
            return
        availability = Availability()
        scan_markers(statement, 0, len(statement), availability, self.context)
        if availability.is_unavailable(self.platform, member=True) or self.in_unavailable_region():
            return
        for part in _split_arguments_angle(statement):
            part = [token for token in part if token != "{}"]
            name = declarator_name(part)
            if name is None:
                continue
            if name.startswith("_"):
                name = name[1:]
            if name and _NAME_CHARS.match(name) and not _MACRO_LIKE.match(name):
                members.keys.add(name)

    def parse_members(self, index: int, members: Members, is_protocol: bool) -> int:
        tokens = self.tokens
        count = len(tokens)
        while index < count:
            token = tokens[index]
            if token == "@end":
                return index + 1
            if token in ("@optional", "@required", "@public", "@private", "@protected", "@package"):
                index += 1
                continue
            if token in ("@interface", "@protocol", "@implementation"):
                self.issue(index, "missing @end before " + token)
                return index
            if ("UNAVAILABLE_" in token or "PROHIBITED_" in token) and ("_BEGIN" in token or "_END" in token):
                next_index = self.region_marker(index)
                if next_index is not None:
                    index = next_index
                    continue
            if token == "@property" or token == "-" or token == "+":
                end = self.statement_end(index)
                if not self.in_unavailable_region():
                    if token == "@property":
                        self.property_statement(index, end, members)
                    elif token == "-":
                        self.method_statement(index, end, members)
                index = end + 1
                continue
            if token in _C_DECLARATION_STARTS or token.endswith("_EXTERN") or token.endswith("_EXPORT"):
                index = self.statement_end(index) + 1  # a C declaration (`typedef NS_ENUM(...) {...};`)
                continue
            # Anything else (declaration macros such as AV_INIT_UNAVAILABLE, `;`): skip a token.
            index += 1
        self.issue(count - 1, "@interface/@protocol without @end")
        return count

    def statement_end(self, index: int) -> int:
        tokens = self.tokens
        count = len(tokens)
        depth = 0
        while index < count:
            token = tokens[index]
            if token in ("(", "[", "{"):
                depth += 1
            elif token in (")", "]", "}"):
                depth -= 1
            elif depth <= 0 and (token == ";" or token == "@end"):
                return index if token == ";" else index - 1
            index += 1
        return count - 1

    def property_statement(self, start: int, end: int, members: Members):
        tokens = self.tokens
        index = start + 1
        if index < end and tokens[index] == "(":
            close = matching(tokens, index, end)
            attributes = _split_arguments(tokens[index + 1:close])
            if any(attribute == ["class"] for attribute in attributes):
                return
            index = close + 1
        if self.unavailable(index, end, member=True):
            return
        for part in _split_arguments_angle(tokens[index:end]):
            name = declarator_name(part)
            if name is None:
                self.issue(start, "property without a readable name")
                continue
            if _NAME_CHARS.match(name):
                members.keys.add(name)

    def method_statement(self, start: int, end: int, members: Members):
        tokens = self.tokens
        index = start + 1
        return_type = ["id"]
        if index < end and tokens[index] == "(":
            close = matching(tokens, index, end)
            return_type = tokens[index + 1:close]
            index = close + 1
        selector_start = index
        parts = []
        if index < end and is_identifier(tokens[index]) and (index + 1 >= end or tokens[index + 1] != ":"):
            parts = [tokens[index]]
            selector = tokens[index]
        else:
            while index < end:
                token = tokens[index]
                if token == ":":
                    label = ""
                elif is_identifier(token) and index + 1 < end and tokens[index + 1] == ":":
                    label = token
                    index += 1
                else:
                    break
                index += 1  # past ':'
                if index < end and tokens[index] == "(":
                    index = matching(tokens, index, end) + 1
                if index < end and is_identifier(tokens[index]):
                    index += 1  # the argument name
                parts.append(label + ":")
            selector = "".join(parts)
        if not parts:
            self.issue(start, "method without a readable selector")
            return
        if self.unavailable(selector_start, end, member=True):
            return
        if not _NAME_CHARS.match(selector):
            return
        type_words = [token for token in return_type if token not in ("oneway",)]
        returns_void = type_words in (["void"], ["IBAction"])
        if not returns_void:
            return
        colons = selector.count(":")
        if colons <= 2:
            members.actions.add(selector)
        key = setter_key(selector)
        if key:
            members.keys.add(key)


_C_DECLARATION_STARTS = {"typedef", "enum", "struct", "union", "extern", "static", "inline", "const"}


def _split_arguments_angle(tokens):
    """Split at top-level commas, counting (), [], {} and <> as nesting."""
    parts, current, depth = [], [], 0
    for token in tokens:
        if token in ("(", "[", "{", "<"):
            depth += 1
        elif token in (")", "]", "}", ">"):
            depth -= 1
        if token == "," and depth == 0:
            parts.append(current)
            current = []
        else:
            current.append(token)
    parts.append(current)
    return [part for part in parts if part]


# --------------------------------------------------------------------------------------------
# SDK layout
# --------------------------------------------------------------------------------------------

def _first_existing(root: str, candidates) -> str | None:
    for candidate in candidates:
        path = os.path.join(root, candidate)
        if os.path.isdir(path):
            return path
    return None


class SDK:
    def __init__(self, root: str):
        self.root = os.path.abspath(root)
        self.name = os.path.basename(self.root.rstrip("/"))
        self.frameworks_dir = _first_existing(self.root, ["System/Library/Frameworks", "Frameworks"])
        self.private_dir = _first_existing(self.root, ["System/Library/PrivateFrameworks", "PrivateFrameworks"])
        self.include_dir = _first_existing(self.root, ["usr/include", "include"])
        self.lib_dir = _first_existing(self.root, ["usr/lib", "lib"])
        self.display_name = _read_display_name(self.root)

    def description(self) -> str:
        if self.display_name:
            return f"{self.name} ({self.display_name} per SDKSettings)"
        return self.name

    def framework_names(self):
        if not self.frameworks_dir:
            return []
        names = []
        for entry in sorted(os.listdir(self.frameworks_dir)):
            if entry.endswith(".framework"):
                names.append(entry[:-len(".framework")])
        return names

    def header_files(self, framework: str) -> list[str]:
        if not self.frameworks_dir:
            return []
        headers = os.path.join(self.frameworks_dir, framework + ".framework", "Headers")
        return _headers_below(headers)

    def objc_headers(self) -> list[str]:
        if not self.include_dir:
            return []
        return _headers_below(os.path.join(self.include_dir, "objc"))

    def tbd_path(self, framework: str) -> str | None:
        if not self.frameworks_dir:
            return None
        base = os.path.join(self.frameworks_dir, framework + ".framework")
        for candidate in (os.path.join(base, framework + ".tbd"),
                          os.path.join(base, "Versions", "Current", framework + ".tbd")):
            if os.path.isfile(candidate):
                return candidate
        versions = os.path.join(base, "Versions")
        if os.path.isdir(versions):
            for version in sorted(os.listdir(versions)):
                candidate = os.path.join(versions, version, framework + ".tbd")
                if os.path.isfile(candidate):
                    return candidate
        return None

    def path_for_install_name(self, install_name: str) -> str | None:
        """The .tbd file for a library's install name, inside this SDK."""
        base, extension = os.path.splitext(install_name)
        stem = base if extension in (".dylib",) else install_name
        mapping = [
            ("/System/Library/Frameworks/", self.frameworks_dir),
            ("/System/Library/PrivateFrameworks/", self.private_dir),
            ("/usr/lib/", self.lib_dir),
        ]
        for prefix, directory in mapping:
            if stem.startswith(prefix) and directory:
                candidate = os.path.join(directory, stem[len(prefix):] + ".tbd")
                if os.path.isfile(candidate):
                    return candidate
        return None


def _headers_below(directory: str) -> list[str]:
    if not os.path.isdir(directory):
        return []
    found = []
    seen = set()
    for root, dirs, files in os.walk(directory, followlinks=True):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".h"):
                path = os.path.join(root, name)
                real = os.path.realpath(path)
                if real not in seen and os.path.isfile(real):
                    seen.add(real)
                    found.append(path)
    return found


def _read_display_name(root: str) -> str | None:
    json_path = os.path.join(root, "SDKSettings.json")
    if os.path.isfile(json_path):
        try:
            with open(json_path, "rb") as handle:
                return json.load(handle).get("DisplayName")
        except (ValueError, OSError):
            pass
    plist_path = os.path.join(root, "SDKSettings.plist")
    if os.path.isfile(plist_path):
        try:
            with open(plist_path, "rb") as handle:
                return plistlib.load(handle).get("DisplayName")
        except Exception:  # malformed plist: no display name
            pass
    return None


# --------------------------------------------------------------------------------------------
# .tbd files
# --------------------------------------------------------------------------------------------

_TBD_PLATFORM = {"ios": {"ios"}, "tvos": {"tvos"}, "macos": {"macos", "macosx", "osx"}, "watchos": {"watchos"}}


class TbdDocument:
    def __init__(self):
        self.install_name = ""
        self.platform = ""
        self.version = 0
        self.classes: set = set()       # exported for the platform asked for
        self.reexports: list = []


def _flow_list(text: str, start: int):
    """Parse a YAML flow sequence `[ a, 'b', c ]` starting at text[start] == '['."""
    end = text.index("]", start)
    items = []
    for item in text[start + 1:end].split(","):
        item = item.strip().strip("'\"")
        if item:
            items.append(item)
    return items, end + 1


_TBD_KEY = re.compile(r"^(\s*)(-\s+)?([A-Za-z0-9_-]+):[ \t]*(.*)$", re.M)


def read_tbd(path: str, platform: str) -> list[TbdDocument]:
    with open(path, "r", encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    documents = []
    for chunk in re.split(r"^---", text, flags=re.M):
        if not chunk.strip() or "install-name" not in chunk:
            continue
        documents.append(_read_tbd_document(chunk, platform))
    return documents


def _read_tbd_document(text: str, platform: str) -> TbdDocument:
    document = TbdDocument()
    first_line = text.split("\n", 1)[0]
    document.version = 4 if first_line.strip() == "!tapi-tbd" else (
        int(first_line.strip()[-1]) if first_line.strip()[-1:].isdigit() else 1)
    wanted = _TBD_PLATFORM[platform]
    section = None
    item_matches = False
    doc_platform_ok = False
    for match in _TBD_KEY.finditer(text):
        indent, dash, key, value = match.group(1), match.group(2), match.group(3), match.group(4)
        level = len(indent)
        if level == 0 and not dash:
            section = key
            if key == "install-name":
                document.install_name = value.strip().strip("'\"")
            elif key == "platform":
                document.platform = value.strip()
                doc_platform_ok = document.platform in wanted
            elif key == "tbd-version":
                try:
                    document.version = int(value.strip())
                except ValueError:
                    pass
            continue
        if section not in ("exports", "reexported-libraries"):
            continue
        value_start = match.start(4)
        if key in ("targets", "archs") and dash:
            if key == "targets":
                targets, _ = _flow_list(text, text.index("[", value_start))
                item_matches = any(target.split("-", 1)[-1] in wanted for target in targets)
            else:
                item_matches = doc_platform_ok
            continue
        if not item_matches:
            continue
        if section == "reexported-libraries" and key == "libraries":
            names, _ = _flow_list(text, text.index("[", value_start))
            document.reexports.extend(names)
        elif section == "exports" and key == "re-exports":
            names, _ = _flow_list(text, text.index("[", value_start))
            document.reexports.extend(names)
        elif section == "exports" and key == "objc-classes":
            names, _ = _flow_list(text, text.index("[", value_start))
            for name in names:
                if document.version <= 2 and name.startswith("_"):
                    name = name[1:]
                document.classes.add(name)
        elif section == "exports" and key in ("symbols", "weak-def-symbols", "weak-symbols"):
            names, _ = _flow_list(text, text.index("[", value_start))
            for name in names:
                if name.startswith("_OBJC_CLASS_$_"):
                    document.classes.add(name[len("_OBJC_CLASS_$_"):])
    return document


def tbd_classes(sdk: SDK, path: str, platform: str) -> set:
    """The classes a public framework's .tbd exports for `platform`, with re-exported private libraries."""
    documents = read_tbd(path, platform)
    inline = {document.install_name: document for document in documents}
    classes: set = set()
    visited: set = set()

    def visit(document: TbdDocument):
        if document.install_name in visited:
            return
        visited.add(document.install_name)
        classes.update(document.classes)
        for library in document.reexports:
            if library.startswith("/System/Library/Frameworks/"):
                continue  # another public framework: listed under its own name
            target = inline.get(library)
            if target is None:
                other = sdk.path_for_install_name(library)
                if other is None:
                    continue
                for candidate in read_tbd(other, platform):
                    if candidate.install_name == library:
                        target = candidate
                    inline.setdefault(candidate.install_name, candidate)
            if target is not None:
                visit(target)

    if documents:
        visit(documents[0])
    return classes


# --------------------------------------------------------------------------------------------
# Units and platforms
# --------------------------------------------------------------------------------------------

@dataclass
class Unit:
    """One framework's headers read for one platform."""
    framework: str
    sdk: SDK
    headers: list
    borrowed: bool = False   # read from another platform's SDK


_TVOS_AVAILABILITY_HINT = re.compile(r"\btvos\s*\(\s*[0-9]|__TVOS_(?:AVAILABLE|DEPRECATED)\s*\(\s*[0-9]|__TVOS_[0-9]")


def framework_exists_on_tvos(unit: Unit) -> bool:
    for path in unit.headers:
        with open(path, "rb") as handle:
            text = handle.read().decode("utf-8", errors="replace")
        if _TVOS_AVAILABILITY_HINT.search(text):
            return True
    return False


_WATCHOS_AVAILABILITY_HINT = re.compile(
    r"\bwatchos\s*\(\s*[0-9]|__WATCHOS_(?:AVAILABLE|DEPRECATED)\s*\(\s*[0-9]|__WATCHOS_[0-9]"
    r"|\b[A-Z][A-Z0-9]*_(?:AVAILABLE|DEPRECATED)(?:_[A-Z0-9]+)*?_WATCHOS\w*\s*\(\s*[0-9]")


def framework_exists_on_watchos(unit: Unit) -> bool:
    """Whether a framework's (iOS) headers carry at least one explicit watchOS availability."""
    for path in unit.headers:
        with open(path, "rb") as handle:
            text = handle.read().decode("utf-8", errors="replace")
        if _WATCHOS_AVAILABILITY_HINT.search(text):
            return True
    return False


def resolve_listed_units(sdks: list[SDK], names) -> tuple[dict, dict]:
    """Per listed framework name: the unit from the first SDK with its headers, and the first .tbd."""
    units: dict[str, Unit] = {}
    tbds: dict[str, tuple] = {}
    for name in names:
        for sdk in sdks:
            headers = sdk.header_files(name)
            if headers:
                units[name] = Unit(name, sdk, headers)
                break
        for sdk in sdks:
            path = sdk.tbd_path(name)
            if path:
                tbds[name] = (sdk, path)
                break
    return units, tbds


def resolve_units(sdks: list[SDK]) -> tuple[dict, dict]:
    """Per framework name: the unit from the first SDK with its headers, and the first .tbd."""
    units: dict[str, Unit] = {}
    tbds: dict[str, tuple] = {}
    names = sdks[0].framework_names() if sdks else []
    for name in names:
        for sdk in sdks:
            headers = sdk.header_files(name)
            if headers:
                units[name] = Unit(name, sdk, headers)
                break
        for sdk in sdks:
            path = sdk.tbd_path(name)
            if path:
                tbds[name] = (sdk, path)
                break
    return units, tbds


def objc_unit(sdks: list[SDK]) -> Unit | None:
    for sdk in sdks:
        headers = sdk.objc_headers()
        if headers:
            return Unit("ObjectiveC", sdk, headers)
    return None


@dataclass
class PlatformResult:
    platform: str
    lines: list
    description: str
    class_count: int
    tbd_only_count: int
    category_only: list
    dropped_borrowed: list
    framework_bytes: dict
    issues: list
    stats: dict
    resolved_superclasses: list = field(default_factory=list)
    mapped_superclasses: list = field(default_factory=list)
    kept_despite_borrowed: list = field(default_factory=list)
    ios_only_unavailable: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    category_only_dropped: list = field(default_factory=list)


def build_platform(platform: str, own_units: list[Unit], borrowed_units: list[Unit],
                   tbd_sources: dict, log) -> Table:
    all_units = own_units + borrowed_units
    sdks = []
    for unit in own_units:
        if unit.sdk not in sdks:
            sdks.append(unit.sdk)
    borrowed_frameworks = {unit.framework: unit.sdk for unit in borrowed_units}
    context = MacroContext(platform, sdks, borrowed_frameworks)
    started = time.time()
    context.collect(path for unit in all_units for path in unit.headers)
    log(f"  {PLATFORM_TITLES[platform]}: {len(context.defines)} macros collected in {time.time() - started:.1f}s")
    table = Table(platform)
    table.context = context
    started = time.time()
    for order, unit in enumerate(all_units):
        rank = (1 if unit.borrowed else 0, 0 if unit.framework == "ObjectiveC" else 1, unit.framework)
        for path in unit.headers:
            source = load_source(path)
            if not source.has_objc:
                if source.has_typedef_alias:
                    text = preprocess(source, context)
                    for match in _TYPEDEF_ALIAS.finditer(text):
                        table.typedefs.setdefault(match.group(2), match.group(1))
                continue
            text = preprocess(source, context)
            if "@interface" not in text and "@protocol" not in text:
                continue
            HeaderParser(table, unit.framework, rank, path, text, unit.borrowed).parse()
    log(f"  {PLATFORM_TITLES[platform]}: headers parsed in {time.time() - started:.1f}s")
    table.tbd_sources = tbd_sources
    table.context = context
    return table


UIKIT_TO_APPKIT = {
    "UIView": "NSView", "UIViewController": "NSViewController", "UIControl": "NSControl",
    "UIResponder": "NSResponder",
}


def finish_platform(table: Table, description: str, log) -> PlatformResult:
    platform = table.platform
    classes = table.classes

    # Superclasses spelled through a typedef or an object-like macro (`PDFKitPlatformView`).
    context = getattr(table, "context", None)
    resolved = []
    for name, info in classes.items():
        superclass = info.superclass
        seen = set()
        while superclass is not None and superclass not in classes and superclass not in seen:
            seen.add(superclass)
            alias = table.typedefs.get(superclass)
            if alias is None and context is not None:
                entry = context.defines.get(superclass)
                if entry is not None and entry[1] and _IDENTIFIER.match(entry[1].strip()):
                    alias = entry[1].strip()
            if alias is None:
                break
            superclass = alias
        if superclass != info.superclass and superclass in classes:
            resolved.append(f"{name}: {info.superclass} -> {superclass}")
            info.superclass = superclass

    # Borrowed macOS classes whose iOS header names a UIKit superclass without a platform
    # condition (SCNView, MTKView): the AppKit counterpart.
    mapped = []
    if platform == "macos":
        for name, info in classes.items():
            if info.borrowed and info.superclass in UIKIT_TO_APPKIT and info.superclass not in classes:
                mapped.append(f"{name}: {info.superclass} -> {UIKIT_TO_APPKIT[info.superclass]}")
                info.superclass = UIKIT_TO_APPKIT[info.superclass]

    # Borrowed classes must reach a root class through classes of the platform. On watchOS, whose
    # headers all come from iOS SDKs, every class must.
    dropped = []
    changed = True
    while changed:
        changed = False
        for name, info in list(classes.items()):
            if not info.has_primary or not (info.borrowed or platform == "watchos"):
                continue
            chain = set()
            current = info
            ok = True
            while current.superclass is not None:
                if current.name in chain:
                    break
                chain.add(current.name)
                parent = classes.get(current.superclass)
                if parent is None or not parent.has_primary:
                    ok = False
                    break
                current = parent
            if not ok:
                dropped.append(f"{name} ({info.framework}, superclass {info.superclass})")
                del classes[name]
                changed = True

    # Protocol members, recursively.
    # The NSObject protocol's members are flattened into root classes only: every other class
    # inherits them from its root class's line anyway.
    protocol_cache: dict[tuple, tuple] = {}

    def protocol_members(name: str, visiting: set, is_root: bool):
        if name in protocol_cache.get(is_root, {}):
            return protocol_cache[is_root][name]
        info = table.protocols.get(name)
        if info is None or name in visiting or (name == "NSObject" and not is_root):
            return (frozenset(), frozenset())
        visiting = visiting | {name}
        keys = set(info.keys)
        actions = set(info.actions)
        for parent in info.inherits:
            parent_keys, parent_actions = protocol_members(parent, visiting, is_root)
            keys |= parent_keys
            actions |= parent_actions
        result = (frozenset(keys), frozenset(actions))
        protocol_cache.setdefault(is_root, {})[name] = result
        return result

    # .tbd-only classes
    tbd_classes_by_framework: dict[str, str] = {}
    for framework in sorted(table.tbd_sources):
        sdk, path = table.tbd_sources[framework]
        for name in sorted(tbd_classes(sdk, path, platform)):
            tbd_classes_by_framework.setdefault(name, framework)

    lines = []
    framework_bytes: dict[str, int] = {}
    category_only = []
    category_only_dropped = []
    tbd_only = 0
    names = set(classes) | set(tbd_classes_by_framework)
    for name in sorted(names, key=lambda value: value.encode()):
        if not _NAME_CHARS.match(name) or ":" in name:
            continue
        info = classes.get(name)
        if info is None:
            if name.startswith("_") or name in table.unavailable_classes:
                continue
            framework = tbd_classes_by_framework[name]
            line = f"{name} ? {framework}"
            tbd_only += 1
        else:
            if not info.has_primary and name in table.unavailable_classes:
                continue
            if not info.has_primary and platform == "watchos" and name not in tbd_classes_by_framework:
                # A category on a class of a framework not read for watchOS (UIKit's UIImage):
                # nothing says the class exists on watchOS.
                category_only_dropped.append(f"{name} ({sorted(info.category_frameworks)[0][1]})")
                continue
            keys = set(info.keys)
            actions = set(info.actions)
            is_root = info.has_primary and info.superclass is None
            for protocol in info.protocols:
                protocol_keys, protocol_actions = protocol_members(protocol, set(), is_root)
                keys |= protocol_keys
                actions |= protocol_actions
            keys |= INTERFACE_BUILDER_KEYS.get(platform, {}).get(name, set())
            keys = sorted({key for key in keys if _NAME_CHARS.match(key) and ":" not in key}, key=str.encode)
            actions = sorted({action for action in actions if _NAME_CHARS.match(action)}, key=str.encode)
            if info.has_primary:
                superclass = info.superclass or "-"
                framework = info.framework
            else:
                superclass = "?"
                framework = tbd_classes_by_framework.get(name) or sorted(info.category_frameworks)[0][1]
                category_only.append(f"{name} ({framework})")
            line = f"{name} {superclass} {framework};{' '.join(keys)};{' '.join(actions)}"
        lines.append(line)
        framework_bytes[framework] = framework_bytes.get(framework, 0) + len(line) + 1
    issues = [f"{path}:{line}: {message}" for path, line, message in table.issues.items]
    kept_despite_borrowed = sorted(
        f"{name} ({classes[name].framework})" for name in table.unavailable_when_borrowed
        if name in classes and classes[name].has_primary and not classes[name].borrowed)
    ios_only = [f"{path}:{_line_of_token(text, index)}" for path, text, index in table.ios_only_kept]
    return PlatformResult(platform, lines, description, len(lines), tbd_only, category_only, dropped,
                          framework_bytes, issues, dict(table.stats), resolved, mapped,
                          kept_despite_borrowed, ios_only, category_only_dropped=category_only_dropped)


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------

# A part file holds at most this many lines of the table (the house's files stay under 600 lines,
# nine of which are the part's own), and a folder at most this many part files.
PART_LINES = 590
FOLDER_PARTS = 12


def part_layout(title: str, line_count: int) -> list[tuple[str, int, int]]:
    """The parts of a table of `line_count` lines: (folder, first line, end line) each, in order.

    Parts are as even as PART_LINES allows; a platform of up to FOLDER_PARTS parts has one folder
    named after it, a larger one folders `<title>-1`, `<title>-2`, ... as even as FOLDER_PARTS allows.
    """
    if line_count == 0:
        return []
    parts = -(-line_count // PART_LINES)
    folders = -(-parts // FOLDER_PARTS)
    layout = []
    for index in range(parts):
        first = line_count * index // parts
        end = line_count * (index + 1) // parts
        folder = title if folders == 1 else f"{title}-{index * folders // parts + 1}"
        layout.append((folder, first, end))
    return layout


def render(results: list[PlatformResult]) -> dict[str, str]:
    """The Swift files, by path relative to the output folder: `SDKTable+Parts.swift`, which lists
    each platform's parts as `static let <Platform>Parts: [StaticString]`, and the parts themselves,
    `<folder>/SDKTable+<Platform><NN>.swift`, each a `static let <Platform><NN>: StaticString` of at
    most PART_LINES lines of the table.

    `watchOSParts` is always there (empty without `--watchos`): the Swift side reads it.
    """
    has_watchos = any(result.platform == "watchos" for result in results)
    # swift-format would indent the lines of the string literals, which the binary search reads as
    # they are; the files are data, so the formatter leaves them alone.
    header = ["// swift-format-ignore-file",
              f"// This file is generated by {GENERATED_BY}; do not edit it, run the script again."]
    files = {}
    index = list(header)
    for result in results:
        title = PLATFORM_TITLES[result.platform]
        index.append(f"// {title}: {result.description}; {result.class_count} classes "
                     f"({result.class_count - result.tbd_only_count} from headers, {result.tbd_only_count} only in .tbd files)")
    if not has_watchos:
        index.append("// watchOS: no SDK given (--watchos); 0 classes")
    index.append("")
    index.append("extension SDKTable {")
    for position, result in enumerate(results):
        title = PLATFORM_TITLES[result.platform]
        layout = part_layout(title, len(result.lines))
        names = [f"{title}{number:02d}" for number in range(1, len(layout) + 1)]
        if position:
            index.append("")
        index.append(f"    /// The {title} classes: {result.description}.")
        index.append(f"    static let {title}Parts: [StaticString] = [{', '.join(names)}]")
        for name, (folder, first, end) in zip(names, layout):
            lines = result.lines[first:end]
            first_name = lines[0].split(" ", 1)[0]
            last_name = lines[-1].split(" ", 1)[0]
            part = list(header)
            part += ["", "extension SDKTable {",
                     f"    /// The {title} classes from `{first_name}` to `{last_name}`, part {name[len(title):]} "
                     f"of {len(layout):02d} (`{title}Parts`).",
                     f"    static let {name}: StaticString = \"\"\""]
            part += lines
            part += ["\"\"\"", "}"]
            files[f"{folder}/SDKTable+{name}.swift"] = "\n".join(part) + "\n"
    if not has_watchos:
        if results:
            index.append("")
        index.append("    /// The watchOS classes: none (no --watchos SDK given).")
        index.append("    static let watchOSParts: [StaticString] = []")
    index.append("}")
    files["SDKTable+Parts.swift"] = "\n".join(index) + "\n"
    return files


def write_files(folder: str, files: dict[str, str]) -> None:
    """Write `files` into `folder`, after removing the files an earlier run wrote there (the
    `SDKTable+*.swift` files at its top and one folder down, and the folders that leaves empty)."""
    os.makedirs(folder, exist_ok=True)
    for entry in sorted(os.listdir(folder)):
        path = os.path.join(folder, entry)
        if os.path.isdir(path) and not os.path.islink(path):
            for inner in os.listdir(path):
                if inner.startswith("SDKTable+") and inner.endswith(".swift"):
                    os.remove(os.path.join(path, inner))
            if not os.listdir(path):
                os.rmdir(path)
        elif entry.startswith("SDKTable+") and entry.endswith(".swift"):
            os.remove(path)
    for relative, text in sorted(files.items()):
        path = os.path.join(folder, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="ascii", newline="\n") as handle:
            handle.write(text)


def describe(sdks: list[SDK], units: dict, extra: str = "") -> str:
    if not sdks:
        return "no SDK"
    text = sdks[0].description()
    for sdk in sdks[1:]:
        names = sorted(name for name, unit in units.items() if unit.sdk is sdk)
        if names:
            text += f", frameworks without headers there from {sdk.description()} ({' '.join(names)})"
    return text + extra


def generate(ios_roots, tvos_roots, macos_roots, macos_from_ios, log=lambda message: None,
             watchos_roots=(), watchos_frameworks=None):
    """Build the results of every platform with at least one SDK; return them in iOS, tvOS, macOS,
    watchOS order."""
    if watchos_frameworks is None:
        watchos_frameworks = DEFAULT_WATCHOS_FRAMEWORKS
    ios_sdks = [SDK(root) for root in ios_roots]
    tvos_sdks = [SDK(root) for root in tvos_roots]
    macos_sdks = [SDK(root) for root in macos_roots]
    ios_units, ios_tbds = resolve_units(ios_sdks)
    results = []

    def ordered(units: dict, objc: Unit | None) -> list[Unit]:
        listed = [objc] if objc else []
        listed += [units[name] for name in sorted(units)]
        return listed

    if ios_sdks:
        started = time.time()
        ios_tbds = {name: value for name, value in ios_tbds.items() if name in ios_units}
        table = build_platform("ios", ordered(ios_units, objc_unit(ios_sdks)), [], ios_tbds, log)
        results.append(finish_platform(table, describe(ios_sdks, ios_units), log))
        older_only = sorted({name for sdk in ios_sdks[1:] for name in sdk.framework_names()
                             if sdk.header_files(name)} - set(ios_units))
        results[-1].notes = ["frameworks with headers only in older iOS SDKs (not read): " + " ".join(older_only)]
        log(f"  iOS done in {time.time() - started:.1f}s")

    if tvos_sdks:
        started = time.time()
        tvos_units, tvos_tbds = resolve_units(tvos_sdks)
        borrowed = []
        borrowed_names = []
        not_borrowed = []
        for name in sorted(ios_units):
            unit = ios_units[name]
            if name in tvos_units or framework_exists_on_tvos(unit):
                borrowed.append(Unit(name, unit.sdk, unit.headers, borrowed=True))
                borrowed_names.append(name)
            else:
                not_borrowed.append(name)
        ios_objc = objc_unit(ios_sdks)
        if ios_objc:
            borrowed.insert(0, Unit("ObjectiveC", ios_objc.sdk, ios_objc.headers, borrowed=True))
        tvos_tbds = {name: value for name, value in tvos_tbds.items() if name in tvos_units or name in borrowed_names}
        table = build_platform("tvos", ordered(tvos_units, objc_unit(tvos_sdks)), borrowed, tvos_tbds, log)
        extra = ""
        if ios_sdks:
            extra = (f", plus the iOS headers ({', '.join(sdk.name for sdk in ios_sdks)}) evaluated for tvOS "
                     f"for {len(borrowed_names)} frameworks that exist on tvOS")
        results.append(finish_platform(table, describe(tvos_sdks, tvos_units, extra), log))
        results[-1].notes = [
            "iOS frameworks read for tvOS: " + " ".join(borrowed_names),
            "iOS frameworks not read for tvOS (no tvOS headers, no tvOS availability): " + " ".join(not_borrowed),
        ]
        log(f"  tvOS done in {time.time() - started:.1f}s")

    if macos_sdks:
        started = time.time()
        macos_units, macos_tbds = resolve_units(macos_sdks)
        borrowed = []
        for name in macos_from_ios:
            if name in macos_units or name not in ios_units:
                continue
            unit = ios_units[name]
            borrowed.append(Unit(name, unit.sdk, unit.headers, borrowed=True))
        macos_tbds = {name: value for name, value in macos_tbds.items() if name in macos_units}
        table = build_platform("macos", ordered(macos_units, objc_unit(macos_sdks)), borrowed, macos_tbds, log)
        extra = ""
        if borrowed:
            extra = (f", plus {' '.join(unit.framework for unit in borrowed)} from the iOS headers "
                     f"({', '.join(sorted({unit.sdk.name for unit in borrowed}))}) evaluated for macOS")
        results.append(finish_platform(table, describe(macos_sdks, macos_units, extra), log))
        skipped = [name for name in macos_from_ios if name in macos_units or name not in ios_units]
        results[-1].notes = ["--macos-from-ios frameworks read from the macOS SDK or missing from the iOS SDK: "
                             + " ".join(skipped)]
        log(f"  macOS done in {time.time() - started:.1f}s")

    watchos_sdks = [SDK(root) for root in watchos_roots]
    if watchos_sdks:
        results.append(generate_watchos(watchos_sdks, watchos_frameworks, log))
    return results


def generate_watchos(sdks: list[SDK], frameworks, log) -> PlatformResult:
    """The watchOS table from (iOS) SDKs: the listed frameworks that exist on watchOS, evaluated for watchOS."""
    started = time.time()
    listed = list(dict.fromkeys(frameworks))
    units, tbds = resolve_listed_units(sdks, listed)
    read, missing, not_on_watchos = {}, [], []
    for name in listed:
        unit = units.get(name)
        if unit is None:
            missing.append(name)
        elif framework_exists_on_watchos(unit):
            read[name] = unit
        else:
            not_on_watchos.append(name)
    objc = objc_unit(sdks)
    own = ([objc] if objc else []) + [read[name] for name in sorted(read)]
    tbds = {name: value for name, value in tbds.items() if name in read}
    table = build_platform("watchos", own, [], tbds, log)
    by_sdk: dict = {}
    for unit in own:
        by_sdk.setdefault(unit.sdk, []).append(unit.framework)
    description = "; ".join(f"{' '.join(names)} from {sdk.description()}" for sdk, names in by_sdk.items()) \
        if by_sdk else "no framework headers"
    description += ", evaluated for watchOS"
    if not any(tbd_classes(sdk, path, "watchos") for sdk, path in tbds.values()):
        description += " (no watchOS .tbd exports)"
    result = finish_platform(table, description, log)
    result.notes = [
        "frameworks read for watchOS: " + " ".join(unit.framework for unit in own),
        "listed frameworks without headers in the --watchos SDKs: " + " ".join(missing),
        "listed frameworks without any explicit watchOS availability (not read): " + " ".join(not_on_watchos),
    ]
    log(f"  watchOS done in {time.time() - started:.1f}s")
    return result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Generate the SDK table's Swift files from SDK headers and .tbd files.")
    parser.add_argument("--ios", action="append", default=[], metavar="SDKDIR",
                        help="an iOS SDK folder; repeat, newest first")
    parser.add_argument("--tvos", action="append", default=[], metavar="SDKDIR",
                        help="a tvOS SDK folder; repeat, newest first")
    parser.add_argument("--macos", action="append", default=[], metavar="SDKDIR",
                        help="a macOS SDK folder; repeat, newest first")
    parser.add_argument("--macos-from-ios", action="append", default=None, metavar="FRAMEWORK",
                        help="a framework to read from the iOS headers for macOS when no macOS SDK has it "
                             f"(repeatable; default: {' '.join(DEFAULT_MACOS_FROM_IOS)})")
    parser.add_argument("--watchos", action="append", default=[], metavar="SDKDIR",
                        help="an SDK folder to read the watchOS table from (an iOS SDK with WatchKit's headers, "
                             "such as iPhoneOS12.4.sdk); repeat, newest first")
    parser.add_argument("--watchos-framework", action="append", default=None, metavar="FRAMEWORK",
                        help="a framework to read for watchOS if its headers carry a watchOS availability "
                             f"(repeatable; default: {' '.join(DEFAULT_WATCHOS_FRAMEWORKS)})")
    parser.add_argument("--output", required=True, metavar="FOLDER",
                        help="the folder of the Swift files to write (the SDKTable+ files an earlier run wrote there are replaced)")
    parser.add_argument("--report", metavar="PATH", help="also write a report (sizes, dropped classes, issues)")
    parser.add_argument("--quiet", action="store_true")
    arguments = parser.parse_args(argv)
    if not (arguments.ios or arguments.tvos or arguments.macos or arguments.watchos):
        parser.error("give at least one of --ios, --tvos, --macos, --watchos")
    macos_from_ios = arguments.macos_from_ios if arguments.macos_from_ios is not None else DEFAULT_MACOS_FROM_IOS
    watchos_frameworks = (arguments.watchos_framework if arguments.watchos_framework is not None
                          else DEFAULT_WATCHOS_FRAMEWORKS)

    def log(message):
        if not arguments.quiet:
            print(message, file=sys.stderr)

    started = time.time()
    results = generate(arguments.ios, arguments.tvos, arguments.macos, macos_from_ios, log,
                       arguments.watchos, watchos_frameworks)
    files = render(results)
    write_files(arguments.output, files)
    report = report_text(results, sum(len(text.encode()) for text in files.values()), time.time() - started)
    if arguments.report:
        with open(arguments.report, "w", encoding="utf-8") as handle:
            handle.write(report)
    log(report if arguments.report is None else report.split("\n== ", 1)[0])
    return 0


def report_text(results: list[PlatformResult], total_bytes: int, seconds: float) -> str:
    lines = [f"total {total_bytes} bytes in {seconds:.1f}s"]
    for result in results:
        block = sum(len(line) + 1 for line in result.lines)
        lines.append(f"{PLATFORM_TITLES[result.platform]}: {result.class_count} classes "
                     f"({result.tbd_only_count} .tbd only, {len(result.category_only)} category only), "
                     f"{block} bytes; {len(result.dropped_borrowed)} borrowed classes dropped; "
                     f"{len(result.issues)} parser issues; {result.stats}")
    for result in results:
        lines.extend(f"{PLATFORM_TITLES[result.platform]}: {note}" for note in result.notes)
    for result in results:
        title = PLATFORM_TITLES[result.platform]
        lines.append(f"\n== {title} bytes per framework")
        for framework, size in sorted(result.framework_bytes.items(), key=lambda item: -item[1]):
            lines.append(f"{framework} {size}")
        lines.append(f"\n== {title} borrowed classes dropped (superclass chain not on {title})")
        lines.extend(result.dropped_borrowed)
        lines.append(f"\n== {title} superclasses spelled through a typedef or macro")
        lines.extend(result.resolved_superclasses)
        lines.append(f"\n== {title} borrowed classes given the AppKit counterpart of their UIKit superclass")
        lines.extend(result.mapped_superclasses)
        if result.platform == "tvos":
            lines.append(f"\n== {title} classes the tvOS SDK declares although the iOS headers mark them unavailable on tvOS")
            lines.extend(result.kept_despite_borrowed)
            lines.append(f"\n== {title} declarations marked unavailable on iOS only (kept on tvOS)")
            lines.extend(result.ios_only_unavailable)
        lines.append(f"\n== {title} classes with categories only")
        lines.extend(result.category_only)
        if result.platform == "watchos":
            lines.append(f"\n== {title} classes with categories only, left out (class not read for watchOS)")
            lines.extend(result.category_only_dropped)
        lines.append(f"\n== {title} parser issues")
        lines.extend(result.issues)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
