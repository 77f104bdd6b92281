import Testing
import ObsLab
import ObsLabEngine

/// The phrase book renders a sentence by the first template that matches all of it.
@Suite struct PhraseBookRendering {
    let book = PhraseBook([
        .init("{} will change", "{} 即将改变"),
        .init("{}.objectWillChange ({~})", "{}.objectWillChange（{~}）"),
        .init("no view \"{}\"; views: {}", "没有视图 \"{}\"；现有视图：{}"),
        .init("{~}; {~}", "{~}；{~}"),
    ])

    @Test func aTemplateMatchesAWholeSentenceAndKeepsItsParts() {
        #expect(book.render("orders will change") == "orders 即将改变")
        #expect(book.render("no view \"Nope\"; views: A, B") == "没有视图 \"Nope\"；现有视图：A, B")
    }

    @Test func aNestedSentenceIsRenderedToo() {
        #expect(book.render("Model#1.objectWillChange (orders will change)") == "Model#1.objectWillChange（orders 即将改变）")
        #expect(book.render("a will change; b will change") == "a 即将改变；b 即将改变")
        // A `; ` inside parentheses or quotes does not split a sentence.
        #expect(book.render("no view \"a; b\"; views: A") == "没有视图 \"a; b\"；现有视图：A")
        #expect(book.render("M#1.objectWillChange (x (y; z) will change)") == "M#1.objectWillChange（x (y; z) 即将改变）")
    }

    @Test func theAppsOwnStringsAreNeverRendered() {
        // A value that holds `; ` or `, ` is the app's text: a part never ends inside it.
        let write = "Console._lastLine: \"(nothing yet)\" → \"$price sink received 1; price still reads 1\""
        #expect(book.render(write) == write)
        #expect(book.render("a will change; \"x; y, z\" will change") == "a 即将改变；\"x; y, z\" 即将改变")
    }

    @Test func aSentenceNoTemplateMatchesIsUnchanged() {
        let swiftUI = "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
        #expect(book.render(swiftUI) == swiftUI)
        #expect(book.render("orders will change soon") == "orders will change soon")
        #expect(Language(identifier: "zh_CN.UTF-8") == .simplifiedChinese)
        #expect(Language(identifier: "en_US.UTF-8") == .english)
    }
}
