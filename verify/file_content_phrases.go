package verify

// file_content_phrases.go: a phrase about what a file holds ("the file
// contains", "el archivo contiene", "文件中", "ファイルには", "फ़ाइल में
// लिखा") names the file's content, not an act of opening it. A search of
// file contents (search_files, grep) reads that content and returns the
// lines that hold what it looked for, so it backs such a phrase as it
// backs the bare noun "the file"; opening verbs ("opened", "開きました")
// still need a read.

// fileContentTerms are the famRead terms that say what a file holds.
const fileContentTerms = "the file contains|the file has|the file says|the file shows|according to the file|" +
	"file contents|the file contents|el archivo contiene|el fichero contiene|el archivo dice|" +
	"el archivo muestra|según el archivo|el contenido del archivo|contenido del archivo|文件中|文件里|" +
	"文件内容|檔案內容|文件显示|文件包含|根据文件|ファイルには|ファイルの内容|ファイルによると|फ़ाइल की सामग्री|फाइल की सामग्री|" +
	"फ़ाइल में लिखा|फ़ाइल के अनुसार|फाइल के अनुसार"

// contentSearched reports whether term t says what a file holds and an
// ok call of this turn read file contents: a search, or a shell command
// given a file ("wc -l export.csv", "head -n 1 export.csv" back "the file
// has 339 lines"), which reads the file it names as a search does.
func (c *check) contentSearched(t string) bool {
	if !phraseIs(t, fileContentTerms) {
		return false
	}
	if c.backed(famSearch) {
		return true
	}
	for _, i := range c.okCalls(famShell) {
		if namesPath(c.calls[i].Args) {
			return true
		}
	}
	return false
}
