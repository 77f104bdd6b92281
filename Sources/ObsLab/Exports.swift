// `import ObsLab` gives scenario code what `import SwiftUI` gives an app:
// the publisher-style ObservableObject/@Published (OpenCombine on Linux) and the
// access-tracking Observation module with its real @Observable macro.
@_exported import OpenCombine
@_exported import Observation
