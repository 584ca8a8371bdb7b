package verify

// checkRowNameAnyCall runs checkRowName over every ok call of the turn
// when the clause's targets are fewer: a clause that names a row by its
// key (a commit hash) is about the call whose result has that row, even
// when its wording tied it to another call ("git show" of the same
// commit, whose text starts no line with the hash).
func (c *check) checkRowNameAnyCall(in *info, all []int) {
	if len(in.targets) == 0 || len(all) <= len(in.targets) {
		return
	}
	wide := *in
	wide.targets = all
	c.checkRowName(&wide)
}
