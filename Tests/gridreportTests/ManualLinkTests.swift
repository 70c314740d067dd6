import Foundation
import Testing

/// The README is a front door and docs/ the manual behind it: every relative link and picture
/// resolves (anchors included), every page of the manual can be reached, and the README stays short.
@Suite("The README and the manual")
struct ManualLinkTests {
    static let relativeLinks = Manual.links.filter { !Manual.isExternal($0.target) }

    @Test("the manual has its pages and they have links")
    func found() {
        let paths = Set(Manual.pages.map(\.path))
        for page in ["README.md", "docs/README.md", "docs/input.md", "docs/xlsx.md", "docs/install.md"] {
            #expect(paths.contains(page), "\(page) is missing")
        }
        #expect(Self.relativeLinks.count >= 40)
        #expect(Self.relativeLinks.contains { $0.target.contains("#") })
    }

    @Test("every relative link and picture resolves, and its #anchor is a heading there", arguments: relativeLinks)
    func resolves(link: Manual.Link) throws {
        let (file, anchor) = Manual.resolve(link)
        #expect(FileManager.default.fileExists(atPath: file.path), "\(link) points to nothing")
        #expect(
            file.path.hasPrefix(repositoryRoot.standardizedFileURL.path + "/"), "\(link) leaves the repository")
        guard let anchor else { return }
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(Manual.anchors(of: text).contains(anchor), "\(link): no heading makes #\(anchor)")
    }

    /// The links of the README and the manual, as the files they point to.
    static func linkedFiles(from pages: [Manual.Page]) -> [(from: String, to: String)] {
        let root = repositoryRoot.standardizedFileURL.path + "/"
        let paths = Set(pages.map(\.path))
        return relativeLinks.filter { paths.contains($0.page) }.map { link in
            (link.page, String(Manual.resolve(link).file.standardizedFileURL.path.dropFirst(root.count)))
        }
    }

    @Test("every page of the manual is linked from the README or another page, and listed in the index")
    func reachable() {
        let links = Self.linkedFiles(from: Manual.pages)
        for page in Manual.manualPages {
            #expect(links.contains { $0.to == page.path && $0.from != page.path }, "nothing links to \(page.path)")
            if page.path != "docs/README.md" {
                #expect(
                    links.contains { $0.from == "docs/README.md" && $0.to == page.path },
                    "the manual's index (docs/README.md) does not list \(page.path)")
            }
        }
    }

    @Test("every picture in docs/images is shown somewhere")
    func picturesUsed() throws {
        let folder = repositoryRoot.appendingPathComponent("docs/images")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        let shown = Set(Self.linkedFiles(from: Manual.pages).map(\.to))
        #expect(!pictures.isEmpty)
        for picture in pictures {
            #expect(shown.contains("docs/images/\(picture)"), "docs/images/\(picture) is not shown on any page")
        }
    }

    @Test("the README is a front door: at most 250 lines, with the set-up and install commands the Makefile has")
    func readmeIsShort() throws {
        let readme = try #require(Manual.pages.first { $0.path == "README.md" })
        let lines = readme.text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 250, "README.md has \(lines) lines")
        let makefile = try String(contentsOf: repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        for (line, target) in [
            ("make demo ", "demo:"), ("make test ", "test:"), ("make install PREFIX=~/.local", "install:"),
        ] {
            #expect(readme.text.contains("\n" + line), "the README does not show \(line)")
            #expect(makefile.contains("\n" + target), "the Makefile has no \(target)")
        }
    }

    @Test("a shown output matches line for line; a line of … stands for any lines")
    func excerpts() {
        #expect(Manual.matches(shown: ["a", "b"], output: ["a", "b  "]))
        #expect(!Manual.matches(shown: ["a", "b"], output: ["a", "b", "c"]))
        #expect(!Manual.matches(shown: ["a", "c"], output: ["a", "b"]))
        #expect(Manual.matches(shown: ["a", "…"], output: ["a", "b", "c"]))
        #expect(Manual.matches(shown: ["a", "…", "d"], output: ["a", "b", "c", "d"]))
        #expect(Manual.matches(shown: ["a", "…", "b"], output: ["a", "b"]))
        #expect(!Manual.matches(shown: ["a", "…", "d"], output: ["a", "b", "c"]))
        #expect(
            Manual.commands.filter { !$0.shown.isEmpty }.count >= 8, "the pages show the output of fewer commands")
    }

    @Test("GitHub's anchors: punctuation dropped, spaces as hyphens, repeats numbered")
    func anchors() {
        let text =
            "# Spec files, themes and inspect\n## inspect: the column plan\n```\n# not a heading\n```\n## Notes\n## Notes\n"
        #expect(
            Manual.anchors(of: text) == [
                "spec-files-themes-and-inspect", "inspect-the-column-plan", "notes", "notes-1",
            ])
    }
}
