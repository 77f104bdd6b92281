#ifndef OBSLAB_CEDIT_H
#define OBSLAB_CEDIT_H
// The few functions of libedit's readline-compatible interface that the shell uses,
// bound at run time from the shared library the Swift toolchain already depends on, so
// building ObsLab needs no libedit headers.

/// A completion generator, as readline's `rl_compentry_func_t`.
typedef char *_Nullable (*cedit_generator)(const char *_Nullable text, int state);
/// An attempted-completion function, as readline's `rl_completion_func_t`.
typedef char *_Nullable *_Nullable (*cedit_completer)(const char *_Nullable text, int start, int end);

/// Loads libedit (or the library named by `OBSLAB_LIBEDIT`). Returns 1 when every
/// function the shell needs is bound, 0 otherwise; `cedit_load_error` then says why.
int cedit_load(void);
/// Why `cedit_load` failed, or NULL.
const char *_Nullable cedit_load_error(void);

/// libedit's `readline`: the edited line (malloc'd), or NULL at end of input.
char *_Nullable cedit_readline(const char *_Nonnull prompt);
void cedit_add_history(const char *_Nonnull line);
void cedit_stifle_history(int max);
void cedit_set_readline_name(const char *_Nonnull name);
void cedit_set_completer(cedit_completer _Nullable completer);
/// `rl_line_buffer`: the whole line being edited, UTF-8.
const char *_Nullable cedit_line_buffer(void);
/// Sets `rl_attempted_completion_over`, so libedit does not fall back to file names.
void cedit_set_attempted_completion_over(int over);
char *_Nullable *_Nullable cedit_completion_matches(const char *_Nullable text, cedit_generator _Nonnull generator);

#endif
