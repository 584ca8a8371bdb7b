package verify

import "testing"

// The part of a partitive ("2 of 7 boxes") as the subject of an absence
// says what that part lacks; the whole as the subject still says the
// result is empty.
func TestAbsencePartitiveSubject(t *testing.T) {
	boxes := countedCall("box_audit", `{"aisle": "C", "fields": ["box", "weight_kg", "label"]}`,
		"box,weight_kg,label\nC-01,12,fragile\nC-02,9,\nC-03,14,this side up\nC-04,11,\nC-05,10,fragile\nC-06,13,keep dry\nC-07,8,fragile\n", 7)
	runNinth(t, []ninthCase{
		{"en part of a partitive", "en", "Any boxes in aisle C missing a label?", boxes, true,
			"2 of your 7 boxes have no label:\n\n- **C-02**: 9 kg\n- **C-04**: 11 kg", FalseAbsence, false, ""},
		{"es part of a partitive", "es", "¿Cuáles de mis registros del pasillo C no tienen etiqueta?", boxes, true,
			"2 de tus 7 cajas no tienen ninguna etiqueta:\n\n- **C-02**: 9 kg\n- **C-04**: 11 kg", FalseAbsence, false, ""},
		{"zh part of a whole", "zh", "C 通道哪些记录没有标签？", boxes, true,
			"7个箱子中有2个没有标签：\n\n- **C-02**：9 kg\n- **C-04**：11 kg", FalseAbsence, false, ""},
		{"en the whole has none", "en", "Which boxes in aisle C are unlabelled?", boxes, true,
			"I found no box in aisle C.", FalseAbsence, true, ""},
		{"en a number that is no partitive", "en", "Which boxes in aisle C are unlabelled?", boxes, true,
			"After 7 checks I found no box in aisle C.", FalseAbsence, true, ""},
	})
}
