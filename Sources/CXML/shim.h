// libxml2's SAX2 parser, which the Interface Builder front end reads `.storyboard` and `.xib` files with.
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

// XML_SAX2_MAGIC is a cast Swift does not import.
static inline unsigned int cxml_sax2_magic(void) { return XML_SAX2_MAGIC; }
