import Foundation
import Mustache

/// The files the live page and the HTML report are made of: HTML templates (Mustache),
/// style sheets and scripts, kept in `Pages/Resources` and copied into the package's
/// resource bundle, so a reader changes the pages' look in a `.css` or `.mustache` file.
enum PageResources {
    /// The folder the resources were copied to, inside the module's bundle.
    private static let folder: URL? = Bundle.module.url(forResource: "Resources", withExtension: nil)

    /// The text of the resource called `name` (`player.js`), nil when the bundle is missing
    /// (a binary copied away from its `ObsLab_ObsLabCommandLine.resources` folder).
    static func text(_ name: String) -> String? {
        guard let url = folder?.appendingPathComponent(name) else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// The template `name.mustache` filled with `values`; nil when it is missing or does
    /// not parse.
    static func render(_ name: String, _ values: [String: Any]) -> String? {
        guard let source = text(name + ".mustache"), let template = try? MustacheTemplate(string: source) else {
            return nil
        }
        return template.render(values)
    }

    /// Where the resources should be, for the message when they are not.
    static var missingMessage: String {
        "the page files are missing: they live in the ObsLab_ObsLabCommandLine.resources folder "
            + "next to the obslab binary (build with `swift build`, or copy that folder along with the binary)"
    }

    /// `json` made safe inside `<script type="application/json">`: no `<` can close the element.
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
