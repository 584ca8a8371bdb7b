package gateway

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
)

// An Error is the body of every error response, in OpenAI's shape:
//
//	{"error": {"message": "...", "type": "...", "param": null, "code": "..."}}
//
// Message is one line saying what went wrong and what to do. Code is a
// stable machine-readable name such as "body_too_large".
type Error struct {
	Status  int     `json:"-"`
	Message string  `json:"message"`
	Type    string  `json:"type"`
	Param   *string `json:"param"`
	Code    string  `json:"code"`
}

func (e *Error) Error() string { return e.Message }

// Error types, as OpenAI names them where it has a name.
const (
	typeInvalid     = "invalid_request_error"
	typeAuth        = "authentication_error"
	typeNotFound    = "not_found_error"
	typeRateLimit   = "rate_limit_error"
	typeServer      = "server_error"
	typeUnavailable = "service_unavailable"
	typeUpstream    = "upstream_error"
	typeTimeout     = "timeout"
)

// newError returns an error response of status. Kept out of line, as
// fmt.Sprintf is called anyway: inlined, the allocation costs code at
// each of its callers.
//
//go:noinline
func newError(status int, typ, code, format string, args ...any) *Error {
	return &Error{Status: status, Type: typ, Code: code, Message: fmt.Sprintf(format, args...)}
}

// badRequest returns an invalid-request error about param (none when
// empty). Kept out of line, as newError is: it has 27 callers.
//
//go:noinline
func badRequest(param, code, format string, args ...any) *Error {
	e := newError(http.StatusBadRequest, typeInvalid, code, format, args...)
	if param != "" {
		e.Param = &param
	}
	return e
}

// writeError writes e as JSON. Errors are never cached.
func writeError(w http.ResponseWriter, e *Error) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(e.Status)
	b, _ := json.Marshal(struct {
		Error *Error `json:"error"`
	}{e})
	w.Write(append(b, '\n'))
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		writeError(w, newError(http.StatusInternalServerError, typeServer, "encode_failed", "gateway: encode response: %v", err))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

// decodeJSON reads one JSON object from r's body into v, which the body
// limit middleware has already capped. Its errors name the offending field
// and say what was expected.
func decodeJSON(r *http.Request, v any) *Error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		return newError(http.StatusUnsupportedMediaType, typeInvalid, "unsupported_media_type",
			"Content-Type is %q; send the body as application/json", ct)
	}
	dec := json.NewDecoder(r.Body)
	err := dec.Decode(v)
	if err == nil {
		if _, err2 := dec.Token(); err2 != io.EOF {
			if err := tooLarge(err2); err != nil {
				return err
			}
			return badRequest("", "invalid_json", "the body has data after the JSON object; send exactly one object")
		}
		return nil
	}
	if e := tooLarge(err); e != nil {
		return e
	}
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return badRequest("", "invalid_json", "the body is empty; send a JSON object")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return badRequest("", "invalid_json", "the body ends in the middle of the JSON; send a complete object")
	case errors.As(err, &syn):
		return badRequest("", "invalid_json", "the body is not valid JSON (at byte %d: %s)", syn.Offset, syn.Error())
	case errors.As(err, &typ):
		if typ.Field == "" {
			return badRequest("", "invalid_type", "the body must be a JSON object, not %s", typ.Value)
		}
		return badRequest(typ.Field, "invalid_type", "%q must be %s, not %s", typ.Field, jsonKind(typ.Type), typ.Value)
	}
	return badRequest("", "invalid_json", "the body could not be read as JSON: %v", err)
}

func tooLarge(err error) *Error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return errTooLarge(mbe.Limit)
	}
	return nil
}

func errTooLarge(limit int64) *Error {
	return newError(http.StatusRequestEntityTooLarge, typeInvalid, "body_too_large",
		"the request body is larger than %d bytes (daemon.max_body_bytes); send less or raise the limit", limit)
}

// jsonKind names the JSON kind a Go type decodes from.
func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Map, reflect.Struct:
		return "an object"
	case reflect.Pointer:
		return jsonKind(t.Elem())
	}
	return "a " + t.String()
}
