package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/service/notify"
	"github.com/screengate/screengate/store/dataset"
)

// partiesConfig configures the outside parties (docs/parties.md). Secrets
// are best given in the environment (SCREENGATE_SMTP_PASSWORD,
// SCREENGATE_WEBHOOK_SECRET).
type partiesConfig struct {
	SMTPAddr, SMTPFrom, SMTPUser, SMTPPassword, SMTPTLS string
	SMSURL, DbsURL, IdentityURL, WebhookSecret          string
	OutboxPoll, OutboxRetry, OutboxLease                time.Duration
	NoOutboxWorker                                      bool
}

func partiesFlags(fs *flag.FlagSet, p *partiesConfig) {
	fs.StringVar(&p.SMTPAddr, "smtp-addr", "", "SMTP server host:port for e-mail to DBS applicants and clients (off when empty)")
	fs.StringVar(&p.SMTPFrom, "smtp-from", "", "sender address of e-mails (required with -smtp-addr)")
	fs.StringVar(&p.SMTPUser, "smtp-user", "", "SMTP user name (PLAIN auth; none when empty)")
	fs.StringVar(&p.SMTPPassword, "smtp-password", "", "SMTP password (prefer SCREENGATE_SMTP_PASSWORD)")
	fs.StringVar(&p.SMTPTLS, "smtp-tls", "starttls", "SMTP security: starttls (required), tls (implicit, port 465) or none (local relay only)")
	fs.StringVar(&p.SMSURL, "sms-webhook-url", "", "URL the SMS gateway webhook is posted to (off when empty)")
	fs.StringVar(&p.DbsURL, "dbs-webhook-url", "", "URL new DBS applications are posted to (off when empty)")
	fs.StringVar(&p.IdentityURL, "identity-webhook-url", "", "URL identity-data check requests are posted to (off when empty)")
	fs.StringVar(&p.WebhookSecret, "webhook-secret", "", "HMAC-SHA256 key signing outbound webhooks and verifying inbound callbacks (prefer SCREENGATE_WEBHOOK_SECRET)")
	fs.DurationVar(&p.OutboxPoll, "outbox-poll", 2*time.Second, "how often the outbox worker looks for due deliveries")
	fs.DurationVar(&p.OutboxRetry, "outbox-retry", 30*time.Second, "delay before retrying a failed delivery, doubling after each failure up to 1h")
	fs.DurationVar(&p.OutboxLease, "outbox-lease", service.OutboxLease, "how long a claimed delivery is reserved; a crashed gateway's deliveries are retried after it")
	fs.BoolVar(&p.NoOutboxWorker, "no-outbox-worker", false, "do not deliver from this gateway (another one does)")
}

// parties builds the notifiers the flags configure.
func (p *partiesConfig) parties() (service.Parties, error) {
	out := service.Parties{}
	if p.SMTPAddr != "" {
		if p.SMTPFrom == "" {
			return nil, errors.New("-smtp-addr needs -smtp-from")
		}
		mode := notify.TLSMode(p.SMTPTLS)
		switch mode {
		case notify.TLSStartTLS, notify.TLSImplicit, notify.TLSNone:
		default:
			return nil, fmt.Errorf("-smtp-tls must be starttls, tls or none, not %q", p.SMTPTLS)
		}
		out[service.ChannelEmail] = &notify.SMTP{Addr: p.SMTPAddr, From: p.SMTPFrom, Username: p.SMTPUser, Password: p.SMTPPassword, TLS: mode}
	}
	hooks := map[service.Channel]string{service.ChannelSMS: p.SMSURL, service.ChannelDbs: p.DbsURL, service.ChannelIdentity: p.IdentityURL}
	for ch, u := range hooks {
		if u == "" {
			continue
		}
		if len(p.WebhookSecret) < 16 {
			return nil, fmt.Errorf("%s needs -webhook-secret of at least 16 characters", service.ChannelSettings[ch])
		}
		out[ch] = &notify.Webhook{URL: u, Secret: []byte(p.WebhookSecret)}
	}
	return out, nil
}

// startOutbox runs the outbox worker until the returned stop is called.
func startOutbox(ctx context.Context, st service.OutboxStore, parties service.Parties, p *partiesConfig, log zerolog.Logger) func() {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	w := &service.OutboxWorker{Store: st, Parties: parties, Log: log, FirstRetry: p.OutboxRetry, Lease: p.OutboxLease}
	wg.Go(func() { w.Run(ctx, p.OutboxPoll) })
	return func() { cancel(); wg.Wait() }
}

// dbsCallback is the body of an inbound DBS status callback
// (POST {base}/hooks/dbs-status, signed like outbound webhooks).
type dbsCallback struct {
	AccountID                int64  `json:"accountId"`
	SearchID                 int64  `json:"searchId"`
	Status                   string `json:"status"`
	DisclosureStatus         string `json:"disclosureStatus"`
	IsApplicantInfoCompleted bool   `json:"isApplicantInfoCompleted"`
	IsIDCheckCompleted       bool   `json:"isIdCheckCompleted"`
	IsApplicationCompleted   bool   `json:"isApplicationCompleted"`
	IsApplicationSubmitted   bool   `json:"isApplicationSubmitted"`
	IsApplicationDisclosed   bool   `json:"isApplicationDisclosed"`
}

// dbsStatusHook verifies and applies DBS status callbacks.
func dbsStatusHook(st service.DbsDetailStore, secret []byte, log zerolog.Logger) http.Handler {
	return signedHook("dbs-status", secret, log, func(ctx context.Context, body []byte) (int, string) {
		var cb dbsCallback
		if err := json.Unmarshal(body, &cb); err != nil || cb.AccountID <= 0 || cb.SearchID <= 0 || cb.Status == "" || len(cb.Status) > 250 {
			return http.StatusBadRequest, "accountId, searchId and status are required"
		}
		err := st.SetDbsStatus(ctx, cb.AccountID, cb.SearchID, service.DbsStatusUpdate{Status: cb.Status, DisclosureStatus: cb.DisclosureStatus,
			IsApplicantInfoCompleted: cb.IsApplicantInfoCompleted, IsIDCheckCompleted: cb.IsIDCheckCompleted,
			IsApplicationCompleted: cb.IsApplicationCompleted, IsApplicationSubmitted: cb.IsApplicationSubmitted,
			IsApplicationDisclosed: cb.IsApplicationDisclosed, Updated: time.Now().UTC()})
		return hookOutcome(err, "DBS search "+strconv.FormatInt(cb.SearchID, 10), log)
	})
}

// validIDCallback is the identity party's result of a ValidID check
// (docs/parties.md).
type validIDCallback struct {
	AccountID int64  `json:"accountId"`
	SearchID  int32  `json:"searchId"`
	Status    string `json:"status"`
	Score     int32  `json:"score"`
	PepError  bool   `json:"pepError"`
}

// validIDResultHook applies the identity party's signed result of a
// ValidID check (POST {base}/hooks/validid-result).
func validIDResultHook(st service.ValidIDDetailStore, secret []byte, log zerolog.Logger) http.Handler {
	return signedHook("validid-result", secret, log, func(ctx context.Context, body []byte) (int, string) {
		var cb validIDCallback
		if err := json.Unmarshal(body, &cb); err != nil || cb.AccountID <= 0 || cb.SearchID <= 0 || cb.Status == "" ||
			len(cb.Status) > 100 || cb.Score < 0 || cb.Score > 1000 {
			return http.StatusBadRequest, "accountId, searchId and status are required (score 0-1000)"
		}
		err := st.SetValidIDResult(ctx, cb.AccountID, cb.SearchID, service.ValidIDResult{Status: cb.Status, Score: cb.Score, PepError: cb.PepError})
		return hookOutcome(err, "ValidID search "+strconv.FormatInt(int64(cb.SearchID), 10), log)
	})
}

// hookOutcome is the answer of a callback whose store call returned err.
func hookOutcome(err error, what string, log zerolog.Logger) (int, string) {
	switch {
	case errors.Is(err, service.ErrNotFound):
		return http.StatusNotFound, what + " not found"
	case errors.Is(err, service.ErrConflict):
		return http.StatusConflict, what + " already has its result"
	case err != nil:
		log.Error().Err(err).Str("record", what).Msg("party callback failed")
		return http.StatusInternalServerError, "internal error"
	}
	return http.StatusOK, "ok"
}

// signedHook is an inbound party callback: POST only, bodies up to
// 64 KiB, signed as outbound webhooks are (notify.Verify); handle gets the
// verified body and returns the status and message to answer.
func signedHook(name string, secret []byte, log zerolog.Logger, handle func(ctx context.Context, body []byte) (int, string)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reply := func(code int, msg string) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(code)
			json.NewEncoder(w).Encode(map[string]string{"message": msg})
		}
		if r.Method != http.MethodPost {
			reply(http.StatusMethodNotAllowed, "POST only")
			return
		}
		if len(secret) == 0 {
			reply(http.StatusServiceUnavailable, "inbound callbacks need -webhook-secret")
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 64<<10))
		if err != nil {
			reply(http.StatusRequestEntityTooLarge, "body too large")
			return
		}
		if err := notify.Verify(secret, r.Header, body, time.Now()); err != nil {
			log.Warn().Str("hook", name).Msg("callback with a bad signature refused")
			reply(http.StatusUnauthorized, "bad signature")
			return
		}
		reply(handle(r.Context(), body))
	})
}

// enableDemoFeatures switches DBS and ValidID on for the demo account
// (Other Ltd keeps them off, so both answers can be tried).
func enableDemoFeatures(ctx context.Context, st service.FeatureStore, now time.Time) error {
	f, err := st.AccountFeatures(ctx, dataset.DemoAccountID)
	if err != nil {
		return err
	}
	if f.DbsEnabled && f.ValidIDActivated != nil {
		return nil
	}
	t := now.UTC().Truncate(time.Second)
	return st.SetAccountFeatures(ctx, dataset.DemoAccountID, service.AccountFeatures{DbsEnabled: true, ValidIDActivated: &t, ValidIDSignedBy: "Dana Demo"})
}
