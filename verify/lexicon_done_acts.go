package verify

// doneActTerms are completed side effects in the forms replies ordinarily
// use that actionTerms lacks:
//
//   - saving a file or chart ("I saved the chart to charts/q1.png",
//     "guardé", "已保存", "保存しました", "सेव कर दिया"): a write, backed
//     by a call that writes (file_write, a shell `> out` is not read as
//     one), so it is the change class, with "save" as a tool word of it;
//   - Spanish "acabo de + infinitive" ("te acabo de enviar el correo"),
//     the ordinary way to say "I have just done it" (see spanishPerfect);
//   - the Japanese "…ておきました" form ("投稿しておきました", I went ahead
//     and posted it), a favour done for the reader, and 投稿 / 登録 (post,
//     register an entry in a calendar or list);
//   - the Chinese full adverb 已经 + verb ("已经发给张总了"), as common as
//     the short 已 + verb that actionTerms lists;
//   - Hindi light-verb compounds of borrowed "post", "mail", "save".
func doneActTerms(l *lex) {
	l.add(kindAct, actChange, "saved|guardé|he guardado|lo guardé|la guardé|"+
		"acabo de guardar|已保存|保存了|保存到了|已经保存|保存好了|保存しました|保存しておきました|保存した|"+
		"सेव कर दिया|सेव कर दी|सेव कर दिए|सहेज दिया|सहेज दी|सहेज लिया|"+
		"已经修改|已经更新|已经改好")
	l.add(kindAct, actSend, "acabo de enviar|acabo de enviarte|acabo de mandar|acabo de mandarte|acabamos de enviar|"+
		"te mandé|mandé|he mandado|publiqué|he publicado|"+
		"已经发给|已经发送|已经发到|已经发了|已经通知|"+
		"投稿しました|投稿しておきました|送っておきました|送信しておきました|通知しておきました|投稿した|"+
		"पोस्ट कर दिया|पोस्ट कर दी|मेल कर दिया|ईमेल कर दिया|ईमेल कर दी")
	l.add(kindAct, actDelete, "acabo de borrar|acabo de eliminar|已经删除|已经删掉|已经清除|削除しておきました")
	l.add(kindAct, actBook, "acabo de reservar|acabo de programar|acabo de añadir|已经预订|已经预约|已经安排|"+
		"登録しました|登録しておきました|予約しておきました|追加しておきました")
	l.add(kindAct, actCommit, "已经提交")
	l.add(kindAct, actPush, "已经推送")
	l.add(kindAct, actDeploy, "已经部署")
	l.add(kindAct, actRestart, "已经重启")
	l.add(kindAct, actCancel, "acabo de cancelar|已经取消")
}

// "save" in a tool's name or command (save_file, save_chart) performs
// the change that "saved" reports.
func init() { actionWords["save"] = actChange }
