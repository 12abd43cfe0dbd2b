import AppKit

/// Written for piclint's tests: the General pane of a Mac editor's settings. The update pop-up is short and fine;
/// the backup pop-up's items were renamed, but it still selects the old title; the theme pop-up is filled from the
/// installed themes; the actions button pulls down a menu of commands.
final class GeneralPreferencesViewController: NSViewController {
    private let updatePopUp = NSPopUpButton(frame: .zero, pullsDown: false)
    private let backupPopUp = NSPopUpButton()
    private let themePopUp = NSPopUpButton()
    private let actionsButton = NSPopUpButton(frame: .zero, pullsDown: true)
    var themes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        updatePopUp.addItems(withTitles: ["Automatically", "Never"])
        updatePopUp.selectItem(at: 0)

        backupPopUp.removeAllItems()
        backupPopUp.addItems(withTitles: ["Every hour", "Every day"])
        backupPopUp.addItem(withTitle: "Every week")
        backupPopUp.selectItem(withTitle: "Daily")

        themePopUp.addItems(withTitles: themes)
        actionsButton.addItems(withTitles: ["Export…", "Import…", "Reset"])
        view.addSubview(updatePopUp)
    }

    @IBAction private func backupChanged(_ sender: NSPopUpButton) {
        UserDefaults.standard.set(backupPopUp.titleOfSelectedItem, forKey: "backup")
    }
}
