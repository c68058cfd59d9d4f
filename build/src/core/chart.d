build/src/core/chart.o: src/core/chart.c include/liuren/chart.h \
 include/liuren/ganzhi.h include/liuren/settings.h
include/liuren/chart.h:
include/liuren/ganzhi.h:
include/liuren/settings.h:
