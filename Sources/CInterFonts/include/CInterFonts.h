#ifndef CINTERFONTS_H
#define CINTERFONTS_H

#include <stddef.h>

/// The bytes of one of Inter's font files compiled into the binary: 0 regular, 1 medium,
/// 2 semibold, 3 bold. `count` is 0 (and the pointer not to be read) for any other weight, and
/// for every weight when the compiler has no `#embed`: the pictures then draw text with
/// Cairo's own font.
const unsigned char *layoutlint_inter_font(int weight, size_t *count);

#endif
