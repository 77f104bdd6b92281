import ObsLab
import ObsLabEngine

/// The scenarios that ship with ObsLab, in the order the catalog lists them.
public enum BuiltInCatalog {
    public static var scenarios: [Scenario] {
        [
            counter, binding, textField, closureProps, identity,
            foodTruck, unreadPublished, sameValueWrites, forgottenPublished, nestedObjects,
            stateVsObservedObject, inlineObservedObject, stateHoldingObservable, stateInitialValue,
            mixedMigration, bindableRows, repairStaleSign, repairLostCount, repairBroadDependency,
            environmentObject, missingEnvironment, environmentKey, distinctEnvironmentObjects,
            bindable, computedProperties, storeReducer, collections, optionals,
            trackingPrimitives, appStorage, sceneStorage, migration, updateDuringBody, scaling, notes,
            staleSheet,
            staleOnChange,
        ]
    }
}
