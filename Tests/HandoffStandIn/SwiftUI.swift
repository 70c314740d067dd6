// A stand-in for the few SwiftUI declarations that SAP's DataTable API and the generated SwiftUI
// handoff use, so that they compile and run on Linux in the tests. Only what the code touches,
// with SwiftUI's names and shapes (written from Apple's SwiftUI reference): View, ViewBuilder,
// AnyView, EmptyView, GeometryReader and GeometryProxy, the Environment's horizontalSizeClass,
// StateObject, ObservableObject and Published (Combine's, which `import SwiftUI` brings),
// onChange(of:initial:_:), Color(_:bundle:) and Color(red:green:blue:opacity:), Image(_:bundle:) and Image(systemName:),
// Font.body.monospacedDigit(), TextAlignment and EdgeInsets; at the end, the hooks a test drives a
// view with. Colours, images and fonts keep the name they were made with, as their description,
// which the tests read back. Nothing is drawn.

@_exported import Foundation

@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("a primitive view has no body") }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct GeometryProxy {
    public var size: CGSize
}

public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { fatalError("a primitive view has no body") }
}

/// What `onChange(of:initial:_:)` returns: the view, the value it watches and the action.
public struct OnChangeView<Content: View, Value: Equatable>: View {
    public var content: Content
    public var value: Value
    public var initial: Bool
    public var action: (Value, Value) -> Void
    public var body: Never { fatalError("a primitive view has no body") }
}

extension View {
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

public struct EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public init() {}

    /// Not SwiftUI's: the environment every `Environment` reads, which a test sets.
    nonisolated(unsafe) public static var standIn = EnvironmentValues()
}

@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues.standIn[keyPath: keyPath] }
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let object: ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }

    public var wrappedValue: ObjectType { object }
}

public struct Color: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    /// A colour from the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { description = name }

    /// An sRGB colour, its channels from 0 to 1: here `#RRGGBB`, which the tests read back.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let channels = [red, green, blue].map { Int(($0 * 255).rounded()) }
        description = String(format: "#%02X%02X%02X", channels[0], channels[1], channels[2])
    }
}

public struct Image: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ name: String, bundle: Bundle? = nil) { description = name }
    public init(systemName: String) { description = "systemName:" + systemName }

    public func resizable() -> Image { self }
}

public struct Font: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public static let body = Font(description: "body")

    public func monospacedDigit() -> Font { Font(description: description + ".monospacedDigit") }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

// Not SwiftUI's: what lets a test do what SwiftUI does with a view, without knowing its type
// (bodies are opaque): give a GeometryReader a size, and call an onChange action as SwiftUI calls
// it after an update (with initial: true, once when the view appears, old and new value alike).

@MainActor
public protocol StandInGeometryReader {
    func standInContent(size: CGSize) -> Any
}

extension GeometryReader: StandInGeometryReader {
    public func standInContent(size: CGSize) -> Any { content(GeometryProxy(size: size)) }
}

@MainActor
public protocol StandInChangeObserver {
    var standInContent: Any { get }
    var standInInitial: Bool { get }
    func standInFire()
}

extension OnChangeView: StandInChangeObserver {
    public var standInContent: Any { content }
    public var standInInitial: Bool { initial }
    public func standInFire() { action(value, value) }
}
