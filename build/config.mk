# written by scripts/deps.sh; 'make clean' removes it
DEP_CFLAGS = 
CURSES_CFLAGS =   
DEP_LIBS = -lncursesw -ltinfo -lswe -lm -ldl  -lunistring -lm
CHECK_CFLAGS = -pthread 
CHECK_LIBS = -lcheck_pic -lrt -lm -lsubunit 
