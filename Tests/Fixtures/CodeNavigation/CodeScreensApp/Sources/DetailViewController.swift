import UIKit

/// One item, made with it (`DetailViewController(item:)`); its share button presents a sheet.
final class DetailViewController: UIViewController {
    let item: String
    private let shareButton = UIButton(type: .system)

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
        shareButton.setTitle("Share", for: .normal)
        shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
        view.addSubview(shareButton)
    }

    @objc private func share() {
        present(ShareViewController(), animated: true)
    }
}

/// The share sheet: its close button dismisses it.
final class ShareViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIButton(type: .close)
        close.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)
        view.addSubview(close)
    }

    @objc func close(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
