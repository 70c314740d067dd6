import ArgumentParser
import GridReport

/// `--encoding`'s value as typed. Its names are the ones completion offers; the value itself is
/// checked by `TextEncoding.parse`, which also reads the usual spellings (`utf8`, `cp1252`, any
/// case) and says which names there are, a sentence ArgumentParser's own refusal would not give.
struct EncodingName: ExpressibleByArgument {
    var text: String

    init(argument: String) { text = argument }

    static var allValueStrings: [String] { TextEncoding.allCases.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    func parse() throws -> TextEncoding { try TextEncoding.parse(text) }
}
