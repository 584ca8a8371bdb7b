package verify

import "strings"

// Hindi and Japanese nouns asked to count, bound where the request writes
// them (cnt21). Hindi puts the noun before कितने when a verb follows it:
// "इस हफ्ते नकद दान कितने आए?" asks how many cash donations came, and
// "9 नकद दान" answers it; the word after कितने (आए) is the verb, no noun.
// Japanese writes the counter right after 何 and may go on with a verb
// ("何軒営業してる？"): the answer "7軒です" counts by the counter alone.

// hiVerbsAfterHowMany are verb forms that follow कितने/कितनी when the noun
// stands before it.
var hiVerbsAfterHowMany = []string{"आए", "आये", "आईं", "आई", "हैं", "है", "हुए", "हुईं", "हुई", "मिले", "मिलीं", "बचे", "बची", "थे", "थीं", "गए", "गईं", "लगे", "चाहिए", "बने", "बिके", "बिकीं"}

// hiNounEnders end a noun phrase before them: no noun.
var hiNounEnders = wordSet("के की का में से को ने पर लिए तक और या इस उस")

// hiNounBeforeHowMany returns the one or two words before कितने/कितनी at i
// when the word after it (next) is a verb, or "".
func hiNounBeforeHowMany(req string, i int, next string) string {
	if !hasPrefix(req[i:], "कित") || !contains(hiVerbsAfterHowMany, next) {
		return ""
	}
	ws := strings.Fields(req[max(0, i-80):i])
	if len(ws) == 0 || hiNounEnders[ws[len(ws)-1]] {
		return ""
	}
	if len(ws) >= 2 && !hiNounEnders[ws[len(ws)-2]] {
		return ws[len(ws)-2] + " " + ws[len(ws)-1]
	}
	return ws[len(ws)-1]
}

// nounLastWord returns the last word of a noun of two words.
func nounLastWord(noun string) (string, bool) {
	i := strings.LastIndexByte(noun, ' ')
	if i < 0 || i == len(noun)-1 {
		return "", false
	}
	return noun[i+1:], true
}
