import Foundation

/// A deterministic description of what a body produced, to spot *wasted* evaluations:
/// a body that ran and produced exactly what it produced before.
///
/// Text and control labels count; actions and bindings don't (they are not output).
/// A child view counts by its type, stored fields and the environment it is handed.
///
/// The description is made against the last one: while the output matches it byte for
/// byte, nothing is written, and a child handed the bytes it was handed last time, of a
/// type whose described fields print as their bytes say (numbers, flags, strings), is
/// not described again: its part of the last description stands for it. A list whose
/// rows are all unchanged compares in one pass over its children, building no text.
@MainActor
final class OutputFingerprint {
    /// The description, or for an output of one text and no child (a row showing its
    /// title) that text alone, which the description `T(text)` is made from when asked:
    /// the next run compares its text with it by `==`, most often a comparison of two
    /// strings' bits (the same small string, or the same storage), where matching
    /// `T(text)` byte by byte cost about 200 instructions a row.
    private let stored: String
    /// Where each child's part lies in `text` (UTF-8 offsets): child `i` spans
    /// `childBounds[2 * i] ..< childBounds[2 * i + 1]`; `UInt32.max` when it has none.
    private let childBounds: [UInt32]
    /// Whether `stored` is the one text of an output with no child.
    private let isSingleText: Bool

    private init(text: String, childBounds: [UInt32]) {
        stored = text
        self.childBounds = childBounds
        isSingleText = false
    }

    /// The fingerprint of an output of one text, `text`, and no child.
    private init(singleText text: String) {
        stored = text
        childBounds = []
        isSingleText = true
    }

    var text: String { isSingleText ? Self.textItem(stored) : stored }

    /// Which children the wasted-body check found holding the same bytes as the node at
    /// their position (`StoredFieldTable.compare`), which reconciling them need not ask
    /// again, and the one type they are of.
    struct IdenticalChildren {
        /// Per child; empty when none was found identical.
        var flags: [Bool] = []
        /// The type of every child found identical, when they are of one (a list's rows):
        /// reconciling one need not ask its view's type. Nil when none was, or several.
        var type: ObjectIdentifier?
        private var typesDiffer = false

        /// Whether the child at `index` was found identical.
        func contains(_ index: Int) -> Bool { !flags.isEmpty && flags[index] }

        /// The view type of the child at `index`, when it was found identical and known.
        func type(at index: Int) -> ObjectIdentifier? { contains(index) ? type : nil }

        /// Notes that the child at `index`, of `childType`, of `count` children, is identical.
        mutating func insert(_ index: Int, of count: Int, type childType: ObjectIdentifier) {
            if flags.isEmpty {
                flags = Array(repeating: false, count: count)
                type = childType
            } else if !typesDiffer && type != childType {
                typesDiffer = true
                type = nil
            }
            flags[index] = true
        }
    }

    /// The fingerprint of `items`, and whether it equals `previous`'s (by `StringEquality`,
    /// Swift's `==`). `previousChildren` are the nodes the previous output's children
    /// became, in order: each holds the view value that was described. `identicalChildren`:
    /// per child, whether it was found to hold the same bytes as the node at its position
    /// (`StoredFieldTable.identical`), which reconciling it need not ask again; empty when
    /// none was.
    static func make(_ items: RenderList, children: [ChildDescription], names: ObjectRegistry,
                     previous: OutputFingerprint? = nil,
                     previousChildren: [ViewNode] = []) -> (fingerprint: OutputFingerprint, isUnchanged: Bool,
                                                            identicalChildren: IdenticalChildren) {
        // One text and no child (a row showing its title) against a last output of no child:
        // compared with no builder, answering as the builder would (see `Builder.finish`):
        // unchanged when the two descriptions are equal by `==` (`StringEquality`), and
        // `T(` and `)` around each change nothing to that (ASCII, they combine with nothing).
        if children.isEmpty, items.count == 1, case .text(let string) = items[0],
           previous?.childBounds.isEmpty ?? true {
            guard let previous else { return (OutputFingerprint(singleText: string), false, IdenticalChildren()) }
            if previous.isSingleText {
                // Equal: the last fingerprint stands for this output as well (a text of other
                // bytes, canonically equivalent, answers the next comparison the same).
                if previous.stored == string { return (previous, true, IdenticalChildren()) }
                return (OutputFingerprint(singleText: string), false, IdenticalChildren())
            }
            let previousText = previous.stored
            let unchanged = bytes(of: previousText, at: 0, equal: "T(", string, ")") == previousText.utf8.count
                || StringEquality.equal(previousText, textItem(string))
            return (OutputFingerprint(singleText: string), unchanged, IdenticalChildren())
        }
        var builder = Builder(previous: previous, previousChildren: previousChildren, children: children, names: names)
        for item in items { builder.append(item) }
        return builder.finish()
    }

    /// The fingerprint of an output the node still holds, its children described from the
    /// nodes they became (a body's second run, when the first kept no fingerprint): the
    /// same text as from descriptions made of them, without a list of 144-byte
    /// descriptions as long as the node's children (an old list's 100,000 rows set the
    /// variant's peak memory with it).
    static func make(_ items: RenderList, describing children: [ViewNode], names: ObjectRegistry) -> OutputFingerprint {
        if children.isEmpty, items.count == 1, case .text(let string) = items[0] { return OutputFingerprint(singleText: string) }
        var builder = Builder(previous: nil, previousChildren: [], children: children, names: names)
        for item in items { builder.append(item) }
        return builder.finish().fingerprint
    }

    @MainActor
    private struct Builder<Child: FingerprintChild> {
        let previous: OutputFingerprint?
        /// `previous`'s text, made once (a one-text fingerprint makes it when asked).
        let previousText: String
        /// `previous`'s child bounds (empty without one).
        let previousBounds: [UInt32]
        let previousChildren: [ViewNode]
        let children: [Child]
        let names: ObjectRegistry
        /// Still byte for byte the previous text: `matched` bytes of it so far, no text written.
        var isMatching: Bool
        var matched = 0
        var text = ""
        var bounds: [UInt32]
        /// Per child, whether `reusablePart` found it identical to the node at its position.
        var identicalChildren = IdenticalChildren()

        init(previous: OutputFingerprint?, previousChildren: [ViewNode], children: [Child],
             names: ObjectRegistry) {
            self.previous = previous
            previousText = previous?.text ?? ""
            previousBounds = previous?.childBounds ?? []
            self.previousChildren = previousChildren
            self.children = children
            self.names = names
            isMatching = previous != nil
            bounds = Array(repeating: UInt32.max, count: children.count * 2)
        }

        private var length: Int { isMatching ? matched : text.utf8.count }

        /// Stops matching: the text so far is the previous one's matched bytes.
        private mutating func diverge() {
            guard isMatching, previous != nil else { return }
            isMatching = false
            if matched > 0 { text = String(previousText.utf8.prefix(matched))! }
        }

        mutating func append(_ piece: String) {
            if isMatching, previous != nil {
                if OutputFingerprint.bytes(of: previousText, at: matched, equal: piece) {
                    matched += piece.utf8.count
                    return
                }
                diverge()
            }
            text += piece
        }

        /// `prefix + string + suffix`, matched against the previous text in one pass.
        mutating func append(_ prefix: StaticString, _ string: String, _ suffix: StaticString) {
            if isMatching, previous != nil {
                let length = OutputFingerprint.bytes(of: previousText, at: matched, equal: prefix, string, suffix)
                if length >= 0 {
                    matched += length
                    return
                }
                diverge()
            }
            text += prefix.description
            text += string
            text += suffix.description
        }

        mutating func append(_ item: RenderItem) {
            switch item {
            case .text(let string):
                append("T(", string, ")")
            case .image(let name):
                append("I(", name, ")")
            case .control(let control) where control.labelItems != nil:
                // A label of custom views: those views, each described as a child.
                append("C(\(control.kind.rawValue):")
                for item in control.labelItems ?? [] { append(item) }
                append(")")
            case .control(let control) where control.liveLabel != nil:
                // What SwiftUI's own control shows is its own output, not the body's.
                append("C(\(control.kind.rawValue):\(control.displayName ?? ""))")
            case .control(let control):
                append("C(\(control.kind.rawValue):\(control.label)\(control.options.isEmpty ? "" : ":" + control.options.joined(separator: "|")))")
            case .container(let name, let items):
                append(name)
                append("{")
                for item in items { append(item) }
                append("}")
            case .child(let index):
                let start = UInt32(length)
                if let (from, to, type) = reusablePart(of: index) {
                    identicalChildren.insert(index, of: children.count, type: type)
                    if isMatching && matched == Int(from) {
                        matched = Int(to)
                    } else {
                        diverge()
                        let utf8 = previousText.utf8
                        text += Substring(utf8[utf8.index(utf8.startIndex, offsetBy: Int(from))
                            ..< utf8.index(utf8.startIndex, offsetBy: Int(to))])
                    }
                } else {
                    describe(children[index])
                }
                bounds[2 * index] = start
                bounds[2 * index + 1] = UInt32(length)
            }
        }

        /// The previous text's part for the child at `index`, when it describes this child
        /// exactly: the same identity, no environment handed to either, and the same bytes
        /// of a type whose described fields print as their bytes say.
        private func reusablePart(of index: Int) -> (from: UInt32, to: UInt32, type: ObjectIdentifier)? {
            // The bounds read through `previousBounds`: binding `previous` copied it (~60
            // instructions a row).
            guard index < previousChildren.count, 2 * index + 1 < previousBounds.count else { return nil }
            let from = previousBounds[2 * index], to = previousBounds[2 * index + 1]
            guard from != UInt32.max else { return nil }
            // Read in place: copying the description would retain each of its parts.
            let node = previousChildren[index]
            guard children[index].modifications.isEmpty, node.modifications.isEmpty,
                  node.identityKey == children[index].identityKey else { return nil }
            // The view's type and whether the node holds its bytes, in one opening of each.
            let (type, identical) = StoredFieldTable.compare(node.view, children[index].view)
            guard identical, let table = StoredFieldTable.known(type: type) ?? StoredFieldTable.of(view: children[index].view),
                  table.identicalValuesDescribeAlike else { return nil }
            return (from, to, type)
        }

        private mutating func describe(_ child: Child) {
            append("V(\(child.identityKey):")
            for modification in child.modifications {
                append("\(modification.target)=\(modification.value.map { ValueDescription.describe($0, names: names, complete: true) } ?? "nil"),")
            }
            if let table = StoredFieldTable.of(child.view) {
                for (field, value) in zip(table.fields, table.values(of: child.view)) {
                    guard let value else { continue }
                    if let role = field.role {
                        if role != .plain { continue }
                    } else if value is any DynamicProperty || ValueComparison.isFunction(value) {
                        continue
                    }
                    append("\(field.label)=\(ValueDescription.describe(value, names: names, complete: true)),")
                }
            } else {
                for field in Mirror(reflecting: child.view).children {
                    if field.value is any DynamicProperty || ValueComparison.isFunction(field.value) { continue }
                    append("\(field.label ?? "")=\(ValueDescription.describe(field.value, names: names, complete: true)),")
                }
            }
            append(")")
        }

        mutating func finish() -> (fingerprint: OutputFingerprint, isUnchanged: Bool, identicalChildren: IdenticalChildren) {
            if isMatching, let previous, matched == previousText.utf8.count {
                // Byte for byte the previous text: keep it (and its bounds, when they agree).
                if bounds == previous.childBounds { return (previous, true, identicalChildren) }
                return (OutputFingerprint(text: previousText, childBounds: bounds), true, identicalChildren)
            }
            diverge()
            let made = OutputFingerprint(text: text, childBounds: bounds)
            guard let previous else { return (made, false, identicalChildren) }
            return (made, StringEquality.equal(previousText, text), identicalChildren)
        }
    }

    /// The length of `prefix + string + suffix` when `text`'s UTF-8 bytes from `offset`
    /// begin with theirs; -1 when not.
    /// `"T(" + string + ")"`, written into one string of its length (two appends cost
    /// about 190 instructions each).
    private nonisolated static func textItem(_ string: String) -> String {
        var string = string
        return string.withUTF8 { middle in
            String(unsafeUninitializedCapacity: middle.count + 3) { buffer in
                var writer = UTF8Writer(buffer)
                writer.write(UInt8(ascii: "T"))
                writer.write(UInt8(ascii: "("))
                writer.write(middle)
                writer.write(UInt8(ascii: ")"))
                return writer.count
            }
        }
    }

    private nonisolated static func bytes(of text: String, at offset: Int, equal prefix: StaticString, _ string: String,
                                          _ suffix: StaticString) -> Int {
        var text = text, string = string
        return text.withUTF8 { whole in
            string.withUTF8 { middle in
                let length = prefix.utf8CodeUnitCount + middle.count + suffix.utf8CodeUnitCount
                guard offset + length <= whole.count else { return -1 }
                var at = whole.baseAddress! + offset
                if memcmp(at, prefix.utf8Start, prefix.utf8CodeUnitCount) != 0 { return -1 }
                at += prefix.utf8CodeUnitCount
                if !middle.isEmpty && memcmp(at, middle.baseAddress!, middle.count) != 0 { return -1 }
                at += middle.count
                if memcmp(at, suffix.utf8Start, suffix.utf8CodeUnitCount) != 0 { return -1 }
                return length
            }
        }
    }

    /// Whether `text`'s UTF-8 bytes from `offset` begin with `piece`'s.
    private nonisolated static func bytes(of text: String, at offset: Int, equal piece: String) -> Bool {
        var text = text, piece = piece
        return text.withUTF8 { whole in
            piece.withUTF8 { part in
                offset + part.count <= whole.count
                    && (part.isEmpty || memcmp(whole.baseAddress! + offset, part.baseAddress!, part.count) == 0)
            }
        }
    }
}

/// What a fingerprint reads of a child: its identity, the environment it is handed and its
/// value. A description the walk made, or the node a child became.
@MainActor
protocol FingerprintChild {
    var identityKey: String { get }
    var modifications: [EnvironmentModification] { get }
    var view: any View { get }
}

extension ChildDescription: FingerprintChild {}
extension ViewNode: FingerprintChild {}
