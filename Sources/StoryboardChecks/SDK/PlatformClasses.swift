import StoryboardModel

/// The actions the responder chain delivers whatever the app's classes: an action sent to the First
/// Responder with one of these needs no class of the app. (The SDK's classes themselves, their
/// superclasses, keys and actions, are ``SDKTable``'s.)
enum PlatformClasses {
    /// The standard actions the responder chain delivers (edit menu, undo, window and text
    /// commands): an action sent to the First Responder with one of these needs no app class.
    static func isResponderAction(_ selector: String, platform: StoryboardPlatform) -> Bool {
        responderActions.contains(selector)
            || (platform == .appKit ? appKitResponderActions : uiKitResponderActions).contains(selector)
    }

    private static let responderActions: Set<String> = [
        "copy:", "cut:", "paste:", "delete:", "selectAll:", "undo:", "redo:", "select:", "find:",
        "findNext:", "findPrevious:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "increaseSize:",
        "decreaseSize:", "pasteAndMatchStyle:", "print:", "printDocument:", "startDictation:",
    ]

    private static let uiKitResponderActions: Set<String> = [
        "pasteAndGo:", "pasteAndSearch:", "useSelectionForFind:", "findAndReplace:", "captureTextFromCamera:",
        "rename:", "duplicate:", "move:", "export:", "share:", "newFromPasteboard:", "alignLeft:", "alignCenter:",
        "alignRight:", "alignJustified:", "updateTextAttributesWithConversionHandler:", "toggleSidebar:",
        "toggleInspector:", "orderFrontCharacterPalette:",
    ]

    private static let appKitResponderActions: Set<String> = [
        "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:",
        "orderFrontStandardAboutPanelWithOptions:", "arrangeInFront:", "miniaturizeAll:", "performMiniaturize:",
        "performZoom:", "performClose:", "newDocument:", "openDocument:", "saveDocument:", "saveDocumentAs:",
        "saveDocumentTo:", "revertDocumentToSaved:", "runPageLayout:", "showHelp:", "clearRecentDocuments:",
        "toggleFullScreen:", "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleSidebar:",
        "toggleTabBar:", "selectNextTab:", "selectPreviousTab:", "mergeAllWindows:", "moveTabToNewWindow:",
        "newWindowForTab:", "toggleTabOverview:", "performFindPanelAction:", "performTextFinderAction:",
        "centerSelectionInVisibleArea:", "showGuessPanel:", "checkSpelling:", "toggleContinuousSpellChecking:",
        "toggleGrammarChecking:", "toggleAutomaticSpellingCorrection:", "orderFrontSubstitutionsPanel:",
        "toggleSmartInsertDelete:", "toggleAutomaticQuoteSubstitution:", "toggleAutomaticDashSubstitution:",
        "toggleAutomaticLinkDetection:", "toggleAutomaticDataDetection:", "toggleAutomaticTextReplacement:",
        "uppercaseWord:", "lowercaseWord:", "capitalizeWord:", "orderFrontFontPanel:", "orderFrontColorPanel:",
        "addFontTrait:", "modifyFont:", "underline:", "superscript:", "subscript:", "unscript:", "useStandardKerning:",
        "turnOffKerning:", "tightenKerning:", "loosenKerning:", "useStandardLigatures:", "turnOffLigatures:",
        "useAllLigatures:", "raiseBaseline:", "lowerBaseline:", "copyFont:", "pasteFont:", "copyRuler:",
        "pasteRuler:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "toggleRuler:",
        "makeBaseWritingDirectionNatural:", "makeBaseWritingDirectionLeftToRight:",
        "makeBaseWritingDirectionRightToLeft:", "makeTextWritingDirectionNatural:", "pasteAsPlainText:",
        "pasteAsRichText:", "startSpeaking:", "stopSpeaking:", "changeColor:", "changeFont:", "performClick:",
        "takeStringValueFrom:", "takeIntValueFrom:", "takeDoubleValueFrom:", "takeFloatValueFrom:",
        "takeObjectValueFrom:", "takeIntegerValueFrom:", "showWindow:", "close:", "orderFront:", "orderOut:",
        "makeKeyAndOrderFront:", "orderBack:", "dismissController:", "presentViewControllerAsSheet:", "toggle:",
        "stop:", "add:", "remove:", "insert:", "fetch:", "addChild:", "selectNext:", "selectPrevious:",
        "newTab:", "duplicateDocument:", "renameDocument:", "moveDocument:", "lockDocument:", "unlockDocument:",
        "browseDocumentVersions:", "orderFrontTablePanel:", "orderFrontListPanel:", "orderFrontLinkPanel:",
        "orderFrontSpacingPanel:", "toggleQuickLookPreviewPanel:", "collapseItem:", "expandItem:",
        "performTextReplacement:", "transpose:", "capitalizeWord:", "yank:",
        // NSResponder's standard key-binding actions, which NSTextView implements.
        "moveForward:", "moveRight:", "moveBackward:", "moveLeft:", "moveUp:", "moveDown:", "moveWordForward:",
        "moveWordBackward:", "moveToBeginningOfLine:", "moveToEndOfLine:", "moveToBeginningOfParagraph:",
        "moveToEndOfParagraph:", "moveToEndOfDocument:", "moveToBeginningOfDocument:", "pageDown:", "pageUp:",
        "moveWordRight:", "moveWordLeft:", "moveRightAndModifySelection:", "moveLeftAndModifySelection:",
        "scrollPageUp:", "scrollPageDown:", "scrollLineUp:", "scrollLineDown:", "scrollToBeginningOfDocument:",
        "scrollToEndOfDocument:", "selectParagraph:", "selectLine:", "selectWord:", "indent:", "insertTab:",
        "insertBacktab:", "insertNewline:", "insertParagraphSeparator:", "insertNewlineIgnoringFieldEditor:",
        "insertTabIgnoringFieldEditor:", "insertLineBreak:", "insertContainerBreak:",
        "insertSingleQuoteIgnoringSubstitution:",
        "insertDoubleQuoteIgnoringSubstitution:", "changeCaseOfLetter:", "deleteForward:", "deleteBackward:",
        "deleteBackwardByDecomposingPreviousCharacter:", "deleteWordForward:", "deleteWordBackward:",
        "deleteToBeginningOfLine:", "deleteToEndOfLine:", "deleteToBeginningOfParagraph:", "deleteToEndOfParagraph:",
        "yankAndSelect:", "setMark:", "deleteToMark:", "selectToMark:", "swapWithMark:", "cancelOperation:",
        "complete:", "quickLookPreviewItems:", "showContextHelp:", "noResponderFor:",
        // NSTextView's and NSSplitViewController's menu actions.
        "replaceQuotesInSelection:", "replaceDashesInSelection:", "replaceTextInSelection:",
        "toggleAutomaticTextCompletion:", "toggleAutomaticSpellingCorrection:", "orderFrontSharingServicePicker:",
        "changeLayoutOrientation:", "toggleInspector:", "showWritingTools:", "outline:", "changeAttributes:",
        "changeDocumentBackgroundColor:", "toggleTraditionalCharacterShape:", "checkTextInDocument:",
        "checkTextInSelection:", "orderFrontStylesPanel:", "performFindPanelAction:",
    ]
}
