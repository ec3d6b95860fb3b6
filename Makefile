# Thin wrapper around CMake/CTest.  Every target first runs scripts/setup.sh, which installs
# missing Debian packages (as root or via sudo) and is silent when all are present.
#
#   make / make build   Release build in build/ (-O2 -g, asserts on)
#   make serve          build + build/arnak serve --open $(SERVE_ARGS): the browser page; prints
#                       the address to open (and opens it when there is a desktop)
#   make quicktest      build + the quick tier (ctest -L quick): every rule, the core, the
#                       protocol in-process, at a tenth of the games; no browser, no
#                       PostgreSQL; under 3 minutes on 2 cores.  Before every commit.
#   make test           build + ctest, browser tests in Debian's chromium included
#   make play           build + build/arnak play $(ARGS): the terminal game
#   make asan-test      Debug + ASan/UBSan build in build-asan/ + ctest -L asan (all but the
#                       browser; the heavy playouts at ASAN_TEST_SCALE)
#   make coverage       gcov build in build-cov/ + ctest -L cov (the tests that drive
#                       src/games and src/core) + gcovr line/branch summary; fails below
#                       COVERAGE_MIN_LINES / COVERAGE_MIN_BRANCHES (build-cov/coverage.txt)
#   make bench          build + build/arnak bench $(BENCH_ARGS)
#   make callgrind      build + instruction count of a fixed bench under callgrind
#   make format         clang-format -i on src/ and tests/
#   make fuzz           libFuzzer on every parser (records, actions, positions, every game), from
#                       the corpus in tests/fuzz/corpus; fails on a finding.  The library is
#                       compiled once (build-fuzz/libfuzz.a), each target links it
#   make fuzz-seeds     rewrite that corpus and its dictionary from real games
#   make clean          remove the build directories

# Build jobs and ctest -j: the machine's cores.
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)
ARGS       ?= --players 2 --seats human,medium
SERVE_ARGS ?= --port 8080
BENCH_ARGS ?=
CTEST_ARGS ?=
# Heavy playout tests read ARNAK_TEST_SCALE (1 = the full number of random games).  Under
# the sanitizers 0.3 of them, the scale at which `make coverage` measures its floors
# (hundreds of games of each kind still), and `make test` plays them all.
ASAN_TEST_SCALE ?= 0.3
# make quicktest: a tenth of the games of the heavy playout tests.
QUICK_TEST_SCALE ?= 0.1
SANITIZER_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

SETUP := bash scripts/setup.sh
# Every tier runs its tests on every core (CMakeLists.txt keeps the browser tests one at a
# time and the timing-sensitive ones alone); LABELS there say which tier runs what.
CTEST := ctest --output-on-failure -j$(JOBS)
# cmake --build runs make again: keep its output free of "Entering directory" lines.
MAKEFLAGS += --no-print-directory

# (the fuzz library's objects are compiled by a second make, in parallel: FUZZ_PARALLEL)
ifeq ($(FUZZ_PARALLEL),)
.NOTPARALLEL:
endif
.PHONY: all build test quicktest serve play asan-test coverage bench callgrind clean format fuzz \
	fuzz-lib fuzz-seeds setup setup-extras setup-browser setup-tests

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

quicktest: build
	ARNAK_TEST_SCALE=$(QUICK_TEST_SCALE) $(CTEST) --test-dir build -L '^quick$$' $(CTEST_ARGS)

serve: build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	exec build/arnak serve --open $(SERVE_ARGS)

play: build
	@test -x build/arnak || { echo "build/arnak was not built (src/cli/main.c missing?)" >&2; exit 1; }
	exec build/arnak play $(ARGS)

asan-test: setup-tests
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DARNAK_SANITIZE=ON
	cmake --build build-asan -j$(JOBS)
	ARNAK_TEST_SCALE=$(ASAN_TEST_SCALE) $(SANITIZER_ENV) \
	$(CTEST) --test-dir build-asan -L '^asan$$' $(CTEST_ARGS)

# Line and branch coverage of the games and the core by the tests that drive them
# (label cov: unit, rules, protocol, corpus, cli); fails below the floors, set just under
# what they cover (lines 93.9 %, branches 80.0 %).  Raise them as tests grow; never lower
# them to land a change.
COVERAGE_MIN_LINES    ?= 93
COVERAGE_MIN_BRANCHES ?= 79
coverage: setup-extras
	cmake -S . -B build-cov -DCMAKE_BUILD_TYPE=Debug -DARNAK_COVERAGE=ON
	cmake --build build-cov -j$(JOBS)
	find build-cov -name '*.gcda' -delete
	status=0; ARNAK_TEST_SCALE=$${ARNAK_TEST_SCALE:-0.3} $(CTEST) --test-dir build-cov -L '^cov$$' $(CTEST_ARGS) || status=$$?; \
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
	rm -rf build build-asan build-cov build-fuzz

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
FUZZ_PROTO_SRC := $(FUZZ_SRC) $(addprefix src/server/,hub.c hub_loop.c messages.c lobby.c seats.c \
	play.c history.c restore.c unload.c multi.c multi_sync.c table.c views.c store.c store_names.c \
	store_sqlite.c store_mac.c store_folder.c bots.c hint.c review.c token.c limits.c chat.c presence.c \
	clocks.c rematch.c replay.c listing.c json_text.c)
FUZZ_FLAGS := -std=c17 -g -O1 -D_POSIX_C_SOURCE=200809L -DSRV_STORE_NO_PG -fno-sanitize-recover=all \
	-Isrc $$(pkg-config --cflags jansson)
# The library objects carry the fuzzer's coverage hooks and the sanitizers, without its main
# (fuzzer-no-link); each target is linked with -fsanitize=fuzzer against build-fuzz/libfuzz.a.
FUZZ_OBJ := $(patsubst %.c,build-fuzz/obj/%.o,$(FUZZ_PROTO_SRC))
FUZZ_LIBS := $$(pkg-config --libs jansson sqlite3 libcrypto) -lpthread -lm

build-fuzz/obj/%.o: %.c
	@mkdir -p $(@D)
	@clang $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link,address,undefined -MMD -MP -c $< -o $@
-include $(FUZZ_OBJ:.o=.d)

build-fuzz/libfuzz.a: $(FUZZ_OBJ)
	@rm -f $@
	@ar rcs $@ $^

fuzz-lib: build-fuzz/libfuzz.a

fuzz:
	@$(SETUP) --with-fuzz
	@echo "fuzz: the library ($(words $(FUZZ_OBJ)) files, once)"
	@$(MAKE) FUZZ_PARALLEL=1 -j$(JOBS) fuzz-lib
	@set -e; for t in $(FUZZ_TARGETS) $(FUZZ_PROTO_TARGETS); do \
		echo "fuzz_$$t: linking"; \
		clang $(FUZZ_FLAGS) -fsanitize=fuzzer,address,undefined tests/fuzz_$$t.c build-fuzz/libfuzz.a \
			-o build-fuzz/fuzz_$$t $(FUZZ_LIBS); \
	done
	@set -e; for t in $(FUZZ_TARGETS) $(FUZZ_PROTO_TARGETS); do \
		mkdir -p build-fuzz/corpus-$$t; \
		cp -f tests/fuzz/corpus/$$t/* build-fuzz/corpus-$$t/ 2>/dev/null || true; \
		len=4096; [ $$t = position ] && len=16384; \
		case " $(FUZZ_PROTO_TARGETS) " in *" $$t "*) len=8192 ;; esac; \
		echo "fuzz_$$t: $(FUZZ_SECONDS) s"; \
		( cd build-fuzz && ./fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=$$len \
			-dict=../tests/fuzz/game.dict -print_final_stats=1 corpus-$$t ); \
	done

# Rewrites tests/fuzz/corpus/ and tests/fuzz/game.dict from greedy games of every game
# in the registry (tests/fuzz/make_seeds.c); the same files every time.
fuzz-seeds: build
	build/tests/fuzz_make_seeds tests/fuzz/corpus
