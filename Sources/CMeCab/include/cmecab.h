// cmecab.h: MeCab (Japanese morphological analyser), loaded at run time.
//
// This header names no MeCab type and needs no MeCab header: libmecab.so.2 is opened with
// dlopen the first time Japanese readings are asked for, so that the tool builds and runs
// without MeCab for every other language (Debian: libmecab2 plus a dictionary such as
// unidic-mecab or mecab-ipadic-utf8 are needed only to section Japanese names).
//
// Threading (MeCab's documented model): one model per dictionary, shared by all threads;
// one tagger and one lattice per thread. A `cmecab_worker` is that pair; never share one.

#ifndef CMECAB_H
#define CMECAB_H

#include <stdint.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A loaded dictionary (mecab_model_t). Opaque; thread-safe to share.
typedef struct cmecab_model cmecab_model;
/// A tagger and its lattice for one thread (mecab_t + mecab_lattice_t). Opaque.
typedef struct cmecab_worker cmecab_worker;

/// Loads libmecab.so.2 (or libmecab.so; or the file named by the environment variable
/// SECTIONIZE_MECAB_LIBRARY) once. Returns 1 when the library and every function
/// used here were found, else 0 with a message in `error` (NUL-terminated, at most `capacity`
/// bytes).
int32_t cmecab_load(char *error, int32_t capacity);

/// Opens the dictionary in `dicdir` (a folder holding sys.dic and dicrc), with output
/// "surface<TAB>features<LF>" per token and "EOS<LF>" at the end. `rcfile` is the resource
/// file MeCab must read (may be "/dev/null"). Returns NULL with MeCab's message in `error`.
cmecab_model *cmecab_model_open(const char *dicdir, const char *rcfile, char *error, int32_t capacity);
/// Closes a model. Every worker made from it must be closed first.
void cmecab_model_close(cmecab_model *model);
/// The dictionary's character set as MeCab reports it ("UTF-8", "utf8", "EUC-JP"), or "".
const char *cmecab_model_charset(const cmecab_model *model);
/// MeCab's version ("0.996"), or "".
const char *cmecab_version(void);

/// A new tagger and lattice on a shared model, for one thread. NULL on failure.
cmecab_worker *cmecab_worker_open(cmecab_model *model);
/// Closes a worker.
void cmecab_worker_close(cmecab_worker *worker);
/// Parses UTF-8 text. With `constrained` non-zero, the text is MeCab's partial-parsing input
/// (lines "surface<TAB>feature pattern" constrain a token). Returns the output (owned by the
/// worker, valid until its next call) or NULL when MeCab fails.
const char *cmecab_worker_parse(cmecab_worker *worker, const char *text, size_t length, int32_t constrained);

#ifdef __cplusplus
}
#endif

#endif
