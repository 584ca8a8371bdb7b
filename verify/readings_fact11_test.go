package verify

import (
	"testing"
)

// fact11Case is a reply checked against several calls, each cited at the
// reply's end.
type fact11Case struct {
	name, lang, request string
	calls               []testCall
	reply               string
	want                bool
	rule                string // when set, only a finding by this rule counts
}

func runFact11(t *testing.T, cases []fact11Case) {
	t.Helper()
	runFactCases(t, cases, true)
}

// runFactCases checks each case's fact_mismatch against its want; with
// cite, every call's receipt is appended to the reply, else the reply
// places its own ({{receipt:c1}} in its text).
func runFactCases(t *testing.T, cases []fact11Case, cite bool) {
	t.Helper()
	for _, tt := range cases {
		reply := tt.reply
		for i := range tt.calls {
			if cite {
				reply += " {{receipt:c" + string(rune('1'+i)) + "}}"
			}
		}
		rep := checkCalls(t, tt.lang, tt.request, reply, tt.calls)
		if got := hasFinding(rep, FactMismatch, tt.rule); got != tt.want {
			t.Errorf("%s: fact_mismatch found %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
}

// A number written as a count of a call's items but far above that count
// is a value, and is held to the results as values are.
func TestFact11FarCountIsValue(t *testing.T) {
	listing := countedCall("list_dir", `{"path": "docs"}`, "intro.md\nsetup.md\nfaq.md\n", 3)
	lines := countedCall("shell", `{"cmd": "wc -l src/parser.c"}`, "2417 src/parser.c\n", -1)
	runFact11(t, []fact11Case{
		{"zh lines misread", "zh", "docs 里有什么？src/parser.c 多长？", []testCall{listing, lines},
			"docs 里有 3 个文件。`src/parser.c` 有 2471 行。", true, ""},
		{"zh lines right", "zh", "docs 里有什么？src/parser.c 多长？", []testCall{listing, lines},
			"docs 里有 3 个文件。`src/parser.c` 有 2417 行。", false, ""},
		{"ja lines misread", "ja", "docs の中身と src/parser.c の行数は？", []testCall{listing, lines},
			"docs には 3 個のファイルがあります。src/parser.c は 2427 行です。", true, ""},
		{"en lines misread", "en", "What's in docs, and how long is src/parser.c?", []testCall{listing, lines},
			"docs holds 3 files, and src/parser.c has 2471 lines.", true, ""},
		{"en lines, a number of the user's", "en", "What's in docs? Is src/parser.c over 5000 lines?", []testCall{listing, lines},
			"docs holds 3 files; src/parser.c is well under 5000 lines.", false, ""},
	})
}

// A row named in Devanagari by its Latin key ("करनाल" for Karnal), marked
// by a postposition as what the value is of, is the row the value is held
// to.
func TestFact11DevanagariRowKey(t *testing.T) {
	prices := countedCall("mandi_prices", `{"crop": "mustard", "state": "Rajasthan"}`,
		"market,min,max,modal\nKota,5210,5480,5390\nBundi,5150,5400,5275\nTonk,5100,5350,5220\n", 3)
	results := countedCall("db_query", `{"sql": "SELECT result, count(*) FROM exams GROUP BY 1"}`,
		" result      | count\n-------------+------\n PASS        |    51\n SUPPLEMENTARY |   4\n FAIL        |    3\n(3 rows)\n", 3)
	runFact11(t, []fact11Case{
		{"hi own row's value", "hi", "कोटा मंडी में सरसों का मॉडल भाव क्या रहा?", []testCall{prices},
			"कोटा में सरसों का मॉडल भाव ₹5,390 प्रति क्विंटल रहा।", false, ""},
		{"hi two rows, each its own value", "hi", "सबसे अच्छा भाव कहाँ मिला?", []testCall{prices},
			"सबसे अच्छा भाव कोटा का है (₹5,390), फिर बूंदी (₹5,275)।", false, ""},
		{"hi value first, a bare row word", "hi", "कितने छात्र पास हुए?", []testCall{results},
			"51 छात्र पास हुए। 4 की सप्लीमेंट्री आई है और 3 अनुत्तीर्ण हैं।", false, ""},
	})
}

// A row named in one clause stays the subject of the later clauses of its
// sentence (and of a clause after a semicolon) that name no row.
func TestFact11SentenceRowSubject(t *testing.T) {
	returns := countedCall("returns_list", `{"ids": ["RT-5101", "RT-5102", "RT-5103"]}`,
		"return_id  sku        price    deduction  refund\nRT-5101    MUG-BLU    640.00   0.00       640.00\nRT-5102    LAMP-OAK   2350.00  0.00       2350.00\nRT-5103    RUG-GRY    1890.00  90.00      1800.00\n", 3)
	runFact11(t, []fact11Case{
		{"en reason clause, own refund", "en", "How much is refunded for RT-5102?", []testCall{returns},
			"RT-5102 (LAMP-OAK) has no deduction, so the full 2350.00 is refunded.", false, ""},
		{"en second clause names another row", "en", "How much is refunded for RT-5102?", []testCall{returns},
			"RT-5102 (LAMP-OAK) has no deduction, so 2350.00 comes back; RT-5101 gets 640.00.", false, ""},
		{"en next sentence is another statement", "en", "How much is refunded for RT-5102?", []testCall{returns},
			"RT-5102 (LAMP-OAK) is refunded in full. The smallest refund is 640.00.", false, ""},
	})
}

// A CSV row keyed by a path ("/api/cart,…") is named by that path, as a
// spaced table's row already was.
func TestFact11PathRowKey(t *testing.T) {
	lat := countedCall("file_read", `{"path": "reports/latency.csv"}`,
		"endpoint,requests,p50_ms,p99_ms\n/api/cart,95512,28,142\n/api/login,30118,35,611\n/api/feed,240118,19,97\n", -1)
	runFact11(t, []fact11Case{
		{"en own p99", "en", "Which endpoint has the worst p99?", []testCall{lat},
			"Worst p99: `/api/login` at 611 ms.", false, ""},
	})
}

// A Japanese date in the era of the reign (令和7年) is the Gregorian year
// the era's base gives, held to the result as any date.
func TestFact11EraDates(t *testing.T) {
	cal := countedCall("calendar_get", `{"resident_id": "R12"}`, "- 2025-06-17 14:00 整形外科 定期受診\n", 1)
	runFact11(t, []fact11Case{
		{"ja Reiwa date, right", "ja", "次の受診はいつ？", []testCall{cal},
			"次回の受診は令和7年6月17日（火）の午後2時です。", false, "fact/date"},
		{"ja Reiwa date, day misread", "ja", "次の受診はいつ？", []testCall{cal},
			"次回の受診は令和7年6月18日の午後2時です。", true, "fact/date"},
		{"ja bare year 7 stays year 7", "ja", "次の受診はいつ？", []testCall{cal},
			"次回の受診は7年6月17日です。", true, "fact/date"},
	})
}

// A mail's Date header (RFC 5322) restated in a zone the reply names may
// fall on the next or previous day, as an ISO timestamp's does.
func TestFact11MailStampZone(t *testing.T) {
	mail := countedCall("mail_inbox", `{"folder": "inbox", "limit": 1}`,
		"From: Ana Ruiz <ana@example.com>\nDate: Thu, 12 Jun 2025 23:15:40 +0000\nSubject: Invoice\n\nPlease find the invoice attached.\n", 1)
	runFact11(t, []fact11Case{
		{"ja next day in JST", "ja", "アナさんのメールはいつ届いた？", []testCall{mail},
			"受信は日本時間で6月13日の朝8時15分です。", false, "fact/date"},
		{"en next day in IST", "en", "When did Ana's mail arrive?", []testCall{mail},
			"It arrived on 13 June at 04:45 IST.", false, "fact/date"},
		{"en two days off", "en", "When did Ana's mail arrive?", []testCall{mail},
			"It arrived on 14 June at 04:45 IST.", true, "fact/date"},
	})
}

// A hedge word that begins a title-case name inside a sentence ("Let's
// Encrypt") is the name, and hedges nothing.
func TestFact11TitleCaseHedge(t *testing.T) {
	cert := countedCall("shell", `{"cmd": "openssl x509 -noout -issuer -enddate -in site.pem"}`,
		"issuer=C = US, O = Let's Encrypt, CN = R11\nnotAfter=Jul  1 07:11:44 2025 GMT\n", -1)
	runFact11(t, []fact11Case{
		{"es issuer named, expiry misread", "es", "¿Cuándo caduca el certificado?", []testCall{cert},
			"Lo emite Let's Encrypt y caduca el 1 de agosto de 2025.", true, "fact/date"},
		{"ja issuer named, expiry misread", "ja", "証明書の期限は？", []testCall{cert},
			"証明書は Let's Encrypt 発行で、有効期限は 2025年8月1日 です。", true, "fact/date"},
		{"en issuer named, expiry right", "en", "When does the cert expire?", []testCall{cert},
			"It was issued by Let's Encrypt and expires on 1 July 2025.", false, ""},
		{"es sentence-initial hedge before a name", "es", "¿Cuándo caduca el certificado?", []testCall{cert},
			"Cuando Ana lo confirme, renuevo el que caduca el 1 de agosto de 2025.", false, "fact/date"},
	})
}
