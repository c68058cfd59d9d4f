/* liuren - export.h: what the shared library libliuren exports. The core
 * is compiled with -fvisibility=hidden; every public header wraps its
 * declarations in LR_BEGIN_DECLS … LR_END_DECLS, which gives them default
 * visibility (and C linkage for C++ readers), so the library exports the
 * lr_ API and nothing else. LR_API marks a single declaration the same
 * way.
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

#ifdef __cplusplus
#define LR_BEGIN_DECLS extern "C" { LR_VISIBILITY_PUSH
#define LR_END_DECLS LR_VISIBILITY_POP }
#else
#define LR_BEGIN_DECLS LR_VISIBILITY_PUSH
#define LR_END_DECLS LR_VISIBILITY_POP
#endif

#endif
