import ObsLabCommandLine

/// The lessons that ship with ObsLab: the Markdown files of `lessons/`, embedded at
/// build time by the EmbedScenarioSources plugin.
public enum LessonBook {
    public static var library: LessonLibrary {
        LessonLibrary(files: embeddedLessons.map { (path: "lessons/" + $0.file, text: $0.text) })
    }
}
