// Stand-in for the demo app's source, not compiled by this package. proscd's `--sources`
// scanner (UnwindActionScanner) reads it to learn that HomeViewController — the `Home`
// scene of Main.storyboard — implements the `unwindToHome:` action that the exit-linked
// buttons of Detail, Modal and Sheet unwind to.
import UIKit

final class HomeViewController: UIViewController {
    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {
        // Back on Home: the unwind segue has dismissed or popped whatever was above.
    }
}
