package cli

import (
	"context"
	"io"
	"log/slog"
	"strings"

	"github.com/pramana-dev/pramana/internal/errs"
)

// newLogger returns the process logger, writing text lines to w. spec is
// the PRAMANA_LOG value: empty (warnings and errors), a level ("debug"), or
// a comma-separated list of component=level pairs with an optional bare
// default ("info,agent=debug"). Components are the "component" attribute
// each package's logger carries.
func newLogger(w io.Writer, spec string) (*slog.Logger, error) {
	ls, err := parseLogSpec(spec)
	if err != nil {
		return nil, err
	}
	lowest := ls.def
	for _, l := range ls.per {
		lowest = min(l, lowest)
	}
	inner := slog.NewTextHandler(w, &slog.HandlerOptions{Level: lowest})
	return slog.New(&componentHandler{inner: inner, spec: ls, level: ls.def}), nil
}

type logSpec struct {
	def slog.Level
	per map[string]slog.Level
}

func parseLogSpec(s string) (logSpec, error) {
	ls := logSpec{def: slog.LevelWarn, per: map[string]slog.Level{}}
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		comp, lvl, found := strings.Cut(part, "=")
		if !found {
			comp, lvl = "", part
		}
		var l slog.Level
		if err := l.UnmarshalText([]byte(strings.TrimSpace(lvl))); err != nil {
			return ls, errs.Errorf("PRAMANA_LOG: %q is not a log level", lvl)
		}
		if comp = strings.TrimSpace(comp); comp == "" {
			ls.def = l
		} else {
			ls.per[comp] = l
		}
	}
	return ls, nil
}

// componentHandler applies the level of the component named by a logger's
// "component" attribute.
type componentHandler struct {
	inner slog.Handler
	spec  logSpec
	level slog.Level
}

func (h *componentHandler) Enabled(_ context.Context, l slog.Level) bool { return l >= h.level }

func (h *componentHandler) Handle(ctx context.Context, r slog.Record) error {
	return h.inner.Handle(ctx, r)
}

func (h *componentHandler) WithAttrs(as []slog.Attr) slog.Handler {
	c := *h
	for _, a := range as {
		if a.Key == "component" {
			if l, ok := h.spec.per[a.Value.String()]; ok {
				c.level = l
			}
		}
	}
	c.inner = h.inner.WithAttrs(as)
	return &c
}

func (h *componentHandler) WithGroup(name string) slog.Handler {
	c := *h
	c.inner = h.inner.WithGroup(name)
	return &c
}
