import Testing
import ObsLab
import ObsLabEngine
@testable import ObsLabCommandLine

/// A lesson's Markdown in the shell: rendered on a terminal with colour, as written elsewhere.
@Suite struct MarkdownInTheTerminal {
    let colour = TextStyle(color: true)

    @Test func emphasisAndCodeAreRenderedWithColour() {
        #expect(MarkdownText.inline("the *identity* of `Row`", style: colour)
            == "the \u{1B}[4midentity\u{1B}[0m of \u{1B}[36mRow\u{1B}[0m")
        #expect(MarkdownText.inline("**Is the data local**? → `@State`", style: colour)
            == "\u{1B}[1mIs the data local\u{1B}[0m? → \u{1B}[36m@State\u{1B}[0m")
        // `*` inside code, and a lone `*` or `a * b`, are text.
        #expect(MarkdownText.inline("`a * b` and 2 * 3", style: colour) == "\u{1B}[36ma * b\u{1B}[0m and 2 * 3")
        #expect(MarkdownText.inline("视图的*身份*", style: colour) == "视图的\u{1B}[4m身份\u{1B}[0m")
    }

    @Test func withoutColourTheTextIsAsWritten() {
        let plain = TextStyle()
        #expect(MarkdownText.inline("the *identity* of `Row`", style: plain) == "the *identity* of `Row`")
        #expect(MarkdownText.plain("**Note** this\n```swift\nlet a = `b`\n```", style: plain) == "Note this\n    let a = `b`")
        // Code blocks are never rendered, colour or not.
        #expect(MarkdownText.plain("```swift\nlet *a* = 1\n```", style: colour) == "    let *a* = 1")
    }
}
