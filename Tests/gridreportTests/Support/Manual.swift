import Foundation

/// The README and the manual's pages in docs/, read as the tests that keep them honest need them:
/// their `$ gridreport …` lines, their relative links and their headings' anchors.
enum Manual {
    /// One Markdown page, by its path from the repository's root (`README.md`, `docs/input.md`).
    struct Page: Sendable {
        var path: String
        var text: String

        var url: URL { repositoryRoot.appendingPathComponent(path) }
        /// The folder its relative links start from.
        var folder: URL { url.deletingLastPathComponent() }
    }

    /// A `$ …gridreport…` line of a page, without the `$ `, and the output shown under it (the
    /// lines up to the next `$ ` line or the end of the code block; often none).
    struct Command: Sendable, CustomStringConvertible {
        var page: String
        var line: String
        var shown: [String] = []
        var description: String { "\(page): \(line)" }
    }

    /// A link or picture of a page: `[text](target)` or `![alt](target)`, target as written.
    struct Link: Sendable, CustomStringConvertible {
        var page: String
        var target: String
        var description: String { "\(page): (\(target))" }
    }

    /// README.md, then docs/*.md in name order.
    static let pages: [Page] = {
        let docs = repositoryRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        let paths = ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        return paths.map { path in
            let text = (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
            return Page(path: path, text: text)
        }
    }()

    /// The manual's pages alone (docs/*.md).
    static var manualPages: [Page] { pages.filter { $0.path.hasPrefix("docs/") } }

    static let commands: [Command] = pages.flatMap { page in
        var commands: [Command] = []
        var inFence = false
        var showing = false
        for line in page.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inFence.toggle()
                showing = false
            } else if line.hasPrefix("$ ") {
                showing = inFence && line.contains("gridreport")
                if line.contains("gridreport") {
                    commands.append(Command(page: page.path, line: String(line.dropFirst(2))))
                }
            } else if showing {
                commands[commands.count - 1].shown.append(line)
            }
        }
        return commands
    }

    /// Whether output matches what a page shows of it: line for line, trailing spaces aside, a
    /// line that is only `…` standing for any number of lines (an excerpt).
    static func matches(shown: [String], output: [String]) -> Bool {
        let trim = { (line: String) in String(line.reversed().drop { $0 == " " }.reversed()) }
        func match(_ shown: ArraySlice<String>, _ output: ArraySlice<String>) -> Bool {
            guard let first = shown.first else { return output.isEmpty }
            if first == "…" {
                return output.indices.contains { match(shown.dropFirst(), output[$0...]) }
                    || match(shown.dropFirst(), output[output.endIndex...])
            }
            guard let line = output.first, trim(line) == trim(first) else { return false }
            return match(shown.dropFirst(), output.dropFirst())
        }
        return match(shown[...], output[...])
    }

    static let links: [Link] = pages.flatMap { page in
        let text = withoutCode(page.text)
        let pattern = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/
        return text.matches(of: pattern).map { Link(page: page.path, target: String($0.output.1)) }
    }

    /// Links that leave the repository for the web or mail are not checked here.
    static func isExternal(_ target: String) -> Bool {
        ["http://", "https://", "mailto:"].contains { target.hasPrefix($0) }
    }

    /// The page's text without fenced code blocks and with inline code spans emptied, so that
    /// neither an example's `[x](y)` nor a shell comment's `# …` counts as a link or a heading.
    static func withoutCode(_ text: String) -> String {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(String(line).replacing(/`[^`]*`/, with: "`code`")) }
        }
        return lines.joined(separator: "\n")
    }

    /// The anchors of a page's headings as GitHub makes them: lowercased, punctuation dropped,
    /// spaces as hyphens, a repeated one suffixed `-1`, `-2`, ….
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, let match = line.wholeMatch(of: /#{1,6} +(.*?)[ #]*/) else { continue }
            let slug = String(
                match.output.1.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                    .map { $0 == " " ? "-" : $0 })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// Where a relative link of a page points: the file (standardized) and the anchor, if any.
    static func resolve(_ link: Link) -> (file: URL, anchor: String?) {
        let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let page = repositoryRoot.appendingPathComponent(link.page)
        let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        let file =
            path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        return (file, parts.count > 1 ? String(parts[1]) : nil)
    }
}
