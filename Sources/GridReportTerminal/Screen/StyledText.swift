/// Text as the core's renderers write it for a terminal: characters, and SGR escapes between them.
/// Values reach it sanitised (see `TerminalText.sanitize`), so the only escapes are the renderers'
/// own; any other escape (a hyperlink's OSC 8) is dropped rather than drawn as characters.
enum StyledText {
    enum Piece: Equatable {
        case character(Character)
        /// The parameters of an SGR escape (`ESC [ params m`), "0" for a reset.
        case style(String)
    }

    static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1B}" else {
                pieces.append(.character(character))
                continue
            }
            switch characters.next() {
            case "[":
                var parameters = ""
                while let next = characters.next() {
                    if next.isASCII, let value = next.asciiValue, (0x40...0x7E).contains(value) {
                        if next == "m" { pieces.append(.style(parameters.isEmpty ? "0" : parameters)) }
                        break
                    }
                    parameters.append(next)
                }
            case "]":
                // OSC: up to BEL or ESC \.
                while let next = characters.next() {
                    if next == "\u{07}" { break }
                    if next == "\u{1B}" {
                        _ = characters.next()
                        break
                    }
                }
            default:
                break
            }
        }
        return pieces
    }
}
