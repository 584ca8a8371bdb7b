package verify

// fbTerms adds ordinary phrasings of offers, conditions and refused
// permissions that the language lexicons lacked.
//
//   - Offers and conditions (kindHedge): Japanese "必要なら" (if needed)
//     and the volitional "〜てみます" (I'll try …) put what follows in the
//     future; "〜てみないと分かりません" (can't tell without trying) is a
//     condition, not a denial. Hindi first-person futures of the light
//     verbs देना and लेना ("बता दूँगा", "देख लूँ") are plans, as करूँगा
//     already is.
//   - The user refusing a permission (kindFail): "rechazaste el permiso",
//     "you declined", "permission deny हो गई" report that a call did not
//     run, like the "denied" a tool returns.
//   - "without running", "sin haber corrido": the speaker answered
//     without the act, as after "without querying" (kindDenyVerb); its
//     object decides what is denied.
//   - Locking a door or a device ("施錠しました", "鍵をかけました",
//     "锁好了", "I locked", "cerré con llave", "लॉक कर दिया") is an act of
//     a lock tool (smart_lock, door_lock: the family is the name word
//     "lock"), not of deleting or changing: only a lock call that
//     succeeded backs it.
//   - Japanese 走らせる (to run a program: "テストを走らせた", "ESLint は
//     走らせていない") is a verb of running like 実行する.
func fbTerms(l *lex) {
	l.add(kindUse, famShell, "走らせ")
	l.add(kindUse, "lock", "施錠しました", "施錠して", "施錠した", "施錠済み", "鍵をかけました", "鍵をかけて", "ロックしました",
		"解錠しました", "開錠しました", "锁好了", "锁上了", "已上锁", "已锁门", "开锁了", "已解锁", "i locked", "i've locked",
		"i unlocked", "i've unlocked", "cerré con llave", "he cerrado con llave", "bloqueé la puerta", "लॉक कर दिया", "लॉक कर दी",
		"अनलॉक कर दिया")
	l.add(kindDenyVerb, "", "without running", "without executing", "sin haber corrido", "sin haber ejecutado",
		"sin haber consultado", "sin haber lanzado", "sin correr", "sin ejecutar", "sin lanzar",
		// The plural and the emphatic "भी" of the Hindi light verb
		// ("mails check भी नहीं किए"), the Japanese continuative
		// "〜ておらず" and 参照 (consult), and Chinese 没(有)实际去 (didn't
		// actually go and …) are the same denials as the forms listed
		// in denyVerbTerms.
		"check नहीं किए", "चेक नहीं किए", "check भी नहीं किया", "check भी नहीं किए", "check भी नहीं की", "चेक भी नहीं किया",
		"चेक भी नहीं किए", "चेक भी नहीं की",
		"参照していません", "参照していない", "参照しておらず", "参照しませんでした", "確認しておらず", "見ておらず", "調べておらず",
		"読んでおらず", "没实际去", "没有实际去", "没真正去", "没有真正去")
	l.add(kindHedge, "", "必要なら", "必要でしたら", "よろしければ", "てみます", "てみましょうか", "てみないと", "しないと分かりません",
		"しないとわかりません", "ないと分かりません", "ないとわかりません")
	l.add(kindHedge, "", "दूँगा", "दूंगा", "दूँगी", "दूंगी", "लूँगा", "लूंगा", "लूँगी", "लूंगी", "देख लूँ", "देख लूं")
	l.add(kindFail, "", "rechazaste", "denegaste", "no autorizaste", "no me diste permiso", "no diste permiso", "no aprobaste",
		"you declined", "you denied", "you rejected", "you didn't approve", "you did not approve",
		"deny हो गई", "deny हो गया", "deny कर दी", "deny कर दिया", "permission नहीं मिली", "अनुमति नहीं मिली")
}
