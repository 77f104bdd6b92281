#include "CEdit.h"
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static char *(*readline_fn)(const char *);
static void (*add_history_fn)(const char *);
static void (*stifle_history_fn)(int);
static char **(*completion_matches_fn)(const char *, cedit_generator);
static const char **readline_name;
static cedit_completer *attempted_completion_function;
static char **line_buffer;
static int *attempted_completion_over;
static char load_error[512];
static int load_state; // 0 not tried, 1 loaded, -1 failed

static void *open_libedit(void) {
    const char *chosen = getenv("OBSLAB_LIBEDIT");
    if (chosen && *chosen) return dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    static const char *const names[] = {
#ifdef __APPLE__
        "/usr/lib/libedit.3.dylib", "libedit.dylib",
#else
        "libedit.so.2", "libedit.so", "libedit.so.0",
#endif
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (handle) return handle;
    }
    return NULL;
}

static void *bind(void *handle, const char *name, int *missing) {
    void *symbol = dlsym(handle, name);
    if (!symbol && !*missing) {
        snprintf(load_error, sizeof load_error, "libedit has no %s", name);
        *missing = 1;
    }
    return symbol;
}

int cedit_load(void) {
    if (load_state != 0) return load_state == 1;
    void *handle = open_libedit();
    if (!handle) {
        const char *why = dlerror();
        snprintf(load_error, sizeof load_error, "%s", why ? why : "libedit was not found");
        load_state = -1;
        return 0;
    }
    int missing = 0;
    readline_fn = bind(handle, "readline", &missing);
    add_history_fn = bind(handle, "add_history", &missing);
    stifle_history_fn = bind(handle, "stifle_history", &missing);
    completion_matches_fn = bind(handle, "rl_completion_matches", &missing);
    readline_name = bind(handle, "rl_readline_name", &missing);
    attempted_completion_function = bind(handle, "rl_attempted_completion_function", &missing);
    line_buffer = bind(handle, "rl_line_buffer", &missing);
    attempted_completion_over = bind(handle, "rl_attempted_completion_over", &missing);
    load_state = missing ? -1 : 1;
    return load_state == 1;
}

const char *cedit_load_error(void) { return load_state == -1 ? load_error : NULL; }

char *cedit_readline(const char *prompt) { return readline_fn(prompt); }
void cedit_add_history(const char *line) { add_history_fn(line); }
void cedit_stifle_history(int max) { stifle_history_fn(max); }
void cedit_set_readline_name(const char *name) { *readline_name = name; }
void cedit_set_completer(cedit_completer completer) { *attempted_completion_function = completer; }
const char *cedit_line_buffer(void) { return *line_buffer; }
void cedit_set_attempted_completion_over(int over) { *attempted_completion_over = over; }
char **cedit_completion_matches(const char *text, cedit_generator generator) {
    return completion_matches_fn(text, generator);
}
