import InterfaceBuilder
import Spec

extension FrontEnds {
    /// YAML specs and Interface Builder documents: the front ends every build has. The tool adds Swift source's
    /// (`SwiftSource`), which only the layers that link swift-syntax can.
    public static let standard = FrontEnds([
        .yaml: { YAMLFrontEnd(limits: $0.limits, decoder: $0.decoder) },
        .interfaceBuilder: { InterfaceBuilderFrontEnd(limits: $0.limits, decoder: $0.decoder, path: $0.path) },
    ])
}
