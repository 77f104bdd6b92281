import OpenCombine

/// OpenCombine's own default `objectWillChange` for an object's `@Published` fields.
///
/// ObsLab gives every `ObservableObject` a default `objectWillChange` that is stable per
/// instance (see `StableObjectWillChange` in ObsLabFoundation). For an object with `@Published`
/// properties that default must hand out exactly the publisher OpenCombine installs in
/// those properties, so their `willSet` reaches it. Only OpenCombine can install it, and
/// its implementation is shadowed wherever ObsLabFoundation is imported; this module imports
/// OpenCombine alone, so the proxy below gets OpenCombine's implementation.
public enum OpenCombineDefaults {
    /// The publisher installed in `publishedFields` (the object's `@Published` values,
    /// found by reflection), installing one first if none is yet; nil when there are none.
    public static func installedPublisher(publishedFields: [Any]) -> ObservableObjectPublisher? {
        guard !publishedFields.isEmpty else { return nil }
        return PublishedFieldsProxy(fields: publishedFields).objectWillChange
    }
}

/// Shows OpenCombine's reflection the `@Published` fields of another object. `Published`
/// keeps its storage in a shared box, so installing through a copy installs in the original.
private final class PublishedFieldsProxy: ObservableObject, CustomReflectable {
    let fields: [Any]

    init(fields: [Any]) { self.fields = fields }

    var customMirror: Mirror { Mirror(self, unlabeledChildren: fields) }
}
