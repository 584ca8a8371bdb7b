package verify

import "strings"

// A status set in bold together with its key: "**स्थिति: मंज़ूर
// (Approved)**", "**Estado: Entregado**", "**状态：已完成**". Replies that
// restate a record as a list bold the line's key and value at once; the
// value is the text after the key's colon, held to the result's status as
// checkStatusValue holds a bold value after its key.

// boldKeyValue reports whether bold text b starts with a status key and a
// colon, and returns the value after them, without a gloss in
// parentheses ("मंज़ूर (approved)" → "मंज़ूर"); else b itself.
func boldKeyValue(b string) (bool, string) {
	for _, k := range statusKeys {
		rest, ok := strings.CutPrefix(b, k)
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, " ")
		v, colon := strings.CutPrefix(rest, ":")
		if !colon {
			v, colon = strings.CutPrefix(rest, "：")
		}
		if colon {
			if i := strings.Index(v, " ("); i > 0 {
				v = v[:i]
			}
			return true, strings.TrimSpace(v)
		}
	}
	return false, b
}
