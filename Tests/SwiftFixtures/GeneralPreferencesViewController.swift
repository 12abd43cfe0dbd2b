import AppKit

/// Written for piclint's tests: the General pane of a Mac editor's settings. The update pop-up is short and fine;
/// the font size pop-up, filled in three calls, offers 12 twice; the theme pop-up is filled from the installed
/// themes; the actions button pulls down a menu of commands.
final class GeneralPreferencesViewController: NSViewController {
    private let updatePopUp = NSPopUpButton(frame: .zero, pullsDown: false)
    private let fontSizePopUp = NSPopUpButton()
    private let themePopUp = NSPopUpButton()
    private let actionsButton = NSPopUpButton(frame: .zero, pullsDown: true)
    var themes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        updatePopUp.addItems(withTitles: ["Automatically", "Never"])
        fontSizePopUp.removeAllItems()
        fontSizePopUp.addItems(withTitles: ["10", "11", "12"])
        fontSizePopUp.addItem(withTitle: "12")
        fontSizePopUp.addItems(withTitles: ["14", "18", "24"])
        themePopUp.addItems(withTitles: themes)
        actionsButton.addItems(withTitles: ["Export…", "Import…", "Reset"])
    }
}
