package verify

// A field of one row given to another. A clause that restates one result
// row (see row_values.go) and writes, for the one field it changes, the
// value another row of the same result holds in that same field — the
// same column of a table or CSV line, or of a JSON object written on its
// line: as many field separators before it (tab, pipe, comma, a run of two
// spaces) — gives the named row its neighbour's value ("TSR-4480 … 40 km/h" where
// TSR-4471 has 40 and TSR-4480 50). That the result holds the value
// somewhere does not back it: the result gives it to another item. The
// reading asks only which row the clause's other values pin and which
// field holds the value in the other row, so it is the same in every
// language.
//
// It is read only when the clause writes no value that no result holds
// (that one is the changed field, as before), and only for one such value.
//
// Left alone: a value another call, the request or the arguments hold,
// or a qualified or negated one (heldElsewhere over the other calls); a
// value the other row holds in another field; and a value the clause
// works out from its own values, unless the clause writes as many values
// as the row (a reply table's row restating a result line cell for cell),
// where the changed cell is that field. The reading is in checkRowValues
// (row_values.go), folded there for the release binary's size.
