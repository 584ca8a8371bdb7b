package provider

import (
	"context"
	"time"
)

// SetSleep replaces the wait between attempts, so that tests can record
// the backoff instead of spending it.
func SetSleep(c *OpenAI, f func(ctx context.Context, d time.Duration) error) { c.sleep = f }

// Backoff exposes backoff for its test.
func Backoff(attempt int) time.Duration { return backoff(attempt) }

// ReadBody exposes readBody for its test.
var ReadBody = readBody
