package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/screengate/screengate/service"
)

// outboxCmd shows the outbox to an operator and revives dead deliveries:
//
//	screengate outbox list [-state pending|delivered|dead] [-limit N]
//	screengate outbox retry -id N
func outboxCmd(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	if len(args) == 0 || (args[0] != "list" && args[0] != "retry") {
		fmt.Fprint(stderr, "usage: screengate outbox list|retry [flags]\n")
		return errUsage
	}
	var dbPath, state string
	var limit int
	var id int64
	fs := flag.NewFlagSet("outbox "+args[0], flag.ContinueOnError)
	dbFlag(fs, &dbPath)
	fs.StringVar(&state, "state", "", "list only pending, delivered or dead deliveries")
	fs.IntVar(&limit, "limit", 50, "most deliveries listed, newest first")
	fs.Int64Var(&id, "id", 0, "retry: the dead delivery to make pending again")
	if err := parseFlags(fs, args[1:], getenv, stderr); err != nil {
		return err
	}
	switch state {
	case "", "pending", "delivered", "dead":
	default:
		return fmt.Errorf("-state must be pending, delivered or dead")
	}
	db, _, err := openStore(ctx, &config{DB: dbPath})
	if err != nil {
		return err
	}
	defer db.Close()
	if args[0] == "retry" {
		if id <= 0 {
			return fmt.Errorf("retry needs -id")
		}
		if err := db.RetryOutbox(ctx, id, time.Now().UTC()); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "delivery %d is pending again\n", id)
		return nil
	}
	pending, dead, err := db.OutboxCounts(ctx)
	if err != nil {
		return err
	}
	msgs, err := db.ListOutbox(ctx, service.OutboxFilter{State: state, Limit: limit})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d pending, %d dead\n", pending, dead)
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tCHANNEL\tKIND\tRECORD\tSTATE\tATTEMPTS\tNEXT ATTEMPT\tLAST ERROR")
	for _, m := range msgs {
		st := "pending"
		switch {
		case m.Delivered != nil:
			st = "delivered " + m.Delivered.Format(time.RFC3339)
		case m.Dead:
			st = "dead"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%s\t%d\t%s\t%s\n", m.ID, m.Channel, m.Kind, m.RecordID, st, m.Attempts,
			m.NextAttempt.Format(time.RFC3339), m.LastError)
	}
	return tw.Flush()
}
