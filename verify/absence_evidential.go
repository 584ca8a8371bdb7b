package verify

import "strings"

// Evidential perception: "parece que no hay ningún correo", "好像没有大和
// 运输的邮件", "メールは届いていないようです" report what a search showed,
// softened; they are absence claims about the result all the same. A
// perception word that judges a state ("the namespace looks quiet",
// "parece tranquilo", "問題はなさそうです") qualifies its own words and
// makes no absence claim (see perception). Told apart by form: the
// perception word takes the absence as its clause — Spanish "parece que"
// before it, Chinese 好像/似乎 right before 没(有), Japanese ようです right
// after a negated verb (ない, なかった).

// evidentialOnly reports whether every use of the perception word p in s
// frames an absence as what was seen, and there is one.
func evidentialOnly(s, p string) bool {
	seen := false
	for i := 0; i < len(s); {
		j := indexSubstr(s[i:], p)
		if j < 0 {
			break
		}
		at := i + j
		i = at + len(p)
		rest, before := s[i:], s[:at]
		switch p {
		case "parece", "parecen":
			if !hasPrefix(rest, " que no ") {
				return false
			}
		case "好像", "似乎":
			rest = strings.TrimLeft(rest, "暂时目前还都也并") // 好像暂时没有: see hedgeFrames
			if !hasPrefix(rest, "没") && !hasPrefix(rest, "沒") {
				return false
			}
		case "seem", "look", "appear to":
			if !hasSubstr(rest[:min(len(rest), 16)], " there") { // "seems there", "looks like there's"
				return false
			}
		case "लगता", "लगती", "लगते":
			if !hasPrefix(rest, " है कि") {
				return false
			}
		case "ようです":
			// しか…ない is "only": PDF しか残っていないようです names what remains.
			if !hasSuffix(before, "ない") && !hasSuffix(before, "なかった") || hasSubstr(before, "しか") {
				return false
			}
		default:
			return false
		}
		seen = true
	}
	return seen
}

// hedgeFrames: a perception verb whose complement is an existential
// clause frames that clause as what was seen, as "parece que no hay" does:
// "it seems there aren't any refunds", "it looks like there's nothing
// pending", "ऐसा लगता है कि कोई रिफ़ंड बाक़ी नहीं है", "好像暂时没有退款" (an
// adverb of time, 暂时 or 目前, may stand before 没有). The existential keeps
// its claim; a perception verb with an adjective ("the queue looks
// quiet", "ठीक लगता है") stays a judgement.
