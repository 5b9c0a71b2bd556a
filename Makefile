# screengate: two commands on a fresh machine — `make run` and `make test`.
GO        ?= go
BIN       := bin/screengate
DB        ?= data/screengate.db
ADDR      ?= 127.0.0.1:8080
VERSION   ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X main.version=$(VERSION)
FUZZTIME  ?= 60s

.PHONY: all build run test test-short vet fmt fuzz clean

all: build

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/screengate

## run: start the service on embedded SQLite with the demo data and print how to call it
run: build
	@mkdir -p $(dir $(DB))
	./$(BIN) serve -addr $(ADDR) -db $(DB) -demo -log-format console

## test: every test (unit, golden, integration; interop tests skip loudly when a toolkit is absent)
test: vet
	$(GO) test -race -count=1 ./...

test-short:
	$(GO) test -count=1 ./...

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || (echo "gofmt needed:"; gofmt -l .; exit 1)
	$(GO) vet ./...

fmt:
	gofmt -w $$(git ls-files '*.go')

## fuzz: run every fuzz target for FUZZTIME each
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
	  for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
	    echo "== $$pkg $$t"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg; \
	  done; \
	done

clean:
	rm -rf bin data
