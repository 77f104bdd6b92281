import ObsLab

/// The scenarios that ship with ObsLab, in the order the catalog lists them.
public enum BuiltInCatalog {
    public static var scenarios: [Scenario] {
        [counter, foodTruck, inlineObservedObject]
    }
}
