/// The file's columns a profile calls for, as a report decodes them: typed by `SchemaBuilder`
/// under the settings that name them (those naming an added column are set apart), with the
/// empty trailing ones left out of the shown. What a report makes of its first pass, and what a
/// guess makes of a chunk's profile (`AddedProfilesAhead`), so that the two are made alike.
struct FileColumns {
    var schema: Schema
    /// The settings of the file's columns, and those of each added column.
    var settings: ReportSettings
    var addedSettings: [ColumnSettings]
    /// The shown columns left out because they hold nothing (`EmptyTrailingColumns`).
    var leftOut: [Int]
    /// The columns shown: chosen (`--select`), less those left out.
    var shown: Int

    init(profile: DataProfile, records: RecordSet, read: ReadOptions, settings: ReportSettings) throws {
        (self.settings, addedSettings) = AddedColumnBuilder.split(
            settings, added: read.added, names: profile.columns.map(\.name))
        schema = try SchemaBuilder.build(profile: profile, settings: self.settings)
        // Columns read only to filter or sort by come after the shown ones: the rows are decoded
        // with them, and every view and writer is handed rows and a schema without them.
        let chosen = records.projection?.shown ?? schema.columns.count
        // An untitled column with no values (every line ends with a delimiter) shows nothing: it
        // is decoded, for the columns after it, and handed to no view.
        leftOut = EmptyTrailingColumns.positions(in: schema.columns.prefix(chosen), profile: profile)
        shown = chosen - leftOut.count
    }
}
