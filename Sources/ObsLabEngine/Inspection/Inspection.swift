import ObsLab

/// One thing a view depends on right now.
public struct Dependency: Equatable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// A `@State`, `@AppStorage` or `@SceneStorage` value the body read (maybe through a binding).
        case state
        /// An `ObservableObject`'s `objectWillChange` the view subscribes to.
        case publisher
        /// A property of an `@Observable` object the body read.
        case tracked
        /// Environment entries the view's `@Environment` properties read.
        case environment
    }
    public let kind: Kind
    /// What is depended on: `CounterScreen._count`, `Model#1.objectWillChange`,
    /// `Model#1.title`, `ThemeKey`.
    public let source: String
    /// The view's property it comes through (`_model`, `_theme`, a binding's `_count`).
    public let token: String?
    /// For an environment dependency: each entry read, by the name the app gave it or, for
    /// one no ancestor set, by what it is (`source` says the same in English).
    package var entries: [EnvironmentEntryName] = []

    /// An environment entry a view reads, as `deps` names it.
    package enum EnvironmentEntryName: Equatable, Sendable {
        /// A key or an object type an ancestor set, by its name.
        case named(String)
        case keyAtItsDefault
        case observableNoAncestorProvides
        case objectNoAncestorProvides

        var english: String {
            switch self {
            case .named(let name): name
            case .keyAtItsDefault: "a key at its default value"
            case .observableNoAncestorProvides: "an @Observable type no ancestor provides"
            case .objectNoAncestorProvides: "an ObservableObject type no ancestor provides"
            }
        }

        var chinese: String {
            switch self {
            case .named(let name): name
            case .keyAtItsDefault: "一个取默认值的键"
            case .observableNoAncestorProvides: "一个没有任何祖先视图提供的 @Observable 类型"
            case .objectNoAncestorProvides: "一个没有任何祖先视图提供的 ObservableObject 类型"
            }
        }
    }

    // The report's JSON has the English `source` only.
    private enum CodingKeys: String, CodingKey { case kind, source, token }

    public static func == (lhs: Dependency, rhs: Dependency) -> Bool {
        lhs.kind == rhs.kind && lhs.source == rhs.source && lhs.token == rhs.token
    }
}

/// Why a name given to `deps` or `inspect` could not be used.
public enum LookupError: Error, Equatable, Sendable {
    /// Nothing is on screen yet.
    case nothingRendered
    /// No view has that name; `views` are the names there are.
    case noSuchView(String, views: [String])
    /// Several views end with that name.
    case ambiguousView(String, matches: [String])
    /// No object has that name; `objects` are the names there are.
    case noSuchObject(String, objects: [String])

    /// What went wrong, in English.
    public var message: String { text(in: .english) }
}

extension ViewGraph {
    /// The views on screen, by path, in tree order.
    public var viewNames: [String] { root?.subtree().map(\.path) ?? [] }

    /// Every object the lab has named, in naming order.
    public var objectNames: [String] { objects.objects.map(\.name) }

    /// The view named `name`: its path, or the last components of exactly one path.
    func view(named name: String) throws(LookupError) -> ViewNode {
        guard let root else { throw .nothingRendered }
        let all = root.subtree()
        if let exact = all.first(where: { $0.path == name }) { return exact }
        let matches = all.filter { $0.path.hasSuffix("/" + name) || $0.typeName == name }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            throw .noSuchView(name, views: all.map { TextTraceFormatter.shortName($0.path) })
        }
        throw .ambiguousView(name, matches: matches.map(\.path))
    }

    /// What the view named `name` depends on right now, one line per dependency.
    ///
    /// - Parameters:
    ///   - name: The view's path, or the last components of exactly one path.
    ///   - language: The language of the lines; names stay as they are.
    public func dependencies(ofView name: String, in language: Language = .english) throws(LookupError) -> [String] {
        let node = try view(named: name)
        return Self.describe(dependencies(of: node), in: language)
    }

    /// The paths of the views on screen that are SwiftUI's own (a `NavigationStack`, a
    /// `sheet`'s presentation), which `Self._printChanges()` never reports.
    public func swiftUIsOwnViews() -> Set<String> {
        Set((root?.subtree() ?? []).filter { ($0.view as? any RuntimeNamedView)?.isSwiftUIsOwn == true }.map(\.path))
    }

    /// What the view named `name` depends on right now.
    public func dependencyList(ofView name: String) throws(LookupError) -> [Dependency] {
        dependencies(of: try view(named: name))
    }

    /// The lines `deps` prints for a view's dependencies, in `language`.
    public static func describe(_ found: [Dependency], in language: Language = .english) -> [String] {
        if found.isEmpty {
            return [language.pick(
                "nothing: it re-runs only when its parent hands it a different value (@self) or its identity changes",
                "没有依赖：只有父视图传给它不同的值（@self）或它的身份改变时，它才会重新运行")]
        }
        return found.map { dependency in
            let source = dependency.source, token = dependency.token ?? "?"
            return switch (dependency.kind, language) {
            case (.state, .english):
                "reads \(source)\(dependency.token.map { " (through \($0))" } ?? ""): a write of a new value re-runs it"
            case (.state, .simplifiedChinese):
                "读取 \(source)" + (dependency.token.map { "（经由 \($0)）" } ?? "") + "：写入新值会让它重新运行"
            case (.publisher, .english):
                "subscribed to \(source) (as \(token)): every emission re-runs it, whatever it reads"
            case (.publisher, .simplifiedChinese):
                "订阅了 \(source)（通过 \(token)）：每次发出通知都会让它重新运行，不管它读了什么"
            case (.tracked, .english):
                "tracks \(source): a change re-runs it (@dependencies)"
            case (.tracked, .simplifiedChinese):
                "追踪 \(source)：它一变，视图就重新运行（@dependencies）"
            case (.environment, .english):
                "reads the environment (\(token)): \(source)"
            case (.environment, .simplifiedChinese):
                "读取环境（\(token)）：" + (dependency.entries.isEmpty ? source
                    : dependency.entries.map(\.chinese).joined(separator: "、"))
            }
        }
    }

    /// Every view's dependencies right now, in tree order: the dependency graph of the app.
    public func dependencyGraph() -> [(view: String, dependencies: [Dependency])] {
        (root?.subtree() ?? []).map { ($0.path, dependencies(of: $0)) }
    }

    func dependencies(of node: ViewNode) -> [Dependency] {
        var found: [Dependency] = []
        for location in node.stateReads.values.sorted(by: { $0.name < $1.name }) {
            guard let reader = location.readers[ObjectIdentifier(node)] else { continue }
            let through = location.name.hasSuffix("." + reader.token) ? nil : reader.token
            found.append(Dependency(kind: .state, source: location.name, token: through))
        }
        for key in node.publisherSubscriptions.keys.sorted() {
            guard let subscription = node.publisherSubscriptions[key] else { continue }
            found.append(Dependency(kind: .publisher, source: "\(objects.name(of: subscription.object)).objectWillChange",
                                    token: Self.token(ofStorageKey: key)))
        }
        var tracked: [String] = []
        var allNamed = true
        for (registrar, keyPaths) in node.trackingRegistration?.reads ?? [:] {
            let object = observables.owner(of: registrar, near: node)
            if object == nil { allNamed = false }
            for keyPath in keyPaths {
                let name = object.flatMap { mutations.propertyNames.name(of: keyPath, in: $0) }
                if name == nil { allNamed = false }
                let property = name ?? "(a \(type(of: keyPath).valueType) property)"
                let owner = object.map { objects.name(of: $0) } ?? "\(type(of: keyPath).rootType)"
                tracked.append("\(owner).\(property)")
            }
        }
        // A name learned later changes these lines without the body running.
        viewChangeLog?.noteDependencies(of: node, allNamed: allNamed)
        found += tracked.sorted().map { Dependency(kind: .tracked, source: $0, token: nil) }
        for read in node.environmentReads {
            let names = read.keys.map { key -> Dependency.EnvironmentEntryName in
                node.environment.entry(key).map { .named($0.name) } ?? Self.describe(key)
            }
            found.append(Dependency(kind: .environment, source: names.map(\.english).joined(separator: ", "),
                                    token: read.label, entries: names))
        }
        return found
    }

    /// The view's own property a storage key belongs to, as SwiftUI names it: a wrapper
    /// inside a custom `DynamicProperty` (`_service._relay`) reports as the custom
    /// property (`_service`), never by the wrapper's private storage.
    static func token(ofStorageKey key: String) -> String {
        String(key.split(separator: ".", maxSplits: 1).first ?? Substring(key))
    }

    private static func describe(_ key: EnvironmentEntryKey) -> Dependency.EnvironmentEntryName {
        switch key {
        case .key: .keyAtItsDefault
        case .observable: .observableNoAncestorProvides
        case .object: .objectNoAncestorProvides
        }
    }

    /// The named object's properties, and who observes it.
    ///
    /// - Parameters:
    ///   - name: The object's name (`Model#1`), in any case.
    ///   - language: The language of the lab's words; names and values stay as they are.
    public func inspect(objectNamed name: String, in language: Language = .english) throws(LookupError) -> [String] {
        guard let object = objects.objects.first(where: { $0.name == name || $0.name.lowercased() == name.lowercased() })?.object
        else {
            throw .noSuchObject(name, objects: objectNames)
        }
        let objectName = objects.name(of: object)
        let isObservable = object is any Observable
        let kind = isObservable ? "@Observable" : object is any ObservableObject ? "ObservableObject" : nil
        var lines = [kind.map { "\(objectName): \($0)" } ?? language.pick("\(objectName): a class", "\(objectName)：普通类")]
        for (label, value) in StoredFields.of(object) {
            if let published = value as? any PublishedValueReading {
                lines.append("  @Published \(StoredFields.propertyName(label)) = \(ValueDescription.describe(published.currentValue, names: objects))")
            } else if isObservable, label.hasPrefix("_") {
                let shown = ValueDescription.describe(value, names: objects)
                lines.append("  \(StoredFields.propertyName(label)) = \(shown == "closure" ? language.pick(shown, "闭包") : shown)")
            } else {
                let note = isObservable
                    ? language.pick("  (not tracked: @ObservationIgnored)", "  （不追踪：@ObservationIgnored）")
                    : language.pick("  (not @Published: changes fire nothing)", "  （不是 @Published：改了也不会发出通知）")
                // A closure is described by the word (`closure`), which is the lab's.
                let shown = ValueDescription.describe(value, names: objects)
                lines.append("  \(label) = \(shown == "closure" ? language.pick(shown, "闭包") : shown)\(note)")
            }
        }
        guard let root else { return lines }
        let nodes = root.subtree()
        let subscribers = nodes.flatMap { node in
            Set(node.publisherSubscriptions.filter { $0.value.object === object }.keys.map(Self.token(ofStorageKey:)))
                .sorted().map { "\(node.name) (\($0))" }
        }
        if !subscribers.isEmpty {
            let list = subscribers.joined(separator: ", ")
            lines.append(language.pick("  subscribed by \(list): all re-run on every objectWillChange",
                                       "  订阅者：\(list)；每次 objectWillChange 它们都会重新运行"))
        }
        if isObservable, let registrar = AccessListReader.registrarIdentifier(of: object) {
            var readers: [String: [String]] = [:]
            for node in nodes {
                guard let keyPaths = node.trackingRegistration?.reads[registrar] else { continue }
                for keyPath in keyPaths {
                    let valueType = "\(type(of: keyPath).valueType)"
                    let property = mutations.propertyNames.name(of: keyPath, in: object)
                        ?? language.pick("(a \(valueType) property)", "（一个 \(valueType) 类型的属性）")
                    readers[property, default: []].append(node.name)
                }
            }
            if readers.isEmpty {
                lines.append(language.pick("  no view reads it right now", "  目前没有视图读取它"))
            }
            for property in readers.keys.sorted() {
                let list = readers[property]!.joined(separator: ", ")
                lines.append(language.pick("  \(property) is read by \(list)", "  \(property) 被这些视图读取：\(list)"))
            }
        }
        return lines
    }

    /// The Swift type of the view or object named `name`, qualified by its enclosing types
    /// (`["FoodTruckOld", "DonutMenu"]`), for finding its source.
    public func qualifiedTypeName(of name: String) -> [String]? {
        if let node = try? view(named: name) { return Self.qualified(type(of: node.view)) }
        let byType = objects.objects.first { String(describing: type(of: $0.object)) == name || $0.name == name }
        return byType.map { Self.qualified(type(of: $0.object)) }
    }

    /// The root view's qualified type name.
    public var rootTypeName: [String] { Self.qualified(type(of: rootViewValue)) }

    private static func qualified(_ type: Any.Type) -> [String] {
        let components = String(reflecting: type).split(separator: ".").map(String.init)
        return Array(components.dropFirst())
    }
}
