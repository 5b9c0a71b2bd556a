// Command screengate runs the Identity Screening and Verification Service
// API v2 over SOAP 1.1/1.2 and REST (JSON, XML, JSONP) on an embedded
// SQLite store.
//
// Usage:
//
//	screengate serve [flags]            start the service
//	screengate accounts create [flags]  create an account and print its API credentials
//	screengate accounts credit [flags]  add credit to an account's balance
//	screengate accounts validid [flags] activate ValidID and set its prices
//	screengate migrate [flags]          apply database migrations and exit
//	screengate lists import|status|fetch  import, show and download sanctions lists
//	screengate screen -db DSN -name NAME  screen a name against the stored lists
//	screengate version                  print the version
//
// Every flag has a SCREENGATE_* environment variable equivalent (flag
// -max-body-bytes is SCREENGATE_MAX_BODY_BYTES); flags win.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

func main() {
	if os.Getenv(checkpointerEnv) == "1" {
		os.Exit(checkpointerMain())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr, os.Getenv, nil); err != nil {
		if !errors.Is(err, errUsage) {
			fmt.Fprintln(os.Stderr, "screengate:", err)
		}
		os.Exit(2)
	}
}

var errUsage = errors.New("usage")

const usage = `screengate: Identity Screening and Verification Service API v2 (SOAP and REST)

Usage:
  screengate serve [flags]            start the service
  screengate accounts create [flags]  create an account and print its API credentials
  screengate accounts credit [flags]  add credit to an account's balance (ledger + audit log)
  screengate accounts validid [flags] activate ValidID on an account and set its check prices
  screengate migrate [flags]          apply database migrations and exit
  screengate outbox list|retry [flags]
                                      show deliveries to outside parties (e-mail,
                                      SMS, DBS webhooks); revive a dead one
  screengate lists import|status|fetch [flags]
                                      import sanctions and PEP list files, show
                                      their versions, download them
  screengate screen -db DSN -name NAME [flags]
                                      screen a name against the stored lists
  screengate version                  print the version

Run "screengate <command> -help" for the flags of a command. Every flag can
also be set with an environment variable: SCREENGATE_ and the flag name in
upper case with - as _ (e.g. -max-body-bytes = SCREENGATE_MAX_BODY_BYTES).
`

// run is main without the process: tests call it with their own args,
// environment and a ready callback that receives the listening address.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string, ready func(addr string)) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return errUsage
	}
	switch args[0] {
	case "serve":
		return serve(ctx, args[1:], stdout, stderr, getenv, ready)
	case "accounts":
		switch {
		case len(args) >= 2 && args[1] == "create":
			return createAccount(ctx, args[2:], stdout, stderr, getenv)
		case len(args) >= 2 && args[1] == "credit":
			return creditAccount(ctx, args[2:], stdout, stderr, getenv)
		case len(args) >= 2 && args[1] == "validid":
			return validIDAccount(ctx, args[2:], stdout, stderr, getenv)
		}
		fmt.Fprint(stderr, "usage: screengate accounts create|credit|validid [flags]\n")
		return errUsage
	case "migrate":
		return migrate(ctx, args[1:], stdout, stderr, getenv)
	case "outbox":
		return outboxCmd(ctx, args[1:], stdout, stderr, getenv)
	case "lists":
		return listsCmd(ctx, args[1:], stdout, stderr, getenv)
	case "screen":
		return screenCmd(ctx, args[1:], stdout, stderr, getenv)
	case "seed": // bench data: demo plus generated records (seed.go)
		return seed(ctx, args[1:], stdout, stderr, getenv)
	case "version", "-version", "--version":
		fmt.Fprintln(stdout, "screengate", version)
		return nil
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprintf(stderr, "screengate: unknown command %q\n\n%s", args[0], usage)
	return errUsage
}
