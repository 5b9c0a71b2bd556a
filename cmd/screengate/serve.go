package main

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/screengate/screengate/rest"
	"github.com/screengate/screengate/rest/metadata"
	"github.com/screengate/screengate/rest/nativetypes"
	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/fetch"
	"github.com/screengate/screengate/soap"
	"github.com/screengate/screengate/store/dataset"
	"github.com/screengate/screengate/store/postgres"
	"github.com/screengate/screengate/store/sqlite"
	"github.com/screengate/screengate/wsdl"
)

func newLogger(c *config, w io.Writer) (zerolog.Logger, error) {
	lvl, err := zerolog.ParseLevel(strings.ToLower(c.LogLevel))
	if err != nil {
		return zerolog.Logger{}, fmt.Errorf("-log-level: %w", err)
	}
	if c.LogFormat == "console" {
		w = zerolog.ConsoleWriter{Out: w, TimeFormat: time.RFC3339}
	} else if c.LogFormat != "json" {
		return zerolog.Logger{}, fmt.Errorf("-log-format must be json or console, not %q", c.LogFormat)
	}
	return zerolog.New(w).Level(lvl).With().Timestamp().Logger(), nil
}

// configuredSecret reads -secret or -secret-file (hex, or raw text of at
// least 32 bytes).
func configuredSecret(c *config) ([]byte, error) {
	s := c.Secret
	if c.SecretFile != "" {
		b, err := os.ReadFile(c.SecretFile)
		if err != nil {
			return nil, fmt.Errorf("-secret-file: %w", err)
		}
		s = strings.TrimSpace(string(b))
	}
	if s == "" {
		return nil, nil
	}
	if b, err := hex.DecodeString(s); err == nil && len(b) >= 16 {
		return b, nil
	}
	if len(s) < 32 {
		return nil, errors.New("the server secret must be at least 32 characters (or 16 bytes in hex)")
	}
	return []byte(s), nil
}

// app is the wired service.
type app struct {
	db      backend
	svc     *service.Service
	lists   *service.Lists
	handler http.Handler
	// index loads the screening engine's index from the store (at start,
	// after each import, and when another process imported).
	index   *service.IndexLoader
	parties service.Parties
}

// backend is a store the binary serves from: the service's store and the
// backend-neutral data-set loader (demo and bench data).
type backend interface {
	service.Store
	dataset.Loader
}

// openBackend opens (creating and migrating) the database named by dsn: a
// postgres:// or postgresql:// URL selects PostgreSQL; anything else is a
// SQLite file path, optionally written sqlite:PATH.
func openBackend(ctx context.Context, dsn string, opts sqlite.Options) (backend, error) {
	if postgres.IsDSN(dsn) {
		db, err := postgres.Open(ctx, dsn, postgres.Options{})
		if err != nil {
			return nil, fmt.Errorf("opening PostgreSQL database %s: %w", redactDSN(dsn), err)
		}
		return db, nil
	}
	path := strings.TrimPrefix(dsn, "sqlite:")
	db, err := sqlite.Open(ctx, path, opts)
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	return db, nil
}

// redactDSN is dsn without its password, for messages and logs.
func redactDSN(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil {
		return "(unparsable DSN)"
	}
	return u.Redacted()
}

// openStore opens the database of c.DB (migrating it) and the
// authenticator keyed by the configured or stored server secret; the
// caller closes the database.
func openStore(ctx context.Context, c *config) (backend, *service.Authenticator, error) {
	db, err := openBackend(ctx, c.DB, c.sqlite)
	if err != nil {
		return nil, nil, err
	}
	secret, err := configuredSecret(c)
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	auth, err := service.NewAuthenticator(ctx, db, secret)
	if err != nil {
		db.Close()
		return nil, nil, err
	}
	return db, auth, nil
}

func newApp(ctx context.Context, c *config, log zerolog.Logger) (*app, bool, error) {
	db, auth, err := openStore(ctx, c)
	if err != nil {
		return nil, false, err
	}
	fail := func(err error) (*app, bool, error) {
		db.Close()
		return nil, false, err
	}
	auth.SetPrincipalTTL(c.AuthCacheTTL)
	if !postgres.IsDSN(c.DB) {
		for file, mode := range sqlite.InsecureMode(strings.TrimPrefix(c.DB, "sqlite:")) {
			log.Warn().Str("file", file).Str("mode", mode.String()).
				Msg("the database file is readable or writable by group or others; it holds the server secret, key hashes and every tenant's data: chmod 600 it")
		}
	}
	if pg, ok := db.(*postgres.DB); ok {
		// Another gateway changed who may sign in: forget the remembered
		// authentications now rather than after their TTL.
		pg.OnChange(func(table string, _ int64) {
			switch table {
			case "", "users", "api_credentials", "user_permissions":
				auth.Invalidate()
			}
		})
	}
	loaded := false
	if c.Demo {
		if loaded, err = dataset.LoadDemo(ctx, db, time.Now(), auth.Secret()); err != nil {
			return fail(fmt.Errorf("loading demo data: %w", err))
		}
		if err := enableDemoFeatures(ctx, db, time.Now()); err != nil {
			return fail(fmt.Errorf("demo features: %w", err))
		}
	}
	parties, err := c.Parties.parties()
	if err != nil {
		return fail(err)
	}
	// The screening engine: its index is built from the stored lists in the
	// background (startIndex) and swapped in atomically after each import.
	engine := service.EngineIndex{Engine: screening.NewEngine(screening.BuildOptions{})}
	svc, err := service.New(db, auth, service.Config{Screener: engine, Namespace: c.Namespace, DocumentTTL: c.DocumentTTL, Parties: parties,
		TermsAndConditions: c.EulaTerms, PrivacyPolicy: c.EulaPrivacy,
		RegisterPerMinute: c.RegisterRate, RegisterBurst: c.RegisterBurst, AuthFailPerMinute: c.AuthFailRate,
		AuthFailBurst: c.AuthFailBurst, UserPerMinute: c.UserRate, UserBurst: c.UserBurst, NoSharedReplies: !c.SharedReplies,
		MaxNotesPerSearch: c.MaxNotes, MaxDocumentsPerDay: c.MaxDocsPerDay, MaxStoredBytes: c.MaxStored,
		BulkMaxBodyBytes: c.Bulk.MaxBodyBytes})
	if err != nil {
		return fail(err)
	}
	schema := svc.Schema()
	gen, err := wsdl.New(schema)
	if err != nil {
		return fail(fmt.Errorf("generating WSDL: %w", err))
	}
	lim := soap.XMLLimits{MaxDepth: c.MaxXMLDepth, MaxElements: c.MaxXMLElements}
	budget := soap.NewBodyBudget(c.MaxBodyMemory)
	extra := map[string]http.Handler{}
	for _, v := range []int{11, 12} {
		h := soap.NewHandler(svc, schema, soap.Config{Version: v, BasePath: basePath(c.BasePath), MaxBodyBytes: c.MaxBodyBytes,
			BodyBudget: budget, Limits: lim, WSDL: gen.WSDL, FaultAll: c.SOAPFaults, Debug: c.Debug, OnCall: rest.NoteCall, Logger: log})
		name := fmt.Sprintf("/soap%d", v)
		extra[name] = h
		extra[name+"/wsdl"] = h
	}
	pages, err := metadata.New(schema, metadata.Config{BasePath: basePath(c.BasePath), Namespace: c.Namespace, XSD: xsdHandler(gen)})
	if err != nil {
		return fail(fmt.Errorf("metadata pages: %w", err))
	}
	for _, p := range pages.Paths() {
		extra[p] = pages
	}
	dtos, err := nativetypes.New(schema, nativetypes.Config{BasePath: basePath(c.BasePath), Version: version, Date: time.Now()})
	if err != nil {
		return fail(fmt.Errorf("generating DTOs: %w", err))
	}
	for _, p := range dtos.Paths() {
		extra[p] = dtos
	}
	extra["/hooks/dbs-status"] = dbsStatusHook(db, []byte(c.Parties.WebhookSecret), log)
	extra["/hooks/validid-result"] = validIDResultHook(db, []byte(c.Parties.WebhookSecret), log)
	proxies, err := rest.ParseTrustedProxies(c.TrustedProxies)
	if err != nil {
		return fail(fmt.Errorf("-trusted-proxies: %w", err))
	}
	srv := rest.New(svc, schema, rest.Config{TrustedProxies: proxies, BasePath: c.BasePath, Namespace: c.Namespace, MaxBodyBytes: c.MaxBodyBytes, XMLLimits: lim, BodyBudget: budget,
		Debug: c.Debug, Logger: log, Extra: extra, Ready: db.Ping, Collectors: storeCollectors(db)})
	loader := service.NewIndexLoader(db, engine, func(err error) { log.Warn().Err(err).Msg("screening index") })
	// Each version this process records rebuilds the index (in the
	// background) and is monitored: the stored searches it changes are
	// flagged (service.MonitorListVersion).
	monitor := monitorHook(db, func(v service.ListVersion, st service.MonitorStats, err error) {
		if err != nil {
			log.Warn().Err(err).Str("list", v.List).Int64("version", v.ID).Msg("monitoring")
			return
		}
		log.Info().Str("list", v.List).Int64("version", v.ID).Int("searches", st.Searches).Int("flagged", st.Flagged).
			Int("new_results", st.Added).Msg("monitoring")
	})
	lists := service.NewLists(db, service.ListsConfig{OnVersion: func(ctx context.Context, v service.ListVersion, ch []screening.EntityChange) {
		loader.OnVersion(ctx, v, ch)
		monitor(ctx, v, ch)
	}})
	return &app{db: db, svc: svc, lists: lists, handler: srv, index: loader, parties: parties}, loaded, nil
}

func basePath(p string) string {
	p = "/" + strings.Trim(p, "/")
	if p == "/" {
		return ""
	}
	return p
}

// xsdHandler serves /metadata?xsd=N.
func xsdHandler(gen *wsdl.Generator) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := r.URL.Query().Get("xsd")
		var i int
		if _, err := fmt.Sscan(n, &i); err == nil {
			if doc, ok := gen.XSD(i); ok {
				w.Header().Set("Content-Type", "text/xml; charset=utf-8")
				w.Write(doc)
				return
			}
		}
		http.NotFound(w, r)
	})
}

func serve(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string, ready func(string)) error {
	var c config
	fs := serveFlags(&c)
	if err := parseFlags(fs, args, getenv, stderr); err != nil {
		return err
	}
	log, err := newLogger(&c, stderr)
	if err != nil {
		return err
	}
	c.sqlite = sqlite.Options{CheckpointCommand: selfCheckpointer(), CheckpointerFailed: func(err error) {
		log.Warn().Err(err).Msg("WAL checkpoints run in the server process")
	}}
	a, loaded, err := newApp(ctx, &c, log)
	if err != nil {
		return err
	}
	defer a.db.Close()
	if c.PprofAddr != "" {
		paddr, stopPprof, err := startPprof(c.PprofAddr)
		if err != nil {
			return err
		}
		defer stopPprof()
		log.Info().Str("addr", paddr).Msg("pprof enabled (loopback only)")
	}
	ln, err := net.Listen("tcp", c.Addr)
	if err != nil {
		return fmt.Errorf("listening on %s: %w", c.Addr, err)
	}
	limited := newConnLimitListener(ln, c.MaxConns)
	ln = limited
	defer startGCPacing(ctx, getenv, limited.Open)()
	hs := &http.Server{Handler: a.handler, ReadTimeout: c.ReadTimeout, WriteTimeout: c.WriteTimeout, IdleTimeout: c.IdleTimeout,
		ReadHeaderTimeout: c.HeaderTimeout, MaxHeaderBytes: c.MaxHeaderBytes,
		ConnContext: connContext, ErrorLog: nil, BaseContext: func(net.Listener) context.Context { return context.WithoutCancel(ctx) }}
	addr := ln.Addr().String()
	printBanner(stdout, addr, basePath(c.BasePath), c.Demo, loaded)
	log.Info().Str("addr", addr).Str("db", redactDSN(c.DB)).Bool("demo_loaded", loaded).Msg("serving")
	if ready != nil {
		ready(addr)
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	stopIndex := startIndex(ctx, &c, a.index)
	defer stopIndex()
	stopLists, err := startListJobs(ctx, &c, a.lists, log)
	if err != nil {
		hs.Close()
		return err
	}
	defer stopLists()
	stopPurge := startPurge(ctx, c.PurgeInterval, a.svc, log)
	defer stopPurge()
	if !c.Parties.NoOutboxWorker {
		defer startOutbox(ctx, a.db, a.parties, &c.Parties, log)()
	}
	if !c.Bulk.NoRunner {
		defer startBulk(ctx, a.svc, &c.Bulk, addr, log)()
	}
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info().Msg("shutting down: draining in-flight requests")
	sctx, cancel := context.WithTimeout(context.Background(), c.ShutdownGrace)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	log.Info().Msg("stopped")
	return nil
}

// connContext gives the requests of a connection its reply batcher.
func connContext(ctx context.Context, c net.Conn) context.Context {
	if b, ok := c.(soap.ReplyBatcher); ok {
		return soap.WithReplyBatcher(ctx, b)
	}
	return ctx
}

func printBanner(w io.Writer, addr, base string, demo, loaded bool) {
	host := addr
	if h, p, err := net.SplitHostPort(addr); err == nil && (h == "" || h == "0.0.0.0" || h == "::") {
		host = net.JoinHostPort("127.0.0.1", p)
	}
	u := "http://" + host + base
	fmt.Fprintf(w, "screengate %s listening on http://%s\n", version, addr)
	fmt.Fprintf(w, "  base URL:   %s\n", u)
	fmt.Fprintf(w, "  SOAP 1.1:   %s/soap11   (WSDL: GET the same URL)\n", u)
	fmt.Fprintf(w, "  SOAP 1.2:   %s/soap12\n", u)
	fmt.Fprintf(w, "  metadata:   %s/metadata\n", u)
	fmt.Fprintf(w, "  DTOs:       %s/types/csharp   (also typescript, java, kotlin, python, metadata)\n", u)
	if demo {
		state := "already present"
		if loaded {
			state = "loaded"
		}
		fmt.Fprintf(w, "  demo data %s. Credentials:\n", state)
		fmt.Fprintf(w, "    account Demo Ltd:  apiUserId=demo   apiUserKey=demo-secret-key\n")
		fmt.Fprintf(w, "      sub user analyst: userId=3f2504e0-4f89-11d3-9a0c-0305e82c3301\n")
		fmt.Fprintf(w, "      sub user viewer:  userId=9b2d7c1e-5a4f-4e3b-8c6d-2f1e0a9b8c7d\n")
		fmt.Fprintf(w, "    account Other Ltd: apiUserId=other  apiUserKey=other-secret-key\n")
		fmt.Fprintf(w, "  try:\n")
		fmt.Fprintf(w, "    curl -sg -H 'X-Api-User: demo' -H 'X-Api-Key: demo-secret-key' '%s/dbs?page[limit]=2'\n", u)
		fmt.Fprintf(w, "    curl -s -X POST -H 'Content-Type: application/json' -d '{\"authentication\":{\"apiUserId\":\"demo\",\"apiUserKey\":\"demo-secret-key\"},\"request\":{\"id\":1001}}' %s/sanctions/get.xml\n", u)
	}
}

// startListJobs starts the periodic list refresh (-lists-refresh) and the
// watch of -lists-dir; the returned function stops them and waits.
func startListJobs(ctx context.Context, c *config, l *service.Lists, log zerolog.Logger) (func(), error) {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	report := func(r service.ListImport) {
		ev := log.Info()
		if r.Outcome == service.ImportFailed || r.Outcome == service.ImportRefused {
			ev = log.Warn().AnErr("error", r.Err)
		}
		ev = ev.Str("list", r.List).Str("outcome", string(r.Outcome)).Str("source", r.Source)
		if r.Outcome == service.ImportRecorded {
			ev = ev.Int64("version", r.Version.ID).Int("entities", r.Version.Entities).Int("added", r.Version.Added).
				Int("modified", r.Version.Modified).Int("removed", r.Version.Removed).Int("warnings", len(r.Version.Warnings))
		}
		ev.Msg("list import")
	}
	if c.ListsRefresh > 0 {
		sources, err := listSources(c.ListsSources, c.ListsOnly)
		if err != nil {
			cancel()
			return nil, fmt.Errorf("-lists-refresh: %w", err)
		}
		client := &fetch.Client{UserAgent: "screengate/" + version}
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.RunRefresh(ctx, c.ListsRefresh, client, sources, report)
		}()
		log.Info().Dur("every", c.ListsRefresh).Int("lists", len(sources)).Msg("list refresh scheduled")
	}
	if c.ListsDir != "" {
		if st, err := os.Stat(c.ListsDir); err != nil || !st.IsDir() {
			cancel()
			return nil, fmt.Errorf("-lists-dir %s: not a directory", c.ListsDir)
		}
		poll := c.ListsDirPoll
		if poll <= 0 {
			poll = 30 * time.Second
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.WatchDir(ctx, c.ListsDir, poll, report, func(err error) { log.Warn().Err(err).Msg("lists dir") })
		}()
		log.Info().Str("dir", c.ListsDir).Dur("poll", poll).Msg("watching for list files")
	}
	return func() { cancel(); wg.Wait() }, nil
}

// startPurge deletes expired documents now and every interval (0: never);
// the returned function stops it and waits.
func startPurge(ctx context.Context, interval time.Duration, svc *service.Service, log zerolog.Logger) func() {
	if interval <= 0 {
		return func() {}
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		svc.RunPurge(ctx, interval, func(n int64, err error) {
			if err != nil {
				log.Warn().Err(err).Msg("purging expired documents")
			} else if n > 0 {
				log.Info().Int64("deleted", n).Msg("expired documents purged")
			}
		})
	}()
	return func() { cancel(); <-done }
}

// startIndex builds the screening index from the store in the background
// (searches get "index not ready" until the first build ends), rebuilds it
// after each import this process records, and every -index-poll checks for
// versions recorded by another process; the returned function stops it
// and waits.
func startIndex(ctx context.Context, c *config, l *service.IndexLoader) func() {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		l.Run(ctx)
	}()
	if c.IndexPoll > 0 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.Watch(ctx, c.IndexPoll)
		}()
	}
	return func() { cancel(); wg.Wait() }
}

// startBulk runs the bulk search runner (AddBulkSearch's jobs, and those a
// stopped gateway left); the returned function stops it and waits (a job
// under way resumes from its last committed batch at the next start).
func startBulk(ctx context.Context, svc *service.Service, b *bulkConfig, addr string, log zerolog.Logger) func() {
	host, _ := os.Hostname()
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		svc.RunBulk(ctx, service.BulkRunConfig{Worker: host + "/" + addr, Jobs: b.Jobs, Workers: b.Workers, Batch: b.Batch, Lease: b.Lease, Poll: b.Poll,
			Report: func(e service.BulkEvent) {
				if e.Err != nil {
					log.Warn().Err(e.Err).Int32("bulk_search", e.Job).Msg("bulk search")
					return
				}
				log.Info().Int32("bulk_search", e.Job).Str("status", e.Status.Status).Int32("processed", e.Status.Processed).
					Str("message", e.Status.Message).Msg("bulk search ended")
			}})
	}()
	return func() { cancel(); <-done }
}
