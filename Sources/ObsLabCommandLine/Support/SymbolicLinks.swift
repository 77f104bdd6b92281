import Foundation

extension URL {
    /// The file a chain of symbolic links ends at, whether or not that file exists yet
    /// (Foundation's `resolvingSymlinksInPath()` leaves a link to a missing file as it
    /// is). Writing there updates a linked state file instead of replacing the link.
    var finalLinkDestination: URL {
        var current = standardizedFileURL
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
            current = current.standardizedFileURL
        }
        return current
    }
}
