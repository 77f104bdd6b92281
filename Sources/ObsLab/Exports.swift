// `import ObsLab` gives scenario code what `import SwiftUI` gives an app:
// the publisher-style ObservableObject/@Published (OpenCombine on Linux) and the
// access-tracking Observation module with its real @Observable macro.
//
// OpenCombine comes through ObsLabFoundation only: its `objectWillChange` (stable per
// object) shadows OpenCombine's for a module that reaches OpenCombine through it alone;
// re-exporting OpenCombine here as well would make the two ambiguous.
@_exported import ObsLabFoundation
@_exported import Observation
