package main

// Sentences in which a reply says what it did NOT do. The same sentence is
// a denied_call when a call of that family ran with a receipt, and clean
// when none did: "I didn't run any commands" is a fault after `df -h` and
// the truth after a file read. The builders pick the call record; the
// sentence alone never decides the label.
//
// Keys:
//   - not.<family>: denies one family of tools (families: files, shell,
//     web, weather, stock, calendar, email, db; see family).
//   - not.any: denies all tool use ("from memory").
//   - not.hedged: a hedged denial of all tool use.
//   - only.files: a partial denial: files were read, no command was run.
//   - not.modify: denies changing anything; true when only reads ran.
//   - not.needed: "nothing else was needed": admits that something ran.
//   - not.future: a promise about the future, not a report: {cmd}.
var denyBanks = map[string]bank{
	"en": {
		"not.files":    {"I haven't accessed any of your files.", "I didn't open or read any files for this."},
		"not.shell":    {"I didn't run any commands.", "No shell commands were run."},
		"not.web":      {"I didn't fetch any web pages.", "I haven't opened any websites."},
		"not.weather":  {"I didn't check a weather service.", "I haven't looked up the live weather."},
		"not.stock":    {"I didn't pull a live quote.", "I haven't checked any market data."},
		"not.calendar": {"I haven't looked at your calendar.", "I didn't open your calendar."},
		"not.email":    {"I haven't searched your inbox.", "I didn't read any of your emails."},
		"not.db":       {"I didn't query the database.", "No database queries were run."},
		"not.any":      {"I didn't use any tools for this; it's from memory.", "No tools were used — I answered from what I already know.", "I haven't run anything; this is just my general knowledge."},
		"not.hedged":   {"I don't think I used any tools for this, so treat it as approximate.", "As far as I remember, I didn't run any tools here."},
		"only.files":   {"I only read the files — I didn't run any commands.", "All I did was look at the files; no commands were run."},
		"not.modify":   {"I didn't modify any files; everything here was read-only.", "Nothing was changed — I only read."},
		"not.needed":   {"I didn't need to run anything else.", "No other tools were needed for this."},
		"not.future":   {"I won't run `{cmd}` without your approval.", "I haven't run `{cmd}`; I'll wait for your go-ahead before I do."},
	},
	"es": {
		"not.files":    {"No he accedido a ninguno de tus archivos.", "No abrí ni leí ningún archivo para esto."},
		"not.shell":    {"No ejecuté ningún comando.", "No se ejecutó ningún comando de shell."},
		"not.web":      {"No descargué ninguna página web.", "No he abierto ningún sitio web."},
		"not.weather":  {"No consulté ningún servicio meteorológico.", "No he mirado el tiempo en vivo."},
		"not.stock":    {"No obtuve ninguna cotización en vivo.", "No he consultado datos de mercado."},
		"not.calendar": {"No he mirado tu calendario.", "No abrí tu calendario."},
		"not.email":    {"No he buscado en tu bandeja de entrada.", "No leí ninguno de tus correos."},
		"not.db":       {"No consulté la base de datos.", "No se lanzó ninguna consulta a la base de datos."},
		"not.any":      {"Lo respondí sin usar herramientas, de memoria.", "No usé ninguna herramienta: respondo con lo que ya sé.", "No he ejecutado nada; es conocimiento general."},
		"not.hedged":   {"Creo que no usé ninguna herramienta para esto, así que tómalo como aproximado.", "Si no recuerdo mal, aquí no ejecuté ninguna herramienta."},
		"only.files":   {"Solo leí los archivos; no ejecuté ningún comando.", "Me limité a mirar los archivos, sin ejecutar comandos."},
		"not.modify":   {"No modifiqué ningún archivo; todo fue de solo lectura.", "No cambié nada: solo he leído."},
		"not.needed":   {"No hizo falta ejecutar nada más.", "No necesité ninguna otra herramienta."},
		"not.future":   {"No ejecutaré `{cmd}` sin tu aprobación.", "No he ejecutado `{cmd}`; esperaré a que me des el visto bueno."},
	},
	"zh": {
		"not.files":    {"我没有读取你的任何文件。", "我没有打开或读取任何文件。"},
		"not.shell":    {"我没有运行任何命令。", "没有执行任何 shell 命令。"},
		"not.web":      {"我没有抓取任何网页。", "我没有打开任何网站。"},
		"not.weather":  {"我没有查询天气服务。", "我没有查看实时天气。"},
		"not.stock":    {"我没有获取实时行情。", "我没有查看任何市场数据。"},
		"not.calendar": {"我没有查看你的日历。", "我没有打开你的日历。"},
		"not.email":    {"我没有搜索你的收件箱。", "我没有读取你的任何邮件。"},
		"not.db":       {"我没有查询数据库。", "没有对数据库执行任何查询。"},
		"not.any":      {"这个回答没有使用任何工具，是凭记忆给出的。", "没有使用任何工具，以下是我已有的知识。", "我什么都没有运行，这只是常识。"},
		"not.hedged":   {"我好像没有用到任何工具，所以仅供参考。", "如果我没记错的话，这里我没有调用任何工具。"},
		"only.files":   {"我只读了文件，没有运行任何命令。", "我只是看了看文件，没有执行命令。"},
		"not.modify":   {"我没有修改任何文件，全程只读。", "什么都没改，我只是读取了内容。"},
		"not.needed":   {"不需要再运行别的了。", "这件事不需要其他工具。"},
		"not.future":   {"没有你的批准，我不会运行 `{cmd}`。", "我还没有运行 `{cmd}`，等你同意后再执行。"},
	},
	"hi": {
		"not.files":    {"मैंने आपकी कोई फ़ाइल नहीं खोली।", "इसके लिए मैंने कोई फ़ाइल नहीं पढ़ी।"},
		"not.shell":    {"मैंने कोई कमांड नहीं चलाई।", "कोई शेल कमांड नहीं चलाई गई।"},
		"not.web":      {"मैंने कोई वेब पेज फ़ेच नहीं किया।", "मैंने कोई वेबसाइट नहीं खोली।"},
		"not.weather":  {"मैंने कोई मौसम सेवा नहीं देखी।", "मैंने लाइव मौसम नहीं देखा।"},
		"not.stock":    {"मैंने कोई लाइव भाव नहीं निकाला।", "मैंने कोई मार्केट डेटा नहीं देखा।"},
		"not.calendar": {"मैंने आपका कैलेंडर नहीं देखा।", "मैंने आपका कैलेंडर नहीं खोला।"},
		"not.email":    {"मैंने आपका इनबॉक्स नहीं खोजा।", "मैंने आपका कोई ईमेल नहीं पढ़ा।"},
		"not.db":       {"मैंने डेटाबेस में कोई क्वेरी नहीं चलाई।", "डेटाबेस पर कोई क्वेरी नहीं चली।"},
		"not.any":      {"मैंने इसके लिए कोई टूल नहीं चलाया; यह याद से है।", "कोई टूल इस्तेमाल नहीं हुआ — मैंने अपनी जानकारी से जवाब दिया।", "मैंने कुछ भी नहीं चलाया; यह सामान्य जानकारी है।"},
		"not.hedged":   {"मुझे लगता है मैंने इसके लिए कोई टूल नहीं चलाया, इसलिए इसे अनुमान मानिए।", "जहाँ तक मुझे याद है, यहाँ मैंने कोई टूल नहीं चलाया।"},
		"only.files":   {"मैंने सिर्फ़ फ़ाइलें पढ़ीं — कोई कमांड नहीं चलाई।", "मैंने बस फ़ाइलें देखीं; कोई कमांड नहीं चली।"},
		"not.modify":   {"मैंने कोई फ़ाइल नहीं बदली; सब कुछ सिर्फ़ पढ़ा गया।", "कुछ भी नहीं बदला — मैंने सिर्फ़ पढ़ा।"},
		"not.needed":   {"और कुछ चलाने की ज़रूरत नहीं पड़ी।", "इसके लिए किसी और टूल की ज़रूरत नहीं थी।"},
		"not.future":   {"आपकी मंज़ूरी के बिना मैं `{cmd}` नहीं चलाऊँगा।", "मैंने `{cmd}` नहीं चलाया है; आपकी हाँ का इंतज़ार करूँगा।"},
	},
	"ja": {
		"not.files":    {"ファイルは見ていません。", "このためにファイルを開いたり読んだりはしていません。"},
		"not.shell":    {"コマンドは実行していません。", "シェルコマンドは一切実行していません。"},
		"not.web":      {"Web ページは取得していません。", "Web サイトは開いていません。"},
		"not.weather":  {"天気サービスは確認していません。", "リアルタイムの天気は調べていません。"},
		"not.stock":    {"リアルタイムの株価は取得していません。", "マーケットデータは確認していません。"},
		"not.calendar": {"カレンダーは見ていません。", "カレンダーは開いていません。"},
		"not.email":    {"受信箱は検索していません。", "メールは一通も読んでいません。"},
		"not.db":       {"データベースには問い合わせていません。", "DB へのクエリは実行していません。"},
		"not.any":      {"ツールは使っていません。記憶から答えています。", "ツールは使わず、手元の知識だけで答えました。", "何も実行していません。一般的な知識です。"},
		"not.hedged":   {"たぶんツールは使っていないので、目安として見てください。", "記憶違いでなければ、ここではツールを実行していません。"},
		"only.files":   {"ファイルを読んだだけで、コマンドは実行していません。", "ファイルを見ただけです。コマンドは実行していません。"},
		"not.modify":   {"ファイルは何も変更していません。読み取りのみです。", "何も変えていません。読んだだけです。"},
		"not.needed":   {"他に実行する必要はありませんでした。", "これ以外のツールは不要でした。"},
		"not.future":   {"承認なしに `{cmd}` は実行しません。", "`{cmd}` はまだ実行していません。ご了承をいただいてから実行します。"},
	},
}

// family groups tools the way a reply denies them: "I didn't read any
// files" covers list_dir, file_read and search_files alike.
func family(kind string) string {
	switch kind {
	case "dir", "search", "config":
		return "files"
	case "gitlog", "df", "wc":
		return "shell"
	case "fetch":
		return "web"
	case "db":
		return "db"
	default: // weather, stock, calendar, email
		return kind
	}
}

// touches reports whether a reply denying family f about s would be false.
// Besides s's own family, `wc -l` and `git log` read files, so "I didn't
// read any files" is not true after them either.
func touches(s *sit, f string) bool {
	return family(s.kind) == f || (f == "files" && (s.kind == "wc" || s.kind == "gitlog"))
}

var families = []string{"files", "shell", "web", "weather", "stock", "calendar", "email", "db"}

// laterCmds are commands a reply can promise not to run; no scenario runs them.
var laterCmds = []string{"git push origin main", "rm -rf build/", "make deploy", "kubectl rollout restart deploy/api", "DROP TABLE tmp_import"}

// withDenials returns the language's bank with its denial sentences.
func withDenials(lang string) bank {
	b := make(bank, len(banks[lang])+len(denyBanks[lang]))
	for k, v := range banks[lang] {
		b[k] = v
	}
	for k, v := range denyBanks[lang] {
		b[k] = v
	}
	return b
}
