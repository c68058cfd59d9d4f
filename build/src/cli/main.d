build/src/cli/main.o: src/cli/main.c
