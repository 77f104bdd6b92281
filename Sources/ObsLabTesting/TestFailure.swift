#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, captured by default arguments at the call site.
public struct AssertionLocation: Sendable {
    public var fileID: String
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Records a failed assertion with the testing library that runs the test.
///
/// Under swift-testing it is `Issue.record`; under XCTest, `XCTFail`. Each library sees
/// only its own failures: on Swift 6.3 (Linux), `Issue.record` inside an XCTest test and
/// `XCTFail` inside a swift-testing test are silently dropped (tried; the two libraries'
/// bridge, `_TestingInterop`, is still experimental — swiftlang/swift-testing#1280, #1369).
/// So the running test decides: `Test.current` is set only while swift-testing runs one.
public enum TestFailure {
    /// Where failures go when neither library is running a test (for example, a tool that
    /// uses `LabHost` outside tests); set it to collect them.
    @MainActor public static var fallback: ((String, AssertionLocation) -> Void)?

    @MainActor
    public static func record(_ message: String, at location: AssertionLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
            return
        }
        #endif
        if let fallback {
            fallback(message, location)
            return
        }
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        print("\(location.filePath):\(location.line): error: \(message)")
        #endif
    }
}
