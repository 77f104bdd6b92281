import ObsLab

extension TraceDetail {
    /// This detail in `language`: the words are the lab's, the names, values and SwiftUI's
    /// own messages are kept as recorded.
    package func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .simplifiedChinese: chinese
        }
    }
}

extension TraceEvent {
    /// The event's detail in English, as the JSON trace and `expect event` read it.
    package var detailText: String? { detail?.english }
}

/// The JSON trace's coding of an event: field by field, in the order the fields were
/// declared before they were packed, with the detail in English (docs/trace-json.md).
extension TraceEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, view, object, property, cause, detail, count, printChanges, wasted, valueChanged
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try container.decode(Kind.self, forKey: .kind),
                  view: try container.decodeIfPresent(String.self, forKey: .view),
                  object: try container.decodeIfPresent(String.self, forKey: .object),
                  property: try container.decodeIfPresent(String.self, forKey: .property),
                  cause: try container.decodeIfPresent(String.self, forKey: .cause),
                  detail: try container.decodeIfPresent(String.self, forKey: .detail).map(TraceDetail.recorded),
                  count: try container.decodeIfPresent(Int.self, forKey: .count),
                  printChanges: try container.decodeIfPresent(String.self, forKey: .printChanges),
                  wasted: try container.decodeIfPresent(Bool.self, forKey: .wasted),
                  valueChanged: try container.decodeIfPresent(Bool.self, forKey: .valueChanged))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encodeIfPresent(object, forKey: .object)
        try container.encodeIfPresent(property, forKey: .property)
        try container.encodeIfPresent(cause, forKey: .cause)
        try container.encodeIfPresent(detailText, forKey: .detail)
        try container.encodeIfPresent(count, forKey: .count)
        try container.encodeIfPresent(printChanges, forKey: .printChanges)
        try container.encodeIfPresent(wasted, forKey: .wasted)
        try container.encodeIfPresent(valueChanged, forKey: .valueChanged)
    }
}
