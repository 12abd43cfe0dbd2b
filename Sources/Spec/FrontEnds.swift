import Source
import YAML

/// The front ends an engine is given, one per input format: the engine picks a file's by its name and never names
/// a front end itself. The layer that assembles the tool registers them (the Swift front end is added by the Driver,
/// so that only the builds that link it build swift-syntax).
public struct FrontEnds: Sendable {
    /// What a front end is made with, for one file.
    public struct Settings: Sendable {
        /// Bounds on parsing.
        public var limits: ParseLimits
        /// The platform and locale for files that give none (a config's overrides).
        public var decoder: SpecDecoder
        /// The file's path as reports name it.
        public var path: String

        /// Creates the settings for one file.
        public init(limits: ParseLimits, decoder: SpecDecoder, path: String) {
            self.limits = limits
            self.decoder = decoder
            self.path = path
        }
    }

    /// Makes the front end for one file of its format.
    public typealias Maker = @Sendable (Settings) -> any FrontEnd

    private var makers: [InputFormat: Maker]

    /// A set of front ends; YAML's is always there, as the format of every name no other claims.
    public init(_ makers: [InputFormat: Maker] = [:]) {
        self.makers = makers
        if self.makers[.yaml] == nil {
            self.makers[.yaml] = { YAMLFrontEnd(limits: $0.limits, decoder: $0.decoder) }
        }
    }

    /// The same set with a front end for one more format (or another for a format it has).
    public func adding(_ format: InputFormat, _ make: @escaping Maker) -> FrontEnds {
        var copy = self
        copy.makers[format] = make
        return copy
    }

    /// Whether the set reads a format.
    public func reads(_ format: InputFormat) -> Bool {
        makers[format] != nil
    }

    /// The front end for a file of this name, or nil when the set has none for its format.
    public func frontEnd(for path: String, limits: ParseLimits, decoder: SpecDecoder) -> (any FrontEnd)? {
        makers[InputFormat(path: path)].map { $0(Settings(limits: limits, decoder: decoder, path: path)) }
    }
}
