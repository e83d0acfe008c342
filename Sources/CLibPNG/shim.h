#ifndef PERCEIVE_CLIBPNG_SHIM_H
#define PERCEIVE_CLIBPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/*
 * libpng reports errors by calling longjmp to a jmp_buf set by the caller. Swift cannot call
 * setjmp, and a longjmp across Swift frames is undefined behaviour, so every libpng call that
 * can fail is made from one of these small C functions: each sets the jump target in its own
 * frame, calls libpng, and turns an error into a return value of 1 with the message kept in
 * `message`. No Swift code runs between the setjmp and the libpng calls (the file is a C
 * FILE*, read and written by libpng's own stdio callbacks).
 */

/** The state of one PNG decode: libpng's structures, the source, the last error message. */
typedef struct perceive_png_reader {
    png_structp png;
    png_infop info;
    char message[256];
    /** The last warning, which often says what an error that follows means. */
    char warning[256];
    png_uint_32 width;
    png_uint_32 height;
    int bit_depth;
    int color_type;
    int interlace_type;
    int passes;
    size_t row_bytes;
} perceive_png_reader;

/** The state of one PNG encode. */
typedef struct perceive_png_writer {
    png_structp png;
    png_infop info;
    char message[256];
} perceive_png_writer;

static void perceive_png_keep_message(char *buffer, png_const_charp message) {
    strncpy(buffer, message != NULL ? message : "unknown libpng error", 255);
    buffer[255] = 0;
}

static void perceive_png_read_error(png_structp png, png_const_charp message) {
    perceive_png_reader *reader = (perceive_png_reader *)png_get_error_ptr(png);
    perceive_png_keep_message(reader->message, message);
    png_longjmp(png, 1);
}

static void perceive_png_write_error(png_structp png, png_const_charp message) {
    perceive_png_writer *writer = (perceive_png_writer *)png_get_error_ptr(png);
    perceive_png_keep_message(writer->message, message);
    png_longjmp(png, 1);
}

static void perceive_png_read_warning(png_structp png, png_const_charp message) {
    perceive_png_reader *reader = (perceive_png_reader *)png_get_error_ptr(png);
    perceive_png_keep_message(reader->warning, message);
}

static void perceive_png_ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/** Reads the signature and header from `file`. Returns 0, or 1 with `message` set. */
static inline int perceive_png_read_header(perceive_png_reader *reader, FILE *file) {
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, perceive_png_read_error,
                                         perceive_png_read_warning);
    if (reader->png == NULL) {
        perceive_png_keep_message(reader->message, "out of memory");
        return 1;
    }
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        perceive_png_keep_message(reader->message, "out of memory");
        return 1;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        return 1;
    }
    /* Perceive applies its own, clearer size limit before any row buffer is allocated. */
    png_set_user_limits(reader->png, 0x7fffffffU, 0x7fffffffU);
    png_init_io(reader->png, file);
    png_read_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    reader->bit_depth = png_get_bit_depth(reader->png, reader->info);
    reader->color_type = png_get_color_type(reader->png, reader->info);
    reader->interlace_type = png_get_interlace_type(reader->png, reader->info);
    return 0;
}

/**
 * Asks libpng for RGBA rows: palette and low-bit grey expanded, grey copied to RGB, tRNS
 * turned into alpha, opaque alpha added where there is none, 16-bit samples in host order.
 */
static inline int perceive_png_read_start(perceive_png_reader *reader) {
    if (setjmp(png_jmpbuf(reader->png))) {
        return 1;
    }
    png_structp png = reader->png;
    if (reader->color_type == PNG_COLOR_TYPE_PALETTE) {
        png_set_palette_to_rgb(png);
    }
    if (reader->color_type == PNG_COLOR_TYPE_GRAY && reader->bit_depth < 8) {
        png_set_expand_gray_1_2_4_to_8(png);
    }
    if (png_get_valid(png, reader->info, PNG_INFO_tRNS)) {
        png_set_tRNS_to_alpha(png);
    }
    if (reader->color_type == PNG_COLOR_TYPE_GRAY || reader->color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if ((reader->color_type & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, reader->info, PNG_INFO_tRNS)) {
        png_set_filler(png, 0xffff, PNG_FILLER_AFTER);
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (reader->bit_depth == 16) {
        png_set_swap(png);
    }
#endif
    reader->passes = png_set_interlace_handling(png);
    png_read_update_info(png, reader->info);
    reader->row_bytes = png_get_rowbytes(png, reader->info);
    return 0;
}

/** Reads `count` rows (non-interlaced images) into `rows`. */
static inline int perceive_png_read_rows(perceive_png_reader *reader, png_bytepp rows, png_uint_32 count) {
    if (setjmp(png_jmpbuf(reader->png))) {
        return 1;
    }
    png_read_rows(reader->png, rows, NULL, count);
    return 0;
}

/** Reads the whole image, every interlace pass, into `rows` (one pointer per row). */
static inline int perceive_png_read_image(perceive_png_reader *reader, png_bytepp rows) {
    if (setjmp(png_jmpbuf(reader->png))) {
        return 1;
    }
    png_read_image(reader->png, rows);
    return 0;
}

/** Reads the chunks after the image data up to IEND, checking their CRCs. */
static inline int perceive_png_read_finish(perceive_png_reader *reader) {
    if (setjmp(png_jmpbuf(reader->png))) {
        return 1;
    }
    png_read_end(reader->png, NULL);
    return 0;
}

/** Frees libpng's structures; the caller closes the file. */
static inline void perceive_png_read_destroy(perceive_png_reader *reader) {
    if (reader->png != NULL) {
        png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    }
    reader->png = NULL;
    reader->info = NULL;
}

/**
 * Writes the signature and header chunks to `file`. `palette` holds `palette_count` RGB
 * triples and `transparency` `transparency_count` alpha values (palette images only).
 * Rows are then given one sample per byte for bit depths below 8, 16-bit samples in host order.
 */
static inline int perceive_png_write_start(perceive_png_writer *writer, FILE *file,
                                           png_uint_32 width, png_uint_32 height, int bit_depth,
                                           int color_type, int is_interlaced,
                                           const png_byte *palette, int palette_count,
                                           const png_byte *transparency, int transparency_count) {
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, perceive_png_write_error,
                                          perceive_png_ignore_warning);
    if (writer->png == NULL) {
        perceive_png_keep_message(writer->message, "out of memory");
        return 1;
    }
    writer->info = png_create_info_struct(writer->png);
    if (writer->info == NULL) {
        perceive_png_keep_message(writer->message, "out of memory");
        return 1;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        return 1;
    }
    png_structp png = writer->png;
    png_set_user_limits(png, 0x7fffffffU, 0x7fffffffU);
    png_init_io(png, file);
    png_set_IHDR(png, writer->info, width, height, bit_depth, color_type,
                 is_interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (color_type == PNG_COLOR_TYPE_PALETTE && palette_count > 0) {
        png_color colors[256];
        for (int index = 0; index < palette_count && index < 256; index++) {
            colors[index].red = palette[index * 3];
            colors[index].green = palette[index * 3 + 1];
            colors[index].blue = palette[index * 3 + 2];
        }
        png_set_PLTE(png, writer->info, colors, palette_count);
        if (transparency_count > 0) {
            png_set_tRNS(png, writer->info, transparency, transparency_count, NULL);
        }
    }
    png_write_info(png, writer->info);
    if (bit_depth < 8) {
        png_set_packing(png);
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (bit_depth == 16) {
        png_set_swap(png);
    }
#endif
    return 0;
}

/** Writes `count` rows of a non-interlaced image. */
static inline int perceive_png_write_rows(perceive_png_writer *writer, png_bytepp rows, png_uint_32 count) {
    if (setjmp(png_jmpbuf(writer->png))) {
        return 1;
    }
    png_write_rows(writer->png, rows, count);
    return 0;
}

/** Writes a whole image, every interlace pass, from `rows`. */
static inline int perceive_png_write_image(perceive_png_writer *writer, png_bytepp rows) {
    if (setjmp(png_jmpbuf(writer->png))) {
        return 1;
    }
    png_set_interlace_handling(writer->png);
    png_write_image(writer->png, rows);
    return 0;
}

/** Writes IEND and flushes. */
static inline int perceive_png_write_finish(perceive_png_writer *writer) {
    if (setjmp(png_jmpbuf(writer->png))) {
        return 1;
    }
    png_write_end(writer->png, NULL);
    return 0;
}

/** Frees libpng's structures; the caller closes the file. */
static inline void perceive_png_write_destroy(perceive_png_writer *writer) {
    if (writer->png != NULL) {
        png_destroy_write_struct(&writer->png, writer->info != NULL ? &writer->info : NULL);
    }
    writer->png = NULL;
    writer->info = NULL;
}

#endif
