package verify

import "testing"

// A name a keyed field holds (fact29), written in a clause bound to its
// row with more than half of it kept and the rest replaced by a name no
// result, request or argument holds, contradicts the field. The value
// written right, a status or prose field, a window across two words, a
// replacement in another script and an unbound clause report nothing.
func TestFact29KeyedName(t *testing.T) {
	crane := okCall("crane_roster", `{"crane":"QC-07"}`, "crane=QC-07 shift=B operator=王建军 start=2025-03-02 22:00")
	bus := okCall("bus_lookup", `{"trip":"TR-5512"}`, `{"trip":"TR-5512","depot":"La Cisterna","seats":44,"leaves":"06:15"}`)
	pickup := okCall("pickup_get", `{"order":"OR-118"}`, "order=OR-118 pickup_point=The Maltings window=14:00-15:00")
	maker := okCall("parts_order", `{"part":"bearing"}`, "PO-3307 vendor=山本ねじ製作所 qty=480 due=2025-12-09")
	state := okCall("lot_query", `{"lot":"LT-44"}`, "lot=LT-44 weight_kg=312 status=已完成 shed=东区二号棚")
	prose := okCall("review_query", `{"store":"K-12"}`, `[{"store":"K-12","score":1,"text":"咖啡太淡，而且等了20分钟"},{"store":"K-13","score":2,"text":"杯子漏了"}]`)
	hindi := okCall("rake_status", `{"rake":"R-77"}`, "rake=R-77 loaded_t=3310 destination=Adani Mundra")
	runFactCases(t, []fact11Case{
		{"zh a given name replaced", "zh", "QC-07 今晚谁开？", []testCall{crane},
			"QC-07 今晚 B 班是王建国操作。{{receipt:c1}}", true, "fact/keyed-name"},
		{"zh the name right", "zh", "QC-07 今晚谁开？", []testCall{crane},
			"QC-07 今晚 B 班是王建军操作。{{receipt:c1}}", false, ""},
		{"zh the family name replaced is another word", "zh", "QC-07 今晚谁开？", []testCall{crane},
			"QC-07 今晚 B 班由老建军操作。{{receipt:c1}}", false, "fact/keyed-name"},
		{"es a place word replaced", "es", "¿De dónde sale el TR-5512?", []testCall{bus},
			"El TR-5512 sale de La Granja a las 06:15. {{receipt:c1}}", true, "fact/keyed-name"},
		{"es the place right", "es", "¿De dónde sale el TR-5512?", []testCall{bus},
			"El TR-5512 sale de La Cisterna a las 06:15. {{receipt:c1}}", false, ""},
		{"en a depot word replaced", "en", "Where do I collect OR-118?", []testCall{pickup},
			"OR-118 is at The Granary between 14:00 and 15:00. {{receipt:c1}}", true, "fact/keyed-name"},
		{"en a replaced word the request holds", "en", "Is OR-118 at The Granary?", []testCall{pickup},
			"OR-118 is at The Granary between 14:00 and 15:00. {{receipt:c1}}", false, "fact/keyed-name"},
		{"en an unbound clause", "en", "Where do I collect OR-118?", []testCall{pickup},
			"The Granary is also near the motorway. {{receipt:c1}}", false, "fact/keyed-name"},
		{"ja a maker's first character replaced", "ja", "ベアリングの次の納品は？", []testCall{maker},
			"次は山田ねじ製作所から480個、12月9日です。{{receipt:c1}}", true, "fact/keyed-name"},
		{"ja the maker right", "ja", "ベアリングの次の納品は？", []testCall{maker},
			"次は山本ねじ製作所から480個、12月9日です。{{receipt:c1}}", false, ""},
		{"zh a status field's word reworded", "zh", "LT-44 好了吗？", []testCall{state},
			"LT-44 已经完成，312 公斤，放在东区二号棚。{{receipt:c1}}", false, "fact/keyed-name"},
		{"zh a place word read across two words", "zh", "LT-44 放哪儿了？", []testCall{state},
			"LT-44 共 312 公斤，放在东区二号棚里。{{receipt:c1}}", false, "fact/keyed-name"},
		{"zh a prose field's text reworded", "zh", "K-13 的差评说什么？", []testCall{prose},
			"K-13 有一条 2 星：杯子漏水。{{receipt:c1}}", false, "fact/keyed-name"},
		{"hi a word in another script is not read", "hi", "R-77 कहाँ जा रहा है?", []testCall{hindi},
			"R-77 3,310 टन लेकर Adani मुंद्रा जा रहा है। {{receipt:c1}}", false, "fact/keyed-name"},
	}, false)
}

// keyedNames reads the values of key=value and JSON fields that are
// names: Latin words each capitalised, Han and kana; it ends a value at
// the next key, keys included that are not ASCII.
func TestKeyedNamesValues(t *testing.T) {
	for _, tt := range []struct {
		res  string
		want []string
	}{
		{"estación=Los Leones código=F-217 nota=ok", []string{"Los Leones"}},
		{`{"drop_station":"Charni Road","eta":"12:50"}`, []string{"Charni Road"}},
		{"vessel=せとうち丸 from=松山観光港 status=确认", []string{"せとうち丸", "松山観光港"}},
		{"host=db-01 owner=lower case words id=A1", nil},
		{"name=Ana", nil},
	} {
		ci := &callInfo{Call: Call{Result: tt.res}}
		var got []string
		for _, kn := range ci.keyedNames() {
			got = append(got, tt.res[kn.from:kn.to])
		}
		if len(got) != len(tt.want) {
			t.Errorf("%q: keyed names %q, want %q", tt.res, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%q: keyed names %q, want %q", tt.res, got, tt.want)
			}
		}
	}
}

// A label written after the value (fact29: "24 donations", "16 mm de
// longitud") names its field as a label before it does: the result's key
// of that name with a value one digit away is misread. The value right, a
// value far from the key's (worked out) and a word that is no key report
// nothing.
func TestFact29LabelAfter(t *testing.T) {
	donor := okCall("donor_lookup", `{"donor":"D-7"}`, `{"donor_id":"D-7","abo_rh":"O+","last_donation":"2025-03-01","donations_total":23}`)
	weld := okCall("ndt_results", `{"joint":"J-2"}`, `{"joint":"J-2","defect":"porosity","longitud_mm":18,"profundidad_mm":4.5}`)
	runFactCases(t, []fact11Case{
		{"en a total of the key's noun misread", "en", "How often has D-7 given?", []testCall{donor},
			"D-7 is O+, last seen on 1 March 2025, with 24 donations to date. {{receipt:c1}}", true, "fact/tied-value"},
		{"en the total right", "en", "How often has D-7 given?", []testCall{donor},
			"D-7 is O+, last seen on 1 March 2025, with 23 donations to date. {{receipt:c1}}", false, ""},
		{"es a length before its unit and label", "es", "¿Qué tamaño tiene la indicación de la J-2?", []testCall{weld},
			"La J-2 tiene porosidad de 16 mm de longitud a 4,5 mm de profundidad. {{receipt:c1}}", true, "fact/tied-value"},
		{"es the length right", "es", "¿Qué tamaño tiene la indicación de la J-2?", []testCall{weld},
			"La J-2 tiene porosidad de 18 mm de longitud a 4,5 mm de profundidad. {{receipt:c1}}", false, ""},
		{"en a value far from the key's is not a misread", "en", "How often has D-7 given?", []testCall{donor},
			"D-7 (O+) needs 50 donations for the gold pin. {{receipt:c1}}", false, "fact/tied-value"},
	}, false)
}
