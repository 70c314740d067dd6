import Foundation
import GridReport
import GridReportXLSX

/// Pictures as `data:` URIs, by the XLSX's rules (`ImageLocator`): found under the image root
/// (else the CSV's folder) and never outside it, recognised by their bytes (PNG, JPEG, GIF, BMP).
/// URLs are never fetched and `data:` references from the data are not trusted; a picture that is
/// refused keeps its reference as text, with a warning, as in the sheet.
///
/// `@unchecked Sendable`: the locator and the cache are touched only under `lock` (rows are
/// written on every core).
final class InlineImages: @unchecked Sendable {
    private let locator: ImageLocator
    private let warnings: WarningLog
    private let sourceName: String
    private let sourcePlaces: (any RecordPlaces)?
    private let lock = NSLock()
    /// `src` values by reference, or nil for a refused one; bounded like the locator's cache so
    /// that a column of a million distinct names keeps memory flat.
    private var cache: [String: [UInt8]?] = [:]
    private var cachedBytes = 0
    static let cacheLimitBytes = 8 << 20
    /// Larger pictures stay out of the page: a report's logos are kilobytes.
    static let maximumBytes = 4 << 20

    init(locator: ImageLocator, warnings: WarningLog, sourceName: String, sourcePlaces: (any RecordPlaces)? = nil) {
        self.locator = locator
        self.warnings = warnings
        self.sourceName = sourceName
        self.sourcePlaces = sourcePlaces
    }

    /// The `data:` URI's bytes for the reference, or nil when it is refused (warned once per kind).
    func source(for reference: String, line: Int) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[reference] { return known }
        let result = resolve(reference, line: line)
        if cachedBytes + (result?.count ?? 0) > Self.cacheLimitBytes {
            cache.removeAll(keepingCapacity: true)
            cachedBytes = 0
        }
        cache[reference] = result
        cachedBytes += result?.count ?? 0
        return result
    }

    private func resolve(_ reference: String, line: Int) -> [UInt8]? {
        switch locator.locate(reference) {
        case .success(let image):
            // The locator refused larger files by their size, before reading any of them.
            guard let data = FileManager.default.contents(atPath: image.path), data.count <= Self.maximumBytes
            else {
                warn(reference, line: line, "cannot be read; the cell keeps the reference as text")
                return nil
            }
            return Array("data:\(image.info.mediaType);base64,".utf8) + Array(data.base64EncodedString().utf8)
        case .failure(let refusal):
            warn(reference, line: line, refusal.explanation)
            return nil
        }
    }

    private func warn(_ reference: String, line: Int, _ explanation: String) {
        let shown = TerminalText.sanitize(String(reference.prefix(200)))
        warnings.warn(
            "image",
            "\(InputPlace.name(sourceName, line: line, places: sourcePlaces)): image \"\(shown)\" \(explanation)")
    }
}
