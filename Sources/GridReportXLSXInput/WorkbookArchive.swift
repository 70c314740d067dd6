import GridReport
import GridReportGzip

/// A workbook's zip: its parts by name, each read as a stream. Names are only looked up, never
/// written to disk, but a name that would leave the archive (`../`, an absolute path, a drive)
/// marks a crafted file, which is refused whole.
final class WorkbookArchive {
    let file: String
    private let source: ByteSource
    private var members: [String: ZipDirectory.Member] = [:]

    init(_ source: ByteSource) throws {
        self.source = source
        file = source.displayName
        let directory: ZipDirectory.Directory
        do {
            directory = try ZipDirectory.directory(fd: source.fileDescriptor)
        } catch .zip64 {
            throw GridReportError(WorkbookError.zip64(file: file))
        } catch {
            throw GridReportError(WorkbookError.damagedArchive(file: file))
        }
        for member in directory.members {
            if Self.leavesArchive(member.name) {
                throw GridReportError(WorkbookError.unsafeName(file: file, name: member.name))
            }
            // Names are compared without regard to case, as Office does; the first of a repeat wins.
            let key = member.name.lowercased()
            if members[key] == nil { members[key] = member }
        }
    }

    static func leavesArchive(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "\\", omittingEmptySubsequences: false)
        }
        return name.hasPrefix("/") || name.hasPrefix("\\") || parts.contains("..")
            || (parts.first.map { $0.count == 2 && $0.hasSuffix(":") } ?? false)
    }

    func contains(_ part: String) -> Bool { members[part.lowercased()] != nil }

    /// A part that inflates past `ratioCheckedFrom` bytes may not inflate more than `maximumRatio`
    /// times: spreadsheet XML deflates 5 to 30 times, a bomb a thousand. Memory does not need
    /// it (parts stream), the time and the disk a bomb's records would take do. A part that makes
    /// more than its directory says is stopped by its stream.
    static let maximumRatio = 200
    static let ratioCheckedFrom = 64 << 20

    /// The part's bytes as they are inflated.
    func stream(_ part: String) throws -> any ByteStream {
        guard let member = members[part.lowercased()] else {
            throw GridReportError(WorkbookError.missingPart(file: file, part: part))
        }
        if member.uncompressedSize > Self.ratioCheckedFrom,
            member.uncompressedSize / max(member.compressedSize, 1) > Self.maximumRatio
        {
            throw GridReportError(
                WorkbookError.tooLarge(
                    file: file, part: part,
                    detail:
                        "it would inflate \(member.uncompressedSize / max(member.compressedSize, 1)) times, from \(member.compressedSize) to \(member.uncompressedSize) bytes, as a zip bomb does (at most \(Self.maximumRatio) times for parts over \(Self.ratioCheckedFrom >> 20) MB)"
                ))
        }
        do {
            return MappedStream(try ZipMemberStream(fd: source.fileDescriptor, member: member), file: file, part: part)
        } catch .encrypted {
            throw GridReportError(WorkbookError.unsupportedPart(file: file, part: part, detail: "encrypted"))
        } catch .unsupportedMethod(let method) {
            throw GridReportError(
                WorkbookError.unsupportedPart(file: file, part: part, detail: "compressed by zip method \(method)"))
        } catch {
            throw MappedStream.sentence(error, file: file, part: part)
        }
    }

    /// The declared size of a part once inflated.
    func size(_ part: String) -> Int? { members[part.lowercased()]?.uncompressedSize }

    /// A scanner of the part's XML.
    func scanner(_ part: String) throws -> XMLScanner {
        XMLScanner(try stream(part), part: part, file: file)
    }
}

/// A member stream whose problems are told as the workbook's.
private final class MappedStream: ByteStream {
    private let base: ZipMemberStream
    private let file: String
    private let part: String

    init(_ base: ZipMemberStream, file: String, part: String) {
        self.base = base
        self.file = file
        self.part = part
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        do {
            return try base.read(into: buffer, count: count)
        } catch let problem as ZipMemberStream.Problem {
            throw Self.sentence(problem, file: file, part: part)
        }
    }

    static func sentence(_ problem: ZipMemberStream.Problem, file: String, part: String) -> GridReportError {
        switch problem {
        case .truncated:
            return GridReportError(WorkbookError.damagedPart(file: file, part: part, detail: "it is cut short"))
        case .corrupt(let detail):
            return GridReportError(WorkbookError.damagedPart(file: file, part: part, detail: detail))
        case .encrypted:
            return GridReportError(WorkbookError.unsupportedPart(file: file, part: part, detail: "encrypted"))
        case .unsupportedMethod(let method):
            return GridReportError(
                WorkbookError.unsupportedPart(file: file, part: part, detail: "compressed by zip method \(method)"))
        }
    }
}
