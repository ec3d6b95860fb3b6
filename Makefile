# Thin wrapper around CMake/CTest.  Every target first runs scripts/setup.sh, which installs
# missing Debian packages (as root or via sudo) and is silent when all are present.
#
#   make / make build   Release build in build/ (-O2 -g, asserts on)
#   make serve          build + build/arnak serve --open $(SERVE_ARGS): the browser page; prints
#                       the address to open (and opens it when there is a desktop)
#   make test           build + ctest, browser tests in Debian's chromium included
#   make play           build + build/arnak play $(ARGS): the terminal game
#   make asan-test      Debug + ASan/UBSan build in build-asan/ + ctest
#   make coverage       gcov build in build-cov/ + ctest + gcovr line/branch summary; fails below
#                       COVERAGE_MIN_LINES / COVERAGE_MIN_BRANCHES (build-cov/coverage.txt)
#   make bench          build + build/arnak bench $(BENCH_ARGS)
#   make callgrind      build + instruction count of a fixed bench under callgrind
#   make format         clang-format -i on src/ and tests/
#   make fuzz           libFuzzer on every parser (records, actions, positions, every game), from
#                       the corpus in tests/fuzz/corpus; fails on a finding
#   make fuzz-seeds     rewrite that corpus and its dictionary from real games
#   make clean          remove the build directories

JOBS       ?= 2
ARGS       ?= --players 2 --seats human,medium
SERVE_ARGS ?= --port 8080
BENCH_ARGS ?=
CTEST_ARGS ?=
# Heavy playout tests read ARNAK_TEST_SCALE (1 = the full number of random games).  Under
# the sanitizers half of them: every code path still runs in hundreds of games, and `make
# test` plays them all.
ASAN_TEST_SCALE ?= 0.5

SETUP := bash scripts/setup.sh
CTEST := ctest --output-on-failure
# cmake --build runs make again: keep its output free of "Entering directory" lines.
MAKEFLAGS += --no-print-directory

.NOTPARALLEL:
.PHONY: all build test serve play asan-test coverage bench callgrind clean format fuzz fuzz-seeds \
	setup setup-extras setup-browser setup-tests

all: build

setup:
	@$(SETUP)

setup-extras:
	@$(SETUP) --with-extras --with-postgres

setup-browser:
	@$(SETUP) --with-browser --with-postgres

setup-tests:
	@$(SETUP) --with-postgres

build: setup
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
	cmake --build build -j$(JOBS)

test: setup-browser build
	$(CTEST) --test-dir build $(CTEST_ARGS)

serve: build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	exec build/arnak serve --open $(SERVE_ARGS)

play: build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	exec build/arnak play $(ARGS)

asan-test: setup-tests
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DARNAK_SANITIZE=ON
	cmake --build build-asan -j$(JOBS)
	ARNAK_TEST_SCALE=$(ASAN_TEST_SCALE) \
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	$(CTEST) --test-dir build-asan $(CTEST_ARGS)

# Line and branch coverage of the games and the core by the whole test suite; fails
# below the floors, set just under what the suite covers (lines 93.9 %, branches
# 80.0 %).  Raise them as tests grow; never lower them to land a change.
COVERAGE_MIN_LINES    ?= 93
COVERAGE_MIN_BRANCHES ?= 79
coverage: setup-extras
	cmake -S . -B build-cov -DCMAKE_BUILD_TYPE=Debug -DARNAK_COVERAGE=ON
	cmake --build build-cov -j$(JOBS)
	find build-cov -name '*.gcda' -delete
	status=0; ARNAK_TEST_SCALE=$${ARNAK_TEST_SCALE:-0.3} $(CTEST) --test-dir build-cov $(CTEST_ARGS) || status=$$?; \
	if gcovr --root . --object-directory build-cov --exclude-unreachable-branches --gcov-ignore-parse-errors \
		--filter 'src/games/' --filter 'src/core/' --txt build-cov/coverage.txt \
		--print-summary --fail-under-line $(COVERAGE_MIN_LINES) \
		--fail-under-branch $(COVERAGE_MIN_BRANCHES) >build-cov/summary.txt; then \
		cat build-cov/summary.txt; echo "written: build-cov/coverage.txt"; \
	else cat build-cov/summary.txt; tail -n 40 build-cov/coverage.txt; \
		echo "coverage below the floor: lines $(COVERAGE_MIN_LINES) %, branches $(COVERAGE_MIN_BRANCHES) %" >&2; \
		status=1; fi; \
	exit $$status

bench: build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	build/arnak bench $(BENCH_ARGS)

callgrind: setup-extras build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	valgrind --tool=callgrind --toggle-collect=bench_main --callgrind-out-file=build/callgrind.out \
		build/arnak bench --games 200 --quick --playouts-only | tee build/callgrind-bench.txt
	callgrind_annotate build/callgrind.out | head -n 30
	@games=$$(sed -n 's/.*playouts only: \([0-9]*\) games.*/\1/p' build/callgrind-bench.txt); \
	 total=$$(callgrind_annotate build/callgrind.out | sed -n 's/^\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,); \
	 echo "callgrind: $$total instructions in bench_main (the process's start-up, loading its" \
	   "libraries, not counted), $$((total / games)) per game ($$games games)"

format:
	@$(SETUP) --with-format
	find src tests -type f \( -name '*.c' -o -name '*.h' \) -print0 | xargs -0 -r clang-format -i

# Needs no packages, so it skips setup.sh.
clean:
	rm -rf build build-asan build-cov

# libFuzzer entry points for the parsers (tests/fuzz_*.c), built with clang, ASan
# and UBSan, each run for FUZZ_SECONDS from a copy of its corpus in tests/fuzz/corpus/
# (seeded from real games: make fuzz-seeds) with the dictionary tests/fuzz/game.dict.
# A finding (a crash, a leak, a sanitizer report) stops the run with a non-zero status
# and leaves the input in build-fuzz/ (crash-*, leak-*).  `make fuzz FUZZ_SECONDS=600`
# for a longer run; new inputs found stay in build-fuzz/corpus-*, not in the repository.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= record action position game options
FUZZ_SRC := $(wildcard src/games/*.c src/games/*/*.c src/games/*/rules/*.c src/games/*/views/*.c \
	src/games/*/data/*.c src/core/*.c src/ai/*.c)
# The protocol's parser and dispatcher (src/server without its network transports), with
# the SQLite store only (SRV_STORE_NO_PG: no libpq).
FUZZ_PROTO_TARGETS ?= proto proto_session
FUZZ_PROTO_SRC := $(FUZZ_SRC) $(addprefix src/server/,protocol.c views.c \
	store.c store_sqlite.c store_mac.c bots.c hint.c review.c token.c limits.c chat.c presence.c \
	clocks.c rematch.c replay.c listing.c json_text.c)
FUZZ_CC := clang -std=c17 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined \
	-fno-sanitize-recover=all -Isrc $$(pkg-config --cflags jansson)
fuzz:
	@$(SETUP) --with-fuzz
	@set -e; for t in $(FUZZ_TARGETS); do \
		mkdir -p build-fuzz/corpus-$$t; \
		cp -f tests/fuzz/corpus/$$t/* build-fuzz/corpus-$$t/ 2>/dev/null || true; \
		echo "fuzz_$$t: building"; \
		$(FUZZ_CC) $(FUZZ_SRC) tests/fuzz_$$t.c -o build-fuzz/fuzz_$$t $$(pkg-config --libs jansson) -lpthread -lm; \
	done
	@set -e; for t in $(FUZZ_TARGETS); do \
		len=4096; [ $$t = position ] && len=16384; \
		echo "fuzz_$$t: $(FUZZ_SECONDS) s"; \
		( cd build-fuzz && ./fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=$$len \
			-dict=../tests/fuzz/game.dict -print_final_stats=1 corpus-$$t ); \
	done
	@set -e; for t in $(FUZZ_PROTO_TARGETS); do \
		mkdir -p build-fuzz/corpus-$$t; cp -f tests/fuzz/corpus/$$t/* build-fuzz/corpus-$$t/; \
		echo "fuzz_$$t: building, then $(FUZZ_SECONDS) s"; \
		$(FUZZ_CC) -DSRV_STORE_NO_PG $(FUZZ_PROTO_SRC) tests/fuzz_$$t.c -o build-fuzz/fuzz_$$t \
			$$(pkg-config --libs jansson sqlite3 libcrypto) -lpthread -lm; \
		( cd build-fuzz && ./fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=8192 \
			-dict=../tests/fuzz/game.dict -print_final_stats=1 corpus-$$t ); \
	done

# Rewrites tests/fuzz/corpus/ and tests/fuzz/game.dict from greedy games of every game
# in the registry (tests/fuzz/make_seeds.c); the same files every time.
fuzz-seeds: build
	build/tests/fuzz_make_seeds tests/fuzz/corpus
