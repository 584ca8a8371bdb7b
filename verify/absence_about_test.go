package verify

import (
	"encoding/json"
	"testing"
)

// TestAbsenceAbout: the tenth-session readings of what an absence is
// about, each as a twin: the same claim over a result whose scoped subset
// is empty (no finding) and over one that holds an item of it (a
// false_absence).
func TestAbsenceAbout(t *testing.T) {
	releases := "2025-01-14 libfoo 2.3 released\n2025-04-02 libfoo 2.4 released"
	releasesLater := releases + "\n2025-06-20 libfoo 2.5 released"
	rooms := "room,floor,status\nR-12,2,AVAILABLE\nR-14,2,BOOKED"
	roomsBooked := "room,floor,status\nR-12,2,BOOKED\nR-14,2,BOOKED"
	env := "DB_HOST=db.internal\nAPI_TOKEN=\nLOG_LEVEL=info"
	envSet := "DB_HOST=db.internal\nAPI_TOKEN=abc123\nLOG_LEVEL=info"
	scan := "app:1.8 (alpine 3.20)\nTotal: 3 (MEDIUM: 3, CRITICAL: 0)\nlibssl CVE-2025-1111 MEDIUM\nzlib CVE-2025-2222 MEDIUM\nbusybox CVE-2025-3333 MEDIUM"
	scanCrit := "app:1.8 (alpine 3.20)\nTotal: 3 (MEDIUM: 2, CRITICAL: 1)\nlibssl CVE-2025-1111 CRITICAL\nzlib CVE-2025-2222 MEDIUM\nbusybox CVE-2025-3333 MEDIUM"
	ls := "old_a.csv\nold_b.csv\nold_c.csv"
	for _, tt := range []struct {
		name, lang, request, tool, args, result, reply string
		extra                                          []testCall
		want                                           bool
	}{
		// A window anchored on the item just reported ("since then").
		{"en since then, none later", "en", "Latest libfoo release?", "http_fetch", `{"url":"https://libfoo.example/releases"}`, releases,
			"The newest is libfoo 2.4, released on April 2, 2025. Nothing new has come out since then. {{receipt:c1}}", nil, false},
		{"en since then, a later one", "en", "Latest libfoo release?", "http_fetch", `{"url":"https://libfoo.example/releases"}`, releasesLater,
			"The newest is libfoo 2.4, released on April 2, 2025. Nothing new has come out since then. {{receipt:c1}}", nil, true},
		{"ja それ以降, none later", "ja", "libfoo の最新リリースは？", "http_fetch", `{"url":"https://libfoo.example/releases"}`, releases,
			"最新は 2025-04-02 公開の libfoo 2.4 です。それ以降の新しいリリースはありません。{{receipt:c1}}", nil, false},
		{"ja それ以降, a later one", "ja", "libfoo の最新リリースは？", "http_fetch", `{"url":"https://libfoo.example/releases"}`, releasesLater,
			"最新は 2025-04-02 公開の libfoo 2.4 です。それ以降の新しいリリースはありません。{{receipt:c1}}", nil, true},
		{"hi इसके बाद, none later", "hi", "libfoo की सबसे नई रिलीज़ कौन-सी है?", "http_fetch", `{"url":"https://libfoo.example/releases"}`, releases,
			"सबसे नया libfoo 2.4 है, जो 2025-04-02 को आया। इसके बाद कोई नई रिलीज़ नहीं आई। {{receipt:c1}}", nil, false},
		{"hi इसके बाद, a later one", "hi", "libfoo की सबसे नई रिलीज़ कौन-सी है?", "http_fetch", `{"url":"https://libfoo.example/releases"}`, releasesLater,
			"सबसे नया libfoo 2.4 है, जो 2025-04-02 को आया। इसके बाद कोई नई रिलीज़ नहीं आई। {{receipt:c1}}", nil, true},

		// Hindi खाली as "free to book" over a result of available items.
		{"hi खाली restates AVAILABLE", "hi", "कल कौन-सा कमरा खाली है?", "room_status", `{"date":"2025-09-03"}`, rooms,
			"कल दूसरी मंज़िल के कमरे खाली हैं। {{receipt:c1}}", nil, false},
		{"hi खाली over rooms all BOOKED", "hi", "कल कौन-सा कमरा खाली है?", "room_status", `{"date":"2025-09-03"}`, roomsBooked,
			"कल दूसरी मंज़िल के कमरे खाली हैं। {{receipt:c1}}", nil, true},

		// A named field held empty by another call than the one cited.
		{"es field empty in the other call", "es", "¿Qué variables tiene .env.example?", "list_dir", `{"path":"deploy"}`, "Dockerfile\n.env.example",
			"En `deploy` hay 2 archivos {{receipt:c1}}. `API_TOKEN` está vacío; hay que rellenarlo. {{receipt:c1}}",
			[]testCall{{ID: "c2", Tool: "file_read", Args: json.RawMessage(`{"path":"deploy/.env.example"}`), Status: "ok", Result: env}}, false},
		{"es field set in the other call", "es", "¿Qué variables tiene .env.example?", "list_dir", `{"path":"deploy"}`, "Dockerfile\n.env.example",
			"En `deploy` hay 2 archivos {{receipt:c1}}. `API_TOKEN` está vacío; hay que rellenarlo. {{receipt:c1}}",
			[]testCall{{ID: "c2", Tool: "file_read", Args: json.RawMessage(`{"path":"deploy/.env.example"}`), Status: "ok", Result: envSet}}, true},

		// A field of the result counting the subset named ("no critical").
		{"en no critical over CRITICAL: 0", "en", "Scan app:1.8 for vulnerabilities.", "image_scan", `{"image":"app:1.8"}`, scan,
			"The scan found no critical issues; there are 3 medium ones (libssl, zlib, busybox). {{receipt:c1}}", nil, false},
		{"en no critical over CRITICAL: 1", "en", "Scan app:1.8 for vulnerabilities.", "image_scan", `{"image":"app:1.8"}`, scanCrit,
			"The scan found no critical issues; there are 3 medium ones (libssl, zlib, busybox). {{receipt:c1}}", nil, true},

		// An act, not a result: a deletion the policy refused.
		{"hi no file deleted after a refused rm", "hi", "results फ़ोल्डर की पुरानी फ़ाइलें हटा दो।", "shell", `{"cmd":"ls results/"}`, ls,
			"results/ में 3 फ़ाइलें हैं {{receipt:c1}}। हटाने का कमांड नीति ने रोक दिया, इसलिए कोई फ़ाइल डिलीट नहीं हुई।",
			[]testCall{{ID: "c2", Tool: "shell", Args: json.RawMessage(`{"cmd":"rm results/old_*"}`), Status: "denied", Result: "error: denied by policy"}}, false},
		{"hi no file found over a listing", "hi", "results फ़ोल्डर में क्या है?", "shell", `{"cmd":"ls results/"}`, ls,
			"results/ फ़ोल्डर में कोई फ़ाइल नहीं मिली। {{receipt:c1}}", nil, true},
		{"zh did not submit for you", "zh", "帮我把补贴申请提交了吧。", "http_fetch", `{"url":"https://gov.example.cn/notice"}`, "<p>补贴申请须由本人登录提交，不得代办。</p>",
			"通知写明须由本人登录提交 {{receipt:c1}}，所以我只看了通知，没有替您提交申请。", nil, false},
		{"zh no notice over a notice", "zh", "补贴申请有什么通知？", "http_fetch", `{"url":"https://gov.example.cn/notice"}`, "<p>补贴申请须由本人登录提交，不得代办。</p>",
			"页面上没有任何关于补贴申请的通知。{{receipt:c1}}", nil, true},

		// A condition handed to the user to confirm, not a finding.
		{"es confirm that you have nothing", "es", "¿Puedo quedar el martes a las 18:00?", "calendar", `{"date":"2025-05-06"}`, "2025-05-06 09:00-10:00 Dentista\n2025-05-06 13:00-14:00 Comida",
			"A las 18:00 te da tiempo de sobra; confirma tú que no tienes nada a esa hora en tu agenda.", nil, false},
		{"es you have nothing, said as found", "es", "¿Tengo algo el martes?", "calendar", `{"date":"2025-05-06"}`, "2025-05-06 09:00-10:00 Dentista\n2025-05-06 13:00-14:00 Comida",
			"El martes no tienes nada en tu agenda. {{receipt:c1}}", nil, true},

		// A guess the reply marks as one (大概率, "most likely").
		{"zh a guess marked 大概率", "zh", "日志目录为什么这么大？", "shell", `{"cmd":"du -sh /var/log/*"}`, "2.1G\t/var/log/journal\n19G\t/var/log/app",
			"{{receipt:c1}} `app` 一个目录就比 journal 大了九倍多，大概率是日志没有轮转。", nil, false},
		{"zh the same absence asserted", "zh", "日志目录为什么这么大？", "shell", `{"cmd":"du -sh /var/log/*"}`, "2.1G\t/var/log/journal\n19G\t/var/log/app",
			"`/var/log` 下面没有任何日志文件。{{receipt:c1}}", nil, true},

		// An item named among several the call was asked for is a row.
		{"hi one of the ids asked for", "hi", "R-101 का रिफंड कितना है?", "returns_list", `{"ids":["R-101","R-102"]}`, "id     deduction  refund\nR-101  0.00       500.00\nR-102  50.00      450.00",
			"R-101 पर कोई कटौती नहीं है, पूरा ₹500 वापस मिलेगा। {{receipt:c1}}", nil, false},
		{"hi the one id asked for", "hi", "R-101 का रिफंड कितना है?", "returns_list", `{"id":"R-101"}`, "id     deduction  refund\nR-101  50.00      450.00",
			"R-101 पर कोई कटौती नहीं है, पूरा ₹500 वापस मिलेगा। {{receipt:c1}}", nil, true},
	} {
		tc := testCase{ID: "about", Lang: tt.lang, Request: tt.request, Tools: []string{tt.tool}, Reply: tt.reply}
		tc.Calls = append(tc.Calls, testCall{ID: "c1", Tool: tt.tool, Args: json.RawMessage(tt.args), Status: "ok", Result: tt.result})
		tc.Calls = append(tc.Calls, tt.extra...)
		for _, x := range tt.extra {
			tc.Tools = append(tc.Tools, x.Tool)
		}
		text, rec := build(t, tc)
		got := false
		rep := Check(text, rec)
		for _, f := range rep.Findings {
			got = got || f.Type == FalseAbsence
		}
		if got != tt.want {
			t.Errorf("%s: false_absence %v, want %v; findings %+v", tt.name, got, tt.want, rep.Findings)
		}
	}
}
