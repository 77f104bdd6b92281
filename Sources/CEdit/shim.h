#ifndef OBSLAB_CEDIT_SHIM_H
#define OBSLAB_CEDIT_SHIM_H
// libedit's readline-compatible interface (Debian: libedit-dev).
#include <stdio.h>
#include <editline/readline.h>
#endif
