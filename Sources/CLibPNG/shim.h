#ifndef PERCEIVE_CLIBPNG_SHIM_H
#define PERCEIVE_CLIBPNG_SHIM_H
#include <png.h>
#endif
