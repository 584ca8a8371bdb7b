package verify

import "strings"

// familyKeys maps a built-in family to the name fragments that put a
// tool in it, so that "run_command", "read_file", "web_fetch" and
// "grep" back the same claims as shell, file_read, http_fetch and
// search_files.
var familyKeys = [][2]string{
	{famShell, "shell"}, {famShell, "bash"}, {famShell, "exec"}, {famShell, "command"}, {famShell, "terminal"},
	{famShell, "run"}, {famShell, "cmd"},
	{famRead, "read"}, {famRead, "cat"}, {famRead, "open_file"}, {famRead, "view_file"}, {famRead, "get_file"},
	{famWrite, "write"}, {famWrite, "save"}, {famWrite, "create_file"}, {famWrite, "edit"}, {famWrite, "append"},
	{famList, "list_dir"}, {famList, "ls"}, {famList, "list_files"}, {famList, "listdir"}, {famList, "list_directory"},
	{famList, "dir"}, {famList, "tree"},
	{famSearch, "search"}, {famSearch, "grep"}, {famSearch, "find"}, {famSearch, "lookup"},
	{famFetch, "fetch"}, {famFetch, "http"}, {famFetch, "browse"}, {famFetch, "url"}, {famFetch, "curl"},
	{famFetch, "download"}, {famFetch, "scrape"}, {famFetch, "page"},
}

// nameWords splits a tool name at _ - . and spaces into lowercase words.
// A Chinese or Japanese name is written without those marks, its noun and
// its verb of looking run together (税务局查询, 顧客照会, 在庫検索): the
// verb is split off as get_ and _query are, so that the noun (税务局)
// names the tool's topic as "stock price" names get_stock_price's.
func nameWords(name string) []string {
	lower := strings.ToLower(name)
	// Replace copies the name even when it holds none of the verbs: it
	// is asked only of names with a byte outside ASCII.
	for i := 0; i < len(lower); i++ {
		if lower[i] >= 0x80 {
			lower = cjkLookVerbs.Replace(lower)
			break
		}
	}
	return strings.FieldsFunc(lower, func(r rune) bool {
		return r == '_' || r == '-' || r == '.' || r == ' ' || r == '/' || r == ':'
	})
}

// cjkLookVerbs marks off the verbs of looking and reading that end Chinese
// and Japanese tool names, as _ marks off get_ and _query; they are
// verbWords too.
var cjkLookVerbs = strings.NewReplacer("查询", "_查询", "照会", "_照会", "検索", "_検索", "取得", "_取得")

// verbWords are name words that say how a tool works rather than what it
// concerns; they are dropped when a tool name becomes a topic phrase, so
// that get_stock_price is mentioned as "stock price".
var verbWords = wordSet("get fetch list read run do query lookup look up check call find the current api tool search web set make create 查询 照会 検索 取得")

// toolFamilies returns the families a tool belongs to: the built-in
// families its name suggests, its own "tool:<name>" family, and its
// content words (weather, stock), which the topic lexicon refers to.
func toolFamilies(name string) []string {
	lower := strings.ToLower(name)
	fams := []string{"tool:" + lower}
	words := nameWords(lower)
	for _, fk := range familyKeys {
		match := false
		if strings.Contains(fk[1], "_") {
			match = strings.Contains(lower, fk[1])
		} else {
			for _, w := range words {
				match = match || w == fk[1] || (len(fk[1]) >= 4 && strings.HasPrefix(w, fk[1]))
			}
		}
		if match && !contains(fams, fk[0]) {
			fams = append(fams, fk[0])
		}
	}
	for _, w := range words {
		if !verbWords[w] && !contains(fams, w) {
			fams = append(fams, w)
		}
		// mail_inbox is an email tool, pg_sql a database one: the topic
		// lexicon's families have other words for the same thing.
		if a := familyAliases[w]; a != "" && !contains(fams, a) {
			fams = append(fams, a)
		}
		// list_orders concerns what the topic nouns call "order".
		if s, ok := strings.CutSuffix(w, "s"); ok && len(s) >= 3 && !strings.HasSuffix(s, "s") && !verbWords[s] && !contains(fams, s) {
			fams = append(fams, s)
		}
	}
	return fams
}

// familyAliases map name words of tools to the topic family they belong
// to under another word.
var familyAliases = wordPairs("mail=email;inbox=email;mailbox=email;gmail=email;outlook=email;correo=email;sql=db;postgres=db;" +
	"mysql=db;sqlite=db;database=db;calendario=calendar;agenda=calendar;")

// genericNameWords are content words of tool names that say nothing of
// what the tool concerns: "I checked the data" names no tool. toolTerms
// asks only of words of four letters or more that are no verbWords.
var genericNameWords = wordSet("data info information status service services system systems tools report reports record records result results detail details summary item items user users account accounts manager client server apps internal external latest history logs event events error errors lists request requests response value values config settings from with")

//go:noinline
func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// toolTerms returns terms that name the record's tools: the name itself
// ("list_dir", "get_weather") as a strong mention and, for tools outside the
// built-in families, the name's content words ("stock price") as a weak one.
func toolTerms(names []string) []term {
	var out []term
	seen := map[string]bool{}
	for _, n := range names {
		lower := strings.ToLower(n)
		if seen[lower] || len(lower) < 2 {
			continue
		}
		seen[lower] = true
		fam := "tool:" + lower
		out = append(out, term{text: lower, kind: kindUse, family: fam})
		words := nameWords(lower)
		if len(words) > 1 {
			out = append(out, term{text: strings.Join(words, " "), kind: kindUse, family: fam})
		}
		var content []string
		for _, w := range words {
			if !verbWords[w] {
				content = append(content, w)
			}
		}
		builtin := false
		for _, f := range toolFamilies(lower) {
			builtin = builtin || isBuiltinFamily(f)
		}
		if len(content) > 0 && !builtin {
			p := strings.Join(content, " ")
			if len(p) >= 4 {
				out = append(out, term{text: p, kind: kindWeak, family: fam})
			}
			// One distinctive word of the name names the tool's topic
			// too, as the object of a look-up verb: "I also checked the
			// crash dashboard" claims crash_reports (see topicNounTerms).
			for _, w := range content {
				if len(content) > 1 && len(w) >= 4 && !genericNameWords[w] && actionWords[w] == "" {
					out = append(out, term{text: w, kind: kindWeak, family: w, look: true})
				}
			}
		}
	}
	return out
}

// It stays a call for the release binary's size (size15).
//
//go:noinline
func isBuiltinFamily(f string) bool {
	switch f {
	case famShell, famRead, famWrite, famList, famSearch, famFetch:
		return true
	}
	return false
}
