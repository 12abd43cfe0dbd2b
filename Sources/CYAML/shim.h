#ifndef PICLINT_CYAML_SHIM_H
#define PICLINT_CYAML_SHIM_H
#include <yaml.h>
#endif
