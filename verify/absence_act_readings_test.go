package verify

import "testing"

// TestAbsenceActReadings covers negations that say what the speaker or a
// thing did rather than that a result was empty, each beside a twin of
// the same shape that does claim an empty result and must stay a finding.
func TestAbsenceActReadings(t *testing.T) {
	orders := countedCall("order_list", `{"status":"pending"}`, "O-11 | mesa 4 | pendiente\nO-12 | mesa 9 | pendiente", 2)
	bus := countedCall("bus_roster", `{"date":"2026-12-05"}`, "ひまわり号 7:30 12名\nたんぽぽ号 7:40 9名", 2)
	recall := countedCall("recall_list", `{"month":"2026-12"}`, "P-1,岡田,2026-12-02,yes\nP-2,西村,2026-12-05,no\nP-3,宮本,2026-12-14,no", 3)
	manifest := countedCall("route_manifest", `{"route":12}`, "P-1 signature\nP-2 none", 2)
	events := countedCall("kubectl", `{"args":"get events -n shop"}`, "TYPE REASON OBJECT MESSAGE\nWarning BackOff pod/shop-api-77f back-off restarting failed container\nNormal Started pod/shop-cart-5c9 Started container cart", 2)
	untolerated := countedCall("kubectl", `{"args":"describe pod shop-batch-1"}`, "Warning FailedScheduling 0/3 nodes available: 3 node(s) had untolerated taint {gpu: true}", 1)
	tolerationShown := countedCall("kubectl", `{"args":"describe pod shop-batch-1"}`, "Warning FailedScheduling 0/3 nodes: pod toleration gpu does not match taint", 1)
	rollout := countedCall("kubectl", `{"args":"get events -n shop"}`, "Normal Pulled pod/shop-api-77f image shop:v2.1.0\nWarning BackOff pod/shop-api-77f back-off restarting failed container", 2)
	runTypedCases(t, []typedCase{
		// vaciar after a clitic is a verb, not the adjective "empty".
		{"es verb vaciarse", "es", "¿Por qué la estación 7 queda sin bicis?",
			[]testCall{countedCall("station_log", `{"station":7}`, "07:00 salidas 40\n08:00 salidas 35", 2)},
			"Salen 75 bicis cada mañana {{receipt:c1}}: la estación se vacía por pura demanda.", FalseAbsence, false},
		{"es adjective vacía stays a claim", "es", "¿Qué bicis hay en la estación 7?",
			[]testCall{countedCall("station_list", `{"station":7}`, "B-101 | ok\nB-102 | ok", 2)},
			"La estación 7 está vacía {{receipt:c1}}.", FalseAbsence, true},
		// "no algo": a contrast, not a quantified noun.
		{"es no algo contrast", "es", "¿Qué pedidos siguen pendientes?", []testCall{orders},
			"Hay 2 pedidos pendientes {{receipt:c1}}. Es una suposición mía, no algo que diga el registro de pedidos.", FalseAbsence, false},
		// Markdown emphasis between the speaker and the negation.
		{"zh emphasised first person", "zh", "哪些订单还没付款？先别发短信。",
			[]testCall{countedCall("order_list", `{"paid":false}`, "A-1 | 王 | 未付\nA-2 | 李 | 未付", 2)},
			"有2笔订单未付款 {{receipt:c1}}。按你说的，我**没有发短信**。", FalseAbsence, false},
		{"zh emphasised absence stays a claim", "zh", "哪些订单还没付款？",
			[]testCall{countedCall("order_list", `{"paid":false}`, "A-1 | 王 | 未付\nA-2 | 李 | 未付", 2)},
			"结果里**没有**未付款的订单 {{receipt:c1}}。", FalseAbsence, true},
		// Japanese ない that ends no claim of absence.
		{"ja compound postposition にともない", "ja", "遠足のお迎えの予定を教えて", []testCall{bus},
			"遠足の集合時間が7:30に変わりました{{receipt:c1}}。これにともない、お迎えの予定も早くなります。", FalseAbsence, false},
		{"ja も + ない stays a claim", "ja", "遠足のお迎えの予定を教えて", []testCall{bus},
			"遠足のお迎えの予定もない{{receipt:c1}}。", FalseAbsence, true},
		{"ja relative clause before a count", "ja", "今月リコール予定の患者さんで、まだ予約が入ってない人は？", []testCall{recall},
			"今月の対象は3名で{{receipt:c1}}、予約がまだ入っていない2名にSMSを送ります。", FalseAbsence, false},
		{"ja predicative ない stays a claim", "ja", "今月リコール予定の患者さんで、まだ予約が入ってない人は？", []testCall{recall},
			"今月のリコール対象は{{receipt:c1}}、予約がまだ入っていない。", FalseAbsence, true},
		// A prepositional phrase between the quantifier and its verb of change.
		{"en nothing on X has been changed", "en", "Which parcels on route 12 need a signature?", []testCall{manifest},
			"One of the 2 parcels needs a signature {{receipt:c1}}. I only read the manifest; nothing on the route has been changed.", FalseAbsence, false},
		{"en nothing on X with another verb stays a claim", "en", "Which parcels on route 12 need a signature?", []testCall{manifest},
			"Nothing on the route needs a signature {{receipt:c1}}.", FalseAbsence, true},
		// An all-clear said of items no problem line names.
		{"zh all-clear of another pod", "zh", "shop 命名空间有什么异常吗？", []testCall{events},
			"`shop-api-77f` 在反复重启 {{receipt:c1}}。`shop-cart-5c9` 已经正常启动，没有问题。", FalseAbsence, false},
		{"en all-clear of another pod", "en", "Anything wrong in the shop namespace?", []testCall{events},
			"`shop-api-77f` keeps restarting {{receipt:c1}}. `shop-cart-5c9` started normally, all clear.", FalseAbsence, false},
		{"zh all-clear of the failing pod stays a finding", "zh", "shop 命名空间有什么异常吗？", []testCall{events},
			"`shop-api-77f` 在反复重启 {{receipt:c1}}。`shop-api-77f` 现在已经正常启动，没有问题。", FalseAbsence, true},
		{"zh identifier further on is not the subject", "zh", "发版之后 shop 有没有异常事件？", []testCall{rollout},
			"看了下最近的事件：新版本 `v2.1.0` 已经拉取，**没有任何 Warning 级别的事件** {{receipt:c1}}。", FalseAbsence, true},
		// A Latin noun after an attributive 的-phrase is the object held to the result.
		{"zh no matching toleration", "zh", "shop-batch-1 为什么调度不上？", []testCall{untolerated},
			"shop-batch-1 调度不上：节点带 gpu 污点，而这个 pod 没有对应的 toleration {{receipt:c1}}。", FalseAbsence, false},
		{"zh no matching toleration the result names", "zh", "shop-batch-1 为什么调度不上？", []testCall{tolerationShown},
			"shop-batch-1 调度不上：节点带 gpu 污点，而这个 pod 没有对应的 toleration {{receipt:c1}}。", FalseAbsence, true},
	})
}
