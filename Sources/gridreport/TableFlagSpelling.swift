import GridReport

/// `--table` takes its style optionally: `--table`, `--table medium9`, `--table=light1`.
/// ArgumentParser has no option with an optional value, so before it sees the words a bare
/// `--table` is given its value: the next word when that names a table style, else the standard
/// style. A file named like a style (`medium9`) is read as the style there; `./medium9` is a file.
enum TableFlagSpelling {
    static func joiningStyle(_ arguments: [String]) -> [String] {
        CommandLineSpelling.rewritingWords(arguments) { words in
            guard words.first == "--table" else { return nil }
            if words.count > 1, TableStyle(name: words[words.startIndex + 1]) != nil {
                return ("--table=" + words[words.startIndex + 1], 2)
            }
            return ("--table=" + TableStyle.standard.name, 1)
        }
    }
}
