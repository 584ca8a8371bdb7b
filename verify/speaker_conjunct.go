package verify

// An English conjunct may leave its subject out: "I made the proof and
// emailed it to the client" is the speaker's send as "I emailed it" is
// (see speakerAct), when the conjunct before it has the speaker as its
// subject; "the job built it and emailed it" is the job's.

// speakerSubject reports whether s, the English text before a conjunct
// with no subject, names the speaker (I) and no other subject pronoun
// after that: "I made the proof and emailed it" is the speaker's send,
// "I think this one ran and emailed it" is not. Nor is a clause that a
// verb of perception or thought embeds: in "I noticed the CI pipeline
// built the image and deployed it" the pipeline deployed it.
func speakerSubject(s string) bool {
	i := lastWordAt(s, "i")
	return i >= 0 && !phraseIn(s[i:], " it | they | he | she | you | someone | this | that | noticed | saw | see | found | think | thought | believe | know | knew | heard | noted | said | says | seems | seemed ")
}
