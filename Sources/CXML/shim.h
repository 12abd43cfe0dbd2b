// libxml2's SAX2 parser, which the Interface Builder front end reads `.storyboard` and `.xib` files with.
// libxml2 built with ICU (Debian's is) includes ICU's headers from encoding.h, and their types then clash with
// Foundation's own copy of ICU in any Swift module that sees both ("'UErrorCode' has different definitions in
// different modules"), a failure that comes and goes with the order modules are built in. piclint uses nothing of
// libxml2's that needs ICU and never allocates an encoding handler (whose ICU fields come last), so the headers are
// read without it. xmlversion.h has an include guard, so the #undef holds for every header after it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

// XML_SAX2_MAGIC is a cast Swift does not import.
static inline unsigned int cxml_sax2_magic(void) { return XML_SAX2_MAGIC; }
