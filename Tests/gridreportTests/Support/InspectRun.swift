import Foundation

/// The inspect tests' form of `run`: a tuple of status, stdout and stderr.
func inspectRun(_ args: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let result = try run(args, stdin: stdin)
    return (result.status, result.stdout, result.stderr)
}

/// A file in a fresh temporary folder, for inputs and specs of one test.
func inspectTemporaryFile(_ name: String, _ contents: String) throws -> String {
    let url = try temporaryFolder().appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}
