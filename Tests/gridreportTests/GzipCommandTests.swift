import Foundation
import Testing

/// Issue 27, gzip end to end: told by its magic bytes on a path and on standard input, rendered
/// and exported like the plain file; a cut or damaged stream is exit 65 naming the file; a bomb
/// is stopped by the limits a big file has, in bounded memory.
@Suite("gzip input, end to end")
struct GzipCommandTests {
    /// A folder with the penguins sample and its gzip (two members, as `cat a.gz b.gz` makes).
    func folder() throws -> URL {
        let folder = try temporaryFolder()
        let sample = repositoryRoot.appendingPathComponent("Samples/penguins.csv")
        try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("penguins.csv"))
        let made = try shell(
            "gzip -9 -c penguins.csv > penguins.csv.gz && head -c 2000 penguins.csv > a && tail -c +2001 penguins.csv > b"
                + " && { gzip -c a; gzip -c b; } > members.gz && cp penguins.csv.gz renamed.csv",
            in: folder)
        #expect(made.status == 0, "\(made.stderr)")
        return folder
    }

    @Test("a .csv.gz on a path, under another name and on standard input renders like the CSV in every view")
    func renders() throws {
        let folder = try folder()
        for view in ["regular", "compact", "records", "cards"] {
            let options = "--mode \(view) --width 90 --group-by island --totals"
            let result = try shell(
                """
                $G render penguins.csv \(options) > plain.out
                $G render penguins.csv.gz \(options) > path.out
                $G render renamed.csv \(options) > renamed.out
                $G render - \(options) < penguins.csv.gz > stdin.out
                $G render members.gz \(options) > members.out
                cmp plain.out path.out && cmp plain.out renamed.out && cmp plain.out stdin.out && cmp plain.out members.out
                """, in: folder)
            #expect(result.status == 0, "\(view): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(view): \(result.stderr)")
        }
    }

    @Test("a .csv.gz exports the CSV's cells; inspect says gzip")
    func exportsAndInspects() throws {
        let folder = try folder()
        let result = try shell(
            """
            $G export penguins.csv -o plain.xlsx --sheet-name Report 2>/dev/null && \
            $G export - -o zipped.xlsx --sheet-name Report < penguins.csv.gz 2>/dev/null && \
            $G inspect penguins.csv.gz | head -1 && \
            $G inspect penguins.csv.gz --json | grep '"compression"' 
            """, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("penguins.csv.gz (UTF-8, gzip): 5 columns, 15 rows;"))
        #expect(result.stdout.hasSuffix("\n    \"compression\" : \"gzip\",\n"))
        let plain = try readBack(folder.appendingPathComponent("plain.xlsx").path)
        let zipped = try readBack(folder.appendingPathComponent("zipped.xlsx").path)
        #expect(NSDictionary(dictionary: plain).isEqual(to: zipped))
    }

    @Test("a cut or damaged gzip is exit 65 with a sentence naming the file, on a path and on standard input")
    func brokenStreams() throws {
        let folder = try folder()
        let result = try shell(
            """
            head -c $(( $(wc -c < penguins.csv.gz) / 2 )) penguins.csv.gz > cut.csv.gz
            python3 -c "import sys; d = bytearray(open('penguins.csv.gz', 'rb').read()); d[100:108] = b'\\xff' * 8; open('bad.csv.gz', 'wb').write(d)"
            $G render cut.csv.gz > /dev/null; echo "cut=$?"
            $G render - < cut.csv.gz > /dev/null; echo "stdin=$?"
            $G render bad.csv.gz > /dev/null; echo "bad=$?"
            """, in: folder)
        #expect(result.stdout == "cut=65\nstdin=65\nbad=65\n")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.first
                == "gridreport: cut.csv.gz: the gzip stream is cut short (the file is incomplete) (download or copy the file again)"
        )
        #expect(
            lines.dropFirst().first
                == "gridreport: <stdin>: the gzip stream is cut short (the file is incomplete) (download or copy the file again)"
        )
        #expect(lines.last?.hasPrefix("gridreport: bad.csv.gz: the gzip stream is damaged: ") == true)
    }

    @Test("gzip bombs: 400 MB of one field or of NULs stop at the limits, in bounded memory")
    func bombs() throws {
        let folder = try temporaryFolder()
        // /usr/bin/time is not everywhere: peak memory is read from the kernel's own count.
        let result = try shell(
            """
            head -c 400000000 /dev/zero | tr '\\0' 'a' | gzip -1 > field.gz
            head -c 400000000 /dev/zero | gzip -1 > zeros.gz
            $G render field.gz > /dev/null; echo "field=$?"
            $G render zeros.gz > /dev/null; echo "zeros=$?"
            """, in: folder)
        #expect(result.stdout == "field=65\nzeros=65\n")
        #expect(
            result.stderr
                == """
                gridreport: field.gz:1:1: a field longer than 16,777,216 bytes starts here (raise the limit with --max-field-size, e.g. --max-field-size 64M, or maxFieldSize in a spec)
                gridreport: zeros.gz: the input looks binary, not CSV: 64 NUL bytes in a row at byte 0 (give a CSV file (UTF-8 text))

                """)
    }

    @Test("export and preview onto their own gzip input are refused, and the input stays whole")
    func outputOntoInput() throws {
        let folder = try folder()
        for command in ["export", "preview"] {
            let result = try shell(
                "cp penguins.csv.gz keep.gz && $G \(command) penguins.csv.gz -o penguins.csv.gz --force; echo \"status $?\"; cmp keep.gz penguins.csv.gz",
                in: folder)
            #expect(result.stdout == "status 73\n", "\(command): \(result.stdout) \(result.stderr)")
            #expect(
                result.stderr
                    == "gridreport: penguins.csv.gz: is the input file; writing it would overwrite what is being read (choose another output name)\n",
                "\(command)")
        }
    }
}
