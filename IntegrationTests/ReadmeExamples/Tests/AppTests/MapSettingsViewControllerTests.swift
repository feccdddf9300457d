import Foundation
import Testing
import UIKit

@testable import App

@MainActor
struct MapSettingsViewControllerTests {
    @Test func editorSegueWithoutIdentifierIsRoutedByItsDestination() {
        let settings = MapSettingsViewController()
        let first = TileServer()
        let second = TileServer()
        settings.servers = [first, second]
        let table = UITableView()
        let cell = UITableViewCell()
        table.standInPlace(cell, at: IndexPath(row: 1, section: 0))
        let editor = TileServerEditViewController()
        // As UIKit prepares the segue a tapped cell triggers: no identifier, the cell as sender.
        settings.prepare(for: UIStoryboardSegue(identifier: nil, source: settings, destination: editor), sender: cell)
        #expect(editor.server === second)
        #expect(settings.segueLog == ["(no identifier)"])
    }

    @Test func identifiedSegueIsRoutedByItsEnumCase() {
        let settings = MapSettingsViewController()
        settings.servers = [TileServer()]
        let list = TileServerListViewController()
        settings.standInSegues["Show Servers"] = { list }
        settings.performSegue(withIdentifier: MapSettingsViewController.Segue.showServers.rawValue, sender: nil)
        #expect(list.servers.count == 1)
        settings.isEditingOffline = true
        #expect(!settings.shouldPerformSegue(withIdentifier: "Show Servers", sender: nil))
    }
}
