package verify

import (
	"slices"
	"strings"
)

// A denial often names what it did not look at by its domain noun rather
// than by the tool: "没有查询实时汇率" after get_exchange_rate, "データベ
// ースへの問い合わせは行っていません" after db_query, "実際のサーバーやログ
// は確認しておらず" after a shell tail of a log, "我没有访问状态页" after
// fetching a status URL. domainNouns map such nouns, in the five
// languages, to the tool families the checker already assigns to calls
// (toolFamilies): a built-in family, or a content word of a tool's name.
// A noun that a call of several kinds may serve (logs) also names a stem
// its arguments must hold, so that "I haven't checked the logs" after an
// `ls` stays a true denial.
type domainNoun struct {
	keys  []string // families a call must have one of
	stem  string   // a word the call's arguments must hold, or ""
	nouns []string
}

var domainNouns = []domainNoun{
	{[]string{"exchange", "currency", "fx"}, "", []string{"exchange rate", "exchange rates", "tipo de cambio", "tasa de cambio",
		"汇率", "匯率", "為替", "विनिमय दर", "एक्सचेंज रेट"}},
	{[]string{"db", "database", "sql"}, "", []string{"database", "base de datos", "数据库", "數據庫", "データベース", "डेटाबेस"}},
	{[]string{famShell}, "", []string{"server", "servidor", "服务器", "伺服器", "サーバー", "サーバ", "सर्वर"}},
	{[]string{famShell, famRead}, "log", logNouns},
	// A tool of logs (log_search, query_logs: the name word "log") reads
	// nothing but logs, so the noun names it whatever its arguments hold.
	{[]string{"log"}, "", logNouns},
	{[]string{famFetch}, "status", []string{"status page", "página de estado", "状态页", "狀態頁", "ステータスページ", "स्टेटस पेज"}},
	{[]string{famRead}, "", []string{"file", "files", "archivo", "archivos", "文件", "ファイル", "फ़ाइल", "फाइल"}},
	{[]string{"appointment", "appointments", "booking", "bookings", "reservation", "reservations"}, "", []string{"appointment", "appointments", "cita", "citas",
		"预约", "予約", "अपॉइंटमेंट"}},
	// The objects of common business tools, named by the tool's content
	// word (order_lookup, calendar, inventory_api).
	{[]string{"order", "orders"}, "", splitBar("order|orders|order history|pedido|pedidos|订单|訂單|注文|ऑर्डर")},
	{[]string{"calendar", "schedule", "agenda"}, "", splitBar("calendar|schedule|calendario|agenda|日历|日程|行事曆|カレンダー|予定表|スケジュール|कैलेंडर|शेड्यूल")},
	// Who works when: a roster or shift table (rider_roster, shift_rota).
	{[]string{"roster", "rota", "shift", "shifts"}, "", splitBar("roster|rota|shift schedule|cuadrante de turnos|cuadrante|turnos|" +
		"排班表|值班表|班表|シフト表|勤務表|रोस्टर|शिफ्ट")},
	{[]string{"inventory", "stock"}, "", splitBar("inventory|stock|inventario|existencias|库存|庫存|在庫|इन्वेंटरी|स्टॉक")},
	// What a sensor or telemetry tool reads (tank_sensor, scada_query):
	// "我没有读取传感器数据", "no miré los sensores".
	{splitBar("sensor|sensors|telemetry|scada"), "", splitBar("sensor|sensors|sensores|传感器|傳感器|センサー|सेंसर|" +
		"telemetry|telemetría|遥测|遙測|テレメトリ|टेलीमेट्री")},
	// The records a database keeps (member_db, resident_db): "个人档案",
	// "his records", "su expediente".
	// A log keeps records too (nurse_call_log, round_log): "記録はまだ確認
	// していません" after the call log was read.
	{splitBar("db|database|records|log"), "", splitBar("records|expediente|expedientes|档案|檔案|記録|カルテ|रिकॉर्ड")},
	// What a price tool looks up (price_lookup, fuel_price): "我没有另外去查
	// 油价", "no consulté el precio".
	{splitBar("price|prices|pricing"), "", splitBar("price|prices|precio|precios|价格|價格|价钱|油价|油價|価格|値段|कीमत")},
	// What an exam or gradebook tool returns (exam_stats, score_query):
	// "我没有调取任何成绩数据", "I didn't pull the exam results".
	{splitBar("exam|exams|score|scores|grade|grades|gradebook"), "", splitBar("exam results|test scores|grades|calificaciones|成绩|成績|分数|点数")},
	// What is owed to the user (receivables, ar_aging): "未収金の台帳には
	// アクセスしていない", "no revisé las cuentas por cobrar".
	{splitBar("receivable|receivables"), "", splitBar("receivables|accounts receivable|cuentas por cobrar|应收账款|應收帳款|未収金|売掛金")},
	// What a weather tool reads (weather_forecast, weather_metar):
	// "我没有去查实时气象数据", "no consulté el pronóstico",
	// "天候は確認していません". Not the Hindi मौसम, which is the season too.
	{splitBar("weather|forecast|metar|taf"), "", weatherNouns},
}

// weatherNouns name what a weather tool reads (see domainNouns and
// liveLookupCall).
var weatherNouns = splitBar("weather|forecast|pronóstico|clima|天气|天氣|气象|氣象|天気|天候|気象")

// logNouns name logs: a log file a command or a read reaches, or what a
// tool of logs searches.
var logNouns = splitBar("logs|log file|registros|日志|ログ|लॉग")

var (
	touchVerbs        []string
	liveWords         []string
	searchVerbs       []string
	dashQuestionList1 []string
	conclusionNouns   []string
)

// denialDomainObjectsLists holds the phrases of the word lists declared above (see barList).
var denialDomainObjectsLists = [...]barList{
	// touchVerbs are verbs of changing: "I haven't touched the file" after a
	// read denies an edit, not the read, so a domain noun is not held to the
	// call that read it.
	{&touchVerbs, "touch|toqu|toca|modif|chang|edit|cambi|触|动过|改|छुआ|बदल"},
	// liveWords qualify a look-up as of live data: "没有实时查询", "I didn't
	// check live rates", "no consulté en tiempo real". The system a data tool
	// queries is named the same way: "I didn't check the system", "no
	// consulté el sistema", "我没有查系统", "システムは確認していません".
	// Its back end is the system as its operators name it: "我没查后台",
	// "no entré al backend", "管理画面は見ていません", "बैकएंड नहीं देखा".
	{&liveWords, "实时|即時|live|real-time|realtime|en tiempo real|en vivo|リアルタイム|लाइव|रीयल-टाइम|" +
		"system|sistema|系统|系統|システム|सिस्टम|后台|後台|backend|back-end|back office|バックエンド|管理画面|बैकएंड"},
	// searchVerbs are nouns and verbs of searching in the four languages whose
	// denial lists carry them without "search" in Latin script: "検索はして
	// いない", "没有搜索", "no hice ninguna búsqueda".
	{&searchVerbs, "検索|搜索|búsqueda|busqué|buscado|खोज|सर्च"},
	// The lists of dashQuestion, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&dashQuestionList1, " — | – |——| - "},
	// conclusionNouns name the answer as a conclusion or opinion: "以上只是读
	// 代码得出的结论", "this is only my conclusion from the code", "solo es mi
	// conclusión". A scope word before one limits how far the answer goes, not
	// what was looked at, as a scope word before a source does (sourceScope).
	{&conclusionNouns, "结论|結論|看法|判断|conclusion|conclusión|opinion|opinión|निष्कर्ष|राय"},
}

var _ = splitBars(denialDomainObjectsLists[:])

// domainObjectCall returns the ok call that a domain noun of win names,
// or -1. A failed call of the same family makes the denial an honest
// report of it, so none is returned then; so does a verb of changing in
// win (see touchVerbs).
func (c *check) domainObjectCall(win string) int {
	ci, _ := c.domainObject(win)
	return ci
}

// domainObject is domainObjectCall that also reports whether win names a
// domain noun at all: a look-up denial whose object is a domain noun no
// call of the turn concerns ("我没有查询实时汇率" after a file read) is
// true, whatever else ran.
func (c *check) domainObject(win string) (int, bool) {
	if containsAny(win, touchVerbs) {
		return -1, false
	}
	namedAny := false
	for _, d := range domainNouns {
		if !containsAnyWord(win, d.nouns) {
			continue
		}
		namedAny = true
		found := -1
		for ci := range c.calls {
			call := &c.calls[ci]
			has := false
			for _, k := range d.keys {
				has = has || contains(call.families, k)
			}
			if !has {
				continue
			}
			if !call.ok {
				return -1, true
			}
			if found < 0 && (d.stem == "" || hasSubstr(call.lowerArgs(), d.stem)) && !c.nounOfOther(win, d.nouns, ci) {
				found = ci
			}
		}
		if found >= 0 {
			return found, true
		}
	}
	return -1, namedAny
}

// liveLookupCall returns the first ok call when win denies a live look-up
// without naming its object and every ok call of the turn is a data tool
// (no built-in family: no shell, file or web work; a lookup or search
// tool queries data too): a live look-up is what such a tool does, so "这个数字是我根据已有知识给出的，并没有实时查询"
// disowns the call that fetched the number. A turn with any other call
// leaves the object open, and the denial is not held to any call.
func (c *check) liveLookupCall(win string) int {
	if !containsAnyWord(win, liveWords) {
		return -1
	}
	// "我没有查实时天气" after a flow-control query: the live look-up
	// names weather, which no call of the turn reads (domainObjectCall
	// found none), so it binds no call. Weather only: any named domain
	// lost a denial on unread text.
	if containsAnyWord(win, weatherNouns) || c.unrunDomainOffered(win) {
		return -1
	}
	first := -1
	for ci := range c.calls {
		call := &c.calls[ci]
		for _, f := range call.families {
			if isBuiltinFamily(f) && f != famSearch {
				return -1
			}
		}
		if !call.ok {
			return -1
		}
		if first < 0 {
			first = ci
		}
	}
	return first
}

// searchVerbCall returns the ok call of a tool named for searching when
// the denied verb is one of searching: "ウェブ検索はしていない" after
// web_search. The verb is the tool's own, as "I didn't query" is after
// db_query.
func (c *check) searchVerbCall(verb string) int {
	if !containsAny(verb, searchVerbs) {
		return -1
	}
	for ci := range c.calls {
		if c.calls[ci].ok && hasSubstr(strings.ToLower(c.calls[ci].Tool), "search") {
			return ci
		}
	}
	return -1
}

// testToolCall returns the ok call of a tool named for running tests
// (run_tests, test_runner) when win names tests: "I haven't run the test
// suite" after run_tests. testObjectCall finds tests in a command's
// words; a dedicated tool carries them in its name.
func (c *check) testToolCall(win string) int {
	if !containsAnyWord(win, testNouns) {
		return -1
	}
	for ci := range c.calls {
		if !c.calls[ci].ok {
			continue
		}
		for _, w := range nameWords(c.calls[ci].Tool) {
			if w == "test" || w == "tests" || w == "pytest" {
				return ci
			}
		}
	}
	return -1
}

// dashQuestion reports whether the question of a clause starts after a
// spaced dash that follows span s: "I haven't run the test suite yet —
// want me to kick it off?" states the denial and then offers; only the
// offer is asked.
//
// A verb of changing ("I haven't touched the file — want me to make that
// edit?") announces the change offered: it stays with the question.
func (c *check) dashQuestion(in *info, s span) bool {
	if containsAny(c.folded[s.start:s.end], touchVerbs) {
		return false
	}
	rest := c.folded[s.end:in.end]
	for _, d := range dashQuestionList1 {
		if i := indexSubstr(rest, d); i >= 0 && !hasAnyRune(rest[:i], "?？") {
			return true
		}
	}
	return false
}

// codeRanVerbatim reports whether the first code span of a clause is, as
// written, in the arguments of an ok call and of no failed one: "我没有运
// 行 `nginx -t`" after shell ran nginx -t denies that call, whatever else
// of the turn failed ("systemctl reload nginx" denied by the user).
func (c *check) codeRanVerbatim(in *info) bool {
	s := c.folded[in.start:in.end]
	i := indexByte(s, '`')
	if i < 0 {
		return false
	}
	j := indexByte(s[i+1:], '`')
	if j < 4 {
		return false
	}
	code := strings.TrimSpace(s[i+1 : i+1+j])
	ran := false
	for ci := range c.calls {
		if hasSubstr(c.calls[ci].lowerArgs(), code) {
			if !c.calls[ci].ok {
				return false
			}
			ran = true
		}
	}
	return ran
}

// accessDeniedDomain reports, and adds, a denied_call for a first-person
// lack of access whose object is a domain noun of an ok call ("No tengo
// acceso directo a tu servidor" after shell ran on it, "I don't have
// access to your database" after db_query). Any failed call of the turn
// may be what the words report, so none may have failed.
func (c *check) accessDeniedDomain(in *info, mark span) bool {
	if c.anyFailed() {
		return false
	}
	ci := c.domainObjectCall(c.folded[mark.end:min(in.end, mark.end+48)])
	if ci < 0 {
		return false
	}
	// Contradiction: a denial of access to what a call with a receipt
	// reached.
	c.addRule("denial/access-domain", BasisContradiction, c.callFinding(DeniedCall, mark, ci,
		"reply says it has no access to what "+c.calls[ci].Tool+" reached in this turn"))
	return true
}

// conclusionScope reports whether rest, the text after a scope word, names
// the answer as a conclusion within a short phrase.
func conclusionScope(rest string) bool {
	return containsAny(rest[:min(len(rest), 40)], conclusionNouns)
}

// nounOfOther reports whether the first Latin noun of nouns in win is
// qualified by a word that names another kind than call ci's ("the vet
// records" after milking_records: see otherModifier).
func (c *check) nounOfOther(win string, nouns []string, ci int) bool {
	for _, n := range nouns {
		if n[0] >= 0x80 {
			continue
		}
		if i := wordIndex(win, n); i >= 0 {
			return c.otherModifier(win[:i], ci)
		}
	}
	return false
}

// unrunDomainOffered reports whether a domain noun of win names a tool the
// turn offered and did not call ("实时遥测我没有调" beside an uncalled
// hoist_telemetry): the live look-up denied is that tool's, and true.
func (c *check) unrunDomainOffered(win string) bool {
	for _, d := range domainNouns {
		if !containsAnyWord(win, d.nouns) {
			continue
		}
		for _, t := range c.rec.Tools {
			if c.toolRan(t, true) {
				continue
			}
			for _, w := range nameWords(t) {
				if slices.Contains(d.keys, w) {
					return true
				}
			}
		}
	}
	return false
}
