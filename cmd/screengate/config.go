package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/screengate/screengate/store/sqlite"
)

// config is every tunable of "serve".
type config struct {
	// sqlite is how a SQLite database is opened (serve's checkpoint
	// process); not a flag.
	sqlite sqlite.Options

	Addr           string
	DB             string
	Demo           bool
	BasePath       string
	Namespace      string
	MaxBodyBytes   int64
	MaxBodyMemory  int64
	MaxNotes       int
	MaxDocsPerDay  int
	MaxStored      int64
	PurgeInterval  time.Duration
	MaxConns       int
	MaxXMLDepth    int
	MaxXMLElements int
	DocumentTTL    time.Duration
	Secret         string
	SecretFile     string
	SOAPFaults     bool
	Debug          bool
	LogLevel       string
	LogFormat      string
	ReadTimeout    time.Duration
	WriteTimeout   time.Duration
	IdleTimeout    time.Duration
	HeaderTimeout  time.Duration
	MaxHeaderBytes int
	ShutdownGrace  time.Duration
	RegisterRate   float64
	RegisterBurst  int
	AuthFailRate   float64
	AuthFailBurst  int
	UserRate       float64
	UserBurst      int
	PprofAddr      string
	AuthCacheTTL   time.Duration
	SharedReplies  bool
	TrustedProxies string
	ListsRefresh   time.Duration
	ListsDir       string
	ListsDirPoll   time.Duration
	ListsSources   sourcesFlag
	ListsOnly      string
	IndexPoll      time.Duration
	Parties        partiesConfig
	// EulaTerms and EulaPrivacy are the texts (or links) GetEulaStatus
	// reports as the Terms and Conditions and the Privacy Policy.
	EulaTerms, EulaPrivacy string
	Bulk                   bulkConfig
}

// bulkConfig tunes the bulk search runner (AddBulkSearch).
type bulkConfig struct {
	MaxBodyBytes int64
	Jobs         int
	Workers      int
	Batch        int
	Lease        time.Duration
	Poll         time.Duration
	NoRunner     bool
}

func bulkFlags(fs *flag.FlagSet, b *bulkConfig) {
	fs.Int64Var(&b.MaxBodyBytes, "bulk-max-body-bytes", 16<<20, "largest AddBulkSearch request body (its CSV of at most 100,000 rows); it counts against -max-body-memory like any body")
	fs.IntVar(&b.Jobs, "bulk-jobs", 1, "bulk searches screened at once by this gateway")
	fs.IntVar(&b.Workers, "bulk-workers", 0, "goroutines screening the rows of one bulk search (0 = GOMAXPROCS)")
	fs.IntVar(&b.Batch, "bulk-batch", 256, "bulk search rows committed per transaction")
	fs.DurationVar(&b.Lease, "bulk-lease", time.Minute, "how long a bulk search stays this gateway's without progress before another takes it over")
	fs.DurationVar(&b.Poll, "bulk-poll", 2*time.Second, "how often to look for bulk searches queued by other gateways or left by a stopped one")
	fs.BoolVar(&b.NoRunner, "no-bulk-runner", false, "do not screen bulk searches on this gateway (another one does)")
}

func envName(flagName string) string {
	return "SCREENGATE_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

// parseFlags parses args, then fills every flag not given on the command
// line from its SCREENGATE_* environment variable.
func parseFlags(fs *flag.FlagSet, args []string, getenv func(string) string, stderr io.Writer) error {
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage of screengate %s:\n", fs.Name())
		fs.VisitAll(func(f *flag.Flag) {
			fmt.Fprintf(stderr, "  -%s (env %s, default %q)\n    \t%s\n", f.Name, envName(f.Name), f.DefValue, f.Usage)
		})
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errUsage
		}
		return errUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "unexpected arguments: %v\n", fs.Args())
		return errUsage
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var err error
	fs.VisitAll(func(f *flag.Flag) {
		if given[f.Name] || err != nil {
			return
		}
		if v := getenv(envName(f.Name)); v != "" {
			if e := fs.Set(f.Name, v); e != nil {
				err = fmt.Errorf("%s=%q: %w", envName(f.Name), v, e)
			}
		}
	})
	return err
}

func dbFlag(fs *flag.FlagSet, p *string) {
	fs.StringVar(p, "db", "screengate.db", "database: a SQLite file (created if missing; also sqlite:PATH) or a postgres:// URL")
}

func serveFlags(c *config) *flag.FlagSet {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.StringVar(&c.Addr, "addr", "127.0.0.1:8080", "listen address (host:port; port 0 picks a free port)")
	dbFlag(fs, &c.DB)
	fs.BoolVar(&c.Demo, "demo", false, "load the demo data set into an empty database")
	fs.StringVar(&c.BasePath, "base-path", "/v2", "path the API is mounted under")
	fs.StringVar(&c.Namespace, "namespace", "http://schemas.servicestack.net/types", "XML/SOAP types namespace")
	fs.Int64Var(&c.MaxBodyBytes, "max-body-bytes", 1<<20, "largest request body accepted (larger: 413 or a SOAP Fault)")
	bulkFlags(fs, &c.Bulk)
	fs.Int64Var(&c.MaxBodyMemory, "max-body-memory", 64<<20, "memory all request bodies being read at once may hold; past it requests get 503 with Retry-After (0 = no bound)")
	fs.IntVar(&c.MaxConns, "max-conns", 4096, "most open client connections; past it new ones get 503 with Retry-After and are closed (0 = no bound)")
	fs.IntVar(&c.MaxXMLDepth, "max-xml-depth", 64, "deepest XML nesting accepted")
	fs.IntVar(&c.MaxXMLElements, "max-xml-elements", 100000, "most XML elements accepted in one document")
	fs.IntVar(&c.MaxNotes, "max-notes-per-search", 200, "notes a sanctions search may hold; past it AddSearchNote gets 400 QuotaExceeded (0 = no limit)")
	fs.IntVar(&c.MaxDocsPerDay, "max-documents-per-day", 500, "documents an account may save per rolling 24 hours; past it 400 QuotaExceeded (0 = no limit)")
	fs.Int64Var(&c.MaxStored, "max-stored-bytes", 1<<30, "bytes of unexpired documents an account may store; past it 400 QuotaExceeded (0 = no limit)")
	fs.DurationVar(&c.PurgeInterval, "purge-interval", time.Hour, "how often expired documents are deleted (0 = never)")
	fs.DurationVar(&c.DocumentTTL, "document-ttl", 30*24*time.Hour, "how long saved documents stay available")
	fs.StringVar(&c.Secret, "secret", "", "server secret for API key hashing (default: generated and kept in the database)")
	fs.StringVar(&c.SecretFile, "secret-file", "", "file holding the server secret (alternative to -secret)")
	fs.BoolVar(&c.SOAPFaults, "soap-faults", false, "answer every SOAP error with a Fault (detail carries the ResponseStatus) instead of a response with X-Status")
	fs.BoolVar(&c.Debug, "debug", false, "include internal error details in responseStatus.stackTrace")
	fs.StringVar(&c.LogLevel, "log-level", "info", "log level: debug, info, warn, error")
	fs.StringVar(&c.LogFormat, "log-format", "json", "log format: json or console")
	fs.DurationVar(&c.ReadTimeout, "read-timeout", 30*time.Second, "maximum time to read a request")
	fs.DurationVar(&c.WriteTimeout, "write-timeout", 60*time.Second, "maximum time to write a response")
	fs.DurationVar(&c.IdleTimeout, "idle-timeout", 120*time.Second, "keep-alive idle timeout")
	fs.DurationVar(&c.HeaderTimeout, "read-header-timeout", 10*time.Second, "maximum time to read request headers")
	fs.IntVar(&c.MaxHeaderBytes, "max-header-bytes", 64<<10, "largest request header block accepted")
	fs.DurationVar(&c.ShutdownGrace, "shutdown-grace", 20*time.Second, "how long SIGTERM waits for in-flight requests")
	fs.Float64Var(&c.RegisterRate, "register-rate", 10, "RegisterAccount calls allowed per minute per client address (0 = no limit)")
	fs.IntVar(&c.RegisterBurst, "register-burst", 5, "burst of RegisterAccount calls per client address")
	fs.Float64Var(&c.AuthFailRate, "auth-fail-rate", 30, "failed authentications allowed per minute per client address and per apiUserId before further failures get 429; correct credentials are always served (0 = no limit)")
	fs.IntVar(&c.AuthFailBurst, "auth-fail-burst", 30, "burst of failed authentications per client address and per apiUserId")
	fs.Float64Var(&c.UserRate, "user-rate", 0, "requests allowed per minute per API user (0 = no limit)")
	fs.IntVar(&c.UserBurst, "user-burst", 100, "burst of requests per API user")
	fs.DurationVar(&c.AuthCacheTTL, "auth-cache-ttl", 5*time.Second, "how long a successful authentication is remembered (credentials changed outside this process take effect after it); 0 = check the store on every request")
	fs.BoolVar(&c.SharedReplies, "shared-replies", true, "build each distinct read (unresolved counts, GetSearch, GetDbsSearches, GetValidIds) once per data version and keep its encodings (docs/choices.md); false = build and encode every call")
	fs.StringVar(&c.TrustedProxies, "trusted-proxies", "", "comma-separated CIDRs or addresses of load balancers whose X-Forwarded-For/-Proto/-Host are believed (default: nobody's)")
	fs.DurationVar(&c.ListsRefresh, "lists-refresh", 0, "download and import the sanctions lists at start and then this often (e.g. 12h); 0 = never")
	fs.StringVar(&c.ListsDir, "lists-dir", "", "import list files dropped into this directory (moved to imported/ or failed/ after)")
	fs.DurationVar(&c.ListsDirPoll, "lists-dir-poll", 30*time.Second, "how often -lists-dir is looked at (a file is taken once unchanged for one look)")
	fs.Var(&c.ListsSources, "lists-source", "ID=URL[,URL...]: fetch list ID from these URLs instead of its official ones (repeatable; ';'-separated in the environment)")
	fs.DurationVar(&c.IndexPoll, "index-poll", 30*time.Second, "how often the screening index checks the database for list versions imported by another process (lists CLI, another gateway); 0 = never")
	fs.StringVar(&c.ListsOnly, "lists", "", "with -lists-refresh: comma-separated list ids to fetch (default: every list with a source URL)")
	partiesFlags(fs, &c.Parties)
	fs.StringVar(&c.EulaTerms, "eula-terms", "", "the Terms and Conditions GetEulaStatus reports: their text or a link to them (empty: none)")
	fs.StringVar(&c.EulaPrivacy, "eula-privacy", "", "the Privacy Policy GetEulaStatus reports: its text or a link to it (empty: none)")
	fs.StringVar(&c.PprofAddr, "pprof-addr", "", "serve net/http/pprof on this separate loopback address (e.g. 127.0.0.1:6060); off when empty")
	return fs
}
