import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

/// A trace detail is a value the runtime records and the engine renders once per
/// language: no English sentence is parsed back, and the app's names and values are
/// copied as they are, whatever they hold.
@Suite struct TraceDetailText {
    /// One detail of each kind whose words are the lab's, in English and in Chinese.
    static let samples: [(TraceDetail, english: String, chinese: String)] = [
        (.inputsUnchanged, "its inputs are unchanged", "它的输入没有变"),
        (.fieldsChanged([.init("onDismiss", isClosure: true), .init("content", isClosure: true)]),
         "onDismiss (a closure, never equal), content (a closure, never equal) changed",
         "onDismiss（闭包，永远不相等）、content（闭包，永远不相等）变了"),
        (.fieldsChanged([.init("title"), .init("count")]), "title, count changed", "title、count 变了"),
        (.objectWillChange(object: "Model#1", .willChange(property: "orders")),
         "Model#1.objectWillChange (orders will change)", "Model#1.objectWillChange（orders 即将改变）"),
        (.trackedProperty(object: "Model#1", .unnamed(valueType: "Int")), "Model#1.(a Int property)",
         "Model#1.（一个 Int 类型的属性）"),
        (.storedValueChanged(location: "Settings.theme", from: .defaultNotYetStored("\"light\""), to: "\"dark\""),
         "Settings.theme \"light\" (the default; not yet stored) → \"dark\"",
         "Settings.theme \"light\"（默认值；尚未存储） → \"dark\""),
        (.observedObjectReplaced(property: "_model", old: "Inline#1", new: "Inline#2",
                                 lost: [.init(property: "count", was: "2", now: "0")]),
         "ObservedObject _model: Inline#1 replaced by Inline#2; state lost: count was 2, now 0",
         "ObservedObject _model：Inline#1 被替换为 Inline#2；丢失的状态：count 原来是 2，现在是 0"),
        (.causedUpdate(.taskStarted(view: "Feed", id: "1"), update: 2),
         "task(id:) in Feed started (id 1) → second update", "Feed 中的 task(id:) 已启动（id 1） → 第二次更新"),
        (.preferenceValueChanged(key: "SumKey", from: "0", to: "1"), "preference SumKey 0 → 1", "偏好值 SumKey 0 → 1"),
        (.causes([.equalityReturnedFalse, .environmentChanged(["font"])]),
         "== returned false; environment font changed", "== 返回了 false；环境值 font 变了"),
    ]

    @Test(arguments: samples.indices)
    func eachDetailHasItsWordsInEachLanguage(index: Int) {
        let (detail, english, chinese) = Self.samples[index]
        #expect(detail.text(in: .english) == english)
        #expect(detail.text(in: .simplifiedChinese) == chinese)
    }

    /// What the app wrote is never taken for the lab's words: a value that reads like one
    /// of the lab's sentences stays as it is in every language.
    @Test func theAppsValuesAreCopiedAsTheyAre() {
        let lookalike = "\"its inputs are unchanged; == returned false\""
        let write = TraceDetail.valueChanged(from: .value(lookalike), to: "\"x (a closure, never equal) changed\"")
        #expect(write.text(in: .simplifiedChinese) == "\(lookalike) → \"x (a closure, never equal) changed\"")
        let swiftUI = TraceDetail.swiftUIMessage("Modifying state during view update, this will cause undefined behavior.")
        #expect(swiftUI.text(in: .simplifiedChinese) == swiftUI.text(in: .english))
    }

    /// The JSON trace keeps the English text; read back, a detail is that text.
    @Test func theJSONTraceCarriesTheEnglishText() throws {
        let event = TraceEvent(kind: .skip, view: "A/B", detail: .equatableSaysUnchanged)
        #expect(event.detailText == "== says the view is unchanged")
        let data = try JSONEncoder().encode(event)
        let decoded = try JSONDecoder().decode(TraceEvent.self, from: data)
        #expect(decoded.detail == .recorded("== says the view is unchanged"))
    }
}
