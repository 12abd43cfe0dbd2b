#!/usr/bin/env python3
"""The Swift front end on an app's folder: piclint against reading the files with a byte search, in one run.

    python3 benchmarks/swift_folder.py [--piclint PATH] [--files 5000] [--with-pickers 0.05] [--runs 5]

Writes a deterministic folder of --files Swift files (models, services, SwiftUI views and UIKit view controllers,
about 120 lines each) of which the share --with-pickers holds SwiftUI, UIKit or AppKit pickers, then measures, on
the same files:

- `grep -rlF -e Picker -e PopUpButton` (the byte search: every byte read once) and `cat` of every file;
- piclint with every core (its default) and with `--jobs 1`, writing its JSON report to a file.

Wall times are the median of --runs; instructions are callgrind's (valgrind), repeatable where seconds on a shared
machine are not: piclint's `--jobs 1` run against the byte search. The binary is .build/release/piclint by default.
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
NOW = "2026-11-24T09:41"


def model(rng, index):
    fields = rng.sample(["id", "title", "subtitle", "createdAt", "updatedAt", "owner", "count", "isArchived",
                         "tags", "notes", "priority", "colour", "dueDate", "location", "price"], rng.randint(4, 9))
    types = {"id": "UUID", "title": "String", "subtitle": "String?", "createdAt": "Date", "updatedAt": "Date",
             "owner": "String", "count": "Int", "isArchived": "Bool", "tags": "[String]", "notes": "String",
             "priority": "Int", "colour": "String", "dueDate": "Date?", "location": "String?", "price": "Decimal"}
    lines = [f"struct Record{index}: Codable, Hashable, Identifiable {{"]
    lines += [f"    var {name}: {types[name]}" for name in fields]
    lines += ["", "    enum CodingKeys: String, CodingKey {"]
    lines += [f"        case {name}" for name in fields]
    lines += ["    }", "", "    static func sample() -> Record%d {" % index]
    lines += ["        // Test data for previews and unit tests.",
              "        fatalError(\"not used in release builds\")", "    }", "}", ""]
    lines += [f"extension Record{index} {{", "    var summary: String {", "        String(describing: self)", "    }", "}"]
    return lines


def service(rng, index):
    lines = [f"final class Service{index} {{", "    private let session: URLSession",
             "    private let decoder = JSONDecoder()", "", "    init(session: URLSession = .shared) {",
             "        self.session = session", "    }", ""]
    for call in range(rng.randint(3, 7)):
        lines += [f"    func load{call}(page: Int) async throws -> [Record{index}] {{",
                  f"        let url = URL(string: \"https://example.com/api/v{call}/records?page=\\(page)\")!",
                  "        let (data, response) = try await session.data(from: url)",
                  "        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {",
                  "            throw URLError(.badServerResponse)", "        }",
                  f"        return try decoder.decode([Record{index}].self, from: data)", "    }", ""]
    lines += ["}"]
    return lines


def swiftui_view(rng, index):
    lines = [f"struct DetailView{index}: View {{", "    @State private var isEditing = false",
             "    @State private var query = \"\"", f"    let items: [Record{index}]", "",
             "    var body: some View {", "        NavigationStack {", "            List {"]
    for row in range(rng.randint(3, 8)):
        lines += ["                Section(\"Group %d\") {" % row,
                  "                    ForEach(items) { item in",
                  "                        HStack {", "                            Text(item.title)",
                  "                            Spacer()",
                  "                            Image(systemName: \"chevron.right\").foregroundStyle(.secondary)",
                  "                        }", "                    }", "                }"]
    lines += ["            }", "            .searchable(text: $query)", "            .toolbar {",
              "                Button(isEditing ? \"Done\" : \"Edit\") { isEditing.toggle() }", "            }",
              "        }", "    }", "}"]
    return lines


def uikit_controller(rng, index):
    lines = [f"final class ListViewController{index}: UITableViewController {{", "    private var rows: [String] = []", "",
             "    override func viewDidLoad() {", "        super.viewDidLoad()",
             "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"cell\")",
             "        navigationItem.rightBarButtonItem = editButtonItem", "    }", "",
             "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
             "        rows.count", "    }", "",
             "    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
             "        let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)",
             "        var content = cell.defaultContentConfiguration()", "        content.text = rows[indexPath.row]",
             "        cell.contentConfiguration = content", "        return cell", "    }"]
    for extra in range(rng.randint(1, 4)):
        lines += ["", f"    private func refresh{extra}() {{", "        rows.sort()", "        tableView.reloadData()", "    }"]
    lines += ["}"]
    return lines


def picker_screen(rng, index):
    kind = index % 3
    if kind == 0:
        values = rng.choice([[5, 10, 15, 30, 60], [1, 2, 3, 4, 6, 8, 12], [10, 20, 30, 45, 90]])
        return [f"struct ReminderSettings{index}: View {{", "    @State private var interval = %d" % values[0],
                "    @State private var start = Date()", "", "    var body: some View {", "        Form {",
                "            Picker(\"Remind me every\", selection: $interval) {",
                f"                ForEach({values}, id: \\.self) {{ Text(\"\\($0) min\") }}", "            }",
                "            .pickerStyle(.wheel)",
                "            DatePicker(\"Starting\", selection: $start, displayedComponents: .hourAndMinute)",
                "        }", "    }", "}"]
    if kind == 1:
        interval = rng.choice([5, 10, 15, 7])
        return [f"final class TimerViewController{index}: UIViewController {{",
                "    private let durationPicker = UIDatePicker()", "", "    override func viewDidLoad() {",
                "        super.viewDidLoad()", "        durationPicker.datePickerMode = .countDownTimer",
                f"        durationPicker.minuteInterval = {interval}", "        view.addSubview(durationPicker)", "    }", "}"]
    return [f"final class ExportSettings{index}: NSViewController {{",
            "    private let format = NSPopUpButton(frame: .zero, pullsDown: false)", "",
            "    override func viewDidLoad() {", "        super.viewDidLoad()",
            "        format.addItems(withTitles: [\"PDF\", \"PNG\", \"JPEG\", \"TIFF\"])", "    }", "}"]


def write_folder(folder, files, share, seed=7):
    rng = random.Random(seed)
    with_pickers = set(rng.sample(range(files), round(files * share)))
    makers = [model, service, swiftui_view, uikit_controller]
    for index in range(files):
        parts = ["import Foundation", "import SwiftUI", "import UIKit", ""]
        for maker in rng.sample(makers, rng.randint(1, 3)):
            parts += maker(rng, index) + [""]
        if index in with_pickers:
            parts += picker_screen(rng, index) + [""]
        module = os.path.join(folder, f"Module{index % 40:02d}")
        os.makedirs(module, exist_ok=True)
        with open(os.path.join(module, f"File{index:05d}.swift"), "w") as out:
            out.write("\n".join(parts))
    return len(with_pickers)


def wall(command, runs, cwd):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def instructions(command, cwd):
    with tempfile.NamedTemporaryFile() as out:
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}"] + command,
                             cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in run.stderr.splitlines():
        if "Collected" in line or "I   refs" in line:
            return int(line.split()[-1].replace(",", ""))
    sys.exit(f"swift_folder.py: callgrind printed no count for {command[0]}:\n{run.stderr[-2000:]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--piclint", default=os.path.join(HERE, "..", ".build", "release", "piclint"))
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("--with-pickers", type=float, default=0.05)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-instructions", dest="count", action="store_false")
    arguments = parser.parse_args()
    piclint = os.path.abspath(arguments.piclint)
    if not os.path.exists(piclint):
        sys.exit(f"swift_folder.py: no piclint at {piclint}; build it (swift build -c release --product piclint)")
    scratch = tempfile.mkdtemp(prefix="piclint-swift-folder-")
    try:
        folder = os.path.join(scratch, "App")
        count = write_folder(folder, arguments.files, arguments.with_pickers)
        size = sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(folder) for name in names)
        print(f"{arguments.files:,} Swift files, {size / 1e6:.1f} MB, {count} with pickers")
        report = os.path.join(scratch, "report.json")
        search = ["grep", "-rlF", "-e", "Picker", "-e", "PopUpButton", "App"]
        cat = ["sh", "-c", "find App -name '*.swift' -exec cat {} + > /dev/null"]
        lint = [piclint, "--now", NOW, "--format", "json=" + report, "App"]
        rows = [("byte search (grep -rlF)", search), ("cat", cat), ("piclint, every core", lint),
                ("piclint --jobs 1", lint[:1] + ["--jobs", "1"] + lint[1:])]
        seconds = {name: wall(command, arguments.runs, scratch) for name, command in rows}
        print("\n| run | median wall time | against the byte search |\n| --- | ---: | ---: |")
        for name, _ in rows:
            print(f"| {name} | {seconds[name] * 1000:.0f} ms | {seconds[name] / seconds[rows[0][0]]:.2f}× |")
        if arguments.count:
            # A copy without debug information, which valgrind cannot read in swift-syntax's C file (DWARF 5).
            stripped = os.path.join(scratch, "piclint.for-valgrind")
            subprocess.run(["strip", "--strip-debug", "-o", stripped, piclint], check=True)
            piclint_count = instructions([stripped, "--jobs", "1"] + lint[1:], scratch)
            search_count = instructions(search, scratch)
            print(f"\ninstructions: piclint --jobs 1 {piclint_count:,}, the byte search {search_count:,}: "
                  f"{piclint_count / search_count:.2f}×")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
