package verify

import (
	"slices"
	"strings"
)

// A shell call does the act of the program it runs: `grep … app.log`
// searched, `ls -la` listed, `cat notes.txt` read, `curl https://…`
// fetched. A reply that reports such a call in the ordinary words ("I
// then searched the exported copy", "busqué en los logs", "我搜索了日志")
// names the family of the program, not a tool of that family that the
// turn lacks. Likewise a data tool that ran a query ({"sql": …},
// db_query) is what "I ran a read query" reports: the verb of running
// has a query as its object, and the query ran.

// familyPrograms are the programs of each built-in family, as the first
// word of a command or of a stage of a pipeline.
var familyPrograms = wordPairs("grep=search_files;egrep=search_files;fgrep=search_files;zgrep=search_files;rg=search_files;" +
	"ag=search_files;ack=search_files;findstr=search_files;select-string=search_files;" +
	"find=search_files;ls=list_dir;dir=list_dir;tree=list_dir;get-childitem=list_dir;cat=file_read;" +
	"head=file_read;tail=file_read;less=file_read;more=file_read;get-content=file_read;" +
	"zcat=file_read;curl=http_fetch;wget=http_fetch;invoke-webrequest=http_fetch;")

// commandDoes reports whether an ok call ran a command line with a
// program of family f in one of its stages.
func (c *check) commandDoes(f string) bool {
	if f != famSearch && f != famList && f != famRead && f != famFetch {
		return false
	}
	for i := range c.calls {
		if !c.calls[i].ok {
			continue
		}
		cmd := commandText(c.calls[i].lowerArgs())
		// first: the stage is a command of its own (the line's first, or
		// after ;, &&, || or a parenthesis), not a filter a pipe feeds.
		for first, next := true, true; cmd != ""; first = next {
			k := strings.IndexAny(cmd, "|;&(")
			stage := cmd
			if k >= 0 {
				sep := 1
				if hasPrefix(cmd[k:], "||") || hasPrefix(cmd[k:], "&&") {
					sep = 2
				}
				next = cmd[k] != '|' || sep == 2
				stage, cmd = cmd[:k], cmd[k+sep:]
			} else {
				cmd = ""
			}
			for rest := stage; ; {
				var w string
				if w, rest = nextField(rest); w == "" {
					break
				}
				if w == "sudo" || w == "time" || w == "xargs" || w == "git" || indexByte(w, '=') > 0 && w[0] != '-' {
					continue // a wrapper, or an environment setting (LANG=C grep …)
				}
				if j := lastIndexByte(w, '/'); j >= 0 {
					w = w[j+1:]
				}
				// A filter in a later stage searches what it is
				// given; a reader there (`… | tail -n 5`) reads no
				// file of its own.
				if familyPrograms[w] == f && (first || f == famSearch) {
					return true
				}
				break
			}
		}
	}
	return false
}

// commandText returns the value of a call's cmd, command or args field
// (lowercased arguments a), or "".
func commandText(a string) string {
	for _, key := range []string{`"cmd"`, `"command"`, `"args"`} {
		i := indexSubstr(a, key)
		if i < 0 {
			continue
		}
		rest := a[i+len(key):]
		j := indexByte(rest, '"')
		if j < 0 {
			return ""
		}
		rest = rest[j+1:]
		// The value ends at the first quote that no backslash escapes.
		for k := 0; k < len(rest); k++ {
			if rest[k] == '\\' {
				k++
				continue
			}
			if rest[k] == '"' {
				return rest[:k]
			}
		}
		return rest
	}
	return ""
}

var (
	queryNouns []string
)

// commandActsLists holds the phrases of the word lists declared above (see barList).
var commandActsLists = [...]barList{
	// queryNouns are the nouns of a database query in the five languages.
	{&queryNouns, "query|queries|sql|consulta|consultas|查询|クエリ|क्वेरी"},
}

var _ = splitBars(commandActsLists[:])

// ranQuery reports whether a verb of running u (shell family) has as its
// object a query that an ok call ran (its arguments hold a "sql" or "query"
// field or its name says it queries), or a tool that an ok call used, named
// by a word of its name: "I ran the dimmer check" after dimmer_status,
// "ejecuté el informe de backlog" after backlog_report. Running a check, a
// report or a scan is what any tool does; the verb names the shell only
// when its object is a command, which a code span shows (then the name
// reading is not taken). A word shorter than four bytes ("db", "get")
// names no tool by itself.
func (c *check) ranQuery(in *info, f string, u hit) bool {
	if f != famShell {
		return false
	}
	q := containsAnyWord(c.folded[in.start:in.end], queryNouns)
	lo, hi := c.subClause(in, u.span)
	code := hasSubstr(c.masked[lo:hi], "`")
	for i := range c.calls {
		call := &c.calls[i]
		if !call.ok {
			continue
		}
		// {"sql": …}, {"query": …}, or db_query, run_sql: the lowered
		// tool name and arguments hold "query" or "sql".
		if t := call.lowerToolArgs(); q && (hasSubstr(t, "query") || hasSubstr(t, "sql")) {
			return true
		}
		for _, w := range nameWords(call.Tool) {
			if !code && len(w) >= 4 && !contains(call.families, famShell) && containsWord(c.folded[lo:hi], w) {
				return true
			}
		}
		// "पहले चलाई गई SELECT से …" after {"query": "SELECT …"}: the
		// object run is the statement the call carried, named by its
		// opening keyword as the call wrote it.
		for _, w := range call.statementHeads() {
			if wordIn(c.masked[lo:hi], w) {
				return true
			}
		}
	}
	return false
}

// statementHeads returns the opening keywords of the statements a call's
// arguments carry: a string value that opens with a word of four or more
// capital letters and a space ({"query": "SELECT invoice_no …"} gives
// SELECT). Cached per call: ranQuery asks for every run verb of the reply.
func (ci *callInfo) statementHeads() []string {
	if ci.headsDone {
		return ci.heads
	}
	ci.headsDone = true
	a := ci.Args
	for i := 0; i < len(a); i++ {
		if a[i] != '"' || i > 0 && a[i-1] == '\\' {
			continue
		}
		j := i + 1
		for j < len(a) && a[j] >= 'A' && a[j] <= 'Z' {
			j++
		}
		if j-i-1 >= 4 && j < len(a) && a[j] == ' ' && !slices.Contains(ci.heads, a[i+1:j]) {
			ci.heads = append(ci.heads, a[i+1:j])
		}
		i = j - 1
	}
	return ci.heads
}

// nextField returns the first space-separated word of s and the rest,
// without a slice of all of them.
func nextField(s string) (string, string) {
	s = strings.TrimLeft(s, " \t\n")
	i := strings.IndexAny(s, " \t\n")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}
