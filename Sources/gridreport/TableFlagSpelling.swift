import GridReport

/// `--table` takes its style optionally: `--table`, `--table medium9`, `--table=light1`.
/// ArgumentParser has no option with an optional value, so before it sees the words a bare
/// `--table` is given its value: the next word when that names a table style, else the standard
/// style. A file named like a style (`medium9`) is read as the style there; `./medium9` is a file.
enum TableFlagSpelling {
    static func joiningStyle(_ arguments: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                result.append(contentsOf: arguments[index...])
                break
            }
            if word == "--table" {
                if index + 1 < arguments.count, TableStyle(name: arguments[index + 1]) != nil {
                    result.append("--table=" + arguments[index + 1])
                    index += 2
                } else {
                    result.append("--table=" + TableStyle.standard.name)
                    index += 1
                }
                continue
            }
            result.append(word)
            index += 1
        }
        return result
    }
}
