import UIKit

class HomeViewController: UIViewController {
    // A picker the user cannot pull down, resting at its large detent; dragged, it goes medium.
    @IBAction func openPicker(_ sender: Any) {
        let picker = storyboard!.instantiateViewController(withIdentifier: "Picker")
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        picker.isModalInPresentation = true
        present(picker, animated: true)
    }
}

class PickerViewController: UIViewController {
    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }
}
