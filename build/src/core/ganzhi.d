build/src/core/ganzhi.o: src/core/ganzhi.c include/liuren/ganzhi.h
include/liuren/ganzhi.h:
