/// Compares key paths the way `==` does, remembering the last few answers by identity.
///
/// A model's `@Observable` getter and setter each write their own `\.title` literal, so
/// the key path a change announces is equal to, but not the same object as, the one the
/// body's read registered, and `==` compares their components (about 250 instructions).
/// Every row of a list asks about the same two objects, so the answer is kept for the
/// pair. The pairs are held strongly: an identity the cache has seen is never reused by
/// another key path while it is kept.
@MainActor
enum KeyPathEquality {
    private struct Answer {
        let first: AnyKeyPath
        let second: AnyKeyPath
        let isEqual: Bool
    }

    private static let capacity = 4
    @exclusivity(unchecked) private static var answers: [Answer] = []
    @exclusivity(unchecked) private static var next = 0

    /// `first == second`.
    static func equal(_ first: AnyKeyPath, _ second: AnyKeyPath) -> Bool {
        if first === second { return true }
        // Indices, not `for … in`: unoptimized, an iterator reads through a coroutine that
        // allocates (the debug build's allocation guard counts it).
        for index in 0..<answers.count {
            let answer = answers[index]
            if answer.first === first && answer.second === second { return answer.isEqual }
        }
        let isEqual = first == second
        let answer = Answer(first: first, second: second, isEqual: isEqual)
        if answers.count < capacity {
            answers.append(answer)
        } else {
            answers[next] = answer
            next = (next + 1) % capacity
        }
        return isEqual
    }
}
