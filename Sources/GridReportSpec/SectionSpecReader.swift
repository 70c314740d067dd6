import GridReport
import Yams

/// Reads a spec's section keys: `groupBy` (a column or a list of them, outermost first),
/// `totals` (`true` for a sum of every number column, or a mapping of columns to sum, avg, min,
/// max or count), `sortGroups` and `collapsed`.
enum SectionSpecReader {
    static func read(_ key: String, _ value: Node, keyNode: Node, into spec: inout ReportSpec, reader: SpecNodeReader)
        throws
    {
        var request = spec.sections ?? SectionRequest()
        switch key {
        case "groupBy":
            if value.sequence != nil {
                request.groupBy = try reader.sequence(value, key: key).map { try reader.string($0, key: key) }
            } else {
                request.groupBy = [try reader.string(value, key: key)]
            }
            request.groupByOrigin = reader.location(value)
        case "totals":
            if value.mapping != nil {
                for (columnNode, kindNode) in try reader.mapping(value, key: key) {
                    let column = try reader.string(columnNode, key: key)
                    let kind = try reader.choice(kindNode, key: "\(key).\(column)", TotalKind.self)
                    request.totals.append(TotalRequest(column: column, kind: kind, origin: reader.location(columnNode)))
                }
            } else {
                request.sumNumberColumns = try reader.bool(value, key: key)
            }
        case "sortGroups":
            request.sortGroups = try reader.bool(value, key: key)
        default:
            request.collapsed = try reader.bool(value, key: key)
        }
        spec.sections = request
    }
}
