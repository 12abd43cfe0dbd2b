/// piclint's version, as `--version` and reports give it.
public enum PiclintVersion {
    /// The released version.
    public static let current = "0.1.0"
}
