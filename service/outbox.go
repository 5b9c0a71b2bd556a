package service

import (
	"context"
	"errors"
	"sort"
	"strings"
	"time"

	"github.com/rs/zerolog"
)

// Channel names an outside party reached through the outbox.
type Channel string

// The outside parties.
const (
	// ChannelEmail: e-mail to an applicant or client (SMTP).
	ChannelEmail Channel = "email"
	// ChannelSMS: a text message to a mobile number (signed JSON webhook
	// to an SMS gateway).
	ChannelSMS Channel = "sms"
	// ChannelDbs: a new DBS application for the DBS processing party
	// (signed JSON webhook); it reports status changes back on the
	// inbound callback.
	ChannelDbs Channel = "dbs"
	// ChannelIdentity: an identity-data check request (signed JSON
	// webhook), for ValidID and ValidateMe.
	ChannelIdentity Channel = "identity"
)

// ChannelSettings names the setting (serve flag) that configures each
// party; errors about an unconfigured party name it.
var ChannelSettings = map[Channel]string{
	ChannelEmail:    "-smtp-addr (SCREENGATE_SMTP_ADDR)",
	ChannelSMS:      "-sms-webhook-url (SCREENGATE_SMS_WEBHOOK_URL)",
	ChannelDbs:      "-dbs-webhook-url (SCREENGATE_DBS_WEBHOOK_URL)",
	ChannelIdentity: "-identity-webhook-url (SCREENGATE_IDENTITY_WEBHOOK_URL)",
}

// OutboxMessage is one delivery to an outside party.
type OutboxMessage struct {
	ID        int64
	AccountID int64
	Channel   Channel
	// Kind says what the message is about ("dbs.invitation",
	// "dbs.application", "client.invitation", ...).
	Kind string
	// RecordID is the record it announces (e.g. the DBS search id).
	RecordID int64
	// Recipient is an e-mail address or phone number ("" for party
	// webhooks); Subject the e-mail subject; Body the text (e-mail, SMS)
	// or a JSON object (webhooks).
	Recipient string
	Subject   string
	Body      string

	Created     time.Time
	Attempts    int
	NextAttempt time.Time
	LastError   string
	Delivered   *time.Time
	Dead        bool
}

// Notifier is the outbound interface: it delivers one outbox message to
// its outside party. Implementations (package notify): SMTP e-mail and
// HMAC-signed JSON webhooks. Deliver must be safe to call again for a
// message already delivered (at-least-once: a crash between delivery and
// FinishOutbox repeats it; webhook receivers deduplicate on the message
// id, sent in the X-Screengate-Delivery header; e-mails carry a stable
// Message-ID). An error wrapping ErrPermanent is not retried.
type Notifier interface {
	Deliver(ctx context.Context, m OutboxMessage) error
}

// ErrPermanent marks a delivery failure that retrying cannot fix (a
// rejected recipient, a 4xx answer other than 408/429).
var ErrPermanent = errors.New("permanent delivery failure")

// Parties maps each configured channel to its notifier. A channel absent
// from the map is not configured.
type Parties map[Channel]Notifier

// Require returns a CodeUnavailable error naming the setting of the first
// channels of chs that are not configured, or nil.
func (p Parties) Require(chs ...Channel) *Error {
	var missing []string
	for _, ch := range chs {
		if p[ch] == nil {
			missing = append(missing, ChannelSettings[ch])
		}
	}
	if len(missing) == 0 {
		return nil
	}
	sort.Strings(missing)
	return &Error{Code: CodeUnavailable, ErrorCode: "PartyNotConfigured",
		Message: "This operation needs outside parties this server is not configured for; the operator must set " +
			strings.Join(missing, " and ")}
}

// Outbox delivery tunables.
const (
	OutboxLease       = 2 * time.Minute // a claimed message is retried after this if its worker died
	OutboxMaxAttempts = 10              // then the message is dead (screengate outbox retry revives it)
	outboxFirstDelay  = 30 * time.Second
	outboxMaxDelay    = time.Hour
)

// OutboxBackoff is the delay before attempt n+1 after n failed attempts:
// 30 s doubling, at most an hour.
func OutboxBackoff(n int) time.Duration { return backoff(outboxFirstDelay, n) }

func backoff(first time.Duration, n int) time.Duration {
	d := first
	for i := 1; i < n && d < outboxMaxDelay; i++ {
		d *= 2
	}
	return min(d, outboxMaxDelay)
}

// OutboxWorker delivers queued messages.
type OutboxWorker struct {
	Store   OutboxStore
	Parties Parties
	Now     func() time.Time
	Log     zerolog.Logger
	// Batch is how many messages one pass claims (default 20).
	Batch int
	// FirstRetry is the delay after the first failure, doubling after
	// each further one up to an hour (default 30 s).
	FirstRetry time.Duration
	// Lease is how long a claimed message is reserved for this worker
	// (default OutboxLease); after a crash it is delivered again then.
	Lease time.Duration
}

// RunOnce claims due messages and delivers them; it returns how many were
// delivered and how many failed.
func (w *OutboxWorker) RunOnce(ctx context.Context) (delivered, failed int, err error) {
	now := time.Now
	if w.Now != nil {
		now = w.Now
	}
	batch := w.Batch
	if batch <= 0 {
		batch = 20
	}
	lease := w.Lease
	if lease <= 0 {
		lease = OutboxLease
	}
	msgs, err := w.Store.ClaimOutbox(ctx, now().UTC(), lease, batch)
	if err != nil {
		return 0, 0, err
	}
	for _, m := range msgs {
		var derr error
		n := w.Parties[m.Channel]
		if n == nil {
			derr = errors.New("channel " + string(m.Channel) + " is not configured: set " + ChannelSettings[m.Channel])
		} else {
			dctx, cancel := context.WithTimeout(ctx, time.Minute)
			derr = n.Deliver(dctx, m)
			cancel()
		}
		var r OutboxResult
		if derr == nil {
			r.Delivered = now().UTC()
			delivered++
			w.Log.Info().Int64("outbox_id", m.ID).Str("channel", string(m.Channel)).Str("kind", m.Kind).Int("attempt", m.Attempts).
				Msg("outbox message delivered")
		} else {
			failed++
			r.Error = truncateErr(derr.Error())
			r.Dead = errors.Is(derr, ErrPermanent) || m.Attempts >= OutboxMaxAttempts
			first := w.FirstRetry
			if first <= 0 {
				first = outboxFirstDelay
			}
			r.NextAttempt = now().UTC().Add(backoff(first, m.Attempts))
			ev := w.Log.Warn()
			if r.Dead {
				ev = w.Log.Error()
			}
			ev.Int64("outbox_id", m.ID).Str("channel", string(m.Channel)).Str("kind", m.Kind).Int("attempt", m.Attempts).
				Bool("dead", r.Dead).Str("error", r.Error).Msg("outbox delivery failed")
		}
		if err := w.Store.FinishOutbox(ctx, m.ID, r); err != nil {
			return delivered, failed, err
		}
	}
	return delivered, failed, nil
}

// Run delivers until ctx ends, polling every interval.
func (w *OutboxWorker) Run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		for {
			d, f, err := w.RunOnce(ctx)
			if err != nil && ctx.Err() == nil {
				w.Log.Error().Err(err).Msg("outbox pass failed")
			}
			if err != nil || d+f == 0 {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func truncateErr(s string) string {
	if len(s) > 500 {
		return s[:500] + "…"
	}
	return s
}
