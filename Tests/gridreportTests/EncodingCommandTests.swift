import Foundation
import Testing

/// Issue 27, text encodings end to end: each input renders byte for byte like its UTF-8 twin in
/// every view and exports the same cells; bad bytes under an explicit encoding and unknown names
/// are errors with their sentence and exit code.
@Suite("Text encodings, end to end")
struct EncodingCommandTests {
    static let views = ["regular", "compact", "records", "cards"]
    static let text = "Name,City,Amount,Note\nMüller,Köln,12.5,€ Œ ü\nŒuvre,Zürich,3,\"a, b\"\nÅsa,Tromsø,-7.25,NA\n"

    func folder(_ files: [String: [UInt8]]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        ([0xFEFF] + Array(text.utf16)).flatMap {
            bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }
    }

    func windows1252(_ text: String) -> [UInt8] {
        let table: [Character: UInt8] = ["€": 0x80, "Œ": 0x8C]
        return text.unicodeScalars.map { scalar in
            table[Character(scalar)] ?? UInt8(scalar.value)
        }
    }

    /// `file` renders like `twin` in every view, and exports the same cells.
    /// `extra` are options for `file` alone (its encoding).
    func expectTwins(_ file: String, _ twin: String, in folder: URL, extra: [String] = []) throws {
        for view in Self.views {
            let arguments = ["--mode", view, "--width", "90"]
            let decoded = try run(["render", file] + arguments + extra, in: folder)
            let plain = try run(["render", twin] + arguments, in: folder)
            #expect(decoded.status == 0 && plain.status == 0, "\(file) \(view): \(decoded.stderr)")
            #expect(decoded.stdout == plain.stdout, "\(file) in the \(view) view")
        }
        for (name, output, options) in [(file, "decoded.xlsx", extra), (twin, "twin.xlsx", [])] {
            let result = try run(
                ["export", name, "-o", output, "--force", "--sheet-name", "Report"] + options, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let decoded = try readBack(folder.appendingPathComponent("decoded.xlsx").path)
        let plain = try readBack(folder.appendingPathComponent("twin.xlsx").path)
        #expect(NSDictionary(dictionary: decoded).isEqual(to: plain), "\(file): the exports differ")
    }

    @Test(
        "UTF-16LE with a mark and tabs (Excel's Unicode Text), UTF-16BE, Windows-1252 render and export like their twins"
    )
    func twins() throws {
        let tabbed = Self.text.replacingOccurrences(of: ",", with: "\t").replacingOccurrences(
            of: "\"a\t b\"", with: "\"a, b\"")
        let folder = try folder([
            "unicode.txt": utf16(tabbed, bigEndian: false), "tab.csv": Array(tabbed.utf8),
            "be.csv": utf16(Self.text, bigEndian: true), "plain.csv": Array(Self.text.utf8),
            "cp1252.csv": windows1252(Self.text),
        ])
        try expectTwins("unicode.txt", "tab.csv", in: folder)
        try expectTwins("be.csv", "plain.csv", in: folder)
        try expectTwins("cp1252.csv", "plain.csv", in: folder)
        try expectTwins("cp1252.csv", "plain.csv", in: folder, extra: ["--encoding", "windows-1252"])
        // Completion offers the names; the usual other spellings still read.
        try expectTwins("cp1252.csv", "plain.csv", in: folder, extra: ["--encoding", "CP1252"])
    }

    @Test("not UTF-8 without a mark: one warning naming the file, the first bad line and the encoding chosen")
    func fallbackWarning() throws {
        let folder = try folder(["cp1252.csv": windows1252(Self.text)])
        let result = try run(["render", "cp1252.csv", "--width", "90"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "gridreport: warning: cp1252.csv:2: not UTF-8 (first at column 2); read as Windows-1252\n")
        let inspect = try run(["inspect", "cp1252.csv"], in: folder)
        #expect(inspect.stdout.hasPrefix("cp1252.csv (Windows-1252, not UTF-8): 4 columns, 3 rows;"))
    }

    @Test("inspect says the encoding and its byte order mark; --yaml keeps an explicit encoding; the spec key reads it")
    func inspectAndSpec() throws {
        let folder = try folder([
            "be.csv": utf16(Self.text, bigEndian: true), "cp1252.csv": windows1252(Self.text),
            "spec.yaml": Array("encoding: latin1\n".utf8), "bad.yaml": Array("encoding: ebcdic\n".utf8),
        ])
        let inspect = try run(["inspect", "be.csv"], in: folder)
        #expect(inspect.stdout.hasPrefix("be.csv (UTF-16BE, byte order mark): 4 columns, 3 rows;"))
        let json = try run(["inspect", "cp1252.csv", "--json"], in: folder)
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let input = try #require(plan["input"] as? [String: Any])
        #expect(input["encoding"] as? String == "windows-1252")
        #expect(input["byteOrderMark"] as? Bool == false)
        #expect(input["compression"] is NSNull)
        #expect(input["notUTF8At"] as? String == "cp1252.csv:2:2")
        let yaml = try run(["inspect", "cp1252.csv", "--encoding", "cp1252", "--yaml"], in: folder)
        #expect(yaml.stdout.contains("\nencoding: windows-1252\n"))
        // Latin-1 reads 0x80 as a C1 control, which never reaches the terminal raw.
        let latin = try run(["render", "cp1252.csv", "--spec", "spec.yaml", "--mode", "records"], in: folder)
        #expect(latin.status == 0 && latin.stderr.isEmpty)
        #expect(!latin.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
        #expect(latin.stdout.contains("Note:   \\u{0080} \\u{008C} ü\n"))
        let bad = try run(["render", "cp1252.csv", "--spec", "bad.yaml"], in: folder)
        #expect(bad.status == 64)
        #expect(
            bad.stderr
                == "gridreport: bad.yaml:1:11: encoding: 'ebcdic' is not one of auto, utf-8, utf-16, utf-16le, utf-16be, windows-1252, latin1\n"
        )
    }

    @Test(
        "invalid bytes under an explicit encoding exit 65 at file:line:column; an unknown name exits 64 with the list")
    func errors() throws {
        let folder = try folder([
            "cp1252.csv": windows1252(Self.text),
            "lone.txt": utf16("a,b\n1,é", bigEndian: false) + [0x00, 0xDC, 0x0A, 0x00],
        ])
        let utf8 = try run(["render", "cp1252.csv", "--encoding", "utf-8"], in: folder)
        #expect(utf8.status == 65)
        #expect(
            utf8.stderr
                == "gridreport: cp1252.csv:2:2: invalid UTF-8 (byte 0xFC) (read it as Windows' code page with --encoding windows-1252, or save it as UTF-8)\n"
        )
        let lone = try run(["render", "lone.txt"], in: folder)
        #expect(lone.status == 65)
        #expect(
            lone.stderr
                == "gridreport: lone.txt:2:4: invalid UTF-16LE (bytes 0x00 0xDC) (the file is not UTF-16LE here; give its encoding with --encoding)\n"
        )
        let unknown = try run(["render", "cp1252.csv", "--encoding", "utf-7"], in: folder)
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr
                == "gridreport: --encoding: 'utf-7' is not an encoding gridreport reads (use one of auto, utf-8, utf-16, utf-16le, utf-16be, windows-1252, latin1)\n"
        )
    }
}
