import Glibc
import GridReport
import GridReportGzip

/// A file by device and inode: the same file whatever path, link or descriptor reaches it.
public struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The file open at `fileDescriptor`; nil when it cannot be examined.
    public init?(fileDescriptor: Int32) {
        var status = stat()
        guard fstat(fileDescriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The file at `path` (a decoded or inflated input is read through a spool, so its descriptor
    /// is not the file the user named); nil when it cannot be examined.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }
}

/// An output file that appears whole or not at all.
///
/// The workbook is written to an anonymous file in the target folder (Linux `O_TMPFILE`, which
/// libxlsxwriter reaches as `/proc/self/fd/N`) and linked under its name only once it is complete,
/// so a crash or a kill leaves nothing behind. Where anonymous files are not available, a hidden
/// file named after the output (`.OUT.gridreport-tmp-PID-RANDOM`) takes its place; a later export to
/// the same output removes such files left by processes that are gone. The preview page is
/// written the same way.
public final class AtomicOutputFile {
    enum Strategy: Sendable {
        case anonymousIfPossible
        /// Skips `O_TMPFILE`, for tests of the fallback.
        case hiddenName
    }

    public let destination: String
    /// What libxlsxwriter (or the page writer) opens to write the file.
    public private(set) var writePath = ""
    private let overwrite: Bool
    private let folder: String
    private let name: String
    private var fd: Int32 = -1
    private var hiddenPath: String?
    private var settled = false
    /// The permission bits of the regular file an overwrite replaces, given to its replacement.
    private var replacedMode: mode_t?
    /// Files the output must not be (the input), by device and inode.
    private let protected: [FileIdentity]

    init(
        destination: String, overwrite: Bool, protecting protected: [FileIdentity] = [],
        strategy: Strategy
    ) throws {
        self.destination = destination
        self.overwrite = overwrite
        self.protected = protected
        (folder, name) = Self.split(destination)
        try checkDestination()
        removeAbandonedTemporaries()
        if strategy == .anonymousIfPossible, try openAnonymous() { return }
        try openHidden()
    }

    /// An output at `destination`, replacing a regular file there only with `overwrite`, and
    /// never one of `protected` (the input).
    public convenience init(destination: String, overwrite: Bool, protecting protected: [FileIdentity]) throws {
        try self.init(
            destination: destination, overwrite: overwrite, protecting: protected, strategy: .anonymousIfPossible)
    }

    deinit { discard() }

    /// Publishes the finished file under its name.
    public func commit() throws {
        guard !settled else { throw GridReportError(.io, at: destination, "the output was already settled") }
        defer { discard() }
        if let replacedMode, fchmod(fd, replacedMode) != 0 { throw cannotCreate(errno) }
        if fsync(fd) != 0 { throw GridReportError(OutputFileError.cannotWrite(file: destination, errno: errno)) }
        // What is at the name now, not only what was there when the export started.
        if overwrite { _ = try replaceableMode() }
        if let hiddenPath {
            try publish(hiddenPath)
        } else {
            let anonymous = "/proc/self/fd/\(fd)"
            if overwrite {
                // linkat never replaces a name; link under a fresh hidden name, then rename over.
                let staged = try claimHiddenName { linkat(AT_FDCWD, anonymous, AT_FDCWD, $0, AT_SYMLINK_FOLLOW) }
                hiddenPath = staged
                try publish(staged)
            } else if linkat(AT_FDCWD, anonymous, AT_FDCWD, destination, AT_SYMLINK_FOLLOW) != 0 {
                throw errno == EEXIST ? alreadyExists() : cannotCreate(errno)
            }
        }
        syncFolder()
    }

    /// The zip members written so far and their uncompressed sizes; nil when the file is not a
    /// readable zip.
    func zipMemberSizes() -> [String: Int]? {
        settled ? nil : ZipDirectory.uncompressedSizes(fd: fd)
    }

    /// The written zip's member count from 65,535 on (see `ZipDirectory.memberCountPastLimit`).
    func zipMemberCountPastLimit() -> Int? {
        settled ? nil : ZipDirectory.memberCountPastLimit(fd: fd)
    }

    /// Edits the zip's sheets named (see `ZipSheetExtension`).
    func editSheets(_ edits: [String: ZipSheetExtension.Edit], spoolDirectory: String) throws {
        guard !settled else { throw ZipSheetExtension.Problem.failed("the workbook is closed") }
        try ZipSheetExtension.edit(edits, fd: fd, spoolDirectory: spoolDirectory)
    }

    /// Replaces the zip's members named (see `ZipMemberReplacement`); false when it could not.
    func replaceZipMembers(_ replacements: [String: [UInt8]]) -> Bool {
        !settled && ZipMemberReplacement.replace(replacements, fd: fd)
    }

    /// The bytes of the zip's member `name`, inflated; nil when there is none or it cannot be read.
    func zipMember(named name: String) -> [UInt8]? {
        guard !settled, let member = ZipDirectory.read(fd: fd)?.members.first(where: { $0.name == name }),
            let stream = try? ZipMemberStream(fd: fd, member: member)
        else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            guard
                let count = try? buffer.withUnsafeMutableBufferPointer({
                    try stream.read(into: $0.baseAddress!, count: $0.count)
                })
            else { return nil }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }

    /// Drops the temporary file; an existing output stays as it was.
    public func discard() {
        guard !settled else { return }
        settled = true
        if fd >= 0 { close(fd) }
        fd = -1
        if let hiddenPath { unlink(hiddenPath) }
    }

    private func checkDestination() throws {
        var status = stat()
        if name.isEmpty || (stat(destination, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR) {
            throw GridReportError(OutputFileError.isFolder(file: destination))
        }
        if lstat(destination, &status) == 0, !overwrite { throw alreadyExists() }
        replacedMode = try replaceableMode()
        guard stat(folder, &status) == 0 else { throw cannotCreate(errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw cannotCreate(ENOTDIR) }
    }

    /// When overwriting: the permission bits of the regular file at the name (nil when there is
    /// none). Anything else there (a symbolic link, a FIFO, a device, a socket) and the input
    /// itself are never replaced.
    private func replaceableMode() throws -> mode_t? {
        var status = stat()
        guard lstat(destination, &status) == 0 else { return nil }
        let type = status.st_mode & S_IFMT
        if type != S_IFREG {
            throw GridReportError(OutputFileError.notRegularFile(file: destination, Self.describe(type)))
        }
        if protected.contains(FileIdentity(status)) {
            throw GridReportError(OutputFileError.isInput(file: destination))
        }
        return status.st_mode & 0o7777
    }

    private static func describe(_ type: mode_t) -> OutputFileError.SpecialFile {
        switch type {
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    private func openAnonymous() throws -> Bool {
        let descriptor = open(folder, Self.temporaryFileFlag | O_RDWR | O_CLOEXEC, 0o666)
        if descriptor < 0 {
            let code = errno
            // The file system or kernel lacks O_TMPFILE: fall back. Anything else is the folder's fault.
            if [EOPNOTSUPP, EISDIR, EINVAL].contains(code) { return false }
            throw cannotCreate(code)
        }
        let path = "/proc/self/fd/\(descriptor)"
        guard access(path, W_OK) == 0 else {
            close(descriptor)
            return false
        }
        fd = descriptor
        writePath = path
        return true
    }

    private func openHidden() throws {
        var descriptor: Int32 = -1
        let path = try claimHiddenName { candidate in
            descriptor = open(candidate, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o666)
            return descriptor >= 0 ? 0 : -1
        }
        fd = descriptor
        hiddenPath = path
        writePath = path
    }

    /// Runs `create` on fresh hidden names until one does not exist yet.
    private func claimHiddenName(_ create: (String) -> Int32) throws -> String {
        for _ in 0..<1_000 {
            let unique = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let candidate = folder + "/" + Self.hiddenPrefix(for: name) + "\(getpid())-\(unique)"
            if create(candidate) == 0 { return candidate }
            if errno != EEXIST { throw cannotCreate(errno) }
        }
        throw cannotCreate(EEXIST)
    }

    private func publish(_ staged: String) throws {
        if overwrite {
            if rename(staged, destination) != 0 { throw cannotCreate(errno) }
            hiddenPath = nil
            return
        }
        if link(staged, destination) == 0 {
            return  // discard() unlinks the staged name; the output keeps the file.
        }
        let code = errno
        if code == EEXIST { throw alreadyExists() }
        // Some file systems have no hard links; the preflight check has to do there.
        guard [EPERM, EMLINK, EOPNOTSUPP, ENOSYS].contains(code) else { throw cannotCreate(code) }
        var status = stat()
        if lstat(destination, &status) == 0 { throw alreadyExists() }
        if rename(staged, destination) != 0 { throw cannotCreate(errno) }
        hiddenPath = nil
    }

    /// Hidden temporaries of this output whose process is gone, left by a crash or a kill.
    private func removeAbandonedTemporaries() {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = Self.hiddenPrefix(for: name)
        // The name is read where it lies: `readdir` returns a record only as long as its name, so
        // copying `d_name` whole (256 bytes) could read past the end of the mapped buffer.
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return }
        while let entry = readdir(directory) {
            let entryName = String(
                cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            guard entryName.hasPrefix(prefix) else { continue }
            let owner = entryName.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(owner), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + entryName)
        }
    }

    private func syncFolder() {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)  // Best effort: some file systems refuse fsync on folders.
        close(descriptor)
    }

    private func alreadyExists() -> GridReportError {
        GridReportError(OutputFileError.alreadyExists(file: destination))
    }

    private func cannotCreate(_ code: Int32) -> GridReportError {
        GridReportError(OutputFileError.cannotCreate(file: destination, errno: code))
    }

    static func hiddenPrefix(for name: String) -> String { "." + name + ".gridreport-tmp-" }

    /// `O_TMPFILE` is a macro Swift does not import; its value is the same on every Linux
    /// architecture Swift runs on, combined with that architecture's `O_DIRECTORY`.
    private static let temporaryFileFlag: Int32 = 0o20000000 | O_DIRECTORY

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
