import Foundation

/// Runs a Python script that reads an XLSX with openpyxl (an independent reader) and prints JSON;
/// `path` is its `sys.argv[1]`. The script's errors come back in the thrown error.
func openpyxlJSON(_ script: String, _ path: String, _ more: [String] = []) throws -> Any {
    try pythonJSON(["-c", script, path] + more) { OpenpyxlFailure(path: path, diagnostics: $0) }
}

/// Runs `python3` (the first on PATH: the project's .venv under `make test`) with `arguments`
/// and reads the JSON it prints; when it fails, `failure` makes the error from its stderr.
func pythonJSON(_ arguments: [String], failure: (String) -> Error) throws -> Any {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let out = Pipe()
    let errors = Pipe()
    process.standardOutput = out
    process.standardError = errors
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let diagnostics = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw failure(diagnostics) }
    return try JSONSerialization.jsonObject(with: data)
}

struct OpenpyxlFailure: Error, CustomStringConvertible {
    var path: String
    var diagnostics: String
    var description: String { "openpyxl could not read \(path): \(diagnostics)" }
}
