/* liuren - export.h: what the shared library libliuren exports. The core
 * is compiled with -fvisibility=hidden; every public header wraps its
 * declarations in LR_BEGIN_DECLS … LR_END_DECLS, which gives them default
 * visibility (and C linkage for C++ readers), so the library exports the
 * lr_ API and nothing else. LR_API marks a single declaration the same
 * way. LR_AT_LEAST sizes an array parameter for C and C++ readers alike.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_EXPORT_H
#define LIUREN_EXPORT_H

#if defined(__GNUC__) && __GNUC__ >= 4
#define LR_API __attribute__((visibility("default")))
#define LR_VISIBILITY_PUSH _Pragma("GCC visibility push(default)")
#define LR_VISIBILITY_POP _Pragma("GCC visibility pop")
#else
#define LR_API
#define LR_VISIBILITY_PUSH
#define LR_VISIBILITY_POP
#endif

/* An array parameter of at least N elements: "[static N]" in C, which
 * lets the compiler check the callers, "[N]" in C++, which has no such
 * form (char buf[LR_AT_LEAST(7)]). */
#ifdef __cplusplus
#define LR_AT_LEAST(n) n
#else
#define LR_AT_LEAST(n) static n
#endif

#ifdef __cplusplus
#define LR_BEGIN_DECLS extern "C" { LR_VISIBILITY_PUSH
#define LR_END_DECLS LR_VISIBILITY_POP }
#else
#define LR_BEGIN_DECLS LR_VISIBILITY_PUSH
#define LR_END_DECLS LR_VISIBILITY_POP
#endif

#endif
