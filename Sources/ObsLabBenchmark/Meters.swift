import Foundation

/// Wall-clock time of `work`, in microseconds.
func microseconds(_ work: () -> Void) -> Double {
    let (seconds, attoseconds) = ContinuousClock().measure(work).components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
}

/// The median of `samples`.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The process's peak resident memory so far, in bytes (`VmHWM`).
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return kilobytes * 1024
    }
    return 0
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    func rightPadded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// A number for the table: one decimal below 10, none above, thousands separated.
func formatted(_ value: Double) -> String {
    if value < 10 { return String(format: "%.1f", value) }
    let whole = Int(value.rounded())
    var digits = String(whole)
    var groups: [String] = []
    while digits.count > 3 {
        groups.insert(String(digits.suffix(3)), at: 0)
        digits = String(digits.dropLast(3))
    }
    groups.insert(digits, at: 0)
    return groups.joined(separator: ",")
}
