build/src/core/settings.o: src/core/settings.c include/liuren/settings.h
include/liuren/settings.h:
