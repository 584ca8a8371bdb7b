package verify

import "testing"

// TestCountsCnt19 covers the count readings of the sixteenth session's
// cnt19 round: two numbers joined by a hyphen that do not rise ("3-0", a
// suture size) are no count the user gave (counts_request_hyphen.go); a
// bound in hours that a call was given in minutes is the call's own
// condition, not a part the reply picked (counts_bound_minutes.go); a
// function word of the request is no noun of the items asked for
// (counts_request_items.go).
func TestCountsCnt19(t *testing.T) {
	lots := countedCall("inventory_query", `{"item":"sutura PGA 3-0","location":"almacen_quirofano"}`, `[{"lote":"PG3-2409A","unidades":24},{"lote":"PG3-2411C","unidades":36},{"lote":"PG3-2502B","unidades":12},{"lote":"PG3-2311F","unidades":6}]`, 4)
	delays := countedCall("delay_query", `{"airport":"ZSHC","date":"2026-12-04","window":"06:00-12:00","min_delay_min":120}`, "flight,route,std,etd,delay_min,reason\nMU5465,杭州-昆明,07:25,09:58,153,前序航班晚到\nCA1702,杭州-北京首都,08:00,10:40,160,流量控制\nHO1127,杭州-上海浦东,08:35,10:50,135,航空公司计划\n3U8912,杭州-成都天府,09:10,11:45,155,流量控制\nZH9512,杭州-深圳,10:05,12:30,145,天气\n", 5)
	delaysNoBound := countedCall("delay_query", `{"airport":"ZSHC","date":"2026-12-04","window":"06:00-12:00"}`, "flight,delay_min\nMU5465,153\nCA1702,160\nHO1127,135\n3U8912,155\nZH9512,45\n", 5)
	roster := countedCall("shift_roster", `{"fecha":"2026-12-05","turno":"noche"}`, "chofer|movil|zona\nHéctor Barrios|112|Palermo\nCarla Ibáñez|087|Microcentro\nSergio Paz|143|Palermo\nNora Villalba|051|Belgrano\nDiego Funes|099|Aeroparque\nRubén Ocampo|120|Microcentro\n", 6)
	runTypedCases(t, []typedCase{
		// "3-0" in the request is a size, not the user's 3.
		{"es hyphen size in request, miscount", "es", "¿Cuánta sutura de 3-0 nos queda? Dime también cuántos lotes hay.", []testCall{lots}, "Quedan 78 sobres de sutura PGA 3-0, repartidos en 3 lotes {{receipt:c1}}.", CountMismatch, true},
		{"es hyphen size in request, right", "es", "¿Cuánta sutura de 3-0 nos queda? Dime también cuántos lotes hay.", []testCall{lots}, "Quedan 78 sobres de sutura PGA 3-0, repartidos en 4 lotes {{receipt:c1}}.", CountMismatch, false},
		// A rising range stays the user's numbers.
		{"es rising range in request", "es", "Busca entre 3-5 lotes de sutura. ¿Cuántos lotes hay?", []testCall{lots}, "Hay 3 lotes {{receipt:c1}}.", CountMismatch, false},
		// 超过两小时 over {"min_delay_min":120}: the call's own bound.
		{"zh hours bound given in minutes, miscount", "zh", "今天上午延误超过两小时的航班有哪些？", []testCall{delays}, "上午共有 **4 个**航班延误超过两小时 {{receipt:c1}}。", CountMismatch, true},
		{"zh hours bound given in minutes, right", "zh", "今天上午延误超过两小时的航班有哪些？", []testCall{delays}, "上午共有 **5 个**航班延误超过两小时 {{receipt:c1}}。", CountMismatch, false},
		{"en hours bound given in minutes, miscount", "en", "Which flights were delayed over two hours this morning?", []testCall{delays}, "4 flights were delayed over 2 hours {{receipt:c1}}.", CountMismatch, true},
		// Without the bound in the call, the reply picked a part.
		{"zh hours bound not given", "zh", "今天上午延误的航班有哪些？", []testCall{delaysNoBound}, "上午共有 **4 个**航班延误超过两小时 {{receipt:c1}}。", CountMismatch, false},
		// "para" of the request is no noun of the items.
		{"es function word of the request", "es", "¿Cuántos choferes tenemos anotados para el turno noche del sábado y quién cubre Palermo?", []testCall{roster}, "Para el sábado a la noche hay 6 choferes anotados {{receipt:c1}}. Palermo lo cubren dos: Héctor Barrios y Sergio Paz.\n\nSi querés, les mando un WhatsApp a los dos para confirmar.", CountMismatch, false},
		{"en function word of the request", "en", "Which drivers have a shift on Saturday?", []testCall{roster}, "6 drivers are on the roster {{receipt:c1}}; 2 have Palermo.", CountMismatch, false},
	})
}
