#ifndef PROSCENIUM_CLIBUV_SHIM_H
#define PROSCENIUM_CLIBUV_SHIM_H
#include <uv.h>
#endif
