package verify

// sideInabilityTerms are Chinese inabilities with the speaker's side as
// subject: "我这边无法直接登录你的服务器", "我这里不能访问你的邮箱". 这边 /
// 这里 ("on my end") sit between 我 and the modal in everyday speech, as
// 我这边没办法 already does.
func sideInabilityTerms(l *lex) {
	l.add(kindInability, "", "我这边无法|我这里无法|我这边不能|我这里不能|我这边没法|我这里没法")
}
