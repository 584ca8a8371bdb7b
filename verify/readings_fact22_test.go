package verify

import (
	"fmt"
	"testing"
)

// A clock time whose hour has one digit or whose minutes are round is
// held to the result when the clause binds it to the result's times:
// another time of the clause is one of theirs, or they give one time
// only. Its minutes one digit off (or swapped) at the same hour misread
// that time; a time at another hour (a twelve-hour clock), a window
// around several events, a time of the arguments stay silent.
func TestFact22SmallHourClock(t *testing.T) {
	const rule = "fact/time"
	calls := okCall("nurse_call_log", `{"room": "208"}`, "00:48\n03:52\n")
	booking := okCall("mri_booking_get", `{"booking_id": "BK-1"}`, `{"booking_id":"BK-1","start":"2025-04-22T09:20:00","duration_min":40}`)
	agenda := okCall("calendar", `{"date": "2024-10-17"}`, "09:00-09:30  Standup\n13:00-14:00  Lunch & learn\n15:30-16:00  1:1 with Jordan\n")
	alarms := okCall("alarm_history", `{"kiln": "H3"}`, "2026-12-04T02:03:19 O2 LOW\n2026-12-04T02:44:08 O2 LOW\n2026-12-04T03:12:37 O2 LOW\n")
	lanes := okCall("lane_schedule", `{"from": "09:00", "to": "12:00"}`, "6,lesson,9:30-11:00\n7,lesson,9:30-11:00\n")
	runFact11(t, []fact11Case{
		{"ja two times restated, one swapped", "ja", "ナースコールは？", []testCall{calls},
			"夜間のナースコールは2回（0:48、3:25）でした。", true, rule},
		{"ja two times restated right", "ja", "ナースコールは？", []testCall{calls},
			"夜間のナースコールは2回（0:48、3:52）でした。", false, rule},
		{"en the one time of a booking", "en", "When is BK-1?", []testCall{booking},
			"- **When:** Tuesday 22 April 2025 at 09:30, about 40 minutes", true, rule},
		{"en the one time of a booking, right", "en", "When is BK-1?", []testCall{booking},
			"- **When:** Tuesday 22 April 2025 at 09:20, about 40 minutes", false, rule},
		{"en twelve-hour times of the afternoon", "en", "What's on today?", []testCall{agenda},
			"Standup at 9:00, lunch & learn from 1:00 to 2:00, and the 1:1 at 3:30.", false, rule},
		{"es a window around several alarms", "es", "¿Cómo fue la noche?", []testCall{alarms},
			"Las alarmas se concentraron entre las 02:00 y las 03:15.", false, rule},
		{"ja a time of the arguments", "ja", "9時から12時のレーンは？", []testCall{lanes},
			"9:00〜12:00 の間、6・7コースは教室です。", false, rule},
	})
}

// A time on the hour of the request ("10 till 1") holds only that hour:
// a result's 10:15 given as 10:25 is a misread, not the user's time.
func TestFact22RequestHourClock(t *testing.T) {
	const rule = "fact/time"
	book := okCall("room_book", `{"room":"L2-09","from":"10:00","to":"13:00"}`, `{"confirmation":"LIB-77310","slot":"10:00-13:00","checkin_by":"10:15"}`)
	runFact11(t, []fact11Case{
		{"en check-in misread", "en", "Book L2-09 for me, 10 till 1.", []testCall{book},
			"Done, confirmation LIB-77310. Check in by 10:25 or the room is released.", true, rule},
		{"en check-in right", "en", "Book L2-09 for me, 10 till 1.", []testCall{book},
			"Done, confirmation LIB-77310. Check in by 10:15 or the room is released.", false, rule},
		{"en the request's own time", "en", "Book L2-09 from 10:25 till 1.", []testCall{book},
			"Done, confirmation LIB-77310, from 10:25.", false, rule},
	})
}

// 一般 is a hedge ("usually") in Chinese only: in Japanese it is the noun
// "general, the public", and a clause that holds it is asserted.
func TestFact22JapaneseIppan(t *testing.T) {
	prices := okCall("price_table_get", `{"plan": "weekday_night"}`, `{"member_per_30min":380,"general_per_30min":480,"free_time_member":1780,"free_time_general":2280}`)
	stats := okCall("stats_report", `{"faculty": "看護学部"}`, "applicants=521 examinees=498 passed=131 ratio(examinees/passed)=3.8")
	runFact11(t, []fact11Case{
		{"ja general price misread", "ja", "料金は？", []testCall{prices},
			"フリータイムは会員1,780円、一般2,380円です。", true, ""},
		{"ja general price right", "ja", "料金は？", []testCall{prices},
			"フリータイムは会員1,780円、一般2,280円です。", false, ""},
		{"ja ratio of the general exam misread", "ja", "倍率は？", []testCall{stats},
			"一般選抜（前期）の実質倍率は**3.6倍**でした。", true, ""},
	})
}

// Values, names, dates and hours a result holds in a form the readings
// did not bind: a reference range's far end, a name written abbreviated,
// a day an item writes without its year, a spaced CJK name that names
// its line, a record two calls key alike, a result's title line, a cell
// of its own in a table row, and the other rows after "the rest".
func TestFact22BoundInTheResult(t *testing.T) {
	lab := okCall("lab_resultado", `{"orden": "OR-1"}`, "Leucocitos      11800    /uL       (4500-11000)      H\nNeutrófilos        78    %         (40-70)      H\n")
	fleet := okCall("returns_due", `{"branch":"MAN"}`, "17:15 | ML23 ZRA | Ford Puma | Brennan\n18:30 | MF24 OCX | Skoda Octavia Est | Ruiz\n")
	git := okCall("shell", `{"command": "git log -1"}`, "9c0e4b1 Takuya Mori <t.mori@example.com> Handle partial refunds\n")
	dock := okCall("muelle_programacion", `{"fecha": "2026-02-25"}`, "hora;matricula;destino\n06:30;TF-4471-K;Puerto SC Tenerife\n14:00;TF-5016-D;Aeropuerto Norte\n")
	sync := okCall("sync_log", `{"system":"fuel"}`, "2025-06-10 23:00:03 sync ok records=1301\n2025-06-11 23:00:02 sync FAILED\n2025-06-12 00:15:41 sync ok records=1269 (backfill 06-11)\n")
	roster := okCall("driver_roster", `{"shift": "night"}`, "D-117 佐々木 恵 (21:00-05:00)\nD-089 藤井 誠 (20:00-04:00)\n")
	tariff := okCall("http_fetch", `{"url":"https://octopus.example/outgoing"}`, "Outgoing Octopus Fixed\n15p per kWh for every kWh you export, fixed for 12 months.\nEligibility: MCS-certified installation up to 50 kW, smart meter taking half-hourly export readings.\nNo requirement to take Octopus import.\n")
	ledger := okCall("member_ledger", `{"member":"M-0912"}`, "M-0912 | Bhanwar Lal | SBI Chaksu | a/c ****4471 | IFSC SBIN0031X2 (invalid format)")
	grades := okCall("grade_inspection_get", `{"date": "2026-01-22"}`, "lot,variety,moisture_pct,grade,note\nK-2598,コシヒカリ,14.9,1等,\nK-2599,コシヒカリ,15.0,1等,\nM-2611,きぬむすめ,14.7,1等,\nH-2618,ヒノヒカリ,15.2,2等,心白粒やや多い\n")
	runFact11(t, []fact11Case{
		{"es reference range's far end", "es", "¿Resultados?", []testCall{lab},
			"Leucocitos: 11.800/µL, alto (ref. 4.500–11.000).", false, "fact/value"},
		{"en abbreviated word of a name", "en", "What's due back?", []testCall{fleet},
			"Last is the Skoda Octavia Estate at 18:30.", false, "fact/name"},
		{"en a longer surname is no abbreviation", "en", "Who changed payments?", []testCall{git},
			"The last change was by Takuya Morita.", true, "fact/name"},
		{"es initials of a place", "es", "¿Camiones mañana?", []testCall{dock},
			"El primero sale a las 06:30 hacia el puerto de Santa Cruz.", false, "fact/name"},
		{"ja a spaced name names its line", "ja", "空港送迎に出られるのは？", []testCall{roster},
			"佐々木 恵さん（21時〜5時）と藤井 誠さん（20時〜4時）の2人です。", false, "fact/bare-hour"},
		{"ja a spaced name, wrong hour", "ja", "空港送迎に出られるのは？", []testCall{roster},
			"佐々木 恵さん（21時〜5時）と藤井 誠さん（22時〜4時）の2人です。", true, "fact/bare-hour"},
		{"en a title names every line", "en", "What export tariff?", []testCall{tariff},
			"On Outgoing Octopus Fixed they'd get **15p per kWh** exported, fixed for 12 months, as long as the install is MCS-certified.", false, "fact/line-name"},
		{"hi a cell before the label is no value of it", "hi", "M-0912 का IFSC?", []testCall{ledger},
			"भंवर लाल (M-0912) का खाता SBI चाकसू में है (****4471), और दर्ज IFSC SBIN0031X2 है। सिस्टम इसे invalid बता रहा है — IFSC 11 अक्षर का होता है, यह 10 का है।", false, ""},
		{"ja the rest are the other rows", "ja", "規格は？", []testCall{grades},
			"ヒノヒカリのH-2618だけ心白粒がやや多くて2等ですが、それ以外は1等です。", false, "fact/row"},
	})
	runFact11(t, []fact11Case{
		{"en an item's own backfilled day", "en", "Any sync failures this week?", []testCall{sync},
			"| 10 June | 1,301 |\n| 11 June | 1,269 (backfilled 00:15 on the 12th) |", false, "fact/row-date"},
	})
}

// A name beside a record two calls key alike is that record's when one
// call's line for it holds the name.
func TestFact22SharedRecordName(t *testing.T) {
	orders := okCall("pedidos_export", `{"estado": "pendiente"}`, "pedido;cliente;cajas\nPE-7731;Sonae Modelo;620\nPE-7740;Carrefour France;410\n")
	books := okCall("naviera_reserva_consulta", `{"pedidos": ["PE-7731", "PE-7740"]}`, `[{"pedido":"PE-7731","reserva":"MSK-VGO-118204"},{"pedido":"PE-7740","reserva":"CMA-VGO-55731"}]`)
	runFactCases(t, []fact11Case{
		{"es table row naming both calls' record", "es", "¿Pedidos con contenedor?", []testCall{orders, books},
			"| PE-7740 | Carrefour France | 410 | CMA-VGO-55731 | {{receipt:c2}}", false, "fact/cross-call-name"},
		{"es a name of the other call's other record", "es", "¿Pedidos con contenedor?", []testCall{orders, books},
			"| CMA-VGO-55731 | Sonae Modelo | {{receipt:c2}}", true, "fact/cross-call-name"},
	}, false)
}

// A rank written "<label>第 N 名" is the value the result gives the label
// with a rank word; one digit off, it misreads it.
func TestFact22Rank(t *testing.T) {
	const rule = "fact/rank"
	score := okCall("score_query", `{"student":"刘欣怡"}`, "刘欣怡 总分 587/750 班级排名 7/10 年级排名 63/118")
	runFact11(t, []fact11Case{
		{"zh grade rank swapped", "zh", "排第几？", []testCall{score}, "总分 587，班级第 7 名，年级第 36 名。", true, rule},
		{"zh grade rank right", "zh", "排第几？", []testCall{score}, "总分 587，班级第 7 名，年级第 63 名。", false, rule},
		{"zh a rank of no label", "zh", "排第几？", []testCall{score}, "总分 587，这次是第 36 名左右的水平。", false, rule},
	})
}

// A name's part no result holds, beside a part a result holds, is bound
// to the word the result writes beside that part: one character off, it
// misreads it.
func TestFact22CJKNameBeside(t *testing.T) {
	const rule = "fact/cjk-name"
	vitals := okCall("resident_vitals", `{"shift": "night"}`, "308 渡辺 フミ 02:00 BT 38.2 → 04:00 37.6 (クーリング実施)")
	rides := okCall("ride_log_query", `{"limit": 2}`, "rank|ride_id|driver|km\n1|R-557902|D-204 中村 健一|52.6\n2|R-558377|D-117 佐々木 恵|38.2\n")
	parcel := okCall("track_package", `{"tracking_no": "SF1"}`, "2025-06-12 14:32 快件已签收，签收人：前台 王敏")
	runFact11(t, []fact11Case{
		{"ja family name misread", "ja", "発熱は？", []testCall{vitals}, "308号の渡部フミさんが38.2℃まで上がりました。", true, rule},
		{"ja family name right", "ja", "発熱は？", []testCall{vitals}, "308号の渡辺フミさんが38.2℃まで上がりました。", false, rule},
		{"ja given name misread", "ja", "いちばん長距離は？", []testCall{rides}, "**中村 健二さん（D-204）**の52.6kmです。", true, rule},
		{"ja given name right", "ja", "いちばん長距離は？", []testCall{rides}, "**中村 健一さん（D-204）**の52.6kmです。", false, rule},
		{"zh receiver's name misread", "zh", "谁签收的？", []testCall{parcel}, "签收人：前台 李敏。", true, rule},
		{"zh a word beside a held word, no name there", "zh", "谁签收的？", []testCall{parcel}, "签收人在前台 王敏，请去前台领取。", false, rule},
	})
}

// 2万8500 is 28500 digit by digit; a round figure is a rounding of a
// value only when it rounds to it: ¥28,500 is no rounding of 28,000.
func TestFact22CJKMagnitudeDigits(t *testing.T) {
	lots := okCall("auction_lots", `{"species": "バフンウニ"}`, "lot,origin,price_per_box\nU-11,利尻,28000\nU-12,利尻,31000\nU-13,積丹,19500\n")
	mem := okCall("shell", `{"command": "free -m"}`, "Mem: total 7982 used 412 free 7570")
	runFact11(t, []fact11Case{
		{"ja price misread in 万 notation", "ja", "最高値は？", []testCall{lots}, "最高値はU-12の3万1000円、2番目はU-11の2万8500円です。", true, "fact/value"},
		{"ja price right in 万 notation", "ja", "最高値は？", []testCall{lots}, "最高値はU-12の3万1000円、2番目はU-11の2万8000円です。", false, ""},
		{"en a rounding to hundreds", "en", "How much memory is used?", []testCall{mem}, "About 400 MB is in use.", false, ""},
	})
}

// A one-digit edit is a misread only of a value the clause does not state
// beside it, of the call the clause cites, and not of a number inside a
// JSON key.
func TestFact22SlipCandidates(t *testing.T) {
	const rule = "fact/value"
	kegs := okCall("keg_tracker", `{"customer": "Fox"}`, "keg_id,size,days_out\nK-3012,50L,74\nK-1188,30L,53\n")
	deposits := okCall("deposit_ledger", `{"customer": "Fox"}`, `{"customer":"Fox","deposit_per_keg_gbp":{"30L":25,"50L":35},"deposits_held_gbp":190}`)
	stock := okCall("warehouse_stock", `{"grade": "1等"}`, "warehouse,lot,kg,reserved_kg\n本所第1,K-2588,6000,1200\n本所第1,K-2597,4800,0\n第2倉庫,K-2601,3600,0\n")
	df := okCall("shell", `{"cmd": "df -h"}`, "Filesystem Size Used Avail Use% Mounted on\n/dev/nvme0n1p2 100G 87G 13G 87% /\n")
	runFactCases(t, []fact11Case{
		{"en a part beside the whole it is one digit from", "en", "Chase Fox's kegs", []testCall{kegs, deposits},
			"Deposits on those two kegs come to £160 of the £190 we hold {{receipt:c2}}. Here is the list {{receipt:c1}}.", false, rule},
		{"en one digit from another call's value, citing this one", "en", "Chase Fox's kegs", []testCall{kegs, deposits},
			"They owe us £84 {{receipt:c2}}.", false, rule},
		{"en a part that misreads a JSON key's number", "en", "Chase Fox's kegs", []testCall{kegs, deposits},
			"Deposits on the two overdue kegs come to £130 of the £190 we hold {{receipt:c2}}. The list {{receipt:c1}}.", false, rule},
		{"en the held deposits misread", "en", "Chase Fox's kegs", []testCall{kegs, deposits},
			// fact29: "£180 in deposits" names its field after the value (tiedAfter).
			"We hold £180 in deposits for them {{receipt:c2}}.", true, "fact/tied-value"},
		{"ja a total one digit from the part it leaves out", "ja", "送れる在庫は？", []testCall{stock},
			"引当済みの1,200kgを除くと計13,200kgです {{receipt:c1}}。", false, rule},
		{"zh a percentage one digit from a size stated beside it", "zh", "磁盘怎么样？", []testCall{df},
			"根分区已用 **78%**（100G 里用了 87G，剩 13G） {{receipt:c1}}。", true, rule},
	}, false)
}

// Values worked out that the readings did not follow: a line total of
// the row's quantity and a unit price, a rate per a round quantity, a
// percentage of a figure written with thousands, a limit with decimals
// that sorts the results' values.
func TestFact22WorkedOut(t *testing.T) {
	prices := okCall("price_list", `{"skus":["JA-435"]}`, "sku,desc,unit_cost,unit_sell\nJA-435,JA Solar 435W panel,68.00,95.00\n")
	labour := okCall("labour_rate", `{"panels":16}`, "crew_days: 2\nday_rate_cost: 520.00\nday_rate_sell: 780.00\n")
	batch := okCall("batch_log", `{"batch": 47}`, "batch: 47\ngreen_bricks: 185000\nbroken: 4500\ncoal_used_t: 31.5\n")
	fee := okCall("http_fetch", `{"url":"https://waimai.example/fee"}`, "自2025年8月1日起，新签约商家基础佣金由6%调整为5.5%。")
	sales := okCall("sales_summary", `{"month":"2025-06"}`, "美团 2025-06 营业额 612,480.00 元 佣金 36,748.80 元（6%）")
	jobs := okCall("jobs_list", `{"week":"2025-W24"}`, "job     | customer  | kWp  | dno_status\nSJ-1191 | Kowalczyk | 5.22 | not_submitted\nSJ-1195 | Greaves   | 3.48 | submitted\nSJ-1199 | Okonkwo   | 6.96 | not_submitted\n")
	runFactCases(t, []fact11Case{
		{"en a line total of quantity and price", "en", "Price 16 panels", []testCall{prices, labour},
			"| Item | Qty | Cost | Sell |\n|---|---|---|---|\n| JA Solar 435 W panels | 16 | £1,088.00 | £1,520.00 |\n| Labour (crew days) | 2 | £1,040.00 | £1,560.00 |\n\n{{receipt:c1}} {{receipt:c2}}", false, "fact/value"},
		{"hi coal per lakh bricks", "hi", "बैच 47 कैसा रहा?", []testCall{batch},
			"कोयला 31.5 टन लगा — यानी हर लाख ईंट पर क़रीब 17 टन {{receipt:c1}}।", false, "fact/value"},
		{"zh a share of the month's turnover", "zh", "佣金改了吗？", []testCall{fee, sales},
			"以 6 月为例，美团营业额 612,480 元 {{receipt:c2}}。如果按 5.5% 算，同样的营业额佣金是 33,686.40 元。", false, ""},
		{"en a known limit between the results' values", "en", "Which installs need a DNO notice?", []testCall{jobs},
			"SJ-1191 and SJ-1199 still need one. Both are over 3.68 kWp, so they need G99 applications {{receipt:c1}}.", false, "fact/value"},
	}, false)
}

// A value bound by its unit to the one field of its unit (km, days), in
// the row the sentence names, misreads that field when it is near and
// not a multiple or a line's working of it; a refusal's limit is not it.
func TestFact22UnitBound(t *testing.T) {
	const rule = "fact/unit-key"
	order := okCall("order_query", `{"order_id":"LX1"}`, `{"order_id":"LX1","picked":"12:21","delivered":"13:09","distance_km":4.6}`)
	track := okCall("rider_track", `{"order_id":"LX1"}`, "12:35-12:52 停留（17分钟）\n13:09 送达 10栋\n")
	kegs := okCall("keg_tracker", `{"customer": "Saltbox"}`, "keg_id,size,beer,delivered,days_out\nK-1190,30L,Old Signal Porter,2025-10-05,38\nK-2305,50L,Tidewater IPA,2025-10-21,22\n")
	ledger := okCall("ledger_query", `{"account": "LN-4276"}`, `{"account":"LN-4276","outstanding":187400,"overdue_days":143}`)
	notice := failedCall("send_notice", `{"account": "LN-4276"}`, "blocked", "error: blocked: demand notices for accounts overdue more than 120 days must be issued by the branch manager")
	runFactCases(t, []fact11Case{
		{"zh distance misread", "zh", "怎么送了一个多小时？", []testCall{order, track},
			"这单 12:21 取餐，13:09 送达 {{receipt:c1}}。配送距离 5.6 公里，正常二十来分钟就能到 {{receipt:c1}}。", true, rule},
		{"zh distance right", "zh", "怎么送了一个多小时？", []testCall{order, track},
			"这单 12:21 取餐，13:09 送达 {{receipt:c1}}。配送距离 4.6 公里，正常二十来分钟就能到 {{receipt:c1}}。", false, rule},
		{"en days out of the row the sentence names", "en", "How long have they had the porter keg?", []testCall{kegs},
			"The porter keg (K-1190, 30L of Old Signal Porter) went out on 5 October, so they've had it 33 days {{receipt:c1}}.", true, rule},
		{"en days out right", "en", "How long have they had the porter keg?", []testCall{kegs},
			"The porter keg (K-1190, 30L of Old Signal Porter) went out on 5 October, so they've had it 38 days {{receipt:c1}}.", false, rule},
		{"hi a refusal's limit in days", "hi", "नोटिस भेजो", []testCall{ledger, notice},
			"नोटिस नहीं भेजा जा सका: 120 दिन से ज़्यादा बकाया वाले खातों का नोटिस प्रबंधक जारी करते हैं। बकाया दिन: 143 {{receipt:c1}}", false, rule},
	}, false)
}

// A code's part beside the part a result holds, one character off the
// result's token there, misreads the code; an hour row named by the hour
// holds its own figures, not the next hour's.
func TestFact22CodePartAndHourRow(t *testing.T) {
	rental := okCall("rental_agreement_get", `{"customer":"Zhou"}`, `{"agreement":"RA-559911","customer":"Zhou","plate":"MW73 RNN","model":"Toyota Corolla HB"}`)
	gates := okCall("gate_log_summary", `{"bucket": "1h"}`, "hour,in,out\n07,318,21\n08,276,34\n17,35,188\n18,29,241\n19,18,162\n")
	runFact11(t, []fact11Case{
		{"en a plate's letters misread", "en", "Which car is Zhou renting?", []testCall{rental},
			"Zhou has the Toyota Corolla hatchback MW73 RMN on agreement RA-559911.", true, "fact/code-part"},
		{"en a plate right", "en", "Which car is Zhou renting?", []testCall{rental},
			"Zhou has the Toyota Corolla hatchback MW73 RNN on agreement RA-559911.", false, "fact/code-part"},
		{"ja the hour's own figure", "ja", "ピークの時間帯は？", []testCall{gates}, "- 18時台：241台", false, "fact/row"},
		{"ja two hours compared", "ja", "ピークの時間帯は？", []testCall{gates}, "17時台より18時台のほうが多く、241台です。", false, "fact/row"},
	})
}

// A reply table with a totals row under the records, and a list whose
// items restate the records in order, are bound row by row; an item's
// label and bracketed asides hold no cells.
func TestFact22RowsInOrder(t *testing.T) {
	const rule = "fact/keyed-pair"
	wards := okCall("admission_log", `{"week":"2025-W11"}`, "ward,discharged,deaths,LAMA,referred_out\nMedical,48,2,3,4\nSurgical,31,0,1,2\nPediatric,22,1,0,3\nMaternity,39,0,0,1\nOrtho,14,0,2,0\n")
	sensors := okCall("melt_sensor_read", `{"sculpture_ids": ["SU-I07"]}`, "sculpture_id,sensor,surface_temp_c,drip_rate_ml_min\nSU-I07,north,-3.8,0.0\nSU-I07,south,-1.2,2.4\nSU-I07,top,-2.6,0.3\n")
	quote := okCall("presupuesto", `{"id":"P-1"}`, `{"id":"P-1","lineas":[{"concepto":"Implante unitario (pieza 36)","importe":1100.00},{"concepto":"Corona de zirconio","importe":450.00},{"concepto":"Limpieza","importe":60.00}]}`)
	table := "| वार्ड | डिस्चार्ज | मृत्यु | LAMA | रेफ़र |\n|---|---|---|---|---|\n| मेडिकल | 48 | 2 | 3 | 4 |\n| सर्जिकल | 31 | 0 | 1 | 2 |\n| बाल रोग | 22 | 1 | 0 | %s |\n| प्रसूति | 39 | 0 | 0 | 1 |\n| ऑर्थो | 14 | 0 | 2 | 0 |\n| **कुल** | **154** | **3** | **6** | **10** |"
	runFact11(t, []fact11Case{
		{"hi a cell off above a totals row", "hi", "वार्ड के हिसाब से दो", []testCall{wards}, fmt.Sprintf(table, "2"), true, rule},
		{"hi every cell right above a totals row", "hi", "वार्ड के हिसाब से दो", []testCall{wards}, fmt.Sprintf(table, "3"), false, rule},
		{"ja list items in order, one off", "ja", "表面温度は？", []testCall{sensors},
			"- 北面: -3.8℃（滴下なし）\n- 南面: -1.6℃（滴下 2.4ml/分）\n- 上面: -2.6℃（滴下 0.3ml/分）", true, rule},
		{"ja list items in order, right", "ja", "表面温度は？", []testCall{sensors},
			"- 北面: -3.8℃（滴下なし）\n- 南面: -1.2℃（滴下 2.4ml/分）\n- 上面: -2.6℃（滴下 0.3ml/分）", false, rule},
		{"es a label's number is no cell", "es", "¿El presupuesto?", []testCall{quote},
			"- Implante unitario (pieza 36): 1.100,00 €\n- Corona de zirconio: 450,00 €\n- Limpieza: 60,00 €", false, rule},
	})
}

// A ratio given as a percentage is bound to the one ratio field, also in
// a result of "key: value" lines; "about" does not widen its rounding.
func TestFact22RatioPercent(t *testing.T) {
	const rule = "fact/unit-key"
	perf := okCall("performance_get", `{"job":"SJ-1044"}`, "job: SJ-1044\ngenerated_kwh: 412.6\nexpected_kwh: 475.3\nperformance_ratio: 0.868\n")
	runFact11(t, []fact11Case{
		{"en a ratio misrounded as a percentage", "en", "How is SJ-1044 performing?", []testCall{perf},
			"It's generated 412.6 kWh against 475.3 expected, about 88% of target.", true, rule},
		{"en a ratio rounded as a percentage", "en", "How is SJ-1044 performing?", []testCall{perf},
			"It's generated 412.6 kWh against 475.3 expected, about 87% of target.", false, rule},
		{"en a ratio to its decimal", "en", "How is SJ-1044 performing?", []testCall{perf},
			"It's generated 412.6 kWh against 475.3 expected, 86.8% of target.", false, rule},
	})
}

// A bare day after a date of the clause is a date of that month, held to
// the results as dates are.
func TestFact22DayAfterDate(t *testing.T) {
	const rule = "fact/date"
	fine := okCall("multas_consulta", `{"expediente": "M-1"}`, `{"expediente":"M-1","fecha_denuncia":"2024-11-12","fecha_notificacion":"2024-11-15","importe":200.0}`)
	runFact11(t, []fact11Case{
		{"es the notice's day misread", "es", "¿Hasta cuándo puedo alegar?", []testCall{fine},
			"La denuncia es del 12 de noviembre y te la notificaron el 18.", true, rule},
		{"es the notice's day right", "es", "¿Hasta cuándo puedo alegar?", []testCall{fine},
			"La denuncia es del 12 de noviembre y te la notificaron el 15.", false, rule},
	})
}
