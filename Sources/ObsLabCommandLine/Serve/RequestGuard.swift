/// Which requests the live page's server answers: only those addressed to the server
/// itself. A page on another site that points a name of its own at this machine (DNS
/// rebinding) sends its own name as `Host`; a page on another origin sends its own
/// `Origin`. Both are refused.
struct RequestGuard: Sendable {
    /// `host:port` forms the server answers to (`127.0.0.1:8080`, `localhost:8080`).
    let allowedHosts: Set<String>

    /// The guard of a server listening on `host` and `port`.
    init(host: String, port: UInt16) {
        var names: Set<String> = [Self.authority(host, port)]
        if Self.isLoopback(host) {
            for name in ["127.0.0.1", "localhost", "::1"] { names.insert(Self.authority(name, port)) }
        }
        allowedHosts = names
    }

    /// Why a request with these `Host` and `Origin` headers is refused, or nil when it is not.
    func refusal(host: String?, origin: String?) -> String? {
        guard let host, !host.isEmpty else { return "a request needs a Host header" }
        guard allowedHosts.contains(host.lowercased()) else {
            return "this server answers only to \(allowedHosts.sorted().joined(separator: ", ")), not \(host)"
        }
        if let origin, !allowedHosts.contains(where: { "http://" + $0 == origin.lowercased() }) {
            return "requests from \(origin) are not accepted"
        }
        return nil
    }

    /// Whether `host` names this machine's loopback interface.
    static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        return lowered == "localhost" || lowered == "::1" || lowered.hasPrefix("127.")
    }

    /// `host:port`, with an IPv6 address in brackets.
    static func authority(_ host: String, _ port: UInt16) -> String {
        (host.contains(":") ? "[\(host)]" : host).lowercased() + ":\(port)"
    }
}
