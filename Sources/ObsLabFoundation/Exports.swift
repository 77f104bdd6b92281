// What Apple's Foundation brings into a file that imports Foundation and nothing else,
// where Apple's frameworks do not exist. `obslab try` imports this module into every file
// of the user's (`-import-module`), so a model file that says `import Foundation` compiles
// as in Xcode; the lab's runtime (ObsLab) re-exports it too.
//
// - Combine: Apple's Foundation declares `ObservableObject` and `Published` as type aliases
//   of Combine's and extends `Timer`, `URLSession`, `NotificationCenter`, `RunLoop` and
//   `DispatchQueue` with publishers and schedulers; here OpenCombine and its Foundation and
//   Dispatch parts. (All of OpenCombine is visible, a little more than Apple's Foundation
//   alone gives: `AnyCancellable` needs `import Combine` in Xcode.)
// - Observation: Apple's Foundation re-exports it (`@Observable`).
// - Dispatch, and FoundationNetworking where `URLSession` lives apart from Foundation.
//
// Nothing of SwiftUI (`View`, `Text`) is visible through this module, as in Xcode.
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
