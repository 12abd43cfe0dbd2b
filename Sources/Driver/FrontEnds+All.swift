import Lint
import Spec
import SwiftSource

extension FrontEnds {
    /// Every front end the piclint tool reads with: YAML specs, Interface Builder documents and Swift source.
    public static let all = FrontEnds.standard.adding(.swift) { SwiftFrontEnd(limits: $0.limits, decoder: $0.decoder) }
}
