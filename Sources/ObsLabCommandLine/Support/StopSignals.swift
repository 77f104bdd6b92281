import Foundation

/// Ctrl-C and `kill`, which end a watch and stop a body that never returns.
enum StopSignals {
    /// Unblocks SIGINT and SIGTERM in the calling thread (and the threads it starts later):
    /// whoever started this process may have blocked them (a test runner's thread, a CI
    /// agent), and then neither Ctrl-C nor `kill` would reach the lab.
    static func unblock() {
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    }
}
