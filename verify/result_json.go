package verify

import "encoding/json"

// resultJSON returns the call's folded result decoded as JSON, decoded
// once per call: rowFields and objRows both read the objects of a JSON
// result, and each decoding its own copy cost a tree of maps per call.
// The value is shared, so its readers must not change it. ok is false
// when the result is no JSON.
func (ci *callInfo) resultJSON() (v any, ok bool) {
	if !ci.jsonDone {
		ci.jsonDone = true
		ci.jsonOK = json.Unmarshal([]byte(ci.folded), &ci.jsonVal) == nil
	}
	return ci.jsonVal, ci.jsonOK
}
