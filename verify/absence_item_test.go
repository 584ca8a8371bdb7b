package verify

import "testing"

// TestItemAbsence: an absence said of an item the clause names before it
// (a person, a charger's code) that another call of the turn names is
// true when no row of the result it concerns names that item, and still
// false when a row does.
func TestItemAbsence(t *testing.T) {
	const loans = `[{"artist":"Ada Okafor","due":"2027-04-02"},{"artist":"Jonas Brandt","due":"2027-05-10"},{"artist":"Eva Lindqvist","due":"2027-05-20"}]`
	const cal = `[{"title":"Recepción obra de Lindqvist","start":"2027-04-05"}]`
	const chargers = `[{"id":"K3-01","status":"Faulted"},{"id":"K3-04","status":"Offline"}]`
	const tickets = `[{"ticket":"T-881","charger":"K3-01","state":"open"}]`
	two := func(a, b string) []testCall {
		return []testCall{okCall("loan_registry", `{"status":"active"}`, a), okCall("calendar_list", `{"calendar":"recepciones"}`, b)}
	}
	ch := []testCall{okCall("charger_status", `{"site":"K3"}`, chargers), okCall("fault_tickets", `{"site":"K3","state":"open"}`, tickets)}
	cases := []typedCase{
		{"es people missing", "es", "¿Cuándo vuelven?", two(loans, cal),
			"Vuelven en abril y mayo {{receipt:c1}}. Para la de Okafor y la de Brandt no encontré nada en el calendario de recepciones {{receipt:c2}}.", "false_absence", false},
		{"es person held", "es", "¿Cuándo vuelven?", two(loans, cal),
			"Vuelven en abril y mayo {{receipt:c1}}. Para la de Lindqvist no encontré nada en el calendario de recepciones {{receipt:c2}}.", "false_absence", true},
		{"en person missing", "en", "When do they come back?", two(loans, cal),
			"They return in April and May {{receipt:c1}}. For Okafor's piece I found nothing in the recepciones calendar {{receipt:c2}}.", "false_absence", false},
		{"en person held", "en", "When do they come back?", two(loans, cal),
			"They return in April and May {{receipt:c1}}. For Lindqvist's piece I found nothing in the recepciones calendar {{receipt:c2}}.", "false_absence", true},
		{"zh code missing", "zh", "哪些桩坏了？", ch,
			"两个桩不可用 {{receipt:c1}}。关于 K3-04，故障工单里没有任何记录 {{receipt:c2}}。", "false_absence", false},
		{"zh code held", "zh", "哪些桩坏了？", ch,
			"两个桩不可用 {{receipt:c1}}。关于 K3-01，故障工单里没有任何记录 {{receipt:c2}}。", "false_absence", true},
	}
	runTypedCases(t, cases)
}
