extension DatePattern {
    /// The pattern as `value` is written with it: a one-letter number field (`d`, `M`, `H`…)
    /// whose value is written with a leading zero (`01-02-13` under `d-M-yy`) becomes two letters
    /// (`dd-MM-yy`). Reading accepts both forms; the sheet, which shows a serial through a
    /// pattern, then shows the dates as the terminal does, as written. The rest of the pattern is
    /// kept where the value stops fitting it (a name, a literal that differs).
    public func asWritten(_ value: String) -> DatePattern {
        let bytes = Array(value.utf8)
        var at = 0
        var result: [Token] = []
        func digits(upTo limit: Int) -> Int {
            var n = 0
            while at + n < bytes.count, n < limit, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at + n]) {
                n += 1
            }
            return n
        }
        for (k, token) in tokens.enumerated() {
            switch token {
            case .literal(let text):
                guard bytes.count - at >= text.count, Array(bytes[at..<at + text.count]) == text else {
                    return DatePattern(text: self.text, tokens: result + tokens[k...])
                }
                at += text.count
                result.append(token)
            case .field(let field, let count):
                guard field.isNumeric, field != .fraction, field != .year else {
                    guard field.isNumeric else { return DatePattern(text: self.text, tokens: result + tokens[k...]) }
                    at += digits(upTo: Int.max)
                    result.append(token)
                    continue
                }
                let n = digits(upTo: 2)
                let padded = count == 1 && n == 2 && bytes[at] == UInt8(ascii: "0")
                at += n
                result.append(.field(field, count: padded ? 2 : count))
            }
        }
        return DatePattern(text: self.text, tokens: result)
    }
}
