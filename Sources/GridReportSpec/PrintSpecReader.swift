import GridReport
import Yams

/// Reads a spec's `print` mapping: `orientation` (auto, portrait, landscape), `paper` (letter,
/// legal, tabloid, a3, a4, a5) and `fitToWidth` (true or false).
enum PrintSpecReader {
    static func read(_ node: Node, reader: SpecNodeReader) throws -> PrintSetup {
        var setup = PrintSetup()
        for (keyNode, value) in try reader.settings(node, key: "print") {
            let key = try reader.key(keyNode)
            switch key {
            case "orientation":
                setup.orientation = try reader.choice(value, key: "print.orientation", PrintSetup.Orientation.self)
            case "paper": setup.paper = try reader.choice(value, key: "print.paper", PrintSetup.Paper.self)
            case "fitToWidth": setup.fitToWidth = try reader.bool(value, key: "print.fitToWidth")
            default:
                throw reader.unknownKey("print.\(key)", at: keyNode, known: ["orientation", "paper", "fitToWidth"])
            }
        }
        return setup
    }
}
