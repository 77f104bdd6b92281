/// A view's path in the tree (`ContentView/OrderList`): its ancestors' names and its own,
/// joined by `/`.
package enum ViewPath {
    /// The last component of a view's path (`OrderList` for `ContentView/OrderList`).
    package static func lastComponent(of path: String) -> String {
        // A `/` between two ASCII bytes is a character of its own (no mark joins it, and it
        // joins nothing): what follows it is the component, cut from the bytes.
        var bytes = path
        if let component = bytes.withUTF8({ bytes -> String? in
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
            guard slash >= 0, slash + 1 < bytes.count, bytes[slash + 1] < 0x80, slash == 0 || bytes[slash - 1] < 0x80
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
        }) {
            return component
        }
        // What follows the last `/`, found among the bytes without splitting the path. Any
        // case the bytes cannot settle (a path ending with `/`, whose empty component
        // `split` drops; a `/` a combining mark makes part of a larger character) keeps
        // the rule of `split`.
        guard let slash = lastIndex(of: "/", in: path), path.utf8.index(after: slash) != path.utf8.endIndex else {
            return String(path.split(separator: "/").last ?? Substring(path))
        }
        return String(path[path.index(after: slash)...])
    }

    /// The last `character` (ASCII) of `text` that is a character of its own, looked for
    /// among the bytes; nil when there is none or when a combining mark joins the last one.
    private static func lastIndex(of character: Character, in text: String) -> String.Index? {
        guard let byte = character.asciiValue, let found = text.utf8.lastIndex(of: byte), text[found] == character
        else { return nil }
        return found
    }
}
