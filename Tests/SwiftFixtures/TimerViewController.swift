import UIKit

/// Written for piclint's tests: a countdown built in code, with an insulin-style settings object whose
/// `minuteInterval` is no picker's.
final class TimerViewController: UIViewController {
    struct Settings { var minuteInterval = 7; var maximumDuration = 86_400 }

    private let countdown = UIDatePicker()
    private lazy var reminder: UIDatePicker = {
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.minuteInterval = 7
        return picker
    }()
    private var settings = Settings()
    var isShort = false

    override func viewDidLoad() {
        super.viewDidLoad()
        countdown.minuteInterval = 60 * 60
        countdown.datePickerMode = .countDownTimer
        countdown.preferredDatePickerStyle = .wheels
        if isShort {
            countdown.countDownDuration = 90
        } else {
            countdown.countDownDuration = 5_400
        }
        settings.minuteInterval = 7
        settings.maximumDuration = 24 * 60 * 60
        view.addSubview(countdown)
        view.addSubview(reminder)
    }
}
