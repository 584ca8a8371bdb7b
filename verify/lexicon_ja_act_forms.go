package verify

// jaActFormTerms are Japanese forms of completed acts as replies
// ordinarily write them: the continuative 再起動し、 that chains a done
// restart to what followed it ("再起動し、問題なく立ち上がりました"), and
// 予約を入れました / 予約を入れておきました, the everyday way to say a
// reservation was made (予約しました is already a term).
func jaActFormTerms(l *lex) {
	l.add(kindAct, actRestart, "再起動し、|再起動して、問題なく")
	l.add(kindAct, actBook, "予約を入れました|予約を入れておきました|予約を入れた")
}
