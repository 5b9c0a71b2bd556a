package service

import (
	"math"
	"sync"
	"time"
)

// Limiter is a set of token buckets keyed by a string (a client address or
// an API user id): each key may spend Burst tokens at once and regains Rate
// tokens per second. It is safe for concurrent use; idle full buckets are
// dropped so the map stays bounded.
type Limiter struct {
	rate  float64
	burst float64
	now   func() time.Time

	mu      sync.Mutex
	buckets map[string]*bucket
	sweep   time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

// NewLimiter returns a limiter allowing perMinute events per minute per key
// with bursts of burst; perMinute <= 0 returns nil (no limit). A nil
// *Limiter allows everything.
func NewLimiter(perMinute float64, burst int, now func() time.Time) *Limiter {
	if perMinute <= 0 {
		return nil
	}
	if burst < 1 {
		burst = 1
	}
	if now == nil {
		now = time.Now
	}
	return &Limiter{rate: perMinute / 60, burst: float64(burst), now: now, buckets: map[string]*bucket{}}
}

// refill brings b up to date; callers hold l.mu.
func (l *Limiter) get(key string, t time.Time) *bucket {
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, last: t}
		l.buckets[key] = b
		return b
	}
	b.tokens = math.Min(l.burst, b.tokens+t.Sub(b.last).Seconds()*l.rate)
	b.last = t
	return b
}

// Allow spends one token of key and reports whether there was one; when
// not, retryAfter says how long until there is.
func (l *Limiter) Allow(key string) (ok bool, retryAfter time.Duration) {
	if l == nil {
		return true, 0
	}
	t := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.maybeSweep(t)
	b := l.get(key, t)
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, l.wait(b)
}

// Blocked reports, without spending, whether key has no token left.
func (l *Limiter) Blocked(key string) (blocked bool, retryAfter time.Duration) {
	if l == nil {
		return false, 0
	}
	t := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		return false, 0
	}
	b = l.get(key, t)
	if b.tokens >= 1 {
		return false, 0
	}
	return true, l.wait(b)
}

// Spend takes one token from key (possibly going below zero is prevented:
// an empty bucket stays empty).
func (l *Limiter) Spend(key string) {
	if l == nil {
		return
	}
	t := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.maybeSweep(t)
	b := l.get(key, t)
	b.tokens = math.Max(0, b.tokens-1)
}

func (l *Limiter) wait(b *bucket) time.Duration {
	return time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
}

// maybeSweep drops buckets that have refilled completely, at most once a
// minute; callers hold l.mu.
func (l *Limiter) maybeSweep(t time.Time) {
	if t.Sub(l.sweep) < time.Minute && len(l.buckets) < 100000 {
		return
	}
	l.sweep = t
	for k, b := range l.buckets {
		if b.tokens+t.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.buckets, k)
		}
	}
}

// tooManyRequests is the 429 error with a whole-second Retry-After.
func tooManyRequests(msg string, retry time.Duration) *Error {
	secs := int(math.Ceil(retry.Seconds()))
	if secs < 1 {
		secs = 1
	}
	return &Error{Code: CodeTooManyRequests, Message: msg, RetryAfter: secs}
}
