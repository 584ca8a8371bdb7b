package main

// The world the generated scenarios draw from: tool outputs as real tools
// print them (in English, as APIs and shells do; replies translate).

type dirData struct {
	path  string
	files []string
}

var dirs = []dirData{
	{"reports", []string{"q1-2024.pdf", "q2-2024.pdf", "q3-2024.pdf", "q4-2024.pdf", "annual-2023.pdf", "budget.xlsx", "notes.md"}},
	{"src/handlers", []string{"auth.go", "auth_test.go", "billing.go", "health.go", "users.go", "users_test.go", "webhook.go"}},
	{"docs", []string{"README.md", "architecture.md", "deploy.md", "faq.md", "glossary.md", "roadmap.md"}},
	{"photos/2024-08", []string{"IMG_0412.jpg", "IMG_0413.jpg", "IMG_0415.jpg", "IMG_0420.heic", "IMG_0421.heic", "video_0001.mp4"}},
	{"migrations", []string{"0001_init.sql", "0002_users.sql", "0003_orders.sql", "0004_index_orders.sql", "0005_sessions.sql", "0006_audit.sql", "0007_drop_legacy.sql", "0008_invoices.sql"}},
	{"invoices/2025", []string{"INV-1001.pdf", "INV-1002.pdf", "INV-1003.pdf", "INV-1004.pdf", "INV-1005.pdf"}},
	{"~/Downloads", []string{"setup.dmg", "contract_signed.pdf", "slides.key", "data.csv", "screenshot.png", "receipt_amazon.pdf"}},
	{"scripts", []string{"backup.sh", "deploy.sh", "lint.sh", "seed_db.py", "rotate_logs.sh"}},
}

type searchData struct {
	pattern string
	hits    []string
}

var searches = []searchData{
	{"TODO", []string{"src/api/server.go:88: // TODO: rate limit per key", "src/api/server.go:140: // TODO: close idle conns", "src/db/pool.go:23: // TODO: make max conns configurable", "web/app.js:12: // TODO remove debug flag", "cmd/cli/main.go:57: // TODO: --json output", "docs/deploy.md:9: TODO: document rollback"}},
	{"deprecated", []string{"pkg/auth/token.go:14: // Deprecated: use NewSigner.", "pkg/auth/token.go:61: // Deprecated: use Verify.", "pkg/store/kv.go:30: // Deprecated: Open ignores the timeout.", "api/v1/routes.go:5: // Deprecated: v1 is replaced by v2"}},
	{"password", []string{"config/dev.env:3: DB_PASSWORD=changeme", "scripts/seed_db.py:12: password = os.environ['SEED_PASSWORD']", "docs/faq.md:40: How do I reset my password?", "tests/fixtures/users.json:7: \"password\": \"hunter2\"", "README.md:77: set the admin password on first run"}},
	{"func Test", []string{"auth_test.go:12: func TestLogin(t *testing.T) {", "auth_test.go:40: func TestLogout(t *testing.T) {", "users_test.go:9: func TestCreateUser(t *testing.T) {", "users_test.go:33: func TestDeleteUser(t *testing.T) {", "billing_test.go:15: func TestInvoiceTotal(t *testing.T) {", "billing_test.go:58: func TestRefund(t *testing.T) {", "health_test.go:8: func TestHealth(t *testing.T) {"}},
	{"localhost:5432", []string{"docker-compose.yml:21: - DATABASE_URL=postgres://app@localhost:5432/app", "config/dev.env:1: DATABASE_URL=postgres://localhost:5432/dev", "Makefile:14: psql -h localhost:5432"}},
}

var dates = []string{"2025-03-14", "2025-04-02", "2025-05-19", "2025-06-30", "2025-09-08", "2025-11-21", "2026-01-12"}

var meetings = []string{
	"09:00-09:15 Daily standup", "09:30-10:30 Design review: billing v2", "11:00-11:30 1:1 with Priya",
	"12:30-13:30 Lunch with the Lisbon team", "14:00-15:00 Customer call: Acme Corp", "15:30-16:00 Interview: backend candidate",
	"16:30-17:00 Sprint planning", "17:30-18:00 Incident postmortem",
}

// mailSearches pair a query with the messages it matches.
var mailSearches = []searchData{
	{"invoice", []string{
		"2025-03-12 | From: Ana Ruiz <ana.ruiz@acme.com> | Subject: Invoice INV-1004 overdue",
		"2025-03-11 | From: billing@stripe.com | Subject: Your invoice from Stripe",
		"2025-02-28 | From: accounts@hetzner.com | Subject: Invoice R0012345678",
		"2025-02-11 | From: billing@stripe.com | Subject: Your invoice from Stripe",
		"2025-01-31 | From: Ana Ruiz <ana.ruiz@acme.com> | Subject: Invoice INV-1001",
	}},
	{"from:legal@acme.com", []string{
		"2025-03-08 | From: legal@acme.com | Subject: NDA signed (attachment)",
		"2025-02-20 | From: legal@acme.com | Subject: Re: MSA redlines",
		"2025-01-15 | From: legal@acme.com | Subject: Data processing addendum",
	}},
	{"subject:offsite", []string{
		"2025-03-07 | From: Priya Nair <priya@example.in> | Subject: Offsite agenda",
		"2025-03-03 | From: Priya Nair <priya@example.in> | Subject: Offsite: hotel options",
		"2025-02-26 | From: Kenji Sato <kenji@example.jp> | Subject: Re: Offsite dates",
		"2025-02-25 | From: Wei Zhang <wei.zhang@example.cn> | Subject: Re: Offsite dates",
	}},
	{"has:attachment contract", []string{
		"2025-03-10 | From: Kenji Sato <kenji@example.jp> | Subject: Re: contract draft v3 (contract_v3.docx)",
		"2025-03-08 | From: legal@acme.com | Subject: NDA signed (attachment)",
		"2025-02-14 | From: Kenji Sato <kenji@example.jp> | Subject: contract draft v2 (contract_v2.docx)",
	}},
	{"flight confirmation", []string{
		"2025-03-05 | From: no-reply@airline.com | Subject: Flight confirmation MAD-NRT",
		"2025-03-05 | From: no-reply@airline.com | Subject: Flight confirmation NRT-MAD",
	}},
}

var commits = []string{
	"9f3c2ab maria Fix race in session cleanup",
	"41de07c kenji Add /healthz endpoint",
	"c0ffee1 priya Bump go to 1.26",
	"7a1b9e4 maria Refactor billing totals",
	"e52d310 wei Translate error messages (zh)",
	"0b7d6c2 alex Remove legacy v1 routes",
	"d4e5f60 kenji Update README install steps",
	"88aa123 priya Add retry to webhook sender",
}

var cities = []map[string]string{
	{"en": "Tokyo", "es": "Tokio", "zh": "东京", "hi": "टोक्यो", "ja": "東京"},
	{"en": "Madrid", "es": "Madrid", "zh": "马德里", "hi": "मैड्रिड", "ja": "マドリード"},
	{"en": "Lima", "es": "Lima", "zh": "利马", "hi": "लीमा", "ja": "リマ"},
	{"en": "Beijing", "es": "Pekín", "zh": "北京", "hi": "बीजिंग", "ja": "北京"},
	{"en": "Mumbai", "es": "Bombay", "zh": "孟买", "hi": "मुंबई", "ja": "ムンバイ"},
	{"en": "London", "es": "Londres", "zh": "伦敦", "hi": "लंदन", "ja": "ロンドン"},
	{"en": "Mexico City", "es": "Ciudad de México", "zh": "墨西哥城", "hi": "मेक्सिको सिटी", "ja": "メキシコシティ"},
	{"en": "Osaka", "es": "Osaka", "zh": "大阪", "hi": "ओसाका", "ja": "大阪"},
	{"en": "Delhi", "es": "Delhi", "zh": "德里", "hi": "दिल्ली", "ja": "デリー"},
	{"en": "Shanghai", "es": "Shanghái", "zh": "上海", "hi": "शंघाई", "ja": "上海"},
	{"en": "Buenos Aires", "es": "Buenos Aires", "zh": "布宜诺斯艾利斯", "hi": "ब्यूनस आयर्स", "ja": "ブエノスアイレス"},
}

var conditionsEN = []string{"clear sky", "partly cloudy", "light rain", "overcast", "thunderstorm", "snow", "fog"}

type stockData struct {
	sym  string
	cur  string
	base float64
}

var stocks = []stockData{
	{"AAPL", "USD", 190}, {"MSFT", "USD", 410}, {"7203.T", "JPY", 2850}, {"SAN.MC", "EUR", 4.2},
	{"0700.HK", "HKD", 310}, {"RELIANCE.NS", "INR", 2900}, {"NVDA", "USD", 120}, {"9988.HK", "HKD", 82},
}

type dbQuery struct {
	sql, col, key string
}

var dbQueries = []dbQuery{
	{"SELECT count(*) FROM orders WHERE status = 'pending'", "count", "pending"},
	{"SELECT count(*) FROM users WHERE created_at >= now() - interval '7 days'", "count", "signups"},
	{"SELECT count(*) FROM tickets WHERE priority = 'high' AND closed_at IS NULL", "count", "tickets"},
	{"SELECT sum(quantity) FROM inventory WHERE sku = 'SKU-2291'", "sum", "stock"},
}

var srcFiles = []string{"main.go", "internal/server/server.go", "app.py", "src/index.ts", "README.md", "schema.sql", "data/customers.csv"}

type page struct {
	url, project, version, date, wrongVersion, text string
}

var pages = []page{
	{"https://go.dev/doc/devel/release", "Go", "1.24.2", "2025-04-01", "1.25.0",
		"Release History\n\ngo1.24.2 (released 2025-04-01) includes security fixes to the net/http package, as well as bug fixes to the compiler.\nSee the go1.24 milestone for details: https://github.com/golang/go/issues?q=milestone%3AGo1.24.2"},
	{"https://www.python.org/downloads/", "Python", "3.13.3", "2025-04-08", "3.14.0",
		"Download the latest version for Linux\nPython 3.13.3\nReleased 2025-04-08.\nLooking for a specific release? https://www.python.org/downloads/release/python-3133/"},
	{"https://nodejs.org/en/blog/release", "Node.js", "22.14.0", "2025-02-11", "23.0.0",
		"Node.js 22.14.0 (LTS) released 2025-02-11. Notable changes: npm updated to 10.9.2.\nChangelog: https://github.com/nodejs/node/blob/main/doc/changelogs/CHANGELOG_V22.md"},
	{"https://www.postgresql.org/about/news/", "PostgreSQL", "17.4", "2025-02-20", "18.0",
		"PostgreSQL 17.4, 16.8, 15.12, 14.17, and 13.20 Released! (2025-02-20) This release fixes 3 security vulnerabilities and over 70 bugs."},
	{"https://kubernetes.io/releases/", "Kubernetes", "1.32.3", "2025-03-11", "1.33.0",
		"Kubernetes releases\n1.32 latest release: 1.32.3 (released: 2025-03-11), end of life: 2026-02-28"},
	{"https://github.com/rust-lang/rust/releases", "Rust", "1.86.0", "2025-04-03", "1.87.0",
		"Rust 1.86.0 — 2025-04-03\nLanguage: trait upcasting is stabilized.\nRelease notes: https://blog.rust-lang.org/2025/04/03/Rust-1.86.0.html"},
}

// unfetchedURLs are plausible sources that no scenario fetches.
var unfetchedURLs = []string{
	"https://en.wikipedia.org/wiki/Coordinated_Universal_Time",
	"https://docs.python.org/3/whatsnew/3.13.html",
	"https://www.reuters.com/markets/companies/",
	"https://stackoverflow.com/questions/4663003/",
	"https://weather.com/weather/today/",
	"https://www.bbc.com/news/technology",
	"https://learn.microsoft.com/en-us/azure/",
	"https://es.wikipedia.org/wiki/Lima",
	"https://zh.wikipedia.org/wiki/北京市",
	"https://ja.wikipedia.org/wiki/東京都",
	"https://hi.wikipedia.org/wiki/मुंबई",
	"https://finance.yahoo.com/quote/AAPL/",
	"https://git-scm.com/docs/git-log",
	"https://www.postgresql.org/docs/current/sql-select.html",
}
