package verify

// A dash between two clauses that each have their own verb starts a new
// main clause, as "and I" does: "मैं आपके खाते की जानकारी नहीं देख सकता —
// इस बातचीत में मैंने कोई टूल नहीं चलाया", "I can't see it from here — I
// ran no tool". The modal of the first clause ("can't", "सकता") then
// hedges only it, and the denial after the dash is plain (see
// modalDenial). Only a spaced dash counts: an unspaced one joins words
// ("2–3", "read-only").
func init() {
	coordinators = append(coordinators, " — ", " – ", "——")
}

// shellResource is what "I can't run commands on your server" says the
// speaker cannot reach: a shell, whatever machine it names. The generic
// noun of commands names no particular command, so a successful shell
// call in the same turn is what the statement disowns (a refusal names
// the act it refuses: "I can't run the migration on production").
func init() {
	resources = append(resources, resource{"a shell", []string{"run commands", "run any commands", "execute commands",
		"ejecutar comandos", "ejecutar ningún comando", "correr comandos", "运行命令", "执行命令", "コマンドを実行", "コマンドは実行",
		"कोई कमांड", "कमांड नहीं", "कमांड्स नहीं"},
		func(call *callInfo) bool { return contains(call.families, famShell) }})
	// "我没办法直接访问你的日历", "I can't access your calendar": the
	// calendar a calendar tool reads.
	resources = append(resources, resource{"the calendar", []string{"your calendar", "the calendar", "tu calendario", "tu agenda",
		"日历", "日程表", "カレンダー", "कैलेंडर"},
		func(call *callInfo) bool { return containsFoldASCII(call.Tool, "calendar") }})
}
