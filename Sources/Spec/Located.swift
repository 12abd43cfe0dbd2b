import Source
import YAML

/// A value from a spec together with where it was written.
public struct Located<Value: Sendable>: Sendable {
    /// The decoded value.
    public var value: Value
    /// The node the value was read from.
    public var range: SourceRange

    /// Creates a located value.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
