import LessonBook
import ObsLabCommandLine
import Scenarios

MainActor.assumeIsolated {
    LabCommandLine.main(catalog: BuiltInCatalog.catalog, lessons: LessonLibrary(files: LessonBook.lessonFiles), exercises: ExerciseBook(files: LessonBook.exerciseFiles))
}
