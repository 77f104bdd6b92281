import ObsLabCommandLine

/// The lessons that ship with ObsLab: the Markdown files of `lessons/`, embedded at
/// build time by the EmbedScenarioSources plugin.
public enum LessonBook {
    public static var library: LessonLibrary {
        LessonLibrary(files: embeddedLessons.map { (path: "lessons/" + $0.file, text: $0.text) })
    }

    /// The exercises that ship with ObsLab: the folders of `exercises/`, embedded the same way.
    public static var exercises: ExerciseBook {
        ExerciseBook(files: embeddedExercises.map { (path: "exercises/" + $0.file, text: $0.text) })
    }
}
