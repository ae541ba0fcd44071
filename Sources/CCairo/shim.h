#include <cairo/cairo.h>
#include <zlib.h>
