import Foundation
import Glibc
import GridReport
import Testing

@testable import GridReportXLSX

@Suite("XLSX images: embedding, scaling and refusals")
struct ImageTests {
    let schema = Schema(columns: [
        Column(index: 0, name: "Name", type: .text),
        Column(index: 1, name: "Picture", type: .image),
    ])

    @Test("PNG, JPEG, GIF and BMP are embedded in their cells, scaled to fit with their aspect kept")
    func embedsPictures() throws {
        let folder = try TemporaryFolder()
        let files: [(String, [UInt8], Double)] = [
            ("img/wide.png", ImageFiles.png(width: 200, height: 100), 2),
            ("img/dense.png", ImageFiles.png(width: 300, height: 300, dpi: 300), 1),
            ("img/photo.jpg", ImageFiles.jpeg(width: 120, height: 160, dpi: 300), 0.75),
            ("img/anim.gif", ImageFiles.gif(width: 16, height: 16), 1),
            ("img/old.bmp", ImageFiles.bmp(width: 30, height: 10), 3),
            // Named .dat: the magic bytes decide, not the name.
            ("img/renamed.dat", ImageFiles.png(width: 40, height: 40), 1),
            // Characters XML must escape, in the picture's description.
            ("img/A & \"B\" <c>.png", ImageFiles.png(width: 40, height: 20), 2),
        ]
        for (name, bytes, _) in files { try folder.write(name, bytes) }
        let rows = files.enumerated().map { index, file in
            row(.text("r\(index)"), .image(ImageReference(file.0)), line: index + 2)
        }
        var settings = options(folder, widths: [100, 90])
        settings.imageHeightPixels = 48
        let summary = try export(schema, rows, to: folder.file("out.xlsx"), settings)
        #expect(summary.images == files.count)

        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet.defaultRowHeight == 36, "48 pixels are 36 points")
        #expect(sheet.pictures.count == files.count)
        let cellWidth = 120 * PictureDump.emuPerPixel
        let cellHeight = 48 * PictureDump.emuPerPixel
        for (index, picture) in sheet.pictures.enumerated() {
            #expect(picture.from.col == 1 && picture.to.col == 1, "picture \(index) stays in column B")
            #expect(picture.from.row == index + 1 && picture.to.row == index + 1, "picture \(index) stays in its row")
            #expect(picture.editAs == nil, "two-cell anchor: moves and sizes with its cell")
            #expect(picture.cx <= cellWidth && picture.cy <= cellHeight)
            let aspect = Double(picture.cx) / Double(picture.cy)
            #expect(abs(aspect - files[index].2) < 0.03, "picture \(index): aspect \(aspect)")
            // Fits the tighter side: within padding of the cell's height or width.
            #expect(
                cellHeight - picture.cy <= 5 * PictureDump.emuPerPixel
                    || cellWidth - picture.cx <= 5 * PictureDump.emuPerPixel)
            #expect(picture.description == files[index].0)
        }
        #expect(sheet["B2"] == nil, "an embedded picture's cell holds no text")
        #expect(sheet["A2"]?.vertical == "top", "a row with a picture is multi-line")
    }

    @Test("pictures that cannot be embedded keep their reference as text, each with a warning naming file and row")
    func refusals() throws {
        let folder = try TemporaryFolder()
        let root = "csv"
        try folder.write("csv/ok.png", ImageFiles.png(width: 4, height: 4))
        try folder.write("outside.png", ImageFiles.png(width: 4, height: 4))
        try folder.write("csv/fake.png", text: "this is not a picture")
        try FileManager.default.createDirectory(
            atPath: folder.file("csv/folder.png"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("csv/link.png"), withDestinationPath: folder.file("outside.png"))
        #expect(mkfifo(folder.file("csv/pipe.png"), 0o600) == 0)
        let cases: [(reference: String, explanation: String)] = [
            (
                "../outside.png",
                "is outside the image folder \(folder.file(root)); the cell keeps the reference as text"
            ),
            (
                folder.file("outside.png"),
                "is outside the image folder \(folder.file(root)); the cell keeps the reference as text"
            ),
            ("link.png", "is outside the image folder \(folder.file(root)); the cell keeps the reference as text"),
            (
                "sub/../../outside.png",
                "is outside the image folder \(folder.file(root)); the cell keeps the reference as text"
            ),
            (
                "../missing.png",
                "is outside the image folder \(folder.file(root)); the cell keeps the reference as text"
            ),
            ("missing.png", "does not exist; the cell keeps the reference as text"),
            ("fake.png", "is not a PNG, JPEG, GIF or BMP picture; the cell keeps the reference as text"),
            ("folder.png", "is not a regular file; the cell keeps the reference as text"),
            ("pipe.png", "is not a regular file; the cell keeps the reference as text"),
            ("https://example.com/a.png", "is a URL; pictures are never fetched, the cell keeps the URL as text"),
            ("data:image/png;base64,iVBORw0KGgo=", "is a data URI; the cell keeps it as text"),
        ]
        var settings = options(folder)
        settings.imageBaseDirectory = folder.file(root)

        // One export per case, so every sentence is seen (the log prints the first of a kind).
        for (index, item) in cases.enumerated() {
            let warnings = WarningLines()
            let summary = try export(
                schema, [row(.text("x"), .image(ImageReference(item.reference)), line: 7)],
                to: folder.file("case\(index).xlsx"), settings, warnings: warnings.log)
            #expect(summary.images == 0)
            #expect(
                warnings.lines == [
                    "data.csv:7: image \(XLSXReportWriter.shown(item.reference)) \(item.explanation)"
                ])
        }

        // All in one file, read back: every cell is the reference as text, and one picture made it.
        let rows = (cases.map(\.reference) + ["ok.png", "./ok.png", folder.file("csv/ok.png")]).enumerated().map {
            row(.text("r"), .image(ImageReference($1)), line: $0 + 2)
        }
        let warnings = WarningLines()
        let summary = try export(schema, rows, to: folder.file("all.xlsx"), settings, warnings: warnings.log)
        #expect(summary.images == 3)
        #expect(warnings.log.count(of: "image") == cases.count)
        let sheet = try #require(try WorkbookDump.read(folder.file("all.xlsx")).sheets.first)
        for (index, item) in cases.enumerated() {
            #expect(sheet["B\(index + 2)"]?.value == .text(item.reference))
        }
        #expect(sheet.pictures.map(\.from.row) == [cases.count + 1, cases.count + 2, cases.count + 3])
    }

    @Test("issue 39, 15: a top-down BMP (negative height) is refused with a warning; a bottom-up one is placed")
    func topDownBMP() throws {
        let folder = try TemporaryFolder()
        let bottomUp = ImageFiles.bmp(width: 30, height: 10)
        var topDown = bottomUp
        // The header's height, little-endian at byte 22: -10.
        let negative = UInt32(bitPattern: -10)
        for k in 0..<4 { topDown[22 + k] = UInt8((negative >> (8 * UInt32(k))) & 0xFF) }
        try folder.write("csv/up.bmp", bottomUp)
        try folder.write("csv/down.bmp", topDown)
        var settings = options(folder)
        settings.imageBaseDirectory = folder.file("csv")
        let schema = Schema(columns: [
            Column(index: 0, name: "Name", type: .text), Column(index: 1, name: "Logo", type: .image),
        ])
        let rows = [
            row(.text("up"), .image(ImageReference("up.bmp")), line: 2),
            row(.text("down"), .image(ImageReference("down.bmp")), line: 3),
        ]
        let warnings = WarningLines()
        let summary = try export(schema, rows, to: folder.file("bmp.xlsx"), settings, warnings: warnings.log)
        #expect(summary.images == 1)
        #expect(
            warnings.lines == [
                "data.csv:3: image \"down.bmp\" is a top-down BMP (its height is negative), which the XLSX writer cannot place; the cell keeps the reference as text"
            ])
        let sheet = try #require(try WorkbookDump.read(folder.file("bmp.xlsx")).sheets.first)
        #expect(sheet["B3"]?.value == .text("down.bmp"))
        #expect(sheet.pictures.map(\.from.row) == [1])
    }

    @Test("--image-root replaces the CSV's folder as start and boundary")
    func imageRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("pictures/logo.png", ImageFiles.png(width: 8, height: 8))
        try folder.write("csv/local.png", ImageFiles.png(width: 8, height: 8))
        var settings = options(folder)
        settings.imageBaseDirectory = folder.file("csv")
        settings.imageRoot = folder.file("pictures")
        let warnings = WarningLines()
        let summary = try export(
            schema,
            [
                row(.text("a"), .image(ImageReference("logo.png")), line: 2),
                row(.text("b"), .image(ImageReference("../csv/local.png")), line: 3),
            ],
            to: folder.file("out.xlsx"), settings, warnings: warnings.log)
        #expect(summary.images == 1)
        #expect(
            warnings.lines == [
                "data.csv:3: image \"../csv/local.png\" is outside the image folder \(folder.file("pictures")); the cell keeps the reference as text"
            ])

        settings.imageRoot = folder.file("nowhere")
        let error = gridReportError { try export(schema, [], to: folder.file("none.xlsx"), settings) }
        #expect(
            error?.description
                == "imageRoot: cannot use the image folder \"\(folder.file("nowhere"))\": No such file or directory")
        #expect(error?.exitCode == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.file("none.xlsx")))
    }

    @Test("a picture in a hidden column or a non-image column stays text, without a warning")
    func picturesOnlyInVisibleImageColumns() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.png", ImageFiles.png(width: 8, height: 8))
        let schema = Schema(columns: [
            Column(index: 0, name: "Text", type: .text),
            Column(index: 1, name: "Hidden", type: .image, width: .hidden),
        ])
        let warnings = WarningLines()
        let summary = try export(
            schema, [row(.image(ImageReference("a.png")), .image(ImageReference("a.png")), line: 2)],
            to: folder.file("out.xlsx"), options(folder), warnings: warnings.log)
        #expect(summary.images == 0)
        #expect(warnings.lines.isEmpty)
        let sheet = try #require(try WorkbookDump.read(folder.file("out.xlsx")).sheets.first)
        #expect(sheet["A2"]?.value == .text("a.png"))
        #expect(sheet["B2"]?.value == .text("a.png"))
        #expect(sheet.columns["B"]?.hidden == true)
        #expect(sheet.defaultRowHeight == 15, "no visible picture column: rows keep Excel's height")
    }

    @Test("picture headers give kind, size and resolution")
    func probe() throws {
        let folder = try TemporaryFolder()
        let samples: [(String, [UInt8], ImageInfo?)] = [
            (
                "a", ImageFiles.png(width: 3, height: 5, dpi: 300),
                ImageInfo(kind: .png, width: 3, height: 5, dpiX: 299.9994, dpiY: 299.9994)
            ),
            (
                "b", ImageFiles.jpeg(width: 640, height: 480, dpi: 72),
                ImageInfo(kind: .jpeg, width: 640, height: 480, dpiX: 72, dpiY: 72)
            ),
            ("c", ImageFiles.gif(width: 7, height: 9), ImageInfo(kind: .gif, width: 7, height: 9)),
            ("d", ImageFiles.bmp(width: 11, height: 2), ImageInfo(kind: .bmp, width: 11, height: 2)),
            ("e", Array(ImageFiles.png(width: 3, height: 5).prefix(20)), nil),
            ("f", ImageFiles.png(width: 0, height: 5), nil),
            ("g", Array("GIF89a".utf8), nil),
            ("h", [], nil),
            // Cut short, or only magic bytes: kept as text like any file that is not a picture.
            ("i", Array(ImageFiles.jpeg(width: 640, height: 480).dropLast(2)), nil),
            ("j", [0xFF, 0xD8, 0xFF, 0xE0] + Array("JFIF and then only text".utf8), nil),
            ("k", Array(ImageFiles.jpeg(width: 640, height: 480).prefix(38)), nil),
            ("l", Array(ImageFiles.gif(width: 7, height: 9).dropLast()), nil),
            ("m", Array("GIF89a".utf8) + [7, 0, 9, 0, 0, 0, 0], nil),
            ("n", Array(ImageFiles.png(width: 3, height: 5).dropLast(12)), nil),
            // Bytes after a JPEG's end marker (a phone's motion video) do not matter.
            (
                "o", ImageFiles.jpeg(width: 8, height: 6) + [0, 0, 0, 0x18] + Array("ftypmp42".utf8),
                ImageInfo(kind: .jpeg, width: 8, height: 6)
            ),
        ]
        for (name, bytes, expected) in samples {
            try folder.write(name, bytes)
            let fd = open(folder.file(name), O_RDONLY)
            defer { close(fd) }
            var info = ImageProbe(fd: fd, size: bytes.count).probe()
            if let dpi = info?.dpiX { info?.dpiX = (dpi * 10_000).rounded() / 10_000 }
            if let dpi = info?.dpiY { info?.dpiY = (dpi * 10_000).rounded() / 10_000 }
            #expect(info == expected, "sample \(name)")
        }
    }
}
