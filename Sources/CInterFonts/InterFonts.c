// Inter's regular, medium, semibold and bold files (fonts/, SIL Open Font License 1.1, see
// fonts/Inter-OFL.txt) compiled into the binary with C23's #embed, so the pictures draw labels
// in the font they are measured in whatever fonts the machine has. A compiler without #embed
// compiles empty files instead, and the pictures fall back to Cairo's own font.
#include "CInterFonts.h"

#if defined(__has_embed)
#if defined(__clang__)
// #embed is C23; the target is compiled in an older standard and the extension is wanted.
#pragma clang diagnostic ignored "-Wc23-extensions"
#endif
#if __has_embed("fonts/Inter-Regular.otf") && __has_embed("fonts/Inter-Medium.otf") \
    && __has_embed("fonts/Inter-SemiBold.otf") && __has_embed("fonts/Inter-Bold.otf")
#define LAYOUTLINT_HAS_INTER 1
static const unsigned char regular[] = {
#embed "fonts/Inter-Regular.otf"
};
static const unsigned char medium[] = {
#embed "fonts/Inter-Medium.otf"
};
static const unsigned char semibold[] = {
#embed "fonts/Inter-SemiBold.otf"
};
static const unsigned char bold[] = {
#embed "fonts/Inter-Bold.otf"
};
#endif
#endif

const unsigned char *layoutlint_inter_font(int weight, size_t *count) {
#if defined(LAYOUTLINT_HAS_INTER)
    switch (weight) {
    case 0: *count = sizeof regular; return regular;
    case 1: *count = sizeof medium; return medium;
    case 2: *count = sizeof semibold; return semibold;
    case 3: *count = sizeof bold; return bold;
    default: break;
    }
#else
    (void)weight;
#endif
    *count = 0;
    return NULL;
}
