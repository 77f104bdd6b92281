import LessonBook
import ObsLabCommandLine
import Scenarios

MainActor.assumeIsolated {
    LabCommandLine.main(catalog: BuiltInCatalog.catalog, lessons: LessonBook.library, exercises: LessonBook.exercises)
}
