/// The lessons and exercises that ship with ObsLab, as files: the Markdown of `lessons/`
/// and the folders of `exercises/`, embedded at build time by the EmbedScenarioSources
/// plugin. Data only: the front end reads them (`LessonLibrary(files:)`,
/// `ExerciseBook(files:)`), so editing a lesson rebuilds this target and nothing else.
public enum LessonBook {
    /// Every file of `lessons/`, by its path in the checkout (`lessons/01-….md`).
    public static var lessonFiles: [(path: String, text: String)] {
        embeddedLessons.map { (path: "lessons/" + $0.file, text: $0.text) }
    }

    /// Every file of `exercises/`, by its path in the checkout.
    public static var exerciseFiles: [(path: String, text: String)] {
        embeddedExercises.map { (path: "exercises/" + $0.file, text: $0.text) }
    }
}
