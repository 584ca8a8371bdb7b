package verify

// certNounTerms name a TLS certificate, what certificate checkers report,
// as topicNounTerms name air quality: "I also checked the TLS certificate",
// "revisé el certificado", "我也看了证书", "証明書も確認しました",
// "सर्टिफिकेट भी चेक किया" claim a call of a tool whose name carries tls,
// ssl or cert (tls_check, ssl_expiry, cert_info); such a noun is a topic
// only in a turn that offers such a tool (see relevant).
func certNounTerms(l *lex) {
	const nouns = "tls certificate|ssl certificate|the certificate|certificado tls|certificado ssl|el certificado|tls 证书|ssl 证书|证书|証明書|सर्टिफिकेट|प्रमाणपत्र"
	l.add(kindWeak, "tls", nouns)
	l.add(kindWeak, "ssl", nouns)
	l.add(kindWeak, "cert", nouns)
}
