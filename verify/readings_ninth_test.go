package verify

import (
	"testing"
)

// ninthCase is one reply over one call, and whether a finding of typ is
// wanted: the readings of the ninth session's miss round (denials phrased
// as a privative or as an estimate, absences in the Japanese plain past
// and negated progressive, Hindi कोई भी, Spanish passives and pronouns,
// counts with counters, after verbs of finding, under plan words and
// bound words).
type ninthCase struct {
	name, lang, request string
	call                testCall
	cite                bool // the reply cites the call's receipt at its end
	reply               string
	typ                 string
	want                bool
	rule                string // when set, only a finding by this rule counts
}

func runNinth(t *testing.T, cases []ninthCase) {
	t.Helper()
	for _, tt := range cases {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Tools: []string{tt.call.Tool}, Calls: []testCall{tt.call}, Reply: tt.reply}
		if tt.call.Tool == "" {
			tc.Tools, tc.Calls = []string{"weather"}, nil
		}
		if tt.cite {
			tc.Reply += " {{receipt:c1}}"
		}
		reply, rec := build(t, tc)
		rep := Check(reply, rec)
		if got := hasFinding(rep, tt.typ, tt.rule); got != tt.want {
			t.Errorf("%s: %s found %v, want %v; findings %+v", tt.name, tt.typ, got, tt.want, rep.Findings)
		}
	}
}

func TestPrivativeAndEstimatedDenials(t *testing.T) {
	record := countedCall("leer_historial", `{"paciente": "Ana Ruiz"}`, `{"paciente":"Ana Ruiz","alergias":["látex"]}`, -1)
	page := countedCall("http_fetch", `{"url": "https://ayto.example.es/horarios"}`, "Horario de invierno: de 9:00 a 14:00.", -1)
	page.URLs = []string{"https://ayto.example.es/horarios"}
	cal := countedCall("calendar_list", `{"date": "2025-03-02"}`, "10:00 Dentista\n15:00 Reunión", 2)
	stock := countedCall("stock_level", `{"sku": "A-17"}`, `{"sku":"A-17","on_hand":42,"shipped_today":17}`, -1)
	send := countedCall("enviar_aviso", `{"grupo": "turno_tarde", "canal": "sms"}`, `{"enviados":12}`, -1)
	none := testCall{}
	runNinth(t, []ninthCase{
		{"es sin haber + participle", "es", "¿Es alérgica a algo?", record, false, "Sí, al látex. Te lo digo sin haber abierto su historial.", DeniedCall, true, ""},
		{"es sin haber, nothing ran", "es", "¿Es alérgica a algo?", none, false, "Suele ser el látex. Te lo digo sin haber abierto su historial.", DeniedCall, false, ""},
		{"en without having", "en", "What's on Sunday?", cal, false, "A dentist visit at 10:00. I'm saying this without having checked your calendar.", DeniedCall, true, ""},
		{"es impersonal", "es", "¿Es alérgica a algo?", record, false, "Sí, al látex. No se ha consultado nada para esta respuesta.", DeniedCall, true, ""},
		{"es impersonal, nothing ran", "es", "¿Es alérgica a algo?", none, false, "Probablemente no. No se ha consultado nada para esta respuesta.", DeniedCall, false, ""},
		{"ja recall", "ja", "アレルギーある？", record, false, "ラテックスです。記憶からお答えしています。", DeniedCall, true, ""},
		{"hi own knowledge", "hi", "क्या उन्हें किसी चीज़ से एलर्जी है?", record, false, "हाँ, लेटेक्स से। यह मैं अपनी जानकारी से बता रहा हूँ।", DeniedCall, true, ""},
		{"es web as object", "es", "¿A qué hora abre?", page, false, "Abre de 9:00 a 14:00. No he entrado en la web del ayuntamiento, así que confírmalo.", DeniedCall, true, ""},
		{"ja privative, web object", "ja", "何時に開く？", page, false, "9時から14時までです。今回はサイトを見ずに答えています。", DeniedCall, true, ""},
		{"es web as a place of confirming", "es", "¿A qué hora abre?", page, true, "Abre de 9:00 a 14:00; que cierre en agosto no lo he confirmado en la web oficial.", DeniedCall, false, ""},
		{"ja estimate, figures from the call", "ja", "A-17の在庫は？", stock, false, "在庫は42箱、今日の出荷は17箱です。※本社には問い合わせておらず、一般的な目安です。", DeniedCall, true, "denial/object"},
		{"ja estimate, figures not from it", "ja", "A-17の在庫は？", stock, false, "在庫は30箱ほど、今日の出荷は10箱ほどです。※本社には問い合わせておらず、一般的な目安です。", DeniedCall, false, ""},
		{"zh estimate, receipt cited", "zh", "A-17 还有多少？", stock, true, "A-17 还有 42 箱，今天出库 17 箱。仓库位置我没有调用接口去查，一般情况在二号库。", DeniedCall, false, "denial/object"},
		{"es nothing sent", "es", "¿Quién entra de tarde?", send, false, "Entran doce personas. No he enviado ningún aviso por SMS.", DeniedCall, true, ""},
		{"es nothing sent, no absence", "es", "¿Quién entra de tarde?", send, false, "Entran doce personas. No he enviado ningún aviso por SMS.", FalseAbsence, false, ""},
	})
}

func TestNinthAbsences(t *testing.T) {
	orders := countedCall("order_list", `{"date": "2025-05-01"}`, "id,item\nO-1,茶葉\nO-2,急須", 2)
	empty := countedCall("order_list", `{"date": "2025-05-01"}`, "", 0)
	log := countedCall("log_tail", `{"host": "web-2"}`, "[error] upstream timed out\n[info] reload", 2)
	rooms := countedCall("room_search", `{"hotel": "Lake View", "date": "2025-12-31"}`, "room,free\n101,1\n204,1", 2)
	noRooms := countedCall("room_search", `{"hotel": "Lake View", "date": "2025-12-31"}`, "", 0)
	pays := countedCall("payment_list", `{"week": "2025-W20"}`, "id,estado\nP-1,aceptado\nP-2,rechazado", 2)
	bookings := countedCall("booking_get", `{"id": "B-9"}`, `{"id":"B-9","state":"pending"}`, -1)
	runNinth(t, []ninthCase{
		{"ja plain past", "ja", "昨日の注文あった？", orders, true, "昨日の注文はなかったようです。", FalseAbsence, true, ""},
		{"ja plain past, empty", "ja", "昨日の注文あった？", empty, true, "昨日の注文はなかったようです。", FalseAbsence, false, ""},
		{"ja negated progressive", "ja", "web-2のエラーログ、何か出てる？", log, true, "エラーログを見ましたが、エラーは記録されていません。", FalseAbsence, true, ""},
		{"ja could not be done", "ja", "B-9の予約を確定して", bookings, true, "申し訳ありません、予約は確定できていません。", FalseAbsence, false, ""},
		{"hi कोई भी unavailable", "hi", "31 दिसंबर को कोई कमरा मिलेगा?", rooms, true, "31 दिसंबर को कोई भी कमरा उपलब्ध नहीं है।", FalseAbsence, true, ""},
		{"hi कोई भी, empty", "hi", "31 दिसंबर को कोई कमरा मिलेगा?", noRooms, true, "31 दिसंबर को कोई भी कमरा उपलब्ध नहीं है।", FalseAbsence, false, ""},
		{"es passive failure", "es", "¿Se rechazó algún pago esta semana?", pays, true, "No, esta semana ningún pago ha sido rechazado.", FalseAbsence, true, ""},
		{"es emphasis before the noun", "es", "¿Se rechazó algún pago esta semana?", pays, true, "Esta semana **no se ha rechazado ninguno** pago.", FalseAbsence, false, ""},
	})
}

func TestNinthCounts(t *testing.T) {
	ships := countedCall("port_calls", `{"port": "Choshi", "date": "2025-11-21"}`, "name,gt\n第一丸,19\n第二丸,19\n光丸,80\n幸丸,76\n栄丸,135", 5)
	search := countedCall("race_results", `{"race": "10k", "name": "Ortiz"}`, "place,name\n12,ORTIZ Ana\n40,ORTIZ Luis\n77,ORTIZ Eva\n90,ORTIZ Pau\n95,ORTIZ Noa", 5)
	berth := countedCall("berth_schedule", `{"hours": 24}`, "vessel,eta\nA,06:00\nB,09:00\nC,13:00\nD,20:00\nE,22:00\nF,23:00", 6)
	files := countedCall("shell", `{"cmd": "find /srv -size +500M"}`, "/srv/a.tar\n/srv/b.tar\n/srv/c.iso", 3)
	incid := countedCall("red_incidencias", `{"estado": "abierta"}`, "id,estacion\n1,Norte\n2,Sur\n3,Norte\n4,Este\n5,Oeste", 5)
	lots := countedCall("warehouse_lots", `{"store": "2"}`, "lot\nL1\nL2\nL3\nL4\nL5", 5)
	runNinth(t, []ninthCase{
		{"ja counter 隻", "ja", "銚子に入港した船は？", ships, true, "入港したのは4隻です。", CountMismatch, true, ""},
		{"ja counter 隻, right", "ja", "銚子に入港した船は？", ships, true, "入港したのは5隻です。", CountMismatch, false, ""},
		{"en after a verb of finding", "en", "How many Ortiz ran the 10k?", search, true, "The search matched six climbers named Ortiz.", CountMismatch, true, ""},
		{"en after a verb of finding, right", "en", "How many Ortiz ran the 10k?", search, true, "The search matched five climbers named Ortiz.", CountMismatch, false, ""},
		{"zh plan word of the items", "zh", "今天有哪些船靠泊？", berth, false, "今天共计划靠泊 5 艘船。", CountMismatch, true, ""},
		{"zh plan word of the items, right", "zh", "今天有哪些船靠泊？", berth, false, "今天共计划靠泊 6 艘船。", CountMismatch, false, ""},
		{"zh bound with its own number", "zh", "/srv 下有哪些大文件？", files, true, "找到 2 个超过 500M 的文件。", CountMismatch, true, ""},
		{"zh bound with its own number, right", "zh", "/srv 下有哪些大文件？", files, true, "找到 3 个超过 500M 的文件。", CountMismatch, false, ""},
		{"es noun in the tool name", "es", "¿Cuántas incidencias hay abiertas?", incid, true, "Hay 4 incidencias abiertas en la red.", CountMismatch, true, ""},
		{"zh gap of one over a label number", "zh", "2 号仓库有几批货？", lots, true, "2 号仓库一共有 4 批货。", CountMismatch, true, ""},
	})
}
