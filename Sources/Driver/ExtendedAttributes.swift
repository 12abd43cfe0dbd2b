import CSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's extended attributes, copied from the file a rewrite replaces onto the file that replaces it. A rename
/// installs a new inode, which has none of the old one's attributes: without this, `--fix` would drop a user's
/// `user.*` tags, an SELinux label, and on Linux the POSIX ACL (`system.posix_acl_access`), which can leave the file
/// readable by more people than before (the mode's group bits are the ACL's mask, not the group's own entry).
/// On macOS, where ACLs are not extended attributes, the ACL is copied with copyfile(3).
enum ExtendedAttributes {
    /// The most bytes a name list or a value may take: Linux's own limit (XATTR_SIZE_MAX); macOS allows more only
    /// for the resource fork, which a spec or report does not have.
    static let maxSize = 1 << 16

    /// Makes `target`'s attributes those of `source`: every attribute of `source` set on `target` (skipped when it
    /// is there already with the same value, as an inherited SELinux label or default ACL may be), and the
    /// attributes `source` does not have removed from `target` where the system lets piclint. Nil when done, else
    /// why not: the caller leaves the file as it was rather than lose an attribute.
    static func copy(from source: Int32, to target: Int32) -> String? {
        let names: [String]
        switch list(source) {
        case .success(let found): names = found
        case .failure(let error): return "cannot list its extended attributes: \(errorText(error.code))"
        }
        for name in names {
            let value: [UInt8]
            switch read(name, of: source) {
            case .success(let read): value = read
            // Removed since it was listed: nothing to keep.
            case .failure(let error) where error.code == noAttribute: continue
            case .failure(let error): return "cannot read its extended attribute \(name): \(errorText(error.code))"
            }
            if case .success(let present) = read(name, of: target), present == value { continue }
            if let code = write(name, value, to: target) {
                return "cannot keep its extended attribute \(name) (\(what(name))): \(errorText(code))"
            }
        }
        // Attributes the new file got by itself (a folder's default ACL) but the old one did not have: the
        // replacement should look like the old file, but one the system will not let go of is no loss.
        if case .success(let extra) = list(target) {
            for name in extra where !names.contains(name) { _ = remove(name, from: target) }
        }
        return copyAccessControlList(from: source, to: target)
    }

    /// What an attribute is, for a message: an ACL, a security label, or a plain extended attribute.
    static func what(_ name: String) -> String {
        if name.hasPrefix("system.posix_acl") { return "its POSIX ACL" }
        if name == "security.capability" { return "its file capabilities" }
        if name.hasPrefix("security.") { return "a security label" }
        return "an extended attribute"
    }

    /// errno when an attribute is not there.
    static var noAttribute: Int32 {
        #if canImport(Darwin)
        return ENOATTR
        #else
        return ENODATA
        #endif
    }

    /// The names of a file's attributes; none on a file system without them.
    static func list(_ descriptor: Int32) -> Result<[String], SystemError> {
        switch sized({ buffer, size in
            #if canImport(Darwin)
            return flistxattr(descriptor, buffer?.assumingMemoryBound(to: CChar.self), size, 0)
            #else
            return flistxattr(descriptor, buffer?.assumingMemoryBound(to: CChar.self), size)
            #endif
        }) {
        case .success(let bytes):
            // NUL-terminated names, one after the other.
            return .success(bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        case .failure(let error) where error.code == ENOTSUP || error.code == EOPNOTSUPP:
            return .success([])
        case .failure(let error):
            return .failure(error)
        }
    }

    /// One attribute's value.
    static func read(_ name: String, of descriptor: Int32) -> Result<[UInt8], SystemError> {
        sized { buffer, size in
            #if canImport(Darwin)
            return fgetxattr(descriptor, name, buffer, size, 0, 0)
            #else
            return fgetxattr(descriptor, name, buffer, size)
            #endif
        }
    }

    /// Sets one attribute; nil when done, else errno.
    static func write(_ name: String, _ value: [UInt8], to descriptor: Int32) -> Int32? {
        let result = value.withUnsafeBytes { bytes -> Int32 in
            #if canImport(Darwin)
            return fsetxattr(descriptor, name, bytes.baseAddress, bytes.count, 0, 0)
            #else
            return fsetxattr(descriptor, name, bytes.baseAddress, bytes.count, 0)
            #endif
        }
        return result == 0 ? nil : errno
    }

    /// Removes one attribute; nil when done, else errno.
    static func remove(_ name: String, from descriptor: Int32) -> Int32? {
        #if canImport(Darwin)
        let result = fremovexattr(descriptor, name, 0)
        #else
        let result = fremovexattr(descriptor, name)
        #endif
        return result == 0 ? nil : errno
    }

    /// Calls `call` once with no buffer for the size, then with a buffer of that size, again when the attribute
    /// grew in between (ERANGE).
    private static func sized(_ call: (UnsafeMutableRawPointer?, Int) -> Int) -> Result<[UInt8], SystemError> {
        for _ in 0..<4 {
            let size = call(nil, 0)
            guard size >= 0 else { return .failure(SystemError(code: errno)) }
            guard size > 0 else { return .success([]) }
            guard size <= maxSize else { return .failure(SystemError(code: E2BIG)) }
            var buffer = [UInt8](repeating: 0, count: size)
            let read = buffer.withUnsafeMutableBytes { call($0.baseAddress, size) }
            if read >= 0 { return .success(Array(buffer[0..<read])) }
            if errno != ERANGE { return .failure(SystemError(code: errno)) }
        }
        return .failure(SystemError(code: ERANGE))
    }

    /// macOS keeps ACLs apart from extended attributes; copyfile(3) copies them. Linux's are attributes, copied above.
    private static func copyAccessControlList(from source: Int32, to target: Int32) -> String? {
        #if canImport(Darwin)
        guard fcopyfile(source, target, nil, copyfile_flags_t(COPYFILE_ACL)) == 0 else {
            return "cannot keep its ACL: \(errorText(errno))"
        }
        #endif
        return nil
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A failed system call's errno, as a Result's failure.
struct SystemError: Error, Equatable {
    var code: Int32
}
