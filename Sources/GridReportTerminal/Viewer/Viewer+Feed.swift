import GridReport

extension Viewer {
    /// What the first pass handed over: the first chunks' report, then the file's, which lays the
    /// screen out again (the cursor on the same row) and does the key held for it; or the error
    /// that ended the pass, thrown.
    public func take(_ update: ReportFeed.Update) throws {
        switch update {
        case .early(let content):
            guard !isFinal else { return }
            try replace(with: content, isFinal: false)
        case .final(let content):
            try replace(with: content, isFinal: true)
            message = "all \(report.profile.rowCount) rows read: the count and the types are final"
            if let held {
                self.held = nil
                try held.action()
            }
        case .failed(let error):
            throw error
        }
    }

    /// Does `action` now when every row is read, else once the first pass ends (`take`), the status
    /// line saying so meanwhile: the keys that need every row (`G`, a sort, a filter, a search, a
    /// jump past the rows read) wait rather than act on a part of the file.
    func whenRead(_ label: String, _ action: @escaping () throws -> Void) throws {
        guard !isFinal else { return try action() }
        held = (label, action)
    }

    private func replace(with content: ReportFeed.Content, isFinal: Bool) throws {
        report = content.report
        settings = content.settings
        index = try RowIndex(shaped: report.rows)
        self.isFinal = isFinal
        rowCache = [:]
        linesCache = [:]
        cachedPainter = nil
        try keepCurrentRowShown()
    }
}
