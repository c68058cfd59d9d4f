build/src/cli/json.o: src/cli/json.c include/cli/json.h
include/cli/json.h:
