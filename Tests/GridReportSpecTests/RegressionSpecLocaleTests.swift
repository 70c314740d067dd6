import GridReport
import Testing

@testable import GridReportSpec

/// Found by the spec fuzz target: `locale: ü` in a spec (or `\uFFFDe`) reached Foundation's
/// NumberFormatter, which traps on such identifiers; `gridreport render --spec` died with SIGILL.
@Suite("Regressions: spec locales")
struct RegressionSpecLocaleTests {
    @Test(
        "a locale in a spec is checked as --locale is, and refused at its place",
        arguments: [
            ("locale: ü\n", "bad.yaml:1:9", "locale: 'ü' is not a locale identifier"),
            ("inputLocale: \"\\uFFFDe\"\n", "bad.yaml:1:14", "inputLocale: '\u{FFFD}e' is not a locale identifier"),
            (
                "columns:\n  - column: Price\n    format:\n      locale: en_US.UTF-8\n", "bad.yaml:4:15",
                "columns.format.locale: 'en_US.UTF-8' is not a locale identifier"
            ),
        ])
    func refused(_ text: String, _ location: String, _ message: String) {
        do {
            _ = try SpecLoader.parse(text, name: "bad.yaml")
            Issue.record("accepted \(text)")
        } catch let error as GridReportError {
            #expect(error.exitCode == 64)
            #expect(error.location?.description == location)
            #expect(error.message.description == message)
        } catch {
            Issue.record("not a GridReportError: \(error)")
        }
    }

    @Test("good locales are kept, in canonical form")
    func accepted() throws {
        let spec = try SpecLoader.parse(
            "locale: de-de\ninputLocale: fr_FR\ncolumns:\n  - column: 1\n    format: {locale: ja_JP}\n", name: "ok.yaml"
        )
        #expect(spec.locale == "de_DE")
        #expect(spec.inputLocale == "fr_FR")
        #expect(spec.columns.first?.settings.locale == "ja_JP")
    }
}
