/* liuren - korean.h: the Korean particles after a word the program fills
 * in.
 *
 * A Korean particle takes one of two forms by the last syllable of its
 * word: 六合을 (육합, a final consonant) but 亥를 (해, none). A Korean
 * message writes the joint form after a value it fills in or a 漢字 term,
 * as Korean writes it when the word is not known: 을(를), 이(가), 은(는),
 * 과(와), (으)로, (이)라 …; lr_ko_particles() then picks the one form
 * that suits the word before it, reading a 漢字 by its Korean reading
 * (res/ko-readings.tsv), a Hangul syllable by its final consonant, a
 * number as it is read (3 삼, 10 십). A word in brackets or quotes is
 * looked through: 六儀（旬儀）을 reads 儀, 「…不真」이라 reads 真. A joint
 * form after a word it cannot read stays as written.
 *
 * Copyright (C) 2026 the liuren authors. AGPL-3.0-or-later, see LICENSE.
 */
#ifndef LIUREN_KOREAN_H
#define LIUREN_KOREAN_H

#include <stdbool.h>
#include <stddef.h>

#include "liuren/export.h"

LR_BEGIN_DECLS

/* Pick each joint particle of S at or after byte FROM (the word before it
 * may start earlier), in place: S only gets shorter. */
void lr_ko_particles(char *s, size_t from);

/* The Korean reading of the one 漢字 at HAN (its UTF-8 bytes, up to the
 * first character), or NULL when res/ko-readings.tsv has none. */
const char *lr_ko_reading(const char *han);

/* Does S hold a joint particle lr_ko_particles() would resolve? */
bool lr_ko_has_joint_particle(const char *s);

/* Read the readings from PATH instead of res/ko-readings.tsv, replacing
 * what was read. Returns 0, or -1 with "PATH:LINE: what" in ERR. */
int lr_ko_readings_load_file(const char *path, char *err, size_t errlen);

LR_END_DECLS

#endif
