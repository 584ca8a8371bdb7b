package verify

// declinedStepTerms adds passive reports that a step was turned down at
// its confirmation (kindFail): "the email was declined at the
// confirmation step", "el envío fue rechazado", "确认时被拒绝了",
// "承認されませんでした", "अनुमति नहीं दी". Like "denied" in a tool's own
// error, they say a call did not run, so what the sentence then calls
// absent ("so nothing went out") is the outcome of that refusal, not an
// empty result.
func declinedStepTerms(l *lex) {
	l.add(kindFail, "", "was declined|were declined|got declined|been declined|wasn't approved|was not approved|"+
		"fue rechazado|fue rechazada|fue denegado|fue denegada|se rechazó|no se aprobó|no fue aprobado|"+
		"被拒绝|被拒了|未获批准|没有获批|没被批准|承認されませんでした|承認されず|却下されました|却下され|"+
		"अनुमति नहीं दी|मंज़ूरी नहीं दी|मंजूरी नहीं दी")
}
