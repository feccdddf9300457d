import UIKit

@objc(InboxController)
final class InboxViewController: UIViewController {
    /* A comment /* nested */ with "Show Message" inside */
    let raw = #"performSegue(withIdentifier: "Hidden")"#
    let multi = """
        "\(1 + (2 * 3))" and \("nested \("deep")")
        """

    @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}

    @IBSegueAction func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? {
        nil
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "Compose": break
        default: if segue.identifier == "Show Message" { performSegue(withIdentifier: "Show Settings", sender: nil) }
        }
        #if DEBUG
            let board = UIStoryboard(name: "Main", bundle: nil)
            _ = board.instantiateViewController(withIdentifier: "Message")
        #else
            let `class` = /a"b/
        #endif
    }
}
