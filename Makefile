# screengate: two commands on a fresh machine — `make run` and `make test`.
GO        ?= go
BIN       := bin/screengate
DB        ?= data/screengate.db
ADDR      ?= 127.0.0.1:8080
VERSION   ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X main.version=$(VERSION)
FUZZTIME  ?= 60s
FUZZPKG   ?= ./...
# The sanctions list samples make run imports (identical files are skipped).
SAMPLES   ?= ../shared/data/sanctions

.PHONY: all build run test test-short interop vet fmt fuzz bench eval clean

all: build

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/screengate

## run: start the service on embedded SQLite with the demo data and the shared list samples, and print how to call it
run: build
	@mkdir -p $(dir $(DB))
	@if [ -d $(SAMPLES) ]; then ./$(BIN) lists import -db $(DB) $(SAMPLES)/ofac_sdn_csv $(SAMPLES)/ofac_cons_csv \
	  $(SAMPLES)/eu_fsf_sample.xml $(SAMPLES)/un_consolidated_sample.xml $(SAMPLES)/hmt_ofsi_conlist_sample.csv; \
	else echo "no list samples at $(SAMPLES): lists not imported"; fi
	./$(BIN) serve -addr $(ADDR) -db $(DB) -demo -log-format console

## test: every test (unit, golden, integration; interop tests skip loudly when a toolkit is absent).
## With SCREENGATE_TEST_POSTGRES=postgres://... (as .ci/run sets it) the store conformance suite runs
## on PostgreSQL too, and the integration suite (cmd/screengate) runs a second time on PostgreSQL.
test: vet
	$(GO) test -race -count=1 -timeout 30m ./...
	@echo "== allocation budgets (without -race, which drops sync.Pool items at random)"
	$(GO) test -count=1 -run 'Allocations|NoAllocs' ./service/screening/...
	@if [ -n "$$SCREENGATE_TEST_POSTGRES" ]; then \
	  echo "== integration suite on PostgreSQL"; \
	  SCREENGATE_TEST_BACKEND=postgres $(GO) test -race -count=1 -timeout 30m -run '^Test' -skip '^(TestInterop|TestDTOs)' ./cmd/screengate/; \
	else echo "SCREENGATE_TEST_POSTGRES not set: PostgreSQL tests skipped"; fi

test-short:
	$(GO) test -count=1 ./...

## interop: the SOAP toolkit matrix (zeep, node-soap, JAX-WS wsimport, gowsdl, PHP SoapClient, Perl SOAP::WSDL,
## .NET ASMX on Mono), every toolkit required; records the results and regenerates the table in docs/interop.md,
## even when a toolkit fails. `.ci/install-clients.sh` and ../shared/tools/install-soap-clients.sh install them.
interop:
	@status=0; \
	SCREENGATE_REQUIRE_INTEROP=1 $(GO) test -count=1 -run '^TestInterop' ./cmd/screengate/ -args -update-interop || status=$$?; \
	$(GO) test -count=1 -run '^TestInteropMatrixDoc$$' ./cmd/screengate/ -args -update-docs || status=$$?; \
	exit $$status

# vet also type-checks every package and test for these systems, so that the tests build where
# contributors work (the load benchmarks, bench/cmd/benchrun, are Linux only).
VETOS     ?= darwin windows

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || (echo "gofmt needed:"; gofmt -l .; exit 1)
	$(GO) vet ./...
	@for os in $(VETOS); do echo "== go vet ./... for GOOS=$$os"; GOOS=$$os $(GO) vet ./... || exit 1; done

fmt:
	gofmt -w $$(git ls-files '*.go')

## fuzz: run every fuzz target for FUZZTIME each (FUZZPKG narrows the packages, e.g. FUZZPKG=./soap)
fuzz:
	@set -e; for pkg in $$($(GO) list $(FUZZPKG)); do \
	  list=$$($(GO) test -list '^Fuzz' $$pkg) || { echo "$$list"; exit 1; }; \
	  for t in $$(echo "$$list" | grep '^Fuzz' || true); do \
	    echo "== $$pkg $$t ($(FUZZTIME))"; \
	    $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg; \
	  done; \
	done

## bench: load benchmarks (wrk, installed if missing) and Go micro-benchmarks; writes bench/results.md.
## Not part of test. BENCHFLAGS passes flags to bench/cmd/benchrun (e.g. -only 1,6 -duration 5s).
bench:
	@command -v wrk >/dev/null || (apt-get update && apt-get install -y wrk)
	$(GO) run ./bench/cmd/benchrun -out bench/results.md $(BENCHFLAGS)

## eval: the screening engine's quality evaluation (OFAC parity, recall, false positives) for each preset;
## prints the table and writes bench/eval.md (data from $SCREENGATE_SHARED or ../shared). make test asserts its bars.
eval:
	$(GO) run ./bench/cmd/eval -out bench/eval.md $(EVALFLAGS)

clean:
	rm -rf bin data
