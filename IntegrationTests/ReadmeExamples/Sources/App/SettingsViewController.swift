import UIKit

/// The settings screen: the initial scene of `Settings.storyboard`, which the inbox's storyboard
/// reference leads to.
final class SettingsViewController: UIViewController {}
