package verify

// jaActFormTerms are Japanese forms of completed acts as replies
// ordinarily write them: the continuative 再起動し、 that chains a done
// restart to what followed it ("再起動し、問題なく立ち上がりました"), and
// 予約を入れました / 予約を入れておきました, the everyday way to say a
// reservation was made (予約しました is already a term). The 済み forms
// of sending, booking and changing (送付済み, 連絡済み, 予約済み, 変更済み)
// report the act done as 送信済み does; without their を object they are
// the speaker's only against a failed call of their kind (speakerAct), and
// before の they label a thing's state (attributiveAct).
func jaActFormTerms(l *lex) {
	l.add(kindAct, actRestart, "再起動し、|再起動して、問題なく")
	l.add(kindAct, actBook, "予約を入れました|予約を入れておきました|予約を入れた|予約済み")
	l.add(kindAct, actSend, "送付済み|連絡済み|通知済み")
	l.add(kindAct, actChange, "変更済み|更新済み")
}
