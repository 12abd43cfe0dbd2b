#ifndef PICLINT_CSYSTEM_SHIM_H
#define PICLINT_CSYSTEM_SHIM_H
// The C library's declarations that Swift's Glibc module leaves out: extended attributes (and so POSIX ACLs, which
// Linux keeps as the system.posix_acl_access attribute). On macOS ACLs are no extended attributes, and copyfile(3)
// copies them.
#include <sys/xattr.h>
#ifdef __APPLE__
#include <copyfile.h>
#endif
#endif
