import UIKit

final class HomeViewController: UITableViewController, Storyboarded {
    weak var delegate: HomeDelegate?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.didSelect("item \(indexPath.row)")
    }

    @IBAction func add(_ sender: Any) {
        delegate?.didTapAdd()
    }
}

final class DetailViewController: UIViewController, Storyboarded {
    weak var delegate: DetailDelegate?
    var item = ""

    @IBAction func done(_ sender: Any) {
        delegate?.detailDidFinish()
    }
}

final class EditorViewController: UIViewController, Storyboarded {
    weak var delegate: EditorDelegate?

    @IBAction func save(_ sender: Any) {
        delegate?.editorDidSave()
    }
}
