// The ABI is header-only; this file gives the C target something to compile.
#include "lasso_plugin.h"
