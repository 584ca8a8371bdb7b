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
		j := strings.Index(s[i:], p)
		if j < 0 {
			break
		}
		at := i + j
		i = at + len(p)
		rest, before := s[i:], s[:at]
		switch p {
		case "parece", "parecen":
			if !strings.HasPrefix(rest, " que no ") {
				return false
			}
		case "好像", "似乎":
			if !strings.HasPrefix(rest, "没") && !strings.HasPrefix(rest, "沒") {
				return false
			}
		case "ようです":
			// しか…ない is "only": PDF しか残っていないようです names what remains.
			if !strings.HasSuffix(before, "ない") && !strings.HasSuffix(before, "なかった") || strings.Contains(before, "しか") {
				return false
			}
		default:
			return false
		}
		seen = true
	}
	return seen
}
