package service

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Config holds the service's tunables.
type Config struct {
	// Namespace is the XML types namespace (default DefaultNamespace).
	Namespace string
	// DocumentTTL is how long a saved document stays available (30 days).
	DocumentTTL time.Duration
	// Now returns the current time; tests inject a fixed clock.
	Now func() time.Time
	// PDF renders a saved search with the list versions behind its
	// sources; nil uses the built-in renderer (RenderSearchDocument).
	PDF func(SearchRecord, []SourceVersions, []SearchNote, time.Time) ([]byte, error)
	// Rate limits per minute (0 = off) and bursts: account registrations
	// per client address, failed authentications (counted both per client
	// address and per apiUserId, each with this rate and burst), and
	// requests per API user. Failed-authentication limits never refuse a
	// request whose credentials are correct.
	RegisterPerMinute, AuthFailPerMinute, UserPerMinute float64
	RegisterBurst, AuthFailBurst, UserBurst             int
	// Per-account quotas (0 = no limit; cmd sets the documented defaults):
	// notes per sanctions search, documents saved per account per rolling
	// 24 hours, and bytes of unexpired documents stored per account.
	MaxNotesPerSearch  int
	MaxDocumentsPerDay int
	MaxStoredBytes     int64
	// Screener is the screening engine AddSearch runs on; nil leaves the
	// screening operations answering "not available".
	Screener Screener
	// NoSharedReplies turns shared replies (reply.go) off: every call is
	// built and encoded.
	NoSharedReplies bool
	// Parties are the configured outside parties (e-mail, SMS, DBS,
	// identity checks); operations that need one that is absent fail
	// with an error naming its setting.
	Parties Parties
	// TermsAndConditions and PrivacyPolicy are what GetEulaStatus reports
	// as the EULA (text or a link).
	TermsAndConditions, PrivacyPolicy string
	// BulkMaxBodyBytes is AddBulkSearch's request body limit
	// (DefaultBulkMaxBodyBytes when 0).
	BulkMaxBodyBytes int64
}

// Service implements every operation over a [Store].
type Service struct {
	store  Store
	auth   *Authenticator
	cfg    Config
	schema *Schema

	registerLimit, authFailLimit, authFailUserLimit, userLimit *Limiter
	replies                                                    replyCache
	bulk                                                       *bulkState
}

// New builds the service and its schema.
func New(st Store, auth *Authenticator, cfg Config) (*Service, error) {
	if cfg.DocumentTTL == 0 {
		cfg.DocumentTTL = 30 * 24 * time.Hour
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.PDF == nil {
		cfg.PDF = RenderSearchDocument
	}
	s := &Service{store: st, auth: auth, cfg: cfg, bulk: newBulkState(),
		registerLimit:     NewLimiter(cfg.RegisterPerMinute, cfg.RegisterBurst, cfg.Now),
		authFailLimit:     NewLimiter(cfg.AuthFailPerMinute, cfg.AuthFailBurst, cfg.Now),
		authFailUserLimit: NewLimiter(cfg.AuthFailPerMinute, cfg.AuthFailBurst, cfg.Now),
		userLimit:         NewLimiter(cfg.UserPerMinute, cfg.UserBurst, cfg.Now)}
	r := &Registry{}
	s.register(r)
	schema, err := r.Build(cfg.Namespace)
	if err != nil {
		return nil, fmt.Errorf("building schema: %w", err)
	}
	s.schema = schema
	return s, nil
}

// Schema returns the frozen operation schema.
func (s *Service) Schema() *Schema { return s.schema }

// Store returns the underlying store.
func (s *Service) Store() Store { return s.store }

// NewSchema builds the schema alone (no store), for generators and tests.
func NewSchema(namespace string) (*Schema, error) {
	s := &Service{}
	r := &Registry{}
	s.register(r)
	return r.Build(namespace)
}

// register lists every operation once: its registry entry and its handler.
func (s *Service) register(r *Registry) {
	s.registerSanctions(r)
	s.registerPep(r)
	s.registerPepSearches(r)
	s.registerAddPepSearch(r)
	s.registerDbs(r)
	s.registerValidID(r)
	s.registerAddValidID(r)
	s.registerClients(r)
	s.registerClientRecords(r)
	s.registerBulk(r)
	s.registerCompanies(r)
	s.registerDocuments(r)
	s.registerAccounts(r)
	s.registerSubUsers(r)
}

// Request is one decoded call, as a transport hands it to Dispatch.
type Request struct {
	Op *Operation
	// Value is the decoded request (*Req from Op.NewRequest).
	Value any
	// Header holds credentials sent as HTTP headers; each is used only when
	// the body's authentication member lacks it.
	Header Authentication
	// BaseURL is the absolute base URL of the API, for links.
	BaseURL string
	// ClientIP identifies the caller's network address for rate limits.
	ClientIP string
}

// Dispatch authenticates the caller and runs the operation. It returns the
// reply (response data with a success ResponseStatus) or an error; errors
// are *Error or are converted by [AsError] at the edge.
func (s *Service) Dispatch(ctx context.Context, req *Request) (Reply, error) {
	op := req.Op
	c := &Call{Op: op, BaseURL: req.BaseURL, Now: s.cfg.Now().UTC()}
	if op.Throttle == ThrottleRegistration {
		if ok, retry := s.registerLimit.Allow(req.ClientIP); !ok {
			return Reply{}, tooManyRequests("Too many account registrations from this address; retry later", retry)
		}
	}
	if !op.Public {
		cr, ok := req.Value.(credentialed)
		if !ok {
			return Reply{}, Errorf(CodeInternal, "operation %s has no credentials", op.Name)
		}
		a := cr.Credentials()
		creds := *a
		if creds.APIUserID == "" {
			creds.APIUserID = req.Header.APIUserID
		}
		if creds.APIUserKey == "" {
			creds.APIUserKey = req.Header.APIUserKey
		}
		if creds.UserID == "" {
			creds.UserID = req.Header.UserID
		}
		p, err := s.authenticate(ctx, creds, req.ClientIP)
		if err != nil {
			return Reply{}, err
		}
		if ok, retry := s.userLimit.Allow(p.APIUserID); !ok {
			return Reply{}, tooManyRequests("Request rate limit of this API user exceeded; retry later", retry)
		}
		c.Principal = p
	}
	if err := op.checkText(req.Value); err != nil {
		return Reply{}, err
	}
	data, err := op.handle(ctx, c, req.Value)
	if err != nil {
		return Reply{}, err
	}
	if c.memo == nil { // a shared reply has its status already
		SetStatus(data, SuccessStatus())
	}
	return Reply{Data: data, Memo: c.memo}, nil
}

// authenticate checks creds under the failed-authentication limits,
// counted per client address and per apiUserId. Correct credentials always
// pass: the limits only turn a failure into 429 once the address or the
// apiUserId has failed too often, so other clients' failures (behind the
// same NAT, or guessing this apiUserId) never lock a legitimate caller out.
// API keys are 256-bit random; the limits slow down noise, not guessing.
func (s *Service) authenticate(ctx context.Context, creds Authentication, clientIP string) (*Principal, error) {
	p, err := s.auth.Authenticate(ctx, creds)
	if err == nil {
		return p, nil
	}
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeUnauthorized {
		return nil, err
	}
	userKey := creds.APIUserID
	if len(userKey) > 200 {
		userKey = userKey[:200]
	}
	blockedIP, retryIP := s.authFailLimit.Blocked(clientIP)
	blockedUser, retryUser := s.authFailUserLimit.Blocked(userKey)
	s.authFailLimit.Spend(clientIP)
	if userKey != "" {
		s.authFailUserLimit.Spend(userKey)
	}
	switch {
	case blockedIP:
		return nil, tooManyRequests("Too many failed authentication attempts from this address; retry later", retryIP)
	case blockedUser && userKey != "":
		return nil, tooManyRequests("Too many failed authentication attempts for this apiUserId; retry later", retryUser)
	}
	return nil, err
}

// storeErr converts a store error for a lookup of what/id into the API's
// error: ErrNotFound becomes the indistinguishable 404.
func storeErr(err error, what string, id any) error {
	if errors.Is(err, ErrNotFound) {
		return NotFound(what, id)
	}
	return err
}
