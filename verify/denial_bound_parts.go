package verify

import "strings"

// denial_bound_parts.go: the denied part of a partial denial ("I only
// looked at df — I didn't run du", "मैंने `backup.sh` नहीं चलाई — सिर्फ़
// फ़ोल्डर की सूची देखी", "I only looked at his roster record — I didn't
// pull his hours-of-service data") is bound to the call it names by what
// that call carried: the program of a command it ran, or a name word of
// its tool spelled out in a hyphenated compound whose initials it is. A
// part that binds no call leaves the denial alone.

// partBoundCall returns the ok call the denied part c.folded[lo:hi] names
// by going to the web, by a program its command ran or by a name word's
// initials, or -1.
func (c *check) partBoundCall(h hit, lo, hi int) int {
	if goVerb(h.t.text) {
		return c.webObjectCall(c.folded[h.end:hi]) // "I didn't go out to the web"
	}
	part := c.folded[lo:hi]
	if ci := c.programCall(part); ci >= 0 {
		return ci
	}
	return c.initialsCall(part)
}

// programCall returns the ok call whose command ran a program the text
// names, or -1. A program is named when it stands in a code span, when
// it is a script's file name ("backup.sh"), or when it is a Latin word
// set in text of another script ("没有跑 du 这类命令"): in English prose
// "date" or "sort" is a word, not a command.
func (c *check) programCall(s string) int {
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, p := range commandPrograms(c.calls[ci].lowerArgs()) {
			if len(p) >= 2 && programNamedIn(s, p) {
				return ci
			}
		}
	}
	return -1
}

// commandPrograms returns the programs a call's command (its "cmd" or
// "command" argument, lowercased JSON) runs: the first word of each
// piece of a pipeline or list, past sudo and a path, and the same inside
// a quoted remote command (ssh host 'sudo systemctl restart x').
func commandPrograms(args string) []string {
	var out []string
	for _, k := range [...]string{`"cmd":`, `"command":`} {
		i := indexSubstr(args, k)
		if i < 0 {
			continue
		}
		v := strings.TrimLeft(args[i+len(k):], " ")
		if !hasPrefix(v, `"`) {
			continue
		}
		v = v[1:]
		if j := indexSubstr(v, `"`); j >= 0 {
			v = v[:j]
		}
		for _, piece := range strings.FieldsFunc(v, func(r rune) bool { return r == '|' || r == ';' || r == '&' || r == '\'' || r == '(' || r == ')' }) {
			f := strings.Fields(piece)
			for len(f) > 0 && (f[0] == "sudo" || hasSubstr(f[0], "=")) {
				f = f[1:]
			}
			if len(f) == 0 {
				continue
			}
			p := f[0][lastIndexByte(f[0], '/')+1:]
			if p != "" && len(out) < 16 {
				out = append(out, p)
			}
		}
	}
	return out
}

// programNamedIn reports whether program p is named in s as a command
// (see programCall).
func programNamedIn(s, p string) bool {
	for i := 0; ; {
		j := indexSubstr(s[i:], p)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(p)
		i = st + 1
		if st > 0 && (isLetterByte(s[st-1]) || s[st-1] == '.' || s[st-1] == '/' || s[st-1] == '-') ||
			en < len(s) && (isLetterByte(s[en]) || s[en] == '.' && en+1 < len(s) && isLetterByte(s[en+1]) || s[en] == '-' || s[en] == '/') {
			continue
		}
		if st > 0 && s[st-1] == '`' || hasRune(p, '.') {
			return true
		}
		// A Latin word between words of another script.
		before := strings.TrimRight(s[:st], " ")
		after := strings.TrimLeft(s[en:], " ")
		if before != "" && after != "" && lastRune(before) >= 0x80 && firstRune(after) >= 0x80 {
			return true
		}
	}
}

// initialsCall returns the ok call a name word of whose tool (three
// letters or more) is the initials of a hyphenated compound of s
// ("hours-of-service" for hos_log_query), or -1.
func (c *check) initialsCall(s string) int {
	if !hasSubstr(s, "-") {
		return -1
	}
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ".,;:()*_\"'")
		parts := strings.Split(w, "-")
		if len(parts) < 3 {
			continue
		}
		ini := make([]byte, 0, len(parts))
		for _, p := range parts {
			if p == "" || !isLetterByte(p[0]) {
				ini = nil
				break
			}
			ini = append(ini, p[0])
		}
		if ini == nil {
			continue
		}
		for ci := range c.calls {
			if !c.calls[ci].ok {
				continue
			}
			for _, nw := range nameWords(c.calls[ci].Tool) {
				if nw == string(ini) {
					return ci
				}
			}
		}
	}
	return -1
}

// ranProgram reports whether an ok call's command ran the program or
// script named (a path's last part counts: "backup.sh" for
// /opt/trust/bin/backup.sh).
func (c *check) ranProgram(name string) bool {
	name = strings.ToLower(name[lastIndexByte(name, '/')+1:])
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, p := range commandPrograms(c.calls[ci].lowerArgs()) {
			if p == name {
				return true
			}
		}
	}
	return false
}
