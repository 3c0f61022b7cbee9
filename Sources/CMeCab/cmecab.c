// cmecab.c: the only code that calls MeCab (see cmecab.h for why it is loaded with dlopen).
//
// MeCab's C API (mecab.h of MeCab 0.996) is used through function pointers looked up by
// name; only functions whose arguments are plain pointers, ints and strings are used, and
// the one struct read (mecab_dictionary_info_t) is read only for its first two fields
// (filename, charset), so no MeCab header is needed at build time.

#include "cmecab.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MeCab's request types (mecab.h: MECAB_ONE_BEST, MECAB_PARTIAL, MECAB_ALLOCATE_SENTENCE).
enum { ONE_BEST = 1, PARTIAL = 4, ALLOCATE_SENTENCE = 64 };

static struct {
    void *handle;
    void *(*model_new)(int, char **);
    void (*model_destroy)(void *);
    void *(*model_new_tagger)(void *);
    void *(*model_new_lattice)(void *);
    const void *(*model_dictionary_info)(const void *);
    void (*destroy)(void *);
    void (*lattice_destroy)(void *);
    void (*lattice_clear)(void *);
    void (*lattice_set_sentence2)(void *, const char *, size_t);
    void (*lattice_set_request_type)(void *, int);
    int (*parse_lattice)(void *, void *);
    const char *(*lattice_tostr)(void *);
    const char *(*strerror)(void *);
    const char *(*version)(void);
    char error[512];
    int loaded;
} mecab;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_library(void) {
    // SECTIONIZE_MECAB_LIBRARY names the library file instead (tests use it to see the
    // message of a missing library).
    const char *explicit = getenv("SECTIONIZE_MECAB_LIBRARY");
    const char *names[] = {"libmecab.so.2", "libmecab.so"};
    if (explicit && *explicit) {
        mecab.handle = dlopen(explicit, RTLD_NOW | RTLD_LOCAL);
    } else {
        for (size_t i = 0; i < sizeof names / sizeof names[0] && !mecab.handle; i++) {
            mecab.handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        }
    }
    if (!mecab.handle) {
        const char *why = dlerror();
        snprintf(mecab.error, sizeof mecab.error, "cannot load %s (%s)",
                 explicit && *explicit ? explicit : "libmecab.so.2", why ? why : "not found");
        return;
    }
#define LOOKUP(field, name)                                                                  \
    do {                                                                                     \
        *(void **)(&mecab.field) = dlsym(mecab.handle, name);                                \
        if (!mecab.field) {                                                                  \
            snprintf(mecab.error, sizeof mecab.error, "libmecab has no function %s", name);  \
            return;                                                                          \
        }                                                                                    \
    } while (0)
    LOOKUP(model_new, "mecab_model_new");
    LOOKUP(model_destroy, "mecab_model_destroy");
    LOOKUP(model_new_tagger, "mecab_model_new_tagger");
    LOOKUP(model_new_lattice, "mecab_model_new_lattice");
    LOOKUP(model_dictionary_info, "mecab_model_dictionary_info");
    LOOKUP(destroy, "mecab_destroy");
    LOOKUP(lattice_destroy, "mecab_lattice_destroy");
    LOOKUP(lattice_clear, "mecab_lattice_clear");
    LOOKUP(lattice_set_sentence2, "mecab_lattice_set_sentence2");
    LOOKUP(lattice_set_request_type, "mecab_lattice_set_request_type");
    LOOKUP(parse_lattice, "mecab_parse_lattice");
    LOOKUP(lattice_tostr, "mecab_lattice_tostr");
    LOOKUP(strerror, "mecab_strerror");
    LOOKUP(version, "mecab_version");
#undef LOOKUP
    mecab.loaded = 1;
}

static void copy_message(char *out, int32_t capacity, const char *message) {
    if (!out || capacity <= 0) return;
    snprintf(out, (size_t)capacity, "%s", message ? message : "");
}

int32_t cmecab_load(char *error, int32_t capacity) {
    pthread_once(&load_once, load_library);
    if (!mecab.loaded) copy_message(error, capacity, mecab.error);
    return mecab.loaded;
}

struct cmecab_model {
    void *model;
};

struct cmecab_worker {
    void *tagger;
    void *lattice;
};

cmecab_model *cmecab_model_open(const char *dicdir, const char *rcfile, char *error, int32_t capacity) {
    if (!cmecab_load(error, capacity)) return NULL;
    // MeCab reads escapes (\t, \n) in its format options itself.
    char *argv[] = {
        "mecab", "-d", (char *)dicdir, "-r", (char *)rcfile,
        "--node-format=%m\\t%H\\n", "--unk-format=%m\\t%H\\n",
        "--bos-format=", "--eos-format=EOS\\n", "--eon-format=",
    };
    void *model = mecab.model_new((int)(sizeof argv / sizeof argv[0]), argv);
    if (!model) {
        copy_message(error, capacity, mecab.strerror(NULL));
        return NULL;
    }
    cmecab_model *result = malloc(sizeof *result);
    if (!result) {
        mecab.model_destroy(model);
        copy_message(error, capacity, "out of memory");
        return NULL;
    }
    result->model = model;
    return result;
}

void cmecab_model_close(cmecab_model *model) {
    if (!model) return;
    mecab.model_destroy(model->model);
    free(model);
}

const char *cmecab_model_charset(const cmecab_model *model) {
    // mecab_dictionary_info_t begins with `const char *filename; const char *charset;`.
    const char *const *info = mecab.model_dictionary_info(model->model);
    return info && info[1] ? info[1] : "";
}

const char *cmecab_version(void) {
    return mecab.loaded ? mecab.version() : "";
}

cmecab_worker *cmecab_worker_open(cmecab_model *model) {
    cmecab_worker *worker = calloc(1, sizeof *worker);
    if (!worker) return NULL;
    worker->tagger = mecab.model_new_tagger(model->model);
    worker->lattice = mecab.model_new_lattice(model->model);
    if (!worker->tagger || !worker->lattice) {
        cmecab_worker_close(worker);
        return NULL;
    }
    return worker;
}

void cmecab_worker_close(cmecab_worker *worker) {
    if (!worker) return;
    if (worker->lattice) mecab.lattice_destroy(worker->lattice);
    if (worker->tagger) mecab.destroy(worker->tagger);
    free(worker);
}

const char *cmecab_worker_parse(cmecab_worker *worker, const char *text, size_t length, int32_t constrained) {
    mecab.lattice_clear(worker->lattice);
    mecab.lattice_set_request_type(worker->lattice, (constrained ? PARTIAL : ONE_BEST) | ALLOCATE_SENTENCE);
    mecab.lattice_set_sentence2(worker->lattice, text, length);
    if (!mecab.parse_lattice(worker->tagger, worker->lattice)) return NULL;
    return mecab.lattice_tostr(worker->lattice);
}
