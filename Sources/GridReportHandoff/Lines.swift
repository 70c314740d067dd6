/// The lines of the file, joined with newlines at the end.
struct Lines {
    private var lines: [String] = []

    mutating func add(_ line: String, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + line)
    }

    /// An array literal after `prefix`: on one line when it fits in 120 columns, else its elements
    /// packed into lines one indent deeper, with a trailing comma, as swift-format lays it out.
    mutating func addList(_ prefix: String, _ elements: [String]) {
        let single = prefix + "[" + elements.joined(separator: ", ") + "]"
        guard single.count > Self.lineLength else { return add(single) }
        let indent = String(repeating: " ", count: prefix.prefix { $0 == " " }.count + 4)
        add(prefix + "[")
        var line = indent
        for (k, element) in elements.enumerated() {
            let piece = element + ","
            let candidate = line == indent ? line + piece : line + " " + piece
            if candidate.count > Self.lineLength && line != indent {
                add(line)
                line = indent + piece
            } else {
                line = candidate
            }
            if k == elements.count - 1 { add(line) }
        }
        add(String(prefix.prefix { $0 == " " }) + "]")
    }

    /// Comment text after `prefix`, its words wrapped into lines of at most 120 columns.
    mutating func addComment(_ prefix: String, _ text: String) {
        var line = prefix
        for word in text.split(separator: " ") {
            if line != prefix && line.count + 1 + word.count > Self.lineLength {
                add(line)
                line = prefix
            }
            line += (line == prefix ? "" : " ") + word
        }
        add(line)
    }

    static let lineLength = 120

    /// The handoff's notes, each a `// Note:` comment, and a blank line after them.
    mutating func addNotes(_ notes: [String]) {
        for note in notes { addComment("// ", "Note: " + note) }
        if !notes.isEmpty { add("") }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
