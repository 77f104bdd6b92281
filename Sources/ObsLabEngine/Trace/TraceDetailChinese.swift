import ObsLab

/// The trace's details in Simplified Chinese. Terms follow lessons/zh-Hans/GLOSSARY.md;
/// names, values, SwiftUI's API and SwiftUI's own messages stay as they are.
extension TraceDetail {
    var chinese: String {
        switch self {
        case .inputsUnchanged: "它的输入没有变"
        case .equatableSaysUnchanged: "== 判定视图没有变"
        case .equalityReturnedFalse: "== 返回了 false"
        case .environmentChanged(let names): "环境值 \(names.joined(separator: "、")) 变了"
        case .fieldsChanged(let fields):
            // No space after a full-width bracket: `…（闭包，永远不相等）变了`.
            fields.map { $0.isClosure ? "\($0.name)（闭包，永远不相等）" : $0.name }.joined(separator: "、")
                + (fields.last?.isClosure == true ? "变了" : " 变了")
        case .objectWillChange(let object, let emission): "\(object).objectWillChange（\(emission.chinese)）"
        case .holdsAnotherObject(let now, let was): "现在是 \(now)，原来是 \(was)"
        case .bindingFromClosures: "用闭包创建的绑定永远不等于上一个"
        case .bindingPointsElsewhere: "指向了别处"
        case .trackedProperty(let object, .named(let property)): "\(object).\(property)"
        case .trackedProperty(let object, .unnamed(let valueType)): "\(object).（一个 \(valueType) 类型的属性）"
        case .storedValueChanged(let location, let old, let new): "\(location) \(old.chinese) → \(new)"
        case .preferenceValueChanged(let key, let old, let new): "偏好值 \(key) \(old) → \(new)"
        case .emission(let emission): emission.chinese
        case .setUnchangedByModify: "赋值了，值没有变（_modify 访问照样发出通知）"
        case .computedPropertyNotified: "没有自己存储字段的属性：计算属性，通过 withMutation 发出通知"
        case .valueChanged(let old, let new): "\(old.chinese) → \(new)"
        case .writtenAgain(let value): "再次写入 \(value)：值相等，不触发更新"
        case .stateCreated(let property, let value): "State \(property) = \(value)"
        case .stateObjectCreated(let property, let object): "StateObject \(property)：创建了 \(object)"
        case .observedObjectReplaced(let property, let old, let new, let lost):
            "ObservedObject \(property)：\(old) 被替换为 \(new)"
                + (lost.isEmpty ? "" : "；丢失的状态："
                    + lost.map { "\($0.property) 原来是 \($0.was)，现在是 \($0.now)" }.joined(separator: "；"))
        case .initialValueDiscarded(let made, let kept):
            "State 的初始值又运行了一次，新建了 \(made)；它被丢弃，保留的仍是 \(kept)"
        case .storageHeld(let held): held.map { "\($0.property) = \($0.value)" }.joined(separator: ", ")
        case .onChangeInitial(let view, let value): "\(view) 中的 onChange(of:)（首次调用：\(value)）"
        case .onChange(let view, let old, let new): "\(view) 中的 onChange(of:)（\(old) → \(new)）"
        case .onReceive(let view, let value): "\(view) 中的 onReceive（\(value)）"
        case .onPreferenceChange(let key, let view, let value): "\(view) 中的 onPreferenceChange(\(key))（\(value)）"
        case .onDisappear(let view): "\(view) 中的 onDisappear"
        case .taskStarted(let view, nil): "\(view) 中的 task 已启动"
        case .taskStarted(let view, let id?): "\(view) 中的 task(id:) 已启动（id \(id)）"
        case .refreshStarted(let view): "\(view) 中的 refreshable 已启动"
        case .taskRestarted(let view, let old, let new):
            "\(view) 中的 task(id:) 重新启动（id \(old) → \(new)）；旧任务被取消"
        case .lazyContainerScrolled(let container, let view, let rows, let count):
            "\(view) 中的 \(container) 滚动了：" + (rows.map { "屏幕上是第 \(Self.rowRange($0)) 行" } ?? "屏幕上没有行")
                + "（共 \(count) 行）"
        case .causedUpdate(let action, let update):
            action.chinese + " → " + update.chineseUpdateName
        case .updateLoopStopped(let views, let passes):
            "\(views.joined(separator: "、")) 不断让自己失效；实验室在 \(passes) 轮更新后停了下来（SwiftUI 在这里会死循环或卡住）。"
        case .pathCannotHold(let typeName): "栈的路径放不下 \(typeName) 类型的值；这个链接什么也不做。"
        case .swiftUIMessage(let message), .recorded(let message): message
        case .causes(let causes): causes.map(\.chinese).joined(separator: "；")
        }
    }
}

extension TraceDetail.Emission {
    var chinese: String {
        switch self {
        case .willChange(let property): "\(property) 即将改变"
        case .setToEqualValue(let property): "\(property) 被赋了相等的值"
        case .sentByHand: "手动调用了 objectWillChange.send()"
        }
    }
}

extension TraceDetail.StoredValue {
    var chinese: String {
        switch self {
        case .value(let value): value
        case .notYetStored: "尚未存储"
        case .defaultNotYetStored(let value): "\(value)（默认值；尚未存储）"
        case .notYetStoredShowing(let values): "尚未存储（各视图显示的是自己的默认值：\(values.joined(separator: ", "))）"
        }
    }
}

private extension Int {
    /// The update an action's writes caused: the second, the third, …
    var chineseUpdateName: String {
        switch self {
        case 2: "第二次更新"
        case 3: "第三次更新"
        default: "第 \(self) 次更新"
        }
    }
}
