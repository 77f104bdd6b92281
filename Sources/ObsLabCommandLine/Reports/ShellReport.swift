import ObsLab

extension Interpreter {
    /// `report [md|html|json] [--out PATH]`: the comparison report of the loaded scenario.
    func report(_ arguments: [String], command: Command) -> Outcome {
        fail("reports are not available yet")
    }
}
