/* banned.h: functions that overflow buffers are compile errors here */
#ifndef SCHEDLORE_BANNED_H
#define SCHEDLORE_BANNED_H

#define BANNED(func) sorry_##func##_is_banned_use_struct_buf

#undef strcpy
#define strcpy(x, y) BANNED(strcpy)
#undef strcat
#define strcat(x, y) BANNED(strcat)
#undef sprintf
#define sprintf(...) BANNED(sprintf)
#undef vsprintf
#define vsprintf(...) BANNED(vsprintf)
#undef gets
#define gets(x) BANNED(gets)

#endif
