import Driver
import Foundation
import Lint
import Spec

/// Every screen the tests have at hand: the Fixtures, the Swift fixtures and the rule pages' examples, each read by
/// the front end for its file's name. Rules that make a claim about themselves are held to it over all of them.
enum EveryScreen {
    static func all() throws -> [(name: String, screen: Screen)] {
        var files: [(name: String, bytes: [UInt8])] = []
        for folder in ["Fixtures/good", "Fixtures/bad", "Tests/SwiftFixtures"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).sorted() {
                let path = Repo.path("\(folder)/\(name)")
                files.append(("\(folder)/\(name)", Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
            }
        }
        for id in RuleRegistry.descriptions.map(\.id) {
            let doc = try RuleDoc.load(id)
            for example in doc.triggers + doc.passes {
                files.append(("rules/\(id).md:\(example.line) \(example.path)", Array(example.yaml.utf8)))
            }
        }
        var screens: [(name: String, screen: Screen)] = []
        for (name, bytes) in files {
            let path = String(name.split(separator: " ").last ?? Substring(name))
            guard let frontEnd = FrontEnds.all.frontEnd(for: path, limits: .default, decoder: SpecDecoder()),
                  let read = frontEnd.read(InputFormat(path: path).source(bytes), skipIfNotSpec: false, budget: nil)
            else { continue }
            screens += read.spec.screens.map { (name, $0) }
        }
        return screens
    }
}
