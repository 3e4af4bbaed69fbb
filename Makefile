# oclc - a thin front door over CMake and ctest (neovim's Makefile is the
# model): the real build lives in CMakeLists.txt.
#
#   make              configure (Ninja when present) and build into build/
#   make test         build, then every lit suite through ctest
#   make deps         install the Debian packages that are missing (.ci/run deps)
#   make quickstart   deps, build, compile examples/*.cl, show a diagnostic
#   make clean        remove build/
#
# BUILD_DIR, BUILD_TYPE, JOBS and CMAKE_FLAGS (e.g. -DOCLC_SANITIZE=address,undefined)
# may be set on the command line.

SHELL := /bin/bash
BUILD_DIR ?= build
BUILD_TYPE ?= RelWithDebInfo
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=
GENERATOR := $(if $(shell command -v ninja 2>/dev/null),Ninja,Unix Makefiles)
OCLC := $(BUILD_DIR)/oclc

all: build

$(BUILD_DIR)/CMakeCache.txt:
	cmake -S . -B $(BUILD_DIR) -G "$(GENERATOR)" -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) $(CMAKE_FLAGS)

build: $(BUILD_DIR)/CMakeCache.txt
	cmake --build $(BUILD_DIR) -j $(JOBS)

# ctest's own summary line ("100% tests passed, ...") is repeated last so
# that it ends the log, and the status is ctest's.
test: build
	@cd $(BUILD_DIR) && set -o pipefail && \
	  ctest --output-on-failure 2>&1 | tee ctest.log; status=$$?; \
	  grep -E '^[0-9]+% tests passed' ctest.log | tail -n 1; exit $$status

deps:
	@bash .ci/run deps

# Every example compiles to an object, except bad-astype.cl, which exists
# to show what a diagnostic looks like.
quickstart: deps build
	@mkdir -p $(BUILD_DIR)/examples
	@for f in examples/*.cl; do \
	  [ "$$f" = examples/bad-astype.cl ] && continue; \
	  o=$(BUILD_DIR)/examples/$$(basename "$${f%.cl}").o; \
	  echo "oclc -c $$f -o $$o"; \
	  $(OCLC) -c "$$f" -o "$$o" || exit 1; \
	done
	@echo
	@echo "oclc -fsyntax-only examples/bad-astype.cl   # an illegal as_type, on purpose:"
	@$(OCLC) -fsyntax-only examples/bad-astype.cl || true

clean:
	rm -rf $(BUILD_DIR)

.PHONY: all build test deps quickstart clean
