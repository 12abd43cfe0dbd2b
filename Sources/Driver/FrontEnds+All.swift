import InterfaceBuilder
import Spec
import SwiftSource

extension FrontEnds {
    /// Every front end the piclint tool reads with: YAML specs, Interface Builder documents and Swift source. A fourth
    /// format is a target of its own and one line here; the engine and the rules stay as they are.
    public static let all = FrontEnds([
        .yaml: { YAMLFrontEnd(limits: $0.limits, decoder: $0.decoder) },
        .interfaceBuilder: { InterfaceBuilderFrontEnd(limits: $0.limits, decoder: $0.decoder, path: $0.path) },
        .swift: { SwiftFrontEnd(limits: $0.limits, decoder: $0.decoder) },
    ])
}
