import Glibc
import GridReport

/// A picture file found inside the image root, ready for libxlsxwriter (or the preview page).
public struct LocatedImage: Equatable, Sendable {
    /// Absolute, with every symlink resolved: what was checked is what gets embedded.
    public var path: String
    public var info: ImageInfo
}

/// Why an image reference is kept as text.
public enum ImageRefusal: Error, Equatable {
    case url
    case dataURI
    case escapesRoot(root: String)
    case missing
    case unreadable(reason: String)
    case notAFile
    case notAnImage
    /// Larger than the locator's limit, told from the file's size before any of it is read.
    case tooLarge(bytes: Int, limit: Int)

    /// The sentence after the file's name in the warning.
    public var explanation: String {
        switch self {
        case .url: return "is a URL; pictures are never fetched, the cell keeps the URL as text"
        case .dataURI: return "is a data URI; the cell keeps it as text"
        case .escapesRoot(let root): return "is outside the image folder \(root); the cell keeps the reference as text"
        case .missing: return "does not exist; the cell keeps the reference as text"
        case .unreadable(let reason): return "cannot be read (\(reason)); the cell keeps the reference as text"
        case .notAFile: return "is not a regular file; the cell keeps the reference as text"
        case .notAnImage: return "is not a PNG, JPEG, GIF or BMP picture; the cell keeps the reference as text"
        case .tooLarge(let bytes, let limit):
            return
                "is \(Self.megabytes(bytes)), larger than \(Self.megabytes(limit)); the cell keeps the reference as text"
        }
    }
}

extension ImageRefusal {
    /// `4 MB`, `1024 MB`: whole megabytes of 2^20 bytes, rounded up.
    static func megabytes(_ bytes: Int) -> String { "\((bytes + (1 << 20) - 1) >> 20) MB" }
}

/// Finds picture files for image references, relative to one root folder (the image root, else
/// the CSV's folder), and refuses any path that leaves it: `..`, absolute paths elsewhere, and
/// symlinks that resolve outside. The XLSX writer and the preview page both find pictures here.
public final class ImageLocator {
    /// The root with symlinks resolved; every accepted picture resolves to a path below it.
    let root: String
    /// The root as given, made absolute, so absolute references spelled through it are accepted.
    private let rootAsGiven: String
    private var cache: [String: Result<LocatedImage, ImageRefusal>] = [:]
    /// Bounds the cache so that a column of a million distinct names keeps memory flat.
    private let cacheLimit = 4_096
    /// The largest picture accepted, in bytes: a report's pictures are logos and photos of
    /// kilobytes; a gigabyte file named like one would be read (or embedded) whole.
    let maximumBytes: Int
    /// The XLSX writer's limit; the preview page, which inlines its pictures, sets a lower one.
    public static let defaultMaximumBytes = 16 << 20

    /// `option` names where the root came from in error messages (the image root setting); nil
    /// for the CSV's own folder.
    public init(root given: String, option: Setting?, maximumBytes: Int = ImageLocator.defaultMaximumBytes) throws {
        self.maximumBytes = maximumBytes
        guard let resolved = Self.realPath(given) else {
            let reason = String(cString: strerror(errno))
            if let option {
                throw GridReportError(.usage, at: option, "cannot use the image folder \"\(given)\": \(reason)")
            }
            throw GridReportError(.noInput, at: given, "cannot use the CSV's folder for images: \(reason)")
        }
        var status = stat()
        guard stat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw GridReportError(
                .usage, origin: option.map { ErrorText($0) } ?? ErrorText(given), "\"\(given)\" is not a folder")
        }
        root = resolved
        rootAsGiven = Self.normalized(given.hasPrefix("/") ? given : Self.currentDirectory() + "/" + given)
    }

    public func locate(_ reference: String) -> Result<LocatedImage, ImageRefusal> {
        if let known = cache[reference] { return known }
        let result = resolve(reference)
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[reference] = result
        return result
    }

    private func resolve(_ reference: String) -> Result<LocatedImage, ImageRefusal> {
        let image = ImageReference(reference)
        if image.isDataURI { return .failure(.dataURI) }
        if image.isURL { return .failure(.url) }
        if reference.utf8.contains(0) { return .failure(.missing) }

        let absolute = reference.hasPrefix("/")
        let candidate = absolute ? reference : root + "/" + reference
        let spelled = Self.normalized(candidate)
        let lexicallyInside = Self.isInside(spelled, root) || (absolute && Self.isInside(spelled, rootAsGiven))

        guard let real = Self.realPath(candidate) else {
            let code = errno
            if !lexicallyInside { return .failure(.escapesRoot(root: root)) }
            if code == ENOENT || code == ENOTDIR { return .failure(.missing) }
            return .failure(.unreadable(reason: String(cString: strerror(code))))
        }
        guard Self.isInside(real, root) else { return .failure(.escapesRoot(root: root)) }

        // O_NONBLOCK: a FIFO named like a picture must not hang the export.
        let fd = open(real, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAFile) }
        guard Int(status.st_size) <= maximumBytes else {
            return .failure(.tooLarge(bytes: Int(status.st_size), limit: maximumBytes))
        }
        guard let info = ImageProbe(fd: fd, size: Int(status.st_size)).probe() else { return .failure(.notAnImage) }
        return .success(LocatedImage(path: real, info: info))
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    /// `.` and `..` resolved by spelling alone, for paths whose files may not exist.
    static func normalized(_ absolutePath: String) -> String {
        var parts: [Substring] = []
        for part in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}
