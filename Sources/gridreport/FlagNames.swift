import GridReport

/// The command's name for each setting the library's sentences name: its flag.
enum FlagNames {
    static func name(_ setting: Setting) -> String {
        switch setting {
        case .widths: return "--widths"
        case .width: return "--width"
        case .fit: return "--fit"
        case .delimiter: return "--delimiter"
        case .ragged: return "--ragged"
        case .noHeader: return "--no-header"
        case .format: return "--format"
        case .dateStyle: return "--date-style"
        case .dateFormat: return "--date-format"
        case .limit: return "--limit"
        case .scroll: return "--scroll"
        case .pointsPerCell: return "--points-per-cell"
        case .spacing: return "--spacing"
        case .sheet: return "--sheet"
        case .sheetName: return "--sheet-name"
        case .imageHeight: return "--image-height"
        case .imageRoot: return "--image-root"
        case .overwrite: return "--force"
        case .spec: return "--spec"
        case .binding: return "--bind"
        case .json: return "--json"
        case .yaml: return "--yaml"
        case .inputLocale: return "--input-locale"
        case .skipLines: return "--skip-lines"
        case .skipFooter: return "--skip-footer"
        case .skipInitialSpace: return "--skip-initial-space"
        case .escape: return "--escape"
        case .comment: return "--comment"
        case .quote: return "--quote"
        case .noQuote: return "--no-quote"
        case .missingValues: return "--na"
        case .encoding: return "--encoding"
        case .compactBelow: return "--compact-below"
        case .filterInSheet: return "--filter-in-sheet"
        }
    }
}
