import ObsLabEngine

/// Why a file could not be read or written, as the C library says it (`strerror`), and in
/// Simplified Chinese as glibc's own translation says it.
struct FileProblem: Equatable {
    /// The reason in English (`Permission denied`), as `Error.plainFileReason` gives it.
    let reason: String

    /// glibc's Chinese for the reasons a learner meets; others stay in English.
    static let chinese: KeyValuePairs<String, String> = [
        "No such file or directory": "没有那个文件或目录",
        "Permission denied": "权限不够",
        "Is a directory": "是一个目录",
        "Not a directory": "不是目录",
        "No space left on device": "设备上没有空间",
        "Read-only file system": "只读文件系统",
        "File exists": "文件已存在",
    ]

    /// The reason in `language`.
    func text(in language: Language) -> String {
        guard language == .simplifiedChinese else { return reason }
        return Self.chinese.first { $0.key == reason }?.value ?? reason
    }
}
