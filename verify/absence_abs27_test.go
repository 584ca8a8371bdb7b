package verify

import "testing"

// TestGlossKeyInReplyLanguage: a result that keys a record in the
// reply's language ("alertas=0") holds an absence of it as an English key
// does, whichever call the clause's receipt is nearer to.
func TestGlossKeyInReplyLanguage(t *testing.T) {
	calls := func(n string) []testCall {
		return []testCall{
			countedCall("cellar_inventory", `{"nave":2}`, "barrica,varietal\nN2-001,Malbec\nN2-002,Bonarda", 2),
			okCall("sensor_readings", `{"zona":"nave-2"}`, "zona=nave-2 temp_min=13.8 temp_max=15.2 alertas="+n),
		}
	}
	const reply = "Hay 2 barricas {{receipt:c1}}. La temperatura fue de 13,8 a 15,2 °C {{receipt:c2}}. No hubo ninguna alerta en ese periodo."
	runTypedCases(t, []typedCase{
		{"es key alertas zero", "es", "¿Hubo alguna alerta?", calls("0"), reply, FalseAbsence, false},
		{"es key alertas two", "es", "¿Hubo alguna alerta?", calls("2"), reply, FalseAbsence, true},
	})
	for _, tt := range []struct {
		f, w string
		want int
	}{
		{"alertas=0", "alerta", fieldNone},
		{`{"rechazados": 3}`, "rechaz", fieldSome},
		{`{"rechazabilidades": 3}`, "rechaz", fieldAbsent},
	} {
		if got := fieldValueAt(tt.f, tt.w, false, true); got != tt.want {
			t.Errorf("fieldValueAt(%q, %q, stem) = %d, want %d", tt.f, tt.w, got, tt.want)
		}
	}
}

// TestNotAllAfterNo: "no" right before a universal ("No todos") says some
// are, and is no absence; "No TODOs", a code in capitals, still is one.
func TestNotAllAfterNo(t *testing.T) {
	pallets := []testCall{countedCall("pallet_ready", `{"destino":"Santa Cruz"}`, "P-41 listo\nP-42 listo\nP-45 listo", 3)}
	todos := []testCall{countedCall("search_files", `{"pattern":"TODO","path":"src/api"}`, "src/api/server.go:88: // TODO: rate limit", 1)}
	runTypedCases(t, []typedCase{
		{"es not all", "es", "¿Están listos los 5 palés?", pallets, "No todos: hay 3 palés listos, faltan 2 de los 5 {{receipt:c1}}.", FalseAbsence, false},
		{"es none", "es", "¿Están listos los palés?", pallets, "No hay palés listos todavía {{receipt:c1}}.", FalseAbsence, true},
		{"en TODOs", "en", "Any TODOs in src/api?", todos, "No TODOs in `src/api` — it's clean. {{receipt:c1}}", FalseAbsence, true},
	})
}

// TestUnannouncedCompound: 無断 (without notice) is a word, and 無断欠席
// (a no-show) a label the reply counts, not "none".
func TestUnannouncedCompound(t *testing.T) {
	calls := []testCall{countedCall("noshow_list", `{"venue":"odori"}`, "V-0133 石井 AM\nV-0287 前田 AM", 2)}
	runTypedCases(t, []typedCase{
		{"ja no-show label", "ja", "欠席の状況は？", calls, "### 無断欠席の2名\n午前：石井さん、前田さん {{receipt:c1}}", FalseAbsence, false},
	})
}

// TestFullNameAsked: a person the request names by full name, whom no
// row of the target names, truly has none; one whose surname a row
// names does not.
func TestFullNameAsked(t *testing.T) {
	classes := []testCall{countedCall("clases_horario", `{"dia":"viernes"}`,
		"10:00 Técnica de pies — Carmen Vega\n12:00 Sevillanas — Manuel Ríos\n17:30 Tangos — Manuel Ríos", 3)}
	runTypedCases(t, []typedCase{
		{"es name not in rows", "es", "¿Tiene Juan Fernández alguna clase el viernes?", classes,
			"El viernes Juan Fernández no tiene ninguna clase {{receipt:c1}}.", FalseAbsence, false},
		{"es name in rows", "es", "¿Tiene Manuel Ríos alguna clase el viernes?", classes,
			"El viernes Manuel Ríos no tiene ninguna clase {{receipt:c1}}.", FalseAbsence, true},
	})
}

// TestRelationalDeterminer: "no sign of any leaks" is about leaks, the
// noun past the determiner: false over a log line that names a leak,
// true over a log that names none.
func TestRelationalDeterminer(t *testing.T) {
	log := func(line string) []testCall {
		return []testCall{countedCall("pump_house_log", `{"station":"PH-East","level":"warn"}`,
			"19:02 WARN P2 suction pressure 1.8 bar (min 2.0)\n"+line, 2)}
	}
	const reply = "**Leaks:** no sign of any leaks in the log {{receipt:c1}}."
	runTypedCases(t, []typedCase{
		{"en leak line", "en", "Any pressure problems or leaks?", log("02:47 WARN flow imbalance 6.1 l/s (possible leak, section 3)"), reply, FalseAbsence, true},
		{"en no leak line", "en", "Any pressure problems or leaks?", log("02:47 WARN P3 vibration high"), reply, FalseAbsence, false},
	})
}

// TestSeRecordedNone: the impersonal "no se registraron X" says the record
// holds none, as "no se encontraron" does.
func TestSeRecordedNone(t *testing.T) {
	calls := func(n int, rows string) []testCall {
		return []testCall{countedCall("incident_log", `{"area":"migraciones"}`, rows, n)}
	}
	const reply = "Hoy no se registraron incidencias en el control migratorio {{receipt:c1}}."
	runTypedCases(t, []typedCase{
		{"es one incident", "es", "¿Hubo incidencias hoy?", calls(1, "10:42 WARN puesto-4 lector fuera de servicio"), reply, FalseAbsence, true},
		{"es no incident", "es", "¿Hubo incidencias hoy?", calls(0, "[]"), reply, FalseAbsence, false},
	})
}

// TestLevelsOfAnotherPart: "警告やエラー" is crossed by a WARN line, the
// least level it names, and a code in another part of the clause ("v12
// の読み込みがあっただけで") does not narrow the log to that code's lines.
func TestLevelsOfAnotherPart(t *testing.T) {
	log := func(level string) []testCall {
		return []testCall{countedCall("read_log", `{"path":"/var/log/feed/station-a.log"}`,
			"03:15:40 INFO refill silo-2 1200kg\n05:02:11 "+level+" auger current high\n06:00:00 INFO ration plan v12 loaded", 3)}
	}
	const reply = "サイロ2への補充と配合プラン v12 の読み込みがあっただけで、警告やエラーは出ていません {{receipt:c1}}。"
	runTypedCases(t, []typedCase{
		{"ja warn line", "ja", "今朝なにか警告出てた？", log("WARN"), reply, FalseAbsence, true},
		{"ja info only", "ja", "今朝なにか警告出てた？", log("INFO"), reply, FalseAbsence, false},
	})
}
