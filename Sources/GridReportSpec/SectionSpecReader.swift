import GridReport
import Yams

/// Reads a spec's section keys: `groupBy` (a column or a list of them, outermost first),
/// `totals` (`true` for a sum of every number column, or a mapping of columns to sum, avg, min,
/// max or count; with `summary`, also distinct, median and pN), `sortGroups` and `collapsed`; and the
/// summary's `summary` (true: the section keys make a summary) and `pivot` (a column).
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
                    let name = try reader.string(kindNode, key: "\(key).\(column)")
                    let function: AggregateFunction
                    do throws(SummaryError) {
                        function = try AggregateRequest.parse("\(column)=\(name)", origin: "").function
                    } catch {
                        throw reader.invalidValue(kindNode, "\(key).\(column)", name, error.reported)
                    }
                    request.totals.append(
                        TotalRequest(column: column, function: function, origin: reader.location(columnNode)))
                }
            } else {
                request.sumNumberColumns = try reader.bool(value, key: key)
            }
        case "sortGroups":
            request.sortGroups = try reader.bool(value, key: key)
        case "summary", "pivot":
            var choice = spec.summary ?? SummaryChoice()
            if key == "summary" {
                choice.isOn = try reader.bool(value, key: key)
                choice.origin = reader.location(value) + ": summary"
            } else {
                choice.pivot = try reader.string(value, key: key)
                choice.pivotOrigin = reader.location(value) + ": pivot"
            }
            spec.summary = choice
            return
        default:
            request.collapsed = try reader.bool(value, key: key)
        }
        spec.sections = request
    }
}
