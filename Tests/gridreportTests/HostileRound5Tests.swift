import Foundation
import Testing

/// Issue 47: hostile input, round 5 (the viewer's items are in `HostileRound5ViewerTests`).
@Suite("Hostile input, round 5 (issue 47)")
struct HostileRound5Tests {
    func scratch(with files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    // MARK: 5. advice on a narrow table under notes

    static let narrowBody = "Name,Price\nApple,1.5\nBanana,0.25\nCherry,3\nDamson,4.75\n"
    static let wideBody = "Name,Price,Qty\nApple,1.5,2\nBanana,0.25,12\nCherry,3,7\nDamson,4.75,1\n"

    /// The flags an advice names (`pass --skip-lines 2 --no-header`, `use --ragged truncate`):
    /// every `--flag` with the value after it, if any.
    static func advisedFlags(_ text: String) -> [[String]] {
        let flag = try! NSRegularExpression(pattern: "--[a-z][a-z-]*(?: (?:[0-9]+|truncate|pad|'#'))?")
        return text.split(separator: "\n").map(String.init).compactMap { line in
            let flags = flag.matches(in: line, range: NSRange(line.startIndex..., in: line)).flatMap { match in
                line[Range(match.range, in: line)!].split(separator: " ").map {
                    $0.replacingOccurrences(of: "'", with: "")
                }
            }
            return flags.isEmpty ? nil : flags
        }
    }

    @Test(
        "5: notes above a narrow table are advised --skip-lines as over a wide one; following every advice loses no value",
        arguments: [
            ("Sales report\nQ3 2024\n" + HostileRound5Tests.narrowBody, 2),
            ("Sales report\n" + HostileRound5Tests.narrowBody, 1),
            ("Sales report\nQ3 2024\n" + HostileRound5Tests.wideBody, 2),
            ("Sales report\n" + HostileRound5Tests.wideBody, 1),
        ])
    func narrowTableUnderNotes(text: String, notes: Int) throws {
        let folder = try scratch(with: ["notes.csv": text])
        let table = text.split(separator: "\n").dropFirst(notes)
        let titles = table.first!.split(separator: ",").map(String.init)
        let values = table.dropFirst().flatMap { $0.split(separator: ",").map(String.init) }
        let rendered = try run(["render", "notes.csv", "--mode", "records"], in: folder)
        let inspected = try run(["inspect", "notes.csv"], in: folder)
        let advice = Self.advisedFlags(rendered.stderr) + Self.advisedFlags(inspected.stdout)
        // The advice is to skip the notes, from both, whether the first pass failed or only warned.
        #expect(
            advice.contains(["--skip-lines", "\(notes)"]), "render: \(rendered.stderr)\ninspect: \(inspected.stdout)")
        #expect(!advice.contains { $0.contains("--ragged") }, "\(advice)")
        for flags in advice {
            let followed = try run(["render", "notes.csv", "--mode", "records"] + flags, in: folder)
            #expect(followed.status == 0, "\(flags): \(followed.stderr)")
            let lines = followed.stdout.split(separator: "\n")
            // Every title over its value, every value shown; no note taken for a title.
            for title in titles { #expect(lines.contains { $0.hasPrefix("\(title):") }, "\(flags): \(title)") }
            for value in values {
                #expect(lines.contains { $0.hasSuffix(" \(value)") }, "\(flags): \(value)\n\(followed.stdout)")
            }
            #expect(!followed.stdout.contains("Sales report"), "\(flags)")
        }
    }
}
