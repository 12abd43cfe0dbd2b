import UIKit

/// Written for piclint's tests: a workout log where the lifter picks a weight and a number of repetitions on one
/// picker view. The weight wheel runs to 200 rows; the exercise picker's rows come from the user's own list.
private let repetitions = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]

final class LiftEntryViewController: UIViewController {
    private let liftPicker = UIPickerView()
    private let unitLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        liftPicker.dataSource = self
        liftPicker.delegate = self
        unitLabel.text = "kg"
        view.addSubview(liftPicker)
    }
}

extension LiftEntryViewController: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 2
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch component {
        case 0: return 200
        default: return repetitions.count
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch component {
        case 0: return String(row)
        default: return repetitions[row]
        }
    }
}

final class ExerciseChooserViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var exercises: [String] = []
    private let picker = UIPickerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        view.addSubview(picker)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        exercises.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        exercises[row]
    }
}
