import ObsLab

/// The interactive shell: `obslab` with no arguments.
@MainActor
struct Shell {
    let catalog: [Scenario]
    let style: TextStyle

    func run() -> Int32 {
        let interpreter = Interpreter(catalog: catalog, style: style) { print($0) }
        let reader = LineReader { interpreter.completions(forLinePrefix: $0) }
        defer { reader.close() }
        if reader.isInteractive {
            print("""
                ObsLab — SwiftUI's data flow, made visible.
                Load a scenario to begin (`scenarios` lists them, `help` lists commands):
                  load food-truck both
                """)
        }
        var failures = 0
        while let line = reader.readLine(prompt: "lab> ") {
            switch interpreter.execute(line) {
            case .quit: return failures > 0 && !reader.isInteractive ? 1 : 0
            case .expectationFailed: failures += 1
            case .error, .done: break
            }
        }
        return failures > 0 && !reader.isInteractive ? 1 : 0
    }
}
