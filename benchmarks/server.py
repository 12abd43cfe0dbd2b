#!/usr/bin/env python3
"""Times `piclint server` as an editor uses it (issue 32's figures), and prints a table.

    benchmarks/server.py [--piclint PATH] [--controls 5000] [--swift-lines 3000] [--changes 50] [--edits 1000]

Opens a generated spec of --controls controls (benchmarks/generate.py --big) and a generated Swift file of about
--swift-lines lines with pickers, as an editor does (didOpen with the text, file: URIs in a scratch folder), and
measures:
  - time to first diagnostics: from didOpen to the publishDiagnostics of version 1;
  - time per change: the median, over --changes single-character edits, from didChange to the diagnostics of
    that version (each edit waits for the last one's diagnostics, as a person typing slowly);
  - memory after --edits edits (half to each document, sent in bursts of 20 that the server may coalesce, each
    burst waited for): VmRSS and VmHWM from /proc/<pid>/status (Linux).
The binary is .build/release/piclint by default: build it with `swift build -c release --product piclint`. A debug
binary works too, and is several times slower.
"""
import argparse
import json
import os
import queue
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))


class Client:
    """A minimal LSP client over the server's standard input and output."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.next_id = 0
        self.published = {}
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put(None)
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("ascii").partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value.strip())
            self.messages.put(json.loads(stream.read(length)))

    def send(self, message):
        body = json.dumps(dict(jsonrpc="2.0", **message), ensure_ascii=False).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.wait(lambda message: message.get("id") == self.next_id and "method" not in message)

    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def wait(self, matches, timeout=600):
        deadline = time.monotonic() + timeout
        while True:
            message = self.messages.get(timeout=max(0.001, deadline - time.monotonic()))
            if message is None:
                sys.exit("server.py: the server exited")
            if matches(message):
                return message

    def diagnostics(self, uri, version):
        """Waits for the diagnostics of a document's version (or a later one, had the server coalesced). Every
        document's latest are kept as they pass, since another document's may come first."""
        def latest(message):
            if message.get("method") == "textDocument/publishDiagnostics":
                self.published[message["params"]["uri"]] = message["params"]
            known = self.published.get(uri)
            return known is not None and known.get("version", -1) >= version
        if not latest({}):
            self.wait(latest)
        return self.published[uri]["diagnostics"]

    def memory(self):
        """VmRSS and VmHWM of the server, in MiB."""
        fields = {}
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    fields[name] = int(value.split()[0]) / 1024
        return fields

    def stop(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=30)


def swift_source(lines):
    """SwiftUI settings screens and UIKit timers, with a known mistake in one in four, until about `lines` lines."""
    parts = ["import SwiftUI\nimport UIKit\n"]
    count, index = 2, 0
    while count < lines:
        if index % 4 == 3:
            block = f"""
final class TimerViewController{index}: UIViewController {{
    private let durationPicker = UIDatePicker()

    override func viewDidLoad() {{
        super.viewDidLoad()
        durationPicker.datePickerMode = .countDownTimer
        durationPicker.minuteInterval = 7
        durationPicker.countDownDuration = 90_000
    }}
}}
"""
        else:
            block = f"""
struct ReminderSettingsView{index}: View {{
    @State private var interval = 15
    @State private var start = Date()

    var body: some View {{
        Form {{
            Picker("Remind me every", selection: $interval) {{
                ForEach([5, 10, 15, 30, 60], id: \\.self) {{ Text("\\($0) minutes") }}
            }}
            .pickerStyle(.wheel)
            DatePicker("Starting at", selection: $start, displayedComponents: .hourAndMinute)
        }}
    }}
}}
"""
        parts.append(block)
        count += block.count("\n")
        index += 1
    return "".join(parts)


def letter_edit(text, pattern):
    """A line and column of an ASCII letter that can be flipped between cases without changing what it means."""
    for number, line in enumerate(text.split("\n")):
        match = re.search(pattern, line)
        if match:
            return number, match.start(1), match.group(1)
    sys.exit(f"server.py: no line matches {pattern}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--piclint", default=os.path.join(HERE, "..", ".build", "release", "piclint"))
    parser.add_argument("--controls", type=int, default=5000)
    parser.add_argument("--swift-lines", type=int, default=3000)
    parser.add_argument("--changes", type=int, default=50)
    parser.add_argument("--edits", type=int, default=1000)
    arguments = parser.parse_args()
    if not os.access(arguments.piclint, os.X_OK):
        sys.exit(f"server.py: no piclint at {arguments.piclint}; build it (swift build -c release --product piclint) or pass --piclint")

    with tempfile.TemporaryDirectory(prefix="piclint-server-bench-") as scratch:
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), os.path.join(scratch, "corpus"),
                        "--files", "0", "--big", str(arguments.controls)], check=True, stdout=subprocess.DEVNULL)
        spec_path = os.path.join(scratch, "corpus.big.yaml")
        swift_path = os.path.join(scratch, "Settings.swift")
        with open(swift_path, "w") as swift:
            swift.write(swift_source(arguments.swift_lines))
        documents = []
        for path, language, pattern in [(spec_path, "yaml", r"label: \"?([A-Za-z])"),
                                        (swift_path, "swift", r"Picker\(\"([A-Za-z])")]:
            with open(path) as source:
                text = source.read()
            documents.append({"uri": "file://" + path, "language": language, "text": text, "version": 1,
                              "lines": text.count("\n"), "edit": letter_edit(text, pattern)})

        client = Client([arguments.piclint, "server"])
        client.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + scratch, "capabilities": {
            "textDocument": {"publishDiagnostics": {"versionSupport": True}}}})
        client.notify("initialized", {})

        def change(document):
            """Flips the case of the chosen letter: one character replaced, the meaning kept."""
            line, column, letter = document["edit"]
            letter = letter.swapcase()
            document["edit"] = (line, column, letter)
            document["version"] += 1
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": document["uri"], "version": document["version"]},
                "contentChanges": [{"range": {"start": {"line": line, "character": column},
                                              "end": {"line": line, "character": column + 1}}, "text": letter}]})

        rows = []
        for document in documents:
            started = time.monotonic()
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": document["uri"], "languageId": document["language"], "version": 1, "text": document["text"]}})
            findings = len(client.diagnostics(document["uri"], 1))
            first = time.monotonic() - started
            times = []
            for _ in range(arguments.changes):
                started = time.monotonic()
                change(document)
                client.diagnostics(document["uri"], document["version"])
                times.append(time.monotonic() - started)
            rows.append((document, findings, first, statistics.median(times)))

        sent = 0
        while sent < arguments.edits:
            burst = min(20, arguments.edits - sent)
            for index in range(burst):
                change(documents[(sent + index) % len(documents)])
            for document in documents:
                client.diagnostics(document["uri"], document["version"])
            sent += burst
        memory = client.memory()
        client.stop()

    names = {"yaml": f"spec, {arguments.controls:,} controls", "swift": "Swift file with pickers"}
    print(f"piclint server ({os.path.relpath(arguments.piclint)})")
    print(f"{'document':<28} {'lines':>7} {'findings':>9} {'first diagnostics':>18} {'per change (median)':>20}")
    for document, findings, first, median in rows:
        print(f"{names[document['language']]:<28} {document['lines']:>7,} {findings:>9,} {first * 1000:>15.0f} ms "
              f"{median * 1000:>17.0f} ms")
    print(f"after {arguments.edits:,} more edits: VmRSS {memory.get('VmRSS', 0):.0f} MiB, peak (VmHWM) "
          f"{memory.get('VmHWM', 0):.0f} MiB")


if __name__ == "__main__":
    main()
