package verify

// More ordinary ways of leaving items out of a count ("api-3 を除いた4台",
// "去掉 api-3 后的 4 台", "leaving out the outlier, 4 servers"): the
// attributive and connective forms of Japanese 除く, and the common verbs
// of other languages. excludes reads them as it reads exclusionWords.
func init() {
	exclusionWords = append(exclusionWords, "を除いた", "を除き", "を除けば", "を抜いた", "を外した", "去掉", "去除", "刨去", "刨除", "排除",
		"leaving out", "other than", "dejando fuera", "quitando", "aparte de", "के सिवा", "को हटाकर", "को छोड़ कर")
	attemptAfter = append(attemptAfter, "चाही") // "चलानी चाही": चाहा agreeing with a feminine object
}
