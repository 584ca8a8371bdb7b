package verify

import "strings"

// settingSpan reports whether a code span reads as a setting rather than a
// command line: an assignment (`port = 9443`, `LOG_LEVEL=debug`) or a key
// and its value (`level: info`, `timeout:`). A colon inside a word is part
// of a command's argument (`mvn checkstyle:check`, `npm run test:unit`,
// `docker pull redis:7`) and leaves it a command.
func settingSpan(code string) bool {
	// An = in a flag ("journalctl --vacuum-size=500M") is an argument.
	if i := indexByte(code, '='); i >= 0 && code[strings.LastIndexAny(code[:i], " \t")+1] != '-' {
		return true
	}
	for i := indexByte(code, ':'); i >= 0; {
		if i+1 >= len(code) || code[i+1] == ' ' || code[i+1] == '\t' {
			return true
		}
		// The first word ends in a colon or holds one: `http://…`,
		// `key:value` are no program names.
		if !hasAnyRune(code[:i], " \t") {
			return true
		}
		k := indexByte(code[i+1:], ':')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// commandWordIn reports whether args hold name as a word that can be a
// program run, not a directory or file of a path: `/etc/nginx/conf.d`
// and `nginx.conf` in a file_write's arguments are where a program's
// files live, and a call that wrote them did not run `nginx -t`. A
// program at the end of a path (`/usr/sbin/nginx -t`) still counts.
func commandWordIn(args, name string) bool {
	for i := 0; ; {
		j := indexSubstr(args[i:], name)
		if j < 0 {
			return false
		}
		st, en := i+j, i+j+len(name)
		i = st + 1
		if st > 0 && isLetterByte(args[st-1]) || en < len(args) && isLetterByte(args[en]) {
			continue
		}
		if en < len(args) && (args[en] == '/' || args[en] == '.' && en+1 < len(args) && isLetterByte(args[en+1])) {
			continue // a directory, or a file named after the program
		}
		return true
	}
}

// namedCodeAfter reports whether s (the text right after a verb) is a
// short name of a program and its command in parentheses: "he pasado
// **Checkstyle** (`mvn checkstyle:check`)", "pasé el linter (`ruff
// check`)". At most three words stand before the parenthesis.
func namedCodeAfter(s string) bool {
	words := 0
	for i := 0; i < len(s) && i < 48; {
		b := s[i]
		switch {
		case b == '*' || b == '_' || b == ' ':
			i++
		case b == '(':
			return words > 0 && hasPrefix(s[i+1:], "`")
		case isLetterByte(b) || b == '-' || b >= 0x80:
			words++
			if words > 3 {
				return false
			}
			for i < len(s) && (isLetterByte(s[i]) || s[i] == '-' || s[i] >= 0x80) {
				i++
			}
		default:
			return false
		}
	}
	return false
}

// constantName reports whether a code span is one upper-case word
// joined by underscores (`DATABASE_URL`, `LOG_LEVEL`): the name of an
// environment variable or a constant, which programs read, not a program
// one runs. Commands are written in lower case. (A search term such as
// `ERROR` or an issue key such as `OPS-877` is left to the callers that
// read it as a word of a call's arguments.)
func constantName(code string) bool {
	code = strings.TrimSpace(code)
	if indexByte(code, '_') < 0 {
		return false
	}
	upper := false
	for i := 0; i < len(code); i++ {
		b := code[i]
		switch {
		case b >= 'a' && b <= 'z', b == ' ', b == '\t':
			return false
		case b >= 'A' && b <= 'Z':
			upper = true
		}
	}
	return upper
}
