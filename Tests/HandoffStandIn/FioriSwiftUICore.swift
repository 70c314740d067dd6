// A stand-in for SAP's SwiftUI DataTable API as cloud-sdk-ios-fiori declares it at commit
// 098daf087d725281ebcfc1e0cefdc60b68023173, folder Sources/FioriSwiftUICore/DataTable: the public
// signatures of DataTable, TableModel, ColumnAttribute, TableRowItem (with AccessoryItem and
// AccessoryButton), DataTextItem, DataImageItem, DataItem (with DataItemType and
// ObjectViewProperty) and RowAlignment, written for the tests; no layout and no drawing. The
// model keeps what it is given, so the tests read back every item's text, colour, font and
// binding, the column attributes, the accessory and the list switch. (SAP's TableModel also gives
// a row in which no item has a binding its own default bindings; the generated code always
// writes a row's bindings, and some item of every row has one.)

import FioriThemeManager
import SwiftUI
import UIKit

public enum DataItemType: Int, CaseIterable {
    case text
    case image
    case date
    case time
    case duration
    case listitem
}

public protocol DataItem {
    var type: DataItemType { get }
    var isReadonly: Bool? { get set }
    func toView() -> AnyView
}

public enum ObjectViewProperty {
    public enum Text {
        case title
        case subtitle
        case footnote
        case status
        case substatus
    }

    public enum Image {
        case detailImage
        case statusImage
        case substatusImage
    }
}

public struct DataTextItem: DataItem, Equatable {
    public let type: DataItemType = .text
    public var text: String
    public var font: Font?
    public var uifont: UIFont?
    public var lineLimit: Int?
    public var textColor: Color?
    public var binding: ObjectViewProperty.Text?
    public var isReadonly: Bool?

    public init(
        _ text: String, _ font: Font? = nil, _ textColor: Color? = nil, _ binding: ObjectViewProperty.Text? = nil,
        lineLimit: Int? = nil, isReadonly: Bool? = nil
    ) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.binding = binding
        self.lineLimit = lineLimit
        self.isReadonly = isReadonly
    }

    public init(
        text: String, uifont: UIFont? = nil, textColor: Color? = nil, binding: ObjectViewProperty.Text? = nil,
        lineLimit: Int? = nil, isReadonly: Bool? = nil
    ) {
        self.text = text
        self.uifont = uifont
        self.textColor = textColor
        self.binding = binding
        self.lineLimit = lineLimit
        self.isReadonly = isReadonly
    }

    public func toView() -> AnyView { AnyView(EmptyView()) }

    public static func == (lhs: DataTextItem, rhs: DataTextItem) -> Bool {
        lhs.text == rhs.text && lhs.font == rhs.font && lhs.textColor == rhs.textColor && lhs.binding == rhs.binding
    }
}

public struct DataImageItem: DataItem, Equatable {
    public var type: DataItemType = .image
    public var binding: ObjectViewProperty.Image?
    public var image: Image
    public var tintColor: Color?
    public var isReadonly: Bool?

    public init(
        _ image: Image, _ tintColor: Color? = nil, _ binding: ObjectViewProperty.Image? = nil, isReadonly: Bool? = nil
    ) {
        self.image = image.resizable()
        self.tintColor = tintColor
        self.binding = binding
        self.isReadonly = isReadonly
    }

    public func toView() -> AnyView { AnyView(EmptyView()) }
}

public struct AccessoryButton: Equatable {
    public let image: Image?
    public let title: String?
    public let action: () -> Void

    public init(image: Image? = nil, title: String? = nil, action: @escaping () -> Void) {
        self.image = image
        self.title = title
        self.action = action
    }

    public static func == (lhs: AccessoryButton, rhs: AccessoryButton) -> Bool {
        lhs.image == rhs.image && lhs.title == rhs.title
    }
}

public enum AccessoryItem: Equatable {
    case button(AccessoryButton)
    case icon(Image)
}

public struct TableRowItem {
    public let leadingAccessories: [AccessoryItem]
    public let trailingAccessory: AccessoryItem?
    public internal(set) var data: [DataItem]
    public let selectedImage: Image?
    public let deSelectedImage: Image?
    public var isReadonly: Bool?

    public init(
        leadingAccessories: [AccessoryItem], trailingAccessory: AccessoryItem?, data: [DataItem],
        selectedImage: Image? = nil, deSelectedImage: Image? = nil, isReadonly: Bool? = nil
    ) {
        self.leadingAccessories = leadingAccessories
        self.trailingAccessory = trailingAccessory
        self.data = data
        self.selectedImage = selectedImage
        self.deSelectedImage = deSelectedImage
        self.isReadonly = isReadonly
    }

    public init(
        data: [DataItem], selectedImage: Image? = nil, deSelectedImage: Image? = nil, isReadonly: Bool? = nil
    ) {
        self.init(
            leadingAccessories: [], trailingAccessory: nil, data: data, selectedImage: selectedImage,
            deSelectedImage: deSelectedImage, isReadonly: isReadonly)
    }
}

public struct ColumnAttribute {
    public enum Width {
        case fixed(CGFloat)
        case flexible
        case infinity
    }

    public var textAlignment: TextAlignment = .leading
    public var width: Width = .flexible
    public var isReadonly: Bool?
    public var dateFormatter: DateFormatter?

    public init(textAlignment: TextAlignment = .leading, width: Width = .flexible, isReadonly: Bool? = nil) {
        self.textAlignment = textAlignment
        self.width = width
        self.isReadonly = isReadonly
    }
}

public enum RowAlignment {
    case baseline
    case top
}

public class TableModel: ObservableObject {
    public enum EditMode: Int, CaseIterable {
        case none
        case select
        case inline
    }

    @Published public var headerData: TableRowItem?
    public var rowData: [TableRowItem]
    @Published public var isHeaderSticky: Bool = false
    @Published public var isFirstColumnSticky: Bool = false
    @Published public var showListView: Bool = false
    @Published public var columnAttributes: [ColumnAttribute] = []
    @Published public var rowAlignment: RowAlignment = .top

    public init(
        headerData: TableRowItem? = nil, rowData: [TableRowItem] = [], isHeaderSticky: Bool = false,
        isFirstColumnSticky: Bool = false, columnAttributes: [ColumnAttribute] = [], rowAlignment: RowAlignment = .top,
        isPinchZoomEnable: Bool = false, showRowDivider: Bool = true, rowDividerHeight: CGFloat = 1,
        rowDividerColor: Color = Color.preferredColor(.separator), everyNumOfRowsToShowDivider: Int = 1,
        showColoumnDivider: Bool = true, columnDividerWidth: CGFloat = 1,
        columnDividerColor: Color = Color.preferredColor(.separator), headerCellPadding: EdgeInsets? = nil,
        dataCellPadding: EdgeInsets? = nil, minRowHeight: CGFloat = 48, minColumnWidth: CGFloat = 48,
        allowsPartialRowDisplay: Bool = true,
        backgroundColor: Color = Color.preferredColor(.secondaryGroupedBackground), showListView: Bool = false,
        editMode: EditMode = .none
    ) {
        self.headerData = headerData
        self.rowData = rowData
        self.isHeaderSticky = headerData == nil ? false : isHeaderSticky
        self.isFirstColumnSticky = isFirstColumnSticky
        self.columnAttributes = columnAttributes
        self.rowAlignment = rowAlignment
        self.showListView = showListView
    }
}

public struct DataTable: View {
    public var model: TableModel

    public init(model: TableModel) { self.model = model }

    public var body: Never { fatalError("the stand-in draws nothing") }
}
