# Thin wrapper around CMake/CTest.  Every target first runs scripts/setup.sh, which installs
# missing Debian packages (as root or via sudo) and is silent when all are present.
#
#   make / make build   Release build in build/ (-O2 -g, asserts on)
#   make test           build + ctest
#   make play           build + build/arnak play $(ARGS)
#   make asan-test      Debug + ASan/UBSan build in build-asan/ + ctest
#   make coverage       gcov build in build-cov/ + ctest + gcovr summary (build-cov/coverage.txt)
#   make bench          build + build/arnak bench $(BENCH_ARGS)
#   make callgrind      build + instruction count of a fixed bench under callgrind
#   make format         clang-format -i on src/ and tests/
#   make fuzz           libFuzzer on the record reader, the action parser and the position reader
#   make clean          remove the build directories

JOBS       ?= 2
ARGS       ?= --players 2 --seats human,greedy
BENCH_ARGS ?=
CTEST_ARGS ?=
# Heavy playout tests read ARNAK_TEST_SCALE (1 = the full number of random games).
ASAN_TEST_SCALE ?= 1

SETUP := bash scripts/setup.sh
CTEST := ctest --output-on-failure
# cmake --build runs make again: keep its output free of "Entering directory" lines.
MAKEFLAGS += --no-print-directory

.NOTPARALLEL:
.PHONY: all build test play asan-test coverage bench callgrind clean format fuzz \
	setup setup-extras

all: build

setup:
	@$(SETUP)

setup-extras:
	@$(SETUP) --with-extras

build: setup
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
	cmake --build build -j$(JOBS)

test: build
	$(CTEST) --test-dir build $(CTEST_ARGS)

play: build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	exec build/arnak play $(ARGS)

asan-test: setup
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DARNAK_SANITIZE=ON
	cmake --build build-asan -j$(JOBS)
	ARNAK_TEST_SCALE=$(ASAN_TEST_SCALE) \
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	$(CTEST) --test-dir build-asan $(CTEST_ARGS)

coverage: setup-extras
	cmake -S . -B build-cov -DCMAKE_BUILD_TYPE=Debug -DARNAK_COVERAGE=ON
	cmake --build build-cov -j$(JOBS)
	find build-cov -name '*.gcda' -delete
	status=0; $(CTEST) --test-dir build-cov $(CTEST_ARGS) || status=$$?; \
	if gcovr --root . --object-directory build-cov \
		--filter 'src/games/' --filter 'src/core/' --txt build-cov/coverage.txt; then \
		cat build-cov/coverage.txt; echo "written: build-cov/coverage.txt"; \
	else status=1; fi; \
	exit $$status

bench: build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	build/arnak bench $(BENCH_ARGS)

callgrind: setup-extras build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	valgrind --tool=callgrind --callgrind-out-file=build/callgrind.out \
		build/arnak bench --games 200 --quick --playouts-only | tee build/callgrind-bench.txt
	callgrind_annotate build/callgrind.out | head -n 30
	@games=$$(sed -n 's/.*playouts only: \([0-9]*\) games.*/\1/p' build/callgrind-bench.txt); \
	 total=$$(callgrind_annotate build/callgrind.out | sed -n 's/^\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,); \
	 echo "callgrind: $$total instructions in all, $$((total / games)) per game ($$games games)"

format:
	@$(SETUP) --with-format
	find src tests -type f \( -name '*.c' -o -name '*.h' \) -print0 | xargs -0 -r clang-format -i

# Needs no packages, so it skips setup.sh.
clean:
	rm -rf build build-asan build-cov

# libFuzzer entry points for the parsers (tests/fuzz_*.c), built with clang, ASan
# and UBSan; FUZZ_SECONDS each.  `make fuzz FUZZ_SECONDS=600` for a longer run.
FUZZ_SECONDS ?= 60
FUZZ_SRC := $(wildcard src/games/*.c src/games/arnak/*.c src/games/arnak/data/*.c src/core/*.c)
fuzz:
	@$(SETUP) --with-fuzz
	@mkdir -p build-fuzz/corpus-record build-fuzz/corpus-action build-fuzz/corpus-position build-fuzz/corpus-game
	@cp tests/data/*.rec build-fuzz/corpus-record/
	@cp tests/data/positions/*.json build-fuzz/corpus-position/
	clang -std=c17 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined -Isrc $$(pkg-config --cflags jansson) \
		$(FUZZ_SRC) tests/fuzz_record.c -o build-fuzz/fuzz_record $$(pkg-config --libs jansson) -lm
	clang -std=c17 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined -Isrc $$(pkg-config --cflags jansson) \
		$(FUZZ_SRC) tests/fuzz_action.c -o build-fuzz/fuzz_action $$(pkg-config --libs jansson) -lm
	clang -std=c17 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined -Isrc $$(pkg-config --cflags jansson) \
		$(FUZZ_SRC) tests/fuzz_position.c -o build-fuzz/fuzz_position $$(pkg-config --libs jansson) -lm
	clang -std=c17 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined -Isrc $$(pkg-config --cflags jansson) \
		$(FUZZ_SRC) tests/fuzz_game.c -o build-fuzz/fuzz_game $$(pkg-config --libs jansson) -lm
	build-fuzz/fuzz_record -max_total_time=$(FUZZ_SECONDS) -max_len=4096 build-fuzz/corpus-record
	build-fuzz/fuzz_action -max_total_time=$(FUZZ_SECONDS) -max_len=4096 build-fuzz/corpus-action
	build-fuzz/fuzz_position -max_total_time=$(FUZZ_SECONDS) -max_len=16384 build-fuzz/corpus-position
	build-fuzz/fuzz_game -max_total_time=$(FUZZ_SECONDS) -max_len=4096 build-fuzz/corpus-game
