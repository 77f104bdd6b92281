// `import SwiftUI` in a user's own file, compiled by `obslab try` on a platform without
// SwiftUI: the lab's runtime, Foundation, OpenCombine and Observation, as Apple's
// SwiftUI module brings its framework and Foundation.
@_exported import Foundation
@_exported import ObsLab
