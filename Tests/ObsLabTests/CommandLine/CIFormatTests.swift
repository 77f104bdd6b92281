import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// `check` and `run` in the formats CI systems read: JUnit XML (parsed here by a real
/// XML parser), GitHub workflow commands, JSON; and `file:line` on every ✗ line.
@MainActor
@Suite struct CIFormats {
    /// A lesson whose second expectation is false: DonutMenu does not re-run in new.
    static let lesson = """
        ---
        id: broken
        title: A broken claim
        scenario: food-truck both
        ---
        Why this matters.

        ## Append an order
        ```obslab
        tap "Add order"
        ```
        ```expect
        expect new OrderList runs 1
        expect new DonutMenu runs 1
        ```
        """
    /// The line of `expect new DonutMenu runs 1` in the lesson file.
    static let failingLine = 14

    /// Writes the lesson to a fresh directory and checks it in `format`.
    static func check(_ format: ResultFormat) throws -> (status: Int32, output: String, file: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-ci-\(getpid())-\(format)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("01-broken.md").path
        try lesson.write(toFile: file, atomically: true, encoding: .utf8)
        var lines: [String] = []
        let status = CheckRun(catalog: BuiltInCatalog.catalog, format: format) { lines.append($0) }.run(paths: [file])
        return (status, lines.joined(separator: "\n"), file)
    }

    @Test func lessonLinesAreNumberedAsInTheFile() throws {
        let parsed = try LessonParser.parse(Self.lesson, origin: "x.md", language: "en")
        #expect(parsed.scenarioLine == 4)
        #expect(parsed.steps[0].commandLines == [10])
        #expect(parsed.steps[0].expectationLines == [13, Self.failingLine])
    }

    @Test func junitIsValidXMLWithTheFailingExpectationsFileAndLine() throws {
        let (status, output, file) = try Self.check(.junit)
        #expect(status == 1)
        let document = try JUnitDocument(parsing: output)
        let root = try #require(document.elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "2")
        #expect(root.attributes["failures"] == "1")
        #expect(root.attributes["errors"] == "0")
        let suites = document.elements.filter { $0.name == "testsuite" }
        #expect(suites.count == 1)
        #expect(suites.first?.attributes["name"] == file)
        let cases = document.elements.filter { $0.name == "testcase" }
        #expect(cases.map { $0.attributes["name"] ?? "" } == ["expect new OrderList runs 1", "expect new DonutMenu runs 1"])
        let failing = try #require(cases.first { $0.attributes["name"] == "expect new DonutMenu runs 1" })
        #expect(failing.attributes["file"] == file)
        #expect(failing.attributes["line"] == String(Self.failingLine))
        #expect(failing.attributes["classname"] == file + " › Append an order")
        let failure = try #require(document.elements.first { $0.name == "failure" })
        #expect(failure.attributes["message"] == "DonutMenu ran 0 times, expected 1")
        // The body carries the place, the message and the step's trace, as the shell prints it.
        #expect(failure.text.contains("\(file):\(Self.failingLine): expect new DonutMenu runs 1"))
        #expect(failure.text.contains("OrderList  @dependencies changed.  body #2  (FoodTruckModel#1.orders)"))
        #expect(cases.first { $0.attributes["name"] == "expect new OrderList runs 1" }?.children.isEmpty == true)
    }

    @Test func junitStaysValidForAnyTextInAScript() throws {
        let suite = CheckSuite(name: "a <weird> & \"quoted\" 'name'", lines: [
            CheckedLine(text: "expect A shows \"<b>\u{1B}[0m</b>\"", location: ScriptLocation(file: "s&s.obslab", line: 3),
                        status: .failed, messages: ["it shows \"&\"\u{0}"], trace: "line\u{7}"),
        ])
        let xml = ResultFormat.junit.render(CheckResults(command: "check", suites: [suite]))
        let document = try JUnitDocument(parsing: xml)
        #expect(document.elements.first { $0.name == "testsuite" }?.attributes["name"] == "a <weird> & \"quoted\" 'name'")
        #expect(document.elements.first { $0.name == "testcase" }?.attributes["file"] == "s&s.obslab")
        #expect(!xml.contains("\u{1B}"))
    }

    @Test func githubAnnotatesTheFailingLine() throws {
        let (status, output, file) = try Self.check(.github)
        #expect(status == 1)
        let escapedFile = file.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(output.split(separator: "\n").contains(Substring(
            "::error file=\(escapedFile),line=\(Self.failingLine),title=expect new DonutMenu runs 1::DonutMenu ran 0 times, expected 1")),
            "\(output)")
        #expect(output.hasSuffix("obslab check: 0 passed, 1 failed"))
    }

    @Test func githubEscapesWhatWorkflowCommandsReserve() {
        let suite = CheckSuite(name: "s", lines: [
            CheckedLine(text: "expect a, b: c", location: ScriptLocation(file: "d,e:f.obslab", line: 2), status: .failed,
                        messages: ["50% done", "second line"]),
        ])
        let output = ResultFormat.github.render(CheckResults(command: "check", suites: [suite]))
        #expect(output.hasPrefix("::error file=d%2Ce%3Af.obslab,line=2,title=expect a%2C b%3A c::50%25 done%0Asecond line\n"))
    }

    @Test func jsonNamesEveryLineWithItsStatusAndPlace() throws {
        let (status, output, file) = try Self.check(.json)
        #expect(status == 1)
        let document = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(document["passed"] as? Bool == false)
        let totals = try #require(document["totals"] as? [String: Int])
        #expect(totals["failed"] == 1 && totals["passed"] == 1 && totals["expectations"] == 2)
        let suites = try #require(document["suites"] as? [[String: Any]])
        let lines = try #require(suites.first?["lines"] as? [[String: Any]])
        let failed = try #require(lines.first { $0["status"] as? String == "failed" })
        #expect(failed["file"] as? String == file)
        #expect(failed["line"] as? Int == Self.failingLine)
        #expect(failed["step"] as? String == "Append an order")
        #expect((failed["messages"] as? [String]) == ["DonutMenu ran 0 times, expected 1"])
    }

    @Test func jsonValidatesAgainstThePublishedSchema() throws {
        let text = try String(contentsOf: ReportJSONSchema.docs.appendingPathComponent("check.schema.json"), encoding: .utf8)
        let validator = JSONSchemaValidator(root: try JSONValue.parse(text))
        let (_, output, _) = try Self.check(.json)
        #expect(validator.problems(in: try JSONValue.parse(output)) == [])
        // Every status, a line without a place, a suite without a file.
        let suite = CheckSuite(name: "all", lines: [
            CheckedLine(text: "expect A runs 1", location: ScriptLocation(file: "a", line: 1), status: .passed),
            CheckedLine(text: "expect old A runs 1", location: nil, status: .skipped, messages: ["old is not loaded"]),
            CheckedLine(text: "", location: nil, status: .error, messages: ["cannot read it"]),
        ])
        let all = ResultFormat.json.render(CheckResults(command: "check", suites: [suite]))
        #expect(validator.problems(in: try JSONValue.parse(all)) == [])
        let broken = all.replacingOccurrences(of: "\"skipped\"", with: "\"ignored\"")
        #expect(!validator.problems(in: try JSONValue.parse(broken)).isEmpty)
    }

    @Test func everyFailureInTextNamesFileAndLine() throws {
        let (status, output, file) = try Self.check(.text)
        #expect(status == 1)
        #expect(output.contains("✗ \(file):\(Self.failingLine): expect new DonutMenu runs 1\n        DonutMenu ran 0 times, expected 1"),
                "\(output)")
        #expect(!output.contains("\u{1B}"))
    }

    @Test func aScriptLineThatCannotRunIsAnErrorAtItsLine() {
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { _ in }
        let suite = interpreter.check(ScriptLine.lines(of: "load counter\n\nfrobnicate", file: "walk.obslab"), suite: "walk")
        #expect(suite.lines.count == 1)
        #expect(suite.lines.first?.status == .error)
        #expect(suite.lines.first?.location == ScriptLocation(file: "walk.obslab", line: 3))
        #expect(suite.lines.first?.messages.first?.hasPrefix("unknown command `frobnicate`") == true)
    }

    @Test func runWithAScriptPrintsJUnitAndGitHubAndNamesTheLine() throws {
        let script = "tap \"Increment\"\nexpect CounterScreen runs 2\n"
        for format in ["junit", "github"] {
            var output: [String] = [], errors: [String] = []
            let status = BatchRun(scenario: BuiltInCatalog.catalog.first { $0.id == "counter" }!, format: format,
                                  standardOutput: { output.append($0) }, standardError: { errors.append($0) })
                .run(script: script, file: "count.obslab")
            #expect(status == 1)
            let text = output.joined(separator: "\n")
            if format == "junit" {
                let document = try JUnitDocument(parsing: text)
                let failing = document.elements.first { $0.name == "testcase" && $0.attributes["line"] == "2" }
                #expect(failing?.attributes["file"] == "count.obslab")
            } else {
                #expect(text.contains("::error file=count.obslab,line=2,title=expect CounterScreen runs 2::CounterScreen ran 1 time, expected 2"))
            }
        }
        var transcript: [String] = []
        let status = BatchRun(scenario: BuiltInCatalog.catalog.first { $0.id == "counter" }!,
                              standardOutput: { transcript.append($0) }, standardError: { _ in })
            .run(script: script, file: "count.obslab")
        #expect(status == 1)
        #expect(transcript.contains("✗ count.obslab:2: expect CounterScreen runs 2\n    CounterScreen ran 1 time, expected 2"))
    }

    @Test func aRunThatEndsItsProcessKeepsItsGraphAndPrintsTheSame() {
        var outputs: [[String]] = []
        var models: [WeakModel] = []
        for tearsDown in [true, false] {
            let model = WeakModel()
            let scenario = Scenario(
                id: "kept", title: "Kept", summary: "A model whose end the test sees.",
                variants: [ScenarioVariant("app") { _ in
                    let tally = KeptTally()
                    model.object = tally
                    return KeptTallyView(tally: tally)
                }],
                script: """
                    tap "Add"
                    expect KeptTallyView runs 1
                    """)
            var output: [String] = []
            let status = BatchRun(scenario: scenario, tearsDownAtEnd: tearsDown,
                                  standardOutput: { output.append($0) }, standardError: { _ in }).run()
            #expect(status == 0)
            outputs.append(output)
            models.append(model)
        }
        #expect(outputs[0] == outputs[1])
        #expect(!outputs[0].isEmpty)
        // Torn down: the graph let its model go. Kept for the process's end: it holds it.
        #expect(models[0].object == nil)
        #expect(models[1].object != nil)
    }

    @Test func aFailingDefaultScriptIsNamedAtItsLineInTheSwiftFile() throws {
        let scenario = Scenario(
            id: "located", title: "Located", summary: "A default script with a false claim.",
            variants: [ScenarioVariant("app") { _ in TapCounter() }],
            script: """
                tap "Increment"
                expect TapCounter runs 5
                """)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let expected = try #require(source.firstIndex { $0.hasSuffix("expect TapCounter runs 5") }) + 1
        let results = CheckRun(catalog: [scenario]).results(paths: [])
        let failed = try #require(results.suites.first?.lines.first { $0.status == .failed })
        #expect(failed.location?.line == expected)
        #expect(failed.location?.file.hasSuffix("CIFormatTests.swift") == true)
    }
}

/// A button that counts its taps.
/// Sees whether a run's model is still alive after the run.
@MainActor final class WeakModel {
    weak var object: KeptTally?
}

@Observable final class KeptTally {
    var count = 0
}

struct KeptTallyView: View {
    @State var tally: KeptTally
    var body: some View {
        VStack {
            Text("Count: \(tally.count)")
            Button("Add") { tally.count += 1 }
        }
    }
}

struct TapCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

/// The elements of an XML document, in document order, read by Foundation's XMLParser.
final class JUnitDocument: NSObject, XMLParserDelegate {
    final class Element {
        let name: String
        let attributes: [String: String]
        var text = ""
        var children: [Element] = []
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    private(set) var elements: [Element] = []
    private var open: [Element] = []

    init(parsing xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.propertyListReadCorrupt)
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let element = Element(name: elementName, attributes: attributes)
        open.last?.children.append(element)
        open.append(element)
        elements.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }
}
