import Testing
@testable import ObsLab
@testable import ObsLabEngine

/// `StringEquality` must agree with `==` on every pair: canonically equivalent spellings
/// (precomposed or combining, marks in either order) included.
@Suite struct StringEqualityRules {
    static let pieces = ["a", "b", "é", "e\u{301}", "\u{301}", "\u{316}", "中", "🙂", " ", "Å", "A\u{30A}", "\u{212B}", "ñ", "n\u{303}"]

    @Test func agreesWithEqualityOnEveryPair() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let base = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let left = base + (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let right = base + (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            #expect(StringEquality.equal(left, right) == (left == right), "\(left.unicodeScalars.map(\.value)) \(right.unicodeScalars.map(\.value))")
        }
    }

    @Test func equivalentSpellingsAreEqual() {
        #expect(StringEquality.equal("caf\u{E9}", "cafe\u{301}"))
        #expect(StringEquality.equal("xa\u{301}\u{316}", "xa\u{316}\u{301}"))
        #expect(StringEquality.equal("\u{212B}", "A\u{30A}"))
        #expect(!StringEquality.equal("cafe", "cafe\u{301}"))
        #expect(!StringEquality.equal("abc", "abd"))
        #expect(StringEquality.equal("", ""))
        #expect(!StringEquality.equal("", "a"))
        // Differing in an ASCII byte, after and before marks.
        #expect(!StringEquality.equal("e\u{301}x", "e\u{301}y"))
        #expect(!StringEquality.equal("e\u{301}", "e\u{301}y"))
        #expect(!StringEquality.equal("ax\u{301}", "ay\u{301}"))
        #expect(StringEquality.equal("caf\u{E9}x", "cafe\u{301}x"))
    }
}
