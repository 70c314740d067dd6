import Foundation
import Testing

/// Issue 39, what was left after round 4: given widths' range, YAML null in a spec, `where`
/// errors naming `where`, and date-times with a zone in the handoff. Each runs its benign twin first.
@Suite("Hostile input, round 4: the rest (issue 39)")
struct HostileRound4LeftoverTests {
    static let csv = "Name,When\na,2024-03-01T10:00:00Z\nb,2024-03-02T08:30:00Z\n"

    func scratch(_ files: [String: String]) throws -> URL {
        let folder = try temporaryFolder()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("2: a given width in points is from 1 to 1,000,000, on the command line and in a spec (exit 64 naming it)")
    func widthRange() throws {
        let folder = try scratch([
            "in.csv": Self.csv, "ok.yaml": "columns:\n  - column: Name\n    width: 1000000\n",
            "huge.yaml": "columns:\n  - column: Name\n    width: 1e300\n",
        ])
        // The benign twins: the largest width is taken (and then does not fit, as any too wide a width).
        let twin = try run(["render", "in.csv", "--widths=1000000,-1", "--fit", "shrink", "--width", "60"], in: folder)
        #expect(twin.status == 0, "\(twin.stderr)")
        let specTwin = try run(
            ["render", "in.csv", "--spec", "ok.yaml", "--fit", "shrink", "--width", "60"], in: folder)
        #expect(specTwin.status == 0, "\(specTwin.stderr)")
        let hint = "(a fraction below 1 is a share of the content width, 0 hides the column and -1 is the flexible one)"
        let flag = try run(["render", "in.csv", "--widths=-1,1e300"], in: folder)
        #expect(flag.status == 64)
        #expect(flag.stderr == "gridreport: --widths: value 2 must be from 1 to 1000000 points, not 1e+300 \(hint)\n")
        let sheet = try run(["export", "in.csv", "-o", "out.xlsx", "--widths=1000001,-1"], in: folder)
        #expect(sheet.status == 64)
        #expect(sheet.stderr == "gridreport: --widths: value 1 must be from 1 to 1000000 points, not 1000001 \(hint)\n")
        let spec = try run(["render", "in.csv", "--spec", "huge.yaml"], in: folder)
        #expect(spec.status == 64)
        #expect(
            spec.stderr
                == "gridreport: huge.yaml:3:12: columns.width: value 1 must be from 1 to 1000000 points, not 1e+300 \(hint)\n"
        )
    }

    @Test("4a: a spec key whose value is YAML's null is as if not given; a null in a list is refused, never 'null'")
    func specNull() throws {
        let folder = try scratch([
            "in.csv": Self.csv,
            "null.yaml":
                "title: null\nwhere: null\nsort: ~\nselect:\nrules: null\ncolumns:\n  - column: When\n    format: ~\n",
            "list.yaml": "where: [Name == a, null]\n", "quoted.yaml": "where: \"null\"\n",
            "entry.yaml": "columns:\n  - ~\n",
        ])
        let plain = try run(["render", "in.csv", "--width", "60"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        let nulls = try run(["render", "in.csv", "--spec", "null.yaml", "--width", "60"], in: folder)
        #expect(nulls.status == 0, "\(nulls.stderr)")
        #expect(nulls.stdout == plain.stdout, "every row, no title, as with no spec")
        let list = try run(["render", "in.csv", "--spec", "list.yaml"], in: folder)
        #expect(list.status == 64)
        #expect(
            list.stderr
                == "gridreport: list.yaml:1:20: where: expected text, found null (YAML's null; quote it, \"null\", for the text)\n"
        )
        let entry = try run(["render", "in.csv", "--spec", "entry.yaml"], in: folder)
        #expect(entry.status == 64)
        #expect(
            entry.stderr == "gridreport: entry.yaml:2:5: columns: expected a mapping of keys to values, found null\n")
        // Quoted, it is the text: a condition without an operator.
        let quoted = try run(["render", "in.csv", "--spec", "quoted.yaml"], in: folder)
        #expect(quoted.status == 64)
        #expect(quoted.stderr.hasPrefix("gridreport: quoted.yaml:1:8: where 'null': no operator after the column"))
    }

    @Test("4b: a spec's where errors name the key where, as the command line's name --where; rules keep 'rule'")
    func whereErrorsNameWhere() throws {
        let folder = try scratch([
            "in.csv": Self.csv, "ok.yaml": "where: Name == a\n", "bad.yaml": "where: Nme == a\n",
            "type.yaml": "where:\n  - Name == a\n  - When > soon\n", "rule.yaml": "rules:\n  - Nme == a:negative\n",
        ])
        let twin = try run(["render", "in.csv", "--spec", "ok.yaml", "--width", "60"], in: folder)
        #expect(twin.status == 0, "\(twin.stderr)")
        #expect(!twin.stdout.contains("2024-03-02"))
        let hint = "(name a column by its title or by its number 1–2)"
        let bad = try run(["render", "in.csv", "--spec", "bad.yaml"], in: folder)
        #expect(bad.status == 64)
        #expect(
            bad.stderr
                == "gridreport: bad.yaml:1:8: where 'Nme == a': no column \"Nme\"; did you mean \"Name\"? \(hint)\n")
        let flag = try run(["render", "in.csv", "--where", "Nme == a"], in: folder)
        #expect(flag.stderr == "gridreport: --where 'Nme == a': no column \"Nme\"; did you mean \"Name\"? \(hint)\n")
        let type = try run(["render", "in.csv", "--spec", "type.yaml"], in: folder)
        #expect(type.status == 64)
        #expect(type.stderr.hasPrefix("gridreport: type.yaml:3:5: where 'When > soon': 'soon' is not a date"))
        let rule = try run(["render", "in.csv", "--spec", "rule.yaml"], in: folder)
        #expect(rule.status == 64)
        #expect(rule.stderr.hasPrefix("gridreport: rule.yaml:2:5: rule 'Nme == a:negative': no column 'Nme'"))
    }

    @Test("4c: date-times with a zone are date-times in render and the handoff alike, the zone shown as written")
    func handoffZones() throws {
        let folder = try scratch([
            "z.csv": Self.csv, "plus.csv": "Name,When\na,2024-03-01T10:00+02:00\nb,2024-03-02T08:30+02:00\n",
            "mixed.csv": "Name,When\na,2024-03-01T10:00:00Z\nb,2024-03-02T08:30:00+02:00\n",
        ])
        var sources: [String: String] = [:]
        for name in ["z", "plus"] {
            let rendered = try run(["render", "\(name).csv", "--width", "60"], in: folder)
            #expect(rendered.status == 0, "\(rendered.stderr)")
            let inspected = try run(["inspect", "\(name).csv"], in: folder)
            #expect(inspected.stdout.contains("│ datetime │"), "\(inspected.stdout)")
            let result = try run(
                ["handoff", "\(name).csv", "--to", "uikit", "--sample", "5", "--name", name.capitalized], in: folder)
            try #require(result.status == 0, "\(result.stderr)")
            sources[name.capitalized] = result.stdout
        }
        let grids = try HandoffStandIn.run(sources)
        #expect(
            grids["Z"]?.rows.map { $0.map { $0.text ?? "" } }
                == [["a", "2024-03-01T10:00:00Z"], ["b", "2024-03-02T08:30:00Z"]])
        #expect(
            grids["Plus"]?.rows.map { $0.map { $0.text ?? "" } }
                == [["a", "2024-03-01T10:00+02:00"], ["b", "2024-03-02T08:30+02:00"]])
        // Two zones in one column: one pattern cannot write both back.
        let mixed = try run(["handoff", "mixed.csv", "--to", "uikit"], in: folder)
        #expect(mixed.status == 65)
        #expect(
            mixed.stderr
                == "gridreport: handoff: column 'When' has dates like '2024-03-02T08:30:00+02:00', which no DateFormatter pattern writes back as written (give a display pattern (--date-format) or a style (--date-style))\n"
        )
    }
}
